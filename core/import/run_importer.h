#pragma once
// Imports another load tool's output: picks the format (or detects it) and
// dispatches to the wrk, k6 or oha reader. Any thread.
#include "import/imported_run.h"

#include <optional>
#include <string>

namespace bw {

enum class ImportFormat { Auto, Wrk, K6, Oha };
std::optional<ImportFormat> parseImportFormat(const std::string& s);   // "auto", "wrk", "k6", "oha"

// Guesses from the content: a JSON object with "metrics" is k6, one with
// "latencyPercentiles"/"summary" is oha, text with "Requests/sec:" is wrk.
// Auto when it cannot tell.
ImportFormat detectImportFormat(const std::string& text);

bool importRunText(const std::string& text, ImportFormat format, ImportedRun* out, Error* error);

// Reads the file and imports it. The run is named after the file and, since
// no tool's output carries its start time, dated by the file's modification
// time.
bool importRunFile(const std::string& path, ImportFormat format, ImportedRun* out, Error* error);

} // namespace bw
