# gambit_add_test(NAME SOURCES a.cpp b.cpp LIBS lib1 lib2 [LABELS unit|e2e])
# One GoogleTest executable, its tests discovered by CTest. Label `unit` runs under the sanitizer build;
# `e2e` tests start the real binaries and run in the release build only.
function(gambit_add_test name)
  cmake_parse_arguments(T "" "" "SOURCES;LIBS;LABELS" ${ARGN})
  if(NOT T_LABELS)
    set(T_LABELS unit)
  endif()
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_LIBS} GTest::gtest_main Threads::Threads)
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR})  # tests/support/*.hpp
  target_compile_definitions(${name} PRIVATE
    GAMBIT_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data"
    GAMBIT_BINARY_DIR="${PROJECT_BINARY_DIR}/bin")
  gtest_discover_tests(${name} DISCOVERY_TIMEOUT 60 PROPERTIES LABELS "${T_LABELS}")
  if("unit" IN_LIST T_LABELS)
    set_property(GLOBAL APPEND PROPERTY GAMBIT_UNIT_TESTS ${name})
  endif()
endfunction()
