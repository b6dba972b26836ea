#include "report/capacity_report_labels.h"
#include "util/label_table.h"

namespace bw {

namespace {

// Every label and its English text; translated in the context "CapacityReport".
const LabelText<CapacityReportLabels> kCapacityReportRows[] = {
    {&CapacityReportLabels::capacityTitle, QT_TRANSLATE_NOOP("CapacityReport", "Capacity under the SLO")},
    {&CapacityReportLabels::sweepTitle, QT_TRANSLATE_NOOP("CapacityReport", "Load curve")},
    {&CapacityReportLabels::answerLine, QT_TRANSLATE_NOOP("CapacityReport", "Answer: %1.")},
    {&CapacityReportLabels::bracketLine,
     QT_TRANSLATE_NOOP("CapacityReport", "The bracket [last pass, first fail] is %1, narrowed to %2.")},
    {&CapacityReportLabels::sloLine,
     QT_TRANSLATE_NOOP("CapacityReport", "A step passed only if every bound held: p99 from the intended send time "
                                         "(corrected for coordinated omission) at most %1, errors at most %2, the achieved "
                                         "rate at least 99 % of the offered rate, and no late or unsent sends.")},
    {&CapacityReportLabels::probeLine,
     QT_TRANSLATE_NOOP("CapacityReport", "A closed-model probe reached %1 req/s; the search started at half of it, %2 req/s.")},
    {&CapacityReportLabels::fromLine, QT_TRANSLATE_NOOP("CapacityReport", "The search started at %1 req/s.")},
    {&CapacityReportLabels::atAGlance,
     QT_TRANSLATE_NOOP("CapacityReport", "The highest fixed request rate that held every bound of the SLO, and the "
                                         "headroom it leaves against the RPS floor.")},
    {&CapacityReportLabels::stepsProfile,
     QT_TRANSLATE_NOOP("CapacityReport", "fixed-rate steps of %1 s after %2 s warm-up, over %3 connections")},
    {&CapacityReportLabels::sweepProfileClosed,
     QT_TRANSLATE_NOOP("CapacityReport", "%1 steps of %2 s after %3 s warm-up, one per number of virtual users")},
    {&CapacityReportLabels::sweepProfileOpen,
     QT_TRANSLATE_NOOP("CapacityReport", "%1 steps of %2 s after %3 s warm-up, one per offered rate, over %4 connections")},
    {&CapacityReportLabels::headroomName, QT_TRANSLATE_NOOP("CapacityReport", "Max sustainable rate")},
    {&CapacityReportLabels::headroomLine,
     QT_TRANSLATE_NOOP("CapacityReport", "%1x the %2 req/s floor; p99 %3 at the max (%4x headroom)")},
    {&CapacityReportLabels::searchSection, QT_TRANSLATE_NOOP("CapacityReport", "The search")},
    {&CapacityReportLabels::searchIntro,
     QT_TRANSLATE_NOOP("CapacityReport", "Each point is one fixed-rate step: its offered rate and its p99, green where "
                                         "every bound held and red where one broke. The dashed line is the p99 ceiling; "
                                         "the shaded band is the final bracket.")},
    {&CapacityReportLabels::chartCapacity, QT_TRANSLATE_NOOP("CapacityReport", "p99 latency by offered rate")},
    {&CapacityReportLabels::axisOffered, QT_TRANSLATE_NOOP("CapacityReport", "offered rate (req/s)")},
    {&CapacityReportLabels::axisP99, QT_TRANSLATE_NOOP("CapacityReport", "p99 latency (ms)")},
    {&CapacityReportLabels::axisThroughput, QT_TRANSLATE_NOOP("CapacityReport", "throughput (req/s)")},
    {&CapacityReportLabels::axisVus, QT_TRANSLATE_NOOP("CapacityReport", "virtual users")},
    {&CapacityReportLabels::axisLatency, QT_TRANSLATE_NOOP("CapacityReport", "latency (ms)")},
    {&CapacityReportLabels::axisAchieved, QT_TRANSLATE_NOOP("CapacityReport", "achieved rate (req/s)")},
    {&CapacityReportLabels::passed, QT_TRANSLATE_NOOP("CapacityReport", "passed")},
    {&CapacityReportLabels::failed, QT_TRANSLATE_NOOP("CapacityReport", "failed")},
    {&CapacityReportLabels::notJudged, QT_TRANSLATE_NOOP("CapacityReport", "not judged")},
    {&CapacityReportLabels::ceiling, QT_TRANSLATE_NOOP("CapacityReport", "p99 ceiling %1")},
    {&CapacityReportLabels::bracket, QT_TRANSLATE_NOOP("CapacityReport", "bracket [last pass, first fail]")},
    {&CapacityReportLabels::lowerBound, QT_TRANSLATE_NOOP("CapacityReport", "at least %1 req/s: nothing above it failed")},
    {&CapacityReportLabels::stepsTitle, QT_TRANSLATE_NOOP("CapacityReport", "Every step, in the order it ran")},
    {&CapacityReportLabels::colStep, QT_TRANSLATE_NOOP("CapacityReport", "Step")},
    {&CapacityReportLabels::colPhase, QT_TRANSLATE_NOOP("CapacityReport", "Phase")},
    {&CapacityReportLabels::colOffered, QT_TRANSLATE_NOOP("CapacityReport", "Offered")},
    {&CapacityReportLabels::colAchieved, QT_TRANSLATE_NOOP("CapacityReport", "Achieved")},
    {&CapacityReportLabels::colResult, QT_TRANSLATE_NOOP("CapacityReport", "Result")},
    {&CapacityReportLabels::colWhy, QT_TRANSLATE_NOOP("CapacityReport", "Why")},
    {&CapacityReportLabels::colVus, QT_TRANSLATE_NOOP("CapacityReport", "VUs")},
    {&CapacityReportLabels::colFit, QT_TRANSLATE_NOOP("CapacityReport", "USL fit")},
    {&CapacityReportLabels::sweepSection, QT_TRANSLATE_NOOP("CapacityReport", "The curves")},
    {&CapacityReportLabels::sweepIntroClosed,
     QT_TRANSLATE_NOOP("CapacityReport", "One step per number of virtual users (closed model): throughput against "
                                         "concurrency, and p50 and p99 against throughput, where the latency turns "
                                         "upward at the knee.")},
    {&CapacityReportLabels::sweepIntroOpen,
     QT_TRANSLATE_NOOP("CapacityReport", "One step per offered rate (open model): the achieved rate against the offered "
                                         "one, and p50 and p99 (from the intended send time) against throughput.")},
    {&CapacityReportLabels::uslLine, QT_TRANSLATE_NOOP("CapacityReport", "Universal Scalability Law fit: %1.")},
    {&CapacityReportLabels::uslExplained,
     QT_TRANSLATE_NOOP("CapacityReport", "C(N) = λN / (1 + α(N−1) + βN(N−1)) (Gunther): λ is the "
                                         "throughput of one user, α the share that waits in line (contention), β the "
                                         "cost of keeping users consistent with each other (coherency). Throughput peaks at "
                                         "N* = √((1−α)/β) users and falls beyond it.")},
    {&CapacityReportLabels::chartThroughput, QT_TRANSLATE_NOOP("CapacityReport", "Throughput by load")},
    {&CapacityReportLabels::chartLatency, QT_TRANSLATE_NOOP("CapacityReport", "Latency by throughput")},
    {&CapacityReportLabels::measured, QT_TRANSLATE_NOOP("CapacityReport", "measured")},
    {&CapacityReportLabels::fitted, QT_TRANSLATE_NOOP("CapacityReport", "USL fit")},
    {&CapacityReportLabels::peakAt, QT_TRANSLATE_NOOP("CapacityReport", "N* = %1")},
    {&CapacityReportLabels::p50, QT_TRANSLATE_NOOP("CapacityReport", "p50")},
    {&CapacityReportLabels::p99, QT_TRANSLATE_NOOP("CapacityReport", "p99")},
    {&CapacityReportLabels::spectrumAt, QT_TRANSLATE_NOOP("CapacityReport", "at %1 req/s")},
};

} // namespace

CapacityReportLabels capacityReportLabels(const TextCatalog& c)
{
    CapacityReportLabels l;
    translateLabels(l, c, "CapacityReport", kCapacityReportRows);
    return l;
}

} // namespace bw
