#pragma once
// Which error class a failed libcurl transfer counts in (the curl engine's
// half of the error taxonomy the native engine applies to its own sockets).
#include "engine/loop/interval_snapshot.h"

#include <curl/curl.h>

namespace bw {

// gotResponse: a status line had arrived; errorText: libcurl's message for
// the transfer (CURLOPT_ERRORBUFFER), "" when it gave none.
ErrorClass classifyCurlResult(CURLcode rc, bool gotResponse, const char* errorText);

} // namespace bw
