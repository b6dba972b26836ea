#pragma once
// The HTTP/3 test programs built without HTTP/3 (BENCHWORK_HTTP3 undefined,
// as the top CMakeLists.txt decides) have one test function, which calls
// this: skipped, saying why. A macro since QSKIP returns from the caller.
#include <QtTest>

#define BWTEST_SKIP_WITHOUT_HTTP3() QSKIP("built without HTTP/3: ngtcp2, nghttp3 or GnuTLS was not found at configure time")
