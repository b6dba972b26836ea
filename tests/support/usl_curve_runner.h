#pragma once
// A step runner without sockets whose throughput follows a known USL curve
// (lambda 800 req/s, alpha 0.04, beta 0.0005: N* about 44) at each plan's
// VUs, or a table of throughputs by VUs when given one, for the sweep tests
// and the window's Capacity tab. Latency: p50 is the VUs' share of a second
// at that throughput, p99 twice it. Called on the runner's thread; `runs`
// is read after the runner is done.
#include "capacity/step_runner.h"

#include <map>

namespace bwtest {

class UslCurveRunner : public bw::StepRunner {
public:
    // `table`: requests/s by VUs (every VU count the sweep runs); empty: the curve.
    explicit UslCurveRunner(std::map<int, double> table = {}) : table_(std::move(table)) {}
    bw::Result<bw::RunResult> run(const bw::StepPlan& plan) override
    {
        const double n = plan.vus;
        bw::RunResult r;
        r.config.connections = plan.vus;
        r.measuredSec = plan.measuredSec;
        r.rps = table_.empty() ? 800 * n / (1 + 0.04 * (n - 1) + 0.0005 * n * (n - 1)) : table_.at(plan.vus);
        r.requests = uint64_t(r.rps * r.measuredSec);
        r.latency.recordN(uint64_t(1e9 * n / r.rps), 10);
        r.latencySummary.p50Us = 1e6 * n / r.rps;
        r.latencySummary.p99Us = 2e6 * n / r.rps;
        ++runs;
        return r;
    }
    void stop() override {}
    bw::LiveStatus live() const override { return {}; }
    int runs = 0;   // steps run so far

private:
    std::map<int, double> table_;
};

} // namespace bwtest
