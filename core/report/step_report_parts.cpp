#include "report/step_report_parts.h"

#include "report/json_report.h"
#include "util/units.h"

#include <QJsonArray>

namespace bw::stepreport {

const RunResult* runOf(const std::vector<RunResult>& runs, int64_t id)
{
    for (const RunResult& r : runs)
        if (id && r.historyId == id)
            return &r;
    return nullptr;
}

ReportDocument baseDocument(const std::vector<RunResult>& shown, const ReportOptions& options, const QString& defaultTitle)
{
    ReportOptions o = options;
    if (o.title.isEmpty())
        o.title = defaultTitle;
    ReportDocument d = buildReport(shown, o);
    d.title = o.title;
    d.runs.clear();
    d.headroom.clear();
    d.comparisonTable = {};
    d.rpsChart = {};
    d.p99Chart = {};
    d.perSecondChart = {};
    return d;
}

void setLoadProfile(ReportDocument& d, const ReportLabels& l, const QString& profile)
{
    for (ReportItem& item : d.environment)
        if (item.key == l.loadProfile)
            item.value = profile;
}

QString stepCell(int index, int64_t runId)
{
    return QString::number(index) + (runId ? QStringLiteral(" (#%1)").arg(runId) : QString());
}

void appendFigureCells(std::vector<QString>& row, const StepFigures& f)
{
    row.insert(row.end(), {formatRps(f.achievedRps), formatLatencyUs(f.p50Us), formatLatencyUs(f.p99Us), formatPercent(f.errorRate)});
}

QJsonObject withRunIds(QJsonObject o, const std::vector<RunResult>& runs, const std::vector<int64_t>& runIds)
{
    QJsonArray a;
    for (int64_t id : runIds)
        if (const RunResult* run = runOf(runs, id))
            a.append(runExportJson(*run, false));
    o.insert("runs", a);
    return o;
}

} // namespace bw::stepreport
