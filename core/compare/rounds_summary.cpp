#include "compare/rounds_summary.h"

#include "result/run_outcome.h"

#include <algorithm>

namespace bw {

std::vector<RoundsMetric> summarizeRounds(const std::vector<RunResult>& rounds)
{
    std::vector<RoundsMetric> out;
    for (Metric m : kComparedMetrics) {
        RoundsMetric rm;
        rm.metric = m;
        for (const RunResult& r : rounds)
            if (statusFailsRun(r.status))
                continue;   // a dying server's figures are no sample of the configuration
            else if (auto x = metricValue(r, m))
                rm.values.push_back(*x);
        if (rm.values.empty())
            continue;
        rm.interval = medianInterval(rm.values);
        const auto [lo, hi] = std::minmax_element(rm.values.begin(), rm.values.end());
        rm.min = *lo;
        rm.max = *hi;
        out.push_back(std::move(rm));
    }
    return out;
}

} // namespace bw
