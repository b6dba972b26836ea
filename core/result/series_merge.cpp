// Aligning and adding agents' per-second series (see run_merge.h).
#include "result/run_merge.h"

#include <algorithm>
#include <map>

namespace bw {

namespace {

struct MergedSecond {
    SecondStats s;
    LatencyHistogram latency;
    bool exact = true;                // every contributor had its histogram
    int warmups = 0;                  // contributors in their warmup
    bool shortSpan = false;           // a contributor covered less than the whole second
};

int64_t floorDiv(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

} // namespace

std::vector<SecondStats> mergeSeries(const std::vector<const std::vector<SecondStats>*>& series,
                                     const std::vector<int64_t>& offsetsMs)
{
    std::map<int64_t, MergedSecond> merged;
    const int agents = int(series.size());
    for (size_t i = 0; i < series.size(); ++i) {
        for (const SecondStats& p : *series[i]) {
            // the wall-clock second that holds the middle of this agent's second
            const int64_t m = floorDiv(offsetsMs[i] + int64_t(p.second) * 1000 + 500, 1000);
            MergedSecond& a = merged[m];
            SecondStats& s = a.s;
            if (s.agents == 0)
                s.spanSec = 0;
            ++s.agents;
            s.requests += p.requests;
            s.errors.add(p.errors);
            s.bytesIn += p.bytesIn;
            s.bytesOut += p.bytesOut;
            s.clientCpuPct += p.clientCpuPct;
            s.activeVus += p.activeVus;
            s.targetRate += p.targetRate;
            s.maxUs = std::max(s.maxUs, p.maxUs);
            s.spanSec = std::max(s.spanSec, p.spanSec);
            a.warmups += p.warmup ? 1 : 0;
            a.shortSpan = a.shortSpan || p.spanSec < 1.0;
            LatencyHistogram h;
            if (a.exact && !p.latencyHist.empty() && h.decode(p.latencyHist)) {
                a.latency.add(h);
            } else {
                a.exact = false;
            }
            // upper bounds, used when some contributor has no histogram
            s.p50Us = std::max(s.p50Us, p.p50Us);
            s.p90Us = std::max(s.p90Us, p.p90Us);
            s.p99Us = std::max(s.p99Us, p.p99Us);
        }
    }
    std::vector<SecondStats> out;
    if (merged.empty())
        return out;
    const int64_t first = std::min<int64_t>(0, merged.begin()->first);
    for (auto& [m, a] : merged) {
        SecondStats s = a.s;
        s.second = int(m - first);
        s.warmup = a.warmups == s.agents;
        s.partial = s.agents < agents || a.shortSpan || (a.warmups > 0 && a.warmups < s.agents);
        if (a.exact && a.latency.count() > 0) {
            s.p50Us = double(a.latency.valueAtPercentile(50)) / 1000.0;
            s.p90Us = double(a.latency.valueAtPercentile(90)) / 1000.0;
            s.p99Us = double(a.latency.valueAtPercentile(99)) / 1000.0;
            s.maxUs = double(a.latency.maxNs()) / 1000.0;
        }
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace bw
