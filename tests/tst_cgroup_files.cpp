// The cgroup layer's pure parts, on fake cgroupfs trees (no root needed):
// mounts and a process's cgroup lines, v2 and v1 counters, the per-second
// throttling series and its measured-phase summary, the CPU quota parser, the
// sentences, the layout in a delegated v2 subtree, the JSON (old documents without cgroup data still load),
// and the peak memory shown and compared: the cgroup's exact peak, its source named.
#include "platform/cgroup_delegation.h"
#include "platform/cgroup_files.h"
#include "compare/run_metrics.h"
#include "result/peak_memory.h"
#include "target/process_monitor.h"
#include "result/cgroup_text.h"
#include "result/result_json.h"
#include "target/cpu_list.h"
#include "target/target_info_fill.h"
#include "target/target_series_builder.h"
#include "test_main.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace {

void write(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// Every field of a sample as "name=value" words, so that one comparison
// checks them all and a failure shows which differ.
QString fields(const bw::CgroupSample& s)
{
    const auto n = [](auto v) { return QString::number(v); };
    return QStringList{"ok=" + n(int(s.ok)), "processes=" + n(s.processes), "memory=" + n(s.memoryBytes),
                       "peak=" + n(s.memoryPeakBytes), "hasPeak=" + n(int(s.hasMemoryPeak)), "anon=" + n(s.anonBytes),
                       "file=" + n(s.fileBytes), "limit=" + n(s.memoryLimitBytes), "oomKills=" + n(s.oomKills),
                       "limitHits=" + n(s.memoryLimitHits), "cpuNs=" + n(s.cpuUsageNs), "hasCpu=" + n(int(s.hasCpuUsage)),
                       "periods=" + n(s.periods), "throttled=" + n(s.throttledPeriods), "throttledNs=" + n(s.throttledNs),
                       "quota=" + n(s.cpuQuota)}
        .join(' ');
}

} // namespace

class CgroupFilesTest : public QObject {
    Q_OBJECT

private slots:
    // systemd-run --user --scope -p Delegate=yes benchwork-cli ...: the scope
    // holds Benchwork itself, so it moves into benchwork-client and the scope
    // enables cpu and memory for the target leaves; the next target finds it
    // in the client leaf and uses the scope again, enabling nothing twice.
    void delegatedSubtreeLayout()
    {
        const std::string scope = "/user.slice/user-1000.slice/user@1000.service/app.slice/run-r1.scope";
        bw::CgroupLimits both;
        both.cpuQuota = 1;
        both.memoryBytes = 512ull << 20;
        bw::CgroupDelegation first = bw::planCgroupDelegation(scope, "cpu io memory pids", "", true, both);
        QVERIFY2(first.problem.empty(), first.problem.c_str());
        QCOMPARE(first.path, scope);
        QVERIFY(first.moveProcesses);
        QCOMPARE(first.enable, std::string("+cpu +memory"));

        bw::CgroupDelegation again = bw::planCgroupDelegation(scope + "/benchwork-client", "cpu io memory pids",
                                                              "cpu memory", false, both);
        QVERIFY2(again.problem.empty(), again.problem.c_str());
        QCOMPARE(again.path, scope);
        QVERIFY(!again.moveProcesses);
        QVERIFY(again.enable.empty());
        QCOMPARE(bw::delegatedCgroupPath(scope + "/benchwork-client"), scope);
        QCOMPARE(bw::delegatedCgroupPath(scope), scope);

        // Only memory delegated: a quota cannot be had, and the message says
        // which controller and how to get it; a memory limit alone can.
        bw::CgroupLimits quota;
        quota.cpuQuota = 0.5;
        const bw::CgroupDelegation noCpu = bw::planCgroupDelegation(scope, "memory pids", "", true, quota);
        QVERIFY(noCpu.problem.find("cpu controller") != std::string::npos);
        QVERIFY(noCpu.problem.find("Delegate=yes") != std::string::npos);
        bw::CgroupLimits memory;
        memory.memoryBytes = 64ull << 20;
        const bw::CgroupDelegation memOnly = bw::planCgroupDelegation(scope, "memory pids", "", true, memory);
        QVERIFY2(memOnly.problem.empty(), memOnly.problem.c_str());
        QCOMPARE(memOnly.enable, std::string("+memory"));

        // The root cgroup is never "delegated".
        QVERIFY(!bw::planCgroupDelegation("/", "cpu memory", "", true, both).problem.empty());
    }

    void mountsOfAHybridMachine()
    {
        QTemporaryDir dir;
        const QString mi = dir.filePath("mountinfo");
        write(mi, "30 25 0:26 / /sys/fs/cgroup ro,nosuid - tmpfs tmpfs ro,mode=755\n"
                  "31 30 0:27 / /sys/fs/cgroup/unified rw,relatime shared:10 - cgroup2 cgroup2 rw\n"
                  "33 30 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime shared:12 - cgroup cgroup rw,cpu,cpuacct\n"
                  "34 30 0:30 /docker/abc /sys/fs/cgroup/memory rw,relatime shared:13 - cgroup cgroup rw,memory\n"
                  "35 30 0:31 / /sys/fs/cgroup/systemd rw - cgroup cgroup rw,xattr,name=systemd\n");
        const bw::CgroupMounts m = bw::readCgroupMounts(mi.toStdString());
        QCOMPARE(QString::fromStdString(m.unified.mountPoint), QStringLiteral("/sys/fs/cgroup/unified"));
        QCOMPARE(QString::fromStdString(m.cpu.mountPoint), QStringLiteral("/sys/fs/cgroup/cpu,cpuacct"));
        QCOMPARE(QString::fromStdString(m.cpuacct.mountPoint), QStringLiteral("/sys/fs/cgroup/cpu,cpuacct"));
        QCOMPARE(QString::fromStdString(m.memory.mountPoint), QStringLiteral("/sys/fs/cgroup/memory"));
        QCOMPARE(QString::fromStdString(m.memory.root), QStringLiteral("/docker/abc"));
    }

    void procCgroupLines()
    {
        QTemporaryDir dir;
        const QString f = dir.filePath("cgroup");
        write(f, "12:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n1:name=systemd:/x\n0::/system.slice/docker-abc.scope\n");
        const auto lines = bw::readProcCgroup(f.toStdString());
        QCOMPARE(QString::fromStdString(lines.at("memory")), QStringLiteral("/docker/abc"));
        QCOMPARE(QString::fromStdString(lines.at("cpuacct")), QStringLiteral("/docker/abc"));
        QCOMPARE(QString::fromStdString(lines.at("")), QStringLiteral("/system.slice/docker-abc.scope"));
        QVERIFY(bw::readProcCgroup(dir.filePath("absent").toStdString()).empty());
    }

    void v2Counters()
    {
        QTemporaryDir dir;
        const QString d = dir.path();
        write(d + "/cgroup.procs", "10\n11\n");
        write(d + "/memory.current", "73400320\n");
        write(d + "/memory.peak", "104857600\n");
        write(d + "/memory.max", "134217728\n");
        write(d + "/memory.stat", "anon 52428800\nfile 20971520\nkernel 1048576\nfile_mapped 0\n");
        write(d + "/memory.events", "low 0\nhigh 0\nmax 17\noom 2\noom_kill 1\n");
        write(d + "/cpu.stat", "usage_usec 2500000\nuser_usec 2000000\nsystem_usec 500000\n"
                               "nr_periods 50\nnr_throttled 19\nthrottled_usec 1300000\n");
        write(d + "/cpu.max", "50000 100000\n");
        // The page cache is "file", not "file_mapped"; the limit hits are
        // memory.events' max; microseconds become nanoseconds.
        QCOMPARE(fields(bw::readCgroupV2(d.toStdString())),
                 QStringLiteral("ok=1 processes=2 memory=73400320 peak=104857600 hasPeak=1 anon=52428800 file=20971520 "
                                "limit=134217728 oomKills=1 limitHits=17 cpuNs=2500000000 hasCpu=1 periods=50 throttled=19 "
                                "throttledNs=1300000000 quota=0.5"));

        write(d + "/memory.max", "max\n");
        write(d + "/cpu.max", "max 100000\n");
        QFile::remove(d + "/memory.peak");   // kernels before 5.19
        const bw::CgroupSample u = bw::readCgroupV2(d.toStdString());
        QCOMPARE(u.memoryLimitBytes, uint64_t(0));
        QCOMPARE(u.cpuQuota, 0.0);
        QVERIFY(!u.hasMemoryPeak);
        QVERIFY(!bw::readCgroupV2(dir.filePath("gone").toStdString()).ok);
    }

    void v1Counters()
    {
        QTemporaryDir dir;
        bw::CgroupLocation loc;
        loc.version = 1;
        loc.memoryDir = dir.filePath("memory/t").toStdString();
        loc.cpuDir = dir.filePath("cpu/t").toStdString();
        loc.cpuacctDir = dir.filePath("cpuacct/t").toStdString();
        const QString m = QString::fromStdString(loc.memoryDir), c = QString::fromStdString(loc.cpuDir);
        write(m + "/cgroup.procs", "42\n");
        write(m + "/memory.usage_in_bytes", "1000000\n");
        write(m + "/memory.max_usage_in_bytes", "9000000\n");
        write(m + "/memory.limit_in_bytes", "9223372036854771712\n");
        write(m + "/memory.stat", "cache 1\nrss 2\ntotal_cache 300000\ntotal_rss 600000\n");
        write(m + "/memory.oom_control", "oom_kill_disable 0\nunder_oom 0\noom_kill 3\n");
        write(m + "/memory.failcnt", "12\n");
        write(QString::fromStdString(loc.cpuacctDir) + "/cpuacct.usage", "7000000000\n");
        write(c + "/cpu.stat", "nr_periods 10\nnr_throttled 4\nthrottled_time 250000000\n");
        write(c + "/cpu.cfs_quota_us", "200000\n");
        write(c + "/cpu.cfs_period_us", "100000\n");
        // The "unlimited" figure is no limit (0); the hierarchical totals
        // (total_rss, total_cache) win over the group's own; max_usage_in_bytes
        // is the peak; the quota is 200000 / 100000 us.
        QCOMPARE(fields(bw::readCgroupV1(loc)),
                 QStringLiteral("ok=1 processes=1 memory=1000000 peak=9000000 hasPeak=1 anon=600000 file=300000 limit=0 "
                                "oomKills=3 limitHits=12 cpuNs=7000000000 hasCpu=1 periods=10 throttled=4 "
                                "throttledNs=250000000 quota=2"));
        write(c + "/cpu.cfs_quota_us", "-1\n");
        QCOMPARE(bw::readCgroupV1(loc).cpuQuota, 0.0);
    }

    // Periods split between seconds like CPU time; the summary covers the
    // measured phase only.
    void throttlingSeriesAndSummary()
    {
        bw::TargetSeriesBuilder b;
        auto tick = [](uint64_t periods, uint64_t throttled) {
            bw::CgroupTick t;
            t.valid = true;
            t.quotaPeriods = periods;
            t.throttledPeriods = throttled;
            t.throttledNs = throttled * 50'000'000;
            t.memoryBytes = 64 << 20;
            t.anonBytes = 60 << 20;
            t.fileBytes = 4 << 20;
            return t;
        };
        // Second 0 (warmup): idle. Seconds 1 and 2: 10 periods each, 8 and 2 throttled.
        b.add(0.0, 1.0, true, 0, 1, 1, 1, tick(10, 0));
        b.add(1.0, 2.0, true, 0, 1, 1, 1, tick(10, 8));
        b.add(2.0, 3.0, true, 0, 1, 1, 1, tick(10, 2));
        b.flush();
        bw::TargetInfo info;
        info.series = b.points();
        QCOMPARE(int(info.series.size()), 4);   // the sample at 3.0 opens second 3
        QCOMPARE(info.series[1].throttledFraction(), 0.8);
        QCOMPARE(info.series[1].memoryBytes, uint64_t(64 << 20));
        QCOMPARE(info.series[1].fileBytes, uint64_t(4 << 20));
        QCOMPARE(info.series[1].throttledSec, 0.4);
        bw::summarizeThrottling(&info, 1.0, 3.0);
        QCOMPARE(info.cgroup.throttledFraction, 0.5);
        QCOMPARE(info.cgroup.throttledSec, 0.5);
        bw::summarizeThrottling(&info, 0.0, 3.0);
        QCOMPARE(info.cgroup.throttledFraction, 10.0 / 30.0);
    }

    void cpuQuotaParser()
    {
        QCOMPARE(*bw::parseCpuQuota("0.5"), 0.5);
        QCOMPARE(*bw::parseCpuQuota("2"), 2.0);
        QCOMPARE(bw::parseCpuQuota("half").error().code, bw::ErrorCode::CpuQuotaInvalid);
        QCOMPARE(bw::parseCpuQuota("-1").error().code, bw::ErrorCode::CpuQuotaInvalid);
        QCOMPARE(bw::parseCpuQuota("0").error().code, bw::ErrorCode::CpuQuotaOutOfRange);
        QCOMPARE(bw::parseCpuQuota("2000").error().code, bw::ErrorCode::CpuQuotaOutOfRange);
        QCOMPARE(QString::fromStdString(bw::formatCpuQuota(0.5)), QStringLiteral("0.5"));
        QCOMPARE(QString::fromStdString(bw::formatCpuQuota(2)), QStringLiteral("2"));
    }

    void sentences()
    {
        bw::CgroupInfo c;
        QVERIFY(bw::cgroupLimitsText(c).isEmpty());
        c.version = 1;
        c.cpuQuota = 1;
        c.memoryLimitBytes = 64 << 20;
        c.throttledFraction = 0.38;
        c.throttledSec = 4;
        QCOMPARE(bw::cgroupLimitsText(c), QStringLiteral("cgroup v1: quota 1 CPU, memory limit 64.0 MiB"));
        QCOMPARE(bw::throttlingText(c), QStringLiteral("the server was throttled 38% of the measured time (4s held back)"));
        QVERIFY(bw::oomText(c).isEmpty());
        c.oomKills = 1;
        QVERIFY(bw::oomText(c).contains(QLatin1String("OOM killer")));
        c.throttledFraction = 0;
        QVERIFY(bw::throttlingText(c).contains(QLatin1String("never")));
        c.cpuQuota = 0;
        QVERIFY(bw::throttlingText(c).isEmpty());
        // Korean through the catalog.
        c.cpuQuota = 1;
        c.throttledFraction = 0.38;
        const QString ko = bw::throttlingText(c, bw::TextCatalog::forLanguage(QStringLiteral("ko")));
        QVERIFY2(ko != bw::throttlingText(c) && ko.contains(QLatin1String("38%")), qPrintable(ko));
    }

    // Read through ProcessMonitor (one sample at start, one at stop) and
    // fillTargetInfo from prepared files, as a run does: the kernel's peak is
    // the figure, named by its file; without memory.peak the highest sample,
    // saying so; without a cgroup the sampled RSS.
    void exactPeakIsTheFigureShown()
    {
        constexpr uint64_t kMiB = 1 << 20;
        auto watch = [](const bw::CgroupLocation& loc) {
            bw::RunResult r;
            bw::ProcessMonitor monitor(std::chrono::milliseconds(60000));
            monitor.setCgroup(loc);
            const std::string why = monitor.start(getpid(), bw::ProcessMonitor::Clock::now());
            if (!why.empty())
                qFatal("%s", why.c_str());
            monitor.stop();
            bw::fillTargetInfo(monitor, &r.target);
            return r;
        };
        QTemporaryDir dir;
        const QString d = dir.filePath("v2");
        write(d + "/cgroup.procs", QByteArray::number(qint64(getpid())) + "\n");
        write(d + "/memory.current", "52428800\n");    // 50 MiB now
        write(d + "/memory.peak", "134217728\n");      // 128 MiB at a spike between samples
        write(d + "/memory.max", "134217728\n");
        write(d + "/memory.stat", "anon 1\nfile 1\n");
        write(d + "/cpu.stat", "usage_usec 1\n");
        bw::CgroupLocation v2;
        v2.version = 2;
        v2.unifiedDir = d.toStdString();
        bw::RunResult r = watch(v2);
        QCOMPARE(r.target.cgroup.peakMemoryBytes, 128 * kMiB);
        QCOMPARE(QString::fromStdString(r.target.cgroup.peakMemorySource), QStringLiteral("memory.peak"));
        bw::PeakMemory peak = bw::peakMemoryOf(r.target);
        QCOMPARE(peak.bytes, 128 * kMiB);
        QVERIFY(peak.exact());
        QCOMPARE(bw::peakMemorySourceText(peak), QStringLiteral("cgroup memory.peak, exact"));
        QCOMPARE(*bw::metricValue(r, bw::Metric::PeakRss), double(128 * kMiB));   // what comparisons use
        const QJsonObject t = bw::runResultToJson(r).value("target").toObject();
        QCOMPARE(t.value("peakMemoryBytes").toDouble(), double(128 * kMiB));
        QCOMPARE(t.value("peakMemorySource").toString(), QStringLiteral("cgroup-peak"));
        QCOMPARE(t.value("cgroup").toObject().value("peakMemorySource").toString(), QStringLiteral("memory.peak"));
        bw::RunResult back;
        QString error;
        QVERIFY2(bw::runResultFromJson(bw::runResultToJson(r), &back, &error), qPrintable(error));
        QCOMPARE(back.target.cgroup.peakMemorySource, r.target.cgroup.peakMemorySource);

        // A v2 kernel before 5.19: no memory.peak, the highest sample of memory.current.
        QFile::remove(d + "/memory.peak");
        r = watch(v2);
        peak = bw::peakMemoryOf(r.target);
        QCOMPARE(peak.bytes, 50 * kMiB);
        QCOMPARE(int(peak.source), int(bw::PeakMemory::Source::CgroupSampled));
        QCOMPARE(bw::peakMemorySourceText(peak), QStringLiteral("cgroup memory.current, highest 250 ms sample"));
        QCOMPARE(bw::runResultToJson(r).value("target").toObject().value("peakMemorySource").toString(),
                 QStringLiteral("cgroup-sampled"));

        // v1: memory.max_usage_in_bytes.
        bw::CgroupLocation v1;
        v1.version = 1;
        v1.memoryDir = dir.filePath("memory/t").toStdString();
        v1.cpuDir = v1.cpuacctDir = dir.filePath("cpu/t").toStdString();
        const QString m = QString::fromStdString(v1.memoryDir);
        write(m + "/cgroup.procs", QByteArray::number(qint64(getpid())) + "\n");
        write(m + "/memory.usage_in_bytes", "1000000\n");
        write(m + "/memory.max_usage_in_bytes", "9000000\n");
        write(m + "/memory.limit_in_bytes", "134217728\n");
        write(QString::fromStdString(v1.cpuDir) + "/cpuacct.usage", "1\n");
        r = watch(v1);
        peak = bw::peakMemoryOf(r.target);
        QCOMPARE(peak.bytes, uint64_t(9000000));
        QCOMPARE(bw::peakMemorySourceText(peak), QStringLiteral("cgroup memory.max_usage_in_bytes, exact"));

        // No cgroup: the process tree's sampled RSS, and it says so.
        bw::TargetInfo plain;
        plain.present = true;
        plain.peakRssBytes = 20 * kMiB;
        peak = bw::peakMemoryOf(plain);
        QCOMPARE(peak.bytes, 20 * kMiB);
        QVERIFY(!peak.exact());
        QCOMPARE(bw::peakMemorySourceText(peak), QStringLiteral("process tree RSS, highest 250 ms sample"));
        QCOMPARE(int(bw::peakMemoryOf(bw::TargetInfo{}).source), int(bw::PeakMemory::Source::None));
    }

    void jsonRoundTripAndOldDocuments()
    {
        bw::RunResult r;
        r.target.present = true;
        r.target.cgroup.version = 2;
        r.target.cgroup.path = "/benchwork/benchwork-1-1";
        r.target.cgroup.cpuQuota = 1.5;
        r.target.cgroup.memoryLimitBytes = 512 << 20;
        r.target.cgroup.peakMemoryBytes = 300 << 20;
        r.target.cgroup.oomKills = 2;
        r.target.cgroup.throttledFraction = 0.25;
        r.target.cgroup.throttledSec = 3.5;
        r.target.series.push_back({.tSec = 0, .memoryBytes = 100, .anonBytes = 60, .fileBytes = 40, .quotaPeriods = 10,
                                   .throttledPeriods = 3, .throttledSec = 0.2});
        r.environment.limits.cpuQuota = 1.5;
        r.environment.limits.memoryLimitBytes = 512 << 20;
        r.environment.limits.cpus = "0-1";
        r.environment.limits.cgroupVersion = "cgroup v2";
        r.environment.limits.container = "web";
        const QJsonObject json = bw::runResultToJson(r);
        bw::RunResult back;
        QString error;
        QVERIFY2(bw::runResultFromJson(json, &back, &error), qPrintable(error));
        QCOMPARE(back.target.cgroup.version, 2);
        QCOMPARE(QString::fromStdString(back.target.cgroup.path), QStringLiteral("/benchwork/benchwork-1-1"));
        QCOMPARE(back.target.cgroup.cpuQuota, 1.5);
        QCOMPARE(back.target.cgroup.peakMemoryBytes, uint64_t(300 << 20));
        QCOMPARE(back.target.cgroup.oomKills, uint64_t(2));
        QCOMPARE(back.target.cgroup.throttledFraction, 0.25);
        QCOMPARE(back.target.series.at(0).throttledPeriods, uint64_t(3));
        QCOMPARE(back.target.series.at(0).fileBytes, uint64_t(40));
        QCOMPARE(back.environment.limits.cpuQuota, 1.5);
        QCOMPARE(QString::fromStdString(back.environment.limits.cpus), QStringLiteral("0-1"));
        QCOMPARE(QString::fromStdString(back.environment.limits.container), QStringLiteral("web"));

        // A document from before: no cgroup, no limits.
        QJsonObject old = json;
        QJsonObject target = old.value("target").toObject();
        target.remove("cgroup");
        old.insert("target", target);
        QJsonObject env = old.value("environment").toObject();
        env.remove("limits");
        old.insert("environment", env);
        bw::RunResult legacy;
        QVERIFY2(bw::runResultFromJson(old, &legacy, &error), qPrintable(error));
        QCOMPARE(legacy.target.cgroup.version, 0);
        QCOMPARE(legacy.environment.limits.cpuQuota, 0.0);
        // A target without a cgroup writes no cgroup fields.
        bw::RunResult plain;
        plain.target.present = true;
        plain.target.series.push_back(bw::TargetPoint{});
        const QJsonObject pj = bw::runResultToJson(plain).value("target").toObject();
        QVERIFY(!pj.contains("cgroup"));
        QVERIFY(!pj.value("series").toArray().at(0).toObject().contains("throttledFraction"));
    }
};

BW_TEST_GUILESS_MAIN(CgroupFilesTest)
#include "tst_cgroup_files.moc"
