#include "targets_import.h"

#include "engine/url.h"

#include <fstream>
#include <sstream>

namespace bw {

namespace {

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
    auto finish = [&] {
        if (open)
            addImportedEntry(&out, std::move(current));
        current = RequestEntry{};
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
            if (auto u = parseUrl(url); !u)
                return at(u.error().reason());
            if (out.origin.empty())
                out.origin = urlOrigin(url);
            current.method = word;
            current.path = url;
            open = true;
            continue;
        }
        if (!open)
            return at("a header or body line before any request line ('METHOD URL')");
        if (line[0] == '@') {
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
