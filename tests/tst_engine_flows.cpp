// Flows (docs/flows.md) through the engine, against a server that records
// what each virtual user carried (support/journey_test_server.h): no request
// carries a token the server did not issue to that user, nor an id it did
// not list to it, nor a literal {{value}}; each step's request count equals
// the server's; a failure injected on one route is exactly that step's
// check failures; a listing without items is a missed extraction of its step
// and a skipped dependent step; the cookie jar sends back what the server set.
// The bundled example flow runs clean against the demo target's journey
// routes, which refuse a token they did not issue.
#include "demo/demo_server.h"
#include "engine/engine.h"
#include "engine_run.h"
#include "flow/try_once.h"
#include "journey_test_server.h"
#include "mix/mix_json.h"
#include "test_main.h"

#include <QtTest>

using bwtest::JourneyTestServer;

namespace {

bw::FlowStep step(const std::string& name, const std::string& method, const std::string& path)
{
    bw::FlowStep s;
    s.request.name = name;
    s.request.method = method;
    s.request.path = path;
    return s;
}

bw::FlowCheck status200()
{
    bw::FlowCheck c;
    c.kind = bw::CheckKind::Status;
    c.statuses = {{200, 0}};
    return c;
}

// log in, list, open one of the listed items: one JSON extraction and a status check per step.
bw::Flow shopFlow(bool cookies = true)
{
    bw::Flow f;
    f.name = "shop";
    f.cookies = cookies;
    bw::FlowStep login = step("login", "POST", "/login");
    login.request.body = "{}";
    login.extract.push_back({"token", bw::ExtractFrom::JsonPointer, "/token", 1, bw::ExtractPick::First});
    login.checks.push_back(status200());
    bw::FlowStep list = step("list", "GET", "/items");
    list.request.headers = {{"Authorization", "Bearer {{token}}"}};
    list.extract.push_back({"id", bw::ExtractFrom::JsonPath, "$.items[*].id", 1, bw::ExtractPick::Random});
    list.checks.push_back(status200());
    bw::FlowStep item = step("item", "GET", "/items/{{id}}");
    item.request.headers = {{"Authorization", "Bearer {{token}}"}};
    item.checks.push_back(status200());
    f.steps = {login, list, item};
    return f;
}

bw::LoadConfig flowConfig(const JourneyTestServer& server, const bw::Flow& flow, uint64_t requests)
{
    bw::LoadConfig cfg = bwtest::urlConfig(server.url());
    cfg.mix.source = "test flows";
    cfg.mix.seed = 11;
    cfg.mix.seedSet = true;
    cfg.mix.flows = {flow};
    cfg.connections = 6;
    cfg.threads = 2;
    cfg.requests = requests;
    cfg.timeoutSec = 10;
    return cfg;
}

std::string why(const bw::RunResult& r, const JourneyTestServer& s)
{
    return bwtest::countsText(r) + "; server: " + std::to_string(s.violations()) + " violations, first: " + s.firstViolation();
}

} // namespace

class TestEngineFlows : public QObject {
    Q_OBJECT
private slots:
    void stepsMatchTheServer_data() { bwtest::engineRows(); }
    void stepsMatchTheServer()
    {
        QFETCH(QString, engine);
        JourneyTestServer server;
        QVERIFY(server.start());
        bw::LoadConfig cfg = flowConfig(server, shopFlow(), 3000);
        if (engine == "curl") {
            cfg.engine = bw::EngineKind::Curl;
            server.setTokensPerConnection(false);
        }
        const bw::RunResult r = bwtest::runEngineToEnd(cfg);
        QVERIFY2(server.violations() == 0, why(r, server).c_str());
        QCOMPARE(r.requests, uint64_t(3000));
        QCOMPARE(r.errors.total(), uint64_t(0));
        QCOMPARE(int(r.byStep.size()), 3);
        QVERIFY(r.byRequest.empty());
        QCOMPARE(r.byStep[0].requests, server.logins());
        QCOMPARE(r.byStep[1].requests, server.listings());
        QCOMPARE(r.byStep[2].requests, server.itemRequests());
        for (const bw::RequestStats& s : r.byStep) {
            QCOMPARE(s.flow, std::string("shop"));
            QCOMPARE(s.checkFailures(), uint64_t(0));
            QCOMPARE(s.skipped, uint64_t(0));
            QCOMPARE(s.latency.count(), s.requests);
        }
        QCOMPARE(r.byStep[0].checks.size(), size_t(2));   // status 200, a missing {{token}}
        QCOMPARE(r.byStep[0].checks[1].name, std::string("a missing {{token}}"));
        QCOMPARE(int(r.byFlow.size()), 1);
        const bw::FlowStats& f = r.byFlow[0];
        QVERIFY2(f.iterations >= 3000 / 3 - 6 && f.iterations <= 3000 / 3, std::to_string(f.iterations).c_str());
        QCOMPARE(f.failedIterations, uint64_t(0));
        QCOMPARE(f.duration.count(), f.iterations);
        QVERIFY(f.durationSummary.p50Us > 0);
    }

    void injectedFailuresAreThatStepsChecks()
    {
        JourneyTestServer server(10);   // every 10th GET /items/{id} answers 500
        QVERIFY(server.start());
        const bw::RunResult r = bwtest::runEngineToEnd(flowConfig(server, shopFlow(), 3000));
        QVERIFY2(server.violations() == 0, why(r, server).c_str());
        QVERIFY(server.failedItems() > 0);
        QCOMPARE(r.byStep[2].requests, server.itemRequests());
        QCOMPARE(r.byStep[2].checks[0].failures, server.failedItems());
        QCOMPARE(r.byStep[2].errors.status, server.failedItems());
        QCOMPARE(r.byStep[0].checkFailures(), uint64_t(0));
        QCOMPARE(r.byStep[1].checkFailures(), uint64_t(0));
        // every failed item fails its iteration, and nothing else does
        // (an iteration cut by the end of the count is not counted)
        QVERIFY2(r.byFlow[0].failedIterations <= server.failedItems() && r.byFlow[0].failedIterations + 6 >= server.failedItems(),
                 std::to_string(r.byFlow[0].failedIterations).c_str());
    }

    void missedExtractionSkipsTheDependentStep()
    {
        JourneyTestServer server(0, 4);   // every 4th listing holds no items
        QVERIFY(server.start());
        const bw::RunResult r = bwtest::runEngineToEnd(flowConfig(server, shopFlow(), 2000));
        QVERIFY2(server.violations() == 0, why(r, server).c_str());   // no literal {{id}} went out
        QVERIFY(server.emptyListings() > 0);
        QCOMPARE(r.byStep[1].requests, server.listings());
        QCOMPARE(r.byStep[1].checks[1].name, std::string("a missing {{id}}"));
        QCOMPARE(r.byStep[1].checks[1].failures, server.emptyListings());
        // the item step is skipped once per empty listing (the last one may
        // fall after the count's end)
        QVERIFY2(r.byStep[2].skipped <= server.emptyListings() && r.byStep[2].skipped + 6 >= server.emptyListings(),
                 std::to_string(r.byStep[2].skipped).c_str());
        QCOMPARE(r.byStep[2].requests, server.itemRequests());
        QVERIFY(r.byFlow[0].failedIterations > 0);
    }

    void cookieJarSendsBackWhatWasSet()
    {
        {
            JourneyTestServer server;
            QVERIFY(server.start());
            const bw::RunResult r = bwtest::runEngineToEnd(flowConfig(server, shopFlow(true), 600));
            QVERIFY2(server.violations() == 0, why(r, server).c_str());
            // every request after a login carries the session cookie back
            QCOMPARE(server.cookieRequests(), server.listings() + server.itemRequests());
        }
        {
            JourneyTestServer server;
            QVERIFY(server.start());
            const bw::RunResult r = bwtest::runEngineToEnd(flowConfig(server, shopFlow(false), 600));
            QVERIFY2(server.violations() == 0, why(r, server).c_str());
            QCOMPARE(server.cookieRequests(), uint64_t(0));
        }
    }

    void thinkTimePacesEachUser()
    {
        JourneyTestServer server;
        QVERIFY(server.start());
        bw::Flow f = shopFlow();
        f.steps[0].think.kind = bw::ThinkKind::Fixed;
        f.steps[0].think.ms = 100;   // after each login
        bw::LoadConfig cfg = flowConfig(server, f, 0);
        cfg.connections = 2;
        cfg.threads = 1;
        cfg.durationSec = 1.0;
        const bw::RunResult r = bwtest::runEngineToEnd(cfg);
        QVERIFY2(server.violations() == 0, why(r, server).c_str());
        // two users, 100 ms after every login: at most ~10 iterations each in a second
        QVERIFY2(r.byFlow[0].iterations >= 2 && r.byFlow[0].iterations <= 2 * 11, std::to_string(r.byFlow[0].iterations).c_str());
        // the think time is inside the iteration, between its first and last request
        QVERIFY2(r.byFlow[0].durationSummary.p50Us >= 100'000, std::to_string(r.byFlow[0].durationSummary.p50Us).c_str());
    }

    void openModelStartsIterations()
    {
        JourneyTestServer server;
        QVERIFY(server.start());
        bw::LoadConfig cfg = flowConfig(server, shopFlow(), 0);
        cfg.connections = 20;
        cfg.threads = 1;
        cfg.rate = 100;   // iterations per second: users arriving
        cfg.durationSec = 2.0;
        const bw::RunResult r = bwtest::runEngineToEnd(cfg);
        QVERIFY2(server.violations() == 0, why(r, server).c_str());
        const bw::FlowStats& f = r.byFlow[0];
        QVERIFY2(f.iterations >= 150 && f.iterations <= 205, std::to_string(f.iterations).c_str());
        QCOMPARE(f.durationIntended.count(), f.iterations);
        QVERIFY(f.durationIntendedSummary.p50Us >= f.durationSummary.p50Us);
        for (const bw::RequestStats& s : r.byStep)
            QCOMPARE(s.latencyIntended.count(), s.requests);
        // a step's requests follow its iteration's start: about three per iteration
        QVERIFY2(r.requests >= 3 * f.iterations && r.requests <= 3 * f.iterations + 3 * 20, bwtest::countsText(r).c_str());
    }

    void exampleFlowOnTheDemoTarget()
    {
        bw::demo::DemoServer demo;
        QVERIFY(!demo.start(0, 300, 1).has_value());
        const QByteArray source = qgetenv("BENCHWORK_SOURCE_DIR");
        QVERIFY2(!source.isEmpty(), "BENCHWORK_SOURCE_DIR is not set");
        auto set = bw::readMixFile(source.toStdString() + "/resources/flows/journey.json");
        QVERIFY2(set, set ? "" : set.error().text().c_str());
        bw::LoadConfig cfg = bwtest::urlConfig("http://127.0.0.1:" + std::to_string(demo.port()) + "/");
        cfg.mix = *set;
        cfg.connections = 8;
        cfg.threads = 2;
        cfg.requests = 1500;
        const bw::RunResult r = bwtest::runEngineToEnd(cfg);
        QCOMPARE(r.requests, uint64_t(1500));
        QVERIFY2(r.errors.total() == 0, bwtest::countsText(r).c_str());
        QCOMPARE(r.byFlow.size(), size_t(2));
        for (const bw::FlowStats& f : r.byFlow)
            QVERIFY2(f.iterations > 0, f.name.c_str());
        for (const bw::RequestStats& s : r.byStep) {
            QVERIFY2(s.checkFailures() == 0 && s.skipped == 0, s.displayName().c_str());
            QVERIFY2(s.requests > 0, s.displayName().c_str());
        }
        // a token the target never issued is refused
        bw::Flow forged;
        forged.name = "forged";
        bw::FlowStep list = step("list", "GET", "/journey/items");
        list.request.headers = {{"Authorization", "Bearer 00000000000100000000000000000001"}};
        bw::FlowCheck unauthorized;
        unauthorized.statuses = {{401, 0}};
        list.checks = {unauthorized};
        cfg.mix = bw::RequestSet{};
        cfg.mix.flows = {forged};
        cfg.mix.flows[0].steps = {list};
        cfg.requests = 50;
        const bw::RunResult refused = bwtest::runEngineToEnd(cfg);
        QCOMPARE(refused.byStep[0].statusCodes.size(), size_t(1));
        QCOMPARE(refused.byStep[0].statusCodes.begin()->first, 401);
        QCOMPARE(refused.byStep[0].checkFailures(), uint64_t(0));
        demo.stop();
    }

    void tryOnceShowsEachStep()
    {
        JourneyTestServer server;
        QVERIFY(server.start());
        bw::LoadConfig cfg = flowConfig(server, shopFlow(), 0);
        auto tried = bw::tryFlowOnce(cfg, 0);
        QVERIFY2(tried, tried ? "" : tried.error().text().c_str());
        QVERIFY2(server.violations() == 0, server.firstViolation().c_str());
        QCOMPARE(tried->steps.size(), size_t(3));
        QVERIFY(tried->passed);
        QCOMPARE(server.logins(), uint64_t(1));
        QCOMPARE(server.itemRequests(), uint64_t(1));
        const bw::TriedStep& login = tried->steps[0];
        QCOMPARE(login.status, 200);
        QVERIFY(login.request.rfind("POST /login HTTP/1.1\r\n", 0) == 0);
        QVERIFY(login.responseHead.find("Set-Cookie: sid=") != std::string::npos);
        QCOMPARE(login.extracted.size(), size_t(1));
        QCOMPARE(login.extracted[0].first, std::string("token"));
        const bw::TriedStep& item = tried->steps[2];
        QVERIFY2(item.request.find("Authorization: Bearer " + login.extracted[0].second + "\r\n") != std::string::npos, item.request.c_str());
        QVERIFY2(item.request.find("Cookie: sid=" + login.extracted[0].second) != std::string::npos, item.request.c_str());
        QVERIFY(item.request.find("GET /items/" + tried->steps[1].extracted[0].second + " ") == 0);
        // a failing step is named, and the steps after a missing value are not sent
        JourneyTestServer empty(0, 1);   // every listing is empty
        QVERIFY(empty.start());
        tried = bw::tryFlowOnce(flowConfig(empty, shopFlow(), 0), 0);
        QVERIFY(tried);
        QVERIFY(!tried->passed);
        QCOMPARE(tried->steps[1].failed, std::vector<std::string>{"a missing {{id}}"});
        QVERIFY(!tried->steps[2].sent);
        QCOMPARE(tried->steps[2].missing, std::vector<std::string>{"id"});
        QVERIFY(tried->steps[0].missing.empty() && tried->steps[1].missing.empty());
        QCOMPARE(empty.itemRequests(), uint64_t(0));
    }
};

BW_TEST_GUILESS_MAIN(TestEngineFlows)
#include "tst_engine_flows.moc"
