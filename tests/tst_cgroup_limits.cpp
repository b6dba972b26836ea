// Cgroup limits on real processes (Linux, as root, with a cgroup v1 or v2
// hierarchy offering cpu and memory, mounted writable; skipped with the
// reason otherwise): a
// CPU quota of 0.5 holds a busy child near half a core and the throttling is
// counted; --memory 64M gets a child allocating 100 MiB OOM-killed and the run
// ends target-exited naming it; Node starts and serves under 512M; the
// kernel's peak catches a 0.3 s spike between two samples; the environment
// records the limits; the cgroup is gone once the target is.
#include "launch_helpers.h"
#include "loopback_server.h"
#include "platform/cgroup.h"
#include "platform/cgroup_files.h"
#include "result/result_json.h"
#include "run/run_session.h"
#include "target/process_monitor.h"
#include "target/readiness_probe.h"
#include "target/target_launcher.h"
#include "test_main.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <cstdlib>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace std::chrono_literals;

namespace {

constexpr uint64_t kMiB = 1024 * 1024;

std::string child()
{
    const char* env = std::getenv("BENCHWORK_BIN_DIR");
    const QString dir = env && *env ? QString(env) : QCoreApplication::applicationDirPath();
    return QDir(dir).filePath(QStringLiteral("benchwork-limitchild")).toStdString();
}

// Two connections on one thread against `server`: the runs whose target's
// limits are the point.
bw::LoadConfig lightLoad(const bwtest::LoopbackServer& server)
{
    bw::LoadConfig cfg;
    cfg.url = server.url("/");
    cfg.connections = 2;
    cfg.threads = 1;
    return cfg;
}

// benchwork-limitchild launched as the run's target with `args`, its
// output in logPath.
bw::TargetSpec launchChild(std::vector<std::string> args, const QString& logPath)
{
    bw::TargetSpec target;
    target.kind = bw::TargetSpec::Kind::Launch;
    args.insert(args.begin(), child());
    target.launch.argv = std::move(args);
    target.launch.logPath = logPath.toStdString();
    return target;
}

bool dirExists(const std::string& d)
{
    struct stat st{};
    return !d.empty() && stat(d.c_str(), &st) == 0;
}

void touch(const QString& path)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
}

// The busy child's cgroup competes with whatever else loads this machine.
// So that it can reach its quota (and be throttled) even on a loaded one, the
// test gives it the largest scheduling weight; the quota still caps it.
void favour(const bw::CgroupLocation& c)
{
    if (c.version == 2)
        bw::writeCgroupFile(c.unifiedDir + "/cpu.weight", "10000");
    else if (!c.cpuDir.empty())
        bw::writeCgroupFile(c.cpuDir + "/cpu.shares", "262144");
}

} // namespace

class CgroupLimitsTest : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        if (const QString why = bwtest::whyNoCgroupLimits(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void quotaHoldsABusyChildNearHalfACore()
    {
        QTemporaryDir dir;
        bw::LaunchSpec spec;
        spec.argv = {child(), "spin", "60"};
        spec.cpuQuota = 0.5;
        spec.logPath = dir.filePath("spin.log").toStdString();
        bw::TargetLauncher launcher;
        QCOMPARE(QString::fromStdString(launcher.start(spec)), QString());
        const bw::CgroupLocation cg = launcher.cgroup();
        QVERIFY(cg.valid());
        favour(cg);
        QCOMPARE(bw::readCgroup(cg).cpuQuota, 0.5);

        bw::ProcessMonitor monitor(250ms);
        monitor.setCgroup(cg);
        QCOMPARE(QString::fromStdString(monitor.start(launcher.pid(), bw::ProcessMonitor::Clock::now())), QString());
        // Five whole seconds of series (bounded: the child spins 60 s at most).
        QTRY_VERIFY_WITH_TIMEOUT(monitor.series().size() >= 5, 30000);
        monitor.stop();
        const std::vector<bw::TargetPoint> points = monitor.series();
        double cpu = 0;
        uint64_t periods = 0, throttled = 0;
        for (size_t i = 1; i < points.size(); ++i) {     // the first second began mid-way
            cpu += points[i].cpuPct;
            periods += points[i].quotaPeriods;
            throttled += points[i].throttledPeriods;
        }
        cpu /= double(points.size() - 1);
        qInfo("quota 0.5: %.1f %% of one core, %llu of %llu periods throttled", cpu,
              (unsigned long long)throttled, (unsigned long long)periods);
        // An unlimited spinner takes 100 %; the quota allows 50 % (+ sampling slack).
        QVERIFY2(cpu < 65, qPrintable(QString::number(cpu)));
        QVERIFY2(cpu > 15, qPrintable(QString::number(cpu)));
        QVERIFY(periods > 0);
        QVERIFY2(throttled > 0, "a child spinning at its quota must be throttled");

        launcher.stop();
        for (const std::string& d : {cg.unifiedDir, cg.cpuDir, cg.memoryDir})
            QVERIFY2(!dirExists(d), d.c_str());
    }

    void memoryLimitOomKillsAndTheRunSaysSo()
    {
        QTemporaryDir dir;
        bwtest::LoopbackServer server(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(server.start());
        const QString go = dir.filePath(QStringLiteral("go"));
        bw::LoadConfig cfg = lightLoad(server);
        cfg.durationSec = 60;
        bw::TargetSpec target = launchChild({"alloc", "100", go.toStdString(), "60"}, dir.filePath("alloc.log"));
        target.launch.memoryLimitBytes = 64 * kMiB;
        bw::RunSession session(cfg, bw::Slo{}, target);
        auto err = session.prepare();
        QVERIFY2(!err, err ? err->text().c_str() : "");
        session.start();
        touch(go);
        QVERIFY(session.waitFinished(60s));
        const bw::RunResult r = session.result();
        QCOMPARE(bw::runStatusName(r.status), "target-exited");
        QVERIFY2(r.statusMessage.find("out of memory") != std::string::npos, r.statusMessage.c_str());
        QVERIFY2(r.statusMessage.find("OOM killer") != std::string::npos, r.statusMessage.c_str());
        QVERIFY2(r.statusMessage.find("64 MiB") != std::string::npos, r.statusMessage.c_str());
        QCOMPARE(r.target.cgroup.memoryLimitBytes, 64 * kMiB);
        QVERIFY(r.target.cgroup.oomKills >= 1);
        QVERIFY(r.target.cgroup.peakMemoryBytes <= 64 * kMiB);
        QVERIFY(r.target.cgroup.peakMemoryBytes > 32 * kMiB);
    }

    void nodeServesUnderHalfAGigabyte()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed");
        QTemporaryDir dir;
        bw::LaunchSpec spec;
        spec.argv = {node.toStdString(), "-e", bwtest::kNodeServer, "0"};
        spec.memoryLimitBytes = 512 * kMiB;
        spec.logPath = dir.filePath("node.log").toStdString();
        bw::TargetLauncher launcher;
        QCOMPARE(QString::fromStdString(launcher.start(spec)), QString());
        auto url = launcher.waitForListenUrl(30s);
        QVERIFY2(url, url ? "" : url.error().text().c_str());
        const bw::ProbeOutcome answer = bw::probeHttp(*url + "/health", 5s);
        QVERIFY2(answer.ready, answer.detail.c_str());
        const bw::CgroupSample s = bw::readCgroup(launcher.cgroup());
        QCOMPARE(s.memoryLimitBytes, 512 * kMiB);
        QVERIFY(s.memoryBytes > 0 && s.memoryBytes < 512 * kMiB);
        QVERIFY(launcher.running());
    }

    void kernelPeakCatchesASpikeBetweenSamples()
    {
        QTemporaryDir dir;
        const QString go = dir.filePath(QStringLiteral("go"));
        bw::LaunchSpec spec;
        spec.argv = {child(), "spike", "150", go.toStdString(), "30"};
        spec.memoryLimitBytes = 1024 * kMiB;
        spec.logPath = dir.filePath("spike.log").toStdString();
        bw::TargetLauncher launcher;
        QCOMPARE(QString::fromStdString(launcher.start(spec)), QString());
        // One sample at start, the next in a minute: the spike falls between.
        bw::ProcessMonitor monitor(std::chrono::milliseconds(60000));
        monitor.setCgroup(launcher.cgroup());
        QCOMPARE(QString::fromStdString(monitor.start(launcher.pid(), bw::ProcessMonitor::Clock::now())), QString());
        touch(go);
        auto freed = launcher.waitForOutputLine("freed", 30s);
        QVERIFY2(freed, freed ? "" : freed.error().text().c_str());
        monitor.stop();
        const bw::TargetSnapshot snap = monitor.latest();
        QCOMPARE(snap.samples, uint64_t(1));
        QVERIFY2(snap.peakRssBytes < 100 * kMiB, "the process sample saw the spike: it did not fall between samples");
        QVERIFY2(snap.memoryPeakBytes >= 140 * kMiB, qPrintable(QString::number(snap.memoryPeakBytes)));
    }

    void environmentRecordsTheLimits()
    {
        QTemporaryDir dir;
        bwtest::LoopbackServer server(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(server.start());
        bw::LoadConfig cfg = lightLoad(server);
        cfg.requests = 50;
        // Idles until the file appears (never): a quiet target for the run.
        bw::TargetSpec target = launchChild({"spike", "1", dir.filePath("never").toStdString(), "60"}, dir.filePath("idle.log"));
        target.launch.cpuQuota = 0.5;
        target.launch.memoryLimitBytes = 256 * kMiB;
        target.launch.cpus = {0};
        bw::RunSession session(cfg, bw::Slo{}, target);
        auto err = session.prepare();
        QVERIFY2(!err, err ? err->text().c_str() : "");
        session.start();
        QVERIFY(session.waitFinished(60s));
        const bw::RunResult r = session.result();
        QCOMPARE(bw::runStatusName(r.status), "complete");
        const bw::Environment::Limits& l = r.environment.limits;
        QCOMPARE(l.cpuQuota, 0.5);
        QCOMPARE(l.memoryLimitBytes, 256 * kMiB);
        QCOMPARE(QString::fromStdString(l.cpus), QStringLiteral("0"));
        QCOMPARE(QString::fromStdString(l.cgroupVersion), QString::fromStdString(bw::cgroupVersionName(bw::detectCgroupVersion())));
        QCOMPARE(r.target.cgroup.cpuQuota, 0.5);
        QCOMPARE(r.target.cgroup.memoryLimitBytes, 256 * kMiB);
        // And the JSON carries them.
        const QJsonObject limits = bw::runResultToJson(r).value("environment").toObject().value("limits").toObject();
        QCOMPARE(limits.value("cpuQuota").toDouble(), 0.5);
        QCOMPARE(limits.value("memoryLimitBytes").toDouble(), double(256 * kMiB));
        QCOMPARE(limits.value("cpus").toString(), QStringLiteral("0"));
    }
};

BW_TEST_GUILESS_MAIN(CgroupLimitsTest)
#include "tst_cgroup_limits.moc"
