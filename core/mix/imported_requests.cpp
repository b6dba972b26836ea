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
        const bool same = known.method == e.method && known.path == e.path && known.body == e.body
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

std::string ImportedRequests::note() const
{
    std::string s = std::to_string(set.entries.size()) + " request" + (set.entries.size() == 1 ? "" : "s") + " from "
                    + std::to_string(read + otherOrigin + staticAssets) + " read";
    std::string left;
    auto add = [&](int n, const char* what) {
        if (n > 0)
            left += (left.empty() ? "" : ", ") + std::to_string(n) + " " + what;
    };
    add(merged, "identical ones merged into weights");
    add(otherOrigin, "on other origins left out");
    add(staticAssets, "static assets left out (--include-static keeps them)");
    add(secretHeaders, "cookie or authorization headers left out (--keep-secrets keeps them)");
    return left.empty() ? s : s + ": " + left;
}

} // namespace bw
