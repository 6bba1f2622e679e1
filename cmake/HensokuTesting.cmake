# hensoku_add_test(<name> SOURCES ... LIBS ... [SANITIZED] [THREADED] [OPTIMIZED] [LABELS ...])
# Builds a GoogleTest executable and registers each of its tests with ctest.
# SANITIZED: the ASan+UBSan tree builds and runs it (target `sanitized_tests`,
# ctest label `sanitized`). THREADED: code with threads of its own (search,
# sessions, server, match); the ThreadSanitizer tree builds and runs it
# (target `tsan_tests`, ctest label `tsan`). OPTIMIZED: the test code itself
# computes much (a reference move generator over random playouts), so the
# ASan tree compiles it at the libraries' -O1 instead of -O0. Tests that are
# neither SANITIZED nor THREADED run in the
# release tree of scripts/test.sh only (target `release_only_tests`, with the
# `hensoku` binary, the web test server and the web assets): the SANITIZED ones
# ran in the ASan tree just before, and compiling them again would cost the
# suite minutes of its 20.
add_custom_target(sanitized_tests)
add_custom_target(tsan_tests)
add_custom_target(release_only_tests)

function(hensoku_add_test name)
  cmake_parse_arguments(T "SANITIZED;THREADED;OPTIMIZED" "" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_LIBS} GTest::gtest GTest::gtest_main GTest::gmock)
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
  # In the ASan tree the test code itself gets AddressSanitizer only, not
  # optimised: the libraries it drives keep ASan+UBSan at -O1, while UBSan's
  # checks in every gtest macro doubled the tree's compile time for no
  # finding in the code tested, and -O0 halves what is left of it
  # (docs/benchmarks.md, "The suite's time"). The tests' own include
  # directory gives them tests/sanitized_build.h.
  if(HENSOKU_SANITIZE)
    target_compile_options(${name} PRIVATE -fno-sanitize=undefined)
    if(NOT T_OPTIMIZED)
      target_compile_options(${name} PRIVATE -O0)
    endif()
  endif()
  # A test executable's files compile as one: gtest's and the fixtures'
  # headers are read once per executable, not once per file.
  set_target_properties(${name} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 16)
  # One label per test: gtest_discover_tests writes LABELS unquoted, so a
  # second one would be read as another property. The tsan tree labels
  # THREADED tests `tsan`; the others label SANITIZED ones `sanitized`.
  set(labels ${T_LABELS})
  if(NOT T_SANITIZED)
    add_dependencies(release_only_tests ${name})
  endif()
  if(T_SANITIZED)
    add_dependencies(sanitized_tests ${name})
    if(NOT HENSOKU_TSAN)
      list(APPEND labels sanitized)
    endif()
  endif()
  if(T_THREADED)
    add_dependencies(tsan_tests ${name})
    if(HENSOKU_TSAN)
      set(labels tsan)
    endif()
  endif()
  gtest_discover_tests(${name}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    PROPERTIES LABELS "${labels}"
    DISCOVERY_TIMEOUT 60)
endfunction()
