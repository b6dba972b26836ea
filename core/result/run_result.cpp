#include "run_result.h"

namespace bw {

const char* runStatusName(RunStatus s)
{
    switch (s) {
    case RunStatus::Complete: return "complete";
    case RunStatus::Stopped: return "stopped";
    case RunStatus::TargetExited: return "target-exited";
    case RunStatus::Interrupted: return "interrupted";
    case RunStatus::Failed: return "failed";
    }
    return "complete";
}

bool parseRunStatus(const std::string& s, RunStatus* out)
{
    static const RunStatus all[] = {RunStatus::Complete, RunStatus::Stopped, RunStatus::TargetExited,
                                    RunStatus::Interrupted, RunStatus::Failed};
    for (RunStatus r : all) {
        if (s == runStatusName(r)) {
            *out = r;
            return true;
        }
    }
    return false;
}

const char* loadKnobName(LoadKnob k) { return k == LoadKnob::Rate ? "rate" : "vus"; }

std::optional<LoadKnob> parseLoadKnob(const std::string& name)
{
    if (name == "vus")
        return LoadKnob::Vus;
    if (name == "rate")
        return LoadKnob::Rate;
    return std::nullopt;
}

SloVerdict evaluateSlo(const Slo& slo, const RunResult& r)
{
    SloVerdict v;
    if (slo.empty())
        return v;
    v.evaluated = true;
    v.errorRate = r.errorRate();
    if (slo.minRps > 0) {
        v.rpsRatio = r.rps / slo.minRps;
        v.rpsPass = r.rps >= slo.minRps;
    }
    if (slo.maxP99Us > 0) {
        double p99 = r.latencySummary.p99Us;
        if (r.config.rate > 0 && r.latencyIntended.count())
            p99 = r.latencyIntendedSummary.p99Us;   // open model: judge the corrected latency
        v.p99Headroom = p99 > 0 ? slo.maxP99Us / p99 : 0;
        v.p99Pass = r.requests > 0 && p99 <= slo.maxP99Us;
    }
    if (slo.maxErrorRate >= 0)
        v.errorPass = v.errorRate <= slo.maxErrorRate;
    v.pass = v.rpsPass && v.p99Pass && v.errorPass && r.requests > 0;
    return v;
}

SloVerdict evaluateRequestSlo(const Slo& slo, const RequestStats& e, bool openModel)
{
    SloVerdict v;
    if (slo.empty())
        return v;
    v.evaluated = true;
    v.errorRate = e.errorRate();
    if (slo.minRps > 0) {
        v.rpsRatio = e.rps / slo.minRps;
        v.rpsPass = e.rps >= slo.minRps;
    }
    if (slo.maxP99Us > 0) {
        const double p99 = openModel && e.latencyIntendedSummary.count ? e.latencyIntendedSummary.p99Us : e.latencySummary.p99Us;
        v.p99Headroom = p99 > 0 ? slo.maxP99Us / p99 : 0;
        v.p99Pass = e.requests > 0 && p99 <= slo.maxP99Us;
    }
    if (slo.maxErrorRate >= 0)
        v.errorPass = v.errorRate <= slo.maxErrorRate;
    v.pass = v.rpsPass && v.p99Pass && v.errorPass && e.requests > 0;
    return v;
}

void applyRequestSlos(const std::vector<std::pair<std::string, Slo>>& slos, RunResult* r)
{
    for (RequestStats& e : r->byRequest) {
        for (const auto& [name, slo] : slos) {
            if (name != e.name)
                continue;
            e.slo = slo;
            e.verdict = evaluateRequestSlo(slo, e, r->config.rate > 0);
            if (!r->verdict.evaluated) {   // no SLO of the run's own: its verdict is the entries'
                r->verdict.evaluated = true;
                r->verdict.pass = r->requests > 0;
                r->verdict.errorRate = r->errorRate();
            }
            r->verdict.pass = r->verdict.pass && e.verdict.pass;
        }
    }
}

} // namespace bw
