#include "load_steering.h"

#include <algorithm>
#include <cmath>

namespace bw {

LoadSteering::LoadSteering(RunPlan& plan) : plan_(plan), schedule_(plan.schedule()) {}

double LoadSteering::maximum() const { return plan_.openModel() ? kMaxSteerRate : double(plan_.maxVus); }

double LoadSteering::levelSoon(uint64_t nowNs) const
{
    std::lock_guard<std::mutex> lk(mutex_);
    return schedule_.levelAt(nowNs + kSteerLeadNs);
}

double LoadSteering::atSecOf(uint64_t ns) const
{
    return ns >= plan_.measureStartNs ? double(ns - plan_.measureStartNs) / 1e9 : -double(plan_.measureStartNs - ns) / 1e9;
}

Result<LoadChange> LoadSteering::steer(LoadKnob knob, double value, const std::string& source, uint64_t nowNs)
{
    const char* field = loadKnobName(knob);
    if (knob != this->knob())
        return Error(knob == LoadKnob::Vus ? ErrorCode::SteerVusInOpenModel : ErrorCode::SteerRateInClosedModel, field);
    if (knob == LoadKnob::Vus)
        value = std::round(value);
    if (!(value >= 0) || value > maximum()) {
        auto text = [](double v) {
            return std::isfinite(v) && v == std::round(v) && std::abs(v) < 1e15 ? std::to_string(int64_t(v)) : std::to_string(v);
        };
        return Error(knob == LoadKnob::Vus ? ErrorCode::SteerVusOutOfRange : ErrorCode::SteerRateOutOfRange, field,
                     {text(value), text(maximum())});
    }
    std::lock_guard<std::mutex> lk(mutex_);
    const uint64_t atNs = std::max(nowNs + kSteerLeadNs, steps_.empty() ? uint64_t(0) : steps_.back().atNs);
    const bool budgetSpent = plan_.countMode && plan_.budget.load(std::memory_order_relaxed) <= 0;
    if (closed_ || plan_.stop.load(std::memory_order_relaxed) || budgetSpent || atNs >= plan_.measureEndNs)
        return Error(ErrorCode::SteerNotRunning, std::string());
    LoadChange c;
    c.atSec = atSecOf(atNs);
    c.knob = knob;
    const double before = schedule_.levelAt(atNs);
    c.from = knob == LoadKnob::Vus ? double(RunPlan::vusOf(before)) : before;
    c.to = value;
    c.source = source;
    if (!plan_.steer.append({atNs, value}))
        return Error(ErrorCode::SteerTooManyChanges, std::string(), {std::to_string(SteerLog::kCapacity)});
    steps_.push_back({atNs, value});
    schedule_ = plan_.schedule(steps_);
    changes_.push_back(c);
    return c;
}

std::vector<LoadChange> LoadSteering::changes() const
{
    std::lock_guard<std::mutex> lk(mutex_);
    return changes_;
}

LoadSteering::Record LoadSteering::close(double lengthSec)
{
    std::lock_guard<std::mutex> lk(mutex_);
    closed_ = true;
    Record r;
    r.changes = changes_;
    if (changes_.empty())
        return r;
    if (!(lengthSec > 0))   // count mode: the planned stages, or up to the last change
        for (const RampStage& s : plan_.stages)
            lengthSec += s.durationSec;
    lengthSec = std::max(lengthSec, changes_.back().atSec);
    const double base = plan_.openModel() ? plan_.rate : double(plan_.baseVus);
    r.stages = schedule_.stagesOver(plan_.measureStartNs, std::max(lengthSec, 0.0), base);
    return r;
}

} // namespace bw
