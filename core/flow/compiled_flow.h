#pragma once
// A flow checked and made ready for the engine: each step's extractions and
// checks parsed once (JSON locations, regular expressions, lower-case header
// names, compact expected values), the flow's variables numbered (a user
// keeps one value per number and a 64-bit mask of those it has), and what
// each step needs from earlier ones. Built by compileFlow() inside
// compileRequestSet() (compiled_requests.h), which also compiles each step's
// request as one of the set's entries; shared read-only by every engine
// thread. Qt-free.
#include "flow/flow.h"
#include "flow/json_scan.h"
#include "flow/regex_lite.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace bw {

struct RequestSet;

struct CompiledExtraction {
    ExtractFrom from = ExtractFrom::JsonPointer;
    ExtractPick pick = ExtractPick::First;
    int variable = 0;                       // the flow variable it sets
    int group = 1;                          // Regex
    JsonLocation json;                      // JsonPointer, JsonPath
    std::shared_ptr<const RegexLite> regex; // Regex
    std::string header;                     // Header: lower-case name
};

struct CompiledCheck {
    CheckKind kind = CheckKind::Status;
    std::vector<StatusMatch> statuses;
    std::string text;                       // BodyContains; HeaderPresent: lower-case name
    JsonLocation json;                      // JsonEquals, JsonExists
    std::string expected;                   // JsonEquals: compact JSON text
};

struct CompiledStep {
    int entry = 0;                          // its request: CompiledRequests::entry(entry)
    std::string name;
    std::vector<CompiledExtraction> extract;
    std::vector<CompiledCheck> checks;
    // What a failure is counted under, by index: the checks' names, then one
    // "a missing {{x}}" per extraction. At most 32.
    std::vector<std::string> failureNames;
    ThinkTime think;
    uint64_t needs = 0;                     // flow variables its request uses (bit i: variable i)
    std::vector<std::string> headerNames;   // lower-case headers its checks and extractions read
    bool wantsBody = false;                 // a check or an extraction reads the body
    bool sendsCookie = true;                // the jar's Cookie header goes out (no Cookie header of its own)
};

struct CompiledFlow {
    // Where a variable's values go in a request: bits of `places`.
    static constexpr uint8_t kInTarget = 1, kInHeader = 2;

    std::string name;
    double weight = 1;
    OnFailure onFailure = OnFailure::Continue;
    bool cookies = true;
    std::vector<CompiledStep> steps;
    std::vector<std::string> variables;     // extracted names, by number
    std::vector<uint8_t> places;            // per variable

    int variable(const std::string& name) const
    {
        for (size_t i = 0; i < variables.size(); ++i)
            if (variables[i] == name)
                return int(i);
        return -1;
    }
    // The most captured data any step asks for (sizes nothing: for tests).
    bool capturesAnything() const
    {
        for (const CompiledStep& s : steps)
            if (s.wantsBody || !s.headerNames.empty())
                return true;
        return cookies;
    }
};

// One problem of a flow, as the editor shows it beside the field: the flow
// and step (by index, -1 for the flow itself), the field ("path",
// "headers.X-Token", "body", "extract[0].expression", "checks[1].status",
// "think", "name", "weight", "steps") and the message.
struct FlowProblem {
    int flow = 0;
    int step = -1;
    std::string flowName;
    std::string stepName;
    std::string field;
    Error error;   // coded: the window translates it (bwui::errorReason)
    // The English sentence: "a step needs a name".
    std::string message() const { return error.reason(); }
    // "flow \"buy\", step 2 (\"list\"), extract[0].expression": where, for one-line messages.
    std::string where() const;
};

// Every problem of the set's flows, in order; empty when they can run.
// Refuses: a flow or step without a name or named twice (a flow's name
// also against the set's entries), a weight not above 0, no steps or more
// than kMaxFlowSteps, an unknown {{variable}}, a {{variable}} that only the
// step itself or a later one extracts, an extraction into a name the set's
// variables already use, a JSON Pointer or path that is not one, a regular
// expression that does not compile (or a group it does not have), a status
// that cannot occur (outside 100..599, a class outside 1xx..5xx), an empty
// text or header name, a think time below 0 or a range upside down, more
// extractions or checks than a step may hold. Any thread.
std::vector<FlowProblem> validateFlows(const RequestSet& set);

// `f` (set.flows[index]) compiled, once validateFlows() found nothing; the
// steps' `entry` is left for compileRequestSet() to fill.
CompiledFlow compileFlow(const RequestSet& set, int index);

} // namespace bw
