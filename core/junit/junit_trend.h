#pragma once
// A trend check (`history trend --check`) as JUnit: one test case for the
// metric checked, failing when the check fails (a recent, unaccepted change
// point that made it worse beyond the noise threshold, or a latest point
// that is a significant regression), with the sentence the command prints;
// the case's output lists the change points and the latest point. Pure; any
// thread.
#include "compare/trend.h"
#include "junit/junit_document.h"

#include <string>

namespace bw {

struct JUnitTrendInput {
    std::string scenario;      // scenarioText(): "api  GET /json  10 VUs  30s"
    size_t window = 10;        // TrendCheckSettings::window
    double noiseThreshold = 0.02;
    int64_t checkedAtMs = 0;   // wall clock: when the check ran
};

JUnitReport junitFromTrend(const JUnitTrendInput& in, const Trend& t);

} // namespace bw
