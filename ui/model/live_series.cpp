#include "model/live_series.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bwui {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}

void appendRunSeconds(SeriesBuffer& run, const std::vector<bw::SecondStats>& seconds)
{
    for (const bw::SecondStats& s : seconds) {
        const bool any = s.requests > 0;
        const double span = s.spanSec > 0 ? s.spanSec : 1.0;   // the last second may be partial
        run.append(double(s.second) + span,
                   {s.rps(),
                    any ? s.p50Us / 1000 : kNaN,
                    any ? s.p90Us / 1000 : kNaN,
                    any ? s.p99Us / 1000 : kNaN,
                    any ? s.maxUs / 1000 : kNaN,
                    double(s.errors.transport()) / span,
                    double(s.errors.status) / span,
                    s.clientCpuPct});
    }
}

void appendTargetPoints(SeriesBuffer& target, const std::vector<bw::TargetPoint>& points)
{
    for (const bw::TargetPoint& p : points)
        target.append(p.tSec, {double(p.rssBytes) / (1024.0 * 1024.0), p.cpuPct});
}

std::optional<bw::TargetPoint> targetNow(const bw::TargetSnapshot& snap)
{
    if (snap.samples == 0 || snap.targetGone)
        return std::nullopt;
    bw::TargetPoint now;
    now.tSec = snap.tSec;
    now.rssBytes = snap.rssBytes;
    now.cpuPct = snap.cpuPctLastSecond;
    now.threads = snap.threads;
    now.processes = snap.processes;
    return now;
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

} // namespace bwui
