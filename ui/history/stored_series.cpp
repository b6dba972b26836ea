#include "history/stored_series.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bwui::StoredSeries {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}

// Mirrors RunController::pullSeries(): keep the two in step.
std::vector<double> runValues(const bw::SecondStats& s)
{
    const bool any = s.requests > 0;
    const double span = s.spanSec > 0 ? s.spanSec : 1.0;
    return {s.rps(),
            any ? s.p50Us / 1000 : kNaN,
            any ? s.p90Us / 1000 : kNaN,
            any ? s.p99Us / 1000 : kNaN,
            any ? s.maxUs / 1000 : kNaN,
            double(s.errors.transport()) / span,
            double(s.errors.status) / span,
            s.clientCpuPct};
}

double plotTime(const bw::SecondStats& s)
{
    return double(s.second) + (s.spanSec > 0 ? s.spanSec : 1.0);
}

void fill(const bw::RunResult& r, SeriesBuffer* run, SeriesBuffer* target)
{
    run->clear();
    target->clear();
    for (const bw::SecondStats& s : r.series)
        run->append(plotTime(s), runValues(s));
    for (const bw::TargetPoint& p : r.target.series)
        target->append(p.tSec, {double(p.rssBytes) / (1024.0 * 1024.0), p.cpuPct});
}

// Mirrors RunController::plannedSeconds() once a run has finished: the axis
// spans what the run measured (a stopped run is shorter than planned).
double plannedSeconds(const bw::RunResult& r)
{
    double seen = r.warmupSec + r.measuredSec;
    if (!r.series.empty())
        seen = std::max(seen, plotTime(r.series.back()));
    return std::max(5.0, std::ceil(seen));
}

} // namespace bwui::StoredSeries
