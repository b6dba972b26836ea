#include "controller/preparing_text.h"

#include "target/readiness.h"

#include <QCoreApplication>

namespace bwui {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("PreparingText", text);
}
} // namespace

QString preparingText(const bw::TargetSpec& target, const std::string& url)
{
    if (target.kind == bw::TargetSpec::Kind::Demo)
        return demoStartingText();
    if (target.kind != bw::TargetSpec::Kind::Launch)
        return tr("Starting…");
    const bw::Readiness ready = bw::launchReadiness(target, url);
    switch (ready.kind) {
    case bw::Readiness::Kind::Http:
        return tr("Starting… waiting for %1").arg(QString::fromStdString(ready.url));
    case bw::Readiness::Kind::Tcp: {
        const QString host = QString::fromStdString(ready.host);
        const QString address = host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]:%2").arg(host).arg(ready.port)
                                                                 : QStringLiteral("%1:%2").arg(host).arg(ready.port);
        return tr("Starting… waiting for %1 to accept connections").arg(address);
    }
    case bw::Readiness::Kind::None:
        break;
    }
    return tr("Starting… waiting for the command to start");
}

QString demoStartingText()
{
    return tr("Starting… waiting for the demo target's listening line");
}

} // namespace bwui
