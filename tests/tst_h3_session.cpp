// The HTTP/3 session (core/engine/http3/h3_session) alone, with no QUIC
// under it: its stream data goes straight to an nghttp3 server in memory
// and back, or hand-made server bytes go in. Responses with their status
// and bytes, streams reused, a reset stream (receive, naming the code), a
// rejected one (retried), GOAWAY (streams at or above its id retried and
// abandoned, the rest run to their end), a malformed response (protocol),
// and the connection lost with streams open.
#include "engine_run.h"
#include "needs_http3.h"
#include "engine/engine.h"
#include "test_main.h"

#include <QtTest>

#ifdef BENCHWORK_HTTP3
#include "engine/http3/h3_session.h"
#include "engine/http3/quic_compat.h"
#include "engine/url.h"

#include <map>
#include <string>
#include <vector>

namespace {

struct Outcome {
    int tag = -1;
    std::string kind;   // response, failed, retry
    int status = 0;
    bw::ErrorClass cls = bw::ErrorClass::Receive;
    std::string why;
    uint64_t bytesIn = 0, bytesOut = 0;
};

struct Recorder final : bw::H3Listener, bw::H3StreamControl {
    std::vector<Outcome> outcomes;
    std::vector<std::pair<int64_t, uint64_t>> resets, stops, abandoned;
    uint64_t consumedBytes = 0;

    void onH3Response(bw::H3Stream& s) override
    {
        outcomes.push_back({s.tag, "response", s.status, bw::ErrorClass::Receive, {}, s.bytesIn, s.bytesOut});
    }
    void onH3Failed(bw::H3Stream& s, bw::ErrorClass cls, const char* why) override
    {
        outcomes.push_back({s.tag, "failed", s.status, cls, why, s.bytesIn, s.bytesOut});
    }
    void onH3Retry(bw::H3Stream& s) override { outcomes.push_back({s.tag, "retry", 0, bw::ErrorClass::Receive, {}, 0, 0}); }
    void stopSending(int64_t id, uint64_t code) override { stops.emplace_back(id, code); }
    void resetStream(int64_t id, uint64_t code) override { resets.emplace_back(id, code); }
    void abandon(int64_t id, uint64_t code) override { abandoned.emplace_back(id, code); }
    void consumed(int64_t, size_t n) override { consumedBytes += n; }
};

// An nghttp3 server answering every request with 200 and a small body.
struct MemoryServer {
    nghttp3_conn* conn = nullptr;
    std::string body = "hello";
    std::vector<int64_t> requests;

    MemoryServer()
    {
        nghttp3_callbacks cb{};
        cb.end_stream = [](nghttp3_conn* c, int64_t id, void* user, void*) {
            auto* self = static_cast<MemoryServer*>(user);
            self->requests.push_back(id);
            static const std::string s = ":status", v = "200", l = "content-length", five = "5";
            const nghttp3_nv nva[] = {bw::quic::makeField(s, v), bw::quic::makeField(l, five)};
            nghttp3_data_reader dr{};
            dr.read_data = [](nghttp3_conn*, int64_t, nghttp3_vec* vec, size_t, uint32_t* flags, void* u,
                              void*) -> nghttp3_ssize {
                auto* srv = static_cast<MemoryServer*>(u);
                vec[0].base = reinterpret_cast<uint8_t*>(srv->body.data());
                vec[0].len = srv->body.size();
                *flags |= NGHTTP3_DATA_FLAG_EOF;
                return 1;
            };
            return nghttp3_conn_submit_response(c, id, nva, 2, &dr);
        };
        nghttp3_settings settings;
        nghttp3_settings_default(&settings);
        nghttp3_conn_server_new(&conn, &cb, &settings, nullptr, this);
        nghttp3_conn_set_max_client_streams_bidi(conn, 100);
        nghttp3_conn_bind_control_stream(conn, 3);
        nghttp3_conn_bind_qpack_streams(conn, 7, 11);
    }
    ~MemoryServer() { nghttp3_conn_del(conn); }
};

// Moves stream data both ways until neither side has more.
void pump(bw::H3Session& client, MemoryServer& server)
{
    for (int round = 0; round < 1000; ++round) {
        bool moved = false;
        int64_t id = -1;
        int fin = 0;
        nghttp3_vec vec[16];
        int64_t n = client.nextData(&id, &fin, vec, 16);
        QVERIFY(n >= 0);
        if (id >= 0) {
            size_t total = 0;
            for (int64_t i = 0; i < n; ++i) {
                bw::quic::readStream(server.conn, id, vec[i].base, vec[i].len, false, 0);
                total += vec[i].len;
            }
            if (fin)
                bw::quic::readStream(server.conn, id, nullptr, 0, true, 0);
            QVERIFY(client.wrote(id, total));
            moved = true;
        }
        id = -1;
        fin = 0;
        n = nghttp3_conn_writev_stream(server.conn, &id, &fin, vec, 16);
        QVERIFY(n >= 0);
        if (id >= 0) {
            size_t total = 0;
            for (int64_t i = 0; i < n; ++i) {
                QVERIFY(client.receive(id, vec[i].base, vec[i].len, false, 0) >= 0);
                total += vec[i].len;
            }
            if (fin)
                QVERIFY(client.receive(id, nullptr, 0, true, 0) >= 0);
            nghttp3_conn_add_write_offset(server.conn, id, total);
            moved = true;
        }
        if (!moved)
            return;
    }
    QFAIL("the streams never went quiet");
}

// The server's control stream as bytes: its type, an empty SETTINGS, and
// optionally GOAWAY(id) (RFC 9114 6.2.1, 7.2.4, 7.2.6).
std::vector<uint8_t> serverControl(int goawayId = -1)
{
    std::vector<uint8_t> b = {0x00, 0x04, 0x00};
    if (goawayId >= 0)
        b.insert(b.end(), {0x07, 0x01, uint8_t(goawayId)});
    return b;
}

bw::LoadConfig config() { return bwtest::urlConfig("https://127.0.0.1:8443/json"); }

} // namespace
#endif

class TestH3Session : public QObject {
    Q_OBJECT
private slots:
#ifndef BENCHWORK_HTTP3
    void needsHttp3() { BWTEST_SKIP_WITHOUT_HTTP3(); }
#else
    void responsesAreReportedAndSlotsReused()
    {
        const bw::H3Request req(config(), *bw::parseUrl(config().url));
        Recorder rec;
        bw::H3Session s(req, rec, rec);
        QVERIFY(s.ok());
        QVERIFY(s.bind(2, 6, 10));
        MemoryServer srv;
        for (int round = 0; round < 3; ++round) {
            for (int i = 0; i < 4; ++i)
                QVERIFY(s.submit(int64_t(round * 16 + i * 4), round * 4 + i));
            pump(s, srv);
            for (int i = 0; i < 4; ++i)
                QVERIFY(s.streamClosed(round * 16 + i * 4, NGHTTP3_H3_NO_ERROR));
        }
        QCOMPARE(int(rec.outcomes.size()), 12);
        for (const Outcome& o : rec.outcomes) {
            QCOMPARE(o.kind, std::string("response"));
            QCOMPARE(o.status, 200);
            QVERIFY(o.bytesIn > 5);    // HEADERS and DATA frames
            QVERIFY(o.bytesOut > 10);  // the request's HEADERS frame
        }
        QCOMPARE(srv.requests.size(), size_t(12));
        QCOMPARE(s.openStreams(), 0u);
        QVERIFY(rec.consumedBytes >= 12 * 5);   // the bodies' credit given back
    }

    void resetStreamIsReceiveAndRejectedIsRetried()
    {
        const bw::H3Request req(config(), *bw::parseUrl(config().url));
        Recorder rec;
        bw::H3Session s(req, rec, rec);
        QVERIFY(s.bind(2, 6, 10));
        QVERIFY(s.submit(0, 10));
        QVERIFY(s.submit(4, 11));
        QVERIFY(s.streamReset(0, NGHTTP3_H3_INTERNAL_ERROR));
        QVERIFY(s.streamReset(4, NGHTTP3_H3_REQUEST_REJECTED));
        QCOMPARE(int(rec.outcomes.size()), 2);
        QCOMPARE(rec.outcomes[0].kind, std::string("failed"));
        QCOMPARE(int(rec.outcomes[0].cls), int(bw::ErrorClass::Receive));
        QVERIFY2(rec.outcomes[0].why.find("RESET_STREAM H3_INTERNAL_ERROR (0x102)") != std::string::npos,
                 rec.outcomes[0].why.c_str());
        QCOMPARE(rec.outcomes[1].kind, std::string("retry"));
        QCOMPARE(rec.outcomes[1].tag, 11);
        QCOMPARE(s.liveStreams(), 0u);
    }

    void goawayRetriesStreamsAtOrAboveItsId()
    {
        const bw::H3Request req(config(), *bw::parseUrl(config().url));
        Recorder rec;
        bw::H3Session s(req, rec, rec);
        QVERIFY(s.bind(2, 6, 10));
        for (int i = 0; i < 3; ++i)
            QVERIFY(s.submit(i * 4, i));
        const std::vector<uint8_t> control = serverControl(4);
        QVERIFY(s.receive(3, control.data(), control.size(), false, 0) >= 0);
        QVERIFY(s.goawayReceived());
        QCOMPARE(int(rec.outcomes.size()), 2);
        QCOMPARE(rec.outcomes[0].kind, std::string("retry"));
        QCOMPARE(rec.outcomes[1].kind, std::string("retry"));
        QCOMPARE(rec.abandoned.size(), size_t(2));
        QVERIFY(!s.finished());                 // stream 0 is still to answer
        QVERIFY(!s.submit(12, 3));              // no new stream after GOAWAY
        s.closeAll(bw::ErrorClass::Receive, "gone");
        QCOMPARE(rec.outcomes.back().tag, 0);
        QCOMPARE(rec.outcomes.back().kind, std::string("failed"));
        QVERIFY(s.finished());
    }

    // HEADERS without :status (a field section holding content-length: 0
    // from QPACK's static table), then FIN: a malformed response.
    void malformedResponseIsProtocol()
    {
        const bw::H3Request req(config(), *bw::parseUrl(config().url));
        Recorder rec;
        bw::H3Session s(req, rec, rec);
        QVERIFY(s.bind(2, 6, 10));
        QVERIFY(s.submit(0, 7));
        const std::vector<uint8_t> control = serverControl();
        QVERIFY(s.receive(3, control.data(), control.size(), false, 0) >= 0);
        const uint8_t headers[] = {0x01, 0x03, 0x00, 0x00, 0xc4};
        const int64_t rv = s.receive(0, headers, sizeof headers, true, 0);
        QCOMPARE(int(rec.outcomes.size()), 1);
        QCOMPARE(rec.outcomes[0].kind, std::string("failed"));
        QCOMPARE(int(rec.outcomes[0].cls), int(bw::ErrorClass::Protocol));
        QVERIFY2(rec.outcomes[0].why.find("malformed HTTP/3 response") != std::string::npos, rec.outcomes[0].why.c_str());
        QVERIFY(rv >= 0 || !s.error().empty());
    }

    void lostConnectionFailsOpenStreams()
    {
        const bw::H3Request req(config(), *bw::parseUrl(config().url));
        Recorder rec;
        bw::H3Session s(req, rec, rec);
        QVERIFY(s.bind(2, 6, 10));
        QVERIFY(s.submit(0, 1));
        QVERIFY(s.submit(4, 2));
        s.closeAll(bw::ErrorClass::Timeout, "idle");
        QCOMPARE(int(rec.outcomes.size()), 2);
        for (const Outcome& o : rec.outcomes) {
            QCOMPARE(o.kind, std::string("failed"));
            QCOMPARE(int(o.cls), int(bw::ErrorClass::Timeout));
            QCOMPARE(o.why, std::string("idle"));
        }
    }
#endif
};

BW_TEST_GUILESS_MAIN(TestH3Session)
#include "tst_h3_session.moc"
