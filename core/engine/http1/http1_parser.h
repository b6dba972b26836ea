#pragma once
// Incremental HTTP/1.x response framing for the native engine. Qt-free, no
// allocation after construction. Bodies are skipped, never retained: framing
// by Content-Length, chunked transfer coding (extensions and trailers
// accepted), close-delimited bodies, and bodiless responses (HEAD, 1xx, 204,
// 304). Interim 1xx responses are skipped and parsing continues with the final
// response. Input may be split at any byte boundary.
#include <cstddef>
#include <cstdint>

namespace bw {

class ResponseCapture;

class Http1ResponseParser {
public:
    enum class Result { NeedMore, Complete, Error };

    // Prepares for the response to a new request; `headRequest` means no body.
    void reset(bool headRequest);
    // A flow step's response (flow/response_capture.h): its header lines
    // and its body bytes (chunked framing removed) are handed over as they
    // are parsed. Null (after reset(), until set): nothing is.
    void setCapture(ResponseCapture* capture) { capture_ = capture; }

    // Consumes up to `len` bytes. Stops right after a complete response, so
    // *consumed may be less than len (bytes of a following response, which a
    // non-pipelining client treats as a protocol error).
    Result feed(const char* data, size_t len, size_t* consumed);

    // The peer closed the connection. Complete for a close-delimited body
    // whose headers were read; Error (truncated) otherwise.
    Result onEof();

    int status() const { return status_; }
    bool keepAlive() const { return keepAlive_; }
    bool headersDone() const { return state_ > State::Headers; }
    bool started() const { return started_; }        // any byte of a response seen
    uint64_t bodyBytes() const { return bodyBytes_; }
    const char* error() const { return error_; }      // static text, set on Error

private:
    enum class State { StatusLine, Headers, BodyLength, BodyClose, ChunkSize, ChunkData, ChunkDataEnd, Trailers, Done, Failed };
    Result fail(const char* why);
    bool lineAppend(const char* p, size_t n);
    bool onStatusLine();
    bool onHeaderLine();
    void onHeadersEnd();

    static constexpr size_t kMaxLine = 8192;
    State state_ = State::StatusLine;
    bool head_ = false;
    bool started_ = false;
    int status_ = 0;
    int minor_ = 1;
    bool keepAlive_ = true;
    bool chunked_ = false;
    bool haveLength_ = false;
    bool connClose_ = false, connKeepAlive_ = false;
    uint64_t contentLength_ = 0;
    uint64_t remaining_ = 0;
    uint64_t bodyBytes_ = 0;
    const char* error_ = nullptr;
    ResponseCapture* capture_ = nullptr;
    size_t lineLen_ = 0;
    char line_[kMaxLine];
};

} // namespace bw
