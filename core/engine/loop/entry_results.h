#pragma once
// The result's per-request statistics (RunResult::byRequest) from each
// engine thread's exact entry totals, added up once the threads have
// stopped. Qt-free; the engine's collector thread.
#include "engine/loop/entry_stats.h"
#include "engine/loop/flow_stats.h"
#include "engine/request/compiled_requests.h"
#include "result/run_result.h"

#include <vector>

namespace bw {

// Every entry of the compiled set (its plain entries, then each flow's
// steps with their flow, skipped count and failures by check).
std::vector<RequestStats> requestStatsFrom(const CompiledRequests& set, const std::vector<const std::vector<EntryTotals>*>& workers,
                                           double measuredSec);

// Each flow's iterations from each engine thread's exact flow totals.
std::vector<FlowStats> flowStatsFrom(const CompiledRequests& set, const std::vector<const std::vector<FlowTotals>*>& workers,
                                     double measuredSec);

} // namespace bw
