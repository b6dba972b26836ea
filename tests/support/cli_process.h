#pragma once
// benchwork-cli as a child process for the tests, and a TLS server with a
// self-signed certificate (openssl s_server) on a loopback port.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace bwtest {

struct CliResult {
    int exitCode = -1;      // -1: crashed or did not finish in time
    QString out, err;
};

// $BENCHWORK_BIN_DIR/<program> (the tests' environment sets it).
QString builtProgram(const QString& program);

// Runs benchwork-cli with `args` and the tests' environment plus `extraEnv`
// ("NAME=value" entries); kills it after `timeoutMs`.
CliResult runBenchworkCli(const QStringList& args, const QStringList& extraEnv = {}, int timeoutMs = 60000);

// openssl s_server -www on 127.0.0.1 with a fresh self-signed certificate
// for 127.0.0.1 and localhost, in `dir`. Stopped when destroyed.
class SelfSignedTlsServer {
public:
    explicit SelfSignedTlsServer(QString dir) : dir_(std::move(dir)) {}
    ~SelfSignedTlsServer();
    // False with *why when openssl is missing or the server never listened
    // (waits up to 10 s for its port to accept a connection).
    bool start(QString* why);
    int port() const { return port_; }

private:
    QString dir_;
    QProcess server_;
    int port_ = 0;
};

} // namespace bwtest
