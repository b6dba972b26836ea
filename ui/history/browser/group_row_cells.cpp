#include "history/browser/group_row_cells.h"

#include "history/history_text.h"
#include "model/display_format.h"
#include "widgets/semantic_colors.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

namespace bwui {

namespace F = DisplayFormat;
namespace SC = SemanticColors;
using Col = RunTableModel::Column;

namespace {

QString sideErrors(const bw::RoundGroupSide& s)
{
    if (s.errors == 0)
        return F::count(0);
    return GroupRowCells::tr("%1 (%2)").arg(F::count(s.errors), F::percent(100.0 * s.errorRate, 2));
}

} // namespace

GroupRowCells::GroupRowCells(int64_t groupId, const std::vector<bw::RoundGroupSide>& sides, bool expanded)
    : groupId_(groupId), sides_(sides), expanded_(expanded), ab_(sides.size() > 1 || (!sides.empty() && !sides[0].side.empty()))
{
}

bool GroupRowCells::owns(int column)
{
    return column == Col::ColId || column == Col::ColTarget || (column >= Col::ColRps && column <= Col::ColStatus);
}

int GroupRowCells::runCount() const
{
    int n = 0;
    for (const bw::RoundGroupSide& s : sides_)
        n += int(s.runIds.size());
    return n;
}

template <typename Text>
QString GroupRowCells::perSide(Text text) const
{
    if (!ab_)
        return sides_.empty() ? QString() : text(sides_.front());
    QStringList parts;
    for (const bw::RoundGroupSide& s : sides_)
        parts << QString::fromStdString(bw::sideName(s.side)) + QLatin1Char(' ') + text(s);
    return parts.join(QStringLiteral(" \u00b7 "));
}

QString GroupRowCells::targets() const
{
    return perSide([](const bw::RoundGroupSide& s) { return HistoryText::urlRoute(s.targetUrl); });
}

QVariant GroupRowCells::data(int column, int role) const
{
    if (sides_.empty())
        return {};
    switch (role) {
    case Qt::DisplayRole: return display(column);
    case Qt::ToolTipRole: return toolTip(column);
    case Qt::ForegroundRole: return foreground(column);
    case RunTableModel::HostRole: {
        if (column != Col::ColTarget)
            return {};
        // One host for every side (the demo target serves A and B): shown
        // greyed after the routes; otherwise the routes alone, the tooltip has the URLs.
        const QString host = HistoryText::urlHost(sides_.front().targetUrl);
        for (const bw::RoundGroupSide& s : sides_)
            if (HistoryText::urlHost(s.targetUrl) != host)
                return QString();
        return host;
    }
    }
    return {};
}

QVariant GroupRowCells::display(int column) const
{
    switch (column) {
    case Col::ColId:
        return (expanded_ ? QStringLiteral("\u25be g%1") : QStringLiteral("\u25b8 g%1")).arg(groupId_);
    case Col::ColTarget: return targets();
    case Col::ColRps: return perSide([](const bw::RoundGroupSide& s) { return F::requestsPerSec(s.rps); });
    case Col::ColP50: return perSide([](const bw::RoundGroupSide& s) { return F::latencyOrDash(s.p50Us); });
    case Col::ColP99: return perSide([](const bw::RoundGroupSide& s) { return F::latencyOrDash(s.p99Us); });
    case Col::ColErrors: {
        // No errors on any side: one 0 says it (the usual case, and the row stays narrower).
        bool none = true;
        for (const bw::RoundGroupSide& s : sides_)
            none = none && s.errors == 0;
        return none ? F::count(0) : perSide(sideErrors);
    }
    case Col::ColPeakRss:
        return perSide([](const bw::RoundGroupSide& s) { return s.peakRssBytes ? F::bytes(s.peakRssBytes) : F::dash(); });
    case Col::ColClientCpu: return perSide([](const bw::RoundGroupSide& s) { return F::percent(s.clientCpuPct); });
    case Col::ColVerdict: {
        bool same = true;
        for (const bw::RoundGroupSide& s : sides_)
            same = same && s.verdict == sides_.front().verdict;
        if (same)
            return HistoryText::verdict(sides_.front().verdict);
        return perSide([](const bw::RoundGroupSide& s) { return HistoryText::verdict(s.verdict); });
    }
    case Col::ColStatus:
        if (!ab_)
            return tr("%n round(s)", nullptr, runCount());
        return tr("A/B, %n round(s) each", nullptr, int(sides_.front().runIds.size()));
    }
    return {};
}

QVariant GroupRowCells::toolTip(int column) const
{
    switch (column) {
    case Col::ColId:
    case Col::ColTarget:
    case Col::ColRps:
    case Col::ColP50:
    case Col::ColP99:
    case Col::ColStatus: {
        QStringList lines;
        if (ab_)
            lines << tr("A/B group %1: A and B alternated, each side the median of its own rounds.").arg(groupId_);
        else
            lines << tr("Round group %1: the medians of its %n round(s).", nullptr, runCount()).arg(groupId_);
        for (const bw::RoundGroupSide& s : sides_) {
            const QString name = ab_ ? QString::fromStdString(bw::sideName(s.side)) + QStringLiteral(": ") : QString();
            const QString url = QString::fromStdString(s.method.empty() ? s.targetUrl : s.method + " " + s.targetUrl);
            lines << name + tr("%1, %n run(s) (%2)", nullptr, int(s.runIds.size()))
                                .arg(url, QString::fromStdString(bw::runIdList(s.runIds)));
            if (s.unfinishedRuns > 0)
                lines << tr("%n run(s) did not complete.", nullptr, s.unfinishedRuns);
        }
        lines << tr("Double-click to list each round; compare it to see the interval and the significance of a change.");
        return lines.join(QLatin1Char('\n'));
    }
    case Col::ColErrors:
        return tr("Failed requests of all the rounds, with the median of their shares.");
    case Col::ColPeakRss:
        return tr("The largest peak resident memory of the target over the rounds.");
    case Col::ColVerdict: {
        QStringList lines;
        for (const bw::RoundGroupSide& s : sides_)
            if (s.failedRuns > 0)
                lines << (ab_ ? QString::fromStdString(bw::sideName(s.side)) + QStringLiteral(": ") : QString())
                             + tr("%1 of %n round(s) failed the SLO.", nullptr, int(s.runIds.size())).arg(s.failedRuns);
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    }
    return {};
}

QVariant GroupRowCells::foreground(int column) const
{
    const QPalette pal = QGuiApplication::palette();
    bool failed = false, passed = false, errors = false, unfinished = false, unjudged = false;
    for (const bw::RoundGroupSide& s : sides_) {
        unjudged = unjudged || s.verdict == "not-judged";
        failed = failed || s.verdict == "fail";
        passed = passed || s.verdict == "pass";
        errors = errors || s.errors > 0;
        unfinished = unfinished || s.unfinishedRuns > 0;
    }
    if (column == Col::ColVerdict && (failed || passed || unjudged))
        return QBrush(SC::color(unjudged ? SC::Role::NotJudged : failed ? SC::Role::Bad : SC::Role::Good, pal));
    if (column == Col::ColErrors && errors)
        return QBrush(SC::color(SC::Role::Bad, pal));
    if (column == Col::ColStatus && unfinished)
        return QBrush(SC::color(SC::Role::Warning, pal));
    return {};
}

} // namespace bwui
