#include "curl_transport.h"

#include "flow/response_capture.h"

#include "engine/curl/curl_error_class.h"
#include "engine/curl/curl_set_requests.h"
#include "engine/loop/mono_clock.h"
#include "engine/loop/worker_loop.h"
#include "engine/request/request_defaults.h"
#include "engine/url.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <curl/curl.h>
#include <fcntl.h>
#include <memory>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace bw {

namespace {

struct Slot {
    CURL* easy = nullptr;
    CURLU* url = nullptr;
    int index = 0;
    int req = -1;               // the request in flight (-1: none)
    bool pendingReady = false;  // connect() asked; connReady() on the next timer turn
    uint64_t bodyIn = 0;
    uint64_t bodyOut = 0;       // the request body's bytes (the run's, or the set entry's)
    char errorText[CURL_ERROR_SIZE] = {};   // libcurl's message for the last failure
    CurlSetRequests::SlotBuffers set;       // request set: this slot's rendered URL, body, headers
    ResponseCapture* capture = nullptr;     // a flow's step: where its response is kept (null: nowhere)
};

size_t discardBody(char* data, size_t size, size_t n, void* user)
{
    Slot& v = *static_cast<Slot*>(user);
    v.bodyIn += size * n;
    if (v.capture)
        v.capture->body(data, size * n);   // a flow's step that reads its body
    return size * n;
}

// Response header lines: only a flow's step that reads them asks for them.
size_t keepHeader(char* data, size_t size, size_t n, void* user)
{
    Slot& v = *static_cast<Slot*>(user);
    const size_t len = size * n;
    if (!v.capture)
        return len;
    std::string_view line(data, len);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
        line.remove_suffix(1);
    if (line.rfind("HTTP/", 0) == 0) {
        v.capture->clearHeaders();   // a new (final, or interim) response begins
        return len;
    }
    const size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0)
        return len;
    std::string_view value = line.substr(colon + 1);
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t'))
        value.remove_prefix(1);
    v.capture->header(line.data(), colon, value.data(), value.size());
    return len;
}

} // namespace

struct CurlTransport::Impl {
    WorkerLoop* loop = nullptr;
    CURLM* multi = nullptr;
    curl_slist* headers = nullptr;
    std::string userAgent;          // set as CURLOPT_USERAGENT unless the user gave one
    std::vector<Slot> slots;
    std::unique_ptr<CurlSetRequests> setRequests;   // a request set's entries (null: the run's one request)
    std::vector<int> pending;       // slots waiting for connReady()
    uint64_t requestBodyBytes = 0;
    // Per fd: what the poller has registered and what libcurl wants now.
    // libcurl drops a connection's socket from its interest (CURL_POLL_REMOVE)
    // every time its transfer ends and asks for it again when the handle is
    // re-added; keeping the registration across that gap saves two epoll_ctl
    // calls a request. Only sockets we opened ourselves (kOwned) get this:
    // their close goes through onClose, so a stale registration can never be
    // mistaken for a later socket with the same number.
    enum : uint8_t { kIn = 1, kOut = 2, kRegistered = 4, kOwned = 8 };
    struct SocketState {
        uint8_t flags = 0;    // kIn/kOut as registered, kRegistered, kOwned
        uint8_t wanted = 0;   // kIn/kOut as libcurl last asked
    };
    std::vector<SocketState> sockets;   // by fd
    uint64_t timerDeadlineNs = UINT64_MAX;

    ~Impl()
    {
        for (Slot& v : slots) {
            if (v.easy) {
                if (v.req >= 0 && multi)
                    curl_multi_remove_handle(multi, v.easy);
                curl_easy_cleanup(v.easy);
            }
            if (v.url)
                curl_url_cleanup(v.url);
        }
        if (multi)
            curl_multi_cleanup(multi);
        if (headers)
            curl_slist_free_all(headers);
    }

    SocketState& socketState(curl_socket_t s)
    {
        if (size_t(s) >= sockets.size())
            sockets.resize(size_t(s) + 64);
        return sockets[size_t(s)];
    }

    void unregister(curl_socket_t s, SocketState& st)
    {
        if (st.flags & kRegistered)
            loop->poller().remove(s);
        st.flags &= uint8_t(~(kRegistered | kIn | kOut));
    }

    static int onSocket(CURL*, curl_socket_t s, int what, void* user, void*)
    {
        auto* d = static_cast<Impl*>(user);
        if (s < 0)
            return 0;
        SocketState& st = d->socketState(s);
        if (what == CURL_POLL_REMOVE) {
            st.wanted = 0;
            if (!(st.flags & kOwned))
                d->unregister(s, st);
            return 0;   // an owned socket stays registered until it is closed or reports an event
        }
        uint8_t want = uint8_t((what & CURL_POLL_IN ? kIn : 0) | (what & CURL_POLL_OUT ? kOut : 0));
        st.wanted = want;
        if ((st.flags & kRegistered) && (st.flags & (kIn | kOut)) == want)
            return 0;
        void* tag = reinterpret_cast<void*>(intptr_t(s));
        bool known = st.flags & kRegistered;
        EventPoller& poller = d->loop->poller();
        bool ok = poller.watch(s, tag, want & kIn, want & kOut, known);
        if (!ok && errno == EEXIST)
            ok = poller.watch(s, tag, want & kIn, want & kOut, true);
        if (!ok && errno == ENOENT)
            ok = poller.watch(s, tag, want & kIn, want & kOut, false);
        st.flags = uint8_t((st.flags & kOwned) | (ok ? kRegistered | want : 0));
        return 0;
    }

    static curl_socket_t onOpen(void* user, curlsocktype purpose, curl_sockaddr* addr)
    {
        auto* d = static_cast<Impl*>(user);
        if (purpose != CURLSOCKTYPE_IPCXN)
            return CURL_SOCKET_BAD;
#ifdef SOCK_CLOEXEC
        curl_socket_t s = ::socket(addr->family, addr->socktype | SOCK_CLOEXEC, addr->protocol);
#else
        curl_socket_t s = ::socket(addr->family, addr->socktype, addr->protocol);
        if (s >= 0)
            fcntl(s, F_SETFD, FD_CLOEXEC);
#endif
        if (s >= 0)
            d->socketState(s) = SocketState{kOwned, 0};
        return s;
    }

    static int onClose(void* user, curl_socket_t s)
    {
        auto* d = static_cast<Impl*>(user);
        if (s >= 0 && size_t(s) < d->sockets.size())
            d->sockets[size_t(s)] = SocketState{};   // closing drops it from the poller too
        return ::close(s);
    }

    // An event on a socket libcurl no longer wants: drop the registration
    // kept across transfers (level-triggered, it would report again).
    bool wantedEvent(curl_socket_t s)
    {
        SocketState& st = socketState(s);
        if (st.wanted)
            return true;
        unregister(s, st);
        return false;
    }

    static int onTimer(CURLM*, long timeoutMs, void* user)
    {
        auto* d = static_cast<Impl*>(user);
        d->timerDeadlineNs = timeoutMs < 0 ? UINT64_MAX : monoNowNs() + uint64_t(timeoutMs) * 1'000'000ull;
        return 0;
    }

    std::optional<Error> setup()
    {
        const WorkerContext& ctx = loop->context();
        const LoadConfig& cfg = *ctx.config;
        multi = curl_multi_init();
        if (!multi)
            return Error(std::string(), "curl_multi_init failed");
        curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, long(ctx.vus.size()) + 4);
        curl_multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, &Impl::onSocket);
        curl_multi_setopt(multi, CURLMOPT_SOCKETDATA, this);
        curl_multi_setopt(multi, CURLMOPT_TIMERFUNCTION, &Impl::onTimer);
        curl_multi_setopt(multi, CURLMOPT_TIMERDATA, this);
        if (cfg.http2)
            curl_multi_setopt(multi, CURLMOPT_PIPELINING, long(CURLPIPE_MULTIPLEX));
        // The request must be the native engine's, byte for byte (see
        // buildHttp1Request): our User-Agent where libcurl puts its own (after
        // Host, before Accept), the user's headers, and no header the user did
        // not ask for: "Name:" with no value turns off one libcurl would add.
        bool sawUa = false, sawType = false;
        for (const auto& h : cfg.headers) {
            headers = curl_slist_append(headers, curlHeaderLine(h.name, h.value).c_str());
            std::string lower = h.name;
            std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
            sawUa = sawUa || lower == "user-agent";
            sawType = sawType || lower == "content-type";
        }
        if (!sawUa)
            userAgent = kDefaultUserAgent;
        if (!sawType)
            headers = curl_slist_append(headers, "Content-Type:");   // not application/x-www-form-urlencoded
        headers = curl_slist_append(headers, "Expect:");   // never wait for 100-continue
        requestBodyBytes = cfg.body.size();
        if (const CompiledRequests* set = loop->requestSet()) {
            auto u = parseUrl(cfg.url);
            setRequests = std::make_unique<CurlSetRequests>(*set, u ? u->scheme + "://" + u->hostHeader() : std::string());
        }
        slots.resize(size_t(loop->connections()));
        for (size_t i = 0; i < slots.size(); ++i) {
            Slot& v = slots[i];
            v.index = int(i);
            v.url = curl_url();
            if (!v.url || curl_url_set(v.url, CURLUPART_URL, cfg.url.c_str(), 0) != CURLUE_OK)
                return Error(std::string(), "libcurl cannot parse the URL '" + cfg.url + "'");
            v.easy = curl_easy_init();
            if (!v.easy)
                return Error(std::string(), "curl_easy_init failed");
            configure(v, cfg);
            if (setRequests)
                setRequests->reserve(v.set);
        }
        return std::nullopt;
    }

    // Request deadlines are the loop's (cancel()); libcurl gets none of its own.
    void configure(Slot& v, const LoadConfig& cfg)
    {
        CURL* e = v.easy;
        curl_easy_setopt(e, CURLOPT_CURLU, v.url);
        curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(e, CURLOPT_OPENSOCKETFUNCTION, &Impl::onOpen);
        curl_easy_setopt(e, CURLOPT_OPENSOCKETDATA, this);
        curl_easy_setopt(e, CURLOPT_CLOSESOCKETFUNCTION, &Impl::onClose);
        curl_easy_setopt(e, CURLOPT_CLOSESOCKETDATA, this);
        curl_easy_setopt(e, CURLOPT_PRIVATE, &v);
        curl_easy_setopt(e, CURLOPT_ERRORBUFFER, v.errorText);
        curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, discardBody);
        curl_easy_setopt(e, CURLOPT_WRITEDATA, &v);
        curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, keepHeader);
        curl_easy_setopt(e, CURLOPT_HEADERDATA, &v);
        curl_easy_setopt(e, CURLOPT_HTTPHEADER, headers);
        curl_easy_setopt(e, CURLOPT_TCP_NODELAY, 1L);
        curl_easy_setopt(e, CURLOPT_FOLLOWLOCATION, 0L);
        if (cfg.method == "HEAD")
            curl_easy_setopt(e, CURLOPT_NOBODY, 1L);
        else if (cfg.method != "GET" || !cfg.body.empty())
            curl_easy_setopt(e, CURLOPT_CUSTOMREQUEST, cfg.method.c_str());
        if (!userAgent.empty())
            curl_easy_setopt(e, CURLOPT_USERAGENT, userAgent.c_str());
        // as the native engine: a body, or a method that carries one, gets Content-Length (0 if empty)
        if (!cfg.body.empty() || cfg.method == "POST" || cfg.method == "PUT" || cfg.method == "PATCH") {
            curl_easy_setopt(e, CURLOPT_POSTFIELDS, cfg.body.data());
            curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(cfg.body.size()));
        }
        // the native transport's floor: TLS 1.2 unless 1.3 is asked
        curl_easy_setopt(e, CURLOPT_SSLVERSION, long(cfg.tlsMin == "1.3" ? CURL_SSLVERSION_TLSv1_3 : CURL_SSLVERSION_TLSv1_2));
        if (cfg.insecure) {
            curl_easy_setopt(e, CURLOPT_SSL_VERIFYPEER, 0L);
            curl_easy_setopt(e, CURLOPT_SSL_VERIFYHOST, 0L);
        }
        if (!cfg.proxy.empty()) {
            curl_easy_setopt(e, CURLOPT_PROXY, cfg.proxy.c_str());
        } else {
            // Ignore the *_proxy environment variables; "*" also spares
            // libcurl reading no_proxy from the environment per request.
            curl_easy_setopt(e, CURLOPT_PROXY, "");
            curl_easy_setopt(e, CURLOPT_NOPROXY, "*");
        }
        curl_easy_setopt(e, CURLOPT_HTTP_VERSION,
                         cfg.http2 ? (cfg.url.rfind("https", 0) == 0 ? long(CURL_HTTP_VERSION_2TLS)
                                                                     : long(CURL_HTTP_VERSION_2_PRIOR_KNOWLEDGE))
                                   : long(CURL_HTTP_VERSION_1_1));
        // No CURLOPT_PIPEWAIT: with prior-knowledge h2c, libcurl 7.88
        // fails streams that wait on a connection still being set up.
    }

    // The connections libcurl opened for this transfer, with its timings.
    void reportConnects(Slot& v, CURL* e)
    {
        long connects = 0;
        curl_easy_getinfo(e, CURLINFO_NUM_CONNECTS, &connects);
        if (connects <= 0)
            return;
        curl_off_t connectUs = 0, appUs = 0;
        curl_easy_getinfo(e, CURLINFO_CONNECT_TIME_T, &connectUs);
        curl_easy_getinfo(e, CURLINFO_APPCONNECT_TIME_T, &appUs);
        const uint64_t tlsNs = appUs > connectUs ? uint64_t(appUs - connectUs) * 1000 : 0;
        for (long i = 0; i < connects; ++i)
            loop->connOpened(v.index, uint64_t(connectUs) * 1000, tlsNs, false);
    }

    void onDone(CURL* e, CURLcode rc)
    {
        Slot* v = nullptr;
        curl_easy_getinfo(e, CURLINFO_PRIVATE, reinterpret_cast<char**>(&v));
        curl_multi_remove_handle(multi, e);
        const int req = v->req;
        v->req = -1;
        if (req < 0)
            return;
        long code = 0;
        curl_easy_getinfo(e, CURLINFO_RESPONSE_CODE, &code);
        if (rc == CURLE_OK) {
            reportConnects(*v, e);
            long headerBytes = 0, requestBytes = 0;
            curl_easy_getinfo(e, CURLINFO_HEADER_SIZE, &headerBytes);
            curl_easy_getinfo(e, CURLINFO_REQUEST_SIZE, &requestBytes);
            loop->completed(req, int(code), uint64_t(headerBytes) + v->bodyIn, uint64_t(requestBytes) + v->bodyOut);
            return;
        }
        ErrorClass cls = classifyCurlResult(rc, code > 0, v->errorText);
        if (code > 0)
            reportConnects(*v, e);   // it got as far as a response: it was connected
        if (loop->wantsExample(cls))
            loop->noteExample(cls, v->errorText[0] ? std::string(v->errorText) : std::string(curl_easy_strerror(rc)));
        loop->failed(req, cls, 0, true);   // the slot reopens (after a backoff for connect and TLS errors)
    }

    void drainDone()
    {
        int left = 0;
        while (CURLMsg* m = curl_multi_info_read(multi, &left))
            if (m->msg == CURLMSG_DONE)
                onDone(m->easy_handle, m->data.result);
    }
};

CurlTransport::CurlTransport() : d(std::make_unique<Impl>()) {}
CurlTransport::~CurlTransport() = default;

std::optional<Error> CurlTransport::setup(WorkerLoop& loop)
{
    d->loop = &loop;
    return d->setup();
}

// libcurl connects when the first transfer starts: the slot is ready at
// once, reported on the next turn of the loop (never from inside connect(),
// so a slot that keeps failing cannot recurse).
void CurlTransport::connect(int conn)
{
    Slot& v = d->slots[size_t(conn)];
    if (!v.pendingReady) {
        v.pendingReady = true;
        d->pending.push_back(conn);
    }
}

void CurlTransport::send(int conn, int req)
{
    Slot& v = d->slots[size_t(conn)];
    v.bodyIn = 0;
    v.bodyOut = d->requestBodyBytes;
    v.errorText[0] = '\0';
    if (d->setRequests) {
        const int64_t body = d->setRequests->aim(v.easy, v.url, d->loop->entryOf(req), d->loop->drawOf(req), v.set,
                                                 d->loop->flowValuesOf(req));
        v.capture = d->loop->captureOf(req);
        if (body < 0) {
            d->loop->noteText(ErrorClass::Send, "libcurl refused the URL of a request set entry");
            d->loop->failed(req, ErrorClass::Send, 0, true);
            return;
        }
        v.bodyOut = uint64_t(body);
    }
    if (curl_multi_add_handle(d->multi, v.easy) != CURLM_OK) {
        d->loop->noteText(ErrorClass::Send, "libcurl refused the transfer (curl_multi_add_handle)");
        d->loop->failed(req, ErrorClass::Send, 0, true);
        return;
    }
    v.req = req;
}

void CurlTransport::cancel(int conn, int req)
{
    Slot& v = d->slots[size_t(conn)];
    if (v.req != req)
        return;
    curl_multi_remove_handle(d->multi, v.easy);   // libcurl closes the unfinished connection
    v.req = -1;
    d->loop->failed(req, ErrorClass::Timeout, 0, true);
}

void CurlTransport::close(int conn)
{
    Slot& v = d->slots[size_t(conn)];
    v.pendingReady = false;
    if (v.req >= 0) {
        curl_multi_remove_handle(d->multi, v.easy);
        v.req = -1;
    }
}

void CurlTransport::onEvent(const EventPoller::Event& ev)
{
    auto s = curl_socket_t(intptr_t(ev.tag));
    if (!d->wantedEvent(s))
        return;
    int running = 0;
    int mask = (ev.readable ? CURL_CSELECT_IN : 0) | (ev.writable ? CURL_CSELECT_OUT : 0);
    curl_multi_socket_action(d->multi, s, mask, &running);
    d->drainDone();
}

uint64_t CurlTransport::nextTimerNs() const { return d->pending.empty() ? d->timerDeadlineNs : 0; }

void CurlTransport::onTimer()
{
    if (d->timerDeadlineNs <= monoNowNs()) {
        d->timerDeadlineNs = UINT64_MAX;
        int running = 0;
        curl_multi_socket_action(d->multi, CURL_SOCKET_TIMEOUT, 0, &running);
        d->drainDone();
    }
    std::vector<int> ready;
    ready.swap(d->pending);
    for (int conn : ready) {
        Slot& v = d->slots[size_t(conn)];
        if (!v.pendingReady)
            continue;
        v.pendingReady = false;
        d->loop->connReady(conn);
    }
}

} // namespace bw
