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

// Why an import was refused is a bw::Error whose field is "line 12" for text
// formats or a JSON path ("$.metrics.http_reqs.count") for JSON ones.

} // namespace bw
