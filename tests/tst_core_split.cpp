// --split: parsing, the planner's choices on made-up machines, the
// bottleneck judged from a run's figures, the record's JSON, its sentences
// in English and Korean, and a real split read back from the kernel: the
// target's threads and the engine's on disjoint CPUs.
#include "platform/cpu_affinity.h"
#include "report/core_split_text.h"
#include "result/client_health.h"
#include "result/result_json.h"
#include "run/run_session.h"
#include "run/split_plan.h"
#include "target/demo_launch.h"
#include "target/target_launcher.h"
#include "test_main.h"

#include <QDir>
#include <QProcess>
#include <QtTest>

#include <atomic>
#include <csignal>
#include <thread>

namespace {

bw::SplitContext machine(std::vector<int> cpus, bw::SplitContext::Target target, int threads = 0)
{
    bw::SplitContext c;
    c.available = std::move(cpus);
    c.target = target;
    c.threads = threads;
    return c;
}

bw::CoreSplit plan(const std::string& split, const bw::SplitContext& ctx)
{
    auto req = bw::parseSplit(split);
    if (!req)
        qFatal("bad split %s", split.c_str());
    auto p = bw::planSplit(*req, ctx);
    if (!p)
        qFatal("plan refused: %s", p.error().text().c_str());
    return *p;
}

using Cpus = std::vector<int>;
using Target = bw::SplitContext::Target;

// A result of a split (1 server CPU, 1 client CPU) with a watched target
// whose CPU is `serverPct` after a 1 s warmup (100 % during it).
bw::RunResult splitRun(double serverPct, double clientPct, bool active = true)
{
    bw::RunResult r;
    r.config.warmupSec = 1;
    r.cores.requested = "1:1";
    r.cores.machineCpus = 2;
    r.cores.serverCpus = {0};
    r.cores.clientCpus = {1};
    r.cores.serverPinned = r.cores.clientPinned = active;
    r.clientCpuPct = clientPct;
    r.target.present = true;
    for (int t = 1; t <= 6; ++t) {
        bw::TargetPoint p;
        p.tSec = t;
        p.cpuPct = t <= 1 ? 100 : serverPct;
        r.target.series.push_back(p);
    }
    return r;
}

// The tasks (threads) of `pid` whose affinity is exactly `cpus`.
int tasksPinnedTo(const QString& pid, const Cpus& cpus, int* total = nullptr)
{
    const QStringList tasks = QDir(QStringLiteral("/proc/%1/task").arg(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    int n = 0;
    for (const QString& t : tasks) {
        auto a = bw::getThreadAffinity(t.toLongLong());
        if (a && *a == cpus)
            ++n;
    }
    if (total)
        *total = int(tasks.size());
    return n;
}

} // namespace

class TestCoreSplit : public QObject {
    Q_OBJECT
private slots:
    void parsesAndRefuses()
    {
        for (const char* good : {"auto", "off", "2:2", "1:3", "1024:1"}) {
            auto r = bw::parseSplit(good);
            QVERIFY2(r, good);
            QCOMPARE(bw::formatSplit(*r), std::string(good));
        }
        for (const char* bad : {"", "2", "0:1", "1:0", "a:b", "2:2:2", "1025:1", " 2:2", "Auto", "-1:2"}) {
            auto r = bw::parseSplit(bad);
            QVERIFY2(!r, bad);
            QCOMPARE(r.error().code, bw::ErrorCode::SplitInvalid);
            QCOMPARE(r.error().text(), "'" + std::string(bad) +
                                           "' is not a core split (expected auto, off, or the server's and the "
                                           "client's CPUs as S:C, e.g. 2:2)");
        }
    }

    void autoSplitsOnlyWhatItMay()
    {
        // Eight CPUs, a launched target: the client gets as many as its
        // threads (at most half), the server the lowest others.
        bw::CoreSplit s = plan("auto", machine({0, 1, 2, 3, 4, 5, 6, 7}, Target::Ours));
        QVERIFY(s.active());
        QCOMPARE(s.serverCpus, (Cpus{0, 1, 2, 3}));
        QCOMPARE(s.clientCpus, (Cpus{4, 5, 6, 7}));
        QCOMPARE(s.reason, bw::SplitReason::None);
        QCOMPARE(s.machineCpus, 8);
        s = plan("auto", machine({0, 1, 2, 3, 4, 5, 6, 7}, Target::Ours, 2));
        QCOMPARE(s.serverCpus, (Cpus{0, 1, 2, 3, 4, 5}));
        QCOMPARE(s.clientCpus, (Cpus{6, 7}));
        s = plan("auto", machine({0, 1, 2, 3}, Target::Ours, 64));
        QCOMPARE(s.clientCpus, (Cpus{2, 3}));
        // The target's own --cpus are its side; the client gets the rest.
        bw::SplitContext withCpus = machine({0, 1, 2, 3}, Target::Ours);
        withCpus.targetCpus = {1};
        s = plan("auto", withCpus);
        QCOMPARE(s.serverCpus, (Cpus{1}));
        QCOMPARE(s.clientCpus, (Cpus{0, 2, 3}));
        withCpus.targetCpus = {0, 1, 2, 3};
        s = plan("auto", withCpus);
        QVERIFY(!s.active() && !s.clientPinned);
        QCOMPARE(s.reason, bw::SplitReason::CpusTakeAll);
        // Where it may not: too few CPUs, not our process, no affinity, off.
        QCOMPARE(plan("auto", machine({0, 1}, Target::Ours)).reason, bw::SplitReason::FewCpus);
        QCOMPARE(plan("auto", machine({0, 1, 2, 3}, Target::Url)).reason, bw::SplitReason::NotLaunched);
        QCOMPARE(plan("auto", machine({0, 1, 2, 3}, Target::Attached)).reason, bw::SplitReason::Attached);
        bw::SplitContext mac = machine({0, 1, 2, 3, 4, 5, 6, 7}, Target::Ours);
        mac.affinity = false;
        QCOMPARE(plan("auto", mac).reason, bw::SplitReason::NoAffinity);
        QCOMPARE(plan("2:2", mac).reason, bw::SplitReason::NoAffinity);
        s = plan("off", machine({0, 1, 2, 3}, Target::Ours));
        QVERIFY(!s.serverPinned && !s.clientPinned && s.clientCpus.empty());
        QCOMPARE(s.reason, bw::SplitReason::Off);
        QCOMPARE(s.requested, std::string("off"));
    }

    void fixedSplitTakesWhatItIsTold()
    {
        bw::CoreSplit s = plan("1:1", machine({0, 1}, Target::Ours));
        QVERIFY(s.active());
        QCOMPARE(s.serverCpus, (Cpus{0}));
        QCOMPARE(s.clientCpus, (Cpus{1}));
        // Gaps in what this process may use (taskset, cpusets) are kept.
        s = plan("1:2", machine({2, 5, 7, 9}, Target::Ours));
        QCOMPARE(s.serverCpus, (Cpus{2}));
        QCOMPARE(s.clientCpus, (Cpus{7, 9}));
        // A URL: the client is pinned, the server is the user's to place.
        s = plan("1:1", machine({0, 1}, Target::Url));
        QVERIFY(s.clientPinned && !s.serverPinned && !s.active());
        QCOMPARE(s.reason, bw::SplitReason::NotLaunched);
        QCOMPARE(s.serverCpus, (Cpus{0}));
        // Refusals name the problem.
        auto big = bw::planSplit(*bw::parseSplit("3:2"), machine({0, 1}, Target::Ours));
        QVERIFY(!big);
        QCOMPARE(big.error().text(), std::string("3:2 needs 5 CPUs; this process may use 2 (0,1)"));
        bw::SplitContext both = machine({0, 1, 2, 3}, Target::Ours);
        both.targetCpus = {0};
        auto twice = bw::planSplit(*bw::parseSplit("2:2"), both);
        QVERIFY(!twice);
        QCOMPARE(twice.error().code, bw::ErrorCode::SplitWithCpus);
    }

    void bottleneckFromTheMeasuredPhase()
    {
        bw::RunResult r = splitRun(95, 30);
        bw::judgeBottleneck(&r);
        QCOMPARE(r.cores.bottleneck, bw::Bottleneck::ServerBound);
        QCOMPARE(r.cores.serverBusy, 0.95);
        QCOMPARE(r.cores.clientBusy, 0.30);
        r = splitRun(40, 97);
        bw::judgeBottleneck(&r);
        QCOMPARE(r.cores.bottleneck, bw::Bottleneck::ClientBound);
        QVERIFY(!r.cores.clientStarved);
        // Both at their ceiling: neither side alone is named.
        r = splitRun(97, 98);
        bw::judgeBottleneck(&r);
        QCOMPARE(r.cores.bottleneck, bw::Bottleneck::BothFull);
        // Waiting for a CPU is the client's limit too, however idle it looks.
        r = splitRun(40, 20);
        r.clientWarnings = {bw::client_health::kCpuStarved};
        bw::judgeBottleneck(&r);
        QCOMPARE(r.cores.bottleneck, bw::Bottleneck::ClientBound);
        QVERIFY(r.cores.clientStarved);
        QVERIFY(bw::bottleneckSentence(r.cores).contains("waited for a CPU"));
        // The warmup's 100 % does not count.
        r = splitRun(10, 10);
        bw::judgeBottleneck(&r);
        QCOMPARE(r.cores.bottleneck, bw::Bottleneck::Neither);
        QCOMPARE(r.cores.serverBusy, 0.10);
        // No split: both on the same CPUs (two of them here).
        r = splitRun(95, 30, false);
        bw::judgeBottleneck(&r);
        QCOMPARE(r.cores.bottleneck, bw::Bottleneck::Sharing);
        QCOMPARE(r.cores.serverBusy, 0.475);
        // Nothing of the server seen and a healthy client: not judged.
        r = splitRun(0, 30, false);
        r.target = {};
        bw::judgeBottleneck(&r);
        QCOMPARE(r.cores.bottleneck, bw::Bottleneck::Unknown);
        QCOMPARE(r.cores.serverBusy, -1.0);
    }

    void recordRoundTripsThroughJson()
    {
        bw::RunResult r = splitRun(95, 30);
        r.config.split = "1:1";
        r.cores.pinProblem = "";
        bw::judgeBottleneck(&r);
        const QJsonObject json = bw::runResultToJson(r);
        QCOMPARE(json["cores"].toObject()["bottleneck"].toString(), QString("server-bound"));
        QCOMPARE(json["cores"].toObject()["clientCpus"].toString(), QString("1"));
        QCOMPARE(json["config"].toObject()["split"].toString(), QString("1:1"));
        bw::RunResult back;
        QString error;
        QVERIFY2(bw::runResultFromJson(json, &back, &error), qPrintable(error));
        QCOMPARE(back.cores.requested, std::string("1:1"));
        QVERIFY(back.cores.active());
        QCOMPARE(back.cores.serverCpus, (Cpus{0}));
        QCOMPARE(back.cores.clientCpus, (Cpus{1}));
        QCOMPARE(back.cores.bottleneck, bw::Bottleneck::ServerBound);
        QCOMPARE(back.cores.serverBusy, 0.95);
        QCOMPARE(back.config.split, std::string("1:1"));
        // Older documents: nothing recorded, the default split.
        QJsonObject old = json;
        old.remove("cores");
        QJsonObject cfg = old["config"].toObject();
        cfg.remove("split");
        old["config"] = cfg;
        QVERIFY(bw::runResultFromJson(old, &back, &error));
        QVERIFY(back.cores.requested.empty());
        QCOMPARE(back.cores.bottleneck, bw::Bottleneck::Unknown);
        QCOMPARE(back.config.split, std::string("auto"));
        QVERIFY(bw::coresLine(back.cores).isEmpty());
        // A name the reader does not know is refused where it stands.
        QJsonObject bad = json;
        QJsonObject cores = bad["cores"].toObject();
        cores["bottleneck"] = "client-ish";
        bad["cores"] = cores;
        QVERIFY(!bw::runResultFromJson(bad, &back, &error));
        QVERIFY2(error.contains("$.cores.bottleneck"), qPrintable(error));
    }

    void sentencesInEnglishAndKorean()
    {
        bw::RunResult r = splitRun(95, 30);
        bw::judgeBottleneck(&r);
        QCOMPARE(bw::coresLine(r.cores),
                 QString("Cores: server 0, client 1 (--split 1:1). Server-bound: the server's CPUs were 95 % busy, "
                         "the client's 30 %."));
        const bw::TextCatalog ko = bw::TextCatalog::forLanguage(QStringLiteral("ko"));
        const QString korean = bw::coresLine(r.cores, ko);
        QVERIFY2(korean != bw::coresLine(r.cores) && korean.contains("95 %"), qPrintable(korean));
        QVERIFY2(korean.contains(QString::fromUtf8("서버")), qPrintable(korean));
        bw::CoreSplit few = plan("auto", machine({0, 1}, Target::Ours));
        QCOMPARE(bw::coresSentence(few), QString("Cores: no split: 2 CPUs (auto splits from 4; --split 1:1 forces one)."));
        QVERIFY(bw::coresSentence(few, ko) != bw::coresSentence(few));
        for (bw::Bottleneck b : {bw::Bottleneck::ServerBound, bw::Bottleneck::ClientBound, bw::Bottleneck::Sharing,
                                 bw::Bottleneck::Neither, bw::Bottleneck::BothFull})
            QVERIFY(bw::bottleneckLabel(b, ko) != bw::bottleneckLabel(b));
    }

    // The kernel's own word: with --split 1:1 the target's threads run on
    // one CPU and the engine's on the other.
    void targetAndClientOnDisjointCpus()
    {
        const std::vector<int> cpus = bw::availableCpus();
        if (!bw::cpuAffinitySupported() || cpus.size() < 2)
            QSKIP("needs CPU affinity and two CPUs");
        const QByteArray bin = qgetenv("BENCHWORK_BIN_DIR");
        QVERIFY(!bin.isEmpty());
        bw::TargetLauncher demo;
        QVERIFY(demo.start(bw::demoLaunchSpec(bin.toStdString() + "/benchwork-target", 50)).empty());
        auto base = demo.waitForListenUrl(bw::kDemoAnnounceTimeout);
        QVERIFY2(base, base ? "" : base.error().text().c_str());

        bw::TargetSpec t;   // as a suite's runs attach to the server it launched
        t.kind = bw::TargetSpec::Kind::Attach;
        t.origin = bw::TargetSpec::Origin::Launched;
        t.pid = demo.pid();
        bw::LoadConfig cfg;
        cfg.url = *base + "/json";
        cfg.connections = 4;
        cfg.durationSec = 3;
        cfg.split = "1:1";
        bw::RunSession s(cfg, bw::Slo{}, t, {});
        auto err = s.prepare();
        QVERIFY2(!err, err ? err->text().c_str() : "");
        const Cpus server{cpus.front()}, client{cpus.back()};
        const QString targetPid = QString::number(demo.pid());
        int targetTasks = 0;
        int pinned = tasksPinnedTo(targetPid, server, &targetTasks);
        QCOMPARE(pinned, targetTasks);   // moved before the run starts
        QVERIFY(targetTasks >= 1);
        s.start();
        // The engine's one thread (the default: one per client CPU) pins
        // itself as it starts.
        QTRY_COMPARE_WITH_TIMEOUT(tasksPinnedTo(QStringLiteral("self"), client), 1, 5000);
        QCOMPARE(tasksPinnedTo(QStringLiteral("self"), server), 0);
        QVERIFY(s.waitFinished(std::chrono::seconds(30)));
        const bw::RunResult r = s.result();
        QVERIFY(r.requests > 0);
        QCOMPARE(r.threadsUsed, 1);
        QVERIFY(r.cores.active());
        QCOMPARE(r.cores.serverCpus, server);
        QCOMPARE(r.cores.clientCpus, client);
        QVERIFY(r.cores.pinProblem.empty());
        QVERIFY(r.cores.bottleneck != bw::Bottleneck::Unknown);
        QVERIFY(r.cores.bottleneck != bw::Bottleneck::Sharing);
        pinned = tasksPinnedTo(targetPid, server, &targetTasks);
        QCOMPARE(pinned, targetTasks);

        // Off: the same process goes back onto every CPU.
        cfg.split = "off";
        cfg.durationSec = 2;
        bw::RunSession off(cfg, bw::Slo{}, t, {});
        QVERIFY(!off.prepare());
        pinned = tasksPinnedTo(targetPid, cpus, &targetTasks);
        QCOMPARE(pinned, targetTasks);
        off.start();
        QVERIFY(off.waitFinished(std::chrono::seconds(30)));
        QCOMPARE(off.result().cores.reason, bw::SplitReason::Off);
        QCOMPARE(off.result().cores.bottleneck, bw::Bottleneck::Sharing);
        demo.stop();
    }

    // A server that started processes of its own before the run (a Node
    // cluster forks its workers at start) is moved with all of them.
    void attachedTargetMovesWithItsChildren()
    {
        const std::vector<int> cpus = bw::availableCpus();
        if (!bw::cpuAffinitySupported() || cpus.size() < 2)
            QSKIP("needs CPU affinity and two CPUs");
        QProcess tree;   // a parent and its child, as a cluster's primary and worker
        tree.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("sleep 60 & echo $!; wait")});
        QVERIFY(tree.waitForStarted(5000));
        QVERIFY(tree.waitForReadyRead(5000));
        const int64_t child = tree.readAllStandardOutput().trimmed().toLongLong();
        QVERIFY(child > 0);
        bw::TargetSpec t;
        t.kind = bw::TargetSpec::Kind::Attach;
        t.origin = bw::TargetSpec::Origin::Launched;
        t.pid = tree.processId();
        bw::LoadConfig cfg;
        cfg.url = "http://127.0.0.1:9/json";   // prepared only: nothing is sent
        cfg.connections = 1;
        cfg.durationSec = 1;
        cfg.split = "1:1";
        const Cpus server{cpus.front()};
        {
            bw::RunSession s(cfg, bw::Slo{}, t, {});
            auto err = s.prepare();
            QVERIFY2(!err, err ? err->text().c_str() : "");
            QCOMPARE(*bw::getCpuAffinity(t.pid), server);
            QCOMPARE(*bw::getCpuAffinity(child), server);   // the child too, not only the process attached to
        }
        cfg.split = "off";
        {
            bw::RunSession s(cfg, bw::Slo{}, t, {});
            QVERIFY(!s.prepare());
            QCOMPARE(*bw::getCpuAffinity(child), cpus);   // and back with it
        }
        ::kill(pid_t(child), SIGKILL);
        tree.kill();
        QVERIFY(tree.waitForFinished(5000));
    }
};

BW_TEST_GUILESS_MAIN(TestCoreSplit)
#include "tst_core_split.moc"
