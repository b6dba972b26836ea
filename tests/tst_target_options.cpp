// The target's option parsing: CPU lists, memory sizes, readiness specs,
// and the wording of a child's wait status.
#include "launch_helpers.h"
#include "target/cpu_list.h"
#include "target/exit_description.h"
#include "target/readiness.h"
#include "target/size_parse.h"

#include <QtTest>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace std::chrono_literals;
using namespace bwtest;

class TestTargetOptions : public QObject {
    Q_OBJECT

private slots:
    void cpuLists()
    {
        std::vector<int> cpus;
        std::string err;
        QVERIFY(parsed(bw::parseCpuList("0,1"), &cpus, &err));
        QCOMPARE(cpus, (std::vector<int>{0, 1}));
        QVERIFY(parsed(bw::parseCpuList(" 0-3, 6 ,2"), &cpus, &err));
        QCOMPARE(cpus, (std::vector<int>{0, 1, 2, 3, 6}));
        QCOMPARE(q(bw::formatCpuList(cpus)), QStringLiteral("0-3,6"));
        QCOMPARE(q(bw::formatCpuList({4, 5})), QStringLiteral("4,5"));
        QCOMPARE(q(bw::formatCpuList({7})), QStringLiteral("7"));

        QVERIFY(!parsed(bw::parseCpuList(""), &cpus, &err));
        QVERIFY(q(err).contains("empty"));
        QVERIFY(!parsed(bw::parseCpuList("0,a"), &cpus, &err));
        QCOMPARE(q(err), QStringLiteral("'a' in CPU list '0,a' is not a CPU number"));
        QVERIFY(!parsed(bw::parseCpuList("3-1"), &cpus, &err));
        QCOMPARE(q(err), QStringLiteral("range '3-1' in CPU list '3-1' runs backwards"));
        QVERIFY(!parsed(bw::parseCpuList("0,,1"), &cpus, &err));
        QVERIFY(q(err).contains("empty entry"));
        QVERIFY(!parsed(bw::parseCpuList("1-x"), &cpus, &err));
        QVERIFY(q(err).contains("not a CPU range"));
        QVERIFY(!parsed(bw::parseCpuList("9999"), &cpus, &err));
        QVERIFY(q(err).contains("out of range"));
    }

    void memorySizes()
    {
        uint64_t b = 0;
        std::string err;
        QVERIFY(parsed(bw::parseMemorySize("512M"), &b, &err));
        QCOMPARE(b, uint64_t(512) << 20);
        QVERIFY(parsed(bw::parseMemorySize("2G"), &b, &err));
        QCOMPARE(b, uint64_t(2) << 30);
        QVERIFY(parsed(bw::parseMemorySize("1048576"), &b, &err));
        QCOMPARE(b, uint64_t(1048576));
        QVERIFY(parsed(bw::parseMemorySize("1.5g"), &b, &err));
        QCOMPARE(b, uint64_t(3) << 29);
        QVERIFY(parsed(bw::parseMemorySize("64KiB"), &b, &err));
        QCOMPARE(b, uint64_t(64) << 10);
        QVERIFY(parsed(bw::parseMemorySize("256 MB"), &b, &err));
        QCOMPARE(b, uint64_t(256) << 20);

        QVERIFY(!parsed(bw::parseMemorySize(""), &b, &err));
        QVERIFY(q(err).contains("empty"));
        QVERIFY(!parsed(bw::parseMemorySize("512X"), &b, &err));
        QCOMPARE(q(err), QStringLiteral("unknown unit 'X' in memory size '512X' (use K, M, G or T)"));
        QVERIFY(!parsed(bw::parseMemorySize("lots"), &b, &err));
        QVERIFY(q(err).contains("is not a memory size"));
        QVERIFY(!parsed(bw::parseMemorySize("0"), &b, &err));
        QVERIFY(q(err).contains("zero"));
        QVERIFY(!parsed(bw::parseMemorySize("1.5"), &b, &err));
        QVERIFY(q(err).contains("whole number"));
        QVERIFY(!parsed(bw::parseMemorySize("99999999T"), &b, &err));
        QVERIFY(q(err).contains("too large"));
        QCOMPARE(q(bw::formatMemorySize(uint64_t(512) << 20)), QStringLiteral("512 MiB"));
        QCOMPARE(q(bw::formatMemorySize(uint64_t(3) << 29)), QStringLiteral("1.5 GiB"));
    }

    void readinessParsing()
    {
        bw::Readiness r;
        std::string err;
        QVERIFY(parsed(bw::parseReadiness("none"), &r, &err));
        QVERIFY(r.kind == bw::Readiness::Kind::None);
        QVERIFY(parsed(bw::parseReadiness("tcp:127.0.0.1:3000"), &r, &err));
        QVERIFY(r.kind == bw::Readiness::Kind::Tcp);
        QCOMPARE(q(r.host), QStringLiteral("127.0.0.1"));
        QCOMPARE(r.port, 3000);
        QCOMPARE(q(bw::describeReadiness(r)), QStringLiteral("tcp 127.0.0.1:3000"));
        QVERIFY(parsed(bw::parseReadiness("tcp://[::1]:8080"), &r, &err));
        QCOMPARE(q(r.host), QStringLiteral("::1"));
        QCOMPARE(q(bw::describeReadiness(r)), QStringLiteral("tcp [::1]:8080"));
        QVERIFY(parsed(bw::parseReadiness("http://127.0.0.1:3000/health"), &r, &err));
        QVERIFY(r.kind == bw::Readiness::Kind::Http);
        QCOMPARE(q(bw::describeReadiness(r)), QStringLiteral("http://127.0.0.1:3000/health"));

        QVERIFY(!parsed(bw::parseReadiness("https://127.0.0.1/"), &r, &err));
        QVERIFY(q(err).contains("https"));
        QVERIFY(!parsed(bw::parseReadiness("tcp:localhost"), &r, &err));
        QVERIFY(q(err).contains("no port"));
        QVERIFY(!parsed(bw::parseReadiness("tcp:host:99999"), &r, &err));
        QVERIFY(q(err).contains("out of range"));
        QVERIFY(!parsed(bw::parseReadiness("port 3000"), &r, &err));
        QVERIFY(q(err).contains("not understood"));
        QCOMPARE(q(bw::formatSeconds(10s)), QStringLiteral("10 s"));
        QCOMPARE(q(bw::formatSeconds(700ms)), QStringLiteral("0.7 s"));
    }

    void waitStatusDescriptions()
    {
        int status = 0;
        pid_t pid = fork();
        if (pid == 0)
            _exit(1);
        QVERIFY(waitpid(pid, &status, 0) == pid);
        QCOMPARE(q(bw::describeWaitStatus(status)), QStringLiteral("exited with code 1"));
        pid = fork();
        if (pid == 0) {
            for (;;)
                pause();
        }
        kill(pid, SIGKILL);
        QVERIFY(waitpid(pid, &status, 0) == pid);
        QCOMPARE(q(bw::describeWaitStatus(status)), QStringLiteral("killed by signal 9 (SIGKILL)"));
        QCOMPARE(q(bw::signalName(SIGTERM)), QStringLiteral("SIGTERM"));
    }
};

QTEST_GUILESS_MAIN(TestTargetOptions)
#include "tst_target_options.moc"
