#pragma once
// Reads wrk's text output (best with --latency) into an ImportedRun.
#include "import/imported_run.h"

#include <optional>
#include <string>

namespace bw {

// Understands "Running Ns test @ URL", "T threads and C connections", the
// Latency thread-stats row, the --latency distribution, "N requests in Xs,
// Y read", "Socket errors: ...", "Non-2xx or 3xx responses: N",
// "Requests/sec:" and "Transfer/sec:". Unknown lines (script output) are
// skipped. Refuses input lacking the request count or Requests/sec, or any
// known line whose values cannot be read, naming the line number.
// startedAtMs is left 0 (the caller knows the file's time). Any thread.
bool importWrkText(const std::string& text, ImportedRun* out, Error* error);

} // namespace bw
