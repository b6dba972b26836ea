#pragma once
// Why a suite file was refused: the JSON path of the offending field
// ("$.scenarios[2].slo.p99") and what is wrong with it. Plain data.
#include <string>

namespace bw {

struct SuiteError {
    std::string path;        // "$..." JSON path, "line 3, column 7" for syntax errors, "" for the file itself
    std::string message;     // "expected a duration like \"5ms\", got 12"
    std::string text() const { return path.empty() ? message : path + ": " + message; }
};

} // namespace bw
