# hensoku_add_test(<name> SOURCES ... LIBS ... [SANITIZED] [LABELS ...])
# Builds a GoogleTest executable and registers each of its tests with ctest.
# SANITIZED marks rules-core tests that the sanitizer tree builds and runs
# (target `sanitized_tests`, ctest label `sanitized`).
add_custom_target(sanitized_tests)

function(hensoku_add_test name)
  cmake_parse_arguments(T "SANITIZED" "" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_LIBS} GTest::gtest GTest::gtest_main GTest::gmock)
  set(labels ${T_LABELS})
  if(T_SANITIZED)
    list(APPEND labels sanitized)
    add_dependencies(sanitized_tests ${name})
  endif()
  gtest_discover_tests(${name}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    PROPERTIES LABELS "${labels}"
    DISCOVERY_TIMEOUT 60)
endfunction()
