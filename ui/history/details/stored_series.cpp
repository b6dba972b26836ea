#include "history/details/stored_series.h"

#include <algorithm>
#include <cmath>

namespace bwui::StoredSeries {

void fill(const bw::RunResult& r, SeriesBuffer* run, SeriesBuffer* target)
{
    run->clear();
    target->clear();
    appendRunSeconds(*run, r.series, seriesWarmupSec(r));
    appendTargetPoints(*target, r.target.series);
}

// Mirrors RunController::plannedSeconds() once a run has finished: the axis
// spans what the run measured (a stopped run is shorter than planned).
double plannedSeconds(const bw::RunResult& r)
{
    double seen = r.warmupSec + r.measuredSec;
    if (!r.series.empty())
        seen = std::max(seen, plotTime(r.series.back(), seriesWarmupSec(r)));
    return std::max(5.0, std::ceil(seen));
}

} // namespace bwui::StoredSeries
