#include "report/capacity_report_labels.h"

namespace bw {

CapacityReportLabels capacityReportLabels(const TextCatalog& c)
{
    CapacityReportLabels l;
    l.capacityTitle = c.translate("CapacityReport", "Capacity under the SLO");
    l.sweepTitle = c.translate("CapacityReport", "Load curve");
    l.answerLine = c.translate("CapacityReport", "Answer: %1.");
    l.bracketLine = c.translate("CapacityReport", "The bracket [last pass, first fail] is %1, narrowed to %2.");
    l.sloLine = c.translate("CapacityReport", "A step passed only if every bound held: p99 from the intended send time "
                                              "(corrected for coordinated omission) at most %1, errors at most %2, the achieved "
                                              "rate at least 99 % of the offered rate, and no late or unsent sends.");
    l.probeLine = c.translate("CapacityReport", "A closed-model probe reached %1 req/s; the search started at half of it, %2 req/s.");
    l.fromLine = c.translate("CapacityReport", "The search started at %1 req/s.");
    l.atAGlance = c.translate("CapacityReport", "The highest fixed request rate that held every bound of the SLO, and the "
                                                "headroom it leaves against the RPS floor.");
    l.stepsProfile = c.translate("CapacityReport", "fixed-rate steps of %1 s after %2 s warm-up, over %3 connections");
    l.sweepProfileClosed = c.translate("CapacityReport", "%1 steps of %2 s after %3 s warm-up, one per number of virtual users");
    l.sweepProfileOpen = c.translate("CapacityReport", "%1 steps of %2 s after %3 s warm-up, one per offered rate, over %4 connections");
    l.headroomName = c.translate("CapacityReport", "Max sustainable rate");
    l.headroomLine = c.translate("CapacityReport", "%1x the %2 req/s floor; p99 %3 at the max (%4x headroom)");
    l.searchSection = c.translate("CapacityReport", "The search");
    l.searchIntro = c.translate("CapacityReport", "Each point is one fixed-rate step: its offered rate and its p99, green where "
                                                  "every bound held and red where one broke. The dashed line is the p99 ceiling; "
                                                  "the shaded band is the final bracket.");
    l.chartCapacity = c.translate("CapacityReport", "p99 latency by offered rate");
    l.axisOffered = c.translate("CapacityReport", "offered rate (req/s)");
    l.axisP99 = c.translate("CapacityReport", "p99 latency (ms)");
    l.axisThroughput = c.translate("CapacityReport", "throughput (req/s)");
    l.axisVus = c.translate("CapacityReport", "virtual users");
    l.axisLatency = c.translate("CapacityReport", "latency (ms)");
    l.axisAchieved = c.translate("CapacityReport", "achieved rate (req/s)");
    l.passed = c.translate("CapacityReport", "passed");
    l.failed = c.translate("CapacityReport", "failed");
    l.ceiling = c.translate("CapacityReport", "p99 ceiling %1");
    l.bracket = c.translate("CapacityReport", "bracket [last pass, first fail]");
    l.stepsTitle = c.translate("CapacityReport", "Every step, in the order it ran");
    l.colStep = c.translate("CapacityReport", "Step");
    l.colPhase = c.translate("CapacityReport", "Phase");
    l.colOffered = c.translate("CapacityReport", "Offered");
    l.colAchieved = c.translate("CapacityReport", "Achieved");
    l.colResult = c.translate("CapacityReport", "Result");
    l.colWhy = c.translate("CapacityReport", "Why");
    l.colVus = c.translate("CapacityReport", "VUs");
    l.colFit = c.translate("CapacityReport", "USL fit");
    l.sweepSection = c.translate("CapacityReport", "The curves");
    l.sweepIntroClosed = c.translate("CapacityReport", "One step per number of virtual users (closed model): throughput against "
                                                       "concurrency, and p50 and p99 against throughput, where the latency turns "
                                                       "upward at the knee.");
    l.sweepIntroOpen = c.translate("CapacityReport", "One step per offered rate (open model): the achieved rate against the offered "
                                                     "one, and p50 and p99 (from the intended send time) against throughput.");
    l.uslLine = c.translate("CapacityReport", "Universal Scalability Law fit: %1.");
    l.uslExplained = c.translate("CapacityReport", "C(N) = λN / (1 + α(N−1) + βN(N−1)) (Gunther): λ is the "
                                                   "throughput of one user, α the share that waits in line (contention), β the "
                                                   "cost of keeping users consistent with each other (coherency). Throughput peaks at "
                                                   "N* = √((1−α)/β) users and falls beyond it.");
    l.chartThroughput = c.translate("CapacityReport", "Throughput by load");
    l.chartLatency = c.translate("CapacityReport", "Latency by throughput");
    l.measured = c.translate("CapacityReport", "measured");
    l.fitted = c.translate("CapacityReport", "USL fit");
    l.peakAt = c.translate("CapacityReport", "N* = %1");
    l.p50 = c.translate("CapacityReport", "p50");
    l.p99 = c.translate("CapacityReport", "p99");
    l.spectrumAt = c.translate("CapacityReport", "at %1 req/s");
    return l;
}

} // namespace bw
