#include "history/history_text.h"

#include "history/round_group_sides.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QUrl>

#include <algorithm>
#include <set>

namespace bwui::HistoryText {

QString verdict(const std::string& v)
{
    if (v == "pass")
        return QCoreApplication::translate("HistoryText", "PASS");
    if (v == "fail")
        return QCoreApplication::translate("HistoryText", "FAIL");
    if (v == "not-judged")   // stopped or interrupted (result/run_outcome.h)
        return QCoreApplication::translate("HistoryText", "not judged");
    return QCoreApplication::translate("HistoryText", "no SLO");
}

QString status(const std::string& s)
{
    if (s == "complete") return QCoreApplication::translate("HistoryText", "complete");
    if (s == "stopped") return QCoreApplication::translate("HistoryText", "stopped");
    if (s == "target-exited") return QCoreApplication::translate("HistoryText", "target exited");
    if (s == "interrupted") return QCoreApplication::translate("HistoryText", "interrupted");
    if (s == "failed") return QCoreApplication::translate("HistoryText", "failed");
    if (s == "running") return QCoreApplication::translate("HistoryText", "running");
    return QString::fromStdString(s);   // a status a newer version wrote
}

QString source(bw::RunSource s)
{
    // Product names: the same in every language.
    switch (s) {
    case bw::RunSource::Benchwork: return QStringLiteral("Benchwork");
    case bw::RunSource::Wrk: return QStringLiteral("wrk");
    case bw::RunSource::K6: return QStringLiteral("k6");
    case bw::RunSource::Oha: return QStringLiteral("oha");
    }
    return QString();
}

QString startedAt(int64_t ms)
{
    if (ms <= 0)
        return QCoreApplication::translate("HistoryText", "unknown");
    // ISO order reads the same in every language and sorts as text.
    return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString runTitle(const bw::RunRow& row)
{
    return QString::fromStdString(bw::runLabel(row.id, row.name, row.tags));
}

QString compareTitle(const bw::RunRow& row, const QString& separator)
{
    QStringList parts{runTitle(row)};
    if (!row.roundSide.empty())
        parts << QString::fromStdString(bw::sideName(row.roundSide));
    if (!row.roundSide.empty() || row.name.empty())
        parts << target(row);
    return parts.join(separator);
}

QString target(const bw::RunRow& row)
{
    if (row.requestEntries <= 0)
        return urlRoute(row.targetUrl);
    if (row.requestSetSource.empty())
        return QCoreApplication::translate("HistoryText", "%n request(s)", nullptr, row.requestEntries);
    return QCoreApplication::translate("HistoryText", "%n request(s) from %1", nullptr, row.requestEntries)
        .arg(QString::fromStdString(row.requestSetSource));
}

namespace {
bool isHttpUrl(const QUrl& u)
{
    return u.isValid() && !u.host().isEmpty()
           && (u.scheme() == QLatin1String("http") || u.scheme() == QLatin1String("https"));
}
} // namespace

QString urlRoute(const std::string& url)
{
    const QString text = QString::fromStdString(url);
    const QUrl u(text);
    if (!isHttpUrl(u))
        return text;
    QString route = u.path(QUrl::FullyEncoded);
    if (route.isEmpty())
        route = QStringLiteral("/");
    if (u.hasQuery())
        route += QLatin1Char('?') + u.query(QUrl::FullyEncoded);
    return route;
}

QString urlHost(const std::string& url)
{
    const QUrl u(QString::fromStdString(url));
    if (!isHttpUrl(u))
        return QString();
    const QString host = u.host().contains(QLatin1Char(':')) ? QLatin1Char('[') + u.host() + QLatin1Char(']') : u.host();
    return u.port() > 0 ? host + QLatin1Char(':') + QString::number(u.port()) : host;
}

std::vector<std::string> parseTags(const QString& text)
{
    std::set<std::string> tags;
    for (const QString& part : text.split(QLatin1Char(','))) {
        const QString t = part.simplified();
        if (!t.isEmpty())
            tags.insert(t.toStdString());
    }
    return {tags.begin(), tags.end()};
}

QString joinTags(const std::vector<std::string>& tags)
{
    QStringList out;
    for (const std::string& t : tags)
        out << QString::fromStdString(t);
    return out.join(QStringLiteral(", "));
}

} // namespace bwui::HistoryText
