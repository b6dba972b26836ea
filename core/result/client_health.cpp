#include "result/client_health.h"

#include <algorithm>

namespace bw::client_health {

const std::vector<std::string>& allWarnings()
{
    static const std::vector<std::string> names = {kCpuBusy, kCpuStarved, kPacerBehind, kStalled};
    return names;
}

bool isWarning(const std::string& name)
{
    const auto& all = allWarnings();
    return std::find(all.begin(), all.end(), name) != all.end();
}

double latenessShareOfCorrected(const RunResult& r)
{
    if (r.config.rate <= 0 || r.sendLatenessSummary.count == 0 || r.latencyIntendedSummary.meanUs <= 0)
        return -1;
    return std::clamp(r.sendLatenessSummary.meanUs / r.latencyIntendedSummary.meanUs, 0.0, 1.0);
}

double trailingSilentSec(const RunResult& r)
{
    double silent = 0;
    for (auto it = r.series.rbegin(); it != r.series.rend(); ++it) {
        if (it->warmup)
            break;
        if (it->requests > 0 || it->errors.transport() > 0)
            break;
        silent += it->spanSec;
    }
    return silent;
}

void assess(RunResult* r)
{
    std::vector<std::string> w;
    r->clientBound = r->clientBusyFraction > kBusyFraction;
    if (r->clientBound)
        w.push_back(kCpuBusy);
    if (r->clientRunQueueWaitFraction > kRunQueueWaitFraction)
        w.push_back(kCpuStarved);
    if (r->config.rate > 0) {
        // Every due send: answered, failed, in flight at the end or unsent.
        const uint64_t due = r->requests + r->errors.transport() + r->inFlightAtEnd + r->unsentAtEnd;
        const uint64_t behind = r->lateSends + r->unsentAtEnd;
        if (behind > 0 && double(behind) > kBehindFraction * double(due))
            w.push_back(kPacerBehind);
    } else if (r->inFlightAtEnd > 0 && r->measuredSec > 0) {
        const double silent = trailingSilentSec(*r);
        if (silent >= kStallMinSec && silent >= kStallRunFraction * r->measuredSec)
            w.push_back(kStalled);
    }
    r->clientWarnings = std::move(w);
}

} // namespace bw::client_health
