#pragma once
// The HTTP/3 side of one QUIC client connection, wrapping nghttp3: request
// streams in, stream data out, responses reported. No QUIC inside: the
// QUIC connection (quic_connection.h) hands it the bytes each stream
// received and asks it what to write next, and it asks the QUIC
// connection, through H3StreamControl, for what only QUIC can do (flow
// control credit, resetting a stream). So the same session is fed by ngtcp2
// in a run and by a fuzzer or a test directly. Qt-free; one session per
// connection, used by one thread.
//
// Streams live in a pool of slots that grows to the most ever open at once
// (no allocation per request once warm). How each stream ended is reported
// to an H3Listener:
//
//   response   the server's FIN after a complete response: status and the
//              stream's bytes (HTTP/3 frames) each way;
//   failed     with the error class it lands in (docs/http3.md):
//     RESET_STREAM from the server (any code but H3_REQUEST_REJECTED) -> Receive
//     a malformed response (nghttp3 resets the stream, H3_MESSAGE_ERROR) -> Protocol
//     the connection lost with the stream open (closeAll)              -> the caller's class
//   retry      the server never processed the request: H3_REQUEST_REJECTED,
//              or a stream at or above a GOAWAY's id (RFC 9114 4.1.1 and
//              5.2 allow retrying those); not an error.
// A stream past the request timeout is the caller's to end with cancel().
#include "engine/http3/h3_request.h"
#include "engine/loop/interval_snapshot.h"

#include <nghttp3/nghttp3.h>

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace bw {

class ResponseCapture;

struct H3Stream {
    int64_t id = -1;            // the QUIC stream; -1: slot free
    int tag = -1;               // the caller's request index
    int status = 0;             // :status, 0 until the response headers arrive
    uint64_t bytesIn = 0;       // stream bytes received (HTTP/3 frames), counted by the QUIC layer
    uint64_t bytesOut = 0;      // stream bytes the QUIC layer sent
    bool ended = false;         // reported (or cancelled): nothing more is said about it
    uint64_t resetCode = 0;     // the code of the RESET_STREAM we were asked to send (0: none)
    std::string_view body;      // the request body (the run's, or bodyStore)
    std::string bodyStore;      // a rendered body's own copy (kept across uses: no allocation once large enough)
    // A flow step's response (flow/response_capture.h): headers and body
    // handed over as they arrive; null: nothing kept. Set by the caller
    // right after submit().
    ResponseCapture* capture = nullptr;
};

// Called from inside receive(), streamReset(), closeAll() and goaway
// handling; must not call submit() (the caller opens new streams after
// those return).
class H3Listener {
public:
    virtual ~H3Listener() = default;
    virtual void onH3Response(H3Stream& s) = 0;
    // `why` is valid during the call.
    virtual void onH3Failed(H3Stream& s, ErrorClass cls, const char* why) = 0;
    virtual void onH3Retry(H3Stream& s) = 0;
};

// What the session needs from the QUIC connection under it.
class H3StreamControl {
public:
    virtual ~H3StreamControl() = default;
    // STOP_SENDING / RESET_STREAM on stream `id` with HTTP/3 code `code`
    // (abandon: both).
    virtual void stopSending(int64_t id, uint64_t code) = 0;
    virtual void resetStream(int64_t id, uint64_t code) = 0;
    virtual void abandon(int64_t id, uint64_t code) = 0;
    // The session consumed n bytes of stream `id`: grant the server as much
    // flow-control credit again (stream and connection).
    virtual void consumed(int64_t id, size_t n) = 0;
};

class H3Session {
public:
    // request, listener and control must outlive the session. Check ok().
    H3Session(const H3Request& request, H3Listener& listener, H3StreamControl& control);
    ~H3Session();
    H3Session(const H3Session&) = delete;
    H3Session& operator=(const H3Session&) = delete;

    bool ok() const { return conn_ != nullptr && error_.empty(); }

    // The three unidirectional streams the QUIC connection opened for us:
    // control, QPACK encoder, QPACK decoder. False: error() says why.
    bool bind(int64_t control, int64_t qpackEncoder, int64_t qpackDecoder);

    // A request on bidirectional stream `id` (just opened by QUIC), for the
    // caller's request `tag`. Null when nghttp3 refused: after a GOAWAY
    // (goawayReceived()) or a failure (error()).
    // `send`: a request set's request (null: the run's one request).
    H3Stream* submit(int64_t id, int tag, const H3Send* send = nullptr);
    // Ends a stream the caller counted as a timeout: no report follows.
    // The caller resets the QUIC stream.
    void cancel(H3Stream& s);
    // The slot of request `tag`, if it is on a stream that has not ended.
    H3Stream* find(int tag);

    // --- from the QUIC connection ---------------------------------------
    // Bytes stream `id` received (fin: the server's last). Returns the
    // bytes consumed at once (credit to give back now; DATA payload is
    // consumed through H3StreamControl), or -1 when the connection must
    // close: then error() says why and closeCode() is the HTTP/3 code to
    // close it with.
    int64_t receive(int64_t id, const uint8_t* data, size_t n, bool fin, uint64_t nowNs);
    // The server reset stream `id` with HTTP/3 code `code`.
    bool streamReset(int64_t id, uint64_t code);
    // STOP_SENDING from the server on stream `id`.
    bool stopSendingReceived(int64_t id);
    // QUIC closed stream `id` (both directions done or reset).
    bool streamClosed(int64_t id, uint64_t code);
    // The server acknowledged n more bytes of stream `id`.
    bool acked(int64_t id, uint64_t n);
    // Stream `id` may send again (the server raised its flow-control window).
    bool unblocked(int64_t id);

    // --- to the QUIC connection -----------------------------------------
    // The next stream data to write: fills vec (up to n entries), *id and
    // *fin; returns the entries used (0 with *id -1: nothing), or -1 on a
    // fatal error (error(), closeCode()).
    int64_t nextData(int64_t* id, int* fin, nghttp3_vec* vec, size_t n);
    // QUIC took `n` bytes of what nextData() gave for stream `id`.
    bool wrote(int64_t id, size_t n);
    // QUIC cannot take more for stream `id` now (its window is full), or
    // never (its write side is shut).
    void blocked(int64_t id);
    void writeShut(int64_t id);

    // The connection is gone: every open stream is reported, failed with
    // `cls` and `why`, or retried when the server never processed it.
    void closeAll(ErrorClass cls, const char* why);
    // The server never processed any open stream (it refused our 0-RTT
    // data): each is retried.
    void retryAll();

    uint32_t openStreams() const { return open_; }
    uint32_t liveStreams() const { return live_; }
    bool goawayReceived() const { return goaway_; }
    // GOAWAY received and every stream below its id ended: the connection
    // may close.
    bool finished() const;
    const std::string& error() const { return error_; }
    uint64_t closeCode() const { return closeCode_; }

private:
    friend struct H3Callbacks;
    H3Stream* byId(int64_t id) const;
    void index(H3Stream& s);
    void release(H3Stream& s);
    void end(H3Stream& s);
    void fail(const char* what, int rv);
    void onGoaway(int64_t id);

    const H3Request& request_;
    H3Listener& listener_;
    H3StreamControl& control_;
    nghttp3_conn* conn_ = nullptr;
    std::deque<H3Stream> slots_;        // stable addresses: nghttp3 keeps a pointer per stream
    std::vector<H3Stream*> free_;
    // Request streams by id: client bidirectional ids are 0, 4, 8...; slot
    // of id at (id / 4) & (size - 1), kept at least four times the slots.
    std::vector<H3Stream*> byId_ = std::vector<H3Stream*>(64);
    uint32_t open_ = 0;                 // slots in use (until QUIC closes the stream)
    uint32_t live_ = 0;                 // of those, not ended
    bool goaway_ = false;
    int64_t goawayId_ = INT64_MAX;      // streams at or above it were never processed
    std::string error_;
    uint64_t closeCode_ = 0;
    std::string why_;                   // text of the last stream failure
};

} // namespace bw
