// The target's option parsing: CPU lists, memory sizes, readiness specs,
// and the wording of a child's wait status. The watch check's parts: the
// sockets a process serves through (read from this process), the rule on
// given facts (local or not, a proxy, a container's published ports), and
// its sentences.
#include "launch_helpers.h"
#include "target/cpu_list.h"
#include "target/exit_description.h"
#include "target/readiness.h"
#include "target/size_parse.h"
#include "target/watch_check.h"
#include "result/watch_text.h"
#include "test_main.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

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

    // A listening TCP socket and a bound UDP socket of this process are
    // found with their addresses and ports; a connected one is not.
    void servingSocketsOfThisProcess()
    {
        const int tcp = socket(AF_INET, SOCK_STREAM, 0), udp = socket(AF_INET6, SOCK_DGRAM, 0), idle = socket(AF_INET, SOCK_STREAM, 0);
        QVERIFY(tcp >= 0 && udp >= 0 && idle >= 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(bind(tcp, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
        QCOMPARE(listen(tcp, 4), 0);
        QCOMPARE(bind(idle, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);   // bound, never listening
        sockaddr_in6 b{};
        b.sin6_family = AF_INET6;
        b.sin6_addr = in6addr_any;
        QCOMPARE(bind(udp, reinterpret_cast<sockaddr*>(&b), sizeof b), 0);
        auto portOf = [](int fd) {
            sockaddr_storage s{};
            socklen_t len = sizeof s;
            getsockname(fd, reinterpret_cast<sockaddr*>(&s), &len);
            return s.ss_family == AF_INET ? int(ntohs(reinterpret_cast<sockaddr_in*>(&s)->sin_port))
                                          : int(ntohs(reinterpret_cast<sockaddr_in6*>(&s)->sin6_port));
        };
        const int tcpPort = portOf(tcp), udpPort = portOf(udp), idlePort = portOf(idle);
        const bw::ServingSockets found = bw::servingSockets({int64_t(getpid())});
        QVERIFY2(found.error.empty(), found.error.c_str());
        bool sawTcp = false, sawUdp = false, sawIdle = false;
        for (const bw::ServingSocket& s : found.sockets) {
            sawTcp = sawTcp || (!s.udp && s.port == tcpPort && s.address == "127.0.0.1" && s.pid == getpid());
            sawUdp = sawUdp || (s.udp && s.port == udpPort && s.address == "::");
            sawIdle = sawIdle || s.port == idlePort;
        }
        QVERIFY(sawTcp);
        QVERIFY(sawUdp);
        QVERIFY(!sawIdle);
        for (int fd : {tcp, udp, idle})
            close(fd);
        QVERIFY(bw::servingSockets({999999999}).sockets.empty());   // gone: nothing, no error
    }

    // The rule on given facts.
    void watchRule()
    {
        bw::ServingSocket v4{false, "127.0.0.1", 8080, 1};
        bw::ServingSocket any4{false, "0.0.0.0", 8080, 1};
        bw::ServingSocket any6{false, "::", 8080, 1};
        bw::ServingSocket quic{true, "0.0.0.0", 8443, 1};
        QVERIFY(bw::socketServes(v4, "127.0.0.1", 8080, false));
        QVERIFY(!bw::socketServes(v4, "127.0.0.2", 8080, false));
        QVERIFY(!bw::socketServes(v4, "127.0.0.1", 8081, false));
        QVERIFY(bw::socketServes(any4, "127.0.0.1", 8080, false));
        QVERIFY(!bw::socketServes(any4, "::1", 8080, false));
        QVERIFY(bw::socketServes(any6, "::1", 8080, false));
        QVERIFY(bw::socketServes(any6, "127.0.0.1", 8080, false));   // a dual-stack wildcard
        QVERIFY(bw::socketServes(quic, "127.0.0.1", 8443, true));
        QVERIFY(!bw::socketServes(quic, "127.0.0.1", 8443, false));   // HTTP/1.1 needs a TCP listener
        QVERIFY(bw::isLocalAddress("127.0.0.1") && bw::isLocalAddress("::1") && bw::isLocalAddress("0.0.0.0"));
        QVERIFY(!bw::isLocalAddress("192.0.2.7"));   // TEST-NET-1: never this machine's

        bw::WatchFacts f;
        f.address = "127.0.0.1:8080";
        f.ip = "127.0.0.1";
        f.port = 8080;
        f.local = true;
        bw::WatchSubject demo{"demo", 42, false, {}, {}};
        bw::WatchSubject named{"process", 42, true, {}, {}};
        f.sockets.sockets = {bw::ServingSocket{false, "127.0.0.1", 9000, 42}};
        bw::WatchNote w = bw::judgeWatch(demo, f);
        QCOMPARE(q(w.check), QStringLiteral("not-listening"));
        QVERIFY(!w.watched);
        QCOMPARE(bw::watchNoteText(w), QStringLiteral("No process watched: the demo target does not listen on 127.0.0.1:8080."));
        w = bw::judgeWatch(named, f);
        QVERIFY(w.watched && w.warns());
        QCOMPARE(bw::watchReason(w), QStringLiteral("process 42 does not listen on 127.0.0.1:8080"));
        QVERIFY(bw::watchNoteText(w).startsWith("The watched process is not the URL's server: process 42"));
        f.sockets.sockets.push_back(any4);
        w = bw::judgeWatch(demo, f);
        QCOMPARE(q(w.check), QStringLiteral("serves"));
        QVERIFY(w.watched && !w.warns());
        QVERIFY(bw::watchNoteText(w).isEmpty());

        bw::WatchFacts remote = f;   // served here, but the URL names another machine
        remote.ip = "192.0.2.7";
        remote.address = "192.0.2.7:8080";
        remote.local = false;
        w = bw::judgeWatch(demo, remote);
        QCOMPARE(q(w.check), QStringLiteral("not-local"));
        QVERIFY(!w.watched);
        QCOMPARE(bw::watchNoteText(w), QStringLiteral("No process watched: 192.0.2.7:8080 is not an address of this machine."));
        bw::WatchFacts proxied = f;
        proxied.proxy = "http://127.0.0.1:3128";
        w = bw::judgeWatch(named, proxied);
        QCOMPARE(q(w.check), QStringLiteral("proxy"));
        QVERIFY(w.watched && w.warns());   // named by the user: watched, with the warning
        QVERIFY(bw::watchNoteText(w).startsWith("The watched process may not be the URL's server: the requests go through the proxy"));
        bw::WatchFacts unreadable = f;
        unreadable.sockets = {{}, "not permitted to read the open files of process 42"};
        w = bw::judgeWatch(demo, unreadable);
        QCOMPARE(q(w.check), QStringLiteral("unreadable"));
        QVERIFY(!w.watched);

        // A container behind its runtime's port publishing: its published host port decides.
        bw::WatchSubject web{"container", 42, true, "web", {}};
        web.network.mode = "bridge";
        web.network.published = bw::parsePublishedPorts(
            R"({"3000/tcp":[{"HostIp":"0.0.0.0","HostPort":"8080"},{"HostIp":"::","HostPort":"8080"}],"9000/tcp":null})");
        QCOMPARE(int(web.network.published.size()), 2);
        f.sockets.sockets.clear();   // its own sockets are in its own network namespace
        QCOMPARE(q(bw::judgeWatch(web, f).check), QStringLiteral("serves"));
        f.port = 3000;
        f.address = "127.0.0.1:3000";
        w = bw::judgeWatch(web, f);
        QCOMPARE(q(w.check), QStringLiteral("not-listening"));
        QCOMPARE(bw::watchReason(w), QStringLiteral("container web does not listen on 127.0.0.1:3000"));
        web.network.mode = "host";   // on the host's network: its own sockets decide
        f.sockets.sockets = {bw::ServingSocket{false, "0.0.0.0", 3000, 43}};
        QCOMPARE(q(bw::judgeWatch(web, f).check), QStringLiteral("serves"));
    }
};

BW_TEST_GUILESS_MAIN(TestTargetOptions)
#include "tst_target_options.moc"
