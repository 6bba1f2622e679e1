# hensoku_add_test(<name> SOURCES ... LIBS ... [SANITIZED] [THREADED] [LABELS ...])
# Builds a GoogleTest executable and registers each of its tests with ctest.
# SANITIZED: the ASan+UBSan tree builds and runs it (target `sanitized_tests`,
# ctest label `sanitized`). THREADED: code with threads of its own (search,
# sessions, server, match); the ThreadSanitizer tree builds and runs it
# (target `tsan_tests`, ctest label `tsan`).
add_custom_target(sanitized_tests)
add_custom_target(tsan_tests)

function(hensoku_add_test name)
  cmake_parse_arguments(T "SANITIZED;THREADED" "" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_LIBS} GTest::gtest GTest::gtest_main GTest::gmock)
  # One label per test: gtest_discover_tests writes LABELS unquoted, so a
  # second one would be read as another property. The tsan tree labels
  # THREADED tests `tsan`; the others label SANITIZED ones `sanitized`.
  set(labels ${T_LABELS})
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
