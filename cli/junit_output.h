#pragma once
// --junit FILE, the same in every command that takes it (suite, capacity,
// ab, history trend --check): the path checked before any work starts, and
// the file written after the command's own outputs, leaving its exit status
// alone unless the file cannot be written. docs/ci.md.
#include "cli/streams.h"
#include "junit/junit_document.h"
#include "util/option_parser.h"

#include <string>

namespace bwcli {

// The option's spec: {"junit", 0, true, "FILE", help}.
bw::OptionSpec junitOptionSpec(const char* help);

// Why `path` cannot take the JUnit file, or "": a file name is needed (the
// summary is on standard output, so "-" is refused), and it must be
// writable (outputPathProblem).
std::string junitPathProblem(const std::string& path);

// Writes the report to `path`; false after printing "benchwork-cli
// COMMAND: --junit: cannot write 'x.xml': <reason>" on io.err.
bool writeJUnitFile(const std::string& path, const bw::JUnitReport& report, const char* command, const Streams& io);

} // namespace bwcli
