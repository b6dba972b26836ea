#pragma once
// What an importer (vegeta targets, URL lists, HAR) hands back: the request
// set, and what it read and left out, for the CLI's note and the window's
// import dialog. Entries are named by method and path ("GET /db/find/1");
// identical requests are merged into one entry whose weight counts them.
// Any thread.
#include "engine/request/request_set.h"

#include <string>

namespace bw {

struct ImportedRequests {
    RequestSet set;                 // entries' paths are whole URLs (compileRequestSet checks their origin)
    std::string origin;             // "http://127.0.0.1:8080": the first kept entry's, or the one asked for
    int read = 0;                   // requests read from the file
    int merged = 0;                 // of those, identical to an earlier one (its weight grew)
    int otherOrigin = 0;            // HAR: dropped, on another origin
    int staticAssets = 0;           // HAR: dropped, images, scripts, styles, fonts...
    int secretHeaders = 0;          // HAR: cookie, authorization... headers dropped
    // One English sentence: "12 requests from 40 HAR entries: 20 on other
    // origins and 8 static assets left out".
    std::string note() const;
};

// Adds `e` to the set, or adds its weight to an identical entry's (same
// method, path, headers and body).
void addImportedEntry(ImportedRequests* imported, RequestEntry e);
// Names every entry "METHOD /path?query" ("#2", "#3" on clashes).
void nameImportedEntries(RequestSet* set);
// "http://host:port" of a URL, "" when it is not one.
std::string urlOrigin(const std::string& url);

} // namespace bw
