#pragma once
// How a capacity search goes: where it starts, how long each step runs, when
// the bracket is narrow enough, how far down it looks and how often it
// confirms. Plain data, Qt-free; filled by the CLI (`benchwork-cli
// capacity`), suite files ("kind": "capacity") and the window, checked by
// validateCapacitySettings(). Any thread.
#include "result/run_result.h"
#include "util/error.h"

#include <optional>

namespace bw {

// A step passes only if its achieved rate is at least this share of the
// offered rate (a server that falls behind queues the rest).
constexpr double kCapacityAchievedFraction = 0.99;
// The error-rate ceiling of a search whose SLO names none: a server that
// answers most requests with errors has no capacity worth the name.
constexpr double kCapacityDefaultErrorRate = 0.01;

struct CapacitySettings {
    double fromRate = 0;        // requests/s of the first step; 0: half the throughput of a closed-model probe
    double stepSec = 5;         // measured length of each fixed-rate step, seconds
    double warmupSec = 1;       // before each step (and the probe), nothing counted, seconds
    double probeSec = 2;        // measured length of the probe (closed model, the configuration's VUs), seconds
    double precision = 0.02;    // done when first fail <= last pass x (1 + precision); fraction, > 0
    double minRate = 1;         // halving stops here, requests/s
    double maxRate = 0;         // growing stops here, requests/s; 0: no ceiling (the step limit bounds it)
    int confirmations = 2;      // re-runs of the best passing rate that must pass too (0..10)
    int maxSteps = 30;          // at most this many steps, the probe included (a bounded load)
};

// The first problem with `s` and `slo` for a search, its field the option
// ("--slo-p99", "--precision", "--from", ...): the SLO must have a p99
// ceiling; precision in (0, 0.5]; step > 0; warmup >= 0; min > 0; from 0 or
// >= min; max 0 or > min and >= from; confirm 0..10; max steps 2..200.
std::optional<Error> validateCapacitySettings(const CapacitySettings& s, const Slo& slo);

// About how long a search takes, for progress estimates: the probe (unless
// a start rate is given) and ten steps, each with its warm-up, seconds.
double capacityPlannedSec(const CapacitySettings& s);

// The SLO each step is judged on: `slo` with the default error ceiling when
// it names none, and without the RPS floor (the floor is what the answer is
// compared with, not a bound on a step).
Slo capacityStepSlo(const Slo& slo);

} // namespace bw
