# benchwork_add_test(NAME tst_x [SOURCES a.cpp...] [NEEDS exe...] [LIBS lib...])
#
# The one way a test is registered: builds tst_x from tests/tst_x.cpp (or
# SOURCES), links the test support library (and the UI library for tst_ui_*),
# adds it to CTest with the environment every test gets, and declares the
# executables it starts. NEEDS names them (benchwork-cli, benchwork-target,
# benchwork-faultserver, benchwork (the window)): building the test builds them first, so a partial
# build followed by ctest never runs a stale binary. Found through
# $BENCHWORK_BIN_DIR, which CTest sets to the build's bin folder.
#
# Needs BENCHWORK_TEST_TMPDIR set by the caller (tests/CMakeLists.txt).
set(BENCHWORK_TEST_EXECUTABLES benchwork-cli benchwork-target benchwork-faultserver benchwork-limitchild benchwork)

function(benchwork_add_test)
  cmake_parse_arguments(T "" "NAME" "SOURCES;NEEDS;LIBS" ${ARGN})
  if(NOT T_NAME)
    message(FATAL_ERROR "benchwork_add_test: NAME is missing")
  endif()
  if(T_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "benchwork_add_test(${T_NAME}): unexpected arguments ${T_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT T_SOURCES)
    set(T_SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/${T_NAME}.cpp)
  endif()
  add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE benchwork_testsupport Qt6::Test ${T_LIBS})
  if(T_NAME MATCHES "^tst_ui_")
    target_link_libraries(${T_NAME} PRIVATE benchwork_ui)
  endif()
  foreach(exe ${T_NEEDS})
    if(NOT exe IN_LIST BENCHWORK_TEST_EXECUTABLES)
      message(FATAL_ERROR "benchwork_add_test(${T_NAME}): NEEDS ${exe} is not one of ${BENCHWORK_TEST_EXECUTABLES}")
    endif()
    if(NOT TARGET ${exe})
      message(FATAL_ERROR "benchwork_add_test(${T_NAME}): ${exe} is not defined yet (define it before the tests)")
    endif()
    add_dependencies(${T_NAME} ${exe})
  endforeach()
  add_test(NAME ${T_NAME} COMMAND ${T_NAME})
  set_tests_properties(${T_NAME} PROPERTIES TIMEOUT 300
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;BENCHWORK_BIN_DIR=${CMAKE_BINARY_DIR}/bin;BENCHWORK_SOURCE_DIR=${CMAKE_SOURCE_DIR};TMPDIR=${BENCHWORK_TEST_TMPDIR}")
  set_property(GLOBAL APPEND PROPERTY BENCHWORK_REGISTERED_TESTS ${T_NAME})
endfunction()

# Fails the configure step when a tests/tst_*.cpp file was not registered
# through benchwork_add_test (it would otherwise silently never run).
function(benchwork_check_all_tests_registered)
  file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/tst_*.cpp)
  get_property(registered GLOBAL PROPERTY BENCHWORK_REGISTERED_TESTS)
  foreach(src ${sources})
    get_filename_component(name ${src} NAME_WE)
    if(NOT name IN_LIST registered)
      message(FATAL_ERROR "tests/${name}.cpp is not registered: add benchwork_add_test(NAME ${name} NEEDS ...) "
                          "to tests/CMakeLists.txt, naming the executables it starts")
    endif()
  endforeach()
endfunction()
