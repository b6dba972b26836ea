#pragma once
// One HTTP/2 client connection's protocol state, wrapping nghttp2 over memory
// I/O: bytes read from the connection go in through receive(), bytes to
// write come out of output()/consume(). It owns no socket, so the same
// session runs over plain TCP (h2c with prior knowledge) and over TLS (h2
// chosen by ALPN). Qt-free; one session per connection, used by one thread.
//
// Streams live in a fixed pool of `maxStreams` slots (no allocation per
// request on our side). A slot carries what the caller needs to account for
// the request (its tag: the worker loop's request index); how each stream
// ended is reported to an H2Listener:
//
//   response   END_STREAM received: status and the bytes of its frames;
//   failed     with the error class it lands in (docs/http2.md):
//     RST_STREAM from the server (any code but REFUSED_STREAM)  -> Receive
//     stream closed by a session error (malformed response,
//       nghttp2 protocol check, GOAWAY with an error code
//       for a stream the server had accepted)                 -> Protocol
//     connection lost with the stream open (closeAll)          -> Receive
//   retry      the server never processed the request: a stream above the
//              last-stream-id of a GOAWAY, or REFUSED_STREAM (RFC 9113 8.7
//              says such requests may be retried); the caller resends it
//              on a new connection, not counted as an error.
// A stream that stays open past the request timeout is the caller's to end
// with cancel(); flowStalled() says whether it was waiting for the
// server's flow-control window (docs/http2.md: a Timeout, named so).
#include "engine/http2/h2_request.h"
#include "engine/loop/interval_snapshot.h"

#include <nghttp2/nghttp2.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bw {

class ResponseCapture;

struct H2Stream {
    int32_t id = 0;             // 0: slot free
    int tag = -1;               // the caller's request index, set right after submit()
    // filled by the session
    int status = 0;             // :status, 0 until the response headers arrive
    uint64_t bytesIn = 0;       // frame bytes (9-byte headers included) received on the stream
    uint64_t bytesOut = 0;      // frame bytes sent on the stream
    std::string_view body;      // the request body (the run's, a set entry's, or bodyStore)
    std::string bodyStore;      // a rendered body's own copy (kept across uses: no allocation once large enough)
    size_t bodyOffset = 0;      // request body bytes handed to nghttp2
    bool ended = false;         // reported to the listener; the slot frees when nghttp2 closes it
    uint32_t resetCode = 0;     // RST_STREAM code received (0: none)
    bool resetReceived = false;
    // A flow step's response (flow/response_capture.h): its headers and body
    // are handed over as they arrive; null: nothing is kept. Set by the
    // caller right after submit().
    ResponseCapture* capture = nullptr;
};

// Called from inside receive(), output() and closeAll(); must not call
// submit() (the caller opens new streams after those return).
class H2Listener {
public:
    virtual ~H2Listener() = default;
    // The response is complete (END_STREAM received).
    virtual void onH2Response(H2Stream& s) = 0;
    // The stream failed: counted in `cls`; `why` is a static or
    // session-owned text valid during the call.
    virtual void onH2Failed(H2Stream& s, ErrorClass cls, const char* why) = 0;
    // The server did not process the request; send it again elsewhere.
    virtual void onH2Retry(H2Stream& s) = 0;
};

struct H2Options {
    uint32_t maxStreams = 1;    // concurrent streams per connection (-m), at least 1
    uint32_t windowBytes = 0;   // our stream and connection receive windows; 0: 2^31-1 (flow control never limits)
    nghttp2_mem* mem = nullptr; // nghttp2's allocator (H2MemoryPool::mem()); null: malloc
};

class H2Session {
public:
    // request and listener must outlive the session. Check ok() after.
    H2Session(const H2Request& request, H2Listener& listener, H2Options options);
    ~H2Session();
    H2Session(const H2Session&) = delete;
    H2Session& operator=(const H2Session&) = delete;

    bool ok() const { return session_ != nullptr && fatal_.empty(); }

    // Bytes received from the server. False when the session failed for
    // good (then error() names why; the caller closes the connection and
    // calls closeAll()).
    bool receive(const uint8_t* data, size_t n);

    // What to write next; empty when nothing is due. Call consume(n) after
    // writing n of those bytes (the view is valid until the next call).
    // When nghttp2 fails to produce output, error() says why afterwards.
    std::string_view output();
    void consume(size_t n) { outHead_ += n; }
    bool wantsWrite() const;

    // A new stream may be opened now: the server's SETTINGS arrived, no
    // GOAWAY, fewer open than min(maxStreams, the server's
    // SETTINGS_MAX_CONCURRENT_STREAMS).
    bool canSubmit() const;
    // Opens a stream for the run's request. Null when canSubmit() is false or
    // nghttp2 refused: stream ids used up, the connection takes no more
    // (finished() once its streams end). Set the slot's tag right away.
    H2Stream* submit();
    // The same for another request (a request set's entry): its fields are
    // copied by nghttp2 unless flagged NO_COPY, its body by the stream when
    // copyBody is set (else it must outlive the stream).
    H2Stream* submit(const H2Send& send);
    // Ends a stream with RST_STREAM CANCEL (the caller counted it as a
    // timeout). No listener call follows for it.
    void cancel(H2Stream& s);
    // The stream still has request body to send and the server's window
    // (stream or connection) is empty.
    bool flowStalled(const H2Stream& s) const;

    // The connection is gone: every open stream is reported, failed with
    // `cls` and `why` or retried (if it was above a GOAWAY's last-stream-id).
    void closeAll(ErrorClass cls, const char* why);

    uint32_t openStreams() const { return open_; }
    bool goawayReceived() const { return goaway_; }
    uint32_t goawayCode() const { return goawayCode_; }   // the GOAWAY's error code (NO_ERROR: graceful)
    // SETTINGS frames received from the server so far (not ACKs): the
    // caller rereads streamLimit() when this changes.
    uint32_t settingsSeen() const { return settingsSeen_; }
    // GOAWAY received and nothing left open, or the session failed: close
    // the connection and open a new one.
    bool finished() const;
    const std::string& error() const { return fatal_; }
    bool settingsReceived() const { return settingsReceived_; }
    // The streams a new connection may carry: min(maxStreams, the server's
    // SETTINGS_MAX_CONCURRENT_STREAMS), at least 1.
    uint32_t streamLimit() const;
    std::vector<H2Stream>& streams() { return slots_; }

private:
    friend struct H2Callbacks;
    H2Stream* slotOf(int32_t streamId);
    void endStream(H2Stream& s);
    void release(H2Stream& s);
    void fail(const char* what, int rv);

    const H2Request& request_;
    H2Listener& listener_;
    H2Options options_;
    nghttp2_session* session_ = nullptr;
    std::vector<H2Stream> slots_;
    std::vector<H2Stream*> free_;
    uint32_t open_ = 0;             // slots in use
    bool settingsReceived_ = false;
    uint32_t settingsSeen_ = 0;
    bool goaway_ = false;
    bool exhausted_ = false;        // stream ids used up: no more requests on this connection
    int32_t goawayLastId_ = 0;
    uint32_t goawayCode_ = 0;
    std::string fatal_;
    std::string why_;               // message of the last failure (for onH2Failed)
    std::string out_;               // pending output, written from outHead_
    size_t outHead_ = 0;
};

} // namespace bw
