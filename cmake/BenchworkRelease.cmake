# The release this source tree is: its version is project(VERSION) in the
# top CMakeLists.txt; its date and notes are here. Both feed the AppStream
# metainfo (<releases>), the Debian changelog and the Homebrew formula, so a
# release changes exactly these lines and project(VERSION) (docs/packaging.md).
set(BENCHWORK_RELEASE_DATE "2026-12-01")   # YYYY-MM-DD
# One item a line, at most 72 characters each (they become Debian changelog lines).
set(BENCHWORK_RELEASE_NOTES
  "First packaged release: a .deb, a macOS app and disk image, Homebrew"
  "Live charts of requests/s, latency percentiles, server memory and CPU"
  "Closed and open load models, SLO verdicts, a run history with reports"
  "The window and the reports in English and Korean")

# Identity of the desktop application (AppStream id, desktop file, macOS
# bundle id) and where it is published. Change them here only.
set(BENCHWORK_APP_ID "io.github.benchwork.Benchwork")
set(BENCHWORK_HOMEPAGE "https://github.com/benchwork/benchwork")
set(BENCHWORK_PACKAGE_CONTACT "Benchwork developers <benchwork@users.noreply.github.com>"
    CACHE STRING "Maintainer of the packages (Debian Maintainer field)")

foreach(line ${BENCHWORK_RELEASE_NOTES})
  string(LENGTH "${line}" n)
  if(n GREATER 72)
    message(FATAL_ERROR "cmake/BenchworkRelease.cmake: release note longer than 72 characters: ${line}")
  endif()
endforeach()
if(NOT BENCHWORK_RELEASE_DATE MATCHES "^[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]$")
  message(FATAL_ERROR "cmake/BenchworkRelease.cmake: BENCHWORK_RELEASE_DATE must be YYYY-MM-DD, not '${BENCHWORK_RELEASE_DATE}'")
endif()
