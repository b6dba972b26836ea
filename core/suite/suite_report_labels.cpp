#include "suite_report_labels.h"

namespace bw {

SuiteReportLabels suiteReportLabels(const TextCatalog& c)
{
    SuiteReportLabels l;
    l.title = c.translate("SuiteReportLabels", "%1: benchmark results");
    l.ranOf = c.translate("SuiteReportLabels", "%1 of %2 planned runs finished.");
    l.stopped = c.translate("SuiteReportLabels", "The suite was stopped before its end; the runs that finished are kept and reported here.");
    l.notRun = c.translate("SuiteReportLabels", "%1 on %2 could not run: %3");
    l.skipped = c.translate("SuiteReportLabels", "%1 on %2 was skipped: %3 not found (install it with %4).");
    l.skippedNoAdvice = c.translate("SuiteReportLabels", "%1 on %2 was skipped: %3 not found.");
    l.skippedWord = c.translate("SuiteReportLabels", "skipped");
    l.skippedSummary = c.translate("SuiteReportLabels", "%1 of %2 planned runs were skipped because a runtime is missing "
                                                        "on this machine: %3. They count neither as passed nor as failed.");
    l.clientLimited = c.translate("SuiteReportLabels", "The load generator limited %1 of %2 runs (%3): their figures show "
                                                       "what the client could send from this machine, not what the server "
                                                       "can take. Client and server share the machine's CPUs here.");
    l.colWorst = c.translate("SuiteReportLabels", "worst");
    l.colTimeouts = c.translate("SuiteReportLabels", "timeouts");
    l.colClient = c.translate("SuiteReportLabels", "client");
    l.clientOk = c.translate("SuiteReportLabels", "ok");
    l.matrixIntroQuota = c.translate("SuiteReportLabels", "Each target was started once per CPU quota (a cgroup of its own, "
                                                          "as docker --cpus sets one) and ran the scenarios below; it was "
                                                          "stopped before the next configuration. The load generator ran on "
                                                          "the same machine, outside the quota, so it competes with the target "
                                                          "for the CPUs.");
    l.runtime = c.translate("SuiteReportLabels", "runtime %1");
    l.allRunsIntro = c.translate("SuiteReportLabels", "Every run of the suite, in the order it ran.");
    l.colScenario = c.translate("SuiteReportLabels", "Scenario");
    l.colTarget = c.translate("SuiteReportLabels", "Target");
    l.colCpus = c.translate("SuiteReportLabels", "CPUs");
    l.colHeadroom = c.translate("SuiteReportLabels", "SLO headroom");
    l.cpusNone = c.translate("SuiteReportLabels", "not pinned");
    l.baselinesTitle = c.translate("SuiteReportLabels", "Comparison with familiar baselines");
    l.baselinesIntro = c.translate("SuiteReportLabels", "Each scenario next to results measured elsewhere or imported into the history. "
                                                        "Baselines may do less work per request than the scenario: read the notes.");
    l.thisSuite = c.translate("SuiteReportLabels", "%1 (this suite)");
    l.versusBaseline = c.translate("SuiteReportLabels", "%1: %2 RPS against %4 RPS for %3 (%5x).");
    l.baselineUnavailable = c.translate("SuiteReportLabels", "%1 is missing: %2.");
    l.baselineFromHistory = c.translate("SuiteReportLabels", "history run %1 (%2)");
    l.matrixTitle = c.translate("SuiteReportLabels", "Matrix: targets x CPU configurations");
    l.matrixIntro = c.translate("SuiteReportLabels", "Each target was started once per CPU configuration, pinned to those CPUs, and ran the "
                                                     "scenarios below; it was stopped before the next configuration. The load generator ran "
                                                     "on the same machine, unpinned, so it shares the CPUs with the target.");
    l.matrixFastest = c.translate("SuiteReportLabels", "%1: %2 was the fastest at %3 RPS, %4x %5.");
    l.matrixChart = c.translate("SuiteReportLabels", "%1: requests per second by target and CPUs");
    l.notRunTitle = c.translate("SuiteReportLabels", "Runs that could not run");
    l.conclusionTitle = c.translate("SuiteReportLabels", "Conclusion");
    l.capacityTitle = c.translate("SuiteReportLabels", "Capacity under the SLO");
    l.capacityIntro = c.translate("SuiteReportLabels", "A fixed-load run says how a target did at one load. A capacity scenario "
                                                       "searched for the highest fixed request rate the target sustains while every "
                                                       "bound of its SLO holds; the bars set both against the RPS floor.");
    l.capacityAnswer = c.translate("SuiteReportLabels", "%1: %2.");
    l.colMaxSustainable = c.translate("SuiteReportLabels", "Max sustainable");
    l.colBracket = c.translate("SuiteReportLabels", "Bracket");
    l.colP99AtMax = c.translate("SuiteReportLabels", "p99 at the max");
    l.colFloor = c.translate("SuiteReportLabels", "RPS floor");
    l.colSteps = c.translate("SuiteReportLabels", "Steps");
    l.capacityChart = c.translate("SuiteReportLabels", "Headroom against the RPS floor (1x = on the floor)");
    l.atFixedLoad = c.translate("SuiteReportLabels", "%1, at fixed load");
    l.maxSustainable = c.translate("SuiteReportLabels", "%1, max sustainable");
    l.ratioAndRate = c.translate("SuiteReportLabels", "%1x (%2 RPS)");
    l.suiteName = c.translate("SuiteReportLabels", "Suite");
    l.suiteFile = c.translate("SuiteReportLabels", "Suite file");
    l.targetLine = c.translate("SuiteReportLabels", "Target %1");
    l.demoTarget = c.translate("SuiteReportLabels", "built-in demo target (SQLite in memory, %1 documents)");
    l.urlTarget = c.translate("SuiteReportLabels", "running server at %1");
    l.pinned = c.translate("SuiteReportLabels", "pinned to CPUs %1");
    l.memoryLimit = c.translate("SuiteReportLabels", "memory limit %1");
    l.cpuQuota = c.translate("SuiteReportLabels", "CPU quota %1");
    l.container = c.translate("SuiteReportLabels", "watched as container %1");
    l.abTitle = c.translate("SuiteReportLabels", "A/B comparison: %1");
    l.abIntro = c.translate("SuiteReportLabels", "%1 (A) and %2 (B) were both up and loaded alternately, A B A B ..., %3 rounds "
                                                 "each, so that slow drift of the machine falls on both sides alike.");
    l.abGroup = c.translate("SuiteReportLabels", "The runs are A/B group g%1 in the history (benchwork-cli history compare g%1).");
    return l;
}

SuiteReportLabels suiteReportLabelsFor(const QString& language)
{
    return suiteReportLabels(TextCatalog::forLanguage(language));
}

} // namespace bw
