// benchwork-cli history show: one run in full, as text or as benchwork.run/1 JSON.
#include "cli/history/history_actions.h"

#include "cli/history/history_text.h"
#include "engine/stage_list.h"
#include "result/cgroup_text.h"
#include "result/peak_memory.h"
#include "result/verdict_text.h"
#include "result/watch_text.h"
#include "util/units.h"
#include "history/run_row_json.h"
#include "result/result_json.h"

namespace bwcli {

namespace {

int runShow(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const int64_t id = cmd.runId();
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    const auto row = store->runRow(id);
    const auto run = row ? store->loadRun(id) : std::nullopt;
    if (!run)
        return cmd.fail(store->lastError());
    if (a.has("json")) {
        bw::RunJsonOptions o;
        o.redactSecrets = !a.has("show-secrets");
        o.includeHistograms = !a.has("no-histograms");
        QJsonObject j = bw::runResultToJson(*run, o);
        j.insert("history", bw::runRowToJson(*row));   // id, tags, notes, source: the store's own fields
        cmd.printJson(j);
        return 0;
    }
    const bw::RunResult& r = *run;
    auto line = [&cmd](const char* k, const std::string& v) {
        if (!v.empty())
            cmd.out() << pad(k, 14) << v << "\n";
    };
    line("Run", std::to_string(row->id) + "  " + r.name);
    line("Started", fmtTime(r.startedAtMs));
    line("Status", row->status + (row->statusMessage.empty() ? "" : " (" + row->statusMessage + ")"));
    line("Source", bw::runSourceName(row->source));
    line("Tags", tagsText(row->tags));
    if (!row->overlappingRuns.empty())
        line("Overlap", "WARNING: another Benchwork load (" + bw::runIdList(row->overlappingRuns) +
                            ") ran on this machine at the same time: the figures are skewed");
    line("Target", r.config.url.empty() ? std::string() : (r.config.method.empty() ? "" : r.config.method + " ") + r.config.url);
    line("Load", (r.config.connections ? std::to_string(r.config.connections) + " connections" : std::string("connections unknown")) +
                     (r.config.rate > 0 ? ", " + bw::formatRps(r.config.rate).toStdString() + " req/s" : std::string()) +
                     ", " + bw::formatSeconds(r.warmupSec).toStdString() + " s warmup, " +
                     bw::formatSeconds(r.measuredSec).toStdString() + " s measured");
    line("Stages", bw::stagesLine(r.config) + (r.loadChanges.empty() ? "" : " (as run)"));
    const std::vector<bw::LoadChange>& changes = r.loadChanges;
    for (size_t i = 0; i < changes.size(); ++i) {
        if (changes.size() > 10 && i == 8) {   // the first eight and the last
            line("", "... " + std::to_string(changes.size() - 9) + " more (history show --json), then");
            i = changes.size() - 1;
        }
        line(i == 0 ? "Changed live" : "", bw::loadChangeLine(changes[i]));
    }
    line("Engine", r.engineUsed + (r.httpVersion.empty() ? "" : ", " + r.httpVersion));
    if (r.quicHandshakeTime.count > 0)
        line("QUIC", std::to_string(r.quicHandshakeTime.count) + " handshakes (" + std::to_string(r.quicResumed) + " resumed, "
                         + std::to_string(r.quicEarlyData) + " with 0-RTT), p50 "
                         + bw::formatLatencyUs(r.quicHandshakeTime.p50Us).toStdString() + "  p99 "
                         + bw::formatLatencyUs(r.quicHandshakeTime.p99Us).toStdString());
    line("Requests", bw::formatThousands(double(r.requests)).toStdString() + "  (" + bw::formatRps(r.rps).toStdString() + " RPS)");
    const bw::LatencySummary& l = r.latencySummary;
    line("Latency", "p50 " + bw::formatLatencyUs(l.p50Us).toStdString() + "  p90 " + bw::formatLatencyUs(l.p90Us).toStdString() +
                        "  p99 " + bw::formatLatencyUs(l.p99Us).toStdString() + "  max " + bw::formatLatencyUs(l.maxUs).toStdString());
    if (r.latencyIntended.count()) {
        const bw::LatencySummary& c = r.latencyIntendedSummary;
        line("Corrected", "p50 " + bw::formatLatencyUs(c.p50Us).toStdString() + "  p99 " + bw::formatLatencyUs(c.p99Us).toStdString() +
                              "  max " + bw::formatLatencyUs(c.maxUs).toStdString());
    }
    const bw::ErrorCounts& e = r.errors;
    line("Errors", std::to_string(e.total()) + " (" + bw::formatPercent(r.errorRate()).toStdString() + "): connect " +
                       std::to_string(e.connect) + ", send " + std::to_string(e.send) + ", receive " + std::to_string(e.receive) +
                       ", timeout " + std::to_string(e.timeout) + ", protocol " + std::to_string(e.protocol) + ", tls " + std::to_string(e.tls) + ", status " +
                       std::to_string(e.status));
    std::string codes;
    for (const auto& [code, n] : r.statusCodes)
        codes += (codes.empty() ? "" : ", ") + std::to_string(code) + ": " + std::to_string(n);
    line("Status codes", codes);
    if (r.target.present)
        line("Target proc", r.target.command + ", peak memory " + bw::formatBytesText(bw::peakMemoryOf(r.target).bytes).toStdString()
                                + " (" + bw::peakMemorySourceText(bw::peakMemoryOf(r.target)).toStdString() + "), peak CPU "
                                + QString::number(r.target.peakCpuPct, 'f', 0).toStdString() + " %");
    if (const QString note = bw::watchNoteText(r.target.watch); !note.isEmpty())
        line(r.target.watch.warns() ? "WARNING" : "Target proc", note.toStdString());
    if (r.target.cgroup.version > 0) {
        line("Cgroup", bw::cgroupLimitsText(r.target.cgroup).toStdString());
        if (const QString t = bw::throttlingText(r.target.cgroup); !t.isEmpty())
            line("Throttling", t.toStdString());
        if (const QString t = bw::oomText(r.target.cgroup); !t.isEmpty())
            line("OOM kills", t.toStdString());
    }
    if (r.verdict.notJudged)
        line("SLO", std::string("NOT JUDGED  (") + bw::runStatusName(r.status) + " before its end)");
    else if (r.verdict.evaluated)
        line("SLO", std::string(r.verdict.pass ? "PASS" : "FAIL") + "  (" + bw::headroomText(r.slo, r.verdict).toStdString() + ")");
    if (!r.environment.os.empty())
        line("Machine", r.environment.os + ", " + r.environment.cpuModel + " (" + std::to_string(r.environment.cores) + " cores)");
    if (!r.environment.targetRuntime.empty())
        line("Runtime", r.environment.targetRuntime);
    line("Notes", row->notes);
    return 0;
}

} // namespace

HistoryActionSpec showAction()
{
    return {"show", "show ID [--json]", RunIds::One,
            {{"json", 0, false, "", "the full run as benchwork.run/1 JSON"},
             {"show-secrets", 0, false, "", "do not redact secret headers in --json"},
             {"no-histograms", 0, false, "", "leave the histograms out of --json"}},
            runShow};
}

} // namespace bwcli
