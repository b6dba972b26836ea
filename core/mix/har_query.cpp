#include "har_query.h"

#include "mix/web_encoding.h"

#include <QJsonObject>

#include <algorithm>
#include <array>
#include <vector>

namespace bw {

namespace {

struct Pair {
    std::string name, value;
    bool used = false;
};

// The forms a name or value may be recorded in: as written, decoded as form
// text ('+' a space), decoded as a URL ('+' a plus).
std::array<std::string, 3> forms(const std::string& s) { return {s, percentDecode(s, true), percentDecode(s, false)}; }

bool same(const std::string& a, const std::string& b)
{
    const auto fa = forms(a), fb = forms(b);
    for (const std::string& x : fa)
        if (std::find(fb.begin(), fb.end(), x) != fb.end())
            return true;
    return false;
}

std::vector<Pair> queryPairs(const std::string& query)
{
    std::vector<Pair> out;
    size_t from = 0;
    while (from <= query.size()) {
        const size_t amp = std::min(query.find('&', from), query.size());
        const std::string item = query.substr(from, amp - from);
        if (!item.empty()) {
            const size_t eq = item.find('=');
            out.push_back({item.substr(0, eq), eq == std::string::npos ? std::string() : item.substr(eq + 1)});
        }
        from = amp + 1;
    }
    return out;
}

} // namespace

HarQuery mergeHarQuery(const std::string& target, const QJsonArray& queryString)
{
    HarQuery out;
    out.target = target;
    const size_t q = target.find('?');
    std::vector<Pair> inUrl = queryPairs(q == std::string::npos ? std::string() : target.substr(q + 1));
    std::string added;
    for (const QJsonValue& v : queryString) {
        const QJsonObject o = v.toObject();
        const std::string name = o.value("name").toString().toStdString();
        const std::string value = o.value("value").toString().toStdString();
        if (name.empty()) {
            ++out.dropped;
            continue;
        }
        auto found = std::find_if(inUrl.begin(), inUrl.end(),
                                  [&](const Pair& p) { return !p.used && same(p.name, name) && same(p.value, value); });
        if (found != inUrl.end()) {
            found->used = true;
            continue;
        }
        added += (added.empty() ? "" : "&") + formEncode(name) + "=" + formEncode(value);
        ++out.added;
    }
    if (!added.empty()) {
        if (q == std::string::npos)
            out.target += "?";
        else if (out.target.back() != '?' && out.target.back() != '&')
            out.target += "&";
        out.target += added;
    }
    return out;
}

} // namespace bw
