# Install-time script (macOS): makes the installed Benchwork.app run on a Mac
# without Qt or Homebrew. cmake/BenchworkInstall.cmake runs it after the
# bundle, the two command-line programs and the data are in place, with
#   BENCHWORK_MACDEPLOYQT_EXE  macdeployqt (qtbase's, beside qmake)
#   BENCHWORK_QMAKE            that Qt's qmake (for its translations folder)
# set. Under CPack the bundle is in the staging folder: $DESTDIR and
# CMAKE_INSTALL_PREFIX are the install's own.
#
# 1. macdeployqt Benchwork.app (what each option does: docs/packaging.md,
#    "The deploy step"):
#      -executable=  the two programs in Contents/MacOS beside the bundle's own
#                    executable: macdeployqt only rewrites the library paths of
#                    the bundle executable, its dylibs and the programs named
#                    so; without it they would still load Qt from Homebrew.
#      -always-overwrite  a second install over the same tree copies again
#                    (otherwise it keeps the first copies and reports nothing
#                    to deploy).
#      -verbose=     $BENCHWORK_MACDEPLOYQT_VERBOSE (default 1: errors and
#                    warnings; scripts/ci-macos-dmg.sh asks for 2, every copy).
#    It runs in Contents: with no -qmldir it scans its working folder for
#    .qml files, and the build tree must not be scanned.
#    macdeployqt exits 0 even when it could not resolve a library; its
#    ERROR lines are repeated at the end as a warning, and
#    scripts/ci-macos-dmg.sh fails on any library the bundle cannot load.
# 2. Qt's own Korean and English catalogs (standard buttons, file dialogs)
#    into Contents/translations: qt.conf (written by macdeployqt) makes the
#    bundle's Contents the Qt prefix, so QLibraryInfo's TranslationsPath is
#    there (ui/window/language_manager.cpp loads qtbase_<lang>.qm from it).
# 3. An ad-hoc signature: install_name_tool invalidated the linker's one and
#    Apple silicon runs no unsigned code (a release signs with a Developer ID).
#    Extended attributes are cleared first (codesign refuses Finder info and
#    resource forks), and the signature is verified at once.
set(app "$ENV{DESTDIR}${CMAKE_INSTALL_PREFIX}/Benchwork.app")
if(NOT IS_DIRECTORY "${app}/Contents/MacOS")
  message(FATAL_ERROR "deploy: ${app} is not an installed app bundle")
endif()

set(verbose "$ENV{BENCHWORK_MACDEPLOYQT_VERBOSE}")
if(NOT verbose MATCHES "^[0-3]$")
  set(verbose 1)
endif()
message(STATUS "macdeployqt: ${app}")
execute_process(
  COMMAND "${BENCHWORK_MACDEPLOYQT_EXE}" "${app}" -verbose=${verbose} -always-overwrite
          "-executable=${app}/Contents/MacOS/benchwork-cli"
          "-executable=${app}/Contents/MacOS/benchwork-cli-load"
          "-executable=${app}/Contents/MacOS/benchwork-target"
  WORKING_DIRECTORY "${app}/Contents"
  RESULT_VARIABLE rc
  OUTPUT_VARIABLE out ERROR_VARIABLE err
  ECHO_OUTPUT_VARIABLE ECHO_ERROR_VARIABLE)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "macdeployqt failed (${rc})")
endif()
string(REGEX MATCHALL "ERROR:[^\n]*" errors "${out}\n${err}")
if(errors)
  list(JOIN errors "\n  " errors)
  message(WARNING "macdeployqt reported errors (it exits 0 all the same):\n  ${errors}")
endif()

execute_process(COMMAND "${BENCHWORK_QMAKE}" -query QT_INSTALL_TRANSLATIONS
                OUTPUT_VARIABLE qt_tr OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
foreach(lang ko en)
  if(EXISTS "${qt_tr}/qtbase_${lang}.qm")
    file(COPY "${qt_tr}/qtbase_${lang}.qm" DESTINATION "${app}/Contents/translations")
  else()
    message(WARNING "${qt_tr}/qtbase_${lang}.qm does not exist (Homebrew: qttranslations): "
                    "the bundle goes without Qt's own texts (standard buttons, dialogs) in '${lang}'")
  endif()
endforeach()

execute_process(COMMAND xattr -cr "${app}")
execute_process(COMMAND codesign --force --deep --sign - "${app}" COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND codesign --verify --deep --strict "${app}" COMMAND_ERROR_IS_FATAL ANY)
message(STATUS "codesign (ad hoc): ${app}")
