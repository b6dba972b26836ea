// benchwork-cli history: list, show, compare, export, import, delete, tag and
// edit runs of the history database (--db PATH, else $BENCHWORK_DB, else the
// platform's data folder). Exit status 0 on success, 2 on bad input or a
// database error, with a message on stderr naming the problem.
#include "arg_parser.h"
#include "cli_files.h"
#include "commands.h"
#include "history_seed.h"

#include "history/history_paths.h"
#include "history/history_store.h"
#include "import/run_importer.h"
#include "report/hdr_percentiles.h"
#include "report/html_report.h"
#include "report/json_report.h"
#include "report/markdown_report.h"
#include "report/report_format.h"
#include "report/series_csv.h"
#include "result/result_json.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <set>

namespace bwcli {

namespace {

const char* kUsage =
    "usage: benchwork-cli history <action> [options]\n\n"
    "Actions:\n"
    "  list                     list saved runs (newest first)\n"
    "  show ID                  one run in full\n"
    "  compare ID ID...         runs side by side with ratios against a baseline\n"
    "  export ID... --format F  write a report: md, html, json, csv (per second), hdr (latency percentiles)\n"
    "  import FILE...           import wrk text, k6 summary JSON or oha JSON output\n"
    "  delete ID...             delete runs\n"
    "  tag ID [--add T] [--remove T] [--clear]\n"
    "  edit ID [--name N] [--notes TEXT]\n\n"
    "Every action takes --db PATH (default: $BENCHWORK_DB or the user data folder).\n"
    "Run 'benchwork-cli history <action> --help' for its options.\n";

int fail(const std::string& message)
{
    std::cerr << "benchwork-cli history: " << message << "\n";
    return 2;
}

std::optional<int64_t> parseId(const std::string& s)
{
    bool ok = false;
    const qlonglong v = QString::fromStdString(s).toLongLong(&ok);
    if (!ok || v <= 0)
        return std::nullopt;
    return int64_t(v);
}

bool parseIds(const std::vector<std::string>& in, std::vector<int64_t>* out, std::string* error)
{
    for (const std::string& s : in) {
        const auto id = parseId(s);
        if (!id) {
            *error = "'" + s + "' is not a run id (a positive number)";
            return false;
        }
        out->push_back(*id);
    }
    return true;
}

// The one run id an action takes, or nullopt after saying what is wrong.
std::optional<int64_t> singleRunId(const ArgParser& a, const std::string& action)
{
    if (a.positional().size() != 1) {
        fail(action + " takes exactly one run id");
        return std::nullopt;
    }
    const auto id = parseId(a.positional()[0]);
    if (!id)
        fail("'" + a.positional()[0] + "' is not a run id (a positive number)");
    return id;
}

// Local time as "2026-05-30 17:11". localtime_r rather than QDateTime: the
// latter's time-zone lookup dominated listing 10,000 runs.
std::string fmtTime(int64_t ms)
{
    const time_t sec = time_t(ms / 1000);
    struct tm local {};
    localtime_r(&sec, &local);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &local);
    return buf;
}

std::string pad(std::string s, size_t width, bool right = false)
{
    if (s.size() > width && width > 1)
        s = s.substr(0, width - 1) + "~";
    const std::string fill(width > s.size() ? width - s.size() : 0, ' ');
    return right ? fill + s : s + fill;
}

std::string tagsText(const std::vector<std::string>& tags)
{
    std::string out;
    for (const std::string& t : tags)
        out += (out.empty() ? "" : ",") + t;
    return out;
}

QJsonObject rowToJson(const bw::RunRow& r)
{
    QJsonObject o;
    o.insert("id", double(r.id));
    o.insert("name", QString::fromStdString(r.name));
    o.insert("startedAtMs", double(r.startedAtMs));
    o.insert("status", QString::fromStdString(r.status));
    o.insert("statusMessage", QString::fromStdString(r.statusMessage));
    o.insert("source", QLatin1String(bw::runSourceName(r.source)));
    o.insert("suiteRunId", r.suiteRunId ? QJsonValue(double(r.suiteRunId)) : QJsonValue());
    o.insert("notes", QString::fromStdString(r.notes));
    QJsonArray tags;
    for (const std::string& t : r.tags)
        tags.append(QString::fromStdString(t));
    o.insert("tags", tags);
    QJsonArray overlaps;
    for (int64_t id : r.overlappingRuns)
        overlaps.append(double(id));
    o.insert("overlappingRuns", overlaps);
    o.insert("targetUrl", QString::fromStdString(r.targetUrl));
    o.insert("method", QString::fromStdString(r.method));
    o.insert("connections", r.connections);
    o.insert("rate", r.rate);
    o.insert("measuredSec", r.measuredSec);
    o.insert("requests", double(r.requests));
    o.insert("rps", r.rps);
    o.insert("p50Us", r.p50Us);
    o.insert("p90Us", r.p90Us);
    o.insert("p99Us", r.p99Us);
    o.insert("maxUs", r.maxUs);
    o.insert("errors", double(r.errors));
    o.insert("errorRate", r.errorRate);
    o.insert("peakRssBytes", double(r.peakRssBytes));
    o.insert("clientCpuPct", r.clientCpuPct);
    o.insert("verdict", QString::fromStdString(r.verdict));
    return o;
}

void printJson(const QJsonValue& v)
{
    const QByteArray text = v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented)
                                        : QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented);
    std::cout << text.toStdString();
}

// Parses options after "history <action>"; prints help for --help.
struct Parsed {
    ArgParser parser;
    bool ok = false;
    bool help = false;
};

std::unique_ptr<Parsed> parseOptions(const Args& args, std::vector<OptionSpec> specs, const char* usage)
{
    specs.push_back({"db", 0, true, "PATH", "history database file"});
    specs.push_back({"help", 'h', false, "", "show this help"});
    auto p = std::make_unique<Parsed>(Parsed{ArgParser(specs)});
    if (!p->parser.parse(args, 2)) {
        fail(p->parser.error() + " (see 'benchwork-cli history " + args[1] + " --help')");
        return p;
    }
    if (p->parser.has("help")) {
        std::cout << "usage: benchwork-cli history " << usage << "\n\n" << p->parser.helpText();
        p->help = true;
        return p;
    }
    p->ok = true;
    return p;
}

bool openStore(const ArgParser& p, bw::HistoryStore& store)
{
    const std::string path = p.value("db", bw::defaultDatabasePath());
    if (!store.open(path)) {
        fail(store.lastError());
        return false;
    }
    if (!store.privacyNotice().empty())
        std::cerr << "benchwork-cli history: " << store.privacyNotice() << "\n";
    return true;
}

int64_t parseDateMs(const std::string& s, bool* ok)
{
    QDateTime t = QDateTime::fromString(QString::fromStdString(s), Qt::ISODate);
    if (!t.isValid())
        t = QDateTime(QDate::fromString(QString::fromStdString(s), Qt::ISODate), QTime(0, 0));
    *ok = t.isValid();
    return t.toMSecsSinceEpoch();
}

int listAction(const Args& args)
{
    auto p = parseOptions(args, {{"json", 0, false, "", "print JSON rows"},
                                 {"text", 0, true, "S", "name, notes or target URL contains S"},
                                 {"tag", 0, true, "T", "runs tagged T"},
                                 {"target", 0, true, "S", "target URL contains S"},
                                 {"since", 0, true, "DATE", "started at or after (ISO date or date-time, local)"},
                                 {"until", 0, true, "DATE", "started before"},
                                 {"verdict", 0, true, "V", "pass, fail or none"},
                                 {"status", 0, true, "S", "complete, stopped, target-exited, interrupted, failed, running"},
                                 {"source", 0, true, "S", "benchwork, wrk, k6, oha"},
                                 {"sort", 0, true, "KEY", "started (default), name, rps, p99, errors, target"},
                                 {"asc", 0, false, "", "ascending order"},
                                 {"limit", 'n', true, "N", "at most N rows (default 50; 0: all)"},
                                 {"offset", 0, true, "N", "skip N rows"},
                                 {"timing", 0, false, "", "print the query time on standard error"}},
                          "list [options]");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    bw::RunFilter f;
    f.text = a.value("text");
    f.tag = a.value("tag");
    f.target = a.value("target");
    bool ok = true;
    if (a.has("since") && (f.fromMs = parseDateMs(a.value("since"), &ok), !ok))
        return fail("--since: '" + a.value("since") + "' is not a date (2026-05-30 or 2026-05-30T17:00)");
    if (a.has("until") && (f.toMs = parseDateMs(a.value("until"), &ok), !ok))
        return fail("--until: '" + a.value("until") + "' is not a date (2026-05-30 or 2026-05-30T17:00)");
    f.verdict = a.value("verdict");
    if (!f.verdict.empty() && f.verdict != "pass" && f.verdict != "fail" && f.verdict != "none")
        return fail("--verdict: '" + f.verdict + "' is not pass, fail or none");
    f.status = a.value("status");
    bw::RunStatus st;
    if (!f.status.empty() && f.status != "running" && !bw::parseRunStatus(f.status, &st))
        return fail("--status: unknown status '" + f.status + "'");
    f.source = a.value("source");
    if (!f.source.empty() && !bw::parseRunSource(f.source))
        return fail("--source: '" + f.source + "' is not benchwork, wrk, k6 or oha");
    const std::string sort = a.value("sort", "started");
    static const std::pair<const char*, bw::RunSortKey> sorts[] = {
        {"started", bw::RunSortKey::Started}, {"name", bw::RunSortKey::Name}, {"rps", bw::RunSortKey::Rps},
        {"p99", bw::RunSortKey::P99}, {"errors", bw::RunSortKey::Errors}, {"target", bw::RunSortKey::Target}};
    bool sortOk = false;
    for (const auto& [name, key] : sorts)
        if (sort == name) {
            f.sort = key;
            sortOk = true;
        }
    if (!sortOk)
        return fail("--sort: '" + sort + "' is not started, name, rps, p99, errors or target");
    f.descending = !a.has("asc");
    bool limitOk = false, offsetOk = false;
    f.limit = QString::fromStdString(a.value("limit", "50")).toInt(&limitOk);
    f.offset = QString::fromStdString(a.value("offset", "0")).toInt(&offsetOk);
    if (!limitOk || f.limit < 0)
        return fail("--limit: '" + a.value("limit") + "' is not a count");
    if (!offsetOk || f.offset < 0)
        return fail("--offset: '" + a.value("offset") + "' is not a count");
    if (!a.positional().empty())
        return fail("list takes no arguments ('" + a.positional().front() + "'); filter with --text, --tag, ...");

    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    bool queryOk = false;
    const auto t0 = std::chrono::steady_clock::now();
    const auto rows = store.listRuns(f, &queryOk);
    if (a.has("timing"))
        std::cerr << "list query: " << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                  << " ms for " << rows.size() << " rows\n";
    if (!queryOk)
        return fail(store.lastError());
    if (a.has("json")) {
        QJsonArray out;
        for (const bw::RunRow& r : rows)
            out.append(rowToJson(r));
        printJson(out);
        return 0;
    }
    std::cout << pad("ID", 7, true) << "  " << pad("STARTED", 16) << "  " << pad("NAME", 24) << "  " << pad("TARGET", 30)
              << "  " << pad("RPS", 10, true) << "  " << pad("P99", 10, true) << "  " << pad("ERR", 7, true) << "  "
              << pad("SLO", 4) << "  " << pad("STATUS", 11) << "  " << pad("SOURCE", 9) << "  TAGS\n";
    for (const bw::RunRow& r : rows)
        std::cout << pad(std::to_string(r.id), 7, true) << "  " << pad(fmtTime(r.startedAtMs), 16) << "  " << pad(r.name, 24)
                  << "  " << pad(r.targetUrl, 30) << "  " << pad(bw::formatRps(r.rps).toStdString(), 10, true) << "  "
                  << pad(bw::formatLatencyUs(r.p99Us).toStdString(), 10, true) << "  "
                  << pad(bw::formatPercent(r.errorRate).toStdString(), 7, true) << "  " << pad(r.verdict, 4) << "  "
                  << pad(r.status, 11) << "  " << pad(bw::runSourceName(r.source), 9) << "  " << tagsText(r.tags) << "\n";
    const int64_t total = store.countRuns(f);
    if (total > int64_t(rows.size()) + f.offset || f.offset > 0)
        std::cout << "(" << rows.size() << " of " << total << " runs; --limit/--offset for more)\n";
    return 0;
}

int showAction(const Args& args)
{
    auto p = parseOptions(args, {{"json", 0, false, "", "the full run as benchwork.run/1 JSON"},
                                 {"show-secrets", 0, false, "", "do not redact secret headers in --json"},
                                 {"no-histograms", 0, false, "", "leave the histograms out of --json"}},
                          "show ID [--json]");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    const auto id = singleRunId(a, "show");
    if (!id)
        return 2;
    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    const auto row = store.runRow(*id);
    const auto run = row ? store.loadRun(*id) : std::nullopt;
    if (!run)
        return fail(store.lastError());
    if (a.has("json")) {
        bw::RunJsonOptions o;
        o.redactSecrets = !a.has("show-secrets");
        o.includeHistograms = !a.has("no-histograms");
        QJsonObject j = bw::runResultToJson(*run, o);
        j.insert("history", rowToJson(*row));   // id, tags, notes, source: the store's own fields
        printJson(j);
        return 0;
    }
    const bw::RunResult& r = *run;
    auto line = [](const char* k, const std::string& v) {
        if (!v.empty())
            std::cout << pad(k, 14) << v << "\n";
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
    line("Engine", r.engineUsed + (r.httpVersion.empty() ? "" : ", " + r.httpVersion));
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
                       ", timeout " + std::to_string(e.timeout) + ", protocol " + std::to_string(e.protocol) + ", status " +
                       std::to_string(e.status));
    std::string codes;
    for (const auto& [code, n] : r.statusCodes)
        codes += (codes.empty() ? "" : ", ") + std::to_string(code) + ": " + std::to_string(n);
    line("Status codes", codes);
    if (r.target.present)
        line("Target proc", r.target.command + ", peak RSS " + bw::formatBytesText(r.target.peakRssBytes).toStdString() +
                                ", peak CPU " + QString::number(r.target.peakCpuPct, 'f', 0).toStdString() + " %");
    if (r.verdict.evaluated)
        line("SLO", std::string(r.verdict.pass ? "PASS" : "FAIL") + "  (" + bw::formatRatio(r.verdict.rpsRatio).toStdString() +
                        "x RPS target, " + bw::formatRatio(r.verdict.p99Headroom).toStdString() + "x p99 headroom)");
    if (!r.environment.os.empty())
        line("Machine", r.environment.os + ", " + r.environment.cpuModel + " (" + std::to_string(r.environment.cores) + " cores)");
    line("Notes", row->notes);
    return 0;
}

int compareAction(const Args& args)
{
    auto p = parseOptions(args, {{"baseline", 'b', true, "ID", "the run others are compared to (default: the first)"},
                                 {"json", 0, false, "", "print JSON"},
                                 {"timing", 0, false, "", "print the query time on standard error"}},
                          "compare ID ID... [--baseline ID]");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    std::vector<int64_t> ids;
    std::string error;
    if (!parseIds(a.positional(), &ids, &error))
        return fail(error);
    if (ids.size() < 2)
        return fail("compare needs at least two run ids");
    int64_t baseline = 0;
    if (a.has("baseline")) {
        const auto b = parseId(a.value("baseline"));
        if (!b)
            return fail("--baseline: '" + a.value("baseline") + "' is not a run id");
        baseline = *b;
    }
    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    const auto t0 = std::chrono::steady_clock::now();
    const auto c = store.compareRuns(ids, baseline);
    if (a.has("timing"))
        std::cerr << "compare query: " << std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count()
                  << " ms for " << ids.size() << " runs\n";
    if (!c)
        return fail(store.lastError());
    if (a.has("json")) {
        QJsonObject o;
        o.insert("baselineId", double(c->baselineId));
        QJsonArray rows;
        for (const bw::ComparisonRow& r : c->rows) {
            QJsonObject j = rowToJson(r.run);
            j.insert("isBaseline", r.isBaseline);
            j.insert("rpsRatio", r.rpsRatio);
            j.insert("p50Ratio", r.p50Ratio);
            j.insert("p99Ratio", r.p99Ratio);
            j.insert("maxRatio", r.maxRatio);
            j.insert("errorRateDelta", r.errorRateDelta);
            j.insert("peakRssRatio", r.peakRssRatio);
            rows.append(j);
        }
        o.insert("runs", rows);
        printJson(o);
        return 0;
    }
    std::cout << pad("ID", 7, true) << "  " << pad("NAME", 24) << "  " << pad("RPS", 10, true) << "  " << pad("x", 6, true) << "  "
              << pad("P50", 10, true) << "  " << pad("P99", 10, true) << "  " << pad("x", 6, true) << "  " << pad("ERR", 7, true)
              << "  " << pad("PEAK RSS", 10, true) << "\n";
    for (const bw::ComparisonRow& r : c->rows)
        std::cout << pad(std::to_string(r.run.id), 7, true) << "  " << pad(r.run.name, 24) << "  "
                  << pad(bw::formatRps(r.run.rps).toStdString(), 10, true) << "  "
                  << pad(r.isBaseline ? "base" : bw::formatRatio(r.rpsRatio).toStdString(), 6, true) << "  "
                  << pad(bw::formatLatencyUs(r.run.p50Us).toStdString(), 10, true) << "  "
                  << pad(bw::formatLatencyUs(r.run.p99Us).toStdString(), 10, true) << "  "
                  << pad(r.isBaseline ? "base" : bw::formatRatio(r.p99Ratio).toStdString(), 6, true) << "  "
                  << pad(bw::formatPercent(r.run.errorRate).toStdString(), 7, true) << "  "
                  << pad(r.run.peakRssBytes ? bw::formatBytesText(r.run.peakRssBytes).toStdString() : "-", 10, true) << "\n";
    return 0;
}

int exportAction(const Args& args)
{
    auto p = parseOptions(args, {{"format", 'f', true, "F", "md, html, json, csv or hdr"},
                                 {"output", 'o', true, "FILE", "write here instead of standard output"},
                                 {"lang", 0, true, "L", "report language for md/html: en (default) or ko"},
                                 {"title", 0, true, "T", "report title for md/html"},
                                 {"baseline", 'b', true, "ID", "comparison baseline (default: the first id)"},
                                 {"unit", 0, true, "U", "hdr values in ms (default) or us"},
                                 {"corrected", 0, false, "", "hdr: the coordinated-omission corrected histogram"}},
                          "export ID... --format md|html|json|csv|hdr [-o FILE]");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    const std::string format = a.value("format");
    if (format != "md" && format != "html" && format != "json" && format != "csv" && format != "hdr")
        return fail(format.empty() ? "export needs --format md, html, json, csv or hdr"
                                   : "--format: '" + format + "' is not md, html, json, csv or hdr");
    std::vector<int64_t> ids;
    std::string error;
    if (!parseIds(a.positional(), &ids, &error))
        return fail(error);
    if (ids.empty())
        return fail("export needs at least one run id");
    if ((format == "csv" || format == "hdr") && ids.size() != 1)
        return fail("--format " + format + " exports one run; give exactly one id");
    const std::string unit = a.value("unit", "ms");
    if (unit != "ms" && unit != "us")
        return fail("--unit: '" + unit + "' is not ms or us");
    const std::string lang = a.value("lang", "en");
    if (lang != "en" && lang != "ko")
        return fail("--lang: '" + lang + "' is not en or ko");
    int baselineIndex = 0;
    if (a.has("baseline")) {
        const auto b = parseId(a.value("baseline"));
        const auto it = b ? std::find(ids.begin(), ids.end(), *b) : ids.end();
        if (it == ids.end())
            return fail("--baseline: '" + a.value("baseline") + "' is not one of the exported run ids");
        baselineIndex = int(it - ids.begin());
    }
    if (std::string bad = outputPathProblem(a.value("output")); !bad.empty())
        return fail("--output: " + bad);
    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    std::vector<bw::RunResult> runs;
    for (int64_t id : ids) {
        auto r = store.loadRun(id);
        if (!r)
            return fail(store.lastError());
        runs.push_back(std::move(*r));
    }
    QByteArray out;
    if (format == "md" || format == "html") {
        bw::ReportOptions o;
        o.labels = bw::reportLabelsFor(QString::fromStdString(lang));
        o.title = QString::fromStdString(a.value("title"));
        o.baselineIndex = baselineIndex;
        const bw::ReportDocument doc = bw::buildReport(runs, o);
        out = (format == "md" ? bw::reportToMarkdown(doc) : bw::reportToHtml(doc)).toUtf8();
    } else if (format == "json") {
        const QJsonObject o = runs.size() == 1 ? bw::runExportJson(runs[0]) : bw::comparisonExportJson(runs, baselineIndex);
        out = QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else if (format == "csv") {
        out = bw::seriesToCsv(runs[0]).toUtf8();
    } else {
        const bw::LatencyHistogram& h = a.has("corrected") ? runs[0].latencyIntended : runs[0].latency;
        if (h.count() == 0)
            return fail("run " + std::to_string(ids[0]) + " has no " + (a.has("corrected") ? "corrected " : "") +
                        "latency histogram (imported runs keep only percentiles)");
        out = bw::histogramToHdrPercentiles(h, unit == "ms" ? 1e6 : 1e3).toUtf8();
    }
    std::string why;
    return writeOutputFile(a.value("output"), out, &why) ? 0 : fail(why);
}

int importAction(const Args& args)
{
    auto p = parseOptions(args, {{"format", 'f', true, "F", "auto (default), wrk, k6 or oha"},
                                 {"tag", 't', true, "T", "tag the imported runs (repeatable)"},
                                 {"name", 0, true, "N", "name the imported run (one file only)"},
                                 {"json", 0, false, "", "print the new ids as JSON"}},
                          "import FILE... [--format auto|wrk|k6|oha] [--tag T]");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    const auto format = bw::parseImportFormat(a.value("format", "auto"));
    if (!format)
        return fail("--format: '" + a.value("format") + "' is not auto, wrk, k6 or oha");
    if (a.positional().empty())
        return fail("import needs at least one file");
    if (a.has("name") && a.positional().size() != 1)
        return fail("--name applies to a single imported file");
    // Read everything first: one bad file imports nothing.
    std::vector<std::pair<bw::RunResult, bw::SaveOptions>> batch;
    for (const std::string& file : a.positional()) {
        bw::ImportedRun run;
        bw::Error err;
        if (!bw::importRunFile(file, *format, &run, &err))
            return fail("not imported: " + err.text());
        if (a.has("name"))
            run.result.name = a.value("name");
        bw::SaveOptions o;
        o.source = run.source;
        o.notes = run.notes;
        o.tags = a.values("tag");
        batch.emplace_back(std::move(run.result), std::move(o));
    }
    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    const auto ids = store.saveRuns(batch);
    if (ids.empty())
        return fail("not imported: " + store.lastError());
    if (a.has("json")) {
        QJsonArray out;
        for (int64_t id : ids)
            out.append(double(id));
        printJson(out);
    } else {
        for (size_t i = 0; i < ids.size(); ++i)
            std::cout << "imported " << a.positional()[i] << " as run " << ids[i] << " (" << bw::runSourceName(batch[i].second.source)
                      << ")\n";
    }
    return 0;
}

int deleteAction(const Args& args)
{
    auto p = parseOptions(args, {}, "delete ID...");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    std::vector<int64_t> ids;
    std::string error;
    if (!parseIds(a.positional(), &ids, &error))
        return fail(error);
    if (ids.empty())
        return fail("delete needs at least one run id");
    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    for (int64_t id : ids)   // check all first, so a typo deletes nothing
        if (!store.runRow(id))
            return fail(store.lastError() + "; nothing deleted");
    for (int64_t id : ids) {
        if (!store.deleteRun(id))
            return fail(store.lastError());
        std::cout << "deleted run " << id << "\n";
    }
    return 0;
}

int tagAction(const Args& args)
{
    auto p = parseOptions(args, {{"add", 'a', true, "T", "add tag T (repeatable)"},
                                 {"remove", 'r', true, "T", "remove tag T (repeatable)"},
                                 {"clear", 0, false, "", "remove every tag first"}},
                          "tag ID [--add T] [--remove T] [--clear]");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    const auto id = singleRunId(a, "tag");
    if (!id)
        return 2;
    for (const std::string& t : a.values("add"))
        if (t.empty() || t.find(',') != std::string::npos)
            return fail("--add: a tag is a non-empty word without commas ('" + t + "')");
    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    const auto row = store.runRow(*id);
    if (!row)
        return fail(store.lastError());
    std::set<std::string> tags;
    if (!a.has("clear"))
        tags.insert(row->tags.begin(), row->tags.end());
    for (const std::string& t : a.values("remove"))
        tags.erase(t);
    for (const std::string& t : a.values("add"))
        tags.insert(t);
    const std::vector<std::string> list(tags.begin(), tags.end());
    if ((a.has("add") || a.has("remove") || a.has("clear")) && !store.setTags(*id, list))
        return fail(store.lastError());
    std::cout << "run " << *id << " tags: " << (list.empty() ? "(none)" : tagsText(list)) << "\n";
    return 0;
}

int editAction(const Args& args)
{
    auto p = parseOptions(args, {{"name", 0, true, "N", "new name"}, {"notes", 0, true, "TEXT", "replace the notes"}},
                          "edit ID [--name N] [--notes TEXT]");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    const auto id = singleRunId(a, "edit");
    if (!id)
        return 2;
    if (!a.has("name") && !a.has("notes"))
        return fail("edit needs --name or --notes");
    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    if ((a.has("name") && !store.setName(*id, a.value("name"))) || (a.has("notes") && !store.setNotes(*id, a.value("notes"))))
        return fail(store.lastError());
    return 0;
}

// Hidden: fills a database with synthetic runs for bench/history-scale.sh.
int seedAction(const Args& args)
{
    auto p = parseOptions(args, {}, "seed N");
    if (!p->ok)
        return p->help ? 0 : 2;
    const ArgParser& a = p->parser;
    bool ok = false;
    const int n = a.positional().size() == 1 ? QString::fromStdString(a.positional()[0]).toInt(&ok) : 0;
    if (!ok || n <= 0)
        return fail("seed needs a positive run count");
    bw::HistoryStore store;
    if (!openStore(a, store))
        return 2;
    const auto t0 = std::chrono::steady_clock::now();
    std::string error;
    if (!seedHistory(store, n, &error))
        return fail(error);
    const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << "seeded " << n << " runs in " << QString::number(sec, 'f', 2).toStdString() << " s\n";
    return 0;
}

} // namespace

int historyCommand(const Args& args)
{
    if (args.size() < 2 || args[1] == "--help" || args[1] == "-h" || args[1] == "help") {
        std::cout << kUsage;
        return args.size() < 2 ? 2 : 0;
    }
    const std::string& action = args[1];
    if (action == "list") return listAction(args);
    if (action == "show") return showAction(args);
    if (action == "compare") return compareAction(args);
    if (action == "export") return exportAction(args);
    if (action == "import") return importAction(args);
    if (action == "delete") return deleteAction(args);
    if (action == "tag") return tagAction(args);
    if (action == "edit") return editAction(args);
    if (action == "seed") return seedAction(args);
    std::cerr << "benchwork-cli history: unknown action '" << action << "'\n\n" << kUsage;
    return 2;
}

} // namespace bwcli
