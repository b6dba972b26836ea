#pragma once
// A HAR request's queryString against its URL. Browsers record the query in
// both; k6's HAR dialect may give items in queryString alone. Items missing
// from the URL's query are added to it (encoded as a browser's
// URLSearchParams would), in order; items already there, compared after
// decoding ('+' as a space or not, so a browser's encoded or decoded copy
// both count), leave the URL as it is; an item with no name is dropped.
// For the HAR importer; Qt Core (JSON), any thread.
#include <QJsonArray>

#include <string>

namespace bw {

struct HarQuery {
    std::string target;   // the request-target with the added items
    int added = 0;        // items added to the URL
    int dropped = 0;      // items with no name, left out
};

// `target`: the URL's request-target ("/path?a=1").
HarQuery mergeHarQuery(const std::string& target, const QJsonArray& queryString);

} // namespace bw
