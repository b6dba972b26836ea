#pragma once
// The lines `capacity` and `sweep` print: one per finished step as it
// ends, the progress line of the step under way, and the sweep's table.
// English; the sentences themselves come from core/capacity/capacity_text.h.
#include "capacity/capacity_result.h"
#include "capacity/sweep_result.h"
#include "engine/engine.h"

#include <string>

namespace bwcli {

// "step  3 bisect    1,450 req/s  FAIL  1,391 req/s  p99 45ms  errors 0%  #17  p99 45ms > 5ms; achieved 1,391 of 1,450 req/s"
std::string capacityStepLine(const bw::CapacityStep& s);
// "point 4    8 VUs  9,210 req/s  p50 0.8ms  p99 2.1ms  errors 0%  #23"
std::string sweepPointLine(const bw::SweepPoint& p);
// "[step 4 bisect 1,450 req/s] 2.1s/5s  1,447 req/s now  p99 2.3ms" (no newline)
std::string stepProgressLine(const bw::StepPlan& plan, const bw::LiveStatus& live);
// The sweep's points with the USL fit's throughput beside them, when the
// law describes them (UslFit::describes).
std::string sweepTable(const bw::SweepResult& r);

} // namespace bwcli
