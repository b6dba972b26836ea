#pragma once
// A browser's HAR export (log.entries[].request): the requests on one origin
// become a request set. Static assets (images, scripts, styles, fonts,
// media: by the response's MIME type or the path's extension) are left out
// unless asked for; so are headers the engine writes itself (Host,
// Content-Length, HTTP/2 pseudo-headers, connection headers) and, unless
// asked for, headers that carry secrets (Cookie, Authorization, anything
// isSecretHeaderName() calls secret). Any thread.
#include "mix/imported_requests.h"
#include "util/error.h"

namespace bw {

struct HarImportOptions {
    std::string origin;         // "http://127.0.0.1:8080"; "": the first entry's
    bool includeStatic = false; // keep static assets
    bool keepSecrets = false;   // keep cookies and authorization
};

// Errors name the file: "page.har: line 3, column 7: invalid JSON: ...",
// "page.har, $.log.entries[4].request.url: ...", "page.har: no entry on
// http://127.0.0.1:8080 (its entries are on ...)".
Result<ImportedRequests> importHar(const std::string& path, const HarImportOptions& options);
Result<ImportedRequests> parseHar(const std::string& text, const std::string& name, const HarImportOptions& options);

} // namespace bw
