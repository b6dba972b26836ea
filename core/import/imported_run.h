#pragma once
// A run read from another tool's output, ready for the history store.
#include "history/run_record.h"
#include "result/run_result.h"
#include "util/error.h"

#include <optional>
#include <string>

namespace bw {

struct ImportedRun {
    RunResult result;            // what the tool reported; histograms empty or approximated
    RunSource source = RunSource::Benchwork;
    std::string notes;           // how it was imported and what is approximate or missing
};

// A run as the tool `name` ("wrk", "k6", "oha") reports it, before its
// figures are read: the tool's name as engine and run name, and what no
// tool's output says left unknown (no method, 0 connections until read).
ImportedRun importedRunFrom(RunSource source, const char* name);

// Why an import was refused is a bw::Error whose field is "line 12" for text
// formats or a JSON path ("$.metrics.http_reqs.count") for JSON ones.

} // namespace bw
