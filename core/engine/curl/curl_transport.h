#pragma once
// The libcurl transport (proxies, `--engine curl`, what the native
// transports do not cover): one multi handle per worker driven by
// curl_multi_socket_action on the loop's poller, one easy handle per
// connection slot (VU) with every option set once and the URL pre-parsed
// (CURLOPT_CURLU); finished handles are removed and re-added. libcurl owns
// the actual connections: a slot is ready at once and reports the
// connections libcurl opened for it when its transfer ends.
#include "engine/transport.h"

namespace bw {

class CurlTransport final : public Transport {
    BW_TRANSPORT_CALLS(CurlTransport);
    BW_TRANSPORT_TIMER;
};

} // namespace bw
