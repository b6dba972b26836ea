#include "capacity/capacity_search.h"

#include "capacity/step_judge.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace bw {

namespace {

constexpr int kMaxGuided = 4;

// Rates as people read them: whole requests/s from 100 up, else 0.01;
// rounded to the nearest, or down/up where the bracket's closing depends on it.
enum class Round { Nearest, Down, Up };
double tidyRate(double r, Round how = Round::Nearest)
{
    const double unit = r >= 100 ? 1.0 : 0.01;
    const double x = r / unit;
    return (how == Round::Down ? std::floor(x) : how == Round::Up ? std::ceil(x) : std::round(x)) * unit;
}

// The rest before the step after `steps`: after the closed-model probe or a
// failed step, the time the server needs to answer what was still in flight
// at its end (in flight / the rate it answered at), at most kMaxRestSec. A
// server keeps answering requests whose connections the step closed; past
// its capacity that backlog, left in place, fails the next step too (a step
// at 99 % of the capacity drains it at 1 % of it).
constexpr double kMaxRestSec = 5;

double restAfter(const std::vector<CapacityStep>& steps)
{
    if (steps.empty())
        return 0;
    const CapacityStep& last = steps.back();
    if (last.passed && last.plan.phase != StepPhase::Probe)
        return 0;
    const StepFigures& f = last.figures;
    if (f.inFlightAtEnd == 0 || f.achievedRps <= 0)
        return 0;
    return std::min(kMaxRestSec, double(f.inFlightAtEnd) / f.achievedRps);
}

bool hasCheck(const CapacityStep& s, StepCheck::Kind k)
{
    return std::any_of(s.failures.begin(), s.failures.end(), [k](const StepCheck& c) { return c.kind == k; });
}

} // namespace

CapacitySearch::CapacitySearch(CapacitySettings settings, Slo slo) : settings_(settings), stepSlo_(capacityStepSlo(slo))
{
    result_.settings = settings;
    result_.slo = slo;
    result_.startedAtMs =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    if (settings_.fromRate > 0) {
        phase_ = StepPhase::Grow;
        nextRate_ = settings_.fromRate;
    }
}

std::optional<StepPlan> CapacitySearch::next() const
{
    if (result_.finished())
        return std::nullopt;
    StepPlan p;
    p.index = int(result_.steps.size()) + 1;
    p.phase = phase_;
    p.warmupSec = settings_.warmupSec;
    p.restSec = restAfter(result_.steps);
    if (phase_ == StepPhase::Probe) {
        p.measuredSec = settings_.probeSec;
    } else {
        p.rate = nextRate_;
        p.measuredSec = settings_.stepSec;
    }
    return p;
}

void CapacitySearch::record(const StepPlan& plan, const RunResult& run)
{
    recordStep(judgeCapacityStep(plan, run, stepSlo_));
}

void CapacitySearch::fail(const StepPlan&, const std::string& why)
{
    if (result_.finished())
        return;
    result_.message = why;
    finish(CapacityOutcome::RunFailed);
}

void CapacitySearch::stop()
{
    if (!result_.finished())
        finish(CapacityOutcome::Stopped);
}

void CapacitySearch::finish(CapacityOutcome outcome)
{
    result_.outcome = outcome;
    result_.maxRate = lo_;
    result_.firstFailRate = hi_;
}

void CapacitySearch::recordStep(CapacityStep step)
{
    if (result_.finished())
        return;
    result_.steps.push_back(step);
    const StepFigures& f = step.figures;
    if (f.status == runStatusName(RunStatus::Stopped)) {
        finish(CapacityOutcome::Stopped);
        return;
    }
    if (f.status == runStatusName(RunStatus::TargetExited)) {
        result_.message = f.statusMessage;
        finish(CapacityOutcome::RunFailed);
        return;
    }
    if (f.requests == 0) {
        // Nothing answered: the target is down or hung. No rate below it
        // says more about the server (a killed one refuses every rate down
        // to the minimum), so the search ends here, its steps kept.
        result_.silentStep = step.plan.index;
        result_.message = noRequestReason(f);
        finish(CapacityOutcome::RunFailed);
        return;
    }
    if (step.plan.phase == StepPhase::Probe) {
        if (!step.passed) {
            result_.message = "the probe completed no request" + (f.statusMessage.empty() ? std::string() : ": " + f.statusMessage);
            finish(CapacityOutcome::RunFailed);
            return;
        }
        // The probe's own client warnings are not a stop: a closed model
        // runs flat out, and the fixed-rate steps will say whether the client keeps up.
        result_.probeRps = deliveredRps(f) > 0 ? deliveredRps(f) : f.achievedRps;
        double start = std::max(settings_.minRate, tidyRate(result_.probeRps / 2));
        if (settings_.maxRate > 0)
            start = std::min(start, settings_.maxRate);
        phase_ = StepPhase::Grow;
        nextRate_ = start;
    } else if (!step.clientLimit.empty()) {
        // Every bound held although the client was busy (which only
        // worsens what a step measures): the server sustained this rate,
        // and the answer is at least it.
        if (step.passed)
            lo_ = std::max(lo_, step.plan.rate);
        result_.clientLimit = step.clientLimit;
        result_.clientLimitRps = f.achievedRps;
        finish(CapacityOutcome::ClientLimited);
        return;
    } else {
        afterFixedStep(step);
    }
    if (!result_.finished() && int(result_.steps.size()) >= settings_.maxSteps)
        finish(CapacityOutcome::StepLimit);
}

void CapacitySearch::afterFixedStep(const CapacityStep& step)
{
    const double rate = step.plan.rate;
    const bool pass = step.passed;
    switch (step.plan.phase) {
    case StepPhase::Grow:
        if (pass) {
            lo_ = std::max(lo_, rate);
            if (hi_ > 0) {   // a ceiling from an earlier step (never, while growing; kept for safety)
                narrowOrConfirm();
            } else if (settings_.maxRate > 0 && rate >= settings_.maxRate) {
                beginConfirm();   // the ceiling passed: nothing failed, the answer is "at least"
            } else {
                nextRate_ = settings_.maxRate > 0 ? std::min(rate * 2, settings_.maxRate) : rate * 2;
            }
        } else {
            hi_ = rate;
            if (lo_ <= 0)
                halveFrom(rate);
            else
                narrowOrConfirm();
        }
        return;
    case StepPhase::Halve:
        if (pass) {
            lo_ = rate;
            narrowOrConfirm();
        } else {
            hi_ = rate;
            halveFrom(rate);
        }
        return;
    case StepPhase::Bisect:
        // A guided step that passed: the capacity is likely just above it.
        closeNext_ = pass && lastGuided_ > 0 && lastGuided_ == rate;
        if (pass) {
            lo_ = std::max(lo_, rate);
        } else {
            hi_ = std::min(hi_, rate);
        }
        narrowOrConfirm();
        return;
    case StepPhase::Recheck:
        rechecked_.push_back(rate);
        if (!pass) {
            beginConfirm();   // the first fail holds
            return;
        }
        // The first fail passed this time: the boundary sits in the noise
        // here. This rate is the new last pass; try just above it next.
        lo_ = rate;
        hi_ = lowestFailAbove(rate);
        if (hi_ <= 0) {
            phase_ = StepPhase::Grow;
            nextRate_ = settings_.maxRate > 0 ? std::min(rate * 2, settings_.maxRate) : rate * 2;
            if (rate >= settings_.maxRate && settings_.maxRate > 0)
                beginConfirm();
            return;
        }
        closeNext_ = true;
        narrowOrConfirm();
        return;
    case StepPhase::Confirm:
        if (pass) {
            if (--confirmLeft_ <= 0)
                finish(CapacityOutcome::Found);
        } else {
            stepDown(rate);
        }
        return;
    case StepPhase::Probe:
    case StepPhase::Point:
        return;
    }
}

void CapacitySearch::halveFrom(double rate)
{
    if (rate <= settings_.minRate) {
        finish(CapacityOutcome::NonePassed);
        return;
    }
    phase_ = StepPhase::Halve;
    nextRate_ = std::max(settings_.minRate, tidyRate(rate / 2));
}

void CapacitySearch::narrowOrConfirm()
{
    if (hi_ <= lo_ * (1 + settings_.precision)) {
        // The bracket is narrow enough. Its failing end is re-run once
        // first (a stall of a shared machine fails a step as surely as a
        // saturated server), unless the search confirms nothing.
        if (hi_ > 0 && settings_.confirmations > 0 && !wasRechecked(hi_)) {
            closeNext_ = closeBelow_ = false;
            phase_ = StepPhase::Recheck;
            nextRate_ = hi_;
            return;
        }
        beginConfirm();
        return;
    }
    phase_ = StepPhase::Bisect;
    nextRate_ = candidate();
}

void CapacitySearch::beginConfirm()
{
    closeNext_ = closeBelow_ = false;
    if (settings_.confirmations <= 0) {
        finish(CapacityOutcome::Found);
        return;
    }
    confirmLeft_ = settings_.confirmations;
    phase_ = StepPhase::Confirm;
    nextRate_ = lo_;
}

bool CapacitySearch::wasRechecked(double rate) const
{
    return std::find(rechecked_.begin(), rechecked_.end(), rate) != rechecked_.end();
}

// The lowest rate above `rate` whose latest step failed; 0: none.
double CapacitySearch::lowestFailAbove(double rate) const
{
    const auto& steps = result_.steps;
    double best = 0;
    for (size_t i = 0; i < steps.size(); ++i) {
        const CapacityStep& st = steps[i];
        if (st.plan.phase == StepPhase::Probe || st.passed || st.notJudged || st.plan.rate <= rate || (best > 0 && st.plan.rate >= best))
            continue;
        const bool passedLater = std::any_of(steps.begin() + std::ptrdiff_t(i) + 1, steps.end(), [&](const CapacityStep& o) {
            return o.plan.phase != StepPhase::Probe && o.passed && o.plan.rate == st.plan.rate;
        });
        if (!passedLater)
            best = st.plan.rate;
    }
    return best;
}

void CapacitySearch::stepDown(double failedRate)
{
    hi_ = failedRate;
    rechecked_.push_back(failedRate);   // it passed before and failed now: no third opinion
    // The highest rate below it that passed and never failed.
    double best = 0;
    for (const CapacityStep& s : result_.steps) {
        if (s.plan.phase == StepPhase::Probe || !s.passed || s.plan.rate >= failedRate || s.plan.rate <= best)
            continue;
        const bool failedOnce = std::any_of(result_.steps.begin(), result_.steps.end(), [&](const CapacityStep& o) {
            return o.plan.phase != StepPhase::Probe && !o.passed && !o.notJudged && o.plan.rate == s.plan.rate;
        });
        if (!failedOnce)
            best = s.plan.rate;
    }
    lo_ = best;
    if (lo_ <= 0) {
        halveFrom(failedRate);
        return;
    }
    // It passed before: the capacity sits about here (a step at the
    // capacity itself passes or fails by chance, or by a backlog the step
    // before left in the server). Just below it first, whose pass closes
    // the bracket, rather than bisecting down from the last safe pass.
    closeBelow_ = true;
    narrowOrConfirm();
}

// What the server delivered at the step that failed at hi_, when that step
// fell short of its offered rate; 0 otherwise.
double CapacitySearch::shortfallEstimate() const
{
    for (auto it = result_.steps.rbegin(); it != result_.steps.rend(); ++it)
        if (it->plan.phase != StepPhase::Probe && !it->passed && it->plan.rate == hi_)
            return hasCheck(*it, StepCheck::Kind::Shortfall) ? std::max(it->figures.achievedRps, deliveredRps(it->figures)) : 0.0;
    return 0;
}

double CapacitySearch::candidate()
{
    const double p = settings_.precision;
    double c = 0;
    Round how = Round::Nearest;
    if (closeBelow_) {
        c = hi_ / (1 + p);   // its pass closes the bracket
        how = Round::Up;
    } else if (guided_ < kMaxGuided) {
        const double e = shortfallEstimate();
        if (closeNext_ || (e > 0 && e <= lo_ * (1 + p))) {
            // the server delivered about the last pass (or less): its
            // capacity is just above, and this step's failure closes the bracket
            c = lo_ * (1 + p);
            how = Round::Down;
        } else if (e > lo_ && e < hi_) {
            if (e * (1 + p) >= hi_) {
                c = hi_ / (1 + p);   // its pass closes the bracket
                how = Round::Up;
            } else {
                c = e;
            }
        }
    }
    closeNext_ = false;
    closeBelow_ = false;
    if (c > lo_ && c < hi_) {
        const double t = tidyRate(c, how);
        ++guided_;
        lastGuided_ = t > lo_ && t < hi_ ? t : c;
        return lastGuided_;
    }
    lastGuided_ = 0;
    const double mid = std::sqrt(lo_ * hi_);
    const double t = tidyRate(mid);
    return t > lo_ && t < hi_ ? t : mid;
}

} // namespace bw
