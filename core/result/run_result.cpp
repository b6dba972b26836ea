#include "run_result.h"

#include "result/run_outcome.h"

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

bool parseRunStatus(std::string_view s, RunStatus* out)
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

namespace {

// A run's or an entry's figures against the SLO: requests/s, the p99 it is
// judged by (µs), completed requests and the error rate (0..1).
SloVerdict judge(const Slo& slo, double rps, double p99Us, uint64_t requests, double errorRate)
{
    SloVerdict v;
    if (slo.empty())
        return v;
    v.evaluated = true;
    v.errorRate = errorRate;
    if (slo.minRps > 0) {
        v.rpsRatio = rps / slo.minRps;
        v.rpsPass = rps >= slo.minRps;
    }
    if (slo.maxP99Us > 0) {
        v.p99Headroom = p99Us > 0 ? slo.maxP99Us / p99Us : 0;
        v.p99Pass = requests > 0 && p99Us <= slo.maxP99Us;
    }
    if (slo.maxErrorRate >= 0)
        v.errorPass = v.errorRate <= slo.maxErrorRate;
    v.pass = v.rpsPass && v.p99Pass && v.errorPass && requests > 0;
    return v;
}

} // namespace

SloVerdict evaluateSlo(const Slo& slo, const RunResult& r)
{
    if (statusLeavesUnjudged(r.status))
        return notJudgedVerdict();
    double p99 = r.latencySummary.p99Us;
    if (r.config.rate > 0 && r.latencyIntended.count())
        p99 = r.latencyIntendedSummary.p99Us;   // open model: judge the corrected latency
    return judge(slo, r.rps, p99, r.requests, r.errorRate());
}

SloVerdict evaluateRequestSlo(const Slo& slo, const RequestStats& e, bool openModel)
{
    const double p99 = openModel && e.latencyIntendedSummary.count ? e.latencyIntendedSummary.p99Us : e.latencySummary.p99Us;
    return judge(slo, e.rps, p99, e.requests, e.errorRate());
}

SloVerdict evaluateFlowSlo(const Slo& slo, const FlowStats& f, bool openModel)
{
    const double p99 = openModel && f.durationIntendedSummary.count ? f.durationIntendedSummary.p99Us : f.durationSummary.p99Us;
    return judge(slo, f.iterationsPerSec, p99, f.iterations, f.failedRate());
}

bool sloNamesStep(const std::string& name, const RequestStats& step)
{
    return name == step.name || name == step.displayName() || name == step.flow + "/" + step.name;
}

void applyRequestSlos(const std::vector<std::pair<std::string, Slo>>& slos, RunResult* r)
{
    // One verdict set, the run's following it; a run not run to its end
    // leaves neither judged.
    const bool unjudged = statusLeavesUnjudged(r->status);
    auto judged = [r, unjudged](SloVerdict* v, const SloVerdict& got) {
        if (unjudged) {
            *v = notJudgedVerdict();
            r->verdict = notJudgedVerdict();
            return;
        }
        *v = got;
        if (!r->verdict.evaluated) {   // no SLO of the run's own: its verdict is the entries'
            r->verdict.evaluated = true;
            r->verdict.pass = r->requests > 0;
            r->verdict.errorRate = r->errorRate();
        }
        r->verdict.pass = r->verdict.pass && got.pass;
    };
    const bool open = r->config.rate > 0;
    for (const auto& [name, slo] : slos) {
        for (RequestStats& e : r->byRequest) {
            if (name != e.name)
                continue;
            e.slo = slo;
            judged(&e.verdict, evaluateRequestSlo(slo, e, open));
        }
        for (RequestStats& e : r->byStep) {
            if (!sloNamesStep(name, e))
                continue;
            e.slo = slo;
            judged(&e.verdict, evaluateRequestSlo(slo, e, open));
        }
        for (FlowStats& f : r->byFlow) {
            if (name != f.name)
                continue;
            f.slo = slo;
            judged(&f.verdict, evaluateFlowSlo(slo, f, open));
        }
    }
}

} // namespace bw
