#pragma once
// A browser's HAR export as one flow (docs/flows.md, `--har FILE --as-flow`):
// the requests on one origin kept in their recorded order (no merging),
// optionally with the recorded gaps as think times, each checked for the
// status it got when recorded. Values that a response gave and a later
// request sent (a token in a JSON body, an id, a header's value) are found
// and offered as extractions: the response's step extracts them into a
// variable (by JSON Pointer, or by header name) and the later requests send
// {{variable}} instead of the recorded value. Each correlation is listed.
// Cookies are left to the flow's jar. Secret headers (isSecretHeaderName)
// are left out unless asked for, or unless what they carry became a
// variable. Any thread.
#include "mix/har_import.h"
#include "mix/imported_requests.h"
#include "util/error.h"

#include <string>
#include <vector>

namespace bw {

struct HarFlowOptions {
    HarImportOptions har;       // origin, static assets, secrets: as for a request set
    bool recordedThink = false; // --think-time recorded: the gap before each next request
};

// One value a response gave and later requests sent.
struct Correlation {
    std::string variable;       // {{variable}}
    int fromStep = 0;           // 0-based step whose response gave it
    std::string from;           // "json /token", "header X-Request-Token"
    std::string value;          // as recorded
    std::vector<int> usedBy;    // 0-based steps that send it
    std::vector<std::string> usedIn;   // where in them: "path", "body", "header Authorization"
};

struct ImportedFlow {
    ImportedRequests imported;  // its set holds one flow (imported.set.flows[0]) and no plain entries
    std::vector<Correlation> correlations;
    // One line per correlation: "{{token}} = json /token of step 1 (POST
    // /login), sent by steps 2 and 3 (header Authorization)"; "no values to
    // correlate" when there are none.
    std::vector<std::string> listing() const;
};

// Errors name the file, as importHar()'s do.
Result<ImportedFlow> importHarAsFlow(const std::string& path, const HarFlowOptions& options);
Result<ImportedFlow> parseHarAsFlow(const std::string& text, const std::string& name, const HarFlowOptions& options);

} // namespace bw
