#pragma once
// The load a run asks for over time, as one piecewise-linear function: VUs
// in the closed model, the total rate in requests/s in the open model. The
// warmup holds the starting level; each ramping stage moves linearly from
// the previous level to its target; the last level holds for ever; and each
// live change (Engine::steer) cuts the schedule at its instant and holds its
// own level from then on (a step: no ramp, no catch-up).
//
// The one home of that arithmetic: the workers' active VUs, the open
// model's intended send times (the integral of the rate, so a change
// continues from the current intended time at the new rate, with no burst
// and no gap), the load shown per second, and the stages a changed run
// records so that running it again replays it.
//
// Qt-free. A value: each worker keeps its own copy, rebuilt when a change
// arrives; the lookups keep a cursor (amortised O(1) for non-decreasing
// times and counts), so one object is used by one thread at a time.
#include "engine/load_config.h"

#include <cstdint>
#include <vector>

namespace bw {

// A live change: from atNs (monoNowNs() time) on, the level is `level`.
struct LoadStep {
    uint64_t atNs = 0;
    double level = 0;
};

class LoadSchedule {
public:
    // Level 0 for ever.
    LoadSchedule();
    // startNs: the run's start; measureStartNs: the end of the warmup, where
    // the stages begin; base: the starting level (the warmup's); steps in
    // non-decreasing time (a step before startNs counts from startNs).
    LoadSchedule(uint64_t startNs, uint64_t measureStartNs, double base, const std::vector<RampStage>& stages,
                 const std::vector<LoadStep>& steps = {});

    // The level at `ns` (before the start: the starting level).
    double levelAt(uint64_t ns) const;
    // The integral of the level from the start to `ns`, in level x seconds
    // (open model: the sends due by then).
    double countAt(uint64_t ns) const;
    // The earliest instant at which countAt() reaches `count`; UINT64_MAX
    // when it never does (the level ends at 0) or only after 30 years.
    uint64_t nsAtCount(double count) const;

    // The stretch [fromNs, fromNs + lengthSec] as ramping stages that start
    // from `base`: a LoadSchedule built from `base` and these stages with
    // its stages beginning at fromNs has this schedule's levels over the
    // stretch. A jump becomes a stage of 0 s. The recorded schedule of a
    // changed run (fromNs: the measured phase's start).
    std::vector<RampStage> stagesOver(uint64_t fromNs, double lengthSec, double base) const;

    // The largest level reached from the start on (the closed model's peak VUs).
    double peak() const;

private:
    struct Seg {
        double t0;       // s after the start
        double len;      // s; +infinity for the last one
        double from;     // level at t0
        double to;       // level at t0 + len (== from for the last one)
        double count0;   // integral of the level from the start to t0
    };
    void cut(double atSec, double level);
    size_t segAtSec(double t) const;
    double secOf(uint64_t ns) const;
    static double levelIn(const Seg& s, double t);
    static double areaIn(const Seg& s, double tau);

    uint64_t startNs_ = 0;
    std::vector<Seg> segs_;              // contiguous from 0; never empty
    mutable size_t timeHint_ = 0;        // cursor of levelAt()/countAt()
    mutable size_t countHint_ = 0;       // cursor of nsAtCount()
};

} // namespace bw
