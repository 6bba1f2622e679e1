# hensoku_add_test(<name> SOURCES ... LIBS ... [SANITIZED] [THREADED] [LABELS ...])
# Builds a GoogleTest executable and registers each of its tests with ctest.
# SANITIZED: the ASan+UBSan tree builds and runs it (target `sanitized_tests`,
# ctest label `sanitized`). THREADED: code with threads of its own (search,
# sessions, server, match); the ThreadSanitizer tree builds and runs it
# (target `tsan_tests`, ctest label `tsan`). Tests that are neither run in the
# release tree of scripts/test.sh only (target `release_only_tests`, with the
# `hensoku` binary, the web test server and the web assets): the SANITIZED ones
# ran in the ASan tree just before, and compiling them again would cost the
# suite minutes of its 20.
add_custom_target(sanitized_tests)
add_custom_target(tsan_tests)
add_custom_target(release_only_tests)

function(hensoku_add_test name)
  cmake_parse_arguments(T "SANITIZED;THREADED" "" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_LIBS} GTest::gtest GTest::gtest_main GTest::gmock)
  # In the ASan tree the test code itself gets AddressSanitizer only: the
  # libraries it drives keep ASan+UBSan, and UBSan's checks in every gtest
  # macro doubled the tree's compile time for no finding in the code tested.
  if(HENSOKU_SANITIZE)
    target_compile_options(${name} PRIVATE -fno-sanitize=undefined)
  endif()
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
