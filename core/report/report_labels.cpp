#include "report_labels.h"

namespace bw {

ReportLabels reportLabels(const TextCatalog& c)
{
    ReportLabels l;
    l.catalog = c;
    l.language = c.code();
    l.title = c.translate("ReportLabels", "Benchmark results");
    l.runDate = c.translate("ReportLabels", "Run: %1");
    l.intro = c.translate("ReportLabels", "Measured with Benchwork %1 on %2. The figures below show how fast each target is, "
                                          "how the runs compare, and whether each meets its service-level target.");
    l.introImported = c.translate("ReportLabels", "These results were imported from another load tool's output; the figures are "
                                                  "that tool's own, and the machine they were measured on is not recorded.");
    l.summary = c.translate("ReportLabels", "Summary");
    l.allPassed = c.translate("ReportLabels", "All %1 runs with an SLO passed their throughput and p99 latency targets.");
    l.allPassedOne = c.translate("ReportLabels", "The run with an SLO passed its throughput and p99 latency targets.");
    l.someFailed = c.translate("ReportLabels", "%1 of %2 runs with an SLO failed it: %3.");
    l.runRecorded = c.translate("ReportLabels", "%1 recorded %2 RPS with a p99 latency of %3.");
    l.fastest = c.translate("ReportLabels", "%1 was the fastest at %2 RPS, %3x the baseline %4.");
    l.overlapped = c.translate("ReportLabels", "%1 shared the machine with another Benchwork load (%2): both results are skewed.");
    l.unsavedRun = c.translate("ReportLabels", "run %1");
    l.clientWarning = c.translate("ReportLabels", "%1, %2: %3");
    l.endedEarly = c.translate("ReportLabels", "%1 ended early (%2): %3");
    l.atAGlance = c.translate("ReportLabels", "Performance at a glance");
    l.atAGlanceIntro = c.translate("ReportLabels", "The bars answer the two questions readers ask first: how much headroom each run "
                                                   "has against its SLO, and how the runs compare with each other.");
    l.sloHeadroom = c.translate("ReportLabels", "SLO headroom by run");
    l.noSlo = c.translate("ReportLabels", "no SLO");
    l.comparison = c.translate("ReportLabels", "Comparison");
    l.comparisonIntro = c.translate("ReportLabels", "Ratios are against the baseline, %1.");
    l.chartRps = c.translate("ReportLabels", "Requests per second (higher is better)");
    l.chartP99 = c.translate("ReportLabels", "p99 latency (lower is better)");
    l.baselineMark = c.translate("ReportLabels", "baseline");
    l.perSecond = c.translate("ReportLabels", "Requests per second over the run");
    l.spectrum = c.translate("ReportLabels", "Latency by percentile");
    l.spectrumIntro = c.translate("ReportLabels", "Each curve shows how long a given share of the requests took at most, "
                                                  "from the median on the left to the slowest 0.001 % on the right (a log scale "
                                                  "of 1/(1-p), as HdrHistogram plots it). Fixed-rate runs have two curves: from "
                                                  "the intended send time (corrected for coordinated omission) and, dashed, "
                                                  "from the actual send.");
    l.spectrumAxis = c.translate("ReportLabels", "latency (ms)");
    l.spectrumCorrected = c.translate("ReportLabels", "%1, corrected");
    l.spectrumUncorrected = c.translate("ReportLabels", "%1, uncorrected");
    l.environment = c.translate("ReportLabels", "Test environment");
    l.environmentIntro = c.translate("ReportLabels", "The benchmark ran locally on %1. Local figures depend on the machine's state, "
                                                     "but they show well whether there is practical headroom.");
    l.environmentUnknown = c.translate("ReportLabels", "The test environment was not recorded (imported results).");
    l.machine = c.translate("ReportLabels", "Machine");
    l.os = c.translate("ReportLabels", "OS");
    l.kernel = c.translate("ReportLabels", "Kernel");
    l.cpu = c.translate("ReportLabels", "CPU");
    l.cpuCores = c.translate("ReportLabels", "%1 (%2 logical cores)");
    l.memory = c.translate("ReportLabels", "Memory");
    l.hostname = c.translate("ReportLabels", "Host");
    l.benchworkVersion = c.translate("ReportLabels", "Benchwork version");
    l.curlVersion = c.translate("ReportLabels", "libcurl");
    l.qtVersion = c.translate("ReportLabels", "Qt");
    l.engine = c.translate("ReportLabels", "Engine");
    l.loadProfile = c.translate("ReportLabels", "Load profile");
    l.loadClosed = c.translate("ReportLabels", "%1 virtual users, %2 s warmup, %3 s measured");
    l.loadOpen = c.translate("ReportLabels", "%1 requests/s over %2 connections, %3 s warmup, %4 s measured");
    l.loadCount = c.translate("ReportLabels", "%1 requests over %2 virtual users, %3 s warmup");
    l.loadStages = c.translate("ReportLabels", "; in stages: %1");
    l.stageStep = c.translate("ReportLabels", "%1 s to %2");
    l.loadChanged = c.translate("ReportLabels", "%1: the load was changed during the run: %2.");
    l.changeVus = c.translate("ReportLabels", "at %1 s from %2 to %3 virtual users");
    l.changeRate = c.translate("ReportLabels", "at %1 s from %2 to %3 requests/s");
    l.target = c.translate("ReportLabels", "Target");
    l.results = c.translate("ReportLabels", "What was measured");
    l.rpsLine = c.translate("ReportLabels", "%1 RPS measured; the target is at least %2 RPS.");
    l.rpsLineNoTarget = c.translate("ReportLabels", "%1 RPS measured.");
    l.p99Line = c.translate("ReportLabels", "p99 latency is %1; the target is at most %2.");
    l.p99LineNoTarget = c.translate("ReportLabels", "p99 latency is %1.");
    l.errorLine = c.translate("ReportLabels", "%1 errors (%2); the target is at most %3.");
    l.errorLineNoTarget = c.translate("ReportLabels", "%1 errors (%2).");
    l.rssLine = c.translate("ReportLabels", "Peak RSS is %1.");
    l.resultLine = c.translate("ReportLabels", "Result: SLO %1.");
    l.pass = c.translate("ReportLabels", "PASS");
    l.fail = c.translate("ReportLabels", "FAIL");
    l.colRun = c.translate("ReportLabels", "Run");
    l.colRps = c.translate("ReportLabels", "RPS");
    l.colVsBaseline = c.translate("ReportLabels", "vs baseline");
    l.colP50 = c.translate("ReportLabels", "p50");
    l.colP90 = c.translate("ReportLabels", "p90");
    l.colP99 = c.translate("ReportLabels", "p99");
    l.colMax = c.translate("ReportLabels", "max");
    l.colErrors = c.translate("ReportLabels", "Errors");
    l.colPeakRss = c.translate("ReportLabels", "Peak RSS");
    l.colVerdict = c.translate("ReportLabels", "SLO");
    l.colStatus = c.translate("ReportLabels", "Status");
    l.unitSeconds = c.translate("ReportLabels", "%1 s");
    l.requestSet = c.translate("ReportLabels", "%1: %2 requests, %3, seed %4");
    l.orderWeighted = c.translate("ReportLabels", "picked by weight");
    l.orderSequence = c.translate("ReportLabels", "in sequence");
    l.requestsByEntry = c.translate("ReportLabels", "Requests by entry");
    l.colRequest = c.translate("ReportLabels", "Request");
    l.colMethod = c.translate("ReportLabels", "Method");
    l.colPath = c.translate("ReportLabels", "Path");
    l.colRequests = c.translate("ReportLabels", "Requests");
    l.colShare = c.translate("ReportLabels", "Share");
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
