#include "metrics_scrape.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bwtest {

HttpReply metricsHttp(int port, const QByteArray& method, const QByteArray& path, const QByteArray& accept)
{
    HttpReply r;
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return r;
    timeval tv{5, 0};   // a server that never answers fails the check, not the suite
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(uint16_t(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0) {
        ::close(fd);
        return r;
    }
    QByteArray req = method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    if (!accept.isEmpty())
        req += "Accept: " + accept + "\r\n";
    req += "\r\n";
    [[maybe_unused]] const ssize_t sent = ::send(fd, req.constData(), size_t(req.size()), MSG_NOSIGNAL);
    QByteArray all;
    char buf[8192];
    for (;;) {   // the server closes after its response
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n <= 0)
            break;
        all.append(buf, n);
    }
    ::close(fd);
    const qsizetype end = all.indexOf("\r\n\r\n");
    if (!all.startsWith("HTTP/1.1 ") || end < 0)
        return r;
    r.head = all.left(end);
    r.body = all.mid(end + 4);
    r.status = all.mid(9, 3).toInt();
    for (const QByteArray& line : r.head.split('\n'))
        if (line.toLower().startsWith("content-type:"))
            r.contentType = line.mid(13).trimmed();
    return r;
}

QString metricsPython(QString* why)
{
    for (const QString& py : {QStringLiteral("/usr/bin/python3"), QStringLiteral("python3")}) {
        QProcess p;
        p.start(py, {"-c", "import prometheus_client"});
        if (p.waitForFinished(20000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
            return py;
    }
    *why = "no python3 with prometheus_client (Debian: python3-prometheus-client; scripts/install-deps.sh installs it)";
    return {};
}

std::optional<QJsonObject> parseExposition(const QByteArray& text, const QString& format, QString* why)
{
    const QString py = metricsPython(why);
    if (py.isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(py, {qEnvironmentVariable("BENCHWORK_SOURCE_DIR") + "/tests/support/parse_metrics.py", format});
    if (!p.waitForStarted(10000)) {
        *why = "cannot start " + py;
        return std::nullopt;
    }
    p.write(text);
    p.closeWriteChannel();
    if (!p.waitForFinished(20000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *why = "the " + format + " parser refused it: " + QString::fromUtf8(p.readAllStandardError()).trimmed();
        return std::nullopt;
    }
    const QJsonDocument d = QJsonDocument::fromJson(p.readAllStandardOutput());
    if (!d.isObject()) {
        *why = "parse_metrics.py printed no JSON";
        return std::nullopt;
    }
    return d.object();
}

namespace {

bool metricsLabelsMatch(const QJsonObject& have, const QJsonObject& want)
{
    for (auto it = want.begin(); it != want.end(); ++it)
        if (have.value(it.key()) != it.value())
            return false;
    return true;
}

} // namespace

std::optional<double> sampleValue(const QJsonObject& parsed, const QString& name, const QJsonObject& labels)
{
    for (const QJsonValue& f : parsed.value("families").toArray())
        for (const QJsonValue& s : f.toObject().value("samples").toArray()) {
            const QJsonObject o = s.toObject();
            if (o.value("name").toString() == name && metricsLabelsMatch(o.value("labels").toObject(), labels))
                return o.value("value").toDouble();
        }
    return std::nullopt;
}

QJsonObject sampleLabels(const QJsonObject& parsed, const QString& name)
{
    for (const QJsonValue& f : parsed.value("families").toArray())
        for (const QJsonValue& s : f.toObject().value("samples").toArray())
            if (s.toObject().value("name").toString() == name)
                return s.toObject().value("labels").toObject();
    return {};
}

} // namespace bwtest
