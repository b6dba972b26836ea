#pragma once
// The steering side of a run's live load changes (Engine::steer): checks a
// change against the run (its knob, its room for VUs), times it, hands it to
// the workers through the plan's SteerLog and keeps the record the result
// carries (LoadChange, and the schedule as run as stages).
//
// A change takes effect kSteerLeadNs after it is asked: every worker looks at
// the log each 10 ms scan, so all of them have it before its instant and
// switch at that same instant; the open model's sends then continue from the
// current intended time at the new rate, and the recorded schedule is the
// one that ran.
//
// Threads: any. Calls are serialised by its own mutex, which the workers
// never take; nothing here runs on the hot path.
#include "engine/loop/load_schedule.h"
#include "engine/loop/run_plan.h"
#include "result/run_result.h"
#include "util/error.h"

#include <mutex>
#include <string>
#include <vector>

namespace bw {

// How far ahead of the asking a change takes effect: five scans (10 ms each),
// so a worker that a busy machine held back still sees it in time; well
// inside the 100 ms a knob may take.
constexpr uint64_t kSteerLeadNs = 50'000'000;

class LoadSteering {
public:
    // `plan` is the run's, with its phase times set; it outlives this.
    explicit LoadSteering(RunPlan& plan);

    // The knob of this run and its highest level (the room for VUs:
    // RunPlan::maxVus; the rate: kMaxSteerRate).
    LoadKnob knob() const { return plan_.openModel() ? LoadKnob::Rate : LoadKnob::Vus; }
    double maximum() const;
    // The level the load is at, or is about to be at with a change just
    // asked (the schedule kSteerLeadNs after nowNs): VUs, or requests/s.
    double levelSoon(uint64_t nowNs) const;

    // Moves the load to `value` (VUs are rounded to whole ones) from
    // nowNs + kSteerLeadNs on. Returns the change as recorded, or why not:
    // SteerVusInOpenModel / SteerRateInClosedModel (the other knob),
    // SteerVusOutOfRange / SteerRateOutOfRange, SteerNotRunning (stopping,
    // closed, or the measured phase ends before the change would begin),
    // SteerTooManyChanges (SteerLog::kCapacity).
    Result<LoadChange> steer(LoadKnob knob, double value, const std::string& source, uint64_t nowNs);

    std::vector<LoadChange> changes() const;

    // After the workers have stopped: no change is taken from now on. The
    // changes in order, and, when there were any, the measured phase's
    // schedule as stages from the starting level, over `lengthSec` (time
    // mode: the planned measured length; count mode: 0, and the stages run
    // to the last change, whose level holds).
    struct Record {
        std::vector<LoadChange> changes;
        std::vector<RampStage> stages;
    };
    Record close(double lengthSec);

private:
    double atSecOf(uint64_t ns) const;

    RunPlan& plan_;
    mutable std::mutex mutex_;
    LoadSchedule schedule_;           // the plan with every change so far
    std::vector<LoadStep> steps_;
    std::vector<LoadChange> changes_;
    bool closed_ = false;
};

} // namespace bw
