#pragma once
// The native HTTP/2 transport: h2c with prior knowledge over plain TCP on
// http://, h2 over TLS chosen by ALPN on https:// (TlsContext/TlsSession, as
// Http1Transport; a server that does not choose "h2" is a tls error, never a
// silent fall back to HTTP/1.1). One H2Session (h2_session.h, nghttp2 over
// memory I/O) per connection, each loop request one stream, up to --streams
// at once (never more than the server's SETTINGS_MAX_CONCURRENT_STREAMS).
// Non-blocking sockets on the loop's edge-triggered poller; the loop
// (worker_loop.h) owns the schedule, the budget and the deadlines.
//
// A request the server never processed is not an error: above a GOAWAY's
// last-stream-id it stays with the connection until it closes, and the loop
// sends it again on the next one; refused (REFUSED_STREAM) it goes out again
// on the same connection once a stream is free. How every other end of a
// stream is counted: docs/http2.md.
#include "engine/transport.h"

namespace bw {

class H2Transport final : public Transport {
    BW_TRANSPORT_CALLS(H2Transport);
};

} // namespace bw
