#include "cli_process.h"

#include "proc_helpers.h"

#include <QProcessEnvironment>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bwtest {

QString builtProgram(const QString& program)
{
    return qEnvironmentVariable("BENCHWORK_BIN_DIR") + "/" + program;
}

CliResult runBenchworkCli(const QStringList& args, const QStringList& extraEnv, int timeoutMs)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& kv : extraEnv)
        env.insert(kv.section('=', 0, 0), kv.section('=', 1));
    p.setProcessEnvironment(env);
    p.start(builtProgram("benchwork-cli"), args);
    CliResult r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(5000);
        r.err = "benchwork-cli did not finish within " + QString::number(timeoutMs) + " ms: " + args.join(' ');
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

SelfSignedTlsServer::~SelfSignedTlsServer()
{
    if (server_.state() != QProcess::NotRunning) {
        server_.kill();
        server_.waitForFinished(5000);
    }
}

bool SelfSignedTlsServer::start(QString* why)
{
    if (!haveProgram("openssl")) {
        *why = "openssl is not installed";
        return false;
    }
    const QString cert = dir_ + "/cert.pem", key = dir_ + "/key.pem";
    QProcess gen;
    gen.start("openssl", {"req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                          "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1", "-addext",
                          "subjectAltName=IP:127.0.0.1,DNS:localhost"});
    if (!gen.waitForFinished(30000) || gen.exitCode() != 0) {
        *why = "openssl req failed: " + QString::fromLocal8Bit(gen.readAllStandardError());
        return false;
    }
    port_ = unusedLoopbackPort();
    server_.start("openssl", {"s_server", "-accept", QString("127.0.0.1:%1").arg(port_), "-cert", cert, "-key", key,
                              "-www", "-quiet"});
    if (!server_.waitForStarted(5000)) {
        *why = "openssl s_server did not start";
        return false;
    }
    if (!waitUntil([&] { return loopbackPortAnswers(port_); }, std::chrono::seconds(10))) {
        *why = "openssl s_server did not listen on port " + QString::number(port_);
        return false;
    }
    return true;
}

} // namespace bwtest
