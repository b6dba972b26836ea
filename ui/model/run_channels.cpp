#include "model/run_channels.h"

#include <limits>

namespace bwui {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

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
    v[ChP50Ms] = any ? s.p50Us / 1000 : kNaN;
    v[ChP90Ms] = any ? s.p90Us / 1000 : kNaN;
    v[ChP99Ms] = any ? s.p99Us / 1000 : kNaN;
    v[ChMaxMs] = any ? s.maxUs / 1000 : kNaN;
    v[ChTransportErrors] = double(s.errors.transport()) / span;
    v[ChStatusErrors] = double(s.errors.status) / span;
    v[ChClientCpu] = s.clientCpuPct;
    return v;
}

double plotTime(const bw::SecondStats& s)
{
    return double(s.second) + spanOf(s);
}

std::vector<double> targetChannelValues(const bw::TargetPoint& p)
{
    std::vector<double> v(TargetChannelCount);
    v[ChRssMiB] = double(p.rssBytes) / (1024.0 * 1024.0);
    v[ChServerCpu] = p.cpuPct;
    v[ChThrottledPct] = p.quotaPeriods ? p.throttledFraction() * 100.0 : kNaN;
    return v;
}

void appendRunSeconds(SeriesBuffer& run, const std::vector<bw::SecondStats>& seconds)
{
    for (const bw::SecondStats& s : seconds)
        run.append(plotTime(s), runChannelValues(s));
}

void appendTargetPoints(SeriesBuffer& target, const std::vector<bw::TargetPoint>& points)
{
    for (const bw::TargetPoint& p : points)
        target.append(p.tSec, targetChannelValues(p));
}

} // namespace bwui
