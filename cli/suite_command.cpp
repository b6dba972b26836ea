// benchwork-cli suite: runs a suite file's scenarios (or matrix), prints one
// line per run and a final table, writes a report and/or JSON.
#include "cli/interrupts.h"
#include "cli/cli_files.h"
#include "cli/commands.h"
#include "cli/comparison_printer.h"
#include "cli/junit_output.h"
#include "cli/metrics_options.h"
#include "cli/summary_printer.h"

#include "capacity/capacity_text.h"
#include "history/history_paths.h"
#include "history/history_store.h"
#include "junit/junit_suite.h"
#include "report/client_warning_text.h"
#include "report/html_report.h"
#include "report/markdown_report.h"
#include "report/report_document.h"
#include "result/peak_memory.h"
#include "result/run_outcome.h"
#include "util/units.h"
#include "suite/suite_ab.h"
#include "suite/suite_baselines.h"
#include "suite/suite_commands.h"
#include "suite/suite_parser.h"
#include "suite/suite_report.h"
#include "suite/suite_requirements.h"
#include "suite/suite_result_json.h"
#include "suite/suite_runner.h"
#include "util/option_parser.h"
#include "util/units.h"

#include <QJsonDocument>

#include <algorithm>

#include <atomic>
#include <csignal>
#include <cstdlib>

namespace bwcli {

namespace {

const char* kSuiteUsage =
    "usage: benchwork-cli suite FILE [options]\n\n"
    "Runs the scenarios of a suite file (schema benchwork.suite/1, see docs/suite.md)\n"
    "one after another, or its matrix of targets x CPU configurations, judges each\n"
    "run against its SLO and saves every run in the history under one suite run.\n"
    "Targets given as commands are started by this command (they are listed before\n"
    "anything starts; use --list to see them without running anything).\n"
    "Exit status: 0 all passed, 1 a run failed (nothing completed, its target ended during\n"
    "the run), missed its SLO or could not run, 2 bad input, 130 stopped with Ctrl-C\n"
    "(finished runs are kept; docs/exit-status.md).\n\nOptions:\n";

std::string s(const QString& q) { return q.toStdString(); }

// Display width: UTF-8 code points, not bytes.
size_t displayWidth(const std::string& text)
{
    size_t cps = 0;
    for (unsigned char c : text)
        cps += (c & 0xC0) != 0x80;
    return cps;
}

std::string padShown(std::string text, size_t width, bool right = false)
{
    const size_t cps = displayWidth(text);
    if (cps < width)
        text = right ? std::string(width - cps, ' ') + text : text + std::string(width - cps, ' ');
    return text;
}

std::string verdictWord(const bw::SuiteRunRecord& r)
{
    if (r.skipped)
        return "SKIPPED";
    if (!r.ran)
        return "NOT RUN";
    if (r.notJudged())   // stopped or interrupted before its end (a search too): neither passed nor failed
        return "NOT JUDGED";
    if (r.capacity)   // a capacity scenario: found (at or above the floor) or not
        return r.passed() ? "PASS" : "FAIL";
    if (bw::statusFailsRun(r.result.status))
        return "FAILED";   // its target ended (or nothing completed): whatever the SLO said
    if (!r.result.verdict.evaluated)
        return r.passed() ? "done" : "FAILED";
    return r.result.verdict.pass ? "PASS" : "FAIL";
}

// The target column: the cell, or an A/B scenario's side ("v2 (B)").
std::string runTarget(const bw::SuiteRunRecord& r)
{
    return r.side.empty() ? r.cellLabel : r.targetName + (r.side == "b" ? " (B)" : " (A)");
}

std::string recordLine(const bw::SuiteRunRecord& r, int count, const bw::ReportLabels& labels)
{
    std::string head = "[" + std::to_string(r.index + 1) + "/" + std::to_string(count) + "] " + r.scenarioId + " @ " + r.cellLabel;
    if (!r.side.empty())   // an A/B scenario's run: which side, which round
        head += "  " + std::string(r.side == "b" ? "B " : "A ") + std::to_string(r.round) + "/" + std::to_string(r.rounds) + " "
                + r.targetName;
    if (r.skipped)
        return head + "  skipped: " + r.error + "\n";
    if (!r.ran)
        return head + "  NOT RUN: " + r.error + "\n";
    const bw::RunResult& res = r.result;
    std::string line = head + "\n    " + s(bw::formatRps(res.rps)) + " RPS, p99 " + s(bw::formatLatencyUs(bw::judgedP99Us(res)));
    if (res.errors.total())
        line += ", errors " + s(bw::formatPercent(res.errorRate()));
    line += "  " + verdictWord(r);
    if (res.verdict.evaluated)
        line += "  " + s(bw::suiteHeadroomText(res, labels.language));
    if (const bw::PeakMemory peak = bw::peakMemoryOf(res.target); peak.bytes)
        line += std::string(peak.source == bw::PeakMemory::Source::RssSampled ? "  peak RSS " : "  peak memory (cgroup) ")
                + s(bw::formatBytesText(peak.bytes));
    line += "\n";
    if (res.status != bw::RunStatus::Complete)
        line += "    ended early (" + std::string(bw::runStatusName(res.status)) + ")"
                + (res.statusMessage.empty() ? "" : ": " + res.statusMessage) + "\n";
    for (const std::string& w : bw::clientWarningsOf(res))
        line += "    warning [" + w + "]: " + s(bw::clientWarningSentence(res, w, labels.catalog)) + "\n";
    if (r.capacity) {   // the search's answer; the figures above are its step at the max sustainable rate
        line += "    capacity: " + s(bw::capacityAnswer(*r.capacity, labels.catalog)) + "\n";
        if (r.capacity->groupId)
            line += "    saved as capacity group g" + std::to_string(r.capacity->groupId) + "\n";
    }
    if (!r.historyError.empty())
        line += "    not saved: " + r.historyError + "\n";
    return line;
}

// An A/B scenario's comparison, as `benchwork-cli ab` prints it, indented under its runs.
std::string abBlock(const bw::SuiteAbComparison& c)
{
    std::string block = "    A/B " + c.scenarioId + ": A = " + c.targetA + ", B = " + c.targetB + ", "
                        + std::to_string(c.sides.a.size()) + "+" + std::to_string(c.sides.b.size()) + " of "
                        + std::to_string(c.rounds) + " rounds a side\n";
    const std::string table = formatComparison(c.comparison, "A", "B", bw::ComparisonSettings{});
    size_t from = 0;
    while (from < table.size()) {
        const size_t nl = table.find('\n', from);
        const size_t end = nl == std::string::npos ? table.size() : nl;
        block += "    " + table.substr(from, end - from) + "\n";
        from = end + 1;
    }
    if (c.roundGroupId)
        block += "    saved as A/B group g" + std::to_string(c.roundGroupId) + " (benchwork-cli history compare g"
                 + std::to_string(c.roundGroupId) + ")\n";
    return block;
}

std::string finalTable(const bw::SuiteOutcome& o, const bw::ReportLabels& labels)
{
    std::vector<std::vector<std::string>> rows;
    rows.push_back({"Scenario", "Target", "RPS", "p99", "Errors", "Peak memory", "SLO", "Headroom"});
    for (const auto& r : o.records) {
        if (!r.ran) {
            rows.push_back({r.scenarioId, runTarget(r), "-", "-", "-", "-", verdictWord(r), ""});
            continue;
        }
        const bw::RunResult& res = r.result;
        rows.push_back({r.scenarioId, runTarget(r), s(bw::formatRps(res.rps)), s(bw::formatLatencyUs(bw::judgedP99Us(res))),
                        s(bw::formatPercent(res.errorRate())),
                        bw::peakMemoryOf(res.target).bytes ? s(bw::formatBytesText(bw::peakMemoryOf(res.target).bytes)) : "-", verdictWord(r),
                        r.capacity ? s(bw::capacityHeadroomText(*r.capacity, labels.catalog))
                                   : res.verdict.evaluated ? s(bw::suiteHeadroomText(res, labels.language)) : ""});
    }
    std::vector<size_t> width(rows.front().size(), 0);
    for (const auto& row : rows)
        for (size_t c = 0; c < row.size(); ++c)
            width[c] = std::max(width[c], displayWidth(row[c]));
    std::string out;
    for (size_t i = 0; i < rows.size(); ++i) {
        std::string line;
        for (size_t c = 0; c < rows[i].size(); ++c) {
            bool numeric = c >= 2 && c <= 5;
            line += (c ? "  " : "") + padShown(rows[i][c], width[c], numeric);
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + "\n";
        if (i == 0)
            out += std::string(displayWidth(line), '-') + "\n";
    }
    return out;
}

std::string progressText(const bw::SuiteProgress& p)
{
    std::string t = "[" + std::to_string(std::max(p.runIndex, 0) + 1) + "/" + std::to_string(p.runCount) + "] ";
    t += p.scenarioId.empty() ? std::string() : p.scenarioId + " @ " + p.cellLabel + "  ";
    if (p.stage == bw::SuiteStage::Running)
        t += progressLine(p.live);
    else
        t += bw::suiteStageName(p.stage);
    t += "  ~" + bw::formatDurationSec(double(int64_t(p.remainingSec + 0.5))) + " left";
    return t;
}

void printPlan(const bw::Suite& suite, const bw::SuitePlan& plan, std::ostream& out)
{
    out << "Suite \"" << suite.name << "\"" << (suite.filePath.empty() ? "" : " (" + suite.filePath + ")") << ": "
        << plan.runs.size() << " run" << (plan.runs.size() == 1 ? "" : "s");
    if (plan.cells.size() > 1 || plan.matrix)
        out << " in " << plan.cells.size() << " target configuration" << (plan.cells.size() == 1 ? "" : "s");
    out << ", about " << bw::formatDurationSec(double(int64_t(plan.estimatedSec() + 0.5))) << " of load"
        << (plan.cooldownSec > 0 ? " and cooldowns" : "") << "\n";
    auto commands = bw::suiteCommands(suite);
    if (!commands.empty()) {
        out << "It starts these commands:\n";
        for (const auto& c : commands) {
            out << "  " << c.targetName << ": " << (c.shell ? "/bin/sh -c " : "") << c.commandLine << "\n";
            if (const bw::SuiteTarget* t = suite.findTarget(c.targetName))
                if (const bw::MissingProgram m = bw::findMissingProgram(*t); m.missing())
                    out << "      skipped: " << bw::missingProgramText(m) << "\n";
            if (!c.workingDir.empty())
                out << "      in " << c.workingDir << "\n";
            for (const auto& e : c.env)
                out << "      " << e << "\n";
        }
    }
}

bool writeFile(const std::string& path, const QByteArray& bytes, const char* what, const Streams& io)
{
    if (auto e = writeOutputFile(path, bytes, io.out)) {
        io.err << "benchwork-cli suite: " << what << ": " << e->text() << "\n";
        return false;
    }
    return true;
}

// The error's field is the option ("--duration"), so text() is the line printed.
std::optional<bw::Error> parseOverrides(const bw::OptionParser& p, bw::SuiteOverrides* o)
{
    for (const char* name : {"duration", "warmup"}) {
        if (!p.has(name))
            continue;
        auto v = bw::parseDuration(p.value(name));
        if (!v) {
            bw::Error e = v.error();
            e.field = std::string("--") + name;
            return e;
        }
        (std::string(name) == "duration" ? o->durationSec : o->warmupSec) = *v;
    }
    o->scenarioIds = p.values("scenario");
    if (p.has("split"))
        o->split = p.value("split");
    return std::nullopt;
}

} // namespace

int suiteCommand(const Args& args, const Streams& io)
{
    std::vector<bw::OptionSpec> specs{
        {"report", 'r', true, "FILE", "write the suite report: FILE.html (self-contained) or FILE.md"},
        {"lang", 0, true, "en|ko", "report language (default en)"},
        {"json", 0, true, "FILE|-", "write the suite's results as JSON (schema benchwork.suite-result/1)"},
        junitOptionSpec("write JUnit XML for CI: a test case per run, failures with the verdict (docs/ci.md)"),
        {"duration", 'd', true, "D", "shorten every scenario to D (stages are scaled, request counts capped)"},
        {"warmup", 'w', true, "D", "every scenario's warmup"},
        {"scenario", 's', true, "ID", "run only this scenario, repeatable", true},
        {"split", 0, true, "auto|S:C|off", "every scenario's --split: the launched target's own cores (docs/cores.md)"},
        {"db", 0, true, "PATH", "history database (default: $BENCHWORK_DB or the app-data folder)"},
        {"no-save", 0, false, "", "do not save the runs in the history"},
        {"list", 0, false, "", "print the plan and the commands it would start, run nothing"},
        {"quiet", 'q', false, "", "no progress line"},
        {"help", 'h', false, "", "show this help"},
    };
    for (auto& s : metricsOptionSpecs())
        specs.push_back(s);
    bw::OptionParser p(specs);
    if (!p.parse(args, 1)) {
        io.err << "benchwork-cli suite: " << p.error() << "\n(see benchwork-cli suite --help)\n";
        return 2;
    }
    if (p.has("help")) {
        io.out << kSuiteUsage << p.helpText();
        return 0;
    }
    if (p.positional().size() != 1) {
        io.err << "benchwork-cli suite: " << (p.positional().empty() ? "no suite file given" : "give exactly one suite file")
                  << "\n(see benchwork-cli suite --help)\n";
        return 2;
    }
    const std::string file = p.positional()[0];
    std::string lang = p.value("lang", "en");
    if (lang != "en" && lang != "ko") {
        io.err << "benchwork-cli suite: --lang: expected en or ko, got '" << lang << "'\n";
        return 2;
    }
    std::string reportPath = p.value("report");
    bool reportHtml = false;
    if (!reportPath.empty()) {
        QString lower = QString::fromStdString(reportPath).toLower();
        reportHtml = lower.endsWith(".html") || lower.endsWith(".htm");
        if (!reportHtml && !lower.endsWith(".md") && !lower.endsWith(".markdown")) {
            io.err << "benchwork-cli suite: --report: the file name must end in .html or .md, got '" << reportPath << "'\n";
            return 2;
        }
    }
    // before the suite runs, not after it
    for (const auto& [option, path] : {std::pair<const char*, std::string>{"--report", reportPath}, {"--json", p.value("json")}}) {
        if (std::string bad = outputPathProblem(path); !bad.empty()) {
            io.err << "benchwork-cli suite: " << option << ": " << bad << "\n";
            return 2;
        }
    }
    if (std::string bad = junitPathProblem(p.value("junit")); !bad.empty()) {
        io.err << "benchwork-cli suite: --junit: " << bad << "\n";
        return 2;
    }
    bw::Error err;
    auto suite = bw::loadSuiteFile(file, &err);
    if (!suite) {
        io.err << "benchwork-cli suite: " << file << ": " << err.text() << "\n";
        return 2;
    }
    bw::SuiteOverrides overrides;
    if (auto e = parseOverrides(p, &overrides)) {
        io.err << "benchwork-cli suite: " << e->text() << "\n";
        return 2;
    }
    auto plan = bw::planSuite(*suite, overrides, &err);
    if (!plan) {
        io.err << "benchwork-cli suite: " << err.text() << "\n";
        return 2;
    }
    const bool jsonToStdout = p.value("json") == "-";
    std::ostream& out = jsonToStdout ? io.err : io.out;
    printPlan(*suite, *plan, out);
    if (p.has("list")) {
        for (const auto& r : plan->runs) {
            // a request set: its entries' count instead of the one request
            const std::string what = r.config.mix.empty()
                                         ? r.config.method + " " + r.path
                                         : "mix of " + std::to_string(r.config.mix.entries.size()) + " request"
                                               + (r.config.mix.entries.size() == 1 ? "" : "s") + " ("
                                               + r.config.mix.entries.front().method + " " + r.config.mix.entries.front().path
                                               + (r.config.mix.entries.size() > 1 ? ", ..." : "") + ")";
            out << "  " << (r.index + 1) << ". " << r.scenarioId << " @ " << plan->cells[size_t(r.cell)].label << "  " << what
                << ", " << bw::formatDurationSec(r.plannedSec()) << "\n";
        }
        return 0;
    }
    out << std::flush;

    // Before the first run, as run's: a port in use is bad input.
    bw::MetricsChannel metrics;
    MetricsRequest metricsAsked;
    if (auto e = openMetricsFromArgs(p, &metrics, &metricsAsked)) {
        io.err << "benchwork-cli suite: " << e->text() << "\n";
        return 2;
    }
    if (metricsAsked.asked && !p.has("quiet"))
        out << "Metrics on " << metrics.url() << " (each run while it runs)\n" << std::flush;
    bw::SuiteRunOptions ro;
    ro.metrics = metricsAsked.asked ? &metrics : nullptr;
    if (!p.has("no-save"))
        ro.historyPath = p.has("db") ? p.value("db") : bw::defaultDatabasePath();
    if (!ro.historyPath.empty())
        tellHistoryPrivacy(ro.historyPath, "suite", io.err);
    const bw::ReportLabels labels = bw::englishReportLabels();
    bw::SuiteRunner runner(*suite, *plan, ro);
    const InterruptWatch interrupts(true);   // SIGHUP too: a closed terminal must not leave launched targets behind
    const bool tty = io.errIsTerminal && !p.has("quiet") && !jsonToStdout;
    runner.start();
    size_t printed = 0;
    bool stopSent = false;
    std::vector<std::string> abPrinted;   // A/B scenarios whose comparison is printed
    auto printAb = [&](const std::string& scenarioId) {
        if (std::find(abPrinted.begin(), abPrinted.end(), scenarioId) != abPrinted.end())
            return;
        if (auto c = bw::suiteAbComparison(runner.outcome(), scenarioId)) {
            out << abBlock(*c) << std::flush;
            abPrinted.push_back(scenarioId);
        }
    };
    auto flushRecords = [&] {
        for (const auto& r : runner.recordsFrom(printed)) {
            if (tty)
                io.err << "\r\x1b[K" << std::flush;
            out << recordLine(r, int(plan->runs.size()), labels) << std::flush;
            ++printed;
            if (r.side == "b" && r.round == r.rounds)   // the scenario's last run
                printAb(r.scenarioId);
        }
    };
    while (!runner.waitFinished(std::chrono::milliseconds(250))) {
        if (interrupts.count() && !stopSent) {
            runner.stop();
            stopSent = true;
            io.err << (tty ? "\r\x1b[K" : "") << "stopping the suite (Ctrl-C again to quit at once)...\n";
        }
        if (interrupts.count() > 1)
            std::_Exit(130);
        flushRecords();
        if (tty)
            io.err << "\r" << progressText(runner.progress()) << "\x1b[K" << std::flush;
    }
    if (tty)
        io.err << "\r\x1b[K" << std::flush;
    flushRecords();
    bw::SuiteOutcome outcome = runner.outcome();
    for (const bw::SuiteAbComparison& c : bw::suiteAbComparisons(outcome))
        printAb(c.scenarioId);   // a stopped scenario's, with what finished

    out << "\n" << finalTable(outcome, labels);
    out << outcome.passedCount() << " passed, " << outcome.failedCount() << " failed";
    if (int skipped = outcome.skippedCount())
        out << ", " << skipped << " skipped (a runtime is missing)";
    if (int(outcome.records.size()) < outcome.plannedRuns)
        out << ", " << (outcome.plannedRuns - int(outcome.records.size())) << " not run (stopped)";
    out << " in " << bw::formatDurationSec(double(int64_t(outcome.elapsedSec + 0.5))) << "\n";
    if (!ro.historyPath.empty()) {
        if (outcome.suiteRunId)
            out << "Saved as suite run " << outcome.suiteRunId << " in " << ro.historyPath << "\n";
        else
            io.err << "benchwork-cli suite: the suite run was not recorded: " << outcome.historyError << "\n";
    }

    const int status = outcome.exitStatus();
    std::vector<bw::ResolvedBaseline> baselines;
    if (!suite->baselines.empty()) {
        bw::HistoryStore store;
        std::string dbPath = p.has("db") ? p.value("db") : bw::defaultDatabasePath();
        bool needHistory = std::any_of(suite->baselines.begin(), suite->baselines.end(), [](const bw::SuiteBaseline& b) { return b.fromHistory(); });
        baselines = bw::resolveBaselines(*suite, needHistory && store.open(dbPath) ? &store : nullptr);
    }
    if (!reportPath.empty()) {
        bw::ReportDocument doc = bw::buildSuiteReport(*suite, *plan, outcome, baselines, QString::fromStdString(lang));
        QString text = reportHtml ? bw::reportToHtml(doc) : bw::reportToMarkdown(doc);
        if (!writeFile(reportPath, text.toUtf8(), "--report", io))
            return 2;
        out << "Report written to " << reportPath << "\n";
    }
    if (p.has("json")) {
        QJsonObject o = bw::suiteOutcomeToJson(*suite, outcome, baselines);
        if (!writeFile(p.value("json"), QJsonDocument(o).toJson(QJsonDocument::Indented), "--json", io))
            return 2;
    }
    if (p.has("junit")) {
        if (!writeJUnitFile(p.value("junit"), bw::junitFromSuite(outcome, &*plan), "suite", io))
            return 2;
        out << "JUnit written to " << p.value("junit") << "\n";
    }
    holdMetrics(metricsAsked, metrics, p.has("quiet"), out, interrupts);
    return status;
}

} // namespace bwcli
