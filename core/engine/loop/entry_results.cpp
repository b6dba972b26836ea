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
        }
        r.rps = measuredSec > 0 ? double(r.requests) / measuredSec : 0.0;
        r.latencySummary = LatencySummary::from(r.latency);
        r.latencyIntendedSummary = LatencySummary::from(r.latencyIntended);
    }
    return out;
}

} // namespace bw
