#pragma once
// A list of URLs, one per line (h2load's -i, oha's --urls-from-file): each a
// GET; blank lines and '#' comments skipped; a URL listed n times weighs n.
// Any thread.
#include "mix/imported_requests.h"
#include "util/error.h"

namespace bw {

// Errors name the file and line: "urls.txt line 3: unsupported scheme...",
// "urls.txt: no URLs".
Result<ImportedRequests> importUrlList(const std::string& path);
Result<ImportedRequests> parseUrlList(const std::string& text, const std::string& name);

} // namespace bw
