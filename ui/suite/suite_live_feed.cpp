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
        series_.reset(p.targetMonitored, warmupSec_);
        live_ = bw::LiveStatus{};
        emit runStarted();
    }
    std::vector<bw::SecondStats> seconds;
    std::vector<bw::TargetPoint> points;
    if (!runner.liveSeries(runIndex_, series_.runNext(), series_.targetNext(), &seconds, &points))
        return;   // the run ended between the two looks; the next update catches up
    live_ = p.live;
    series_.addSeconds(seconds);
    const int index = runIndex_;
    series_.pullLatency([&runner, index](uint64_t v, bw::LatencySnapshot* out) { return runner.liveLatency(index, v, out); });
    series_.setWatching(p.targetMonitored);
    watch_ = p.watch;
    series_.addTargetPoints(points, p.targetMonitored ? bwui::targetNow(p.target) : std::nullopt);
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
    return chartSpanSec(plannedSec_, std::max(series_.run().lastT(), live_.elapsedSec));
}

} // namespace bwui
