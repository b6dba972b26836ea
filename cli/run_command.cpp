// benchwork-cli run: one load run from the command line.
#include "cli/agent_options.h"
#include "cli/interrupts.h"
#include "cli/metrics_options.h"
#include "cli/request_options.h"
#include "cli/cli_files.h"
#include "cli/commands.h"
#include "cli/rounds_command.h"
#include "cli/run_options.h"
#include "cli/session_loop.h"
#include "cli/summary_printer.h"

#include "control/control_channel.h"
#include "history/history_paths.h"
#include "platform/clock_status.h"
#include "result/result_json.h"
#include "result/run_outcome.h"
#include "run/agent_share.h"
#include "run/run_session.h"
#include "util/units.h"
#include "util/wall_time.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace bwcli {

namespace {

const char* kRunUsage =
    "usage: benchwork-cli run [options] URL\n"
    "       benchwork-cli run [options] --demo [PATH]\n"
    "       benchwork-cli run [options] --launch 'CMD ...' URL\n"
    "       benchwork-cli run [options] --pid N URL\n\n"
    "Loads URL with virtual users (connections) for a duration or a request count,\n"
    "then prints a summary like wrk's. Every run is saved in the history unless\n"
    "--no-save. Exit status: 0 done, 1 the run failed (nothing completed, its target\n"
    "ended during the run) or missed its SLO, 2 bad input, 3 --start-at had passed\n"
    "before the run could start, 130 stopped with Ctrl-C (docs/exit-status.md).\n\nOptions:\n";

bool writeJson(const std::string& where, const bw::RunResult& r, int64_t historyId, bool keepSecrets, const Streams& io)
{
    const QJsonObject o = runJson(r, historyId, keepSecrets);
    if (auto e = writeOutputFile(where, QJsonDocument(o).toJson(QJsonDocument::Indented), io.out)) {
        io.err << "benchwork-cli run: --json: " << e->text() << "\n";
        return false;
    }
    return true;
}

} // namespace

QJsonObject runJson(const bw::RunResult& r, int64_t historyId, bool keepSecrets)
{
    bw::RunJsonOptions options;
    options.redactSecrets = !keepSecrets;
    QJsonObject o = bw::runResultToJson(r, options);
    if (historyId)
        o.insert("historyId", double(historyId));
    if (!r.overlappingRuns.empty()) {
        QJsonArray ids;   // other Benchwork runs that loaded the machine at the same time
        for (int64_t id : r.overlappingRuns)
            ids.append(double(id));
        o.insert("overlappingRuns", ids);
    }
    return o;
}

int runCommand(const Args& args, const Streams& io)
{
    std::vector<bw::OptionSpec> specs = loadOptionSpecs();
    for (auto& s : requestOptionSpecs())
        specs.push_back(s);
    for (auto& s : targetOptionSpecs())
        specs.push_back(s);
    for (auto& s : agentOptionSpecs())
        specs.push_back(s);
    specs.push_back({"json", 0, true, "FILE|-", "write the result as JSON (schema benchwork.run/1; - = stdout)"});
    specs.push_back({"name", 0, true, "NAME", "name of the run in the history"});
    specs.push_back({"tag", 0, true, "TAG", "tag the saved run, repeatable", true});
    specs.push_back({"notes", 0, true, "TEXT", "notes kept with the saved run"});
    specs.push_back({"db", 0, true, "PATH", "history database (default: $BENCHWORK_DB or the app-data folder)"});
    specs.push_back({"no-save", 0, false, "", "do not save the run in the history"});
    specs.push_back({"keep-secrets", 0, false, "",
                     "save and --json secret headers (Authorization, Cookie, *token*...) and URL passwords as given "
                     "(default: redacted)"});
    specs.push_back({"rounds", 0, true, "N", "run the same configuration N times, kept as one group (default 1)"});
    specs.push_back({"cooldown", 0, true, "D", "pause between rounds (default 1s)"});
    specs.push_back({"control", 0, true, "PATH",
                     "steer the run under way through a Unix socket at PATH (mode 0600): lines 'vus N', 'rate N', "
                     "'stop', each answered with one line (docs/control.md)"});
    for (auto& s : metricsOptionSpecs())
        specs.push_back(s);
    specs.push_back({"quiet", 'q', false, "", "no banner, no progress line"});
    specs.push_back({"help", 'h', false, "", "show this help"});
    bw::OptionParser p(specs);
    if (!p.parse(args, 1)) {
        io.err << "benchwork-cli run: " << p.error() << "\n(see benchwork-cli run --help)\n";
        return 2;
    }
    if (p.has("help")) {
        io.out << kRunUsage << p.helpText();
        return 0;
    }
    bw::LoadConfig cfg;
    bw::Slo slo;
    bw::TargetSpec target;
    AgentRequest agent;
    bw::AgentInfo agentInfo;
    std::vector<std::string> positional = p.positional();
    std::string importNote;
    RequestSetArgs requestArgs;
    requestArgs.demo = p.has("demo");
    requestArgs.keepSecrets = p.has("keep-secrets");
    requestArgs.positional = &positional;
    auto bad = loadConfigFromArgs(p, &cfg, &slo);
    if (!bad)
        bad = requestSetFromArgs(p, requestArgs, &cfg, &importNote);
    if (!bad)
        bad = targetSpecFromArgs(p, positional, &target, &cfg);
    if (!bad)
        bad = agentRequestFromArgs(p, &agent);
    if (!bad && agent.count > 0)
        bad = bw::applyAgentShare(&cfg, agent.count, agent.index, &agentInfo);
    if (bad) {
        io.err << "benchwork-cli run: " << bad->text() << "\n(see benchwork-cli run --help)\n";
        return 2;
    }
    if (target.kind != bw::TargetSpec::Kind::Demo) {
        // check the URL before starting anything
        bw::LoadConfig probe = cfg;
        if (auto e = bw::validateConfig(probe)) {
            io.err << "benchwork-cli run: " << e->text() << "\n";
            return 2;
        }
    }
    // and the request set: nothing is started or sent for a set that cannot run
    if (auto e = checkRequestSet(cfg, target.kind == bw::TargetSpec::Kind::Demo)) {
        io.err << "benchwork-cli run: " << e->text() << "\n";
        return 2;
    }
    // one line each: what an importer left out, what --as-flow correlated
    for (size_t at = 0; at < importNote.size();) {
        const size_t nl = importNote.find('\n', at);
        const std::string line = importNote.substr(at, nl == std::string::npos ? std::string::npos : nl - at);
        if (!line.empty())
            io.err << "benchwork-cli run: " << line << "\n";
        at = nl == std::string::npos ? importNote.size() : nl + 1;
    }
    if (std::string bad = outputPathProblem(p.value("json")); !bad.empty()) {
        // before the run, not after it: a run's load is not wasted on a typo
        io.err << "benchwork-cli run: --json: " << bad << "\n";
        return 2;
    }
    int rounds = 1;
    double cooldownSec = 1.0;
    if (auto e = roundOptionsFromArgs(p, &rounds, &cooldownSec)) {
        io.err << "benchwork-cli run: " << e->text() << "\n(see benchwork-cli run --help)\n";
        return 2;
    }
    if (p.has("control") && !p.has("max-vus") && cfg.rate <= 0)
        cfg.maxVus = bw::defaultLiveMaxVus(cfg);   // room to raise the VUs through the socket
    if (std::string late = startMissed(agent, bw::wallNowMs()); !late.empty()) {
        io.err << "benchwork-cli run: " << late << "\n";
        return kExitStartMissed;
    }
    bw::ControlChannel control;
    if (p.has("control")) {
        if (auto e = control.open(p.value("control"))) {
            io.err << "benchwork-cli run: --control: " << e->text() << "\n";
            return 2;
        }
    }
    // Before the run, as --control: a port in use is bad input, not a run without its metrics.
    bw::MetricsChannel metrics;
    MetricsRequest metricsAsked;
    if (auto e = openMetricsFromArgs(p, &metrics, &metricsAsked)) {
        io.err << "benchwork-cli run: " << e->text() << "\n";
        return 2;
    }
    bool jsonToStdout = p.value("json") == "-";
    bool quiet = p.has("quiet") || jsonToStdout;
    std::ostream& out = jsonToStdout ? io.err : io.out;

    bw::SessionOptions so;
    so.runName = p.value("name");
    so.tags = p.values("tag");
    so.notes = p.value("notes");
    so.keepSecrets = p.has("keep-secrets");
    if (agent.count > 0) {
        agentInfo.startAtMs = agent.startAtMs;
        agentInfo.clock = bw::readClockStatus();
        so.agent = agentInfo;
    }
    if (!p.has("no-save"))
        so.historyPath = p.has("db") ? p.value("db") : bw::defaultDatabasePath();

    if (!so.historyPath.empty())
        tellHistoryPrivacy(so.historyPath, "run", io.err);

    const InterruptWatch interrupts;
    if (rounds > 1 && agent.count > 0) {
        io.err << "benchwork-cli run: --rounds cannot be combined with --agents (each agent is one part of one run)\n";
        return 2;
    }
    if (!quiet && p.has("control"))
        out << "Control socket " << control.path() << ": write 'vus N', 'rate N' or 'stop', one a line\n" << std::flush;
    if (!quiet && metricsAsked.asked)
        out << "Metrics on " << metrics.url() << "\n" << std::flush;
    bw::ControlChannel* steering = p.has("control") ? &control : nullptr;
    bw::MetricsChannel* serving = metricsAsked.asked ? &metrics : nullptr;
    if (rounds > 1) {
        const int status = runRounds({cfg, slo, target, so, rounds, cooldownSec, quiet, p.value("json"), steering, serving},
                                     io, out, interrupts);
        holdMetrics(metricsAsked, metrics, quiet, out, interrupts);
        return status;
    }
    bw::RunSession session(cfg, slo, target, so);
    SessionLoopOptions lo;
    lo.quiet = quiet;
    lo.agent = agentInfo;
    lo.control = steering;
    lo.metrics = serving;
    lo.runName = so.runName;
    if (agent.startAtMs) {
        lo.beforeStart = [&]() -> int {
            if (std::string late = startMissed(agent, bw::wallNowMs()); !late.empty()) {
                io.err << "benchwork-cli run: " << late << "\n";
                return kExitStartMissed;
            }
            if (!quiet)
                out << "Waiting for --start-at " << bw::formatWallTime(agent.startAtMs) << "...\n" << std::flush;
            if (!waitForStart(agent, interrupts)) {
                io.err << "benchwork-cli run: interrupted while waiting for --start-at; nothing was run\n";
                return 1;
            }
            return 0;
        };
    }
    const auto done = runSessionToEnd(session, target, "run", io, out, interrupts, lo);
    if (!done)
        return 2;
    if (done->earlyExit)
        return done->earlyExit;
    const bw::RunResult& r = done->result;
    out << formatSummary(r) << formatVerdict(slo, r.verdict, r);
    if (!so.historyPath.empty()) {
        if (done->historyId)
            out << "Saved as run " << done->historyId << " in " << so.historyPath << "\n";
        else
            io.err << "benchwork-cli run: the run was not saved: " << done->historyError << "\n";
    }
    out << std::flush;
    if (p.has("json") && !writeJson(p.value("json"), r, done->historyId, so.keepSecrets, io))
        return 2;
    holdMetrics(metricsAsked, metrics, quiet, out, interrupts);
    return bw::runExitStatus(r);   // one rule for every front end (result/run_outcome.h)
}

} // namespace bwcli
