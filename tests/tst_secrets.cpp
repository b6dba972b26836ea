// Secrets and commands: secret headers are stored in the history and written
// to --json redacted unless --keep-secrets; exports redact even then; TLS
// certificates are verified unless --insecure; a launched command never goes
// through a shell unless --shell; the demo target and the fault server
// listen on 127.0.0.1 only.
#include "engine/engine.h"
#include "cli_process.h"
#include "loopback_server.h"
#include "proc_helpers.h"
#include "test_main.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdlib>

namespace {

using CliRun = bwtest::CliResult;

QString binDir()
{
    const char* env = std::getenv("BENCHWORK_BIN_DIR");
    return env && *env ? QString(env) : QCoreApplication::applicationDirPath();
}

CliRun runCli(const QStringList& args, int timeoutMs = 30000) { return bwtest::runBenchworkCli(args, {}, timeoutMs); }

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The database and its WAL, raw: a secret must not be anywhere in them.
QByteArray databaseBytes(const QString& db) { return readAll(db) + readAll(db + "-wal"); }

const char* const kSecrets[] = {"Bearer-s3cr3t-AUTH", "sid=s3cr3t-COOKIE", "s3cr3t-APIKEY", "s3cr3t-PROXYPW"};

bool containsAnySecret(const QByteArray& bytes, QString* which)
{
    for (const char* s : kSecrets)
        if (bytes.contains(s)) {
            *which = s;
            return true;
        }
    return false;
}

// Local TCP listeners (state 0A) on `port` from /proc/net/tcp and tcp6, as
// "ADDR:PORT" hex strings the way the kernel prints them.
QStringList listenersOn(int port)
{
    QStringList found;
    const QString portHex = QString("%1").arg(port, 4, 16, QChar('0')).toUpper();
    for (const char* file : {"/proc/net/tcp", "/proc/net/tcp6"}) {
        const QList<QByteArray> lines = readAll(file).split('\n');
        for (int i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines[i].simplified().split(' ');
            if (f.size() > 3 && f[3] == "0A" && f[1].endsWith(":" + portHex.toLatin1()))
                found << QString::fromLatin1(f[1]);
        }
    }
    return found;
}

} // namespace

class SecretsTest : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    bwtest::LoopbackServer server_{bwtest::LoopbackServer::Mode::Ok};

    QStringList secretArgs() const
    {
        return {"-H", QString("Authorization: ") + kSecrets[0], "-H", QString("Cookie: ") + kSecrets[1],
                "-H", QString("X-Api-Key: ") + kSecrets[2], "-H", "Accept: text/plain"};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(tmp_.isValid());
        QVERIFY(server_.start());
    }

    void secretsAreRedactedByDefault()
    {
        const QString db = tmp_.path() + "/redacted.sqlite", json = tmp_.path() + "/redacted.json";
        CliRun r = runCli(QStringList{"run", "-c", "1", "-d", "0.3s", "-q", "--db", db, "--json", json}
                          + secretArgs() + QStringList{QString::fromStdString(server_.url("/"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // A second run through a proxy whose URL carries a password (curl engine).
        const QString proxy = QString("http://user:%1@127.0.0.1:%2").arg(kSecrets[3]).arg(bwtest::unusedLoopbackPort());
        CliRun viaProxy = runCli({"run", "-c", "1", "-d", "0.3s", "-q", "--db", db, "--engine", "curl", "--proxy", proxy,
                                  QString::fromStdString(server_.url("/"))});
        // nothing listens behind the proxy: the run fails (exit 1), and is saved all the same
        QVERIFY2(viaProxy.exitCode == 1, qPrintable(viaProxy.err));
        QVERIFY2(viaProxy.out.contains("Run failed: no request completed"), qPrintable(viaProxy.out));

        QString which;
        const QByteArray jsonBytes = readAll(json);
        QVERIFY(!jsonBytes.isEmpty());
        QVERIFY2(!containsAnySecret(jsonBytes, &which), qPrintable("--json holds " + which));
        QVERIFY(jsonBytes.contains("<redacted>"));
        QVERIFY2(jsonBytes.contains("text/plain"), "ordinary headers are kept");
        QVERIFY2(!containsAnySecret(databaseBytes(db), &which), qPrintable("the history database holds " + which));

        // Nothing to reveal later: the history never had them.
        CliRun show = runCli({"history", "show", "1", "--json", "--show-secrets", "--db", db});
        QVERIFY2(show.exitCode == 0, qPrintable(show.err));
        QVERIFY2(!containsAnySecret(show.out.toUtf8(), &which), qPrintable("history show holds " + which));
        QVERIFY(show.out.contains("<redacted>"));
    }

    // --keep-secrets: the history and --json keep them; exports still redact.
    void keepSecretsKeepsThemButExportsRedact()
    {
        const QString db = tmp_.path() + "/kept.sqlite", json = tmp_.path() + "/kept.json";
        CliRun r = runCli(QStringList{"run", "-c", "1", "-d", "0.3s", "-q", "--keep-secrets", "--db", db, "--json", json}
                          + secretArgs() + QStringList{QString::fromStdString(server_.url("/"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(readAll(json).contains(kSecrets[0]));
        QVERIFY(databaseBytes(db).contains(kSecrets[0]));
        QVERIFY(databaseBytes(db).contains(kSecrets[2]));

        QString which;
        for (const char* format : {"md", "html", "json", "csv", "hdr"}) {
            const QString out = tmp_.path() + "/export." + format;
            CliRun e = runCli({"history", "export", "1", "--format", format, "-o", out, "--db", db});
            QVERIFY2(e.exitCode == 0, qPrintable(QString(format) + ": " + e.err));
            const QByteArray bytes = readAll(out) + e.out.toUtf8();
            QVERIFY2(!bytes.isEmpty(), format);
            QVERIFY2(!containsAnySecret(bytes, &which), qPrintable(QString("export as %1 holds %2").arg(format, which)));
        }
    }

    // A self-signed certificate: tls errors unless TLS verification is
    // turned off, then requests succeed.
    void tlsIsVerifiedUnlessInsecure()
    {
        if (!bwtest::haveProgram("openssl"))
            QSKIP("openssl is not installed");
        bwtest::SelfSignedTlsServer tls(tmp_.path());
        QString why;
        QVERIFY2(tls.start(&why), qPrintable(why));
        const int port = tls.port();

        for (bool insecure : {false, true}) {
            bw::LoadConfig c;
            c.url = QString("https://127.0.0.1:%1/").arg(port).toStdString();
            c.engine = bw::EngineKind::Curl;
            c.connections = 1;
            c.threads = 1;
            c.durationSec = 0.5;
            c.insecure = insecure;
            bw::Engine e(c);
            auto err = e.prepare();
            QVERIFY2(!err, err ? err->reason().c_str() : "");
            e.start();
            QVERIFY(e.waitFinished(std::chrono::seconds(20)));
            const bw::RunResult r = e.result();
            if (!insecure) {
                QVERIFY2(r.errors.tls > 0, "a self-signed certificate must fail verification (class tls)");
                QCOMPARE(r.requests, quint64(0));
            } else {
                QVERIFY2(r.requests > 0, qPrintable(QString("tls errors: %1").arg(r.errors.tls)));
                QCOMPARE(r.errors.total(), quint64(0));
            }
        }
        // The CLI's -k is what turns verification off.
        CliRun k = runCli({"run", "-k", "-c", "1", "-d", "0.3s", "-q", "--no-save", "--json", "-",
                           QString("https://127.0.0.1:%1/").arg(port)});
        QVERIFY2(k.exitCode == 0, qPrintable(k.err));
        const QJsonObject o = QJsonDocument::fromJson(k.out.toUtf8()).object();
        QVERIFY(o.value("summary").toObject().value("requests").toDouble() > 0);
    }

    // Split like a shell would, but run directly: '$HOME;' reaches echo as a
    // word and 'touch' is just another argument, so the file is not created.
    void launchNeverGoesThroughAShell()
    {
        const QString marker = tmp_.path() + "/created-by-a-shell";
        const QString log = tmp_.path() + "/direct.log";
        const QString url = QString("http://127.0.0.1:%1/").arg(bwtest::unusedLoopbackPort());
        CliRun r = runCli({"run", "--no-save", "-d", "1s", "--ready-timeout", "3s", "--target-log", log, "--launch",
                           "echo $HOME; touch " + marker, url});
        QCOMPARE(r.exitCode, 2);   // echo ends at once: never ready
        QVERIFY2(r.err.contains("ended before it was ready"), qPrintable(r.err));
        QVERIFY2(!QFile::exists(marker), "the --launch command went through a shell");
        QVERIFY2(readAll(log).contains("$HOME; touch " + marker.toUtf8()), readAll(log).constData());

        // Positive control: with --shell the same text is a shell command.
        const QString shellLog = tmp_.path() + "/shell.log";
        CliRun s = runCli({"run", "--no-save", "-d", "1s", "--ready-timeout", "3s", "--target-log", shellLog, "--shell",
                           "--launch", "echo $HOME; touch " + marker, url});
        QCOMPARE(s.exitCode, 2);
        QVERIFY2(QFile::exists(marker), "--shell did not run the command through /bin/sh");
        QVERIFY(!readAll(shellLog).contains("$HOME"));
    }

    void serversListenOnLoopbackOnly_data()
    {
        QTest::addColumn<QString>("program");
        QTest::newRow("demo target") << "benchwork-target";
        QTest::newRow("fault server") << "benchwork-faultserver";
    }
    void serversListenOnLoopbackOnly()
    {
        QFETCH(QString, program);
#ifndef __linux__
        QSKIP("the listening sockets are read from Linux's /proc/net/tcp");
#endif
        QProcess p;
        p.start(binDir() + "/" + program, {"--port", "0"});
        QVERIFY(p.waitForStarted(5000));
        auto stop = qScopeGuard([&] { p.kill(); p.waitForFinished(5000); });
        QVERIFY2(p.waitForReadyRead(10000), "no listening line");
        const QString line = QString::fromLatin1(p.readLine()).trimmed();
        const auto m = QRegularExpression("^listening http://127\\.0\\.0\\.1:(\\d+)$").match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        const int port = m.captured(1).toInt();
        const QStringList listeners = listenersOn(port);
        QVERIFY2(!listeners.isEmpty(), "the listening socket is not in /proc/net/tcp");
        // 0100007F is 127.0.0.1 in the kernel's byte order; anything else
        // (00000000 = every interface, an IPv6 socket) is exposed.
        for (const QString& l : listeners)
            QVERIFY2(l.startsWith("0100007F:"), qPrintable(program + " listens on " + l));

    }
};

BW_TEST_GUILESS_MAIN(SecretsTest)
#include "tst_secrets.moc"
