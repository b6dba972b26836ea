#pragma once
// User journeys (docs/flows.md): a flow is an ordered list of steps that
// each virtual user runs from the first to the last, then again (an
// iteration), with its own variables and cookies. A step is a request-set
// entry (method, path, headers, body, {{variables}}) plus what it takes from
// the response into the user's variables (extractions), what it checks
// (checks) and the pause after it (think time). Plain data, Qt-free: part of
// RequestSet (a set may hold plain entries and flows side by side), read by
// core/mix (the mix file's "flows"), checked by validateFlows()
// (flow_check.h) and compiled with the set (compiled_flow.h).
#include "engine/request/request_entry.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// A flow holds at most this many steps, a step this many extractions and
// checks, and a flow this many extracted variables (one 64-bit mask per user).
inline constexpr int kMaxFlowSteps = 32;
inline constexpr int kMaxStepExtractions = 16;
inline constexpr int kMaxStepChecks = 16;
inline constexpr int kMaxFlowVariables = 64;
// The longest value an extraction keeps, in bytes: longer is a missed
// extraction (a token cut short would be sent wrong). Request buffers are
// sized by it.
inline constexpr size_t kMaxFlowValueBytes = 2048;
// The most of a response body extractions and checks look at, in bytes: a
// longer body is read to its end but only this much of it is kept.
inline constexpr size_t kMaxCapturedBodyBytes = 1 << 20;

enum class ExtractFrom : uint8_t {
    JsonPointer,    // RFC 6901: "/items/0/id"
    JsonPath,       // a subset: "$.items[*].id", "$['a b'][0]", "$.*"
    Regex,          // a group of a regular expression on the body (regex_lite.h's subset)
    Header,         // a response header's value (case-insensitive name)
};

enum class ExtractPick : uint8_t {
    First,          // the first match in document order
    Random,         // one of all matches, uniformly ("open one of the listed items")
};

struct FlowExtraction {
    std::string variable;               // the user's {{variable}} it sets
    ExtractFrom from = ExtractFrom::JsonPointer;
    std::string expression;             // the pointer, path, regex or header name
    int group = 1;                      // Regex: the capture group (0: the whole match)
    ExtractPick pick = ExtractPick::First;
};

enum class CheckKind : uint8_t {
    Status,         // the status is one of `statuses`
    BodyContains,   // the body holds `text`
    JsonEquals,     // the JSON value at `expression` equals `expected`
    JsonExists,     // there is a JSON value at `expression`
    HeaderPresent,  // the response has header `text`
};

// One acceptable status: a code (200) or a class (2: "2xx").
struct StatusMatch {
    int code = 0;                       // 100..599, or 0 for a class
    int klass = 0;                      // 1..5 ("1xx".."5xx") when code is 0
};

struct FlowCheck {
    CheckKind kind = CheckKind::Status;
    std::vector<StatusMatch> statuses;  // Status
    std::string text;                   // BodyContains: the text; HeaderPresent: the header name
    std::string expression;             // JsonEquals, JsonExists: a JSON Pointer ("/ok") or a path ("$.ok")
    std::string expected;               // JsonEquals: the expected value as compact JSON text ("true", "\"paid\"", "3")
    std::string name;                   // how results name it; "" gets checkDefaultName()
};

enum class ThinkKind : uint8_t { None, Fixed, Uniform, Exponential };

// The pause after a step, before the user's next request.
struct ThinkTime {
    ThinkKind kind = ThinkKind::None;
    double ms = 0;                      // Fixed: the pause; Exponential: the mean
    double minMs = 0, maxMs = 0;        // Uniform: the range
};

struct FlowStep {
    RequestEntry request;               // name (unique in the flow), method, path, headers, body; weight unused
    std::vector<FlowExtraction> extract;
    std::vector<FlowCheck> checks;
    ThinkTime think;
};

// What a failed check (or a missed extraction) does to the iteration.
enum class OnFailure : uint8_t {
    Continue,       // go on; steps that need a value that is missing are skipped
    Restart,        // the iteration ends, failed; the user starts over
};

struct Flow {
    std::string name;                   // unique among the set's flows and entries
    double weight = 1;                  // picked in proportion with the set's other flows and entries
    std::vector<FlowStep> steps;
    OnFailure onFailure = OnFailure::Continue;
    bool cookies = true;                // a cookie jar per user: Set-Cookie in, Cookie out
};

// "status 200", "status 2xx or 301", "body contains \"ok\"", "json /ok = true",
// "json $.items exists", "header X-Id present": a check's name when it has none.
std::string checkDefaultName(const FlowCheck& c);
// "a missing {{token}}": the name a missed extraction is counted under.
std::string missedExtractionName(const FlowExtraction& e);
const char* extractFromName(ExtractFrom f);     // "json", "jsonpath", "regex", "header"
const char* checkKindName(CheckKind k);         // "status", "bodyContains", "jsonEquals", "jsonExists", "header"
const char* onFailureName(OnFailure o);         // "continue", "restart"

} // namespace bw
