#include "suite/suite_live_feed.h"

#include "suite/suite_runner.h"

#include <algorithm>

namespace bwui {

SuiteLiveFeed::SuiteLiveFeed(QObject* parent) : QObject(parent) {}

void SuiteLiveFeed::update(const bw::SuiteRunner& runner, const bw::SuiteProgress& p)
{
    if (p.stage != bw::SuiteStage::Running || p.runIndex < 0 || size_t(p.runIndex) >= runner.plan().runs.size())
        return;   // between runs the last one stays on screen
    if (p.runIndex != runIndex_) {
        const bw::PlannedRun& run = runner.plan().runs[size_t(p.runIndex)];
        runIndex_ = p.runIndex;
        runCount_ = p.runCount;
        scenario_ = QString::fromStdString(run.scenarioName.empty() ? run.scenarioId : run.scenarioName);
        cell_ = QString::fromStdString(p.cellLabel);
        slo_ = run.slo;
        warmupSec_ = run.config.warmupSec;
        plannedSec_ = run.plannedSec();
        runSeries_.clear();
        targetSeries_.clear();
        seriesNext_ = targetNext_ = 0;
        targetNow_.reset();
        live_ = bw::LiveStatus{};
        watching_ = p.targetMonitored;
        emit runStarted();
    }
    std::vector<bw::SecondStats> seconds;
    std::vector<bw::TargetPoint> points;
    if (!runner.liveSeries(runIndex_, seriesNext_, targetNext_, &seconds, &points))
        return;   // the run ended between the two looks; the next update catches up
    live_ = p.live;
    appendRunSeconds(runSeries_, seconds);
    seriesNext_ += seconds.size();
    appendTargetPoints(targetSeries_, points);
    targetNext_ += points.size();
    watching_ = p.targetMonitored;
    if (p.targetMonitored)
        if (auto now = bwui::targetNow(p.target))
            targetNow_ = now;
    emit ticked();
}

void SuiteLiveFeed::end()
{
    if (runIndex_ < 0)
        return;
    runIndex_ = -1;
    emit finished();
}

QString SuiteLiveFeed::caption() const
{
    if (runIndex_ < 0)
        return QString();
    const QString k = QString::number(runIndex_ + 1), n = QString::number(runCount_);
    return cell_.isEmpty() ? tr("Scenario %1 of %2: %3").arg(k, n, scenario_)
                           : tr("Scenario %1 of %2: %3 on %4").arg(k, n, scenario_, cell_);
}

double SuiteLiveFeed::plannedSeconds() const
{
    return chartSpanSec(plannedSec_, std::max(runSeries_.lastT(), live_.elapsedSec));
}

} // namespace bwui
