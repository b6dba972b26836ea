#pragma once
// Plain data exchanged with the history store: how a run is saved, how runs
// are filtered and sorted, and the light row a listing returns.
#include "result/run_result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace bw {

// Where a run's numbers came from.
enum class RunSource { Benchwork, Wrk, K6, Oha };
const char* runSourceName(RunSource s);                       // "benchwork", "wrk", "k6", "oha"
std::optional<RunSource> parseRunSource(const std::string& s);

// "pass", "fail" or "none" (no SLO evaluated).
// "pass", "fail", "none" (no SLO), "not-judged" (stopped or interrupted:
// result/run_outcome.h).
const char* verdictName(const SloVerdict& v);

// How a saved run is named wherever it is named (window, CLI, reports): its
// history id, then its name and tags when it has them: "#7", "#7 nginx json",
// "#7 nginx json [api, v2]". Never a position in a list.
std::string runLabel(int64_t id, const std::string& name, const std::vector<std::string>& tags);
// "#12, #15"
std::string runIdList(const std::vector<int64_t>& ids);

struct SaveOptions {
    RunSource source = RunSource::Benchwork;
    std::string notes;
    std::vector<std::string> tags;
    int64_t suiteRunId = 0;           // 0: not part of a suite run
    int64_t roundGroupId = 0;         // 0: not one of several rounds
    int roundIndex = 0;               // 1-based round within the group (0: none)
    std::string roundSide;            // "a" or "b" in an A/B group; "" otherwise
};

// A row of a listing: the summary columns, no series or histograms.
struct RunRow {
    int64_t id = 0;
    std::string name;
    int64_t startedAtMs = 0;
    std::string status;               // runStatusName() or "running"
    std::string statusMessage;
    RunSource source = RunSource::Benchwork;
    int64_t suiteRunId = 0;
    std::string notes;
    std::vector<std::string> tags;    // sorted
    std::string targetUrl;
    std::string method;
    int requestEntries = 0;           // the entries of the request set it sent instead of one request (0: none)
    std::string requestSetSource;     // that set's source ("mix.json", "the Requests editor"); "" without a set
    int connections = 0;
    double rate = 0;                  // open model requests/s; 0 closed
    double measuredSec = 0;
    uint64_t requests = 0;
    double rps = 0;
    double p50Us = 0, p90Us = 0, p99Us = 0, maxUs = 0;
    uint64_t errors = 0;
    double errorRate = 0;             // fraction
    uint64_t peakRssBytes = 0;        // target process; 0 when none
    double clientCpuPct = 0;
    // "pass", "fail", "none"; "fail" also for a failed or target-exited run
    // and "not-judged" for a stopped or interrupted one, whatever was
    // stored (judgeRun, result/run_outcome.h)
    std::string verdict;
    std::vector<int64_t> overlappingRuns;   // other runs live at the same time (ids, ascending)
    int64_t roundGroupId = 0;         // the rounds this run is one of (0: none)
    int roundIndex = 0;               // 1-based (a capacity search's or sweep's step)
    std::string roundSide;            // "a"/"b" in an A/B group
    std::string roundGroupKind;       // the group's kind (RoundGroupRow::kind); "" without a group
    double roundGroupRps = 0;         // the group's headline requests/s (RoundGroupRow::headlineRps)
    bool roundGroupLowerBound = false; // a capacity group whose headline is a lower bound (its detail's "lowerBound")
    std::string roundGroupName;       // the group's name (RoundGroupRow::name); "" when it has none
};

// Each has an index of its own (schema version 10), so any of them orders a
// listing of any size without reading the table.
enum class RunSortKey { Started, Name, Rps, P99, Errors, Target, P50, PeakRss, ClientCpu, Id };

struct RunFilter {
    std::string text;                 // substring of name, notes or target URL (case-insensitive)
    std::string tag;                  // exact tag
    std::string target;               // substring of the target URL
    int64_t fromMs = 0;               // started at or after (0: no bound)
    int64_t toMs = 0;                 // started before (0: no bound)
    std::string verdict;              // "pass", "fail" (SLO missed, or the run failed or its target exited), "none",
                                      // "not-judged" (stopped or interrupted); empty: any
    std::string status;               // a run status or "running"; empty: any
    std::string source;               // "benchwork", "wrk", ...; empty: any
    int64_t suiteRunId = 0;           // 0: any
    std::string clientWarning;        // runs with this client-health warning ("cpu-starved"..); empty: any
    int64_t roundGroupId = 0;         // 0: any
    // A run of a round group is listed when any run of its group matches, so
    // a filter never lists one side of an A/B group (or some of its rounds)
    // as if it were the group.
    bool wholeGroups = false;
    RunSortKey sort = RunSortKey::Started;
    bool descending = true;
    int limit = 100;                  // <= 0: no limit
    int offset = 0;
};

// A listing of any size as ids (history_store.h listIndex): each round
// group once, where the first of its runs sorts (as the window lists it),
// in the filter's order. 16 bytes a listed run: a million runs is 16 MB,
// and the rows themselves are fetched by page (runRows) as they are shown.
struct RunIndex {
    std::vector<int64_t> ids;         // listed runs, in order (a group by its first run in this order)
    std::vector<int64_t> groups;      // per listed id: its round group (0: none)
    std::unordered_map<int64_t, int> groupRuns;   // runs of each listed group the filter lists
    int64_t runs = 0;                 // runs the filter lists, every round of a group included
};

// Whether `a` comes before `b` in a listing ordered by `key` (ties broken
// by id, in the same direction), as the store orders it: a name without
// regard to ASCII case. For runs listed together outside the store's order
// (a round group's rounds under its row).
bool listedBefore(const RunRow& a, const RunRow& b, RunSortKey key, bool descending);

struct SuiteRunRow {
    int64_t id = 0;
    std::string name;
    int64_t startedAtMs = 0;
    std::string file;
    std::string status;
};

// Rounds of one configuration ('rounds') or of two alternated ('ab'), or
// the steps of a capacity search ('capacity') or of a load sweep ('sweep').
struct RoundGroupRow {
    int64_t id = 0;
    std::string kind;                 // "rounds", "ab", "capacity" or "sweep"
    std::string name;
    int64_t startedAtMs = 0;
    int rounds = 0;                   // rounds asked for (per side for 'ab'); steps planned for 'sweep'; 0 for 'capacity'
    // 'capacity', 'sweep': the search's or sweep's result (benchwork.capacity/1,
    // benchwork.sweep/1, core/capacity/capacity_json.h), "{}" until its first
    // step; and its headline: max sustainable requests/s, or the sweep's peak.
    std::string detailJson = "{}";
    double headlineRps = 0;
};

// One run of a comparison, with ratios against the baseline run: value /
// baseline value (1.0 = same; rpsRatio 1.2 = 20 % more throughput, p99Ratio
// 0.5 = half the p99). 0 when the baseline's value is 0.
struct ComparisonRow {
    RunRow run;
    bool isBaseline = false;
    double rpsRatio = 0;
    double p50Ratio = 0;
    double p99Ratio = 0;
    double maxRatio = 0;
    double errorRateDelta = 0;        // run - baseline, fraction
    double peakRssRatio = 0;
};

struct Comparison {
    int64_t baselineId = 0;
    std::vector<ComparisonRow> rows;  // in the order of the ids asked for
};

} // namespace bw
