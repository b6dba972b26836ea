#include "target/container.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <cstdlib>
#include <thread>

namespace bw {
namespace {

std::string findRuntime()
{
    if (const char* forced = std::getenv("BENCHWORK_CONTAINER_RUNTIME"); forced && *forced)
        return forced;
    for (const char* r : {"docker", "podman"})
        if (!QStandardPaths::findExecutable(QString::fromLatin1(r)).isEmpty())
            return r;
    return {};
}

Error fail(const std::string& message) { return Error(std::string(), message); }

} // namespace

std::vector<PublishedPort> parsePublishedPorts(const std::string& json)
{
    std::vector<PublishedPort> out;
    const QJsonObject ports = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
    for (auto it = ports.begin(); it != ports.end(); ++it) {
        const bool udp = it.key().endsWith(QLatin1String("/udp"));
        for (const QJsonValue& binding : it.value().toArray()) {
            const QJsonObject b = binding.toObject();
            PublishedPort p;
            p.udp = udp;
            p.hostIp = b.value(QLatin1String("HostIp")).toString().toStdString();
            p.hostPort = b.value(QLatin1String("HostPort")).toString().toInt();
            if (p.hostPort > 0)
                out.push_back(std::move(p));
        }
    }
    return out;
}

Result<ContainerTarget> resolveContainer(const std::string& nameOrId)
{
    if (nameOrId.empty())
        return fail("no container name or id given");
    const std::string runtime = findRuntime();
    if (runtime.empty())
        return fail("cannot attach to container " + nameOrId
                    + ": neither docker nor podman is installed (install one, or set BENCHWORK_CONTAINER_RUNTIME)");
    QProcess inspect;
    inspect.setProgram(QString::fromStdString(runtime));
    inspect.setArguments({QStringLiteral("inspect"), QStringLiteral("--type"), QStringLiteral("container"),
                          QStringLiteral("--format"),
                          QStringLiteral("{{.State.Pid}} {{.State.Running}} {{.Id}} {{.Name}} "
                                         "{{.HostConfig.NetworkMode}} {{json .NetworkSettings.Ports}}"),
                          QString::fromStdString(nameOrId)});
    inspect.start();
    if (!inspect.waitForStarted(5000))
        return fail("cannot run " + runtime + ": " + inspect.errorString().toStdString());
    if (!inspect.waitForFinished(15000)) {
        inspect.kill();
        inspect.waitForFinished(2000);
        return fail(runtime + " inspect " + nameOrId + " did not answer within 15 s");
    }
    const QString out = QString::fromLocal8Bit(inspect.readAllStandardOutput()).trimmed();
    if (inspect.exitStatus() != QProcess::NormalExit || inspect.exitCode() != 0) {
        QString why = QString::fromLocal8Bit(inspect.readAllStandardError()).trimmed();
        if (why.isEmpty())
            why = QStringLiteral("exit code %1").arg(inspect.exitCode());
        return fail(runtime + " inspect " + nameOrId + " failed: " + why.section(QLatin1Char('\n'), 0, 0).toStdString());
    }
    const QStringList parts = out.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.size() < 4)
        return fail(runtime + " inspect " + nameOrId + " gave an unexpected answer: '" + out.toStdString() + "'");
    ContainerTarget c;
    c.runtime = runtime;
    c.pid = parts[0].toLongLong();
    c.id = parts[2].toStdString();
    c.name = parts[3].toStdString();
    if (!c.name.empty() && c.name[0] == '/')
        c.name.erase(0, 1);
    if (parts.size() >= 5)
        c.network.mode = parts[4].toStdString();
    if (parts.size() >= 6)   // the JSON, whatever spaces it holds
        c.network.published = parsePublishedPorts(out.section(QLatin1Char(' '), 5, -1, QString::SectionSkipEmpty).toStdString());
    if (parts[1] != QLatin1String("true") || c.pid <= 0)
        return fail("container " + nameOrId + " is not running");
    auto where = cgroupOfProcess(c.pid);
    if (!where)
        return fail("container " + nameOrId + " (pid " + std::to_string(c.pid) + "): " + where.error().text());
    c.cgroup = *where;
    return c;
}

Result<ContainerTarget> waitForContainer(const std::string& nameOrId, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        auto c = resolveContainer(nameOrId);
        if (c || std::chrono::steady_clock::now() >= deadline)
            return c;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
}

} // namespace bw
