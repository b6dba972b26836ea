# What makes a build of Benchwork fast (docs/building.md, "How long a build
# takes", has the measurements behind each choice):
#
# - ccache, when it is installed (BENCHWORK_CCACHE, on by default): a second
#   build of the same sources, in this tree or another checkout, is a copy.
# - Precompiled headers (BENCHWORK_PCH, on by default): the standard library
#   and Qt headers that most files include are parsed once per library
#   instead of once per file. A test file expanded to 184,000 lines before,
#   most of them QtTest and QtCore; its compile took a third of the time with
#   the header precompiled. Project headers are never precompiled (a change
#   to one would rebuild everything), and Qt Charts stays out of the UI's
#   header so that only ui/charts/ can use it. Files must still include what
#   they use: the macOS cross check (scripts/macos-check.py) compiles every
#   file without the precompiled header.
# - Unity builds of core and ui (BENCHWORK_UNITY, on by default): 16 files
#   compiled as one, so the headers and templates they share are parsed and
#   instantiated once per batch instead of once per file. The macOS cross
#   check still compiles every file alone (it reads the batches' lists), so
#   a file that leans on a neighbour's includes fails there. Names private
#   to a file must differ from those of the files batched with it.
# - Test programs at -O1 with line tables only (-g1): their own code needs
#   neither -O2 nor full debug information (the libraries they test keep
#   both); this and the precompiled header made a test file 3x faster to
#   compile.
#
# Include before any target is defined.

option(BENCHWORK_CCACHE "Compile through ccache when it is installed" ON)
option(BENCHWORK_PCH "Precompile the standard library and Qt headers" ON)
option(BENCHWORK_UNITY "Compile the libraries' files in batches (unity build)" ON)
set(BENCHWORK_UNITY_BATCH 16 CACHE STRING "Files per batch of a unity build")

if(BENCHWORK_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(BENCHWORK_CCACHE_PROGRAM ccache)
  if(BENCHWORK_CCACHE_PROGRAM)
    # ccache caches a file compiled with a precompiled header only when told
    # that the header's macros and __TIME__ do not matter.
    set(_bw_launcher ${CMAKE_COMMAND} -E env CCACHE_SLOPPINESS=pch_defines,time_macros ${BENCHWORK_CCACHE_PROGRAM})
    set(CMAKE_C_COMPILER_LAUNCHER ${_bw_launcher})
    set(CMAKE_CXX_COMPILER_LAUNCHER ${_bw_launcher})
    message(STATUS "Compiling through ccache (${BENCHWORK_CCACHE_PROGRAM}); -DBENCHWORK_CCACHE=OFF to stop")
    if(BENCHWORK_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
      # GCC: lets ccache see the precompiled header's use in its
      # preprocessed input (ccache's manual, "Precompiled headers").
      add_compile_options(-fpch-preprocess)
    endif()
  endif()
endif()

# The headers each kind of target precompiles: what most of its files
# include (counted over the tree), the standard library first.
set(BENCHWORK_PCH_STD
  <algorithm> <array> <atomic> <chrono> <cmath> <cstdint> <cstring> <functional>
  <map> <memory> <mutex> <optional> <set> <sstream> <string> <string_view> <thread>
  <vector>)
set(BENCHWORK_PCH_QTCORE
  <QString> <QStringList> <QByteArray> <QJsonArray> <QJsonDocument> <QJsonObject>
  <QJsonValue> <QFile> <QFileInfo> <QDir>)
set(BENCHWORK_PCH_QTTEST <QtTest> <QTemporaryDir> <QProcess> <QSignalSpy>)
set(BENCHWORK_PCH_QTWIDGETS
  <QWidget> <QLabel> <QVBoxLayout> <QHBoxLayout> <QGridLayout> <QCoreApplication>
  <QEvent> <QSettings> <QHeaderView> <QTableWidget> <QPainter> <QComboBox> <QSpinBox>
  <QDoubleSpinBox> <QPushButton> <QCheckBox> <QLineEdit> <QGroupBox> <QTabWidget>
  <QMenu> <QAction> <QTimer> <QPalette> <QColor> <QLocale>)

# benchwork_pch(TARGET core|widgets|test|uitest): gives TARGET its
# precompiled header (tests share one of two: tests/CMakeLists.txt).
function(benchwork_pch target kind)
  if(NOT BENCHWORK_PCH)
    return()
  endif()
  set(headers ${BENCHWORK_PCH_STD} ${BENCHWORK_PCH_QTCORE})
  if(kind STREQUAL "widgets")
    list(APPEND headers ${BENCHWORK_PCH_QTWIDGETS})
  elseif(kind STREQUAL "test")
    list(APPEND headers ${BENCHWORK_PCH_QTTEST})
  elseif(kind STREQUAL "uitest")
    list(APPEND headers ${BENCHWORK_PCH_QTTEST} ${BENCHWORK_PCH_QTWIDGETS})
  elseif(NOT kind STREQUAL "core")
    message(FATAL_ERROR "benchwork_pch(${target} ${kind}): the kind is core, widgets, test or uitest")
  endif()
  if(kind STREQUAL "core")
    # The core has no QObject with signals or slots, and the engine names
    # things "slots": Qt's keyword macros, which the precompiled Qt headers
    # would bring into every file, stay off there.
    target_compile_definitions(${target} PRIVATE QT_NO_KEYWORDS)
  endif()
  target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

# True where test programs may be compiled with less optimisation and debug
# information than the libraries: not in the sanitizer and fuzzing builds,
# which choose their own flags for all of the code.
set(BENCHWORK_LEAN_TESTS OFF)
if(CMAKE_BUILD_TYPE MATCHES "^(RelWithDebInfo|Release)$"
   AND NOT BENCHWORK_SANITIZE AND NOT BENCHWORK_TSAN AND NOT BENCHWORK_FUZZ
   AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  set(BENCHWORK_LEAN_TESTS ON)
endif()

# benchwork_test_flags(TARGET): a test program's own code at -O1 -g1 (after
# the build type's -O2 -g, so these win).
function(benchwork_test_flags target)
  if(BENCHWORK_LEAN_TESTS)
    target_compile_options(${target} PRIVATE -O1 -g1)
  endif()
endfunction()

# benchwork_unity(TARGET): TARGET's files compiled BENCHWORK_UNITY_BATCH at a
# time, each batch one translation unit. Files with their own definitions
# (run/data_dir.cpp, window/gui_main.cpp) are compiled alone by CMake.
function(benchwork_unity target)
  if(BENCHWORK_UNITY)
    set_target_properties(${target} PROPERTIES
      UNITY_BUILD ON UNITY_BUILD_MODE BATCH UNITY_BUILD_BATCH_SIZE ${BENCHWORK_UNITY_BATCH})
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
      # A batch includes each file, so GCC takes a file's own Impl (whose
      # fields use that file's private types) for a header's, and warns.
      target_compile_options(${target} PRIVATE -Wno-subobject-linkage)
    endif()
  endif()
endfunction()
