// benchwork-cli ab: two targets under the same load, alternated A B A B ...
// for N rounds (interleaving cancels drift: thermal throttling, a neighbour
// on a shared host), then the comparison of the two sets of rounds.
#include "cli/cli_files.h"
#include "cli/commands.h"
#include "cli/comparison_printer.h"
#include "cli/junit_output.h"
#include "cli/metrics_options.h"
#include "cli/request_options.h"
#include "cli/rounds_command.h"
#include "cli/run_options.h"
#include "cli/session_loop.h"
#include "cli/summary_printer.h"

#include "compare/comparison_json.h"
#include "history/history_paths.h"
#include "junit/junit_ab.h"
#include "result/run_outcome.h"
#include "run/ab_rounds.h"
#include "util/units.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <chrono>

namespace bwcli {

namespace {

const char* kAbUsage =
    "usage: benchwork-cli ab [options] --rounds N URL_A URL_B\n"
    "       benchwork-cli ab [options] --launch-a 'CMD' --launch-b 'CMD' URL_A URL_B\n"
    "       benchwork-cli ab [options] --demo [PATH_A [PATH_B]]\n\n"
    "Loads A and B alternately (A B A B ...) with the same load, N rounds each (default 6),\n"
    "then compares them: median and 95% interval of each side, the change and its\n"
    "Mann-Whitney p-value per metric, '~' when the difference is not significant.\n"
    "Target options (--cpus, --memory, -e, --ready-url...) apply to both sides.\n"
    "Exit status: 0 done, 1 a round failed (nothing completed, its target ended during\n"
    "the run, or it missed the SLO), 2 bad input, 130 stopped with Ctrl-C\n"
    "(docs/exit-status.md).\n\nOptions:\n";

struct Side {
    std::string name;       // "A", "B"
    bw::TargetSpec target;
    bw::LoadConfig config;
};

// The target of one side: the shared target options, this side's launch
// command and its URL (or demo path), read by the same targetSpecFromArgs as `run`.
std::optional<bw::Error> sideTarget(const bw::OptionParser& p, const std::vector<bw::OptionSpec>& targetSpecs,
                                    const std::string& launchOption, const std::vector<std::string>& positional, Side* side)
{
    Args args{"ab"};
    for (const bw::OptionSpec& s : targetSpecs) {
        if (s.longName == "launch" || !p.has(s.longName))
            continue;
        if (!s.takesValue) {
            args.push_back("--" + s.longName);
            continue;
        }
        for (const std::string& v : p.values(s.longName)) {
            args.push_back("--" + s.longName);
            args.push_back(v);
        }
    }
    if (p.has(launchOption)) {
        args.push_back("--launch");
        args.push_back(p.value(launchOption));
    }
    bw::OptionParser sp(targetSpecs);
    if (!sp.parse(args, 1))
        return bw::Error("", sp.error());
    if (auto e = targetSpecFromArgs(sp, positional, &side->target, &side->config))
        return e;
    if (side->target.kind != bw::TargetSpec::Kind::Demo) {
        bw::LoadConfig probe = side->config;
        if (auto e = bw::validateConfig(probe))
            return e;
    }
    return std::nullopt;
}

std::string sideDescription(const Side& s)
{
    if (s.target.kind == bw::TargetSpec::Kind::Demo)
        return "the demo target " + s.target.demoPath;
    std::string d = s.config.url;
    if (s.target.kind == bw::TargetSpec::Kind::Launch) {
        std::string cmd;
        for (const std::string& a : s.target.launch.argv)
            cmd += (cmd.empty() ? "" : " ") + a;
        d += " (launched: " + cmd + ")";
    }
    return d;
}

} // namespace

int abCommand(const Args& args, const Streams& io)
{
    std::vector<bw::OptionSpec> specs = loadOptionSpecs();
    for (auto& s : requestOptionSpecs())
        if (s.longName != "har" && s.longName != "include-static" && s.longName != "as-flow" && s.longName != "think-time")   // a HAR is one origin's; ab loads two
            specs.push_back(s);
    const std::vector<bw::OptionSpec> targetSpecs = targetOptionSpecs();
    for (const auto& s : targetSpecs)
        if (s.longName != "launch" && s.longName != "pid")
            specs.push_back(s);
    specs.push_back({"launch-a", 0, true, "CMD", "start side A's server with this command"});
    specs.push_back({"launch-b", 0, true, "CMD", "start side B's server with this command"});
    specs.push_back({"rounds", 0, true, "N", "rounds per side (default 6)"});
    specs.push_back({"cooldown", 0, true, "D", "pause between two runs (default 1s)"});
    specs.push_back({"noise", 0, true, "PCT", "changes smaller than this are '~' (default 2%)"});
    specs.push_back({"json", 0, true, "FILE|-", "write the rounds and the comparison as JSON (schema benchwork.ab/1)"});
    specs.push_back(junitOptionSpec("write JUnit XML for CI: a test case per round and per metric; B worse is a failure (docs/ci.md)"));
    specs.push_back({"name", 0, true, "NAME", "name of the group in the history"});
    specs.push_back({"tag", 0, true, "TAG", "tag every saved run, repeatable", true});
    specs.push_back({"db", 0, true, "PATH", "history database (default: $BENCHWORK_DB or the app-data folder)"});
    specs.push_back({"no-save", 0, false, "", "do not save the runs in the history"});
    for (auto& s : metricsOptionSpecs())
        specs.push_back(s);
    specs.push_back({"quiet", 'q', false, "", "no banner, no progress line"});
    specs.push_back({"help", 'h', false, "", "show this help"});
    bw::OptionParser p(specs);
    if (!p.parse(args, 1)) {
        io.err << "benchwork-cli ab: " << p.error() << "\n(see benchwork-cli ab --help)\n";
        return 2;
    }
    if (p.has("help")) {
        io.out << kAbUsage << p.helpText();
        return 0;
    }
    auto fail = [&](const std::string& message) {
        io.err << "benchwork-cli ab: " << message << "\n(see benchwork-cli ab --help)\n";
        return 2;
    };
    bw::LoadConfig cfg;
    bw::Slo slo;
    if (auto e = loadConfigFromArgs(p, &cfg, &slo))
        return fail(e->text());
    // One request set for both sides, its seed fixed, so A and B get the same requests.
    RequestSetArgs requestArgs;
    requestArgs.demo = p.has("demo");
    std::string importNote;
    if (auto e = requestSetFromArgs(p, requestArgs, &cfg, &importNote))
        return fail(e->text());
    int rounds = 6;
    double cooldownSec = 1.0;
    if (auto e = roundOptionsFromArgs(p, &rounds, &cooldownSec))
        return fail(e->text());
    bw::ComparisonSettings settings;
    if (auto e = noiseOption(p, &settings))
        return fail(*e);
    const std::vector<std::string>& pos = p.positional();
    Side a{"A", {}, cfg}, b{"B", {}, cfg};
    if (p.has("demo")) {
        if (p.has("launch-a") || p.has("launch-b"))
            return fail("give either --demo or --launch-a/--launch-b");
        if (pos.size() > 2)
            return fail("--demo takes at most two paths (A's and B's)");
    } else if (pos.size() != 2) {
        return fail("expected two URLs, A's and B's (got " + std::to_string(pos.size()) + ")");
    }
    std::vector<std::string> posA, posB;
    if (!pos.empty()) {
        posA = {pos[0]};
        posB = {pos.size() > 1 ? pos[1] : pos[0]};
    }
    if (auto e = sideTarget(p, targetSpecs, "launch-a", posA, &a))
        return fail("A: " + e->text());
    if (auto e = sideTarget(p, targetSpecs, "launch-b", posB, &b))
        return fail("B: " + e->text());
    for (Side* side : {&a, &b})
        if (auto e = checkRequestSet(side->config, side->target.kind == bw::TargetSpec::Kind::Demo))
            return fail(side->name + ": " + e->text());
    if (std::string bad = outputPathProblem(p.value("json")); !bad.empty())
        return fail("--json: " + bad);
    if (std::string bad = junitPathProblem(p.value("junit")); !bad.empty())
        return fail("--junit: " + bad);
    // Before any run, as `run` does: a port in use is bad input.
    bw::MetricsChannel metrics;
    MetricsRequest metricsAsked;
    if (auto e = openMetricsFromArgs(p, &metrics, &metricsAsked))
        return fail(e->text());
    const bool jsonToStdout = p.value("json") == "-";
    const bool quiet = p.has("quiet") || jsonToStdout;
    std::ostream& out = jsonToStdout ? io.err : io.out;

    bw::SessionOptions so;
    so.runName = p.value("name");
    so.tags = p.values("tag");
    if (!p.has("no-save"))
        so.historyPath = p.has("db") ? p.value("db") : bw::defaultDatabasePath();
    if (!so.historyPath.empty()) {
        tellHistoryPrivacy(so.historyPath, "ab", io.err);
        const int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::system_clock::now().time_since_epoch()).count();
        std::string why;
        so.roundGroupId = bw::createAbGroup(so.historyPath, so.runName, now, rounds, &why);
        if (!so.roundGroupId)
            io.err << "benchwork-cli ab: the runs will be saved without their group: " << why << "\n";
    }
    if (!quiet)
        out << "A: " << sideDescription(a) << "\nB: " << sideDescription(b) << "\n"
            << rounds << " rounds each, alternated A B A B ...\n" << std::flush;
    if (!quiet && metricsAsked.asked)
        out << "Metrics on " << metrics.url() << "\n" << std::flush;

    const InterruptWatch interrupts;
    bw::ExitTally exit;
    const std::vector<bw::AbStep> steps = bw::abSchedule(rounds);
    bw::AbSides sides;
    for (size_t k = 0; k < steps.size() && !interrupts.count(); ++k) {
        const bw::AbStep& step = steps[k];
        Side* side = step.b ? &b : &a;
        if (k > 0 && !coolDown(cooldownSec, interrupts)) {
            exit.addStopped();
            break;
        }
        bw::SessionOptions sideOptions = bw::abStepOptions(so, so.roundGroupId, step);
        if (!so.runName.empty())
            sideOptions.runName = so.runName + " " + side->name;
        bw::RunSession session(side->config, slo, side->target, sideOptions);
        SessionLoopOptions lo;
        lo.quiet = quiet;
        lo.banner = k == 0;
        const std::string label = side->name + " " + std::to_string(step.round) + "/" + std::to_string(rounds);
        lo.progressPrefix = "[" + label + "] ";
        lo.metrics = metricsAsked.asked ? &metrics : nullptr;
        lo.runName = sideOptions.runName.empty() ? side->name : sideOptions.runName;   // the side, in run_info's name
        auto done = runSessionToEnd(session, side->target, "ab", io, out, interrupts, lo);
        if (!done)
            return 2;
        if (!so.historyPath.empty() && !done->historyId)
            io.err << "benchwork-cli ab: " << label << " was not saved: " << done->historyError << "\n";
        out << roundLine(label, done->result, done->historyId) << "\n" << std::flush;
        exit.add(done->result);
        sides.add(step, std::move(done->result), done->historyId);
    }
    const bw::RunComparison rc = sides.compare(settings);
    out << "\n" << formatComparison(rc, "A", "B", settings);
    if (so.roundGroupId)
        out << "Saved as round group g" << so.roundGroupId << " in " << so.historyPath
            << " (benchwork-cli history compare g" << so.roundGroupId << ")\n";
    out << std::flush;
    if (p.has("json")) {
        QJsonObject o;
        o.insert("schema", "benchwork.ab/1");
        o.insert("roundGroupId", so.roundGroupId ? QJsonValue(double(so.roundGroupId)) : QJsonValue());
        for (const Side* side : {&a, &b}) {
            const std::vector<bw::RunResult>& results = side == &a ? sides.a : sides.b;
            const std::vector<int64_t>& ids = side == &a ? sides.idsA : sides.idsB;
            QJsonArray runs;
            for (size_t i = 0; i < results.size(); ++i)
                runs.append(runJson(results[i], ids[i], false));
            o.insert(side == &a ? "a" : "b", QJsonObject{{"target", QString::fromStdString(sideDescription(*side))}, {"rounds", runs}});
        }
        o.insert("comparison", bw::comparisonToJson(rc, sides.idsA, sides.idsB, settings));
        if (auto e = writeOutputFile(p.value("json"), QJsonDocument(o).toJson(QJsonDocument::Indented), io.out)) {
            io.err << "benchwork-cli ab: --json: " << e->text() << "\n";
            return 2;
        }
    }
    if (p.has("junit")) {
        bw::JUnitAbInput in{"ab", "ab", sideDescription(a), sideDescription(b), rounds, so.roundGroupId, settings};
        bw::JUnitReport report{"benchwork ab", {bw::junitFromAb(in, sides, rc)}};
        if (!writeJUnitFile(p.value("junit"), report, "ab", io))
            return 2;
    }
    holdMetrics(metricsAsked, metrics, quiet, out, interrupts);
    if (interrupts.count())
        exit.addStopped();
    return exit.status();
}

} // namespace bwcli
