# `cmake --install`: the four programs, the bundled suites, the documents the
# Help menu opens, and the desktop integration. The programs find each other
# and this data relative to their own folder (core/target/demo_launch.h,
# core/run/data_dir.h), so an installed tree can be moved or extracted
# anywhere. The translations need no files: they are compiled into the
# programs (core/CMakeLists.txt); Qt's own catalogs come with Qt.
#
#   Linux (GNUInstallDirs, e.g. the .deb with prefix /usr):
#     bin/benchwork, bin/benchwork-cli, bin/benchwork-cli-load (the load
#     commands benchwork-cli hands over, app/cli), bin/benchwork-target
#     share/benchwork/{README.md,docs/,resources/suites/}
#     share/applications/<app id>.desktop, share/metainfo/<app id>.metainfo.xml
#     share/icons/hicolor/{NxN,scalable}/apps/benchwork.{png,svg}
#     share/doc/benchwork/{copyright,changelog.gz}
#   macOS: Benchwork.app with all four programs in Contents/MacOS and the
#     data in Contents/Resources (README.md, docs/, resources/suites/).
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

if(APPLE)
  set(benchwork_data Benchwork.app/Contents/Resources)
  install(TARGETS benchwork BUNDLE DESTINATION .)
  install(TARGETS benchwork-cli benchwork-cli-load benchwork-target RUNTIME DESTINATION Benchwork.app/Contents/MacOS)
else()
  set(benchwork_data ${CMAKE_INSTALL_DATADIR}/benchwork)
  install(TARGETS benchwork benchwork-cli benchwork-cli-load benchwork-target RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
# (not the seed servers' node_modules: scripts/install-deps.sh examples puts
# the npm packages there, per machine). Files get 0644, but the seed servers'
# start scripts (run.sh) stay executable: suites run them. A component of
# their own only so tests/tst_install_layout can install them alone; the
# packages take every component.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/suites DESTINATION ${benchwork_data}/resources COMPONENT suites
        PATTERN node_modules EXCLUDE
        PATTERN "*.sh" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
# The bundled example flows (docs/flows.md: resources/flows/journey.json).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/flows DESTINATION ${benchwork_data}/resources)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${benchwork_data})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${benchwork_data}/docs
        FILES_MATCHING PATTERN "*.md" PATTERN "images" EXCLUDE)

# The release notes as XML list items and as Debian changelog lines.
set(BENCHWORK_RELEASE_NOTES_XML "")
set(BENCHWORK_RELEASE_NOTES_DEB "")
foreach(line ${BENCHWORK_RELEASE_NOTES})
  string(REPLACE "&" "&amp;" xml "${line}")
  string(REPLACE "<" "&lt;" xml "${xml}")
  string(APPEND BENCHWORK_RELEASE_NOTES_XML "          <li>${xml}</li>\n")
  string(APPEND BENCHWORK_RELEASE_NOTES_DEB "  * ${line}\n")
endforeach()
string(STRIP "${BENCHWORK_RELEASE_NOTES_XML}" BENCHWORK_RELEASE_NOTES_XML)
string(PREPEND BENCHWORK_RELEASE_NOTES_XML "          ")
string(STRIP "${BENCHWORK_RELEASE_NOTES_DEB}" BENCHWORK_RELEASE_NOTES_DEB)
string(PREPEND BENCHWORK_RELEASE_NOTES_DEB "  ")
set(BENCHWORK_SCREENSHOT_URL "${BENCHWORK_HOMEPAGE}/raw/v${PROJECT_VERSION}/docs/images/benchwork-window.png")

if(NOT APPLE)
  set(pkg ${CMAKE_BINARY_DIR}/packaging)
  configure_file(${PROJECT_SOURCE_DIR}/packaging/linux/benchwork.desktop ${pkg}/${BENCHWORK_APP_ID}.desktop COPYONLY)
  configure_file(${PROJECT_SOURCE_DIR}/packaging/linux/benchwork.metainfo.xml.in
                 ${pkg}/${BENCHWORK_APP_ID}.metainfo.xml @ONLY)
  install(FILES ${pkg}/${BENCHWORK_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${pkg}/${BENCHWORK_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  foreach(size ${BENCHWORK_HICOLOR_SIZES})
    install(FILES ${BENCHWORK_ICON_DIR}/hicolor/${size}x${size}/apps/benchwork.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  endforeach()
  install(FILES ${BENCHWORK_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

  # Debian's copyright and changelog (gzip -n: no timestamp in the file, so
  # the package is reproducible and lintian accepts it).
  execute_process(COMMAND date -u -R -d "${BENCHWORK_RELEASE_DATE} 12:00"
                  OUTPUT_VARIABLE BENCHWORK_RELEASE_DATE_RFC2822 OUTPUT_STRIP_TRAILING_WHITESPACE
                  COMMAND_ERROR_IS_FATAL ANY)
  configure_file(${PROJECT_SOURCE_DIR}/packaging/linux/changelog.in ${pkg}/changelog @ONLY)
  find_program(BENCHWORK_GZIP gzip REQUIRED)
  add_custom_command(OUTPUT ${pkg}/changelog.gz
    COMMAND ${BENCHWORK_GZIP} -9 -n -c ${pkg}/changelog > ${pkg}/changelog.gz
    DEPENDS ${pkg}/changelog
    VERBATIM)
  add_custom_target(benchwork_changelog ALL DEPENDS ${pkg}/changelog.gz)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/linux/copyright ${pkg}/changelog.gz
          DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/benchwork)
  # (not in sanitizer builds: their programs are never packaged, and a
  # leak report at the exit of a --help would fail the build)
  if(NOT BENCHWORK_SANITIZE AND NOT BENCHWORK_TSAN AND NOT BENCHWORK_FUZZ)
    include(${CMAKE_CURRENT_LIST_DIR}/BenchworkManPages.cmake)
  endif()
endif()

# macOS: copy the Qt frameworks and plugins the programs use into the bundle
# and point all four programs at them, so Benchwork.app runs on a Mac
# without Qt (cmake/BenchworkMacDeploy.cmake, run at install time after the
# rules above). Off for Homebrew, whose formula links the Qt it installs.
option(BENCHWORK_MACDEPLOYQT "Run macdeployqt on the installed Benchwork.app (macOS)" ON)
if(APPLE AND BENCHWORK_MACDEPLOYQT)
  # A tool of qtbase since Qt 6.5 (of qttools before), installed beside qmake.
  get_target_property(benchwork_qmake Qt6::qmake IMPORTED_LOCATION)
  get_filename_component(benchwork_qt_bin "${benchwork_qmake}" DIRECTORY)
  find_program(BENCHWORK_MACDEPLOYQT_EXE macdeployqt HINTS "${benchwork_qt_bin}" "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_BINS}")
  if(NOT BENCHWORK_MACDEPLOYQT_EXE)
    # Said now, and fatal at install time: the build and its tests need no
    # macdeployqt, an installed bundle does.
    string(CONCAT benchwork_no_deploy
      "macdeployqt was not found beside qmake (${benchwork_qmake}) nor on the PATH: install Qt's tools, "
      "or configure with -DBENCHWORK_MACDEPLOYQT=OFF for an install that uses the Qt it was built with")
    message(WARNING "${benchwork_no_deploy}")
    install(CODE "message(FATAL_ERROR \"${benchwork_no_deploy}\")")
  endif()
  install(CODE "set(BENCHWORK_MACDEPLOYQT_EXE \"${BENCHWORK_MACDEPLOYQT_EXE}\")
                set(BENCHWORK_QMAKE \"$<TARGET_FILE:Qt6::qmake>\")")
  install(SCRIPT ${CMAKE_CURRENT_LIST_DIR}/BenchworkMacDeploy.cmake)
endif()
