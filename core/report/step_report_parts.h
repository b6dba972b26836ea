#pragma once
// What the capacity and the sweep report share (capacity_report.cpp,
// sweep_report.cpp): the run report they start from, the steps' runs by
// history id, the step column and the export's "runs". Pure; any thread.
#include "capacity/step_figures.h"
#include "report/report_document.h"
#include "result/run_result.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <vector>

namespace bw::stepreport {

// The run of history id `id` among `runs`; null when absent or id is 0.
const RunResult* runOf(const std::vector<RunResult>& runs, int64_t id);

// The run report of `shown` (its machine, date and spectrum), titled
// options.title or else `defaultTitle`, without what only a single run has:
// its rows, headroom, comparison table and charts. The spectrum stays.
ReportDocument baseDocument(const std::vector<RunResult>& shown, const ReportOptions& options, const QString& defaultTitle);

// Replaces the environment's load profile (one step's) with the series' shape.
void setLoadProfile(ReportDocument& d, const ReportLabels& l, const QString& profile);

// "3" or "3 (#41)": the step's index and its run in the history.
QString stepCell(int index, int64_t runId);

// The step table's measured columns: achieved req/s, p50, p99, error rate.
void appendFigureCells(std::vector<QString>& row, const StepFigures& f);

// `o` with "runs": the runs of `runIds` (in that order; those not among
// `runs` left out) as benchwork.run/1 objects, secrets redacted, no histograms.
QJsonObject withRunIds(QJsonObject o, const std::vector<RunResult>& runs, const std::vector<int64_t>& runIds);

// The same for the runs of `steps` (CapacityStep, SweepPoint: their figures.runId), in step order.
template <class Steps>
QJsonObject withRuns(QJsonObject o, const std::vector<RunResult>& runs, const Steps& steps)
{
    std::vector<int64_t> ids;
    for (const auto& s : steps)
        ids.push_back(s.figures.runId);
    return withRunIds(std::move(o), runs, ids);
}

} // namespace bw::stepreport
