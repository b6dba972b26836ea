#include "http1_parser.h"

#include "flow/response_capture.h"

#include <cstring>

namespace bw {

namespace {
inline char lower(char c) { return (c >= 'A' && c <= 'Z') ? char(c + 32) : c; }

bool equalsNoCase(const char* a, size_t n, const char* lit)
{
    size_t m = std::strlen(lit);
    if (n != m)
        return false;
    for (size_t i = 0; i < n; ++i)
        if (lower(a[i]) != lit[i])
            return false;
    return true;
}

// true when the comma-separated list contains token (case-insensitive)
bool hasToken(const char* v, size_t n, const char* token)
{
    size_t i = 0;
    while (i < n) {
        while (i < n && (v[i] == ' ' || v[i] == '\t' || v[i] == ','))
            ++i;
        size_t s = i;
        while (i < n && v[i] != ',')
            ++i;
        size_t e = i;
        while (e > s && (v[e - 1] == ' ' || v[e - 1] == '\t'))
            --e;
        if (equalsNoCase(v + s, e - s, token))
            return true;
    }
    return false;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    c = lower(c);
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}
} // namespace

void Http1ResponseParser::reset(bool headRequest)
{
    state_ = State::StatusLine;
    head_ = headRequest;
    started_ = false;
    status_ = 0;
    minor_ = 1;
    keepAlive_ = true;
    chunked_ = haveLength_ = connClose_ = connKeepAlive_ = false;
    contentLength_ = remaining_ = bodyBytes_ = 0;
    error_ = nullptr;
    capture_ = nullptr;
    lineLen_ = 0;
}

Http1ResponseParser::Result Http1ResponseParser::fail(const char* why)
{
    state_ = State::Failed;
    error_ = why;
    return Result::Error;
}

bool Http1ResponseParser::lineAppend(const char* p, size_t n)
{
    if (lineLen_ + n > kMaxLine)
        return false;
    std::memcpy(line_ + lineLen_, p, n);
    lineLen_ += n;
    return true;
}

bool Http1ResponseParser::onStatusLine()
{
    // "HTTP/1.x SP 3DIGIT [SP reason]"
    const char* l = line_;
    size_t n = lineLen_;
    if (n < 12 || std::memcmp(l, "HTTP/1.", 7) != 0 || (l[7] != '0' && l[7] != '1') || l[8] != ' ')
        return false;
    minor_ = l[7] - '0';
    int code = 0;
    for (int i = 9; i < 12; ++i) {
        if (l[i] < '0' || l[i] > '9')
            return false;
        code = code * 10 + (l[i] - '0');
    }
    if (code < 100 || (n > 12 && l[12] != ' '))
        return false;
    status_ = code;
    return true;
}

bool Http1ResponseParser::onHeaderLine()
{
    const char* l = line_;
    size_t n = lineLen_;
    if (l[0] == ' ' || l[0] == '\t')
        return true;   // obsolete line folding: ignore the continuation
    const char* colon = static_cast<const char*>(std::memchr(l, ':', n));
    if (!colon || colon == l)
        return false;
    size_t nameLen = size_t(colon - l);
    const char* v = colon + 1;
    size_t vn = n - nameLen - 1;
    while (vn && (*v == ' ' || *v == '\t')) { ++v; --vn; }
    while (vn && (v[vn - 1] == ' ' || v[vn - 1] == '\t')) --vn;
    if (capture_)
        capture_->header(l, nameLen, v, vn);
    char c0 = lower(l[0]);
    if (c0 == 'c') {
        if (equalsNoCase(l, nameLen, "content-length")) {
            if (vn == 0 || vn > 19)
                return false;
            uint64_t len = 0;
            for (size_t i = 0; i < vn; ++i) {
                if (v[i] < '0' || v[i] > '9')
                    return false;
                len = len * 10 + uint64_t(v[i] - '0');
            }
            if (haveLength_ && len != contentLength_)
                return false;   // conflicting lengths
            haveLength_ = true;
            contentLength_ = len;
        } else if (equalsNoCase(l, nameLen, "connection")) {
            if (hasToken(v, vn, "close")) connClose_ = true;
            if (hasToken(v, vn, "keep-alive")) connKeepAlive_ = true;
        }
    } else if (c0 == 't' && equalsNoCase(l, nameLen, "transfer-encoding")) {
        if (hasToken(v, vn, "chunked"))
            chunked_ = true;
    }
    return true;
}

void Http1ResponseParser::onHeadersEnd()
{
    keepAlive_ = minor_ == 1 ? !connClose_ : (connKeepAlive_ && !connClose_);
    if (head_ || status_ == 204 || status_ == 304) {
        state_ = State::Done;
    } else if (chunked_) {
        state_ = State::ChunkSize;
    } else if (haveLength_) {
        remaining_ = contentLength_;
        state_ = remaining_ ? State::BodyLength : State::Done;
    } else {
        state_ = State::BodyClose;
        keepAlive_ = false;
    }
}

Http1ResponseParser::Result Http1ResponseParser::feed(const char* data, size_t len, size_t* consumed)
{
    size_t pos = 0;
    auto done = [&](Result r) { *consumed = pos; return r; };
    if (len)
        started_ = true;
    while (pos < len) {
        switch (state_) {
        case State::StatusLine:
        case State::Headers:
        case State::ChunkSize:
        case State::ChunkDataEnd:
        case State::Trailers: {
            const char* nl = static_cast<const char*>(std::memchr(data + pos, '\n', len - pos));
            size_t take = nl ? size_t(nl - (data + pos)) : len - pos;
            if (!lineAppend(data + pos, take))
                return done(fail(state_ == State::StatusLine || state_ == State::Headers ? "header line too long" : "chunk line too long"));
            pos += take;
            if (!nl)
                return done(Result::NeedMore);
            ++pos;   // the '\n'
            if (lineLen_ && line_[lineLen_ - 1] == '\r')
                --lineLen_;
            State s = state_;
            size_t n = lineLen_;
            struct LineReset {
                size_t& len;
                ~LineReset() { len = 0; }
            } lineReset{lineLen_};
            if (s == State::StatusLine) {
                if (n == 0)
                    continue;   // tolerate stray empty lines before the status line
                if (!onStatusLine())
                    return done(fail("malformed status line"));
                state_ = State::Headers;
            } else if (s == State::Headers) {
                if (n == 0) {
                    if (status_ < 200) {          // interim response: skip it
                        bool head = head_;
                        ResponseCapture* capture = capture_;
                        reset(head);
                        started_ = true;
                        capture_ = capture;
                        if (capture_)
                            capture_->clearHeaders();
                        continue;
                    }
                    onHeadersEnd();
                    if (state_ == State::Done)
                        return done(Result::Complete);
                } else if (!onHeaderLine()) {
                    return done(fail("malformed header line"));
                }
            } else if (s == State::ChunkSize) {
                uint64_t size = 0;
                size_t i = 0;
                int digits = 0;
                for (; i < n; ++i) {
                    int h = hexValue(line_[i]);
                    if (h < 0)
                        break;
                    if (++digits > 15)
                        return done(fail("chunk size too large"));
                    size = size * 16 + uint64_t(h);
                }
                if (digits == 0)
                    return done(fail("malformed chunk size"));
                while (i < n && (line_[i] == ' ' || line_[i] == '\t'))
                    ++i;
                if (i < n && line_[i] != ';')
                    return done(fail("malformed chunk size"));
                if (size == 0) {
                    state_ = State::Trailers;
                } else {
                    remaining_ = size;
                    state_ = State::ChunkData;
                }
            } else if (s == State::ChunkDataEnd) {
                if (n != 0)
                    return done(fail("chunk not followed by CRLF"));
                state_ = State::ChunkSize;
            } else {   // Trailers
                if (n == 0) {
                    state_ = State::Done;
                    return done(Result::Complete);
                }
                if (!std::memchr(line_, ':', n))
                    return done(fail("malformed trailer line"));
            }
            break;
        }
        case State::BodyLength:
        case State::ChunkData: {
            uint64_t take = len - pos;
            if (take > remaining_)
                take = remaining_;
            remaining_ -= take;
            bodyBytes_ += take;
            if (capture_)
                capture_->body(data + pos, size_t(take));
            pos += size_t(take);
            if (remaining_ == 0) {
                if (state_ == State::BodyLength) {
                    state_ = State::Done;
                    return done(Result::Complete);
                }
                state_ = State::ChunkDataEnd;
            }
            break;
        }
        case State::BodyClose:
            bodyBytes_ += len - pos;
            if (capture_)
                capture_->body(data + pos, len - pos);
            pos = len;
            break;
        case State::Done:
            return done(Result::Complete);
        case State::Failed:
            return done(Result::Error);
        }
    }
    return done(state_ == State::Done ? Result::Complete : Result::NeedMore);
}

Http1ResponseParser::Result Http1ResponseParser::onEof()
{
    if (state_ == State::BodyClose) {
        state_ = State::Done;
        return Result::Complete;
    }
    if (state_ == State::Done)
        return Result::Complete;
    if (state_ == State::Failed)
        return Result::Error;
    return fail(headersDone() ? "connection closed before the body was complete"
                              : "connection closed before the headers were complete");
}

} // namespace bw
