# CPack: `cmake --build build --target package` (or `cpack` in build/) makes
#   Linux: benchwork_<version>_<arch>.deb (dependencies by dpkg-shlibdeps)
#   macOS: Benchwork-<version>.dmg (drag Benchwork.app onto Applications)
# from the install rules (cmake/BenchworkInstall.cmake). The version is
# project(VERSION). scripts/package-check.sh builds and checks the .deb.
set(CPACK_PACKAGE_NAME benchwork)
set(CPACK_PACKAGE_VENDOR "Benchwork")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${BENCHWORK_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${BENCHWORK_HOMEPAGE}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "desktop workbench for HTTP load tests")
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_STRIP_FILES ON)   # the build is RelWithDebInfo; packages ship stripped programs
set(CPACK_OUTPUT_FILE_PREFIX ${CMAKE_BINARY_DIR}/packages)

if(APPLE)
  set(CPACK_GENERATOR DragNDrop)
  set(CPACK_PACKAGE_FILE_NAME "Benchwork-${PROJECT_VERSION}")
  set(CPACK_DMG_VOLUME_NAME "Benchwork ${PROJECT_VERSION}")
  set(CPACK_DMG_FORMAT UDZO)
  # (The Applications link beside the app is the DragNDrop generator's own,
  # unless CPACK_DMG_DISABLE_APPLICATIONS_SYMLINK.)
else()
  set(CPACK_GENERATOR DEB)
  set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_SECTION net)
  set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
  # The libraries the programs link are found by dpkg-shlibdeps; the Qt
  # plugins they load at run time are not linked, so they are named here:
  # the X11/Wayland platform plugins (no window without them) and the SVG
  # image and icon plugins (the window icon is resources/icons/benchwork.svg).
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6")
  # Qt's own Korean texts (standard buttons, file dialogs); Node.js for the
  # bundled Node suites; a CJK font for the Korean window.
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
  set(CPACK_DEBIAN_PACKAGE_SUGGESTS "nodejs, fonts-noto-cjk")
  # The extended description; CPack puts CPACK_PACKAGE_DESCRIPTION_SUMMARY before it.
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Benchwork loads an HTTP endpoint, or a server command it starts, with
virtual users or a fixed request rate and shows live charts of requests per
second, latency percentiles and the server's memory and CPU. Runs can carry
a service-level objective and end with PASS or FAIL; every run is kept in a
local history that can be compared against baselines and exported as a
report. The package holds the window (benchwork), the command line
(benchwork-cli, with benchwork-cli-load for the commands that load a target)
and the built-in demo target (benchwork-target).")
endif()

# A source package is not made by CPack: a release tarball is `git archive`
# of the release tag (scripts/release.sh).
include(CPack)
