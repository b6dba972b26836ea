#include "entry_results.h"

namespace bw {

std::vector<RequestStats> requestStatsFrom(const CompiledRequests& set, const std::vector<const std::vector<EntryTotals>*>& workers,
                                           double measuredSec)
{
    std::vector<RequestStats> out(size_t(set.entryCount()));
    for (int i = 0; i < set.entryCount(); ++i) {
        const CompiledEntry& e = set.entry(i);
        RequestStats& r = out[size_t(i)];
        r.name = e.name;
        r.method = e.method;
        r.path = e.path;
        if (e.flow >= 0) {
            r.flow = set.flow(e.flow).name;
            for (const std::string& n : set.flow(e.flow).steps[size_t(e.step)].failureNames)
                r.checks.push_back({n, 0});
        }
        for (const std::vector<EntryTotals>* w : workers) {
            if (size_t(i) >= w->size())
                continue;
            const EntryTotals& t = (*w)[size_t(i)];
            r.requests += t.completed;
            r.bytesIn += t.bytesIn;
            r.bytesOut += t.bytesOut;
            r.errors.add(t.errors);
            for (size_t s = 0; s < t.status.size(); ++s)
                if (t.status[s])
                    r.statusCodes[EntryTotals::kFirstStatus + int(s)] += t.status[s];
            r.latency.add(t.latency);
            r.latencyIntended.add(t.latencyIntended);
            r.skipped += t.skipped;
            for (size_t k = 0; k < r.checks.size() && k < t.failures.size(); ++k)
                r.checks[k].failures += t.failures[k];
        }
        r.rps = measuredSec > 0 ? double(r.requests) / measuredSec : 0.0;
        r.latencySummary = LatencySummary::from(r.latency);
        r.latencyIntendedSummary = LatencySummary::from(r.latencyIntended);
    }
    return out;
}

std::vector<FlowStats> flowStatsFrom(const CompiledRequests& set, const std::vector<const std::vector<FlowTotals>*>& workers,
                                     double measuredSec)
{
    std::vector<FlowStats> out(size_t(set.flowCount()));
    for (int i = 0; i < set.flowCount(); ++i) {
        FlowStats& f = out[size_t(i)];
        f.name = set.flow(i).name;
        for (const std::vector<FlowTotals>* w : workers) {
            if (size_t(i) >= w->size())
                continue;
            const FlowTotals& t = (*w)[size_t(i)];
            f.iterations += t.iterations;
            f.failedIterations += t.failed;
            f.duration.add(t.duration);
            f.durationIntended.add(t.durationIntended);
        }
        f.iterationsPerSec = measuredSec > 0 ? double(f.iterations) / measuredSec : 0.0;
        f.durationSummary = LatencySummary::from(f.duration);
        f.durationIntendedSummary = LatencySummary::from(f.durationIntended);
    }
    return out;
}

} // namespace bw
