#include "h2_session.h"

#include "flow/response_capture.h"

#include <algorithm>
#include <cstring>

namespace bw {

namespace {

constexpr size_t kOutputChunk = 64 * 1024;   // output() gathers up to this much before the caller writes
constexpr uint32_t kMaxWindow = NGHTTP2_MAX_WINDOW_SIZE;   // 2^31-1

bool isStatus(const uint8_t* name, size_t len)
{
    return len == 7 && std::memcmp(name, ":status", 7) == 0;
}

int parseStatus(const uint8_t* v, size_t len)
{
    if (len != 3)
        return 0;
    int s = 0;
    for (size_t i = 0; i < 3; ++i) {
        if (v[i] < '0' || v[i] > '9')
            return 0;
        s = s * 10 + (v[i] - '0');
    }
    return s;
}

} // namespace

// nghttp2's callbacks, with the session as user data. Each returns 0: a
// problem with one stream is that stream's end, never a reason to abort the
// whole session from a callback.
struct H2Callbacks {
    static H2Session& self(void* user) { return *static_cast<H2Session*>(user); }

    static int onHeader(nghttp2_session*, const nghttp2_frame* frame, const uint8_t* name, size_t namelen,
                        const uint8_t* value, size_t valuelen, uint8_t, void* user)
    {
        if (frame->hd.type != NGHTTP2_HEADERS)
            return 0;
        if (!isStatus(name, namelen)) {
            if (H2Stream* s = self(user).slotOf(frame->hd.stream_id); s && s->capture)
                s->capture->header(reinterpret_cast<const char*>(name), namelen, reinterpret_cast<const char*>(value), valuelen);
            return 0;
        }
        if (H2Stream* s = self(user).slotOf(frame->hd.stream_id)) {
            s->status = parseStatus(value, valuelen);   // a final status after 1xx replaces it
            if (s->capture)
                s->capture->clearHeaders();   // an interim response's headers are not the final one's
        }
        return 0;
    }

    // A flow step's body, as it arrives (only streams with a capture keep it).
    static int onDataChunk(nghttp2_session*, uint8_t, int32_t streamId, const uint8_t* data, size_t len, void* user)
    {
        if (H2Stream* s = self(user).slotOf(streamId); s && s->capture)
            s->capture->body(reinterpret_cast<const char*>(data), len);
        return 0;
    }

    static int onFrameRecv(nghttp2_session*, const nghttp2_frame* frame, void* user)
    {
        H2Session& h = self(user);
        switch (frame->hd.type) {
        case NGHTTP2_SETTINGS:
            if (!(frame->hd.flags & NGHTTP2_FLAG_ACK)) {
                h.settingsReceived_ = true;
                ++h.settingsSeen_;
            }
            return 0;
        case NGHTTP2_GOAWAY:
            h.goaway_ = true;
            h.goawayLastId_ = frame->goaway.last_stream_id;
            h.goawayCode_ = frame->goaway.error_code;
            return 0;
        default:
            break;
        }
        if (frame->hd.stream_id == 0)
            return 0;
        H2Stream* s = h.slotOf(frame->hd.stream_id);
        if (!s)
            return 0;
        s->bytesIn += 9 + frame->hd.length;
        if (frame->hd.type == NGHTTP2_RST_STREAM) {
            s->resetReceived = true;
            s->resetCode = frame->rst_stream.error_code;
        } else if ((frame->hd.type == NGHTTP2_HEADERS || frame->hd.type == NGHTTP2_DATA)
                   && (frame->hd.flags & NGHTTP2_FLAG_END_STREAM)) {
            h.endStream(*s);
        }
        return 0;
    }

    static int onFrameSend(nghttp2_session*, const nghttp2_frame* frame, void* user)
    {
        H2Session& h = self(user);
        if (frame->hd.type == NGHTTP2_GOAWAY && h.fatal_.empty()) {
            // nghttp2 ended the session itself: the server broke the protocol.
            h.fatal_ = std::string("HTTP/2 protocol error from the server (sent GOAWAY ")
                       + nghttp2_http2_strerror(frame->goaway.error_code) + ")";
            return 0;
        }
        if (frame->hd.stream_id != 0)
            if (H2Stream* s = h.slotOf(frame->hd.stream_id))
                s->bytesOut += 9 + frame->hd.length;
        return 0;
    }

    // A request's HEADERS that never left (the server's GOAWAY came first):
    // nghttp2 may not have opened the stream, so no close follows for it.
    static int onFrameNotSend(nghttp2_session*, const nghttp2_frame* frame, int, void* user)
    {
        H2Session& h = self(user);
        if (frame->hd.type != NGHTTP2_HEADERS)
            return 0;
        if (H2Stream* s = h.slotOf(frame->hd.stream_id)) {
            if (!s->ended) {
                s->ended = true;
                h.listener_.onH2Retry(*s);
            }
            h.release(*s);
        }
        return 0;
    }

    static int onStreamClose(nghttp2_session*, int32_t streamId, uint32_t code, void* user)
    {
        H2Session& h = self(user);
        H2Stream* s = h.slotOf(streamId);
        if (!s)
            return 0;
        if (!s->ended) {
            s->ended = true;
            if (code == NGHTTP2_REFUSED_STREAM || (h.goaway_ && streamId > h.goawayLastId_)) {
                h.listener_.onH2Retry(*s);
            } else if (s->resetReceived) {
                h.why_ = std::string("stream reset by the server (RST_STREAM ") + nghttp2_http2_strerror(s->resetCode) + ")";
                h.listener_.onH2Failed(*s, ErrorClass::Receive, h.why_.c_str());
            } else if (code == NGHTTP2_NO_ERROR) {
                h.listener_.onH2Failed(*s, ErrorClass::Receive, "HTTP/2 stream closed before its response ended");
            } else {
                h.why_ = std::string("malformed HTTP/2 response (stream closed with ") + nghttp2_http2_strerror(code) + ")";
                h.listener_.onH2Failed(*s, ErrorClass::Protocol, h.why_.c_str());
            }
        }
        h.release(*s);
        return 0;
    }

    static ssize_t readBody(nghttp2_session*, int32_t, uint8_t* buf, size_t length, uint32_t* flags,
                            nghttp2_data_source* source, void*)
    {
        H2Stream* s = static_cast<H2Stream*>(source->ptr);
        const std::string_view body = s->body;
        size_t n = std::min(length, body.size() - std::min(body.size(), s->bodyOffset));
        std::memcpy(buf, body.data() + s->bodyOffset, n);
        s->bodyOffset += n;
        if (s->bodyOffset >= body.size())
            *flags |= NGHTTP2_DATA_FLAG_EOF;
        return ssize_t(n);
    }
};

H2Session::H2Session(const H2Request& request, H2Listener& listener, H2Options options)
    : request_(request), listener_(listener), options_(options)
{
    options_.maxStreams = std::max<uint32_t>(1, options_.maxStreams);
    uint32_t window = options_.windowBytes ? std::min(options_.windowBytes, kMaxWindow) : kMaxWindow;
    slots_.resize(options_.maxStreams);
    free_.reserve(slots_.size());
    for (auto it = slots_.rbegin(); it != slots_.rend(); ++it)
        free_.push_back(&*it);

    nghttp2_session_callbacks* cbs = nullptr;
    if (nghttp2_session_callbacks_new(&cbs) != 0) {
        fatal_ = "cannot create the HTTP/2 session (out of memory)";
        return;
    }
    nghttp2_session_callbacks_set_on_header_callback(cbs, H2Callbacks::onHeader);
    nghttp2_session_callbacks_set_on_data_chunk_recv_callback(cbs, H2Callbacks::onDataChunk);
    nghttp2_session_callbacks_set_on_frame_recv_callback(cbs, H2Callbacks::onFrameRecv);
    nghttp2_session_callbacks_set_on_frame_send_callback(cbs, H2Callbacks::onFrameSend);
    nghttp2_session_callbacks_set_on_frame_not_send_callback(cbs, H2Callbacks::onFrameNotSend);
    nghttp2_session_callbacks_set_on_stream_close_callback(cbs, H2Callbacks::onStreamClose);
    int rv = nghttp2_session_client_new3(&session_, cbs, this, nullptr, options_.mem);
    nghttp2_session_callbacks_del(cbs);
    if (rv != 0) {
        session_ = nullptr;
        fail("cannot create the HTTP/2 session", rv);
        return;
    }
    // Our receive windows: the streams' through SETTINGS, the connection's
    // through WINDOW_UPDATE. nghttp2 sends WINDOW_UPDATE as data is consumed.
    nghttp2_settings_entry settings[] = {
        {NGHTTP2_SETTINGS_ENABLE_PUSH, 0},
        {NGHTTP2_SETTINGS_INITIAL_WINDOW_SIZE, window},
    };
    rv = nghttp2_submit_settings(session_, NGHTTP2_FLAG_NONE, settings, sizeof settings / sizeof settings[0]);
    if (rv == 0)
        rv = nghttp2_session_set_local_window_size(session_, NGHTTP2_FLAG_NONE, 0, int32_t(window));
    if (rv != 0)
        fail("cannot set up the HTTP/2 session", rv);
}

H2Session::~H2Session()
{
    if (session_)
        nghttp2_session_del(session_);
}

void H2Session::fail(const char* what, int rv)
{
    if (fatal_.empty())
        fatal_ = std::string(what) + ": " + nghttp2_strerror(rv);
}

H2Stream* H2Session::slotOf(int32_t streamId)
{
    if (session_) {
        auto* s = static_cast<H2Stream*>(nghttp2_session_get_stream_user_data(session_, streamId));
        if (s && s->id == streamId)
            return s;
    }
    for (H2Stream& s : slots_)
        if (s.id == streamId)
            return &s;
    return nullptr;
}

void H2Session::endStream(H2Stream& s)
{
    if (s.ended)
        return;
    s.ended = true;
    listener_.onH2Response(s);
}

void H2Session::release(H2Stream& s)
{
    if (s.id == 0)
        return;
    s.id = 0;
    free_.push_back(&s);
    --open_;
}

bool H2Session::receive(const uint8_t* data, size_t n)
{
    if (!ok())
        return false;
    ssize_t rv = nghttp2_session_mem_recv(session_, data, n);
    if (rv < 0) {
        fail("HTTP/2 framing error from the server", int(rv));
        return false;
    }
    return fatal_.empty();
}

std::string_view H2Session::output()
{
    if (outHead_ >= out_.size()) {
        out_.clear();
        outHead_ = 0;
    } else if (outHead_ > kOutputChunk) {
        out_.erase(0, outHead_);
        outHead_ = 0;
    }
    while (session_ && out_.size() - outHead_ < kOutputChunk) {
        const uint8_t* p = nullptr;
        ssize_t n = nghttp2_session_mem_send(session_, &p);
        if (n < 0) {
            fail("HTTP/2 session failed", int(n));
            break;
        }
        if (n == 0)
            break;
        out_.append(reinterpret_cast<const char*>(p), size_t(n));
    }
    return std::string_view(out_).substr(outHead_);
}

bool H2Session::wantsWrite() const
{
    return outHead_ < out_.size() || (session_ && nghttp2_session_want_write(session_));
}

uint32_t H2Session::streamLimit() const
{
    uint32_t serverMax = session_ ? nghttp2_session_get_remote_settings(session_, NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS) : 1;
    return std::max<uint32_t>(1, std::min(options_.maxStreams, serverMax));
}

bool H2Session::canSubmit() const
{
    if (!session_ || !settingsReceived_ || goaway_ || exhausted_ || !fatal_.empty() || free_.empty())
        return false;
    uint32_t serverMax = nghttp2_session_get_remote_settings(session_, NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS);
    return open_ < std::min(options_.maxStreams, serverMax);
}

H2Stream* H2Session::submit() { return submit(request_.send()); }

H2Stream* H2Session::submit(const H2Send& send)
{
    if (!canSubmit())
        return nullptr;
    H2Stream* s = free_.back();
    std::string store = std::move(s->bodyStore);
    *s = H2Stream{};
    s->bodyStore = std::move(store);
    if (send.copyBody) {
        s->bodyStore.assign(send.body);
        s->body = s->bodyStore;
    } else {
        s->body = send.body;
    }
    nghttp2_data_provider body{};
    body.source.ptr = s;
    body.read_callback = H2Callbacks::readBody;
    int32_t id = nghttp2_submit_request(session_, nullptr, send.fields, send.fieldCount, s->body.empty() ? nullptr : &body, s);
    if (id < 0) {
        // Stream ids used up (2^31 per connection) or out of memory: this
        // connection takes no more requests; a new one will.
        exhausted_ = true;
        return nullptr;
    }
    free_.pop_back();
    s->id = id;
    ++open_;
    return s;
}

void H2Session::cancel(H2Stream& s)
{
    if (s.id == 0 || s.ended)
        return;
    s.ended = true;
    nghttp2_submit_rst_stream(session_, NGHTTP2_FLAG_NONE, s.id, NGHTTP2_CANCEL);
}

bool H2Session::flowStalled(const H2Stream& s) const
{
    if (!session_ || s.id == 0 || s.bodyOffset >= s.body.size())
        return false;
    return nghttp2_session_get_stream_remote_window_size(session_, s.id) <= 0
           || nghttp2_session_get_remote_window_size(session_) <= 0;
}

void H2Session::closeAll(ErrorClass cls, const char* why)
{
    for (H2Stream& s : slots_) {
        if (s.id == 0)
            continue;
        if (!s.ended) {
            s.ended = true;
            if (goaway_ && s.id > goawayLastId_)
                listener_.onH2Retry(s);
            else
                listener_.onH2Failed(s, cls, why);
        }
        release(s);
    }
}

bool H2Session::finished() const
{
    if (!session_ || !fatal_.empty())
        return true;
    if ((goaway_ || exhausted_) && open_ == 0)
        return true;
    return !nghttp2_session_want_read(session_) && !nghttp2_session_want_write(session_) && outHead_ >= out_.size();
}

} // namespace bw
