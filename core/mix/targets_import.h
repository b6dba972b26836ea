#pragma once
// vegeta's "http" targets format: a request line "METHOD URL", then header
// lines "Name: value" and an optional "@path" body line; blank lines between
// targets, '#' comments. A relative body path is taken from the current
// directory, as vegeta does. A URL's user:password becomes an Authorization:
// Basic header (unless the target has one), as vegeta's client sends it.
// Inline bodies ("@<<BODY") are not vegeta's: refused, saying so. Any thread.
#include "mix/imported_requests.h"
#include "util/error.h"

namespace bw {

// Errors name the file and line: "targets.txt line 4: a header before any
// request line", "... expected 'METHOD URL', 'Name: value' or '@file'",
// "... cannot read the body file 'x'", "targets.txt: no targets".
Result<ImportedRequests> importVegetaTargets(const std::string& path);
Result<ImportedRequests> parseVegetaTargets(const std::string& text, const std::string& name);

} // namespace bw
