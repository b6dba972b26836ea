#pragma once
// A HAR export's entries on one origin, in the recorded order, with what
// their responses held: the one reading of a HAR that importHar() (a request
// set, identical requests merged) and importHarAsFlow() (one flow, in order,
// with correlations) share. Any thread.
#include "mix/har_import.h"
#include "mix/imported_requests.h"

#include <string>
#include <vector>

namespace bw {

struct HarRecorded {
    RequestEntry request;               // path: the whole URL; every header but the engine's own (secret ones too)
    std::vector<bool> secret;           // per request header: isSecretHeaderName()
    int status = 0;                     // the response's, 0 when none was recorded
    std::string responseMime;
    std::string responseText;           // content.text (may be empty: not recorded)
    std::vector<HeaderField> responseHeaders;
    double startedMs = -1;              // startedDateTime, ms since the epoch; -1: not given
    double timeMs = 0;                  // the entry's total time
};

// Fills counts->origin, otherOrigin and staticAssets as importHar() does;
// errors name the file. An empty result is not an error here.
Result<std::vector<HarRecorded>> readHarEntries(const std::string& text, const std::string& name, const HarImportOptions& options,
                                                ImportedRequests* counts);
// "no entry on http://... (its entries are on ...)", for an empty result.
Error noHarEntries(const std::string& name, const ImportedRequests& counts);

} // namespace bw
