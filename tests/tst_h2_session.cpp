// The HTTP/2 session layer (core/engine/h2_session) on its own, driven by a
// small blocking loop in this file over a real loopback socket against the
// in-process nghttp2 server (tests/support/h2_test_server): exact counts,
// streams per connection, the server's stream limit, GOAWAY mid-run with
// retries on a new connection, RST_STREAM and flow-control stalls in their
// classes, small windows; the request's header fields; and the memory pool
// nghttp2 allocates from (core/engine/h2_memory).
#include "engine/http2/h2_memory.h"
#include "engine/http2/h2_request.h"
#include "engine/http2/h2_session.h"
#include "engine/url.h"
#include "h2_test_server.h"
#include "no_sigpipe.h"
#include "test_main.h"

#include <QtTest>

#include <arpa/inet.h>
#include <chrono>
#include <map>
#include <algorithm>
#include <memory>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using bwtest::H2TestServer;

namespace {

int connectTo(int port)
{
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    bwtest::noSigpipe(fd);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(uint16_t(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// Sends `total` requests over as many connections as it takes, one
// connection at a time, `streams` at once; reconnects when a session is
// finished (GOAWAY) and resends what the server never processed.
struct Driver : bw::H2Listener {
    bw::LoadConfig cfg;
    std::unique_ptr<bw::H2Request> request;
    bw::H2Options options;
    int port = 0;
    uint64_t total = 0;
    uint64_t submitted = 0, completed = 0, retried = 0, connections = 0, bytesIn = 0;
    uint64_t failed[8] = {};
    std::string lastWhy;
    std::map<int, uint64_t> statuses;
    std::unique_ptr<bw::H2Session> session;

    void onH2Response(bw::H2Stream& s) override
    {
        ++completed;
        ++statuses[s.status];
        bytesIn += s.bytesIn;
    }
    void onH2Failed(bw::H2Stream&, bw::ErrorClass cls, const char* why) override
    {
        ++failed[int(cls)];
        lastWhy = why;
    }
    void onH2Retry(bw::H2Stream&) override
    {
        ++retried;
        --submitted;   // to be sent again
    }

    void prepare(const std::string& url)
    {
        cfg.url = url;
        request = std::make_unique<bw::H2Request>(cfg, *bw::parseUrl(url));
    }

    // Points the driver at `path` on srv, `streams` at once, `requests` in all.
    void aim(const H2TestServer& srv, const std::string& path, uint32_t streams, uint64_t requests)
    {
        port = srv.port();
        prepare(srv.url(path));
        options.maxStreams = streams;
        total = requests;
    }

    uint64_t ended() const
    {
        uint64_t n = completed;
        for (uint64_t f : failed)
            n += f;
        return n;
    }

    // Runs until every request ended or `limitMs` passed. False on a stuck
    // or failed connection.
    bool run(int limitMs = 20'000)
    {
        auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(limitMs);
        std::vector<uint8_t> buf(64 * 1024);
        while (ended() < total && std::chrono::steady_clock::now() < until) {
            int fd = connectTo(port);
            if (fd < 0)
                return false;
            ++connections;
            session = std::make_unique<bw::H2Session>(*request, *this, options);
            if (!session->ok())
                return false;
            bool lost = false;
            while (!session->finished() && ended() < total && std::chrono::steady_clock::now() < until) {
                while (submitted < total && session->canSubmit()) {
                    bw::H2Stream* s = session->submit();
                    if (!s)
                        break;
                    ++submitted;
                }
                std::string_view out = session->output();
                while (!out.empty()) {
                    ssize_t w = ::send(fd, out.data(), out.size(), MSG_NOSIGNAL);
                    if (w <= 0) {
                        lost = true;
                        break;
                    }
                    session->consume(size_t(w));
                    out = session->output();
                }
                if (lost)
                    break;
                pollfd p{fd, POLLIN, 0};
                if (::poll(&p, 1, 50) <= 0)
                    continue;
                ssize_t n = ::recv(fd, buf.data(), buf.size(), 0);
                if (n <= 0 || !session->receive(buf.data(), size_t(n))) {
                    lost = true;
                    break;
                }
            }
            session->closeAll(session->error().empty() ? bw::ErrorClass::Receive : bw::ErrorClass::Protocol,
                              session->error().empty() ? "connection closed" : session->error().c_str());
            session.reset();
            ::close(fd);
            if (lost && ended() < total && retried == 0 && failed[int(bw::ErrorClass::Receive)] == 0)
                return false;
        }
        return ended() == total;
    }
};

} // namespace

class TestH2Session : public QObject {
    Q_OBJECT
private slots:
    void exactCountManyStreams()
    {
        H2TestServer srv({});
        QVERIFY(srv.start());
        Driver d;
        d.aim(srv, "/json", 8, 2000);
        QVERIFY(d.run());
        QCOMPARE(d.completed, quint64(2000));
        QCOMPARE(d.statuses[200], quint64(2000));
        QCOMPARE(srv.requests(), quint64(2000));
        QCOMPARE(d.connections, quint64(1));
        QVERIFY(srv.maxOpenStreams() <= 8);
        QVERIFY(d.bytesIn >= 2000 * (9 + 9 + 11));   // a HEADERS and a DATA frame per response at least
    }

    // With answers delayed, every stream the client may open is open at once
    // on the server side: exactly the lower of the client's streams and the
    // server's limit, never more, and none is refused (10 asked, 3 allowed:
    // it opens 3).
    void openStreamsStopAtTheLowerLimit_data()
    {
        QTest::addColumn<uint32_t>("streams");       // the client's
        QTest::addColumn<uint32_t>("serverLimit");   // SETTINGS_MAX_CONCURRENT_STREAMS
        QTest::addColumn<int>("delayMs");            // each answer held back this long
        QTest::addColumn<quint64>("requests");
        QTest::newRow("client's 6") << 6u << 100u << 30 << quint64(60);
        QTest::newRow("server's 3") << 10u << 3u << 20 << quint64(45);
    }
    void openStreamsStopAtTheLowerLimit()
    {
        QFETCH(uint32_t, streams);
        QFETCH(uint32_t, serverLimit);
        QFETCH(int, delayMs);
        QFETCH(quint64, requests);
        H2TestServer srv({.maxConcurrent = serverLimit, .delayMs = delayMs});
        QVERIFY(srv.start());
        Driver d;
        d.aim(srv, "/", streams, requests);
        QVERIFY(d.run());
        QCOMPARE(d.completed, requests);
        QCOMPARE(d.retried, quint64(0));
        QCOMPARE(srv.maxOpenStreams(), std::min(streams, serverLimit));
    }

    // GOAWAY after 7 requests on every connection: the streams above its
    // last-stream-id are retried on a new connection; the count stays exact
    // on both sides and nothing is an error.
    void goawayMidRunRetried()
    {
        H2TestServer srv({.goawayAfter = 7});
        QVERIFY(srv.start());
        Driver d;
        d.aim(srv, "/", 4, 100);
        QVERIFY(d.run());
        QCOMPARE(d.completed, quint64(100));
        QCOMPARE(d.ended(), quint64(100));
        QCOMPARE(srv.requests(), quint64(100));
        QVERIFY2(d.connections >= 15, qPrintable(QString::number(d.connections)));   // ceil(100 / 7)
        QVERIFY(srv.goaways() >= 14);
    }

    void rstStreamIsReceiveError()
    {
        H2TestServer srv({});
        QVERIFY(srv.start());
        Driver d;
        d.aim(srv, "/rst", 4, 20);
        QVERIFY(d.run());
        QCOMPARE(d.completed, quint64(0));
        QCOMPARE(d.failed[int(bw::ErrorClass::Receive)], quint64(20));
        QCOMPARE(srv.resets(), quint64(20));
        QVERIFY2(d.lastWhy.find("RST_STREAM INTERNAL_ERROR") != std::string::npos, d.lastWhy.c_str());
    }

    void statusIsReported()
    {
        H2TestServer srv({});
        QVERIFY(srv.start());
        Driver d;
        d.aim(srv, "/status/503", 2, 10);
        QVERIFY(d.run());
        QCOMPARE(d.statuses[503], quint64(10));
    }

    // Our window of 16 KiB against 256 KiB bodies: nghttp2's WINDOW_UPDATEs
    // keep every response flowing.
    void smallWindowStillCompletes()
    {
        H2TestServer srv({});
        QVERIFY(srv.start());
        Driver d;
        d.aim(srv, "/big", 3, 9);
        d.options.windowBytes = 16 * 1024;
        QVERIFY(d.run());
        QCOMPARE(d.completed, quint64(9));
        QVERIFY(d.bytesIn >= 9ull * 256 * 1024);
    }

    // The server never opens its window: the POST body cannot leave, the
    // session says so, and cancel() resets the stream.
    void flowControlStallDetected()
    {
        H2TestServer srv({.stallUploads = true});
        QVERIFY(srv.start());
        Driver d;
        d.port = srv.port();
        d.cfg.method = "POST";
        d.cfg.body = std::string(1000, 'b');
        d.prepare(srv.url("/upload"));
        int fd = connectTo(srv.port());
        QVERIFY(fd >= 0);
        bw::H2Session s(*d.request, d, d.options);
        bw::H2Stream* stream = nullptr;
        std::vector<uint8_t> buf(16 * 1024);
        auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        bool stalled = false;
        while (std::chrono::steady_clock::now() < until && !stalled) {
            if (!stream && s.canSubmit())
                stream = s.submit();
            for (std::string_view out = s.output(); !out.empty(); out = s.output()) {
                ssize_t w = ::send(fd, out.data(), out.size(), MSG_NOSIGNAL);
                QVERIFY(w > 0);
                s.consume(size_t(w));
            }
            // Stalled once the server's SETTINGS (window 0) are in and the
            // request headers went out.
            stalled = stream && stream->bytesOut > 0 && s.flowStalled(*stream);
            pollfd p{fd, POLLIN, 0};
            if (!stalled && ::poll(&p, 1, 20) > 0) {
                ssize_t n = ::recv(fd, buf.data(), buf.size(), 0);
                QVERIFY(n > 0 && s.receive(buf.data(), size_t(n)));
            }
        }
        QVERIFY(stalled);
        QCOMPARE(srv.requests(), quint64(0));
        s.cancel(*stream);
        for (std::string_view out = s.output(); !out.empty(); out = s.output()) {
            ssize_t w = ::send(fd, out.data(), out.size(), MSG_NOSIGNAL);
            QVERIFY(w > 0);
            s.consume(size_t(w));
        }
        QTRY_COMPARE_WITH_TIMEOUT(srv.clientResets(), quint64(1), 10'000);
        s.closeAll(bw::ErrorClass::Receive, "closed");
        QCOMPARE(d.ended(), quint64(0));   // a cancelled stream is the caller's to count
        ::close(fd);
    }

    // Bytes that are not HTTP/2 (an HTTP/1.1 answer to our preface): the
    // session fails with a message, and its open streams land in Protocol.
    void notHttp2IsProtocolError()
    {
        Driver d;
        d.prepare("http://127.0.0.1:1/");
        bw::H2Session s(*d.request, d, d.options);
        QVERIFY(s.ok());
        QVERIFY(!s.output().empty());   // preface and SETTINGS
        const char reply[] = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n";
        // nghttp2 answers a bad frame with GOAWAY PROTOCOL_ERROR: the
        // session has failed once that went out, if not already on receipt.
        s.receive(reinterpret_cast<const uint8_t*>(reply), sizeof reply - 1);
        for (std::string_view out = s.output(); !out.empty(); out = s.output())
            s.consume(out.size());
        QVERIFY(!s.error().empty());
        QVERIFY2(s.error().find("PROTOCOL_ERROR") != std::string::npos || s.error().find("framing") != std::string::npos,
                 s.error().c_str());
        QVERIFY(s.finished());
        QVERIFY(!s.canSubmit());
    }

    void requestFields()
    {
        bw::LoadConfig c;
        c.url = "http://127.0.0.1:8080/a?b=1";
        c.method = "POST";
        c.body = "hello";
        c.headers = {{"Host", "example.test"}, {"X-Trace", "7"}, {"Connection", "keep-alive"}, {"Accept", "text/plain"}};
        bw::H2Request r(c, *bw::parseUrl(c.url));
        std::vector<std::pair<std::string, std::string>> got;
        for (size_t i = 0; i < r.fieldCount(); ++i)
            got.emplace_back(std::string(reinterpret_cast<const char*>(r.fields()[i].name), r.fields()[i].namelen),
                             std::string(reinterpret_cast<const char*>(r.fields()[i].value), r.fields()[i].valuelen));
        std::vector<std::pair<std::string, std::string>> want = {
            {":method", "POST"}, {":scheme", "http"}, {":authority", "example.test"}, {":path", "/a?b=1"},
            {"user-agent", "benchwork/" BENCHWORK_VERSION}, {"x-trace", "7"}, {"accept", "text/plain"},
            {"content-length", "5"}};
        QCOMPARE(got.size(), want.size());
        for (size_t i = 0; i < want.size(); ++i) {
            QCOMPARE(got[i].first, want[i].first);
            QCOMPARE(got[i].second, want[i].second);
        }
        QCOMPARE(r.body(), std::string("hello"));

        // "User-Agent:" and "Accept:" given empty: neither the defaults nor
        // empty fields (HTTP/3 takes these same fields: h3_request.h).
        c.headers = {{"User-Agent", ""}, {"Accept", " "}, {"X-Empty", ""}};
        bw::H2Request bare(c, *bw::parseUrl(c.url));
        got.clear();
        for (const auto& [name, value] : bare.fieldPairs())
            got.emplace_back(name, value);
        want = {{":method", "POST"}, {":scheme", "http"}, {":authority", "127.0.0.1:8080"}, {":path", "/a?b=1"},
                {"x-empty", ""}, {"content-length", "5"}};
        QCOMPARE(got, want);
    }

    // The pool on its own: blocks keep malloc's alignment and their
    // contents, a freed block is the next one handed out for its size,
    // resizing within a block keeps it, across blocks copies, and blocks
    // above the largest class come from malloc.
    void memoryPoolBlocks()
    {
        bw::H2MemoryPool pool;
        std::vector<std::pair<unsigned char*, size_t>> blocks;
        for (size_t size : {size_t(1), size_t(15), size_t(16), size_t(17), size_t(200), size_t(1024), size_t(1025),
                            size_t(5000)}) {
            auto* p = static_cast<unsigned char*>(pool.allocate(size));
            QVERIFY(p);
            QCOMPARE(reinterpret_cast<uintptr_t>(p) % 16, uintptr_t(0));
            for (size_t i = 0; i < size; ++i)
                p[i] = static_cast<unsigned char>(size + i);
            blocks.emplace_back(p, size);
        }
        QCOMPARE(pool.blocksInUse(), size_t(8));
        for (auto [p, size] : blocks)   // no block overlapped another
            for (size_t i = 0; i < size; ++i)
                QCOMPARE(p[i], static_cast<unsigned char>(size + i));

        void* small = blocks[4].first;   // 200 bytes: the 208-byte class
        pool.release(small);
        QCOMPARE(pool.allocate(193), small);   // same class: the freed block again
        for (size_t i = 0; i < 193; ++i)
            static_cast<unsigned char*>(small)[i] = static_cast<unsigned char>(7 * i);
        QCOMPARE(pool.resize(small, 208), small);   // still fits
        auto* grown = static_cast<unsigned char*>(pool.resize(small, 3000));   // now a large block
        QVERIFY(grown != small);
        for (size_t i = 0; i < 193; ++i)
            QCOMPARE(grown[i], static_cast<unsigned char>(7 * i));
        QCOMPARE(pool.allocate(200), small);   // the resize gave the old block back
        QCOMPARE(pool.blocksInUse(), size_t(9));

        const size_t arenas = pool.arenaBytes();
        for (int round = 0; round < 1000; ++round) {   // churn within the same sizes takes no new arena
            void* a = pool.allocate(48);
            void* b = pool.allocate(700);
            pool.release(a);
            pool.release(b);
        }
        QCOMPARE(pool.arenaBytes(), arenas);
        QCOMPARE(pool.blocksInUse(), size_t(9));
        pool.release(grown);
        pool.release(small);
        for (auto [p, size] : blocks)
            if (p != blocks[4].first)
                pool.release(p);
        QCOMPARE(pool.blocksInUse(), size_t(0));
        QCOMPARE(pool.resize(nullptr, 32) != nullptr, true);   // realloc(NULL, n) is malloc(n)
    }

    // Sessions allocating from one pool (as a worker's connections do): the
    // run is exact, every block nghttp2 took comes back when its session is
    // deleted, and a second run of the same shape reuses the first one's
    // memory instead of growing the pool.
    void sessionsOnThePool()
    {
        bw::H2MemoryPool pool;
        if (!pool.mem())
            QSKIP("an AddressSanitizer build: nghttp2 allocates with malloc, so the sanitizer sees it");
        H2TestServer srv({});
        QVERIFY(srv.start());
        size_t firstArenas = 0;
        for (int run = 0; run < 2; ++run) {
            Driver d;
            d.aim(srv, "/json", 8, 1000);
            d.options.mem = pool.mem();
            QVERIFY(d.run());
            QCOMPARE(d.completed, quint64(1000));
            QCOMPARE(d.statuses[200], quint64(1000));
            QCOMPARE(pool.blocksInUse(), size_t(0));
            QVERIFY(pool.arenaBytes() > 0);
            if (run == 0)
                firstArenas = pool.arenaBytes();
            else
                QVERIFY2(pool.arenaBytes() <= firstArenas + bw::H2MemoryPool::kArenaBytes,
                         qPrintable(QString("the pool grew from %1 to %2 bytes").arg(firstArenas).arg(pool.arenaBytes())));
        }
    }
};

BW_TEST_GUILESS_MAIN(TestH2Session)
#include "tst_h2_session.moc"
