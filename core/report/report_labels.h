#pragma once
// Every piece of report text in one place, written in English and
// translated through the catalogs (context "ReportLabels" in
// translations/*.ts; the Korean matches the tone of the Korean reference
// report). %1, %2... are QString::arg places.
#include "util/text_catalog.h"

#include <QString>

namespace bw {

struct ReportLabels {
    TextCatalog catalog;          // the language of the labels (and of the verdict sentence)
    QString language;             // "en", "ko": the catalog's code (HTML lang attribute)
    QString title;
    QString runDate;              // %1 date
    QString intro;                // %1 Benchwork version, %2 machine
    QString introImported;        // when the first run came from another tool (no environment)
    // Summary
    QString summary;
    QString allPassed;            // %1 number of runs (two or more)
    QString allPassedOne;         // the same for a single run with an SLO
    QString someFailed;           // %1 failed, %2 total, %3 names
    QString runRecorded;          // %1 name, %2 RPS, %3 p99
    QString fastest;              // %1 name, %2 RPS, %3 ratio, %4 baseline name
    QString clientWarning;        // %1 name, %2 warning's name, %3 its sentence (report/client_warning_text.h)
    QString endedEarly;           // %1 name, %2 status, %3 message
    QString failedRun;            // the same, for a run that failed (its target ended, nothing completed)
    QString overlapped;           // %1 name, %2 ids of the other runs ("#12, #15")
    QString unsavedRun;           // %1 place in the report (a run not in the history, without a name)
    // At a glance
    QString atAGlance;
    QString atAGlanceIntro;
    QString sloHeadroom;
    QString noSlo;
    QString comparison;
    QString comparisonIntro;      // %1 baseline name
    QString chartRps;
    QString chartP99;
    QString baselineMark;
    QString perSecond;
    QString spectrum;             // the percentile spectrum's heading
    QString spectrumIntro;
    QString spectrumAxis;         // its y axis
    QString spectrumCorrected;    // %1 run name
    QString spectrumUncorrected;  // %1 run name
    // Environment
    QString environment;
    QString environmentIntro;     // %1 machine
    QString environmentUnknown;   // imported runs: the machine is not recorded
    QString machine, os, kernel, cpu, cpuCores, memory, hostname;
    QString benchworkVersion, curlVersion, qtVersion, engine, loadProfile;
    QString targetRuntime;        // the launched target's runtime and version
    QString loadClosed;           // %1 VUs, %2 warmup s, %3 measured s
    QString loadOpen;             // %1 req/s, %2 connections, %3 warmup s, %4 measured s
    QString loadCount;            // %1 requests, %2 VUs, %3 warmup s
    QString loadStages;           // appended to the profile: %1 the stages (stageStep, comma-separated)
    QString stageStep;            // %1 seconds, %2 target
    QString loadChanged;          // %1 name, %2 the changes (changeVus / changeRate, comma-separated)
    QString changeVus;            // %1 seconds into the measured phase, %2 from, %3 to
    QString changeRate;           // the same in requests/s
    QString target;
    // Results
    QString results;
    QString rpsLine;              // %1 measured, %2 floor
    QString rpsLineNoTarget;      // %1
    QString p99Line;              // %1 measured, %2 ceiling
    QString p99LineNoTarget;      // %1
    QString errorLine;            // %1 errors, %2 rate, %3 ceiling
    QString errorLineNoTarget;    // %1 errors, %2 rate
    QString rssLine;              // %1 peak memory, %2 its source (peakMemorySourceText)
    QString resultLine;           // %1 PASS/FAIL
    QString pass, fail;
    QString notJudged;            // a run stopped or interrupted before its end: neither PASS nor FAIL
    // Tables
    QString colRun, colRps, colVsBaseline, colP50, colP90, colP99, colMax, colErrors, colPeakRss, colVerdict, colStatus;
    QString unitSeconds;          // %1 seconds
    // A request set's entries (per-request statistics)
    QString requestSet;           // %1 source, %2 entries, %3 order ("weighted", "sequence"), %4 seed
    QString orderWeighted, orderSequence;
    QString requestsByEntry;      // the per-request table's heading
    QString colRequest, colMethod, colPath, colRequests, colShare;
    // Flows (docs/flows.md): a run's flows and their steps
    QString flowSet;              // %1 flows, %2 steps (after the request set's line)
    QString flowsHeading, stepsHeading;
    QString colFlow, colStep, colIterations, colIterationsPerSec, colFailedIterations, colCheckFailures, colSkipped;
    QString failedChecks;         // %1 the step, %2 "status 200 x12, a missing {{id}} x3"
};

// The labels in the catalog's language; any thread.
ReportLabels reportLabels(const TextCatalog& catalog);
ReportLabels englishReportLabels();
// "ko" (or "ko_KR"...) -> Korean; anything without a catalog -> English.
ReportLabels reportLabelsFor(const QString& language);
// "All 3 runs with an SLO passed…" or, for one run, "The run with an SLO passed…".
QString allPassedSentence(const ReportLabels& labels, int runsWithSlo);

} // namespace bw
