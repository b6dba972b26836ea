#include "cli/rounds_command.h"

#include "cli/cli_files.h"
#include "cli/comparison_printer.h"
#include "cli/session_loop.h"
#include "cli/summary_printer.h"
#include "compare/comparison_json.h"
#include "compare/rounds_summary.h"
#include "history/history_store.h"
#include "result/peak_memory.h"
#include "result/run_outcome.h"
#include "util/units.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <chrono>

namespace bwcli {

std::optional<bw::Error> roundOptionsFromArgs(const bw::OptionParser& p, int* rounds, double* cooldownSec)
{
    if (p.has("rounds")) {
        auto v = bw::parseCount(p.value("rounds"));
        if (!v) {
            bw::Error e = v.error();
            e.field = "--rounds";
            return e;
        }
        if (*v < 1 || *v > 1000)
            return bw::Error("--rounds", "out of range (1 to 1000): " + p.value("rounds"));
        *rounds = int(*v);
    }
    if (p.has("cooldown")) {
        auto v = bw::parseDuration(p.value("cooldown"));
        if (!v) {
            bw::Error e = v.error();
            e.field = "--cooldown";
            return e;
        }
        if (*v < 0)
            return bw::Error("--cooldown", "must not be negative");
        *cooldownSec = *v;
    }
    return std::nullopt;
}

std::string roundLine(const std::string& label, const bw::RunResult& r, int64_t historyId)
{
    std::string s = label + "  " + bw::formatRps(r.rps).toStdString() + " RPS  p99 " +
                    bw::formatLatencyUs(r.latencySummary.p99Us).toStdString() + "  errors " +
                    bw::formatPercent(r.errorRate()).toStdString();
    if (const bw::PeakMemory peak = bw::peakMemoryOf(r.target); peak.bytes)   // the cgroup's exact peak, if it had one
        s += std::string(peak.source == bw::PeakMemory::Source::RssSampled ? "  peak RSS " : "  peak memory (cgroup) ")
             + bw::formatBytes(double(peak.bytes));
    if (r.status != bw::RunStatus::Complete)
        s += std::string("  ") + bw::runStatusName(r.status);
    if (r.verdict.notJudged)
        s += "  NOT JUDGED";
    else if (r.verdict.evaluated)
        s += r.verdict.pass ? "  PASS" : "  FAIL";
    if (historyId)
        s += "  #" + std::to_string(historyId);
    return s;
}

int runRounds(const RoundsPlan& plan, const Streams& io, std::ostream& out, const InterruptWatch& interrupts)
{
    bw::SessionOptions so = plan.session;
    if (!so.historyPath.empty()) {
        bw::HistoryStore store;
        const int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::system_clock::now().time_since_epoch()).count();
        if (store.open(so.historyPath))
            so.roundGroupId = store.createRoundGroup("rounds", so.runName, now, plan.rounds);
        if (!so.roundGroupId)
            io.err << "benchwork-cli run: the rounds will be saved without their group: " << store.lastError() << "\n";
    }
    std::vector<bw::RunResult> results;
    std::vector<int64_t> ids;
    bw::ExitTally exit;
    for (int i = 1; i <= plan.rounds; ++i) {
        if (i > 1 && !coolDown(plan.cooldownSec, interrupts)) {
            exit.addStopped();
            break;
        }
        if (plan.control && plan.control->stopAsked()) {
            exit.addStopped();
            break;
        }
        so.roundIndex = i;
        bw::RunSession session(plan.config, plan.slo, plan.target, so);
        SessionLoopOptions lo;
        lo.quiet = plan.quiet;
        lo.banner = i == 1;
        lo.control = plan.control;
        lo.metrics = plan.metrics;
        lo.runName = so.runName;
        const std::string label = "round " + std::to_string(i) + "/" + std::to_string(plan.rounds);
        lo.progressPrefix = "[" + label + "] ";
        auto done = runSessionToEnd(session, plan.target, "run", io, out, interrupts, lo);
        if (!done)
            return 2;
        if (!so.historyPath.empty() && !done->historyId)
            io.err << "benchwork-cli run: round " << i << " was not saved: " << done->historyError << "\n";
        out << roundLine(label, done->result, done->historyId) << "\n" << std::flush;
        exit.add(done->result);
        results.push_back(std::move(done->result));
        ids.push_back(done->historyId);
        if (interrupts.count() || (plan.control && plan.control->stopAsked())) {
            exit.addStopped();
            break;
        }
    }
    const auto failedRounds = std::count_if(results.begin(), results.end(), [](const bw::RunResult& r) { return bw::statusFailsRun(r.status); });
    out << "\n" << results.size() << " of " << plan.rounds << " rounds" << (results.size() < size_t(plan.rounds) ? " (interrupted)" : "")
        << "; one round is one sample" << (failedRounds ? "; " + std::to_string(failedRounds) + " failed, left out" : std::string()) << "\n"
        << formatRoundsSummary(results);
    if (so.roundGroupId)
        out << "Saved as round group g" << so.roundGroupId << " in " << so.historyPath << "\n";
    out << std::flush;
    if (!plan.json.empty()) {
        QJsonObject o;
        o.insert("schema", "benchwork.rounds/1");
        o.insert("roundGroupId", so.roundGroupId ? QJsonValue(double(so.roundGroupId)) : QJsonValue());
        QJsonArray runs;
        for (size_t i = 0; i < results.size(); ++i)
            runs.append(runJson(results[i], ids[i], so.keepSecrets));
        o.insert("rounds", runs);
        QJsonObject summary;
        for (const bw::RoundsMetric& rm : bw::summarizeRounds(results)) {
            const bw::MedianInterval& mi = rm.interval;
            summary.insert(bw::metricKey(rm.metric), QJsonObject{{"median", mi.median},
                                                                 {"low", mi.valid ? QJsonValue(mi.low) : QJsonValue()},
                                                                 {"high", mi.valid ? QJsonValue(mi.high) : QJsonValue()},
                                                                 {"n", double(rm.values.size())}});
        }
        o.insert("summary", summary);
        if (auto e = writeOutputFile(plan.json, QJsonDocument(o).toJson(QJsonDocument::Indented), io.out)) {
            io.err << "benchwork-cli run: --json: " << e->text() << "\n";
            return 2;
        }
    }
    return exit.status();
}

} // namespace bwcli
