// The control socket (core/control): the line grammar; a server only this
// user can reach (mode 0600) that answers every line, refuses to replace
// what is not its own socket and cleans up after itself; a channel that acts
// on valid lines, refuses bad ones without changing anything, and stops the
// run; idle clients that never lock a new one out (its `stop` stops the
// run at once) and are closed after the idle timeout; and benchwork-cli run
// --control end to end, its JSON keeping the change and the schedule as run.
#include "control/control_channel.h"
#include "control/control_line.h"
#include "control/control_server.h"

#include "cli_process.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <cstring>
#include <memory>
#include <vector>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

namespace {

// A client of the control socket: one line out, one line back.
class Client {
public:
    explicit Client(const std::string& path)
    {
        fd_ = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        std::strncpy(a.sun_path, path.c_str(), sizeof a.sun_path - 1);
        if (::connect(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
            ::close(fd_);
            fd_ = -1;
        }
        timeval tv{10, 0};   // a reply that never comes fails the test, not the suite
        setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    }
    ~Client()
    {
        if (fd_ >= 0)
            ::close(fd_);
    }
    bool connected() const { return fd_ >= 0; }
    void send(const std::string& bytes) { [[maybe_unused]] auto n = ::send(fd_, bytes.data(), bytes.size(), MSG_NOSIGNAL); }
    // The next line (without its newline); "" when the connection ended.
    QString line()
    {
        size_t nl;
        while ((nl = buf_.find('\n')) == std::string::npos) {
            char b[512];
            const ssize_t n = ::recv(fd_, b, sizeof b, 0);
            if (n <= 0)
                return {};
            buf_.append(b, size_t(n));
        }
        const std::string l = buf_.substr(0, nl);
        buf_.erase(0, nl + 1);
        return QString::fromStdString(l);
    }
    QString ask(const std::string& l)
    {
        send(l + "\n");
        return line();
    }

private:
    int fd_ = -1;
    std::string buf_;
};

mode_t modeOf(const QString& path)
{
    struct stat st{};
    return ::lstat(path.toLocal8Bit().constData(), &st) == 0 ? (st.st_mode & 07777) : mode_t(0);
}

bool exists(const QString& path)
{
    struct stat st{};
    return ::lstat(path.toLocal8Bit().constData(), &st) == 0;
}

} // namespace

class TestControlSocket : public QObject {
    Q_OBJECT
private slots:
    void lineGrammar_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("means");   // "vus 400", "rate 2.5", "stop", or "error: <part of the message>"
        QTest::newRow("vus") << "vus 400" << "vus 400";
        QTest::newRow("spaces, CR-less") << "  vus   12  " << "vus 12";
        QTest::newRow("rate") << "rate 5000" << "rate 5000";
        QTest::newRow("rate with a suffix") << "rate 5k" << "rate 5000";
        QTest::newRow("fractional rate") << "rate 2.5" << "rate 2.5";
        QTest::newRow("stop") << "stop" << "stop";
        QTest::newRow("empty") << "" << "error: expected 'vus N', 'rate N' or 'stop', got ''";
        QTest::newRow("unknown word") << "faster 10" << "error: expected 'vus N', 'rate N' or 'stop', got 'faster 10'";
        QTest::newRow("no number") << "vus" << "error: vus takes one number";
        QTest::newRow("two numbers") << "rate 1 2" << "error: rate takes one number";
        QTest::newRow("fractional VUs") << "vus 2.5" << "error: vus takes a whole number of VUs, got '2.5'";
        QTest::newRow("negative") << "rate -5" << "error: rate takes requests/s";
        QTest::newRow("junk number") << "vus 10x" << "error: vus takes a whole number";
        QTest::newRow("stop with more") << "stop now" << "error: 'stop' takes nothing after it";
        QTest::newRow("capitals") << "VUS 10" << "error: expected";
    }
    void lineGrammar()
    {
        QFETCH(QString, line);
        QFETCH(QString, means);
        const auto c = bw::parseControlLine(line.toStdString());
        if (means.startsWith("error: ")) {
            QVERIFY(!c);
            QVERIFY2(QString::fromStdString(c.error().text()).contains(means.mid(7)), c.error().text().c_str());
            return;
        }
        QVERIFY2(c, c ? "" : c.error().text().c_str());
        QString got = c->kind == bw::ControlCommand::Kind::Stop
            ? QString("stop")
            : QString("%1 %2").arg(bw::loadKnobName(c->knob)).arg(c->value);
        QCOMPARE(got, means);
    }

    void serverAnswersEveryLineAndOnlyThisUser()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("ctl.sock");
        bw::ControlServer server;
        auto err = server.listen(path.toStdString(), [](const std::string& l) { return "got " + l; });
        QVERIFY2(!err, err ? err->text().c_str() : "");
        QCOMPARE(modeOf(path) & 0777, mode_t(0600));   // not world- or group-accessible
        Client c(path.toStdString());
        QVERIFY(c.connected());
        c.send("one\ntw");
        QCOMPARE(c.line(), QString("got one"));
        c.send("o\r\nthree\n");   // a line in pieces, a CR before the newline
        QCOMPARE(c.line(), QString("got two"));
        QCOMPARE(c.line(), QString("got three"));
        Client d(path.toStdString());   // a second client at the same time
        QCOMPARE(d.ask("four"), QString("got four"));
        QVERIFY(c.ask(std::string(bw::ControlServer::kMaxLineBytes + 10, 'x')).startsWith("error: line too long"));
        // a second server on a socket that is listened on: refused
        bw::ControlServer other;
        auto busy = other.listen(path.toStdString(), [](const std::string&) { return std::string(); });
        QVERIFY(busy);
        QVERIFY2(QString::fromStdString(busy->text()).contains("another program listens"), busy->text().c_str());
        server.close();
        QVERIFY(!exists(path));   // cleaned up
        QVERIFY(c.line().isEmpty());   // the connection ended with the server
    }

    // The socket is made under a name of its own and linked into place once
    // it listens: the directory holds the socket alone, which answers at
    // once, and nothing after close. In a folder whose path leaves no room
    // for that name in a socket address, the socket is bound in place, and
    // works the same.
    void socketAppearsListeningAndLeavesNothing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const int room = int(sizeof(sockaddr_un::sun_path));   // 108 on Linux, 104 on macOS
        const int deep = room - 12 - int(dir.path().size()) - 1;   // the socket's path: room - 5 bytes
        QVERIFY2(deep > 0, qPrintable(dir.path()));
        QVERIFY(QDir(dir.path()).mkdir(QString(deep, QLatin1Char('d'))) && QDir(dir.path()).mkdir("s"));
        for (const QString& folder : {dir.path() + "/s", dir.path() + "/" + QString(deep, QLatin1Char('d'))}) {
            const QDir d(folder);
            const auto entries = [&] { return d.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot); };
            const QString path = d.filePath("c.sock");
            QVERIFY(path.size() < room);
            bw::ControlServer server;
            auto err = server.listen(path.toStdString(), [](const std::string& l) { return "got " + l; });
            QVERIFY2(!err, err ? err->text().c_str() : "");
            QCOMPARE(entries(), QStringList{"c.sock"});
            QCOMPARE(Client(path.toStdString()).ask("x"), QString("got x"));
            QCOMPARE(modeOf(path) & 0777, mode_t(0600));
            server.close();
            QCOMPARE(entries(), QStringList{});
        }
    }

    void serverLeavesWhatIsNotItsSocket()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("notes.txt");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
        f.close();
        bw::ControlServer server;
        auto err = server.listen(path.toStdString(), [](const std::string&) { return std::string(); });
        QVERIFY(err);
        QVERIFY2(QString::fromStdString(err->text()).contains("not a socket"), err->text().c_str());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
        // a stale socket (its server gone without cleaning up) is replaced
        const QString stale = dir.filePath("stale.sock");
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        std::strncpy(a.sun_path, stale.toLocal8Bit().constData(), sizeof a.sun_path - 1);
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
        ::close(fd);
        QVERIFY(exists(stale));
        auto ok = server.listen(stale.toStdString(), [](const std::string&) { return std::string("yes"); });
        QVERIFY2(!ok, ok ? ok->text().c_str() : "");
        QCOMPARE(Client(stale.toStdString()).ask("x"), QString("yes"));
        QVERIFY(server.listen(std::string(200, 'p'), [](const std::string&) { return std::string(); }));   // too long a path
    }

    // Valid lines act on the run in hand and are acknowledged; bad ones are
    // answered with an error and change nothing; "stop" ends the run.
    void channelActsOnValidLinesOnly()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Slow, 10);
        QVERIFY(srv.start());
        QTemporaryDir dir;
        const std::string path = dir.filePath("run.sock").toStdString();
        bw::LoadConfig cfg;
        cfg.url = srv.url();
        cfg.connections = 2;
        cfg.threads = 1;
        cfg.maxVus = 10;
        cfg.durationSec = 20;   // ended by "stop" long before
        bw::RunSession session(cfg, bw::Slo{}, bw::TargetSpec{});
        bw::ControlChannel channel;
        auto err = channel.open(path);
        QVERIFY2(!err, err ? err->text().c_str() : "");
        Client c(path);
        QVERIFY(c.connected());
        QVERIFY(c.ask("vus 4").startsWith("error: no run is under way"));   // nothing attached yet
        QVERIFY(!session.prepare());
        session.start();
        channel.attach(&session);
        const QString ok = c.ask("vus 6");
        QVERIFY2(ok.startsWith("ok vus 2 -> 6 VUs at "), qPrintable(ok));
        for (const char* bad : {"rate 100", "vus", "vus 11", "vus 2.5", "warp 9"})
            QVERIFY2(c.ask(bad).startsWith("error: "), bad);
        QVERIFY(c.ask("rate 100").contains("closed model"));
        QVERIFY(c.ask("vus 11").contains("room for 0 to 10"));
        QCOMPARE(int(session.loadChanges().size()), 1);   // the refused lines changed nothing
        QCOMPARE(session.loadChanges(0).front().to, 6.0);
        QVERIFY(session.loadChanges(1).empty());          // what a display has shown already
        QCOMPARE(session.knobLevel(), 6.0);
        QCOMPARE(c.ask("stop"), QString("ok stopping"));
        QVERIFY(channel.stopAsked());
        QVERIFY(session.waitFinished(std::chrono::seconds(10)));
        channel.attach(nullptr);
        const bw::RunResult r = session.result();
        QCOMPARE(int(r.status), int(bw::RunStatus::Stopped));
        QCOMPARE(QString::fromStdString(r.statusMessage), QString("stopped through the control socket"));
        QCOMPARE(int(r.loadChanges.size()), 1);
        QCOMPARE(r.loadChanges[0].source, std::string("control"));
        QVERIFY(c.ask("vus 3").startsWith("error: no run is under way"));
    }

    // More idle clients than the server keeps: a new client is still served,
    // and its "stop" stops the run at once; the longest idle client made
    // room and was told why.
    void idleClientsNeverLockOutStop()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Slow, 10);
        QVERIFY(srv.start());
        QTemporaryDir dir;
        const std::string path = dir.filePath("busy.sock").toStdString();
        bw::LoadConfig cfg;
        cfg.url = srv.url();
        cfg.connections = 2;
        cfg.threads = 1;
        cfg.durationSec = 60;   // ended by "stop" long before
        bw::RunSession session(cfg, bw::Slo{}, bw::TargetSpec{});
        bw::ControlChannel channel;
        auto err = channel.open(path);
        QVERIFY2(!err, err ? err->text().c_str() : "");
        QVERIFY(!session.prepare());
        session.start();
        channel.attach(&session);
        std::vector<std::unique_ptr<Client>> idle;
        for (int i = 0; i < bw::ControlServer::kMaxClients + 4; ++i) {
            idle.push_back(std::make_unique<Client>(path));
            QVERIFY(idle.back()->connected());
        }
        Client c(path);
        QVERIFY(c.connected());
        const auto asked = std::chrono::steady_clock::now();
        QCOMPARE(c.ask("stop"), QString("ok stopping"));   // before: no answer (the client waited in the backlog)
        QVERIFY(session.waitFinished(std::chrono::seconds(10)));
        const auto tookMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - asked).count();
        QVERIFY2(tookMs < 5000, qPrintable(QString("stopped after %1 ms").arg(tookMs)));
        channel.attach(nullptr);
        QCOMPARE(int(session.result().status), int(bw::RunStatus::Stopped));
        // the first idle client was the longest idle: closed to make room, with a last line
        const QString why = idle.front()->line();
        QVERIFY2(why.startsWith("error: closed: 16 clients were connected"), qPrintable(why));
        QVERIFY(idle.front()->line().isEmpty());
    }

    // A client silent for the idle timeout is closed (told why); one that
    // connects afterwards is served.
    void idleClientsAreClosedAfterTheTimeout()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("idle.sock").toStdString();
        bw::ControlServer server;
        server.setIdleTimeout(std::chrono::milliseconds(300));
        auto err = server.listen(path, [](const std::string& l) { return "got " + l; });
        QVERIFY2(!err, err ? err->text().c_str() : "");
        Client a(path), b(path);
        QVERIFY(a.connected() && b.connected());
        QCOMPARE(a.ask("hello"), QString("got hello"));
        // each waits (up to its 10 s receive timeout) for the server's last line, then the end
        for (Client* c : {&a, &b}) {
            QCOMPARE(c->line(), QString("error: closed: idle for 300ms"));
            QVERIFY(c->line().isEmpty());
        }
        Client late(path);
        QCOMPARE(late.ask("again"), QString("got again"));
    }

    // benchwork-cli run --control: a script raises the VUs and stops the run;
    // the summary and the JSON keep the change and the schedule as run.
    void cliRunSteeredThroughItsSocket()
    {
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Slow, 10);
        QVERIFY(srv.start());
        QTemporaryDir dir;
        const QString sock = dir.filePath("cli.sock");
        const QString json = dir.filePath("run.json");
        QProcess p;
        p.start(bwtest::builtProgram("benchwork-cli"),
                {"run", "--no-save", "-q", "-c", "2", "-t", "1", "-d", "20s", "--control", sock, "--json", json, QString::fromStdString(srv.url())});
        QVERIFY(p.waitForStarted());
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (!exists(sock) && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        QVERIFY(exists(sock));
        QCOMPARE(modeOf(sock) & 0777, mode_t(0600));
        Client c(sock.toStdString());
        QVERIFY(c.connected());
        // the run may not be under way yet: ask until it is
        QString reply;
        while (std::chrono::steady_clock::now() < deadline && !(reply = c.ask("vus 5")).startsWith("ok"))
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        QVERIFY2(reply.startsWith("ok vus 2 -> 5 VUs"), qPrintable(reply));
        QVERIFY(c.ask("rate 10").startsWith("error: rate: this run has a set number of VUs"));
        while (srv.requests() == 0 && std::chrono::steady_clock::now() < deadline)   // the change may come before the first send
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        QVERIFY(srv.requests() > 0);
        QCOMPARE(c.ask("stop"), QString("ok stopping"));
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 130);   // stopped by the user, as Ctrl-C (docs/exit-status.md)
        QVERIFY(!exists(sock));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(o.value("status").toString(), QString("stopped"));
        const QJsonArray changes = o.value("loadChanges").toArray();
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes[0].toObject().value("knob").toString(), QString("vus"));
        QCOMPARE(changes[0].toObject().value("to").toDouble(), 5.0);
        QCOMPARE(changes[0].toObject().value("source").toString(), QString("control"));
        const QJsonArray stages = o.value("config").toObject().value("stages").toArray();
        QCOMPARE(stages.size(), 3);   // 2 VUs until the change, a jump to 5, 5 to the planned end
        QCOMPARE(stages[1].toObject().value("target").toDouble(), 5.0);
        QCOMPARE(o.value("config").toObject().value("maxVus").toInt(), 1000);   // --control's default room
        QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains("Changed live 1 time"));
    }
};

BW_TEST_GUILESS_MAIN(TestControlSocket)
#include "tst_control_socket.moc"
