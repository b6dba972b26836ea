#pragma once
// A suite file (schema "benchwork.suite/1", docs/suite.md) as plain data:
// targets, scenarios with their load profile and SLO, the cooldown between
// scenarios, an optional matrix (targets x CPU configurations x scenarios),
// baselines to compare with and the report's own text. Filled by
// parseSuite(); Qt-free, no behaviour beyond look-ups. Any thread.
#include "capacity/capacity_settings.h"
#include "engine/load_config.h"
#include "result/run_result.h"
#include "target/launch_spec.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bw {

inline constexpr char kSuiteSchema[] = "benchwork.suite/1";

// Text written in one or several languages: {"en": "...", "ko": "..."} in the
// file, or a plain string (then stored under "").
struct LocalizedText {
    std::map<std::string, std::string> byLanguage;
    bool empty() const { return byLanguage.empty(); }
    // The text in `language`, else English, else the plain one, else any.
    std::string in(const std::string& language) const;
};

struct SuiteTarget {
    enum class Kind {
        Url,      // an endpoint someone else runs
        Demo,     // the built-in benchwork-target on a free port
        Launch,   // a server command started (and stopped) by the suite
    };
    std::string name;
    LocalizedText description;
    Kind kind = Kind::Url;
    std::string baseUrl;          // Url, Launch: "http://127.0.0.1:3000", no trailing slash
    int demoDocuments = 300;      // Demo: --documents
    LaunchSpec launch;            // Launch: everything; Demo: cpus, CPU quota and memory limits only
    std::string container;        // Launch: the docker/podman container the command starts, watched instead of the client
    // Launch: what the target needs: programs (its runtime: "bun", "go"),
    // looked up as its command is (launch.searchPath, then PATH), or paths
    // with a '/' that must exist against its cwd ("node_modules/hono"). When
    // one is missing the target's runs are skipped, not failed, and
    // `install` says how to get it (suite_requirements.h).
    std::vector<std::string> requiredPrograms;
    std::string install;          // "scripts/install-deps.sh examples"; "" = no advice
    // Launch: a command printing the runtime's version (["node", "--version"]),
    // run in the target's folder and environment once it is up; recorded in
    // its runs' Environment::targetRuntime. Empty: none.
    std::vector<std::string> versionCommand;
    std::string jsonPath;         // "$.targets[1]", for messages
};

struct SuiteScenario {
    std::string id;               // "pure_http_no_db": [A-Za-z0-9_.-]+, unique
    std::string name;             // "Pure HTTP"; the id when not given
    LocalizedText description;
    std::string target;           // a target's name; "" = the only target (ignored by a matrix)
    std::string path = "/";       // request path and query, appended to the target's base URL
    LoadConfig load;              // url empty; method, headers, body, the request set ("mix") and the load profile
    Slo slo;
    // "slo": {"find": {"p99": "20ms"}}: SLOs of the request set's entries, by name.
    std::vector<std::pair<std::string, Slo>> requestSlos;
    int rounds = 1;               // runs of the scenario in a row, kept as one round group (1..100);
                                  // an A/B scenario's rounds a side (default 6)
    // An A/B scenario ("ab": {"a": "x", "b": "y"}): targets a and b both up,
    // loaded alternately A B A B ..., one A/B group in the history, their
    // comparison reported (run/ab_rounds.h). `target` is then a's name.
    std::string abTargetA, abTargetB;   // "" for an ordinary scenario
    bool isAb() const { return !abTargetB.empty(); }
    // A capacity scenario ("kind": "capacity", "capacity": {...}): instead of
    // one run at a fixed load, a search for the highest rate the target
    // sustains inside `slo` (capacity/capacity_search.h), its steps one
    // capacity group in the history. `load` gives the request's connections,
    // threads and timeout; the steps set their own rate and length.
    std::optional<CapacitySettings> capacity;
    std::string jsonPath;         // "$.scenarios[2]"
};

// A matrix quota written "all": every CPU Benchwork may run on, counted when
// the suite is planned (docker --cpus N on an N-core machine).
inline constexpr double kAllCpusQuota = -1;

struct SuiteMatrix {
    std::vector<std::string> targets;       // target names, in order
    std::vector<std::vector<int>> cpus;     // CPU configurations; empty: each target's own
    std::vector<double> cpuQuotas;          // CPU quotas (CPUs' worth of time); empty: each target's own;
                                            // kAllCpusQuota: as many as this machine lets Benchwork use
    std::vector<std::string> scenarios;     // scenario ids; empty: all, in file order
    // Networks (--link profiles, formatLinkProfile's text; "" = local): each
    // target configuration runs once per network, the target restarted for
    // each; empty: each scenario's own load.link.
    std::vector<std::string> links;
};

// Another result a scenario is compared with in the report: figures as
// published elsewhere, or the latest run in the history with a name or tag
// (for instance one imported from wrk, k6 or oha).
struct SuiteBaseline {
    std::string scenario;         // the scenario id it is compared with
    std::string label;            // "raw Bun.serve"
    double rps = 0;               // given figures (0: not given)
    double p99Us = 0;
    uint64_t peakRssBytes = 0;
    std::string historyName;      // or: the latest history run with this exact name
    std::string historyTag;       //     ... or carrying this tag
    LocalizedText note;
    bool fromHistory() const { return !historyName.empty() || !historyTag.empty(); }
};

// The report's own words: title, introduction, conclusion and extra
// environment lines ("Document store": "SQLite").
struct SuiteReportText {
    LocalizedText title;
    LocalizedText intro;
    LocalizedText conclusion;
    std::vector<std::pair<std::string, std::string>> environment;
};

struct Suite {
    std::string name;
    LocalizedText description;
    std::string filePath;         // absolute path of the file, "" when parsed from text
    std::string baseDir;          // relative cwd of launched targets resolve against this
    std::vector<SuiteTarget> targets;
    std::vector<SuiteScenario> scenarios;
    double cooldownSec = 0;       // pause between two runs (and between matrix cells)
    std::optional<SuiteMatrix> matrix;
    std::vector<SuiteBaseline> baselines;
    SuiteReportText report;

    const SuiteTarget* findTarget(const std::string& targetName) const;
    const SuiteScenario* findScenario(const std::string& scenarioId) const;
};

} // namespace bw
