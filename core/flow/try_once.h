#pragma once
// "Try once": one iteration of one flow against the run's target, each step
// sent and judged exactly as the engine does (the same compiled requests,
// checks and extractions, the same cookie rules), and everything shown: the
// request as sent, the response's head, the values extracted and the checks
// that failed. For the window's flow editor and tests; sends through
// libcurl, one request at a time. Blocking (up to the steps' timeouts):
// call it from a helper thread. Qt-free.
#include "engine/load_config.h"
#include "util/error.h"

#include <string>
#include <utility>
#include <vector>

namespace bw {

struct TriedStep {
    std::string name;
    bool sent = false;                  // false: skipped (a value it needs was missing) or not reached
    std::string request;                // the request as HTTP/1.1 text (request line, headers, body)
    int status = 0;                     // 0: no response
    std::string responseHead;           // the status line and headers as received
    std::string error;                  // why there was no response, if there was none
    std::vector<std::pair<std::string, std::string>> extracted;   // variable, value
    std::vector<std::string> failed;    // the checks and extractions that failed, by name
    std::vector<std::string> missing;   // skipped: the variables it needs that no earlier step gave
    double elapsedMs = 0;
};

struct TriedFlow {
    std::vector<TriedStep> steps;
    bool passed = false;                // every step sent, answered 2xx/3xx, every check held
};

// Runs flow `flow` (an index of cfg.mix.flows) once against cfg.url, each
// request with cfg.timeoutSec. Errors: the set does not compile (as
// compileRequestSet() refuses it), or no such flow. Any thread.
Result<TriedFlow> tryFlowOnce(const LoadConfig& cfg, int flow);

} // namespace bw
