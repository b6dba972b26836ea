#pragma once
// What an importer (vegeta targets, URL lists, HAR) hands back: the request
// set, and what it read, kept, changed and left out, for the CLI's note and
// the window's import dialog. Entries are named by method and path ("GET
// /db/find/1"); identical requests are merged into one entry whose weight
// counts them. Any thread.
#include "engine/request/request_set.h"
#include "util/text_catalog.h"

#include <set>
#include <string>

namespace bw {

struct ImportedRequests {
    RequestSet set;                 // entries' paths are whole URLs (compileRequestSet checks their origin)
    std::string origin;             // "http://127.0.0.1:8080": the first kept entry's, or the one asked for
    int read = 0;                   // requests that went into the set (the rest are counted below as left out)
    int kept = 0;                   // of those, entries of the set (stays when the set is moved out)
    int merged = 0;                 // of those, identical to an earlier one (its weight grew)
    int otherOrigin = 0;            // HAR: dropped, on another origin (or not over http(s): data:, blob:)
    // HAR: dropped, entries that cannot be sent as the file describes them: a
    // URL that does not parse (a space, port 99999, "${proto}://"), a header
    // name that is not a token, a file part whose data: URL does not decode.
    int badEntries = 0;
    std::string firstBad;           // the first of them, where and why: "$.log.entries[3].request.url: port out of range: 99999"
    int staticAssets = 0;           // HAR: dropped, images, scripts, styles, fonts...
    int secretHeaders = 0;          // HAR: cookie, authorization... headers dropped
    std::set<std::string> seenOrigins;   // HAR: every origin its entries were on (for "no entry on ..." messages)
    int queryAdded = 0;             // HAR: queryString items added to a URL that lacked them
    int queryDropped = 0;           // HAR: queryString items without a name, dropped
    int paramsIgnored = 0;          // HAR: postData with both text and params: the text was sent
    int boundariesAdded = 0;        // HAR: multipart bodies whose Content-Type had no boundary: one picked
    int credentials = 0;            // vegeta: URLs with user:password, sent as Authorization: Basic (as vegeta does)
    // One sentence: "requests kept: 12 of 40 read; on another origin, left
    // out: 20; static assets, left out: 8 (--include-static keeps them)".
    // In the catalog's language (context "ImportNote"); English by default.
    std::string note(const TextCatalog& catalog = TextCatalog()) const;
};

// Adds `e` to the set, or adds its weight to an identical entry's (same
// method, path, headers and body). Counts it as read.
void addImportedEntry(ImportedRequests* imported, RequestEntry e);
// Names every entry "METHOD /path?query" ("#2", "#3" on clashes).
void nameImportedEntries(RequestSet* set);
// "http://host:port" of a URL, "" when it is not one.
std::string urlOrigin(const std::string& url);

} // namespace bw
