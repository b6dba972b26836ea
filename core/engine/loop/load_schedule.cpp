#include "load_schedule.h"

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

constexpr double kForever = INFINITY;

// Time into a segment starting at level a with slope b (per s) at which the
// integral reaches m: a*t + b*t^2/2 = m, in the form that stays exact when b
// is tiny or a is 0; +infinity when it never does.
double within(double a, double b, double m)
{
    if (m <= 0)
        return 0;
    if (b == 0)   // a hold: the common case, no square root per send
        return a > 0 ? m / a : kForever;
    const double disc = a * a + 2 * b * m;
    if (disc < 0)
        return kForever;
    const double den = a + std::sqrt(disc);
    return den > 0 ? 2 * m / den : kForever;
}

} // namespace

LoadSchedule::LoadSchedule() : segs_{{0, kForever, 0, 0, 0}} {}

LoadSchedule::LoadSchedule(uint64_t startNs, uint64_t measureStartNs, double base, const std::vector<RampStage>& stages,
                           const std::vector<LoadStep>& steps)
    : startNs_(startNs)
{
    double t = 0;
    auto push = [&](double len, double from, double to) {
        if (len > 0)
            segs_.push_back({t, len, from, to, 0});
        t += std::max(len, 0.0);
    };
    push(measureStartNs > startNs ? double(measureStartNs - startNs) / 1e9 : 0.0, base, base);
    double level = base;
    for (const RampStage& s : stages) {
        push(s.durationSec, level, s.target);   // a stage of 0 s is a jump
        level = s.target;
    }
    segs_.push_back({t, kForever, level, level, 0});
    for (const LoadStep& s : steps)
        cut(secOf(s.atNs), s.level);
    for (size_t i = 1; i < segs_.size(); ++i)
        segs_[i].count0 = segs_[i - 1].count0 + areaIn(segs_[i - 1], segs_[i - 1].len);
}

// From atSec on, the level is `level`: the segment under way ends there
// (at its interpolated level), the later ones go.
void LoadSchedule::cut(double atSec, double level)
{
    atSec = std::max(atSec, 0.0);
    while (segs_.size() > 1 && segs_.back().t0 >= atSec)
        segs_.pop_back();
    Seg& last = segs_.back();
    if (last.t0 >= atSec) {   // at the very start
        segs_.back() = {atSec, kForever, level, level, 0};
        return;
    }
    if (atSec < last.t0 + last.len) {
        last.to = levelIn(last, atSec);
        last.len = atSec - last.t0;
    }
    segs_.push_back({atSec, kForever, level, level, 0});
}

double LoadSchedule::secOf(uint64_t ns) const { return ns <= startNs_ ? 0.0 : double(ns - startNs_) / 1e9; }

double LoadSchedule::levelIn(const Seg& s, double t)
{
    if (!std::isfinite(s.len) || s.len <= 0)
        return s.from;
    return s.from + (s.to - s.from) * std::clamp((t - s.t0) / s.len, 0.0, 1.0);
}

// The integral over the first tau seconds of the segment.
double LoadSchedule::areaIn(const Seg& s, double tau)
{
    if (tau <= 0)
        return 0;
    if (!std::isfinite(s.len))
        return s.from * tau;
    tau = std::min(tau, s.len);
    return s.from * tau + (s.to - s.from) / s.len * tau * tau / 2;
}

size_t LoadSchedule::segAtSec(double t) const
{
    size_t i = timeHint_ < segs_.size() && segs_[timeHint_].t0 <= t ? timeHint_ : 0;
    while (i + 1 < segs_.size() && segs_[i + 1].t0 <= t)
        ++i;
    timeHint_ = i;
    return i;
}

double LoadSchedule::levelAt(uint64_t ns) const
{
    const double t = secOf(ns);
    return levelIn(segs_[segAtSec(t)], t);
}

double LoadSchedule::countAt(uint64_t ns) const
{
    const double t = secOf(ns);
    const Seg& s = segs_[segAtSec(t)];
    return s.count0 + areaIn(s, t - s.t0);
}

uint64_t LoadSchedule::nsAtCount(double count) const
{
    // The first segment whose end reaches the count: at a count a segment
    // ends on, its end (the earliest instant), so a stretch at level 0 is
    // jumped over only by a count beyond it.
    size_t i = countHint_ < segs_.size() && segs_[countHint_].count0 <= count ? countHint_ : 0;
    while (i + 1 < segs_.size() && count > segs_[i + 1].count0)
        ++i;
    countHint_ = i;
    const Seg& s = segs_[i];
    const double slope = std::isfinite(s.len) && s.len > 0 ? (s.to - s.from) / s.len : 0.0;
    double tau = within(s.from, slope, count - s.count0);
    if (std::isfinite(s.len))
        tau = std::min(tau, s.len);   // rounding past the end of a segment the count ends in
    const double sec = s.t0 + tau;
    if (!(sec < 1e9))   // infinity, or past 30 years
        return UINT64_MAX;
    return startNs_ + uint64_t(std::llround(sec * 1e9));
}

std::vector<RampStage> LoadSchedule::stagesOver(uint64_t fromNs, double lengthSec, double base) const
{
    std::vector<RampStage> out;
    const double a = secOf(fromNs), b = a + std::max(lengthSec, 0.0);
    double level = base;
    bool holding = false;   // the last stage holds its level (a hold after it at that level joins it)
    auto jumpTo = [&](double v) {
        if (v != level) {
            out.push_back({0, v});
            holding = false;
        }
        level = v;
    };
    for (const Seg& s : segs_) {
        const double lo = std::max(s.t0, a), hi = std::min(s.t0 + s.len, b);
        if (!(hi > lo))
            continue;
        jumpTo(levelIn(s, lo));
        const double end = levelIn(s, hi);
        if (holding && end == level)
            out.back().durationSec += hi - lo;
        else
            out.push_back({hi - lo, end});
        holding = end == level;
        level = end;
    }
    // What holds from the end on (a change at the very end: count mode).
    const Seg& tail = segs_[segAtSec(b)];
    jumpTo(levelIn(tail, b));
    return out;
}

double LoadSchedule::peak() const
{
    double p = 0;
    for (const Seg& s : segs_)
        p = std::max({p, s.from, s.to});
    return p;
}

} // namespace bw
