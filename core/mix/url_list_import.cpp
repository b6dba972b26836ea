#include "url_list_import.h"

#include "engine/url.h"

#include <fstream>
#include <sstream>

namespace bw {

Result<ImportedRequests> parseUrlList(const std::string& text, const std::string& name)
{
    ImportedRequests out;
    out.set.source = name;
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        line.erase(0, line.find_first_not_of(" \t"));
        line.erase(line.find_last_not_of(" \t\r") + 1);
        if (line.empty() || line[0] == '#')
            continue;
        if (auto u = parseUrl(line); !u)
            return Error(name + " line " + std::to_string(lineNo), u.error().reason());
        if (out.origin.empty())
            out.origin = urlOrigin(line);
        RequestEntry e;
        e.path = line;
        addImportedEntry(&out, std::move(e));
    }
    if (out.set.entries.empty())
        return Error(name, "no URLs (expected one URL per line)");
    nameImportedEntries(&out.set);
    return out;
}

Result<ImportedRequests> importUrlList(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error(path, "cannot read the URL list");
    std::stringstream ss;
    ss << in.rdbuf();
    return parseUrlList(ss.str(), path);
}

} // namespace bw
