#pragma once
// What a suite will run, in order: cells (one target process configuration:
// a target with a CPU list, started once and stopped after its scenarios)
// and the runs in them. Without a matrix, scenarios are grouped by target in
// order of first use; with one, every target x CPU configuration is a cell
// running the matrix's scenarios. An A/B scenario is a cell of its own with
// both its targets up, its runs alternating A B A B ... (run/ab_rounds.h).
// Pure functions; any thread.
#include "suite/suite.h"
#include "util/error.h"

#include <optional>
#include <string>
#include <vector>

namespace bw {

// Changes asked for on the command line (or in the window) for one suite run.
struct SuiteOverrides {
    std::optional<double> durationSec;   // every scenario's measured length (stages scaled to it; count mode capped)
    std::optional<double> warmupSec;     // every scenario's warmup
    std::vector<std::string> scenarioIds;   // only these scenarios; empty: all
    std::optional<std::string> split;       // every scenario's --split ("auto", "off", "S:C")
};

struct PlannedRun {
    int index = 0;                // in SuitePlan::runs
    int cell = 0;                 // in SuitePlan::cells
    std::string scenarioId;
    std::string scenarioName;
    std::string targetName;
    std::vector<int> cpus;        // the cell's CPU pinning, [] none
    double cpuQuota = 0;          // the cell's CPU quota, 0 none
    std::string path;             // appended to the target's base URL
    LoadConfig config;            // url empty until the target is up
    Slo slo;
    std::vector<std::pair<std::string, Slo>> requestSlos;   // the request set's entries' SLOs, by name
    std::string runName;          // "suite / scenario / target @ cpus 0,1", as saved in the history
    std::vector<std::string> tags;    // suite:NAME, scenario:ID, target:NAME, cpus:LIST
    int round = 1;                // 1-based round of the scenario in its cell
    int rounds = 1;               // the scenario's rounds (> 1: the runs are one round group)
    std::string side;             // "a"/"b": a run of an A/B scenario (one A/B group, any rounds); "" otherwise
    std::optional<CapacitySettings> capacity;   // a capacity scenario: a search, not one run (suite.h)

    // Expected length: warmup + measured phase; count mode without a cap:
    // warmup only; a capacity search: capacityPlannedSec().
    double plannedSec() const;
};

struct SuiteCell {
    int index = 0;
    std::string targetName;
    std::vector<int> cpus;        // effective pinning ([] none)
    bool cpusFromMatrix = false;
    double cpuQuota = 0;          // effective CPU quota (0 none)
    std::string targetNameB;      // an A/B scenario's cell: b's target, up next to targetName (a's); "" otherwise
    std::string link;             // the matrix's network for the cell's runs ("" = local)
    bool linkFromMatrix = false;  // the matrix has networks: `link` replaces the scenarios' own
    std::string label;            // "node-cluster", "node-cluster @ cpus 0-1", "go over wifi", "v1 vs v2"
    std::vector<int> runs;        // indices into SuitePlan::runs
};

struct SuitePlan {
    bool matrix = false;
    double cooldownSec = 0;
    std::vector<SuiteCell> cells;
    std::vector<PlannedRun> runs;
    // Runs, cooldowns between them; target start-up not included.
    double estimatedSec() const;
};

// Expands the suite with the overrides. Fails (path "--scenario" / "--duration"
// ...) on an override that does not fit: an unknown scenario id, a duration <= 0.
std::optional<SuitePlan> planSuite(const Suite& suite, const SuiteOverrides& overrides, Error* error);

// "node-cluster @ cpus 0-1", "node-cluster @ quota 2" (or the bare name
// when neither is set); " over wifi" after it for a network of the matrix.
std::string cellLabel(const std::string& targetName, const std::vector<int>& cpus, double cpuQuota = 0,
                      const std::string& link = std::string());

} // namespace bw
