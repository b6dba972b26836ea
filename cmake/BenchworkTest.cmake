# benchwork_add_test(NAME tst_x [SOURCES a.cpp...] [NEEDS exe...] [LIBS lib...])
#
# The one way a test is registered: compiles tests/tst_x.cpp (or SOURCES)
# into a test program, adds `PROGRAM tst_x` to CTest as the test tst_x with
# the environment every test gets, and declares the executables it starts.
#
# With BENCHWORK_TEST_GROUPS (the default) the files share a few programs,
# benchwork-tests-<group> (ui: tst_ui_*; programs: the tests that start an
# executable; core: the rest), each running one file's test per process
# (tests/support/test_main.h): three links and moc steps instead of one per
# file. Without it (the TSan build, which builds six tests) each file is its
# own program, tst_x. Either way a program links the shared library of the
# tested code (benchwork_tested).
#
# NEEDS names the executables a test starts (benchwork-cli, benchwork-target,
# benchwork-faultserver, benchwork (the window)): building the test builds them first, so a partial
# build followed by ctest never runs a stale binary. Found through
# $BENCHWORK_BIN_DIR, which CTest sets to the build's bin folder.
#
# Needs BENCHWORK_TEST_TMPDIR set by the caller (tests/CMakeLists.txt).
option(BENCHWORK_TEST_GROUPS "Link the test files into a few test programs instead of one each" ON)
set(BENCHWORK_TEST_EXECUTABLES benchwork-cli benchwork-cli-load benchwork-target benchwork-faultserver benchwork-limitchild benchwork)

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
  if(BENCHWORK_TEST_GROUPS)
    if(T_NAME MATCHES "^tst_ui_")
      set(program benchwork-tests-ui)
    elseif(T_NEEDS)
      set(program benchwork-tests-programs)
    else()
      set(program benchwork-tests-core)
    endif()
  else()
    set(program ${T_NAME})
  endif()
  foreach(lib ${T_LIBS})
    if(NOT lib IN_LIST BENCHWORK_TESTED_LIBS)
      message(FATAL_ERROR "benchwork_add_test(${T_NAME}): LIBS ${lib} is not one of ${BENCHWORK_TESTED_LIBS}")
    endif()
  endforeach()
  if(NOT TARGET ${program})
    benchwork_test_program(${program})
  endif()
  target_sources(${program} PRIVATE ${T_SOURCES})
  benchwork_test_moc(${program} ${T_SOURCES})
  foreach(exe ${T_NEEDS})
    if(NOT exe IN_LIST BENCHWORK_TEST_EXECUTABLES)
      message(FATAL_ERROR "benchwork_add_test(${T_NAME}): NEEDS ${exe} is not one of ${BENCHWORK_TEST_EXECUTABLES}")
    endif()
    if(NOT TARGET ${exe})
      message(FATAL_ERROR "benchwork_add_test(${T_NAME}): ${exe} is not defined yet (define it before the tests)")
    endif()
    add_dependencies(${program} ${exe})
  endforeach()
  add_test(NAME ${T_NAME} COMMAND ${program} ${T_NAME})
  set_tests_properties(${T_NAME} PROPERTIES TIMEOUT 300
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;BENCHWORK_BIN_DIR=${CMAKE_BINARY_DIR}/bin;BENCHWORK_SOURCE_DIR=${CMAKE_SOURCE_DIR};TMPDIR=${BENCHWORK_TEST_TMPDIR}")
  set_property(GLOBAL APPEND PROPERTY BENCHWORK_REGISTERED_TESTS ${T_NAME})
endfunction()

# The moc step of the test files (tst_x.cpp includes "tst_x.moc"), made
# here rather than by AUTOMOC, which hands moc the compiler's own include
# folders too: moc then reads the whole standard library behind every
# #include, 2.0 s a file (1 s of it in the kernel, looking for files), ~250
# s of processor time a build. Given the target's include folders (the
# project's and Qt's) and definitions and the compiler's predefined macros,
# moc reads every header that can change a class's declaration (Qt's
# Q_OS_ macros, a feature's -D) and skips the standard library's: 0.45 s a
# file, the same output for every test file (compared file by file). Not on
# Apple, where Qt's headers are frameworks that moc finds only through
# AUTOMOC's -F folders, nor where the predefined macros cannot be had:
# AUTOMOC there, as before.
set(BENCHWORK_TEST_MOC OFF)
set(BENCHWORK_TEST_MOC_DIR ${CMAKE_BINARY_DIR}/tests/test_moc)   # its output, and the predefined macros
if(NOT APPLE AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang" AND TARGET Qt6::moc)
  set(_bw_predefs ${BENCHWORK_TEST_MOC_DIR}/moc_predefs.h)
  file(MAKE_DIRECTORY ${BENCHWORK_TEST_MOC_DIR})
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} ${CMAKE_CXX20_STANDARD_COMPILE_OPTION} -dM -E -x c++ /dev/null
                  OUTPUT_FILE ${_bw_predefs}.new RESULT_VARIABLE _bw_rc ERROR_QUIET)
  if(_bw_rc EQUAL 0)
    # Written only when it changed: every moc step depends on it, so a
    # rewrite at each configure would rebuild every test file.
    file(COPY_FILE ${_bw_predefs}.new ${_bw_predefs} ONLY_IF_DIFFERENT)
    set(BENCHWORK_TEST_MOC ON)
  endif()
endif()

# benchwork_test_moc(PROGRAM SOURCE...): each SOURCE that includes its
# "NAME.moc" gets it from moc run as above, into tests/test_moc/.
function(benchwork_test_moc program)
  if(NOT BENCHWORK_TEST_MOC)
    return()
  endif()
  set(dir ${BENCHWORK_TEST_MOC_DIR})
  # Not the folders of moc's own output (this one, AUTOMOC's): moc would
  # read the file it is about to write, through the test file's include of
  # it, and name it among its own inputs (a dependency cycle).
  set(includes "$<FILTER:$<REMOVE_DUPLICATES:$<TARGET_PROPERTY:${program},INCLUDE_DIRECTORIES>>,EXCLUDE,(/tests/test_moc|_autogen/include)$>")
  set(definitions "$<REMOVE_DUPLICATES:$<TARGET_PROPERTY:${program},COMPILE_DEFINITIONS>>")
  foreach(src ${ARGN})
    file(STRINGS ${src} wanted REGEX "^#include \"[^\"/]+\\.moc\"")
    if(NOT wanted)
      continue()
    endif()
    string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" name "${wanted}")
    set(out ${dir}/${name})
    add_custom_command(OUTPUT ${out}
      COMMAND Qt6::moc --include ${dir}/moc_predefs.h
              "$<$<BOOL:${includes}>:-I$<JOIN:${includes},;-I>>"
              "$<$<BOOL:${definitions}>:-D$<JOIN:${definitions},;-D>>"
              --output-dep-file --dep-file-path ${out}.d -o ${out} ${src}
      DEPENDS ${src} Qt6::moc
      DEPFILE ${out}.d
      COMMAND_EXPAND_LISTS VERBATIM
      COMMENT "moc ${name}")
    set_source_files_properties(${src} PROPERTIES SKIP_AUTOMOC ON OBJECT_DEPENDS ${out})
    set_source_files_properties(${out} PROPERTIES HEADER_FILE_ONLY ON SKIP_AUTOGEN ON)
    target_sources(${program} PRIVATE ${out})
    # AUTOMOC's copy, left by a build made before this, would be found
    # first (its folder comes first in the compile's include path).
    file(REMOVE ${CMAKE_CURRENT_BINARY_DIR}/${program}_autogen/include/${name})
  endforeach()
endfunction()

# benchwork_test_program(NAME): an empty test program with the runner's
# main() (tests/runner/test_main.cpp), to which benchwork_add_test adds files.
function(benchwork_test_program T_NAME)
  add_executable(${T_NAME} ${PROJECT_SOURCE_DIR}/tests/runner/test_main.cpp)
  # Every test links the one shared library of the tested code (below), not
  # the static libraries: a link is a fraction of a second, and a change to
  # a library relinks only that library, not every test program.
  target_link_libraries(${T_NAME} PRIVATE benchwork_tested Qt6::Test)
  if(NOT APPLE)
    # Kept even by a test that calls nothing of it (where the linker drops
    # unneeded libraries, as Debian's does): it holds the embedded catalogs
    # (:/i18n/*.qm), which register themselves when it loads.
    target_link_options(${T_NAME} PRIVATE "LINKER:--no-as-needed")
  endif()
  set_target_properties(${T_NAME} PROPERTIES LINK_DEPENDS_NO_SHARED ON)
  benchwork_test_flags(${T_NAME})
  if(BENCHWORK_TEST_MOC)
    target_include_directories(${T_NAME} PRIVATE ${BENCHWORK_TEST_MOC_DIR})
  endif()
  if(BENCHWORK_PCH)
    target_precompile_headers(${T_NAME} REUSE_FROM benchwork_pch_tests)
    # The moc output a test's headers need (most tests: none, an empty file)
    # compiles in 0.06 s on its own and in 1.6 s with the header loaded.
    set_source_files_properties(${CMAKE_CURRENT_BINARY_DIR}/${T_NAME}_autogen/mocs_compilation.cpp
                                PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
  endif()
endfunction()

# The libraries the tests exercise, gathered into the shared library
# benchwork_tested by benchwork_tested_library() at the end of
# tests/CMakeLists.txt. A test's LIBS must be among them.
set(BENCHWORK_TESTED_LIBS benchwork_testsupport benchwork_demotest benchwork_faulttest benchwork_historyuitest
    benchwork_cli benchwork_cli_history benchwork_ui benchwork_demo benchwork_core benchwork_store benchwork_options
    benchwork_error)

# benchwork_tested_library(): the shared library benchwork_tested made of
# the objects of every library in BENCHWORK_TESTED_LIBS (built once, as
# static libraries, for the programs), with their include folders,
# definitions and outside libraries (Qt, curl, OpenSSL, ...) passed on to
# the tests that link it. Call once, after those libraries are defined.
function(benchwork_tested_library)
  set(objects)
  foreach(lib ${BENCHWORK_TESTED_LIBS})
    list(APPEND objects $<TARGET_OBJECTS:${lib}>)
  endforeach()
  add_library(benchwork_tested SHARED ${objects})
  set_target_properties(benchwork_tested PROPERTIES LINKER_LANGUAGE CXX
                        LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
  foreach(lib ${BENCHWORK_TESTED_LIBS})
    target_include_directories(benchwork_tested PUBLIC $<TARGET_PROPERTY:${lib},INTERFACE_INCLUDE_DIRECTORIES>)
    target_compile_definitions(benchwork_tested PUBLIC $<TARGET_PROPERTY:${lib},INTERFACE_COMPILE_DEFINITIONS>)
    get_target_property(deps ${lib} INTERFACE_LINK_LIBRARIES)
    foreach(dep ${deps})
      if(NOT dep OR dep IN_LIST BENCHWORK_TESTED_LIBS)
        continue()   # its objects are in already
      endif()
      set(scope PUBLIC)
      # Qt links a resource object library twice: by name, and as its
      # objects ($<TARGET_OBJECTS:$<TARGET_NAME:res>> in a condition that
      # holds for a shared library): they come in once, through the latter.
      if(TARGET ${dep} AND deps MATCHES "TARGET_NAME:${dep}>")
        get_target_property(type ${dep} TYPE)
        if(type STREQUAL "OBJECT_LIBRARY")
          continue()
        endif()
      endif()
      if(dep MATCHES "^\\$<")
        set(scope PRIVATE)   # $<LINK_ONLY:...>, $<TARGET_OBJECTS:...> (Qt's resources): this link only
      elseif(TARGET ${dep})
        get_target_property(type ${dep} TYPE)
        if(type STREQUAL "OBJECT_LIBRARY")
          set(scope PRIVATE)
        endif()
      endif()
      target_link_libraries(benchwork_tested ${scope} ${dep})
    endforeach()
  endforeach()
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
