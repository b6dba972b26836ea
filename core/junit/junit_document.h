#pragma once
// The model of a JUnit XML file and its writer. A report holds test suites,
// a suite holds test cases; each case passed, failed (the thing measured
// missed its bound: the sentence why), is in error (it could not be
// measured) or was skipped (not judged, or not run on purpose). The counts
// of a suite are derived from its cases, so they cannot disagree with them.
// Plain data and QtCore only; pure, any thread.
#include <QByteArray>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace bw {

enum class JUnitVerdict { Passed, Failed, Error, Skipped };

struct JUnitCase {
    std::string classname;          // groups cases in the CI's view: the suite, "capacity", "ab", "trend"
    std::string name;
    double timeSec = 0;             // how long it took, seconds
    JUnitVerdict verdict = JUnitVerdict::Passed;
    std::string type;               // failure/error kind: "slo", "run-failed", "not-run", "regression", ...
    std::string message;            // the verdict's sentence, as the CLI prints it ("" when passed)
    std::string detail;             // the failure's or error's text: the figures behind the sentence
    std::string systemOut;          // the case's facts, one a line (URL, figures, history id)
};

struct JUnitSuite {
    std::string name;
    int64_t timestampMs = 0;        // wall clock, ms since the epoch: when it started; 0: not known
    double timeSec = 0;             // how long the whole suite took, seconds
    std::string hostname;           // "" : this machine's
    std::vector<std::pair<std::string, std::string>> properties;   // facts: target, url, connections, history ids
    std::vector<JUnitCase> cases;
    std::string systemOut;          // the summary lines the command printed

    int count(JUnitVerdict v) const;
};

struct JUnitReport {
    std::string name;               // "benchwork suite NAME", "benchwork capacity", ...
    std::vector<JUnitSuite> suites;
    int count(JUnitVerdict v) const;
    int tests() const;
};

// The file: <testsuites> with each <testsuite> (tests, failures, errors,
// skipped, time, timestamp in UTC without a zone, as the Ant schema wants,
// hostname, id), its <properties>, its <testcase>s (with <failure>,
// <error> or <skipped> and <system-out>) and its <system-out>. UTF-8.
// Characters XML 1.0 cannot carry (control characters other than tab, line
// feed and carriage return; U+FFFE, U+FFFF) are written as U+FFFD, so any
// name or message gives a well-formed file. Times in seconds with three
// decimals, C locale.
QByteArray junitXml(const JUnitReport& report);

// The property list's and system-out's way of adding a line: `key: value`.
void addJUnitLine(std::string* text, const std::string& key, const std::string& value);

} // namespace bw
