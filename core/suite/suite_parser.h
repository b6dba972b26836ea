#pragma once
// Reading suite files (schema "benchwork.suite/1", documented in
// docs/suite.md and resources/suites/benchwork-suite.schema.json).
// Refusals name the JSON path of the offending field:
//   $.scenarios[2].slo.p99: expected a duration like "5ms", got 12
// Pure functions apart from reading the file; any thread.
#include "suite/suite.h"
#include "util/error.h"

#include <optional>
#include <string>

namespace bw {

// Parses suite JSON. `baseDir` is where relative working directories of
// launched targets resolve (the file's folder; "" = the current directory).
// Returns nullopt and fills *error on the first problem.
std::optional<Suite> parseSuite(const std::string& jsonText, const std::string& baseDir, Error* error);

// Reads and parses a suite file; filePath/baseDir of the result are the
// file's absolute path and folder. A file that cannot be read is refused
// with an empty path and the reason.
std::optional<Suite> loadSuiteFile(const std::string& path, Error* error);

} // namespace bw
