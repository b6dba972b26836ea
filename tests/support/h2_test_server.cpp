#include "h2_test_server.h"
#include "no_sigpipe.h"

#include <nghttp2/nghttp2.h>
#include <openssl/err.h>
#include <openssl/ssl.h>

#include <chrono>
#include <cstring>
#include <map>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bwtest {

namespace {

using Clock = std::chrono::steady_clock;

const std::string& bigBody()
{
    static const std::string b(256 * 1024, 'x');
    return b;
}

// One connection's bytes, plain or through TLS (blocking socket).
struct Wire {
    int fd = -1;
    SSL* ssl = nullptr;

    bool sendAll(const uint8_t* p, size_t n) const
    {
        while (n > 0) {
            const ssize_t w = ssl ? SSL_write(ssl, p, int(n)) : ::send(fd, p, n, MSG_NOSIGNAL);
            if (w <= 0)
                return false;
            p += w;
            n -= size_t(w);
        }
        return true;
    }
    ssize_t recv(uint8_t* p, size_t n) const { return ssl ? SSL_read(ssl, p, int(n)) : ::recv(fd, p, n, 0); }
    bool pending() const { return ssl && SSL_pending(ssl) > 0; }
};

struct StreamInfo {
    std::string path;
    std::string seen;           // "name: value\n" per header field, then "\n" and the body once complete
    const std::string* body = nullptr;
    size_t offset = 0;
};

struct Pending {
    int32_t id;
    Clock::time_point due;
};

} // namespace

struct H2TestServer::Conn {
    H2TestServer* server = nullptr;
    nghttp2_session* session = nullptr;
    std::map<int32_t, StreamInfo> streams;
    std::vector<Pending> pending;
    uint32_t open = 0;
    uint32_t requestsHere = 0;
    int32_t goawayLastId = INT32_MAX;
    bool badFrame = false;              // /bad-frame asked: a DATA frame on stream 0 goes out next
};

struct H2ServerCallbacks {
    using Conn = H2TestServer::Conn;
    static Conn& conn(void* user) { return *static_cast<Conn*>(user); }

    static int onBeginHeaders(nghttp2_session*, const nghttp2_frame* frame, void* user)
    {
        if (frame->hd.type != NGHTTP2_HEADERS || frame->headers.cat != NGHTTP2_HCAT_REQUEST)
            return 0;
        Conn& c = conn(user);
        c.streams[frame->hd.stream_id];
        ++c.open;
        uint32_t seen = c.server->maxOpen_.load();
        while (c.open > seen && !c.server->maxOpen_.compare_exchange_weak(seen, c.open)) {
        }
        return 0;
    }

    static int onHeader(nghttp2_session*, const nghttp2_frame* frame, const uint8_t* name, size_t namelen,
                        const uint8_t* value, size_t valuelen, uint8_t, void* user)
    {
        if (frame->hd.type != NGHTTP2_HEADERS)
            return 0;
        auto it = conn(user).streams.find(frame->hd.stream_id);
        if (it == conn(user).streams.end())
            return 0;
        it->second.seen.append(reinterpret_cast<const char*>(name), namelen).append(": ");
        it->second.seen.append(reinterpret_cast<const char*>(value), valuelen).append("\n");
        if (namelen == 5 && std::memcmp(name, ":path", 5) == 0)
            it->second.path.assign(reinterpret_cast<const char*>(value), valuelen);
        return 0;
    }

    static int onDataChunk(nghttp2_session*, uint8_t, int32_t id, const uint8_t* data, size_t len, void* user)
    {
        auto it = conn(user).streams.find(id);
        if (it != conn(user).streams.end()) {
            if (it->second.seen.find("\n\n") == std::string::npos)
                it->second.seen += "\n";
            it->second.seen.append(reinterpret_cast<const char*>(data), len);
        }
        return 0;
    }

    static ssize_t readBody(nghttp2_session*, int32_t, uint8_t* buf, size_t length, uint32_t* flags,
                            nghttp2_data_source* source, void*)
    {
        auto* st = static_cast<StreamInfo*>(source->ptr);
        size_t n = std::min(length, st->body->size() - st->offset);
        std::memcpy(buf, st->body->data() + st->offset, n);
        st->offset += n;
        if (st->offset == st->body->size())
            *flags |= NGHTTP2_DATA_FLAG_EOF;
        return ssize_t(n);
    }

    static void respond(Conn& c, int32_t id)
    {
        auto it = c.streams.find(id);
        if (it == c.streams.end())
            return;
        StreamInfo& st = it->second;
        if (st.path == "/bad-frame") {
            c.badFrame = true;
            return;
        }
        if (st.path == "/rst") {
            nghttp2_submit_rst_stream(c.session, NGHTTP2_FLAG_NONE, id, NGHTTP2_INTERNAL_ERROR);
            ++c.server->resets_;
            return;
        }
        std::string status = "200";
        if (st.path.rfind("/status/", 0) == 0 && st.path.size() == 11)
            status = st.path.substr(8);
        st.body = st.path == "/big" ? &bigBody() : &c.server->options_.body;
        std::string length = std::to_string(st.body->size());
        nghttp2_nv hdrs[] = {
            {(uint8_t*)":status", (uint8_t*)status.data(), 7, status.size(), NGHTTP2_NV_FLAG_NONE},
            {(uint8_t*)"content-length", (uint8_t*)length.data(), 14, length.size(), NGHTTP2_NV_FLAG_NONE},
        };
        nghttp2_data_provider prd{};
        prd.source.ptr = &st;
        prd.read_callback = readBody;
        nghttp2_submit_response(c.session, id, hdrs, 2, &prd);
    }

    static int onFrameRecv(nghttp2_session*, const nghttp2_frame* frame, void* user)
    {
        Conn& c = conn(user);
        if (frame->hd.type == NGHTTP2_RST_STREAM) {
            ++c.server->clientResets_;
            return 0;
        }
        if ((frame->hd.type != NGHTTP2_HEADERS && frame->hd.type != NGHTTP2_DATA) || !(frame->hd.flags & NGHTTP2_FLAG_END_STREAM))
            return 0;
        int32_t id = frame->hd.stream_id;
        if (id > c.goawayLastId || !c.streams.count(id))
            return 0;   // above our GOAWAY: the client retries it elsewhere
        ++c.server->requests_;
        ++c.requestsHere;
        {
            StreamInfo& st = c.streams[id];
            if (st.seen.find("\n\n") == std::string::npos)
                st.seen += "\n";
            std::lock_guard<std::mutex> lk(c.server->keptMutex_);
            if (c.server->kept_.size() < c.server->options_.keep)
                c.server->kept_.push_back(st.seen);
        }
        const H2TestServer::Options& o = c.server->options_;
        if (o.delayMs > 0)
            c.pending.push_back({id, Clock::now() + std::chrono::milliseconds(o.delayMs)});
        else
            respond(c, id);
        if (o.goawayAfter && c.requestsHere == o.goawayAfter) {
            nghttp2_submit_goaway(c.session, NGHTTP2_FLAG_NONE, id, NGHTTP2_NO_ERROR, nullptr, 0);
            c.goawayLastId = id;
            ++c.server->goaways_;
        }
        return 0;
    }

    static int onFrameSend(nghttp2_session*, const nghttp2_frame* frame, void* user)
    {
        if ((frame->hd.type == NGHTTP2_DATA || frame->hd.type == NGHTTP2_HEADERS) && (frame->hd.flags & NGHTTP2_FLAG_END_STREAM))
            ++conn(user).server->responses_;
        return 0;
    }

    static int onStreamClose(nghttp2_session*, int32_t id, uint32_t, void* user)
    {
        Conn& c = conn(user);
        if (c.streams.erase(id))
            --c.open;
        return 0;
    }
};

H2TestServer::H2TestServer(Options options) : options_(std::move(options)) {}

H2TestServer::~H2TestServer() { stopServing(); }

bool H2TestServer::start()
{
    if (options_.tls) {
        if (!options_.alpn.empty())
            tls_.options.alpn = {options_.alpn};
        if (!tls_.make())
            return false;
    }
    return startServing();
}

std::string H2TestServer::url(const std::string& path) const
{
    return (options_.tls ? "https://127.0.0.1:" : "http://127.0.0.1:") + std::to_string(port()) + path;
}

void H2TestServer::serveConnection(int fd)
{
    Wire wire;
    wire.fd = fd;
    if (tls_.context()) {
        wire.ssl = SSL_new(tls_.context());
        SSL_set_fd(wire.ssl, fd);
        if (SSL_accept(wire.ssl) != 1) {
            SSL_free(wire.ssl);
            ERR_clear_error();
            releaseConnection(fd);
            return;
        }
        ++tlsHandshakes_;
    }
    Conn c;
    c.server = this;
    nghttp2_session_callbacks* cbs = nullptr;
    nghttp2_session_callbacks_new(&cbs);
    nghttp2_session_callbacks_set_on_begin_headers_callback(cbs, H2ServerCallbacks::onBeginHeaders);
    nghttp2_session_callbacks_set_on_header_callback(cbs, H2ServerCallbacks::onHeader);
    nghttp2_session_callbacks_set_on_data_chunk_recv_callback(cbs, H2ServerCallbacks::onDataChunk);
    nghttp2_session_callbacks_set_on_frame_recv_callback(cbs, H2ServerCallbacks::onFrameRecv);
    nghttp2_session_callbacks_set_on_frame_send_callback(cbs, H2ServerCallbacks::onFrameSend);
    nghttp2_session_callbacks_set_on_stream_close_callback(cbs, H2ServerCallbacks::onStreamClose);
    nghttp2_option* opt = nullptr;
    nghttp2_option_new(&opt);
    if (options_.stallUploads)
        nghttp2_option_set_no_auto_window_update(opt, 1);
    nghttp2_session_server_new2(&c.session, cbs, &c, opt);
    nghttp2_option_del(opt);
    nghttp2_session_callbacks_del(cbs);

    nghttp2_settings_entry settings[] = {
        {NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS, options_.maxConcurrent},
        {NGHTTP2_SETTINGS_INITIAL_WINDOW_SIZE, options_.stallUploads ? 0u : 65535u},
    };
    nghttp2_submit_settings(c.session, NGHTTP2_FLAG_NONE, settings, 2);

    std::vector<uint8_t> buf(64 * 1024);
    while (!stopping()) {
        const uint8_t* out = nullptr;
        ssize_t n;
        bool broken = false;
        while ((n = nghttp2_session_mem_send(c.session, &out)) > 0)
            if (!wire.sendAll(out, size_t(n))) {
                broken = true;
                break;
            }
        if (c.badFrame && !broken) {
            // A 9-byte frame header: length 0, DATA, no flags, stream 0. DATA
            // on stream 0 is a connection error (RFC 9113 6.1).
            static const uint8_t frame[9] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
            c.badFrame = false;
            broken = !wire.sendAll(frame, sizeof frame);
        }
        if (broken || n < 0 || (!nghttp2_session_want_read(c.session) && !nghttp2_session_want_write(c.session)))
            break;
        int waitMs = 50;
        auto now = Clock::now();
        for (const Pending& p : c.pending)
            waitMs = std::min<int>(waitMs, int(std::max<int64_t>(0, std::chrono::duration_cast<std::chrono::milliseconds>(p.due - now).count())));
        pollfd p{fd, POLLIN, 0};
        int r = wire.pending() ? 1 : ::poll(&p, 1, waitMs);
        if (r > 0) {
            ssize_t got = wire.recv(buf.data(), buf.size());
            if (got <= 0 || nghttp2_session_mem_recv(c.session, buf.data(), size_t(got)) < 0)
                break;
        }
        now = Clock::now();
        for (size_t i = 0; i < c.pending.size();) {
            if (c.pending[i].due <= now) {
                H2ServerCallbacks::respond(c, c.pending[i].id);
                c.pending.erase(c.pending.begin() + long(i));
            } else {
                ++i;
            }
        }
    }
    const bool sentGoaway = c.goawayLastId != INT32_MAX;
    nghttp2_session_del(c.session);
    if (wire.ssl) {
        SSL_shutdown(wire.ssl);
        SSL_free(wire.ssl);
        ERR_clear_error();
    }
    if (sentGoaway)
        lingerBeforeClose(fd);
    releaseConnection(fd);
}

// A lingering close after a GOAWAY, as nginx's: stop writing, then read
// and drop what the client still sends (requests above the GOAWAY's last
// stream) until it closes, for at most a second. Closing with those unread
// would reset the connection, and a reset can reach the client before it
// has read the GOAWAY (over TLS its failed write then ends the connection
// with nothing more to read: send errors for requests the server refused).
void H2TestServer::lingerBeforeClose(int fd)
{
    ::shutdown(fd, SHUT_WR);
    const auto until = Clock::now() + std::chrono::seconds(1);
    char sink[4096];
    while (!stopping() && Clock::now() < until) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 50) > 0 && ::recv(fd, sink, sizeof sink, 0) <= 0)
            break;   // the client closed (or the connection failed)
    }
}

std::vector<std::string> H2TestServer::keptRequests() const
{
    std::lock_guard<std::mutex> lk(keptMutex_);
    return kept_;
}

} // namespace bwtest
