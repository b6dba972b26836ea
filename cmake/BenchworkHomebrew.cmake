# macOS: where CMake and pkg-config find what scripts/install-deps.sh put in
# Homebrew, so a plain `cmake -S . -B build` finds it too (setup.sh and
# sanitize.sh pass nothing for it). Linux: nothing.
#
# Homebrew links most formulae into its prefix (/opt/homebrew on Apple
# silicon, /usr/local on Intel): Qt's formulae (qtbase, qtcharts, qtsvg,
# qttools: Qt is installed for that prefix, QT_INSTALL_PREFIX, and its CMake
# packages find each other there), libnghttp2, libmicrohttpd, gnutls,
# libngtcp2 and libnghttp3 (their .pc files in <prefix>/lib/pkgconfig).
# Keg-only formulae are not linked and stay in <prefix>/opt/<name>: curl and
# sqlite (macOS has its own of each, which would be found instead); openssl@3
# goes in too, and is named to FindOpenSSL, so that no other OpenSSL is taken.
# They are appended to CMAKE_PREFIX_PATH, kegs first (a prefix given on the
# command line comes before them); pkg_check_modules() searches each entry's
# lib/pkgconfig as well (PKG_CONFIG_USE_CMAKE_PREFIX_PATH, on since CMake 3.1).
#
# The prefix is $HOMEBREW_PREFIX (set by `brew shellenv`), else `brew --prefix`
# (without a formula: answered by brew's shell part, no Ruby). No Homebrew:
# nothing is added and the find_package() calls say what is missing.
if(NOT APPLE)
  return()
endif()

set(_bw_brew_prefix "$ENV{HOMEBREW_PREFIX}")
if(NOT _bw_brew_prefix)
  find_program(BENCHWORK_BREW brew HINTS /opt/homebrew/bin /usr/local/bin)
  if(BENCHWORK_BREW)
    execute_process(COMMAND "${BENCHWORK_BREW}" --prefix
                    OUTPUT_VARIABLE _bw_brew_prefix OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  endif()
endif()
if(NOT _bw_brew_prefix OR NOT IS_DIRECTORY "${_bw_brew_prefix}")
  message(STATUS "Homebrew: not found (no HOMEBREW_PREFIX, no brew): CMAKE_PREFIX_PATH is as given")
  return()
endif()

set(_bw_brew_kegs "")
foreach(_bw_keg curl sqlite openssl@3)
  if(IS_DIRECTORY "${_bw_brew_prefix}/opt/${_bw_keg}")
    list(APPEND _bw_brew_kegs "${_bw_brew_prefix}/opt/${_bw_keg}")
  endif()
endforeach()
list(APPEND CMAKE_PREFIX_PATH ${_bw_brew_kegs} "${_bw_brew_prefix}")
if(NOT OPENSSL_ROOT_DIR AND IS_DIRECTORY "${_bw_brew_prefix}/opt/openssl@3")
  set(OPENSSL_ROOT_DIR "${_bw_brew_prefix}/opt/openssl@3")
endif()
string(REPLACE ";" ", " _bw_brew_kegs "${_bw_brew_kegs}")
message(STATUS "Homebrew: ${_bw_brew_prefix}; keg-only: ${_bw_brew_kegs}")
