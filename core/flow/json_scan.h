#pragma once
// Finding values in a JSON text without building a tree: one forward pass
// over the bytes, descending only where the location leads and skipping
// everything else, so an extraction or a check costs a scan of the body and
// no allocation. Locations are JSON Pointers (RFC 6901: "/items/0/id") or a
// small JSONPath subset ("$.items[*].id", "$['a b'][0]", "$.*": names,
// quoted names, indices and the wildcard; no filters, slices or "..").
// Qt-free; any thread.
#include "util/error.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bw {

struct JsonStep {
    std::string name;           // an object member's name (decoded)
    int64_t index = -1;         // an array index (a pointer's numeric token is both a name and an index)
    bool wildcard = false;      // every member or element ("[*]", ".*")
};

struct JsonLocation {
    std::vector<JsonStep> steps;    // empty: the whole document
    bool wildcard() const
    {
        for (const JsonStep& s : steps)
            if (s.wildcard)
                return true;
        return false;
    }
};

// "/items/0/id" (RFC 6901, "~0" and "~1" escapes; "" is the whole
// document). The error's reason names what is wrong and where.
Result<JsonLocation> parseJsonPointer(const std::string& text);
// "$.items[*].id". The error's reason names what is wrong and where.
Result<JsonLocation> parseJsonPath(const std::string& text);
// A path when it starts with '$', else a pointer.
Result<JsonLocation> parseJsonLocation(const std::string& text);

// Called for each value found, its text [begin, end) (a string with its
// quotes); return false to stop the scan.
using JsonMatchFn = bool (*)(void* context, const char* begin, const char* end);

// Calls `match` for every value at `where` in document order. Returns false
// when the text stopped being JSON before the scan ended (what was found up
// to there was reported). Nesting deeper than 64 counts as not JSON.
bool scanJson(std::string_view text, const JsonLocation& where, JsonMatchFn match, void* context);

// The first value at `where`, or false.
bool findJson(std::string_view text, const JsonLocation& where, std::string_view* value);

// A value's text as an extraction keeps it: a string decoded (escapes,
// \uXXXX as UTF-8), anything else as it stands. Reuses out's capacity.
// False for a malformed string.
bool jsonValueText(std::string_view value, std::string* out);

// Whether value (as scanJson reports it) equals `expected` (compact JSON
// text): strings by their decoded text, numbers by value, true / false /
// null literally, objects and arrays by their text without whitespace
// (member order counts). `scratch` is reused.
bool jsonValueEquals(std::string_view value, std::string_view expected, std::string* scratch);

} // namespace bw
