#include "suite_report_labels.h"
#include "util/label_table.h"

namespace bw {

namespace {

// Every label and its English text; translated in the context "SuiteReportLabels".
const LabelText<SuiteReportLabels> kSuiteReportRows[] = {
    {&SuiteReportLabels::title, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1: benchmark results")},
    {&SuiteReportLabels::ranOf, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1 of %2 planned runs finished.")},
    {&SuiteReportLabels::stopped,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "The suite was stopped before its end; the runs that finished are kept and reported here.")},
    {&SuiteReportLabels::notRun, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1 on %2 could not run: %3")},
    {&SuiteReportLabels::skipped,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "%1 on %2 was skipped: %3 not found (install it with %4).")},
    {&SuiteReportLabels::skippedNoAdvice, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1 on %2 was skipped: %3 not found.")},
    {&SuiteReportLabels::skippedWord, QT_TRANSLATE_NOOP("SuiteReportLabels", "skipped")},
    {&SuiteReportLabels::skippedSummary,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "%1 of %2 planned runs were skipped because a runtime is missing "
                                            "on this machine: %3. They count neither as passed nor as failed.")},
    {&SuiteReportLabels::clientLimited,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "The load generator limited %1 of %2 runs (%3): their figures show "
                                            "what the client could send from this machine, not what the server "
                                            "can take. Client and server share the machine's CPUs here.")},
    {&SuiteReportLabels::colWorst, QT_TRANSLATE_NOOP("SuiteReportLabels", "worst")},
    {&SuiteReportLabels::colTimeouts, QT_TRANSLATE_NOOP("SuiteReportLabels", "timeouts")},
    {&SuiteReportLabels::colClient, QT_TRANSLATE_NOOP("SuiteReportLabels", "client")},
    {&SuiteReportLabels::colBound, QT_TRANSLATE_NOOP("SuiteReportLabels", "bound by")},
    {&SuiteReportLabels::clientOk, QT_TRANSLATE_NOOP("SuiteReportLabels", "ok")},
    {&SuiteReportLabels::matrixIntroQuota,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "Each target was started once per CPU quota (a cgroup of its own, "
                                            "as docker --cpus sets one) and ran the scenarios below; it was "
                                            "stopped before the next configuration. The load generator ran on "
                                            "the same machine, outside the quota, so it competes with the target "
                                            "for the CPUs.")},
    {&SuiteReportLabels::runtime, QT_TRANSLATE_NOOP("SuiteReportLabels", "runtime %1")},
    {&SuiteReportLabels::allRunsIntro, QT_TRANSLATE_NOOP("SuiteReportLabels", "Every run of the suite, in the order it ran.")},
    {&SuiteReportLabels::colScenario, QT_TRANSLATE_NOOP("SuiteReportLabels", "Scenario")},
    {&SuiteReportLabels::colTarget, QT_TRANSLATE_NOOP("SuiteReportLabels", "Target")},
    {&SuiteReportLabels::colCpus, QT_TRANSLATE_NOOP("SuiteReportLabels", "CPUs")},
    {&SuiteReportLabels::colHeadroom, QT_TRANSLATE_NOOP("SuiteReportLabels", "SLO headroom")},
    {&SuiteReportLabels::cpusNone, QT_TRANSLATE_NOOP("SuiteReportLabels", "not pinned")},
    {&SuiteReportLabels::baselinesTitle, QT_TRANSLATE_NOOP("SuiteReportLabels", "Comparison with familiar baselines")},
    {&SuiteReportLabels::baselinesIntro,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "Each scenario next to results measured elsewhere or imported into the history. "
                                            "Baselines may do less work per request than the scenario: read the notes.")},
    {&SuiteReportLabels::thisSuite, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1 (this suite)")},
    {&SuiteReportLabels::versusBaseline, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1: %2 RPS against %4 RPS for %3 (%5x).")},
    {&SuiteReportLabels::baselineUnavailable, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1 is missing: %2.")},
    {&SuiteReportLabels::baselineFromHistory, QT_TRANSLATE_NOOP("SuiteReportLabels", "history run %1 (%2)")},
    {&SuiteReportLabels::matrixTitle, QT_TRANSLATE_NOOP("SuiteReportLabels", "Matrix: targets x CPU configurations")},
    {&SuiteReportLabels::matrixIntro,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "Each target was started once per CPU configuration, pinned to those CPUs, and ran the "
                                            "scenarios below; it was stopped before the next configuration. The load generator ran "
                                            "on the same machine, unpinned, so it shares the CPUs with the target.")},
    {&SuiteReportLabels::matrixFastest, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1: %2 was the fastest at %3 RPS, %4x %5.")},
    {&SuiteReportLabels::matrixChart, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1: requests per second by target and CPUs")},
    {&SuiteReportLabels::matrixNetworks,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "Each configuration also ran once per network: locally, and through a shaping link "
                                            "between the load generator and the target that adds the network's round trip, "
                                            "jitter, rate limit and loss (--link). The target was restarted for each network.")},
    {&SuiteReportLabels::matrixMedians,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "A scenario with several rounds shows the median of its rounds for requests/s, "
                                            "p99 and the worst case; errors and timeouts are their sum.")},
    {&SuiteReportLabels::colNetwork, QT_TRANSLATE_NOOP("SuiteReportLabels", "Network")},
    {&SuiteReportLabels::matrixTitleNetworks, QT_TRANSLATE_NOOP("SuiteReportLabels", "Matrix: targets x networks")},
    {&SuiteReportLabels::matrixTitleCpusNetworks,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "Matrix: targets x CPU configurations x networks")},
    {&SuiteReportLabels::notRunTitle, QT_TRANSLATE_NOOP("SuiteReportLabels", "Runs that could not run")},
    {&SuiteReportLabels::conclusionTitle, QT_TRANSLATE_NOOP("SuiteReportLabels", "Conclusion")},
    {&SuiteReportLabels::capacityTitle, QT_TRANSLATE_NOOP("SuiteReportLabels", "Capacity under the SLO")},
    {&SuiteReportLabels::capacityIntro,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "A fixed-load run says how a target did at one load. A capacity scenario "
                                            "searched for the highest fixed request rate the target sustains while every "
                                            "bound of its SLO holds; the bars set both against the RPS floor.")},
    {&SuiteReportLabels::capacityAnswer, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1: %2.")},
    {&SuiteReportLabels::colMaxSustainable, QT_TRANSLATE_NOOP("SuiteReportLabels", "Max sustainable")},
    {&SuiteReportLabels::colBracket, QT_TRANSLATE_NOOP("SuiteReportLabels", "Bracket")},
    {&SuiteReportLabels::colP99AtMax, QT_TRANSLATE_NOOP("SuiteReportLabels", "p99 at the max")},
    {&SuiteReportLabels::colFloor, QT_TRANSLATE_NOOP("SuiteReportLabels", "RPS floor")},
    {&SuiteReportLabels::colSteps, QT_TRANSLATE_NOOP("SuiteReportLabels", "Steps")},
    {&SuiteReportLabels::capacityChart,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "Headroom against the RPS floor (1x = on the floor)")},
    {&SuiteReportLabels::atFixedLoad, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1, at fixed load")},
    {&SuiteReportLabels::maxSustainable, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1, max sustainable")},
    {&SuiteReportLabels::ratioAndRate, QT_TRANSLATE_NOOP("SuiteReportLabels", "%1x (%2 RPS)")},
    {&SuiteReportLabels::suiteName, QT_TRANSLATE_NOOP("SuiteReportLabels", "Suite")},
    {&SuiteReportLabels::suiteFile, QT_TRANSLATE_NOOP("SuiteReportLabels", "Suite file")},
    {&SuiteReportLabels::targetLine, QT_TRANSLATE_NOOP("SuiteReportLabels", "Target %1")},
    {&SuiteReportLabels::demoTarget,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "built-in demo target (SQLite in memory, %1 documents)")},
    {&SuiteReportLabels::urlTarget, QT_TRANSLATE_NOOP("SuiteReportLabels", "running server at %1")},
    {&SuiteReportLabels::pinned, QT_TRANSLATE_NOOP("SuiteReportLabels", "pinned to CPUs %1")},
    {&SuiteReportLabels::memoryLimit, QT_TRANSLATE_NOOP("SuiteReportLabels", "memory limit %1")},
    {&SuiteReportLabels::cpuQuota, QT_TRANSLATE_NOOP("SuiteReportLabels", "CPU quota %1")},
    {&SuiteReportLabels::container, QT_TRANSLATE_NOOP("SuiteReportLabels", "watched as container %1")},
    {&SuiteReportLabels::abTitle, QT_TRANSLATE_NOOP("SuiteReportLabels", "A/B comparison: %1")},
    {&SuiteReportLabels::abIntro,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "%1 (A) and %2 (B) were both up and loaded alternately, A B A B ..., %3 rounds "
                                            "each, so that slow drift of the machine falls on both sides alike.")},
    {&SuiteReportLabels::abGroup,
     QT_TRANSLATE_NOOP("SuiteReportLabels", "The runs are A/B group g%1 in the history (benchwork-cli history compare g%1).")},
};

} // namespace

SuiteReportLabels suiteReportLabels(const TextCatalog& c)
{
    SuiteReportLabels l;
    translateLabels(l, c, "SuiteReportLabels", kSuiteReportRows);
    return l;
}

SuiteReportLabels suiteReportLabelsFor(const QString& language)
{
    return suiteReportLabels(TextCatalog::forLanguage(language));
}

} // namespace bw
