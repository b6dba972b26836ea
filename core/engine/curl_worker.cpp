#include "curl_worker.h"

#include "engine/curl_error_class.h"
#include "engine/event_poller.h"
#include "engine/mono_clock.h"
#include "engine/open_pacer.h"
#include "engine/url.h"
#include "engine/worker_recorder.h"
#include "engine/worker_rules.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <curl/curl.h>
#include <fcntl.h>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace bw {

namespace {

struct Vu {
    CURL* easy = nullptr;
    CURLU* url = nullptr;
    int index = 0;
    bool inFlight = false;
    bool inIdleList = false;
    uint64_t sendNs = 0, intendedNs = 0;
    uint64_t retryAtNs = 0, backoffNs = 0;
    uint64_t bodyIn = 0;
    char errorText[CURL_ERROR_SIZE] = {};   // libcurl's message for the last failure
};

size_t discardBody(char*, size_t size, size_t n, void* user)
{
    static_cast<Vu*>(user)->bodyIn += size * n;
    return size * n;
}

} // namespace

struct CurlWorker::Impl {
    WorkerContext ctx;
    RunPlan& plan;
    WorkerRecorder rec;
    OpenPacer pacer;
    bool open;
    CURLM* multi = nullptr;
    curl_slist* headers = nullptr;
    std::string userAgent;          // set as CURLOPT_USERAGENT unless the user gave one
    std::vector<Vu> vus;
    std::vector<Vu*> idle;
    uint64_t now = 0;
    bool sendingStopped = false;
    uint64_t requestBodyBytes = 0;
    // Event-driven multi interface: libcurl tells which sockets to watch and
    // when to call it back; only the sockets that are ready get processed.
    EventPoller poller;
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

    SocketState& socketState(curl_socket_t s)
    {
        if (size_t(s) >= sockets.size())
            sockets.resize(size_t(s) + 64);
        return sockets[size_t(s)];
    }

    void unregister(curl_socket_t s, SocketState& st)
    {
        if (st.flags & kRegistered)
            poller.remove(s);
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
        bool ok = d->poller.watch(s, tag, want & kIn, want & kOut, known);
        if (!ok && errno == EEXIST)
            ok = d->poller.watch(s, tag, want & kIn, want & kOut, true);
        if (!ok && errno == ENOENT)
            ok = d->poller.watch(s, tag, want & kIn, want & kOut, false);
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

    explicit Impl(WorkerContext c)
        : ctx(std::move(c)), plan(*ctx.plan), rec(plan, *ctx.ring),
          pacer(plan, rateShare(ctx.vus.size(), plan.maxVus), double(ctx.worker) / double(std::max(1, ctx.threads))), open(plan.rate > 0)
    {
    }

    ~Impl()
    {
        for (Vu& v : vus) {
            if (v.easy) {
                if (v.inFlight && multi)
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

    // Nothing, or why this worker cannot run (a library or OS failure).
    std::optional<Error> setup()
    {
        const LoadConfig& cfg = *ctx.config;
        multi = curl_multi_init();
        if (!multi)
            return Error(std::string(), "curl_multi_init failed");
        curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, long(ctx.vus.size()) + 4);
        curl_multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, &Impl::onSocket);
        curl_multi_setopt(multi, CURLMOPT_SOCKETDATA, this);
        curl_multi_setopt(multi, CURLMOPT_TIMERFUNCTION, &Impl::onTimer);
        curl_multi_setopt(multi, CURLMOPT_TIMERDATA, this);
        if (!poller.valid())
            return Error(std::string(), std::string("cannot create the event poller: ") + std::strerror(errno));
        if (cfg.http2)
            curl_multi_setopt(multi, CURLMOPT_PIPELINING, long(CURLPIPE_MULTIPLEX));
        // The request must be the native engine's, byte for byte (see
        // buildHttp1Request): our User-Agent where libcurl puts its own (after
        // Host, before Accept), the user's headers, and no header the user did
        // not ask for: "Name:" with no value turns off one libcurl would add.
        bool sawUa = false, sawType = false;
        for (const auto& h : cfg.headers) {
            headers = curl_slist_append(headers, (h.name + ": " + h.value).c_str());
            std::string lower = h.name;
            std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
            sawUa = sawUa || lower == "user-agent";
            sawType = sawType || lower == "content-type";
        }
        if (!sawUa)
            userAgent = "benchwork/" BENCHWORK_VERSION;
        if (!sawType)
            headers = curl_slist_append(headers, "Content-Type:");   // not application/x-www-form-urlencoded
        headers = curl_slist_append(headers, "Expect:");   // never wait for 100-continue
        requestBodyBytes = cfg.body.size();
        vus.resize(ctx.vus.size());
        for (size_t i = 0; i < vus.size(); ++i) {
            Vu& v = vus[i];
            v.index = ctx.vus[i];
            v.url = curl_url();
            if (!v.url || curl_url_set(v.url, CURLUPART_URL, cfg.url.c_str(), 0) != CURLUE_OK)
                return Error(std::string(), "libcurl cannot parse the URL '" + cfg.url + "'");
            v.easy = curl_easy_init();
            if (!v.easy)
                return Error(std::string(), "curl_easy_init failed");
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
            curl_easy_setopt(e, CURLOPT_HTTPHEADER, headers);
            curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, long(plan.timeoutNs / 1'000'000));
            curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, long(plan.timeoutNs / 1'000'000));
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
        return std::nullopt;
    }

    bool vuActive(const Vu& v) const { return v.index < plan.activeVusAt(now); }

    void send(Vu& v, uint64_t intended)
    {
        if (plan.measured(now) && !plan.claim()) {
            sendingStopped = plan.countMode;
            return;
        }
        v.intendedNs = intended;
        v.sendNs = now;
        v.bodyIn = 0;
        v.errorText[0] = '\0';
        if (curl_multi_add_handle(multi, v.easy) != CURLM_OK) {
            rec.error(ErrorClass::Send, v.sendNs, now);
            return;
        }
        v.inFlight = true;
    }

    void becomeIdle(Vu& v)
    {
        if (sendingStopped || now < v.retryAtNs)
            return;
        if (!open) {
            if (vuActive(v))
                send(v, now);
        } else if (!v.inIdleList) {
            v.inIdleList = true;
            idle.push_back(&v);
        }
    }

    void onDone(CURL* e, CURLcode rc)
    {
        Vu* v = nullptr;
        curl_easy_getinfo(e, CURLINFO_PRIVATE, reinterpret_cast<char**>(&v));
        curl_multi_remove_handle(multi, e);
        v->inFlight = false;
        long code = 0;
        curl_easy_getinfo(e, CURLINFO_RESPONSE_CODE, &code);
        long connects = 0;
        curl_easy_getinfo(e, CURLINFO_NUM_CONNECTS, &connects);
        for (long i = 0; i < connects; ++i)
            rec.connected();
        if (rc == CURLE_OK) {
            long headerBytes = 0, requestBytes = 0;
            curl_easy_getinfo(e, CURLINFO_HEADER_SIZE, &headerBytes);
            curl_easy_getinfo(e, CURLINFO_REQUEST_SIZE, &requestBytes);
            plan.everConnected.fetch_add(1, std::memory_order_relaxed);
            rec.complete(v->sendNs, v->intendedNs, now, int(code), uint64_t(headerBytes) + v->bodyIn,
                         uint64_t(requestBytes) + requestBodyBytes);
            v->backoffNs = 0;
        } else {
            ErrorClass cls = classifyCurlResult(rc, code > 0, v->errorText);
            if (plan.wantsExample(int(cls)))
                plan.noteExample(int(cls), v->errorText[0] ? std::string(v->errorText) : std::string(curl_easy_strerror(rc)));
            rec.error(cls, v->sendNs, now);
            if (cls == ErrorClass::Connect) {
                v->backoffNs = worker_rules::nextBackoffNs(v->backoffNs);
                v->retryAtNs = now + v->backoffNs;
            } else {
                plan.everConnected.fetch_add(code > 0 ? 1 : 0, std::memory_order_relaxed);
            }
        }
        v->sendNs = 0;
        becomeIdle(*v);
    }

    void drainDone()
    {
        int left = 0;
        while (CURLMsg* m = curl_multi_info_read(multi, &left)) {
            if (m->msg == CURLMSG_DONE) {
                now = monoNowNs();
                onDone(m->easy_handle, m->data.result);
            }
        }
    }

    void scan()
    {
        for (Vu& v : vus)
            if (!v.inFlight && !v.inIdleList && now >= v.retryAtNs)
                becomeIdle(v);
    }

    void dispatchOpen()
    {
        while (!sendingStopped && pacer.due(now)) {
            if (idle.empty())
                return;
            Vu* v = idle.back();
            idle.pop_back();
            v->inIdleList = false;
            uint64_t intended = pacer.take();
            rec.openSend(intended, now);
            send(*v, intended);
        }
    }

    uint64_t inFlightMeasured() const
    {
        uint64_t n = 0;
        for (const Vu& v : vus)
            if (v.inFlight && plan.measured(v.sendNs))
                ++n;
        return n;
    }

    bool anyInFlight() const
    {
        for (const Vu& v : vus)
            if (v.inFlight)
                return true;
        return false;
    }

    void run()
    {
        if (auto e = setup()) {
            plan.setFatal(e->text());
            rec.begin();
            rec.finish(monoNowNs(), 0);
            return;
        }
        rec.begin();
        now = monoNowNs();
        uint64_t nextScan = now;
        std::vector<EventPoller::Event> events(256);
        for (;;) {
            now = monoNowNs();
            rec.tick(now);
            if (plan.stop.load(std::memory_order_relaxed) || now >= plan.measureEndNs)
                break;
            if (plan.countMode && plan.measured(now) && plan.budget.load(std::memory_order_relaxed) <= 0) {
                sendingStopped = true;
                if (!anyInFlight())
                    break;
            }
            if (now >= nextScan) {
                scan();
                nextScan = now + worker_rules::kScanNs;
                int active = 0;
                int global = plan.activeVusAt(now);
                for (const Vu& v : vus)
                    active += v.index < global;
                rec.setLoad(active, open ? pacer.currentRate(now) : 0);
                if (worker_rules::neverConnected(plan, now))
                    plan.setFatal("could not connect to " + ctx.config->url);
            }
            if (open)
                dispatchOpen();
            int running = 0;
            now = monoNowNs();
            if (now >= timerDeadlineNs) {
                timerDeadlineNs = UINT64_MAX;
                curl_multi_socket_action(multi, CURL_SOCKET_TIMEOUT, 0, &running);
                drainDone();
                if (timerDeadlineNs <= monoNowNs())
                    continue;   // libcurl wants to be called again at once (e.g. handles re-added)
            }
            uint64_t wake = std::min(timerDeadlineNs, nextScan);
            if (open && !idle.empty() && !sendingStopped)
                wake = std::min(wake, pacer.nextNs());
            now = monoNowNs();
            int timeout = worker_rules::waitMs(now, wake);
            int n = poller.wait(events.data(), int(events.size()), timeout);
            if (n < 0) {
                plan.setFatal(std::string("event polling failed: ") + std::strerror(errno));
                break;
            }
            for (int i = 0; i < n; ++i) {
                const EventPoller::Event& ev = events[size_t(i)];
                auto s = curl_socket_t(intptr_t(ev.tag));
                if (!wantedEvent(s))
                    continue;
                int mask = (ev.readable ? CURL_CSELECT_IN : 0) | (ev.writable ? CURL_CSELECT_OUT : 0);
                curl_multi_socket_action(multi, s, mask, &running);
            }
            now = monoNowNs();
            drainDone();
        }
        now = monoNowNs();
        rec.finish(now, inFlightMeasured(), open ? &pacer : nullptr);
    }
};

CurlWorker::CurlWorker(WorkerContext ctx) : d(std::make_unique<Impl>(std::move(ctx))) {}
CurlWorker::~CurlWorker() = default;
void CurlWorker::run() { d->run(); }

} // namespace bw
