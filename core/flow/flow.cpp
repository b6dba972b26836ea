#include "flow.h"

namespace bw {

namespace {

std::string statusText(const StatusMatch& s) { return s.code ? std::to_string(s.code) : std::to_string(s.klass) + "xx"; }

} // namespace

std::string checkDefaultName(const FlowCheck& c)
{
    switch (c.kind) {
    case CheckKind::Status: {
        std::string s = "status ";
        for (size_t i = 0; i < c.statuses.size(); ++i)
            s += (i == 0 ? "" : i + 1 == c.statuses.size() ? " or " : ", ") + statusText(c.statuses[i]);
        return s;
    }
    case CheckKind::BodyContains: return "body contains \"" + c.text + "\"";
    case CheckKind::JsonEquals: return "json " + c.expression + " = " + c.expected;
    case CheckKind::JsonExists: return "json " + c.expression + " exists";
    case CheckKind::HeaderPresent: return "header " + c.text + " present";
    }
    return "check";
}

std::string missedExtractionName(const FlowExtraction& e) { return "a missing {{" + e.variable + "}}"; }

const char* extractFromName(ExtractFrom f)
{
    switch (f) {
    case ExtractFrom::JsonPointer: return "json";
    case ExtractFrom::JsonPath: return "jsonpath";
    case ExtractFrom::Regex: return "regex";
    case ExtractFrom::Header: return "header";
    }
    return "json";
}

const char* checkKindName(CheckKind k)
{
    switch (k) {
    case CheckKind::Status: return "status";
    case CheckKind::BodyContains: return "bodyContains";
    case CheckKind::JsonEquals: return "jsonEquals";
    case CheckKind::JsonExists: return "jsonExists";
    case CheckKind::HeaderPresent: return "header";
    }
    return "status";
}

const char* onFailureName(OnFailure o) { return o == OnFailure::Restart ? "restart" : "continue"; }

} // namespace bw
