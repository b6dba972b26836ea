#pragma once
// The words of capacity-search and sweep reports (and their charts, which
// the window's charts may share), written in English and translated through
// the catalogs (context "CapacityReport"). The sentences about a result
// (the answer, why a step failed) are capacity/capacity_text.h's. %1, %2...
// are QString::arg places. Any thread.
#include "util/text_catalog.h"

#include <QString>

namespace bw {

struct CapacityReportLabels {
    QString capacityTitle;        // the report's default title
    QString sweepTitle;
    QString answerLine;           // %1 the answer sentence
    QString bracketLine;          // %1 "[38,400, 39,200] req/s", %2 precision
    QString sloLine;              // %1 p99 ceiling, %2 error ceiling
    QString probeLine;            // %1 probe req/s, %2 start rate
    QString fromLine;             // %1 start rate
    QString atAGlance;            // replaces the run report's "at a glance" introduction
    QString stepsProfile;         // %1 step s, %2 warm-up s, %3 connections
    QString sweepProfileClosed;   // %1 points, %2 step s, %3 warm-up s
    QString sweepProfileOpen;     // as sweepProfileClosed, %4 connections
    QString headroomName;         // the headroom card's name
    QString headroomLine;         // %1 ratio to the floor, %2 floor, %3 p99 at the max, %4 p99 headroom
    QString searchSection;
    QString searchIntro;
    QString chartCapacity;        // the chart's title
    QString axisOffered, axisP99, axisThroughput, axisVus, axisLatency, axisAchieved;
    QString passed, failed;       // legend and table
    QString notJudged;            // table: a step stopped before its end
    QString ceiling;              // %1 p99 ceiling
    QString bracket;              // legend: the shaded bracket
    QString lowerBound;           // legend: %1 the rate a lower bound stands at
    QString stepsTitle;
    QString colStep, colPhase, colOffered, colAchieved, colResult, colWhy, colVus, colFit;
    QString sweepSection;
    QString sweepIntroClosed;
    QString sweepIntroOpen;
    QString uslLine;              // %1 uslText()
    QString uslExplained;
    QString chartThroughput;      // throughput against concurrency / offered
    QString chartLatency;         // p50 and p99 against throughput
    QString measured, fitted, peakAt;   // peakAt: %1 N*
    QString p50, p99;
    QString spectrumAt;           // %1 the step's rate ("at 38,400 req/s")
};

CapacityReportLabels capacityReportLabels(const TextCatalog& catalog);

} // namespace bw
