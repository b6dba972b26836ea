#pragma once
// The words a suite report adds to the run/comparison report's labels
// (report/report_labels.h), written in English and translated through the
// catalogs (context "SuiteReportLabels"). %1, %2... are QString::arg places.
#include "util/text_catalog.h"

#include <QString>

namespace bw {

struct SuiteReportLabels {
    QString title;                // %1 suite name
    QString ranOf;                // %1 runs done, %2 planned
    QString stopped;
    QString notRun;               // %1 scenario, %2 target, %3 why
    QString skipped;              // %1 scenario, %2 target, %3 program, %4 how to install it
    QString skippedNoAdvice;      // %1 scenario, %2 target, %3 program
    QString skippedWord;          // the verdict of a skipped run
    QString skippedSummary;       // %1 skipped runs, %2 planned, %3 the programs missing
    QString clientLimited;        // %1 limited runs, %2 runs, %3 their names
    QString colWorst, colTimeouts, colClient;
    QString colBound;             // which side bound the run (--split's bottleneck)
    QString clientOk;             // the client column of a healthy cell
    QString matrixIntroQuota;     // the matrix intro when its cells differ by CPU quota only
    QString runtime;              // %1 the target's runtime and version
    QString allRunsIntro;
    QString colScenario, colTarget, colCpus, colHeadroom;
    QString cpusNone;
    QString baselinesTitle;
    QString baselinesIntro;
    QString thisSuite;            // %1 name of the measured run
    QString versusBaseline;       // %1 scenario, %2 RPS, %3 baseline label, %4 its RPS, %5 ratio
    QString baselineUnavailable;  // %1 label, %2 why
    QString baselineFromHistory;  // %1 run id, %2 source tool
    QString matrixTitle;
    QString matrixIntro;
    QString matrixFastest;        // %1 scenario, %2 fastest cell, %3 RPS, %4 ratio, %5 slowest cell
    QString matrixChart;          // %1 scenario
    QString matrixNetworks;       // the matrix intro's sentence when its cells differ by network (--link)
    QString matrixTitleNetworks, matrixTitleCpusNetworks;   // the title with a network axis (without, with CPUs)
    QString matrixMedians;        // ... when a scenario ran more than one round
    QString colNetwork;
    QString notRunTitle;
    QString conclusionTitle;
    QString capacityTitle;        // the capacity scenarios' section
    QString capacityIntro;
    QString capacityAnswer;       // %1 run title, %2 the answer sentence
    QString colMaxSustainable, colBracket, colP99AtMax, colFloor, colSteps;
    QString capacityChart;        // the headroom bars' title
    QString atFixedLoad;          // %1 run title: a bar of a fixed-load run
    QString maxSustainable;       // %1 run title: a bar of a capacity search
    QString ratioAndRate;         // %1 ratio, %2 requests/s
    QString suiteName, suiteFile, targetLine;   // targetLine: %1 name, %2 how it ran
    QString demoTarget;           // description of the built-in demo target; %1 documents
    QString urlTarget;            // %1 URL
    QString pinned;               // %1 CPU list
    QString memoryLimit;          // %1 size
    QString cpuQuota;             // %1 CPUs' worth of time
    QString container;            // %1 container name
    QString abTitle;              // %1 scenario name
    QString abIntro;              // %1 target A, %2 target B, %3 rounds a side
    QString abGroup;              // %1 group id
};

// The labels in the catalog's language; any thread.
SuiteReportLabels suiteReportLabels(const TextCatalog& catalog);
// "ko..." -> Korean; anything without a catalog -> English (as reportLabelsFor()).
SuiteReportLabels suiteReportLabelsFor(const QString& language);

} // namespace bw
