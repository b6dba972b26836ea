#pragma once
// The capacity tests' model server without sockets: a server of known
// capacity k req/s answers below it within 2 ms; above it the queue grows,
// so p99 soars (80 ms), the achieved rate stops at the capacity and sends
// fall behind. Plus the usual SLO and settings of those tests, and the
// search run to its end against a model. Test thread only; no failure
// paths (pure functions of their arguments).
#include "capacity/capacity_result.h"
#include "capacity/capacity_search.h"
#include "capacity/step_judge.h"

#include <cstdint>
#include <functional>

namespace bwtest {

// The capacity tests' p99 ceiling, in microseconds.
constexpr double kCapacitySloP99Us = 10'000;

// p99 <= kCapacitySloP99Us and, when floor > 0, at least `floor` req/s.
bw::Slo capacitySlo(double floor = 0);

// 1 s steps without warmup, starting at `from` req/s (0: from a probe).
bw::CapacitySettings capacitySettings(double from = 0);

// What a server of capacity `k` req/s shows at a step of `plan`; when
// saturated (and at the probe), `queued` requests are still in flight at
// the end.
bw::StepFigures modelFigures(double k, const bw::StepPlan& plan, uint64_t queued = 0);

using CapacityModel = std::function<bw::StepFigures(const bw::StepPlan&)>;

// Runs the search to its end against `model`, each step judged as
// StepLoop judges it, with capacitySlo(floor).
bw::CapacityResult searchModel(bw::CapacitySettings s, const CapacityModel& model, double floor = 0);

// How many of the result's steps were of phase `p`.
int countPhase(const bw::CapacityResult& r, bw::StepPhase p);

} // namespace bwtest
