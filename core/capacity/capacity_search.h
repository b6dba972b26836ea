#pragma once
// The capacity search: which fixed rate to try next, given every step so
// far, until the highest rate that holds the SLO is bracketed to the
// precision and confirmed. Qt-free, no sockets: steps come in judged
// (judgeCapacityStep), so a test drives it with made-up figures.
//
//   1. Start at settings.fromRate, or at half the throughput of a short
//      closed-model probe (the probe's throughput may already sit at the
//      knee, where a fixed rate fails).
//   2. Grow x2 until a step fails (up to settings.maxRate).
//   3. If the very first step fails, halve until one passes, down to
//      settings.minRate (none passing: NonePassed).
//   4. Narrow [last pass, first fail] until first fail <= last pass x
//      (1 + precision). The next rate is the geometric midpoint (the
//      precision is relative), except where a failing step measured what
//      the server delivers: a step that fell short of its offered rate
//      delivered about the server's capacity (deliveredRps: completed plus
//      in flight at the end), so the next rate is that throughput, and
//      after it passes, that rate x (1 + precision), whose failure closes
//      the bracket (regula falsi on the measured throughput;
//      at most four such guided steps, then plain bisection).
//   5. Re-run the first fail once (a stall of a shared machine fails a
//      step as surely as a saturated server): failing again, it stands;
//      passing, it becomes the last pass and the search tries just above.
//      No rate is re-run twice, nor a rate a confirmation failed at.
//      Then confirm the last pass settings.confirmations more times. A
//      failed confirmation makes that rate the first fail and steps down to
//      the highest rate below it that never failed (re-narrowing if
//      needed). With confirmations 0, neither happens.
//   A step the client limited (cpu-busy, cpu-starved) ends the search
//   (ClientLimited; when its bounds held, its rate counts as passed: the
//   answer is a lower bound); so do a target that ended or a step in which
//   it answered nothing (RunFailed, silentStep), the user's stop (Stopped)
//   and settings.maxSteps (StepLimit).
//
// Threads: one at a time (StepLoop's).
#include "capacity/capacity_result.h"
#include "capacity/step_planner.h"

namespace bw {

class CapacitySearch : public StepPlanner {
public:
    // `settings` and `slo` as validateCapacitySettings() accepts them.
    CapacitySearch(CapacitySettings settings, Slo slo);

    std::optional<StepPlan> next() const override;
    void record(const StepPlan& plan, const RunResult& run) override;   // judges it, then recordStep()
    void fail(const StepPlan& plan, const std::string& why) override;
    void stop() override;
    void setElapsed(double sec) override { result_.elapsedSec = sec; }

    // A judged step (a fake step runner's, or record()'s).
    void recordStep(CapacityStep step);

    const CapacityResult& result() const { return result_; }
    // The bracket now: the highest rate that passed and the lowest above it
    // that failed (0: none yet), requests/s.
    double low() const { return lo_; }
    double high() const { return hi_; }

private:
    void finish(CapacityOutcome outcome);
    void afterFixedStep(const CapacityStep& step);
    void halveFrom(double rate);
    void narrowOrConfirm();
    void beginConfirm();
    void stepDown(double failedRate);
    double candidate();
    double shortfallEstimate() const;
    double lowestFailAbove(double rate) const;
    bool wasRechecked(double rate) const;

    CapacitySettings settings_;
    Slo stepSlo_;
    CapacityResult result_;
    StepPhase phase_ = StepPhase::Probe;   // of the next step
    double nextRate_ = 0;
    double lo_ = 0, hi_ = 0;
    int confirmLeft_ = 0;
    int guided_ = 0;                       // guided steps taken (at most kMaxGuided)
    bool closeNext_ = false;               // a guided step just passed: try lo x (1 + precision)
    bool closeBelow_ = false;              // a confirmation just failed: try hi / (1 + precision)
    double lastGuided_ = 0;                // the rate of the last guided step; 0: the last was a midpoint
    std::vector<double> rechecked_;        // failing rates re-run, or failed in a confirmation: never re-run again
};

} // namespace bw
