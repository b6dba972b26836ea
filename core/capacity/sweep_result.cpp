#include "capacity/sweep_result.h"

namespace bw {

namespace {
constexpr struct {
    SweepOutcome outcome;
    const char* name;
} kSweepOutcomes[] = {{SweepOutcome::Running, "running"},
                 {SweepOutcome::Complete, "complete"},
                 {SweepOutcome::Stopped, "stopped"},
                 {SweepOutcome::RunFailed, "run-failed"}};
} // namespace

const char* sweepModelName(SweepModel m) { return m == SweepModel::Open ? "open" : "closed"; }

const char* sweepOutcomeName(SweepOutcome o)
{
    for (const auto& c : kSweepOutcomes)
        if (c.outcome == o)
            return c.name;
    return "running";
}

bool parseSweepOutcome(const std::string& s, SweepOutcome* out)
{
    for (const auto& c : kSweepOutcomes)
        if (s == c.name) {
            *out = c.outcome;
            return true;
        }
    return false;
}

const SweepPoint* SweepResult::peak() const
{
    const SweepPoint* best = nullptr;
    for (const SweepPoint& p : points)
        if (p.figures.requests > 0 && (!best || p.figures.achievedRps > best->figures.achievedRps))
            best = &p;
    return best;
}

std::vector<UslPoint> uslPoints(const SweepResult& r)
{
    std::vector<UslPoint> pts;
    for (const SweepPoint& p : r.points)
        if (p.plan.vus > 0 && p.figures.requests > 0 && p.figures.status == runStatusName(RunStatus::Complete))
            pts.push_back({double(p.plan.vus), p.figures.achievedRps});
    return pts;
}

int SweepResult::exitStatus() const
{
    switch (outcome) {
    case SweepOutcome::Complete: return 0;
    case SweepOutcome::Stopped: return 130;
    default: return 1;
    }
}

} // namespace bw
