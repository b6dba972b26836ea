#include "har_import.h"

#include "mix/har_entries.h"

#include "engine/url.h"
#include "mix/har_post_data.h"
#include "mix/har_query.h"
#include "result/result_json.h"
#include "suite/suite_json_reader.h"
#include "util/ascii_lower.h"
#include "util/json_object.h"

#include <QDateTime>
#include <QJsonArray>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

namespace bw {

namespace {

using J = SuiteJsonReader;

bool staticMime(const std::string& mime)
{
    const std::string m = asciiLower(mime);
    return m.rfind("image/", 0) == 0 || m.rfind("font/", 0) == 0 || m.rfind("video/", 0) == 0 || m.rfind("audio/", 0) == 0
           || m.rfind("text/css", 0) == 0 || m.find("javascript") != std::string::npos || m.find("font-woff") != std::string::npos;
}

bool staticPath(const std::string& target)
{
    std::string path = asciiLower(target.substr(0, target.find_first_of("?#")));
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

// RFC 3986's scheme: a letter, then letters, digits, '+', '-' or '.'.
// "data" or "blob" is another scheme; "${proto}" (k6's variables) is a bad URL.
bool validScheme(const std::string& s)
{
    if (s.empty() || !std::isalpha(static_cast<unsigned char>(s[0])))
        return false;
    return std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isalnum(c) || c == '+' || c == '-' || c == '.'; });
}

// A browser sends a path's non-ASCII bytes percent-encoded, whatever the HAR
// shows: encoded here the same. A control byte cannot be sent: its
// description, else "".
std::string encodeTarget(std::string* target)
{
    static const char hex[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : *target) {
        if (c < 0x20 || c == 0x7f)
            return "it holds a control character";
        if (c >= 0x80) {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += char(c);
        }
    }
    *target = std::move(out);
    return {};
}

} // namespace

Result<std::vector<HarRecorded>> readHarEntries(const std::string& text, const std::string& name, const HarImportOptions& options,
                                                ImportedRequests* out)
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
    out->set.source = name;
    out->origin = options.origin;
    std::vector<HarRecorded> kept;
    for (int i = 0; i < entries.size(); ++i) {
        const std::string ep = J::index("$.log.entries", i);
        const std::string rp = ep + ".request";
        QJsonObject entry, request, response, content, post;
        std::string method, url;
        QJsonArray headers, query;
        if (!r.objectAt(entries, "$.log.entries", i, &entry) || !r.object(entry, ep, "request", &request, true)
            || !r.string(request, rp, "method", &method, true) || !r.string(request, rp, "url", &url, true)
            || !r.array(request, rp, "headers", &headers) || !r.array(request, rp, "queryString", &query)
            || !r.object(request, rp, "postData", &post) || !r.object(entry, ep, "response", &response)
            || !r.object(response, ep + ".response", "content", &content))
            return failed();
        auto u = parseUrl(url);
        const std::string scheme = asciiLower(url.substr(0, url.find(':')));
        if (!u && url.find(':') != std::string::npos && validScheme(scheme) && scheme != "http" && scheme != "https") {
            ++out->otherOrigin;   // data:, blob:, chrome-extension: ... never on the run's origin
            continue;
        }
        // An entry that cannot be sent as the file describes it is left out, and said so.
        auto bad = [&](const std::string& where, const std::string& why) {
            if (out->badEntries++ == 0)
                out->firstBad = where + ": " + why;
        };
        std::string badTarget;
        if (u)
            badTarget = encodeTarget(&u->target);
        if (!u || !badTarget.empty()) {
            bad(rp + ".url", u ? badTarget + ": '" + url + "'" : u.error().reason());
            continue;
        }
        const std::string origin = u->scheme + "://" + u->hostHeader();
        out->seenOrigins.insert(origin);
        if (out->origin.empty())
            out->origin = origin;
        if (origin != out->origin) {
            ++out->otherOrigin;
            continue;
        }
        const std::string mime = content.value("mimeType").toString().toStdString();
        if (!options.includeStatic && (staticMime(mime) || staticPath(u->target))) {
            ++out->staticAssets;
            continue;
        }
        HarRecorded rec;
        RequestEntry& e = rec.request;
        e.method = method;
        std::transform(e.method.begin(), e.method.end(), e.method.begin(), [](unsigned char c) { return char(std::toupper(c)); });
        const HarQuery q = mergeHarQuery(u->target, query);
        u->target = q.target;
        out->queryAdded += q.added;
        out->queryDropped += q.dropped;
        e.path = u->toString();
        std::string headerType;
        bool badHeader = false;
        for (int h = 0; h < headers.size() && !badHeader; ++h) {
            const QJsonObject ho = headers.at(h).toObject();
            const std::string hn = ho.value("name").toString().toStdString();
            const std::string ln = asciiLower(hn);
            if (engineHeader(ln))
                continue;
            if (auto e = checkHeaderName(hn)) {
                bad(J::index(rp + ".headers", h) + ".name", e->reason());
                badHeader = true;
                break;
            }
            if (ln == "content-type")
                headerType = ho.value("value").toString().toStdString();
            e.headers.push_back({hn, ho.value("value").toString().toStdString()});
            rec.secret.push_back(isSecretHeaderName(ln));
        }
        if (badHeader)
            continue;
        HarBody body;
        std::string why;
        if (!harBody(post, headerType, &body, &why)) {
            bad(rp + ".postData." + why.substr(0, why.find(':')), why.substr(why.find(':') + 2));
            continue;
        }
        e.body = std::move(body.body);
        out->paramsIgnored += body.paramsIgnored ? 1 : 0;
        out->boundariesAdded += body.boundaryAdded ? 1 : 0;
        // The Content-Type the body was built for: the header's (a boundary
        // added when it needed one), else postData's mimeType.
        auto typed = std::find_if(e.headers.begin(), e.headers.end(), [](const HeaderField& h) { return asciiLower(h.name) == "content-type"; });
        if (typed != e.headers.end()) {
            typed->value = body.contentType;
        } else if (!body.contentType.empty()) {
            e.headers.push_back({"Content-Type", body.contentType});
            rec.secret.push_back(false);
        }
        // Recorded text is sent as it was: a "{{" in it is not a placeholder.
        bool braces = e.path.find("{{") != std::string::npos || e.body.find("{{") != std::string::npos;
        for (const HeaderField& h : e.headers)
            braces = braces || h.value.find("{{") != std::string::npos;
        e.literal = braces;
        rec.status = response.value("status").toInt();
        rec.responseMime = mime;
        rec.responseText = content.value("text").toString().toStdString();
        const QJsonArray rh = response.value("headers").toArray();
        for (int h = 0; h < rh.size(); ++h) {
            const QJsonObject ho = rh.at(h).toObject();
            rec.responseHeaders.push_back({ho.value("name").toString().toStdString(), ho.value("value").toString().toStdString()});
        }
        const QDateTime started = QDateTime::fromString(entry.value("startedDateTime").toString(), Qt::ISODateWithMs);
        rec.startedMs = started.isValid() ? double(started.toMSecsSinceEpoch()) : -1;
        rec.timeMs = entry.value("time").toDouble();
        kept.push_back(std::move(rec));
    }
    return kept;
}

Error noHarEntries(const std::string& name, const ImportedRequests& out)
{
    std::string seen;
    for (const std::string& o : out.seenOrigins)
        seen += (seen.empty() ? "" : ", ") + o;
    if (out.read == 0 && out.staticAssets > 0)
        return Error(name, "every entry on " + out.origin + " is a static asset (--include-static keeps them)");
    if (out.badEntries > 0 && out.otherOrigin == 0 && out.staticAssets == 0)
        return Error(name, "no entry can be sent as the file describes it: " + out.firstBad
                               + (out.badEntries > 1 ? " (and " + std::to_string(out.badEntries - 1) + " more)" : std::string()));
    std::string badOnes;
    if (out.badEntries > 0)
        badOnes = "; " + std::to_string(out.badEntries) + " that cannot be sent, the first: " + out.firstBad;
    return Error(name, "no entry on " + (out.origin.empty() ? std::string("an http(s) origin") : out.origin)
                           + (seen.empty() ? std::string() : " (its entries are on " + seen + ")") + badOnes);
}

Result<ImportedRequests> parseHar(const std::string& text, const std::string& name, const HarImportOptions& options)
{
    ImportedRequests out;
    auto kept = readHarEntries(text, name, options, &out);
    if (!kept)
        return kept.error();
    for (HarRecorded& rec : *kept) {
        RequestEntry e = std::move(rec.request);
        if (!options.keepSecrets) {
            std::vector<HeaderField> headers;
            for (size_t h = 0; h < e.headers.size(); ++h) {
                if (rec.secret[h])
                    ++out.secretHeaders;
                else
                    headers.push_back(std::move(e.headers[h]));
            }
            e.headers = std::move(headers);
        }
        addImportedEntry(&out, std::move(e));
    }
    if (out.set.entries.empty())
        return noHarEntries(name, out);
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
