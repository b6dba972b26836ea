#include "targets_import.h"

#include "engine/request/request_defaults.h"
#include "engine/url.h"
#include "mix/web_encoding.h"

#include <QByteArray>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace bw {

namespace {

// vegeta's Go client sends a URL's user:password as Basic authorization:
// the URL without them, and the header's value ("" when there were none).
std::string takeCredentials(std::string* url)
{
    const size_t scheme = url->find("://");
    if (scheme == std::string::npos)
        return {};
    const size_t from = scheme + 3;
    const size_t end = std::min(url->find_first_of("/?#", from), url->size());
    const size_t at = url->rfind('@', end == 0 ? 0 : end - 1);
    if (at == std::string::npos || at < from)
        return {};
    const std::string userinfo = percentDecode(url->substr(from, at - from), false);
    url->erase(from, at + 1 - from);
    const std::string pair = userinfo.find(':') == std::string::npos ? userinfo + ":" : userinfo;
    return "Basic " + QByteArray::fromStdString(pair).toBase64().toStdString();
}

bool isMethodToken(const std::string& s)
{
    if (s.empty())
        return false;
    for (unsigned char c : s)
        if (!(c >= 'A' && c <= 'Z') && c != '-' && c != '_')
            return false;
    return true;
}

} // namespace

Result<ImportedRequests> parseVegetaTargets(const std::string& text, const std::string& name)
{
    ImportedRequests out;
    out.set.source = name;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    bool open = false;
    RequestEntry current;
    auto at = [&](const std::string& why) { return Error(name + " line " + std::to_string(lineNo), why); };
    std::string authorization;   // from the URL's user:password, unless the target gives its own
    auto finish = [&] {
        if (open && !authorization.empty()) {
            const bool given = std::any_of(current.headers.begin(), current.headers.end(),
                                           [](const HeaderField& h) { return sameHeaderName(h.name, "authorization"); });
            if (!given) {
                current.headers.push_back({"Authorization", authorization});
                ++out.credentials;
            }
        }
        if (open)
            addImportedEntry(&out, std::move(current));
        current = RequestEntry{};
        authorization.clear();
        open = false;
    };
    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const size_t first = line.find_first_not_of(" \t");
        if (first == std::string::npos) {
            finish();
            continue;
        }
        if (line[first] == '#')
            continue;
        const size_t space = line.find(' ');
        const std::string word = line.substr(0, space);
        if (space != std::string::npos && isMethodToken(word) && line.find("://", space) != std::string::npos) {
            finish();
            std::string url = line.substr(space + 1);
            url.erase(0, url.find_first_not_of(" \t"));
            url.erase(url.find_last_not_of(" \t") + 1);
            const std::string basic = takeCredentials(&url);
            if (auto u = parseUrl(url); !u)
                return at(u.error().reason());
            if (out.origin.empty())
                out.origin = urlOrigin(url);
            current.method = word;
            current.path = url;
            authorization = basic;
            open = true;
            continue;
        }
        if (!open)
            return at("a header or body line before any request line ('METHOD URL')");
        if (line[0] == '@') {
            if (line.compare(0, 3, "@<<") == 0)
                return at("an inline body ('" + line + "') is not part of vegeta's http format, which reads a body "
                          "from a file: put the body in a file and write '@path/to/file'");
            const std::string file = line.substr(1);
            std::ifstream body(file, std::ios::binary);
            if (!body)
                return at("cannot read the body file '" + file + "'");
            std::stringstream ss;
            ss << body.rdbuf();
            current.body = ss.str();
            current.bodyFile = file;
            continue;
        }
        const size_t colon = line.find(':');
        if (colon == std::string::npos || colon == 0 || line.find_first_of(" \t") < colon)
            return at("expected 'METHOD URL', 'Name: value' or '@body-file', got \"" + line + "\"");
        std::string value = line.substr(colon + 1);
        value.erase(0, value.find_first_not_of(" \t"));
        if (auto bad = checkHeaderName(line.substr(0, colon)))
            return at(bad->reason());
        current.headers.push_back({line.substr(0, colon), value});
    }
    finish();
    if (out.set.entries.empty())
        return Error(name, "no targets (expected lines such as 'GET http://127.0.0.1:8080/')");
    nameImportedEntries(&out.set);
    return out;
}

Result<ImportedRequests> importVegetaTargets(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error(path, "cannot read the targets file");
    std::stringstream ss;
    ss << in.rdbuf();
    return parseVegetaTargets(ss.str(), path);
}

} // namespace bw
