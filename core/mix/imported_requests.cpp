#include "imported_requests.h"

#include "engine/url.h"

#include <algorithm>

namespace bw {

std::string urlOrigin(const std::string& url)
{
    auto u = parseUrl(url);
    return u ? u->scheme + "://" + u->hostHeader() : std::string();
}

void addImportedEntry(ImportedRequests* imported, RequestEntry e)
{
    ++imported->read;
    for (RequestEntry& known : imported->set.entries) {
        const bool same = known.method == e.method && known.path == e.path && known.body == e.body && known.literal == e.literal
                          && known.headers.size() == e.headers.size()
                          && std::equal(known.headers.begin(), known.headers.end(), e.headers.begin(),
                                        [](const HeaderField& a, const HeaderField& b) { return a.name == b.name && a.value == b.value; });
        if (same) {
            known.weight += e.weight;
            ++imported->merged;
            return;
        }
    }
    imported->set.entries.push_back(std::move(e));
    ++imported->kept;
}

void nameImportedEntries(RequestSet* set)
{
    for (RequestEntry& e : set->entries) {
        auto u = parseUrl(e.path);
        const std::string base = defaultEntryName(e.method, u ? u->target : e.path);
        std::string name = base;
        for (int n = 2; std::any_of(set->entries.begin(), set->entries.end(), [&](const RequestEntry& x) { return &x != &e && x.name == name; }); ++n)
            name = base + " #" + std::to_string(n);
        e.name = name;
    }
}

std::string ImportedRequests::note(const TextCatalog& c) const
{
    auto fill = [](const QString& text, int n, const std::string& more = std::string()) {
        // one pass: a '%' in `more` (a URL) is never taken for a placeholder
        return (more.empty() ? text.arg(n) : text.arg(QString::number(n), QString::fromStdString(more))).toStdString();
    };
    const int total = read + otherOrigin + badEntries + staticAssets;
    std::string s = c.translate("ImportNote", "requests kept: %1 of %2 read").arg(QString::number(kept), QString::number(total)).toStdString();
    auto add = [&](int n, const std::string& part) {
        if (n > 0)
            s += "; " + part;
    };
    add(merged, fill(c.translate("ImportNote", "identical to another, merged into its weight: %1"), merged));
    add(otherOrigin, fill(c.translate("ImportNote", "on another origin, left out: %1"), otherOrigin));
    add(badEntries, fill(c.translate("ImportNote", "that cannot be sent, left out: %1 (the first: %2)"), badEntries, firstBad));
    add(staticAssets, fill(c.translate("ImportNote", "static assets, left out: %1 (--include-static keeps them)"), staticAssets));
    add(secretHeaders,
        fill(c.translate("ImportNote", "cookie or authorization headers, left out: %1 (--keep-secrets keeps them)"), secretHeaders));
    add(queryAdded, fill(c.translate("ImportNote", "queryString items missing from their URL, added to it: %1"), queryAdded));
    add(queryDropped, fill(c.translate("ImportNote", "queryString items without a name, dropped: %1"), queryDropped));
    add(paramsIgnored,
        fill(c.translate("ImportNote", "bodies given as both text and params, sent as the text (HAR 1.2): %1"), paramsIgnored));
    add(boundariesAdded,
        fill(c.translate("ImportNote", "multipart bodies without a boundary, one picked and added to Content-Type: %1"),
             boundariesAdded));
    add(credentials,
        fill(c.translate("ImportNote", "URLs with a user and password, sent as Authorization: Basic (as vegeta does): %1"),
             credentials));
    return s;
}

} // namespace bw
