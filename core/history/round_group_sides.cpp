#include "history/round_group_sides.h"

#include "stats/sample_stats.h"

#include <algorithm>

namespace bw {

namespace {

// The median of the values that were measured (> 0): a run that completed no
// request has no latency, which is not a latency of 0.
double measuredMedian(std::vector<double> v)
{
    std::erase_if(v, [](double x) { return !(x > 0); });
    return v.empty() ? 0 : median(std::move(v));
}

RoundGroupSide summarize(const std::string& side, const std::vector<const RunRow*>& runs)
{
    RoundGroupSide s;
    s.side = side;
    s.targetUrl = runs.front()->targetUrl;
    s.method = runs.front()->method;
    std::vector<double> rps, p50, p99, errorRate, cpu;
    bool passed = false, unjudged = false;
    for (const RunRow* r : runs) {
        s.runIds.push_back(r->id);
        rps.push_back(r->rps);
        p50.push_back(r->p50Us);
        p99.push_back(r->p99Us);
        errorRate.push_back(r->errorRate);
        cpu.push_back(r->clientCpuPct);
        s.errors += r->errors;
        s.peakRssBytes = std::max(s.peakRssBytes, r->peakRssBytes);
        s.failedRuns += r->verdict == "fail";
        passed = passed || r->verdict == "pass";
        unjudged = unjudged || r->verdict == "not-judged";
        s.unfinishedRuns += r->status != "complete";
    }
    std::sort(s.runIds.begin(), s.runIds.end());
    s.rps = median(std::move(rps));
    s.p50Us = measuredMedian(std::move(p50));
    s.p99Us = measuredMedian(std::move(p99));
    s.errorRate = median(std::move(errorRate));
    s.clientCpuPct = median(std::move(cpu));
    // A member stopped or interrupted leaves the group not judged, as its
    // stop decides the exit status (result/run_outcome.h: a stop wins).
    s.verdict = unjudged ? "not-judged" : s.failedRuns > 0 ? "fail" : passed ? "pass" : "none";
    return s;
}

} // namespace

std::vector<RoundGroupSide> roundGroupSides(const std::vector<RunRow>& rows, int64_t groupId)
{
    // Oldest first within a side, so its target is the one its first round loaded.
    std::vector<const RunRow*> members;
    for (const RunRow& r : rows)
        if (groupId != 0 && r.roundGroupId == groupId)
            members.push_back(&r);
    std::sort(members.begin(), members.end(), [](const RunRow* x, const RunRow* y) {
        return x->startedAtMs != y->startedAtMs ? x->startedAtMs < y->startedAtMs : x->id < y->id;
    });
    std::vector<std::string> names;
    for (const RunRow* r : members)
        if (std::find(names.begin(), names.end(), r->roundSide) == names.end())
            names.push_back(r->roundSide);
    std::sort(names.begin(), names.end());   // "" alone, or "a" before "b"
    std::vector<RoundGroupSide> sides;
    for (const std::string& name : names) {
        std::vector<const RunRow*> runs;
        for (const RunRow* r : members)
            if (r->roundSide == name)
                runs.push_back(r);
        sides.push_back(summarize(name, runs));
    }
    return sides;
}

std::string sideName(const std::string& side)
{
    std::string out = side;
    for (char& c : out)
        c = char(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    return out;
}

} // namespace bw
