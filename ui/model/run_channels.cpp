#include "model/run_channels.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bwui {

namespace {

double spanOf(const bw::SecondStats& s)
{
    return s.spanSec > 0 ? s.spanSec : 1.0;   // the last second may be partial
}
} // namespace

std::vector<double> runChannelValues(const bw::SecondStats& s)
{
    const bool any = s.requests > 0;
    const double span = spanOf(s);
    std::vector<double> v(RunChannelCount);
    v[ChRps] = s.rps();
    v[ChP50Ms] = any ? s.p50Us / 1000 : kNoValue;
    v[ChP90Ms] = any ? s.p90Us / 1000 : kNoValue;
    v[ChP99Ms] = any ? s.p99Us / 1000 : kNoValue;
    v[ChMaxMs] = any ? s.maxUs / 1000 : kNoValue;
    v[ChTransportErrors] = double(s.errors.transport()) / span;
    v[ChStatusErrors] = double(s.errors.status) / span;
    v[ChClientCpu] = s.clientCpuPct;
    // An open-model second carries its intended rate, a closed-model one
    // only its VUs. (A paused open-model second, rate 0, reads as closed:
    // ChartsPanel draws the VUs line only for runs with no intended rate.)
    const bool open = s.targetRate > 0;
    v[ChIntendedVus] = open ? kNoValue : double(s.activeVus);
    v[ChIntendedRate] = open ? s.targetRate : kNoValue;
    for (int i = 0; i < kEntryLatencyLines; ++i) {
        const bool has = size_t(i) < s.byRequest.size() && s.byRequest[size_t(i)].requests > 0;
        v[size_t(ChEntryP99First + i)] = has ? s.byRequest[size_t(i)].p99Us / 1000 : kNoValue;
    }
    return v;
}

double plotTime(const bw::SecondStats& s, double warmupSec)
{
    // The engine's grid starts ceil(warmup) whole seconds before the measured phase.
    const double warmup = std::max(0.0, warmupSec);
    const double gridLead = std::ceil(warmup - 1e-9) - warmup;   // seconds, in [0, 1)
    const double start = std::max(0.0, double(s.second) - gridLead);
    return start + spanOf(s) / 2;
}

double seriesWarmupSec(const bw::RunResult& r)
{
    return r.config.warmupSec > 0 ? r.config.warmupSec : r.warmupSec;
}

double plotTime(const bw::TargetPoint& p)
{
    return p.tSec + 0.5;
}

std::vector<double> targetChannelValues(const bw::TargetPoint& p)
{
    std::vector<double> v(TargetChannelCount);
    v[ChRssMiB] = double(p.rssBytes) / (1024.0 * 1024.0);
    v[ChServerCpu] = p.cpuPct;
    v[ChThrottledPct] = p.quotaPeriods ? p.throttledFraction() * 100.0 : kNoValue;
    return v;
}

void appendRunSeconds(SeriesBuffer& run, const std::vector<bw::SecondStats>& seconds, double warmupSec)
{
    for (const bw::SecondStats& s : seconds)
        run.append(plotTime(s, warmupSec), runChannelValues(s));
}

void appendTargetPoints(SeriesBuffer& target, const std::vector<bw::TargetPoint>& points)
{
    for (const bw::TargetPoint& p : points)
        target.append(plotTime(p), targetChannelValues(p));
}

} // namespace bwui
