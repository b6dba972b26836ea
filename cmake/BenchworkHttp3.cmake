# HTTP/3 (--http3): ngtcp2 for QUIC with its GnuTLS crypto helper (OpenSSL
# 3.0 has no QUIC API), nghttp3 for HTTP/3. Optional: without them the build
# goes on and --http3 says this Benchwork was built without HTTP/3.
#
# Two API generations are known: ngtcp2 0.12 with nghttp3 0.8 (Debian 12) and
# ngtcp2 1.x with nghttp3 1.x (Debian 13, Homebrew). Their differences are in
# core/engine/http3/quic_compat.h alone; this file takes only those versions,
# and proves the adapter compiles and links against the libraries found
# before the transport is built (a mismatch turns HTTP/3 off with a message
# instead of breaking the build).
#
# Sets BENCHWORK_HAVE_HTTP3 (ON/OFF) and, when ON, the imported target
# PkgConfig::BW_QUIC. Needs PkgConfig (top CMakeLists.txt).
option(BENCHWORK_HTTP3 "Build the HTTP/3 transport when ngtcp2, nghttp3 and GnuTLS are found" ON)
set(BENCHWORK_HAVE_HTTP3 OFF)

function(_bw_http3_off why)
  message(STATUS "HTTP/3: off: ${why}")
endfunction()

if(NOT BENCHWORK_HTTP3)
  _bw_http3_off("BENCHWORK_HTTP3=OFF")
  return()
endif()

set(_bw_quic_modules libngtcp2 libngtcp2_crypto_gnutls libnghttp3 gnutls)
set(_bw_quic_missing "")
foreach(m ${_bw_quic_modules})
  pkg_check_modules(_bw_probe_${m} QUIET ${m})
  if(NOT _bw_probe_${m}_FOUND)
    list(APPEND _bw_quic_missing ${m})
  endif()
endforeach()
if(_bw_quic_missing)
  string(REPLACE ";" ", " _bw_quic_missing "${_bw_quic_missing}")
  _bw_http3_off("pkg-config finds no ${_bw_quic_missing} (Debian: libngtcp2-dev libngtcp2-crypto-gnutls-dev "
                "libnghttp3-dev libgnutls28-dev; scripts/install-deps.sh installs them)")
  return()
endif()

set(_bw_ngtcp2 ${_bw_probe_libngtcp2_VERSION})
set(_bw_nghttp3 ${_bw_probe_libnghttp3_VERSION})
# 0.13 to 0.19 (and nghttp3 0.9 to 0.15) were a moving API between the two
# generations quic_compat.h knows; nobody ships them any more.
if(NOT ((_bw_ngtcp2 VERSION_GREATER_EQUAL 0.12 AND _bw_ngtcp2 VERSION_LESS 0.13) OR _bw_ngtcp2 VERSION_GREATER_EQUAL 1.0))
  _bw_http3_off("ngtcp2 ${_bw_ngtcp2} is neither 0.12.x nor 1.x")
  return()
endif()
if(NOT ((_bw_nghttp3 VERSION_GREATER_EQUAL 0.8 AND _bw_nghttp3 VERSION_LESS 0.9) OR _bw_nghttp3 VERSION_GREATER_EQUAL 1.0))
  _bw_http3_off("nghttp3 ${_bw_nghttp3} is neither 0.8.x nor 1.x")
  return()
endif()

pkg_check_modules(BW_QUIC REQUIRED IMPORTED_TARGET ${_bw_quic_modules})

# The adapter, compiled and linked against what was found: every function
# it wraps must exist under the name this version gives it.
include(CheckCXXSourceCompiles)
set(CMAKE_REQUIRED_INCLUDES ${PROJECT_SOURCE_DIR}/core ${BW_QUIC_INCLUDE_DIRS})
set(CMAKE_REQUIRED_LIBRARIES PkgConfig::BW_QUIC)
set(CMAKE_REQUIRED_QUIET ON)
check_cxx_source_compiles([=[
#include "engine/http3/quic_compat.h"
int main(int argc, char**)
{
    if (argc > 1000) {   // linked, never run
        bw::quic::CloseError e;
        bw::quic::closeErrorDefault(&e);
        bw::quic::setLibError(&e, -1);
        bw::quic::setApplicationError(&e, 0x100);
        ngtcp2_conn* c = nullptr;
        bw::quic::EarlyParams p;
        ngtcp2_path_storage ps;
        ngtcp2_pkt_info pi;
        uint8_t b[8];
        return bw::quic::inClosingPeriod(c) + bw::quic::inDrainingPeriod(c) + bw::quic::shutdownStream(c, 0, 0)
               + bw::quic::shutdownStreamWrite(c, 0, 0) + bw::quic::shutdownStreamRead(c, 0, 0)
               + bw::quic::isApplicationClose(bw::quic::peerCloseError(c)) + bw::quic::saveEarlyParams(c, &p)
               + bw::quic::applyEarlyParams(c, p) + bw::quic::tellEarlyDataRejected(c) + bw::quic::earlyDataRejected(c)
               + int(bw::quic::writeConnectionClose(c, &ps.path, &pi, b, sizeof b, &e, 0))
               + int(bw::quic::readStream(nullptr, 0, b, 1, false, 0));
    }
    return 0;
}
]=] BENCHWORK_QUIC_COMPAT_OK)
unset(CMAKE_REQUIRED_INCLUDES)
unset(CMAKE_REQUIRED_LIBRARIES)
unset(CMAKE_REQUIRED_QUIET)
if(NOT BENCHWORK_QUIC_COMPAT_OK)
  _bw_http3_off("core/engine/http3/quic_compat.h does not compile against ngtcp2 ${_bw_ngtcp2} and nghttp3 ${_bw_nghttp3} "
                "(see CMakeFiles/CMakeError.log)")
  return()
endif()

set(BENCHWORK_HAVE_HTTP3 ON)
message(STATUS "HTTP/3: on (ngtcp2 ${_bw_ngtcp2} with GnuTLS ${_bw_probe_gnutls_VERSION}, nghttp3 ${_bw_nghttp3})")
