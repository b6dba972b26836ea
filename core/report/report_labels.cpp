#include "report_labels.h"
#include "util/label_table.h"

namespace bw {

namespace {

// Every label and its English text; translated in the context "ReportLabels".
const LabelText<ReportLabels> kReportRows[] = {
    {&ReportLabels::title, QT_TRANSLATE_NOOP("ReportLabels", "Benchmark results")},
    {&ReportLabels::runDate, QT_TRANSLATE_NOOP("ReportLabels", "Run: %1")},
    {&ReportLabels::intro,
     QT_TRANSLATE_NOOP("ReportLabels", "Measured with Benchwork %1 on %2. The figures below show how fast each target is, "
                                       "how the runs compare, and whether each meets its service-level target.")},
    {&ReportLabels::introImported,
     QT_TRANSLATE_NOOP("ReportLabels", "These results were imported from another load tool's output; the figures are "
                                       "that tool's own, and the machine they were measured on is not recorded.")},
    {&ReportLabels::summary, QT_TRANSLATE_NOOP("ReportLabels", "Summary")},
    {&ReportLabels::allPassed,
     QT_TRANSLATE_NOOP("ReportLabels", "All %1 runs with an SLO passed their throughput and p99 latency targets.")},
    {&ReportLabels::allPassedOne,
     QT_TRANSLATE_NOOP("ReportLabels", "The run with an SLO passed its throughput and p99 latency targets.")},
    {&ReportLabels::someFailed, QT_TRANSLATE_NOOP("ReportLabels", "%1 of %2 runs with an SLO failed it: %3.")},
    {&ReportLabels::runRecorded, QT_TRANSLATE_NOOP("ReportLabels", "%1 recorded %2 RPS with a p99 latency of %3.")},
    {&ReportLabels::fastest, QT_TRANSLATE_NOOP("ReportLabels", "%1 was the fastest at %2 RPS, %3x the baseline %4.")},
    {&ReportLabels::overlapped,
     QT_TRANSLATE_NOOP("ReportLabels", "%1 shared the machine with another Benchwork load (%2): both results are skewed.")},
    {&ReportLabels::unsavedRun, QT_TRANSLATE_NOOP("ReportLabels", "run %1")},
    {&ReportLabels::clientWarning, QT_TRANSLATE_NOOP("ReportLabels", "%1, %2: %3")},
    {&ReportLabels::endedEarly, QT_TRANSLATE_NOOP("ReportLabels", "%1 ended early (%2): %3")},
    {&ReportLabels::failedRun, QT_TRANSLATE_NOOP("ReportLabels", "%1 failed (%2): %3")},
    {&ReportLabels::atAGlance, QT_TRANSLATE_NOOP("ReportLabels", "Performance at a glance")},
    {&ReportLabels::atAGlanceIntro,
     QT_TRANSLATE_NOOP("ReportLabels", "The bars answer the two questions readers ask first: how much headroom each run "
                                       "has against its SLO, and how the runs compare with each other.")},
    {&ReportLabels::sloHeadroom, QT_TRANSLATE_NOOP("ReportLabels", "SLO headroom by run")},
    {&ReportLabels::noSlo, QT_TRANSLATE_NOOP("ReportLabels", "no SLO")},
    {&ReportLabels::comparison, QT_TRANSLATE_NOOP("ReportLabels", "Comparison")},
    {&ReportLabels::comparisonIntro, QT_TRANSLATE_NOOP("ReportLabels", "Ratios are against the baseline, %1.")},
    {&ReportLabels::chartRps, QT_TRANSLATE_NOOP("ReportLabels", "Requests per second (higher is better)")},
    {&ReportLabels::chartP99, QT_TRANSLATE_NOOP("ReportLabels", "p99 latency (lower is better)")},
    {&ReportLabels::baselineMark, QT_TRANSLATE_NOOP("ReportLabels", "baseline")},
    {&ReportLabels::perSecond, QT_TRANSLATE_NOOP("ReportLabels", "Requests per second over the run")},
    {&ReportLabels::spectrum, QT_TRANSLATE_NOOP("ReportLabels", "Latency by percentile")},
    {&ReportLabels::spectrumIntro,
     QT_TRANSLATE_NOOP("ReportLabels", "Each curve shows how long a given share of the requests took at most, "
                                       "from the median on the left to the slowest 0.001 % on the right (a log scale "
                                       "of 1/(1-p), as HdrHistogram plots it). Fixed-rate runs have two curves: from "
                                       "the intended send time (corrected for coordinated omission) and, dashed, "
                                       "from the actual send.")},
    {&ReportLabels::spectrumAxis, QT_TRANSLATE_NOOP("ReportLabels", "latency (ms)")},
    {&ReportLabels::spectrumCorrected, QT_TRANSLATE_NOOP("ReportLabels", "%1, corrected")},
    {&ReportLabels::spectrumUncorrected, QT_TRANSLATE_NOOP("ReportLabels", "%1, uncorrected")},
    {&ReportLabels::environment, QT_TRANSLATE_NOOP("ReportLabels", "Test environment")},
    {&ReportLabels::environmentIntro,
     QT_TRANSLATE_NOOP("ReportLabels", "The benchmark ran locally on %1. Local figures depend on the machine's state, "
                                       "but they show well whether there is practical headroom.")},
    {&ReportLabels::environmentUnknown,
     QT_TRANSLATE_NOOP("ReportLabels", "The test environment was not recorded (imported results).")},
    {&ReportLabels::machine, QT_TRANSLATE_NOOP("ReportLabels", "Machine")},
    {&ReportLabels::os, QT_TRANSLATE_NOOP("ReportLabels", "OS")},
    {&ReportLabels::kernel, QT_TRANSLATE_NOOP("ReportLabels", "Kernel")},
    {&ReportLabels::cpu, QT_TRANSLATE_NOOP("ReportLabels", "CPU")},
    {&ReportLabels::cpuCores, QT_TRANSLATE_NOOP("ReportLabels", "%1 (%2 logical cores)")},
    {&ReportLabels::memory, QT_TRANSLATE_NOOP("ReportLabels", "Memory")},
    {&ReportLabels::hostname, QT_TRANSLATE_NOOP("ReportLabels", "Host")},
    {&ReportLabels::benchworkVersion, QT_TRANSLATE_NOOP("ReportLabels", "Benchwork version")},
    {&ReportLabels::curlVersion, QT_TRANSLATE_NOOP("ReportLabels", "libcurl")},
    {&ReportLabels::qtVersion, QT_TRANSLATE_NOOP("ReportLabels", "Qt")},
    {&ReportLabels::targetRuntime, QT_TRANSLATE_NOOP("ReportLabels", "Target runtime")},
    {&ReportLabels::engine, QT_TRANSLATE_NOOP("ReportLabels", "Engine")},
    {&ReportLabels::loadProfile, QT_TRANSLATE_NOOP("ReportLabels", "Load profile")},
    {&ReportLabels::loadClosed, QT_TRANSLATE_NOOP("ReportLabels", "%1 virtual users, %2 s warmup, %3 s measured")},
    {&ReportLabels::loadOpen, QT_TRANSLATE_NOOP("ReportLabels", "%1 requests/s over %2 connections, %3 s warmup, %4 s measured")},
    {&ReportLabels::loadCount, QT_TRANSLATE_NOOP("ReportLabels", "%1 requests over %2 virtual users, %3 s warmup")},
    {&ReportLabels::loadStages, QT_TRANSLATE_NOOP("ReportLabels", "; in stages: %1")},
    {&ReportLabels::stageStep, QT_TRANSLATE_NOOP("ReportLabels", "%1 s to %2")},
    {&ReportLabels::loadChanged, QT_TRANSLATE_NOOP("ReportLabels", "%1: the load was changed during the run: %2.")},
    {&ReportLabels::changeVus, QT_TRANSLATE_NOOP("ReportLabels", "at %1 s from %2 to %3 virtual users")},
    {&ReportLabels::changeRate, QT_TRANSLATE_NOOP("ReportLabels", "at %1 s from %2 to %3 requests/s")},
    {&ReportLabels::target, QT_TRANSLATE_NOOP("ReportLabels", "Target")},
    {&ReportLabels::results, QT_TRANSLATE_NOOP("ReportLabels", "What was measured")},
    {&ReportLabels::rpsLine, QT_TRANSLATE_NOOP("ReportLabels", "%1 RPS measured; the target is at least %2 RPS.")},
    {&ReportLabels::rpsLineNoTarget, QT_TRANSLATE_NOOP("ReportLabels", "%1 RPS measured.")},
    {&ReportLabels::p99Line, QT_TRANSLATE_NOOP("ReportLabels", "p99 latency is %1; the target is at most %2.")},
    {&ReportLabels::p99LineNoTarget, QT_TRANSLATE_NOOP("ReportLabels", "p99 latency is %1.")},
    {&ReportLabels::errorLine, QT_TRANSLATE_NOOP("ReportLabels", "%1 errors (%2); the target is at most %3.")},
    {&ReportLabels::errorLineNoTarget, QT_TRANSLATE_NOOP("ReportLabels", "%1 errors (%2).")},
    {&ReportLabels::rssLine, QT_TRANSLATE_NOOP("ReportLabels", "Peak memory is %1 (%2).")},
    {&ReportLabels::resultLine, QT_TRANSLATE_NOOP("ReportLabels", "Result: SLO %1.")},
    {&ReportLabels::pass, QT_TRANSLATE_NOOP("ReportLabels", "PASS")},
    {&ReportLabels::fail, QT_TRANSLATE_NOOP("ReportLabels", "FAIL")},
    {&ReportLabels::notJudged, QT_TRANSLATE_NOOP("ReportLabels", "NOT JUDGED")},
    {&ReportLabels::colRun, QT_TRANSLATE_NOOP("ReportLabels", "Run")},
    {&ReportLabels::colRps, QT_TRANSLATE_NOOP("ReportLabels", "RPS")},
    {&ReportLabels::colVsBaseline, QT_TRANSLATE_NOOP("ReportLabels", "vs baseline")},
    {&ReportLabels::colP50, QT_TRANSLATE_NOOP("ReportLabels", "p50")},
    {&ReportLabels::colP90, QT_TRANSLATE_NOOP("ReportLabels", "p90")},
    {&ReportLabels::colP99, QT_TRANSLATE_NOOP("ReportLabels", "p99")},
    {&ReportLabels::colMax, QT_TRANSLATE_NOOP("ReportLabels", "max")},
    {&ReportLabels::colErrors, QT_TRANSLATE_NOOP("ReportLabels", "Errors")},
    {&ReportLabels::colPeakRss, QT_TRANSLATE_NOOP("ReportLabels", "Peak memory")},
    {&ReportLabels::colVerdict, QT_TRANSLATE_NOOP("ReportLabels", "SLO")},
    {&ReportLabels::colStatus, QT_TRANSLATE_NOOP("ReportLabels", "Status")},
    {&ReportLabels::unitSeconds, QT_TRANSLATE_NOOP("ReportLabels", "%1 s")},
    {&ReportLabels::requestSet, QT_TRANSLATE_NOOP("ReportLabels", "Request set from %1: %2 requests, %3, seed %4")},
    {&ReportLabels::orderWeighted, QT_TRANSLATE_NOOP("ReportLabels", "picked by weight")},
    {&ReportLabels::orderSequence, QT_TRANSLATE_NOOP("ReportLabels", "in sequence")},
    {&ReportLabels::requestsByEntry, QT_TRANSLATE_NOOP("ReportLabels", "Requests by entry")},
    {&ReportLabels::colRequest, QT_TRANSLATE_NOOP("ReportLabels", "Request")},
    {&ReportLabels::colMethod, QT_TRANSLATE_NOOP("ReportLabels", "Method")},
    {&ReportLabels::colPath, QT_TRANSLATE_NOOP("ReportLabels", "Path")},
    {&ReportLabels::colRequests, QT_TRANSLATE_NOOP("ReportLabels", "Requests")},
    {&ReportLabels::colShare, QT_TRANSLATE_NOOP("ReportLabels", "Share")},
    {&ReportLabels::flowSet, QT_TRANSLATE_NOOP("ReportLabels", "%1 flows of %2 steps in all")},
    {&ReportLabels::flowsHeading, QT_TRANSLATE_NOOP("ReportLabels", "Flows")},
    {&ReportLabels::stepsHeading, QT_TRANSLATE_NOOP("ReportLabels", "Steps")},
    {&ReportLabels::colFlow, QT_TRANSLATE_NOOP("ReportLabels", "Flow")},
    {&ReportLabels::colStep, QT_TRANSLATE_NOOP("ReportLabels", "Step")},
    {&ReportLabels::colIterations, QT_TRANSLATE_NOOP("ReportLabels", "Iterations")},
    {&ReportLabels::colIterationsPerSec, QT_TRANSLATE_NOOP("ReportLabels", "Iterations/s")},
    {&ReportLabels::colFailedIterations, QT_TRANSLATE_NOOP("ReportLabels", "Failed")},
    {&ReportLabels::colCheckFailures, QT_TRANSLATE_NOOP("ReportLabels", "Check failures")},
    {&ReportLabels::colSkipped, QT_TRANSLATE_NOOP("ReportLabels", "Skipped")},
    {&ReportLabels::failedChecks, QT_TRANSLATE_NOOP("ReportLabels", "%1 failed: %2")},
};

} // namespace

ReportLabels reportLabels(const TextCatalog& c)
{
    ReportLabels l;
    l.catalog = c;
    l.language = c.code();
    translateLabels(l, c, "ReportLabels", kReportRows);
    return l;
}

ReportLabels englishReportLabels()
{
    return reportLabels(TextCatalog());
}

ReportLabels reportLabelsFor(const QString& language)
{
    return reportLabels(TextCatalog::forLanguage(language));
}

QString allPassedSentence(const ReportLabels& labels, int runsWithSlo)
{
    return runsWithSlo == 1 ? labels.allPassedOne : labels.allPassed.arg(runsWithSlo);
}

} // namespace bw
