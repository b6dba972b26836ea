#include "har_import.h"

#include "engine/url.h"
#include "result/result_json.h"
#include "suite/suite_json_reader.h"
#include "util/json_object.h"

#include <QJsonArray>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

namespace bw {

namespace {

using J = SuiteJsonReader;

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

bool staticMime(const std::string& mime)
{
    const std::string m = lower(mime);
    return m.rfind("image/", 0) == 0 || m.rfind("font/", 0) == 0 || m.rfind("video/", 0) == 0 || m.rfind("audio/", 0) == 0
           || m.rfind("text/css", 0) == 0 || m.find("javascript") != std::string::npos || m.find("font-woff") != std::string::npos;
}

bool staticPath(const std::string& target)
{
    std::string path = lower(target.substr(0, target.find_first_of("?#")));
    const size_t dot = path.rfind('.');
    if (dot == std::string::npos || path.find('/', dot) != std::string::npos)
        return false;
    static const std::set<std::string> kinds = {".js", ".mjs", ".css", ".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".avif",
                                                ".ico", ".bmp", ".woff", ".woff2", ".ttf", ".otf", ".eot", ".map", ".mp4",
                                                ".webm", ".mp3", ".ogg", ".wav"};
    return kinds.count(path.substr(dot)) > 0;
}

// Headers the engine writes itself, or that describe the browser's connection.
bool engineHeader(const std::string& lowerName)
{
    return lowerName.empty() || lowerName[0] == ':' || lowerName == "host" || lowerName == "content-length"
           || lowerName == "connection" || lowerName == "keep-alive" || lowerName == "proxy-connection"
           || lowerName == "transfer-encoding" || lowerName == "upgrade";
}

} // namespace

Result<ImportedRequests> parseHar(const std::string& text, const std::string& name, const HarImportOptions& options)
{
    QJsonObject root;
    Error syntax;
    if (!parseJsonObject(text, &root, &syntax)) {
        syntax.field = name + ": " + syntax.field;
        return syntax;
    }
    J r;
    auto failed = [&]() {
        Error e = r.error();
        e.field = name + ", " + e.field;
        return e;
    };
    QJsonObject log;
    QJsonArray entries;
    if (!r.object(root, "$", "log", &log, true) || !r.array(log, "$.log", "entries", &entries, true))
        return failed();
    ImportedRequests out;
    out.set.source = name;
    out.origin = options.origin;
    std::set<std::string> origins;
    for (int i = 0; i < entries.size(); ++i) {
        const std::string ep = J::index("$.log.entries", i);
        QJsonObject entry, request, response, content, post;
        std::string method, url;
        QJsonArray headers;
        if (!r.objectAt(entries, "$.log.entries", i, &entry) || !r.object(entry, ep, "request", &request, true)
            || !r.string(request, ep + ".request", "method", &method, true) || !r.string(request, ep + ".request", "url", &url, true)
            || !r.array(request, ep + ".request", "headers", &headers) || !r.object(request, ep + ".request", "postData", &post)
            || !r.object(entry, ep, "response", &response) || !r.object(response, ep + ".response", "content", &content))
            return failed();
        auto u = parseUrl(url);
        if (!u) {
            ++out.otherOrigin;   // data:, blob:, chrome-extension: ... never on the run's origin
            continue;
        }
        const std::string origin = u->scheme + "://" + u->hostHeader();
        origins.insert(origin);
        if (out.origin.empty())
            out.origin = origin;
        if (origin != out.origin) {
            ++out.otherOrigin;
            continue;
        }
        const std::string mime = content.value("mimeType").toString().toStdString();
        if (!options.includeStatic && (staticMime(mime) || staticPath(u->target))) {
            ++out.staticAssets;
            continue;
        }
        RequestEntry e;
        e.method = method;
        std::transform(e.method.begin(), e.method.end(), e.method.begin(), [](unsigned char c) { return char(std::toupper(c)); });
        e.path = u->toString();
        for (int h = 0; h < headers.size(); ++h) {
            const QJsonObject ho = headers.at(h).toObject();
            const std::string hn = ho.value("name").toString().toStdString();
            const std::string ln = lower(hn);
            if (engineHeader(ln))
                continue;
            if (!options.keepSecrets && isSecretHeaderName(ln)) {
                ++out.secretHeaders;
                continue;
            }
            e.headers.push_back({hn, ho.value("value").toString().toStdString()});
        }
        e.body = post.value("text").toString().toStdString();
        const std::string postType = post.value("mimeType").toString().toStdString();
        const bool typed = std::any_of(e.headers.begin(), e.headers.end(), [](const HeaderField& h) { return lower(h.name) == "content-type"; });
        if (!postType.empty() && !typed)
            e.headers.push_back({"Content-Type", postType});
        addImportedEntry(&out, std::move(e));
    }
    if (out.set.entries.empty()) {
        std::string seen;
        for (const std::string& o : origins)
            seen += (seen.empty() ? "" : ", ") + o;
        if (out.read == 0 && out.staticAssets > 0)
            return Error(name, "every entry on " + out.origin + " is a static asset (--include-static keeps them)");
        return Error(name, "no entry on " + (out.origin.empty() ? std::string("an http(s) origin") : out.origin)
                               + (seen.empty() ? std::string() : " (its entries are on " + seen + ")"));
    }
    nameImportedEntries(&out.set);
    return out;
}

Result<ImportedRequests> importHar(const std::string& path, const HarImportOptions& options)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error(path, "cannot read the HAR file");
    std::stringstream ss;
    ss << in.rdbuf();
    return parseHar(ss.str(), path, options);
}

} // namespace bw
