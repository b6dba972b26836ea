#include "h3_session.h"

#include "flow/response_capture.h"

#include "engine/http3/quic_compat.h"
#include "engine/http3/quic_errors.h"

#include <algorithm>

namespace bw {

namespace {

// A client's bidirectional streams: ids 0, 4, 8... (RFC 9000 2.1).
bool isRequestStream(int64_t id) { return (id & 0x3) == 0; }

int parseStatus(nghttp3_rcbuf* value)
{
    const nghttp3_vec v = nghttp3_rcbuf_get_buf(value);
    if (v.len != 3)
        return 0;
    int code = 0;
    for (size_t i = 0; i < 3; ++i) {
        if (v.base[i] < '0' || v.base[i] > '9')
            return 0;
        code = code * 10 + (v.base[i] - '0');
    }
    return code >= 100 ? code : 0;
}

} // namespace

// nghttp3's callbacks, unpacked onto the session (conn_user_data) and the
// slot (stream_user_data, set at submit).
struct H3Callbacks {
    static H3Session& of(void* user) { return *static_cast<H3Session*>(user); }
    static H3Stream* slot(void* streamUser) { return static_cast<H3Stream*>(streamUser); }

    static nghttp3_ssize readData(nghttp3_conn*, int64_t, nghttp3_vec* vec, size_t veccnt, uint32_t* pflags,
                                  void* user, void* streamUser)
    {
        // The whole body at once: the run's request's, which outlives the
        // connection, or a set entry's kept by the stream.
        (void)user;
        H3Stream* s = slot(streamUser);
        const std::string_view body = s ? s->body : std::string_view();
        if (veccnt == 0)
            return 0;
        vec[0].base = reinterpret_cast<uint8_t*>(const_cast<char*>(body.data()));
        vec[0].len = body.size();
        *pflags |= NGHTTP3_DATA_FLAG_EOF;
        return 1;
    }

    static int streamClose(nghttp3_conn*, int64_t, uint64_t code, void* user, void* streamUser)
    {
        H3Session& h = of(user);
        H3Stream* s = slot(streamUser);
        if (!s)
            return 0;
        if (!s->ended) {
            h.end(*s);
            if (code == NGHTTP3_H3_REQUEST_REJECTED) {
                h.listener_.onH3Retry(*s);
            } else {
                h.why_ = code == NGHTTP3_H3_NO_ERROR
                             ? std::string("the HTTP/3 stream closed before its response was complete")
                             : "HTTP/3 stream closed with " + quic::applicationErrorName(code);
                h.listener_.onH3Failed(*s, ErrorClass::Receive, h.why_.c_str());
            }
        }
        h.release(*s);
        return 0;
    }

    static int recvData(nghttp3_conn*, int64_t id, const uint8_t* data, size_t n, void* user, void* streamUser)
    {
        if (H3Stream* s = slot(streamUser); s && s->capture)
            s->capture->body(reinterpret_cast<const char*>(data), n);   // a flow's step that reads its body
        // DATA payload is not in read_stream's return: credit it here.
        of(user).control_.consumed(id, n);
        return 0;
    }

    static int deferredConsume(nghttp3_conn*, int64_t id, size_t n, void* user, void*)
    {
        of(user).control_.consumed(id, n);
        return 0;
    }

    static int recvHeader(nghttp3_conn*, int64_t, int32_t token, nghttp3_rcbuf* name, nghttp3_rcbuf* value, uint8_t,
                          void*, void* streamUser)
    {
        H3Stream* s = slot(streamUser);
        if (s && token == NGHTTP3_QPACK_TOKEN__STATUS) {
            s->status = parseStatus(value);   // an interim (1xx) status is overwritten by the final one
            if (s->capture)
                s->capture->clearHeaders();
        } else if (s && s->capture) {
            const nghttp3_vec n = nghttp3_rcbuf_get_buf(name), v = nghttp3_rcbuf_get_buf(value);
            s->capture->header(reinterpret_cast<const char*>(n.base), n.len, reinterpret_cast<const char*>(v.base), v.len);
        }
        return 0;
    }

    static int endStream(nghttp3_conn*, int64_t, void* user, void* streamUser)
    {
        H3Session& h = of(user);
        H3Stream* s = slot(streamUser);
        if (!s || s->ended)
            return 0;
        h.end(*s);
        h.listener_.onH3Response(*s);
        return 0;
    }

    static int stopSending(nghttp3_conn*, int64_t id, uint64_t code, void* user, void*)
    {
        of(user).control_.stopSending(id, code);
        return 0;
    }

    // nghttp3 asks for RESET_STREAM: the response broke HTTP's rules
    // (RFC 9114 4.1.2, H3_MESSAGE_ERROR) or a header block could not be
    // decoded.
    static int resetStream(nghttp3_conn*, int64_t id, uint64_t code, void* user, void* streamUser)
    {
        H3Session& h = of(user);
        h.control_.resetStream(id, code);
        H3Stream* s = slot(streamUser);
        if (!s || s->ended)
            return 0;
        s->resetCode = code;
        h.end(*s);
        h.why_ = "malformed HTTP/3 response (we reset the stream with " + quic::applicationErrorName(code) + ")";
        h.listener_.onH3Failed(*s, ErrorClass::Protocol, h.why_.c_str());
        return 0;
    }

    static int shutdown(nghttp3_conn*, int64_t id, void* user)
    {
        of(user).onGoaway(id);
        return 0;
    }
};

H3Session::H3Session(const H3Request& request, H3Listener& listener, H3StreamControl& control)
    : request_(request), listener_(listener), control_(control)
{
    nghttp3_callbacks cb{};
    cb.stream_close = H3Callbacks::streamClose;
    cb.recv_data = H3Callbacks::recvData;
    cb.deferred_consume = H3Callbacks::deferredConsume;
    cb.recv_header = H3Callbacks::recvHeader;
    cb.end_stream = H3Callbacks::endStream;
    cb.stop_sending = H3Callbacks::stopSending;
    cb.reset_stream = H3Callbacks::resetStream;
    cb.shutdown = H3Callbacks::shutdown;
    nghttp3_settings settings;
    nghttp3_settings_default(&settings);
    // Let the server compress response headers with a dynamic table (as
    // browsers and h2load do); requests are encoded without one.
    settings.qpack_max_dtable_capacity = 4096;
    settings.qpack_blocked_streams = 100;
    const int rv = nghttp3_conn_client_new(&conn_, &cb, &settings, nullptr, this);
    if (rv != 0) {
        conn_ = nullptr;
        fail("cannot create the HTTP/3 session", rv);
    }
}

H3Session::~H3Session()
{
    if (conn_)
        nghttp3_conn_del(conn_);
}

void H3Session::fail(const char* what, int rv)
{
    if (!error_.empty())
        return;
    error_ = std::string(what) + ": " + nghttp3_strerror(rv);
    closeCode_ = nghttp3_err_infer_quic_app_error_code(rv);
}

bool H3Session::bind(int64_t control, int64_t qpackEncoder, int64_t qpackDecoder)
{
    int rv = nghttp3_conn_bind_control_stream(conn_, control);
    if (rv == 0)
        rv = nghttp3_conn_bind_qpack_streams(conn_, qpackEncoder, qpackDecoder);
    if (rv != 0) {
        fail("cannot open the HTTP/3 control streams", rv);
        return false;
    }
    return true;
}

H3Stream* H3Session::byId(int64_t id) const
{
    if (!isRequestStream(id))
        return nullptr;
    H3Stream* s = byId_[size_t(id >> 2) & (byId_.size() - 1)];
    return s && s->id == id ? s : nullptr;
}

void H3Session::index(H3Stream& s)
{
    // Ids only grow and at most slots_.size() streams are open: with four
    // times as many entries an open stream's entry is never taken over.
    if (byId_.size() < slots_.size() * 4) {
        std::vector<H3Stream*> bigger(byId_.size() * 2, nullptr);
        for (H3Stream& o : slots_)
            if (o.id >= 0)
                bigger[size_t(o.id >> 2) & (bigger.size() - 1)] = &o;
        byId_.swap(bigger);
    }
    byId_[size_t(s.id >> 2) & (byId_.size() - 1)] = &s;
}

H3Stream* H3Session::submit(int64_t id, int tag, const H3Send* send)
{
    if (!ok() || goaway_)
        return nullptr;
    H3Stream* s;
    if (!free_.empty()) {
        s = free_.back();
        free_.pop_back();
    } else {
        s = &slots_.emplace_back();
    }
    std::string store = std::move(s->bodyStore);
    *s = H3Stream{};
    s->bodyStore = std::move(store);
    s->id = id;
    s->tag = tag;
    nghttp3_data_reader reader{};
    reader.read_data = H3Callbacks::readData;
    int rv = 0;
    if (send) {
        if (send->copyBody) {
            s->bodyStore.assign(send->body);
            s->body = s->bodyStore;
        } else {
            s->body = send->body;
        }
        rv = nghttp3_conn_submit_request(conn_, id, send->fields, send->fieldCount, send->hasBody ? &reader : nullptr, s);
    } else {
        s->body = request_.body();
        rv = nghttp3_conn_submit_request(conn_, id, request_.fields(), request_.fieldCount(), request_.hasBody() ? &reader : nullptr, s);
    }
    if (rv != 0) {
        s->id = -1;
        free_.push_back(s);
        if (rv == NGHTTP3_ERR_CONN_CLOSING)
            goaway_ = true;
        else
            fail("cannot submit the HTTP/3 request", rv);
        return nullptr;
    }
    index(*s);
    ++open_;
    ++live_;
    return s;
}

void H3Session::end(H3Stream& s)
{
    if (s.ended)
        return;
    s.ended = true;
    --live_;
}

void H3Session::release(H3Stream& s)
{
    if (s.id < 0)
        return;
    if (byId(s.id) == &s)
        byId_[size_t(s.id >> 2) & (byId_.size() - 1)] = nullptr;
    if (!s.ended)
        end(s);
    s.id = -1;
    --open_;
    free_.push_back(&s);
}

void H3Session::cancel(H3Stream& s)
{
    if (s.id < 0 || s.ended)
        return;
    end(s);
    nghttp3_conn_shutdown_stream_read(conn_, s.id);
}

H3Stream* H3Session::find(int tag)
{
    for (H3Stream& s : slots_)
        if (s.id >= 0 && !s.ended && s.tag == tag)
            return &s;
    return nullptr;
}

int64_t H3Session::receive(int64_t id, const uint8_t* data, size_t n, bool fin, uint64_t nowNs)
{
    if (H3Stream* s = byId(id))
        s->bytesIn += n;
    const nghttp3_ssize rv = quic::readStream(conn_, id, data, n, fin, nowNs);
    if (rv < 0) {
        fail("HTTP/3 error from the server", int(rv));
        return -1;
    }
    return rv;
}

bool H3Session::streamReset(int64_t id, uint64_t code)
{
    if (H3Stream* s = byId(id); s && !s->ended) {
        end(*s);
        if (code == NGHTTP3_H3_REQUEST_REJECTED) {
            listener_.onH3Retry(*s);
        } else {
            why_ = "stream reset by the server (RESET_STREAM " + quic::applicationErrorName(code) + ")";
            listener_.onH3Failed(*s, ErrorClass::Receive, why_.c_str());
        }
    }
    const int rv = nghttp3_conn_shutdown_stream_read(conn_, id);
    if (rv != 0 && nghttp3_err_is_fatal(rv)) {
        fail("HTTP/3 error after a stream reset", rv);
        return false;
    }
    return true;
}

bool H3Session::stopSendingReceived(int64_t id)
{
    const int rv = nghttp3_conn_shutdown_stream_read(conn_, id);
    if (rv != 0 && nghttp3_err_is_fatal(rv)) {
        fail("HTTP/3 error after STOP_SENDING", rv);
        return false;
    }
    return true;
}

bool H3Session::streamClosed(int64_t id, uint64_t code)
{
    const int rv = nghttp3_conn_close_stream(conn_, id, code ? code : NGHTTP3_H3_NO_ERROR);
    if (rv == 0 || rv == NGHTTP3_ERR_STREAM_NOT_FOUND) {
        // A request stream nghttp3 never saw data on still holds its slot.
        if (H3Stream* s = byId(id)) {
            if (!s->ended) {
                end(*s);
                why_ = "the HTTP/3 stream closed before its response was complete";
                listener_.onH3Failed(*s, ErrorClass::Receive, why_.c_str());
            }
            release(*s);
        }
        return true;
    }
    fail("HTTP/3 error closing a stream", rv);
    return false;
}

bool H3Session::acked(int64_t id, uint64_t n)
{
    const int rv = nghttp3_conn_add_ack_offset(conn_, id, n);
    if (rv != 0) {
        fail("HTTP/3 error on an acknowledgement", rv);
        return false;
    }
    return true;
}

bool H3Session::unblocked(int64_t id)
{
    const int rv = nghttp3_conn_unblock_stream(conn_, id);
    if (rv != 0 && nghttp3_err_is_fatal(rv)) {
        fail("HTTP/3 error unblocking a stream", rv);
        return false;
    }
    return true;
}

int64_t H3Session::nextData(int64_t* id, int* fin, nghttp3_vec* vec, size_t n)
{
    *id = -1;
    *fin = 0;
    const nghttp3_ssize rv = nghttp3_conn_writev_stream(conn_, id, fin, vec, n);
    if (rv < 0) {
        fail("HTTP/3 error writing", int(rv));
        return -1;
    }
    return rv;
}

bool H3Session::wrote(int64_t id, size_t n)
{
    if (H3Stream* s = byId(id))
        s->bytesOut += n;
    const int rv = nghttp3_conn_add_write_offset(conn_, id, n);
    if (rv != 0) {
        fail("HTTP/3 error after a write", rv);
        return false;
    }
    return true;
}

void H3Session::blocked(int64_t id) { nghttp3_conn_block_stream(conn_, id); }

void H3Session::writeShut(int64_t id) { nghttp3_conn_shutdown_stream_write(conn_, id); }

void H3Session::onGoaway(int64_t id)
{
    goaway_ = true;
    goawayId_ = std::min(goawayId_, id);
    // Streams at or above the id were never processed (RFC 9114 5.2): sent
    // again elsewhere, and abandoned here.
    for (H3Stream& s : slots_) {
        if (s.id < goawayId_ || s.ended)
            continue;
        end(s);
        listener_.onH3Retry(s);
        control_.abandon(s.id, NGHTTP3_H3_REQUEST_CANCELLED);
    }
}

bool H3Session::finished() const { return goaway_ && live_ == 0; }

void H3Session::closeAll(ErrorClass cls, const char* why)
{
    for (H3Stream& s : slots_) {
        if (s.id < 0 || s.ended)
            continue;
        end(s);
        if (goaway_ && s.id >= goawayId_)
            listener_.onH3Retry(s);
        else
            listener_.onH3Failed(s, cls, why);
    }
}

} // namespace bw

namespace bw {

void H3Session::retryAll()
{
    for (H3Stream& s : slots_) {
        if (s.id < 0 || s.ended)
            continue;
        end(s);
        listener_.onH3Retry(s);
    }
}

} // namespace bw
