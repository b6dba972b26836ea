#include "link/shaping_link.h"

#include "engine/loop/mono_clock.h"
#include "engine/net/event_poller.h"
#include "link/link_model.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <deque>
#include <list>
#include <map>
#include <queue>
#include <thread>
#include <vector>

namespace bw {

namespace {

constexpr size_t kReadBytes = 16384;              // one read: the unit of delay
constexpr size_t kPipeWindowBytes = 4u << 20;     // bytes one direction of one connection holds (a TCP window)
constexpr int64_t kBlockedRecheckNs = 1000000;    // a reader waiting for room looks again after 1 ms

int64_t monoNs() { return int64_t(monoNowNs()); }

double threadCpuSec() { return double(threadCpuNs()) / 1e9; }

bool nonBlocking(int fd)
{
    const int flags = fcntl(fd, F_GETFL, 0);
    return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 && fcntl(fd, F_SETFD, FD_CLOEXEC) == 0;
}

void noSigPipe([[maybe_unused]] int fd)
{
#ifdef SO_NOSIGPIPE
    int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#endif
}

ssize_t sendBytes(int fd, const char* p, size_t n)
{
#ifdef MSG_NOSIGNAL
    return ::send(fd, p, n, MSG_NOSIGNAL);
#else
    return ::send(fd, p, n, 0);
#endif
}

bool wouldBlock(int e) { return e == EAGAIN || e == EWOULDBLOCK; }

// One direction's bottleneck, shared by every connection and datagram going
// that way: bytes leave at the rate, in the order they came; the queue holds
// what has not left yet.
struct LinkQueue {
    double bytesPerNs = 0;   // 0: unlimited
    int64_t txDone = 0;      // when everything queued so far has left
    uint64_t limit = 0;
    uint64_t waiting(int64_t now) const
    {
        return bytesPerNs > 0 && txDone > now ? uint64_t(double(txDone - now) * bytesPerNs) : 0;
    }
    bool room(int64_t now, size_t n) const { return bytesPerNs <= 0 || waiting(now) + n <= limit; }
    // When n bytes arriving now have left the bottleneck.
    int64_t transmit(int64_t now, size_t n)
    {
        if (bytesPerNs <= 0)
            return now;
        txDone = std::max(txDone, now) + int64_t(double(n) / bytesPerNs);
        return txDone;
    }
};

struct Chunk {
    std::vector<char> bytes;
    int64_t due = 0;
    size_t sent = 0;
};

// One direction of one TCP connection.
struct Pipe {
    int from = -1, to = -1;
    int dir = 0;                 // 0: engine -> target, 1: back
    std::deque<Chunk> chunks;
    size_t pendingBytes = 0;
    int64_t lastDue = 0;
    bool readable = false;       // an edge seen and not drained
    bool writable = false;
    bool blocked = false;        // waiting for room at the bottleneck or in the window
    bool eof = false;            // `from` closed its sending side
    bool shutDown = false;       // that close passed on to `to`
};

struct Tag {
    enum Kind { Wake, TcpListen, UdpListen, Client, Server, Upstream } kind;
    void* object = nullptr;
};

struct Conn {
    int client = -1, server = -1;
    bool connected = false;
    bool dead = false;
    Pipe up, down;
    Tag clientTag{Tag::Client, this}, serverTag{Tag::Server, this};
};

struct UdpPeer {
    sockaddr_storage client{};
    socklen_t clientLen = 0;
    int upstream = -1;
    Tag tag{Tag::Upstream, this};
};

struct Datagram {
    std::vector<char> bytes;
    int64_t due = 0;
    bool up = true;
    UdpPeer* peer = nullptr;
};
struct LaterFirst {
    bool operator()(const Datagram& a, const Datagram& b) const { return a.due > b.due; }
};

} // namespace

struct ShapingLink::Impl {
    LinkProfile profile;
    LinkModel model;
    sockaddr_storage to{};
    socklen_t toLen = 0;
    int tcpListen = -1, udpListen = -1;
    int wake[2] = {-1, -1};
    int port = 0;
    std::thread thread;
    std::atomic<bool> stopping{false};
    EventPoller poller;
    Tag wakeTag{Tag::Wake, nullptr}, tcpTag{Tag::TcpListen, nullptr}, udpTag{Tag::UdpListen, nullptr};
    LinkQueue bottleneck[2];
    std::list<Conn> conns;
    std::map<std::string, std::unique_ptr<UdpPeer>> peers;
    std::priority_queue<Datagram, std::vector<Datagram>, LaterFirst> datagrams;
    bool tcpAcceptable = false, udpReadable = false;
    LinkStats stats;
    double delaySumMs = 0;
    uint64_t delayCount = 0;

    Impl(LinkProfile p, uint64_t seed) : profile(std::move(p)), model(profile, seed)
    {
        for (LinkQueue& b : bottleneck) {
            b.bytesPerNs = profile.bytesPerSecond() / 1e9;
            b.limit = profile.effectiveQueueBytes();
        }
    }

    double drawDelayMs()
    {
        const double ms = model.oneWayMs();
        delaySumMs += ms;
        ++delayCount;
        return ms;
    }

    void notePeak(int64_t now)
    {
        for (const LinkQueue& b : bottleneck)
            stats.peakQueueBytes = std::max(stats.peakQueueBytes, b.waiting(now));
    }

    // --- TCP -----------------------------------------------------------------

    void acceptAll(int64_t now)
    {
        while (true) {
            const int fd = ::accept(tcpListen, nullptr, nullptr);
            if (fd < 0) {
                if (errno == EINTR)
                    continue;
                tcpAcceptable = false;   // EAGAIN, or an error the next edge retries
                return;
            }
            const int server = ::socket(to.ss_family, SOCK_STREAM, 0);
            if (server < 0 || !nonBlocking(fd) || !nonBlocking(server)) {
                ::close(fd);
                if (server >= 0)
                    ::close(server);
                continue;
            }
            noSigPipe(fd);
            noSigPipe(server);
            int one = 1;
            setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            setsockopt(server, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            if (::connect(server, reinterpret_cast<const sockaddr*>(&to), toLen) != 0 && errno != EINPROGRESS) {
                ::close(fd);
                ::close(server);
                continue;
            }
            Conn& c = conns.emplace_back();
            c.client = fd;
            c.server = server;
            c.up.from = fd;
            c.up.to = server;
            c.down.from = server;
            c.down.to = fd;
            c.down.dir = 1;
            c.down.writable = true;
            // The handshake: over a network the first bytes reach the server
            // a round trip and a half after connect() (SYN, SYN-ACK, then
            // the data), though here connect() returns at once.
            c.up.lastDue = now + int64_t((drawDelayMs() + drawDelayMs() + drawDelayMs()) * 1e6);
            poller.add(fd, &c.clientTag);
            poller.add(server, &c.serverTag);
            ++stats.connections;
        }
    }

    void enqueue(Pipe& p, const char* data, size_t n, int64_t now)
    {
        Chunk c;
        c.bytes.assign(data, data + n);
        const int64_t left = bottleneck[p.dir].transmit(now, n);
        double delayMs = drawDelayMs();
        if (model.tcpChunkLost(n)) {
            delayMs += model.stallMs();
            ++stats.stalls;
        }
        c.due = std::max(p.lastDue, left + int64_t(delayMs * 1e6));
        p.lastDue = c.due;
        p.pendingBytes += n;
        (p.dir == 0 ? stats.bytesUp : stats.bytesDown) += n;
        ++(p.dir == 0 ? stats.chunksUp : stats.chunksDown);
        p.chunks.push_back(std::move(c));
        notePeak(now);
    }

    // Reads what `p` may take now; false when the connection failed.
    bool readPipe(Pipe& p, int64_t now)
    {
        char buf[kReadBytes];
        while (p.readable && !p.eof) {
            if (p.pendingBytes + kReadBytes > kPipeWindowBytes || !bottleneck[p.dir].room(now, kReadBytes)) {
                if (!p.blocked)
                    ++stats.queueFullWaits;
                p.blocked = true;
                return true;
            }
            p.blocked = false;
            const ssize_t n = ::recv(p.from, buf, sizeof buf, 0);
            if (n > 0) {
                enqueue(p, buf, size_t(n), now);
            } else if (n == 0) {
                p.eof = true;
                p.readable = false;
            } else if (wouldBlock(errno)) {
                p.readable = false;
            } else if (errno != EINTR) {
                return false;
            }
        }
        p.blocked = false;
        return true;
    }

    // Writes what is due; false when the connection failed.
    bool writePipe(Pipe& p, int64_t now)
    {
        while (p.writable && !p.chunks.empty() && p.chunks.front().due <= now) {
            Chunk& c = p.chunks.front();
            const ssize_t n = sendBytes(p.to, c.bytes.data() + c.sent, c.bytes.size() - c.sent);
            if (n > 0) {
                c.sent += size_t(n);
                if (c.sent == c.bytes.size()) {
                    p.pendingBytes -= c.bytes.size();
                    p.chunks.pop_front();
                }
            } else if (n < 0 && wouldBlock(errno)) {
                p.writable = false;
            } else if (n < 0 && errno == EINTR) {
                continue;
            } else {
                return false;
            }
        }
        if (p.eof && p.chunks.empty() && !p.shutDown) {
            ::shutdown(p.to, SHUT_WR);
            p.shutDown = true;
        }
        return true;
    }

    void closeConn(Conn& c)
    {
        for (int fd : {c.client, c.server}) {
            if (fd >= 0) {
                poller.remove(fd);
                ::close(fd);
            }
        }
        c.client = c.server = -1;
        c.dead = true;
    }

    void pumpConns(int64_t now)
    {
        for (auto it = conns.begin(); it != conns.end();) {
            Conn& c = *it;
            bool ok = true;
            if (c.connected)
                ok = readPipe(c.up, now) && writePipe(c.up, now);
            ok = ok && readPipe(c.down, now) && writePipe(c.down, now);
            if (!ok || c.dead || (c.up.shutDown && c.down.shutDown)) {
                closeConn(c);
                it = conns.erase(it);
            } else {
                ++it;
            }
        }
    }

    void onConnEvent(Conn& c, bool server, const EventPoller::Event& e)
    {
        if (server && !c.connected && (e.writable || e.hangup)) {
            int err = 0;
            socklen_t len = sizeof err;
            if (getsockopt(c.server, SOL_SOCKET, SO_ERROR, &err, &len) != 0 || err != 0) {
                c.dead = true;   // the target refused: the engine sees its connection closed
                return;
            }
            c.connected = true;
        }
        Pipe& reading = server ? c.down : c.up;
        Pipe& writing = server ? c.up : c.down;
        if (e.readable || e.hangup)
            reading.readable = true;
        if (e.writable || e.hangup)
            writing.writable = true;   // the target's side only reports it once connected (or failed: dead)
    }

    // --- UDP -----------------------------------------------------------------

    UdpPeer* peerFor(const sockaddr_storage& from, socklen_t len)
    {
        std::string key(reinterpret_cast<const char*>(&from), len);
        auto it = peers.find(key);
        if (it != peers.end())
            return it->second.get();
        auto peer = std::make_unique<UdpPeer>();
        peer->client = from;
        peer->clientLen = len;
        peer->upstream = ::socket(to.ss_family, SOCK_DGRAM, 0);
        if (peer->upstream < 0 || !nonBlocking(peer->upstream) ||
            ::connect(peer->upstream, reinterpret_cast<const sockaddr*>(&to), toLen) != 0) {
            if (peer->upstream >= 0)
                ::close(peer->upstream);
            return nullptr;
        }
        poller.add(peer->upstream, &peer->tag);
        UdpPeer* raw = peer.get();
        peers.emplace(std::move(key), std::move(peer));
        return raw;
    }

    void queueDatagram(const char* data, size_t n, bool up, UdpPeer* peer, int64_t now)
    {
        if (model.datagramLost()) {
            ++stats.datagramsLost;
            return;
        }
        LinkQueue& b = bottleneck[up ? 0 : 1];
        if (!b.room(now, n)) {
            ++stats.datagramsQueueFull;
            return;
        }
        Datagram d;
        d.bytes.assign(data, data + n);
        d.due = b.transmit(now, n) + int64_t(drawDelayMs() * 1e6);   // datagrams may overtake each other
        d.up = up;
        d.peer = peer;
        datagrams.push(std::move(d));
        notePeak(now);
    }

    void readUdpListen(int64_t now)
    {
        char buf[65536];
        while (true) {
            sockaddr_storage from{};
            socklen_t len = sizeof from;
            const ssize_t n = ::recvfrom(udpListen, buf, sizeof buf, 0, reinterpret_cast<sockaddr*>(&from), &len);
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                udpReadable = false;
                return;
            }
            if (UdpPeer* peer = peerFor(from, len))
                queueDatagram(buf, size_t(n), true, peer, now);
        }
    }

    void readUpstream(UdpPeer& peer, int64_t now)
    {
        char buf[65536];
        while (true) {
            const ssize_t n = ::recv(peer.upstream, buf, sizeof buf, 0);
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                return;   // EAGAIN, or an ICMP error the target's absence caused
            }
            queueDatagram(buf, size_t(n), false, &peer, now);
        }
    }

    void deliverDatagrams(int64_t now)
    {
        while (!datagrams.empty() && datagrams.top().due <= now) {
            const Datagram& d = datagrams.top();
            ssize_t n = d.up ? ::send(d.peer->upstream, d.bytes.data(), d.bytes.size(), 0)
                             : ::sendto(udpListen, d.bytes.data(), d.bytes.size(), 0,
                                        reinterpret_cast<const sockaddr*>(&d.peer->client), d.peer->clientLen);
            if (n >= 0)
                ++(d.up ? stats.datagramsUp : stats.datagramsDown);
            datagrams.pop();   // a full socket buffer drops it, as a network would
        }
    }

    // --- the loop -------------------------------------------------------------

    int64_t nextWakeNs(int64_t now) const
    {
        int64_t next = now + 50000000;   // at least every 50 ms (nothing else needs it: stop() wakes us)
        for (const Conn& c : conns)
            for (const Pipe* p : {&c.up, &c.down}) {
                if (!p->chunks.empty() && p->writable)
                    next = std::min(next, p->chunks.front().due);
                if (p->blocked)
                    next = std::min(next, now + kBlockedRecheckNs);
            }
        if (!datagrams.empty())
            next = std::min(next, datagrams.top().due);
        return std::max<int64_t>(0, next - now);
    }

    void run()
    {
        const double cpu0 = threadCpuSec();
        const int64_t wall0 = monoNs();
        EventPoller::Event events[64];
        while (!stopping.load(std::memory_order_acquire)) {
            int64_t now = monoNs();
            if (tcpAcceptable)
                acceptAll(now);
            if (udpReadable)
                readUdpListen(now);
            pumpConns(now);
            deliverDatagrams(now);
            const int n = poller.waitNs(events, 64, nextWakeNs(monoNs()));
            now = monoNs();
            for (int i = 0; i < n; ++i) {
                const Tag* tag = static_cast<const Tag*>(events[i].tag);
                switch (tag->kind) {
                case Tag::Wake: break;
                case Tag::TcpListen: tcpAcceptable = true; break;
                case Tag::UdpListen: udpReadable = true; break;
                case Tag::Client: onConnEvent(*static_cast<Conn*>(tag->object), false, events[i]); break;
                case Tag::Server: onConnEvent(*static_cast<Conn*>(tag->object), true, events[i]); break;
                case Tag::Upstream: readUpstream(*static_cast<UdpPeer*>(tag->object), now); break;
                }
            }
        }
        for (Conn& c : conns)
            closeConn(c);
        conns.clear();
        for (auto& [key, peer] : peers) {
            poller.remove(peer->upstream);
            ::close(peer->upstream);
        }
        peers.clear();
        stats.cpuSec = threadCpuSec() - cpu0;
        stats.wallSec = double(monoNs() - wall0) / 1e9;
        stats.addedDelayMeanMs = delayCount ? delaySumMs / double(delayCount) : 0;
        stats.modelRttP50Ms = LinkModel::rttQuantileMs(profile, 0.5);
        stats.modelRttP99Ms = LinkModel::rttQuantileMs(profile, 0.99);
    }

    void closeListeners()
    {
        for (int* fd : {&tcpListen, &udpListen, &wake[0], &wake[1]}) {
            if (*fd >= 0)
                ::close(*fd);
            *fd = -1;
        }
    }
};

ShapingLink::ShapingLink(LinkProfile profile, uint64_t seed) : d(std::make_unique<Impl>(std::move(profile), seed)) {}

ShapingLink::~ShapingLink()
{
    stop();
}

std::string ShapingLink::start(const sockaddr_storage& to, socklen_t toLen)
{
    if (d->thread.joinable())
        return "the link is already running";
    if (!d->poller.valid())
        return std::string("cannot start the link: ") + std::strerror(errno);
    d->to = to;
    d->toLen = toLen;
    auto fail = [&](const char* what) {
        const std::string why = std::string("cannot start the link (") + what + "): " + std::strerror(errno);
        d->closeListeners();
        return why;
    };
    if (::pipe(d->wake) != 0 || !nonBlocking(d->wake[0]) || !nonBlocking(d->wake[1]))
        return fail("pipe");
    d->tcpListen = ::socket(AF_INET, SOCK_STREAM, 0);
    if (d->tcpListen < 0 || !nonBlocking(d->tcpListen))
        return fail("socket");
    int one = 1;
    setsockopt(d->tcpListen, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(d->tcpListen, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || ::listen(d->tcpListen, 1024) != 0)
        return fail("bind");
    socklen_t len = sizeof addr;
    getsockname(d->tcpListen, reinterpret_cast<sockaddr*>(&addr), &len);
    d->port = ntohs(addr.sin_port);
    // UDP on the same port number, for HTTP/3 (ports of the two protocols are apart).
    d->udpListen = ::socket(AF_INET, SOCK_DGRAM, 0);
    if (d->udpListen < 0 || !nonBlocking(d->udpListen) ||
        ::bind(d->udpListen, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0)
        return fail("udp bind");
    d->poller.add(d->wake[0], &d->wakeTag);
    d->poller.add(d->tcpListen, &d->tcpTag);
    d->poller.add(d->udpListen, &d->udpTag);
    d->stopping = false;
    d->thread = std::thread([this] { d->run(); });
    return {};
}

int ShapingLink::port() const
{
    return d->port;
}

void ShapingLink::stop()
{
    if (!d->thread.joinable())
        return;
    d->stopping.store(true, std::memory_order_release);
    const char x = 1;
    [[maybe_unused]] ssize_t w = ::write(d->wake[1], &x, 1);
    d->thread.join();
    d->poller.remove(d->wake[0]);
    d->poller.remove(d->tcpListen);
    d->poller.remove(d->udpListen);
    d->closeListeners();
}

LinkStats ShapingLink::stats() const
{
    return d->stats;
}

const LinkProfile& ShapingLink::profile() const
{
    return d->profile;
}

} // namespace bw
