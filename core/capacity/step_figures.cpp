#include "capacity/step_figures.h"

#include "report/report_document.h"
#include "result/client_health.h"
#include "result/run_outcome.h"

#include <algorithm>

namespace bw {

StepFigures stepFigures(const RunResult& r)
{
    StepFigures f;
    f.achievedRps = r.rps;
    const bool corrected = r.config.rate > 0 && r.latencyIntended.count();
    f.p50Us = corrected ? r.latencyIntendedSummary.p50Us : r.latencySummary.p50Us;
    f.p99Us = judgedP99Us(r);
    f.errorRate = r.errorRate();
    if (r.config.rate > 0) {
        const uint64_t due = r.requests + r.errors.transport() + r.inFlightAtEnd + r.unsentAtEnd;
        // The server's part only: sends that waited for a free connection
        // (late or never sent). A send that left late because the client's
        // thread ran late says nothing about the server (its wait is in the
        // corrected p99 all the same); a busy or starved client ends the
        // search through its warnings instead.
        f.behindFraction = due ? double(r.lateSendsQueued + r.unsentAtEnd) / double(due) : 0.0;
    }
    f.requests = r.requests;
    f.inFlightAtEnd = r.inFlightAtEnd;
    f.measuredSec = r.measuredSec;
    f.clientWarnings = r.clientWarnings;
    f.status = runStatusName(r.status);
    f.statusMessage = r.statusMessage;
    f.runId = r.historyId;
    f.startedAtMs = r.startedAtMs;
    return f;
}

double deliveredRps(const StepFigures& f)
{
    return f.measuredSec > 0 ? double(f.requests + f.inFlightAtEnd) / f.measuredSec : 0.0;
}

std::string noRequestReason(const StepFigures& f)
{
    const std::string& m = f.statusMessage;
    const std::string prefix = kNoRequestPrefix;
    if (m.compare(0, prefix.size(), prefix) == 0 && m.size() > prefix.size())
        return m.substr(prefix.size());
    return m.empty() ? std::string("no request completed") : m;
}

std::string clientLimitOf(const std::vector<std::string>& w)
{
    for (const char* name : {client_health::kCpuBusy, client_health::kCpuStarved})
        if (std::find(w.begin(), w.end(), name) != w.end())
            return name;
    return {};
}

} // namespace bw
