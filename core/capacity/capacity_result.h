#pragma once
// What a capacity search found: every step with its verdict and the bounds
// it broke, the bracket [last pass, first fail], how the search ended and
// the answer. Plain data, Qt-free; written by CapacitySearch, kept in the
// history as a capacity group, written as benchwork.capacity/1
// (capacity_json.h). Any thread.
#include "capacity/capacity_settings.h"
#include "capacity/step_figures.h"
#include "capacity/step_plan.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// A bound a step broke.
struct StepCheck {
    enum class Kind {
        P99,            // judged p99 above the ceiling: measured, bound in microseconds
        Errors,         // error rate above the ceiling: fractions
        Shortfall,      // achieved below 99 % of offered: measured, bound (offered) in requests/s
        PacerBehind,    // late or unsent sends (client_health's pacer-behind): share of due sends, bound 0.01
        NoRequests,     // nothing completed
        EndedEarly,     // the run did not complete (stopped, target exited, failed): see the step's status
    };
    Kind kind = Kind::P99;
    double measured = 0;
    double bound = 0;
};
const char* stepCheckName(StepCheck::Kind k);   // "p99", "errors", "shortfall", "pacer-behind", "no-requests", "ended-early"
bool parseStepCheck(const std::string& s, StepCheck::Kind* out);

struct CapacityStep {
    StepPlan plan;
    StepFigures figures;
    bool passed = false;               // every bound held (the probe: it completed requests)
    // Stopped (Ctrl-C, Stop) or interrupted before its end: not judged,
    // neither passed nor failed, as a run is not (result/run_outcome.h).
    bool notJudged = false;
    std::vector<StepCheck> failures;   // the bounds broken, in StepCheck::Kind order
    // "cpu-busy" / "cpu-starved": the client limited this step, which ends
    // the search (its figures measure the client); "" otherwise.
    std::string clientLimit;
};

enum class CapacityOutcome {
    Running,        // not finished yet
    Found,          // the bracket narrowed to the precision and the best rate was confirmed
    NonePassed,     // no rate down to the minimum passed
    ClientLimited,  // a step was limited by the client (cpu-busy / cpu-starved); maxRate > 0: a lower bound
    StepLimit,      // the step limit came first; the answer is unconfirmed
    Stopped,        // stopped by the user
    RunFailed,      // a step could not run, its target ended, or the target answered nothing in a step (silentStep)
};
const char* capacityOutcomeName(CapacityOutcome o);   // "running", "found", "none-passed", "client-limited", "step-limit", "stopped", "run-failed"
bool parseCapacityOutcome(const std::string& s, CapacityOutcome* out);

struct CapacityResult {
    CapacitySettings settings;
    Slo slo;                      // as given (the RPS floor included); steps are judged on capacityStepSlo(slo)
    CapacityOutcome outcome = CapacityOutcome::Running;
    double maxRate = 0;           // the highest rate that passed (and held its confirmations when Found); 0: none.
                                  // ClientLimited: the highest rate whose every bound held, the client-limited
                                  // step's own included (a busy client only worsens what it measures)
    double firstFailRate = 0;     // the lowest rate above it that failed; 0: none (the --max ceiling passed)
    double probeRps = 0;          // the probe's throughput; 0: no probe
    double clientLimitRps = 0;    // ClientLimited: what the client achieved at that step
    std::string clientLimit;      // ClientLimited: "cpu-busy" or "cpu-starved"
    std::string message;          // RunFailed: what went wrong (English, from the run or the target); with
                                  // silentStep, why nothing was answered ("Connection refused (127.0.0.1:8080)")
    int silentStep = 0;           // RunFailed: the step (its index) in which the target answered no request; 0: none
    std::vector<CapacityStep> steps;   // in run order, the probe first when there was one
    double elapsedSec = 0;        // the whole search, target start-up excluded
    int64_t startedAtMs = 0;      // wall clock
    int64_t groupId = 0;          // the capacity group in the history; 0: not saved

    bool finished() const { return outcome != CapacityOutcome::Running; }
    int loadSteps() const;        // the fixed-rate steps (the probe not counted)
    // The step that failed at firstFailRate (the first of them), or null.
    const CapacityStep* firstFailStep() const;
    // The last passing step at maxRate (a confirmation when there was one), or null.
    const CapacityStep* bestStep() const;
    // The answer is "at least maxRate": nothing above it failed on the
    // server's account, the search could not offer more (the client was
    // the limit, or the --max ceiling passed).
    bool isLowerBound() const;
    // The RPS floor of the SLO: given, and maxRate / floor.
    bool hasFloor() const { return slo.minRps > 0; }
    double floorRatio() const { return hasFloor() ? maxRate / slo.minRps : 0.0; }
    // 0: an answer, at or above the floor when one is given: Found, or a
    // lower bound where the client was the limit (ClientLimited with
    // maxRate > 0). 1 otherwise (nothing sustained, the floor missed, the
    // client the limit before any rate held, the step limit, a step that
    // could not run or that the target answered nothing in); 130 when stopped.
    int exitStatus() const;
};

} // namespace bw
