#include "model/baseline_series.h"

#include "model/spectrum_curves.h"

namespace bwui {

void BaselineSeries::set(const bw::RunResult& run, const QString& name)
{
    measured_.clear();
    // Seconds since the start of the measured phase (the warmup's end).
    const double warmupSec = seriesWarmupSec(run);
    for (const bw::SecondStats& s : run.series) {
        if (s.warmup)
            continue;
        measured_.append(plotTime(s, warmupSec) - warmupSec, runChannelValues(s));
    }
    active_ = true;
    historyId_ = run.historyId;
    name_ = name;
    rps_ = run.rps;
    // As the p99 figure shows it: from the actual send (the live figure is
    // each second's p99 of the measured latency).
    p99Us_ = run.latencySummary.p99Us;
    measuredSec_ = run.measuredSec;
    spectrum_ = SpectrumCurves::fromResult(run);
    ++version_;
}

void BaselineSeries::clear()
{
    if (!active_)
        return;
    active_ = false;
    measured_.clear();
    historyId_ = 0;
    name_.clear();
    rps_ = p99Us_ = measuredSec_ = 0;
    spectrum_ = LiveSpectrum{};
    ++version_;
}

QList<QPointF> BaselineSeries::points(int channel, double liveWarmupSec, double spanSec, int buckets) const
{
    if (!active_)
        return {};
    // In the baseline's own clock the live axis [0, spanSec] is
    // [-liveWarmupSec, spanSec - liveWarmupSec].
    QList<QPointF> pts = measured_.decimated(channel, -liveWarmupSec, spanSec - liveWarmupSec, buckets);
    for (QPointF& p : pts)
        p.setX(p.x() + liveWarmupSec);
    return pts;
}

} // namespace bwui
