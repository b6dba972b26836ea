// The seed suites' example servers (resources/suites/servers/): each one
// that has its runtime here starts as its suite starts it and answers GET
// /json; one without is skipped, naming what to install, so CI without the
// examples stays green. The bun:sqlite list server answers /db/list exactly
// as the demo target does, and the documents it loads are the demo store's
// (benchwork-target --export-documents). Each server runs for a moment on a
// free port, without the suites' cgroup limits (which need root).
#include "demo_http.h"
#include "tcp_test_server.h"

#include "demo/demo_export.h"
#include "suite/suite_parser.h"
#include "suite/suite_requirements.h"
#include "suite/suite_target_host.h"
#include "target/readiness.h"
#include "test_main.h"

#include <QFile>
#include <QJsonDocument>
#include <QtTest>


namespace {

QString suitesDir()
{
    const QByteArray env = qgetenv("BENCHWORK_SOURCE_DIR");
    return (env.isEmpty() ? QStringLiteral(".") : QString::fromLocal8Bit(env)) + QStringLiteral("/resources/suites");
}

// The suite's target, moved to `port` and without its cgroup limits.
bw::SuiteTarget onPort(bw::SuiteTarget t, quint16 port)
{
    const std::string base = "http://127.0.0.1:" + std::to_string(port);
    t.baseUrl = base;
    t.launch.env["PORT"] = std::to_string(port);
    t.launch.readiness = *bw::parseReadiness(base + "/json");
    t.launch.memoryLimitBytes = 0;
    t.launch.cpuQuota = 0;
    return t;
}

std::optional<bw::SuiteTarget> seedTarget(const QString& suiteFile, const QString& name)
{
    bw::Error e;
    auto suite = bw::loadSuiteFile((suitesDir() + QLatin1Char('/') + suiteFile).toStdString(), &e);
    if (!suite) {
        qWarning("%s: %s", qPrintable(suiteFile), e.text().c_str());
        return std::nullopt;
    }
    const bw::SuiteTarget* t = suite->findTarget(name.toStdString());
    return t ? std::optional<bw::SuiteTarget>(*t) : std::nullopt;
}

} // namespace

class TestSeedServers : public bwtest::DemoServerTest {
    Q_OBJECT
private slots:
    void answersJson_data()
    {
        QTest::addColumn<QString>("suite");
        QTest::addColumn<QString>("target");
        for (const char* t : {"node-single", "node-cluster", "bun-single", "bun-reuseport", "go"})
            QTest::newRow(t) << "seed-runtimes.json" << t;
        for (const char* t : {"hono", "elysia", "bun-sqlite"})
            QTest::newRow(t) << "seed-baselines.json" << t;
    }

    // Started as the suite starts it, the server answers /json with the
    // write-up's document, and its version command names its runtime.
    void answersJson()
    {
        QFETCH(QString, suite);
        QFETCH(QString, target);
        auto t = seedTarget(suite, target);
        QVERIFY(t);
        QVERIFY(!t->requiredPrograms.empty());
        if (const bw::MissingProgram m = bw::findMissingProgram(*t); m.missing())
            QSKIP(("skipped: " + bw::missingProgramText(m)).c_str());
        const quint16 port = quint16(bwtest::unusedPort());
        QVERIFY(port > 0);
        bw::SuiteTargetHost host;
        const std::string why = host.start(onPort(*t, port), {});
        QVERIFY2(why.empty(), why.c_str());
        const bwtest::Reply r = bwtest::fetch(port, "GET", "/json");
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.status, 200L);
        QVERIFY2(r.contentType.startsWith("application/json"), r.contentType.constData());
        QCOMPARE(bwtest::jsonObject(r).value("message").toString(), QString("Hello, World!"));
        QCOMPARE(bwtest::fetch(port, "GET", "/nothing-here").status, 404L);
        std::string problem;
        const std::string version = bw::probeRuntimeVersion(*t, &problem);
        QVERIFY2(!version.empty(), problem.c_str());
        const std::string runtime = t->versionCommand.front();
        QVERIFY2(version.find(runtime) != std::string::npos, version.c_str());
        host.stop();
        QVERIFY(!host.running());
    }

    // The storage ceiling serves the demo target's list, byte for byte:
    // same documents, same order, same JSON.
    void sqliteListMatchesDemo()
    {
        auto t = seedTarget("seed-baselines.json", "bun-sqlite");
        QVERIFY(t);
        if (const bw::MissingProgram m = bw::findMissingProgram(*t); m.missing())
            QSKIP(("skipped: " + bw::missingProgramText(m)).c_str());
        const quint16 port = quint16(bwtest::unusedPort());
        bw::SuiteTargetHost host;
        const std::string why = host.start(onPort(*t, port), {});
        QVERIFY2(why.empty(), why.c_str());
        for (const char* path : {"/db/list?page=1&size=20&sort=-score", "/db/list?page=3&size=7&sort=title", "/db/list",
                                 "/db/list?page=15&size=20&sort=-created_at", "/db/list?size=0", "/db/list?sort=colour"}) {
            const bwtest::Reply ours = bwtest::fetch(port_, "GET", path);
            const bwtest::Reply bun = bwtest::fetch(port, "GET", path);
            QCOMPARE(bun.status, ours.status);
            QCOMPARE(bun.body, ours.body);   // refusals too, in the demo target's words
        }
    }

    // servers/data/documents.json is the demo store's seed, as exported now:
    // regenerate it with benchwork-target --export-documents when this fails.
    void exportedDocumentsAreTheDemoStore()
    {
        QFile f(suitesDir() + QStringLiteral("/servers/data/documents.json"));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QByteArray file = f.readAll();
        const std::string now = bw::demo::demoDocumentsJson(300);
        QVERIFY2(file == QByteArray::fromStdString(now),
                 "resources/suites/servers/data/documents.json differs from the demo store: "
                 "benchwork-target --export-documents > resources/suites/servers/data/documents.json");
        const QJsonDocument doc = QJsonDocument::fromJson(file);
        QVERIFY(doc.isArray());
        QCOMPARE(doc.array().size(), 300);
        QCOMPARE(doc.array().at(41).toObject().value("id").toInt(), 42);
    }
};

BW_TEST_GUILESS_MAIN(TestSeedServers)
#include "tst_seed_servers.moc"
