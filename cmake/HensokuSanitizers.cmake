# Sanitizer builds. One tree per kind (scripts/build.sh asan|tsan|fuzz):
#   HENSOKU_SANITIZE  AddressSanitizer + UBSan (g++ or clang). Under clang
#                     (scripts/build.sh asan) the tree also builds the fuzz
#                     targets for the suite's short runs: the libraries get
#                     edge counters only, so the tests run near full speed
#                     and one build serves both (docs/benchmarks.md, "The
#                     suite's time, a third time").
#   HENSOKU_TSAN      ThreadSanitizer (clang, with its own runtime from
#                     libclang-rt-14-dev, like the fuzz tree)
#   HENSOKU_FUZZ      libFuzzer targets under ASan + UBSan (clang only); the
#                     libraries get the coverage instrumentation, the fuzz
#                     targets link libFuzzer's main (fuzz/CMakeLists.txt).
set(_hensoku_kinds 0)
foreach(kind HENSOKU_SANITIZE HENSOKU_TSAN HENSOKU_FUZZ)
  if(${kind})
    math(EXPR _hensoku_kinds "${_hensoku_kinds} + 1")
  endif()
endforeach()
if(_hensoku_kinds GREATER 1)
  message(FATAL_ERROR "HENSOKU_SANITIZE, HENSOKU_TSAN and HENSOKU_FUZZ are separate trees: choose one")
endif()

if((HENSOKU_TSAN OR HENSOKU_FUZZ) AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "HENSOKU_TSAN and HENSOKU_FUZZ need clang (scripts/build.sh tsan|fuzz sets CXX=clang++-14)")
endif()

set(_hensoku_asan_ubsan -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
# clang's UBSan object-size check stops -O1 from inlining libstdc++'s small
# members (a string's push_back becomes several calls); ASan checks every
# access that check would.
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  list(APPEND _hensoku_asan_ubsan -fno-sanitize=object-size)
endif()
set(HENSOKU_FUZZ_TARGETS OFF)
if(HENSOKU_SANITIZE)
  add_compile_options(${_hensoku_asan_ubsan})
  add_link_options(-fsanitize=address,undefined)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    add_compile_options(-fsanitize-coverage=inline-8bit-counters,pc-table)
    set(HENSOKU_FUZZ_TARGETS ON)
  endif()
elseif(HENSOKU_FUZZ)
  add_compile_options(${_hensoku_asan_ubsan} -fsanitize=fuzzer-no-link)
  add_link_options(-fsanitize=address,undefined)
  set(HENSOKU_FUZZ_TARGETS ON)
elseif(HENSOKU_TSAN)
  add_compile_options(-fsanitize=thread -fno-omit-frame-pointer)
  add_link_options(-fsanitize=thread)
endif()
