#include "model/live_series.h"

#include <algorithm>
#include <cmath>

namespace bwui {

std::optional<bw::TargetPoint> targetNow(const bw::TargetSnapshot& snap)
{
    if (snap.samples == 0 || snap.targetGone)
        return std::nullopt;
    // The last second's CPU: steadier on screen than the sampler's own span.
    return bw::TargetPoint{.tSec = snap.tSec,
                           .rssBytes = snap.rssBytes,
                           .cpuPct = snap.cpuPctLastSecond,
                           .threads = snap.threads,
                           .processes = snap.processes};
}

double chartSpanSec(double plannedSec, double seenSec)
{
    // Count mode has no planned end, and a run may outlast its plan: grow
    // with the data, in steps of 10 s.
    double planned = plannedSec;
    if (seenSec > planned)
        planned = std::ceil((seenSec + 1) / 10) * 10;
    return std::max(planned, 5.0);
}

void LiveSeries::reset(bool watchingTarget, double warmupSec)
{
    warmupSec_ = warmupSec;
    run_.clear();
    target_.clear();
    runNext_ = targetNext_ = 0;
    targetNow_.reset();
    watching_ = watchingTarget;
    spectrum_ = LiveSpectrum{};
}

void LiveSeries::setLatency(const bw::LatencySnapshot& snapshot)
{
    spectrum_.version = snapshot.version;
    spectrum_.measured = bw::percentileSpectrum(snapshot.latency);
    spectrum_.intended = bw::percentileSpectrum(snapshot.latencyIntended);
}

void LiveSeries::addSeconds(const std::vector<bw::SecondStats>& seconds)
{
    appendRunSeconds(run_, seconds, warmupSec_);
    runNext_ += seconds.size();
}

void LiveSeries::addTargetPoints(const std::vector<bw::TargetPoint>& points, std::optional<bw::TargetPoint> now)
{
    appendTargetPoints(target_, points);
    targetNext_ += points.size();
    if (now)
        targetNow_ = now;
}

} // namespace bwui
