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
    return double(s.second) + s.spanSec;
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

// Mirrors RunController::plannedSeconds() for a finished run.
double plannedSeconds(const bw::RunResult& r)
{
    double planned = r.config.warmupSec;
    if (r.config.requests == 0)
        planned += r.config.measuredSeconds();
    double seen = r.warmupSec + r.measuredSec;
    if (!r.series.empty())
        seen = std::max(seen, plotTime(r.series.back()));
    if (!r.target.series.empty())
        seen = std::max(seen, r.target.series.back().tSec);
    if (seen > planned + 1e-6)
        planned = std::ceil((seen + 1) / 10) * 10;
    return std::max(planned, 5.0);
}

} // namespace bwui::StoredSeries
