#pragma once
// The native HTTP/1.1 keep-alive transport: non-blocking sockets on the
// loop's edge-triggered poller, one pre-serialized request buffer shared by
// every connection (with a request set: each entry's compiled bytes, or its
// template rendered into the connection's own buffer), incremental response framing that never keeps a body,
// reconnect when the server closes. One request per connection at a time.
#include "engine/transport.h"

namespace bw {

class Http1Transport final : public Transport {
    BW_TRANSPORT_CALLS(Http1Transport);
};

} // namespace bw
