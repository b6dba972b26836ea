#include "har_post_data.h"

#include "mix/web_encoding.h"
#include "util/ascii_lower.h"

#include <QJsonArray>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <string_view>
#include <vector>

namespace bw {

namespace {

std::string trimmed(const std::string& s)
{
    const size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

struct Param {
    std::string name, value, fileName, contentType;
    bool file = false;
};

// A quoted-string of a Content-Disposition, as browsers write it (WHATWG
// multipart/form-data encoding): '"', CR and LF percent-encoded.
std::string dispositionText(const std::string& s)
{
    std::string out;
    for (char c : s) {
        if (c == '"')
            out += "%22";
        else if (c == '\r')
            out += "%0D";
        else if (c == '\n')
            out += "%0A";
        else
            out += c;
    }
    return out;
}

// A boundary that none of the parts holds: "benchwork" and 16 hex digits
// of a hash of the parts, so the same form gets the same boundary (and
// identical requests still merge).
std::string pickBoundary(const std::vector<Param>& params)
{
    uint64_t h = 1469598103934665603ull;   // FNV-1a
    auto mix = [&](const std::string& s) {
        for (unsigned char c : s)
            h = (h ^ c) * 1099511628211ull;
        h = (h ^ 0xff) * 1099511628211ull;
    };
    for (const Param& p : params) {
        mix(p.name);
        mix(p.value);
        mix(p.fileName);
    }
    for (;;) {
        char b[32];
        std::snprintf(b, sizeof b, "benchwork%016llx", static_cast<unsigned long long>(h));
        const std::string boundary = b;
        const bool clash = std::any_of(params.begin(), params.end(), [&](const Param& p) {
            return p.value.find(boundary) != std::string::npos || p.name.find(boundary) != std::string::npos;
        });
        if (!clash)
            return boundary;
        h = (h ^ 0x5bd1e995) * 1099511628211ull;
    }
}

std::string multipartBody(const std::vector<Param>& params, const std::string& boundary)
{
    std::string out;
    for (const Param& p : params) {
        out += "--" + boundary + "\r\n";
        out += "Content-Disposition: form-data; name=\"" + dispositionText(p.name) + "\"";
        if (p.file)
            out += "; filename=\"" + dispositionText(p.fileName) + "\"";
        out += "\r\n";
        if (!p.contentType.empty())
            out += "Content-Type: " + p.contentType + "\r\n";
        out += "\r\n" + p.value + "\r\n";
    }
    return out + "--" + boundary + "--\r\n";
}

std::string urlencodedBody(const std::vector<Param>& params)
{
    std::string out;
    for (const Param& p : params)
        out += (out.empty() ? "" : "&") + formEncode(p.name) + "=" + formEncode(p.value);
    return out;
}

} // namespace

std::string contentTypeParameter(const std::string& contentType, const std::string& name)
{
    size_t at = contentType.find(';');
    while (at != std::string::npos) {
        const size_t next = contentType.find(';', at + 1);
        const std::string item = contentType.substr(at + 1, next == std::string::npos ? std::string::npos : next - at - 1);
        const size_t eq = item.find('=');
        if (eq != std::string::npos && asciiLower(trimmed(item.substr(0, eq))) == name) {
            std::string v = trimmed(item.substr(eq + 1));
            if (v.size() >= 2 && v.front() == '"' && v.back() == '"')
                v = v.substr(1, v.size() - 2);
            return v;
        }
        at = next;
    }
    return {};
}

bool harBody(const QJsonObject& postData, const std::string& headerType, HarBody* out, std::string* why)
{
    *out = HarBody{};
    const std::string text = postData.value("text").toString().toStdString();
    const QJsonArray params = postData.value("params").toArray();
    const std::string mime = postData.value("mimeType").toString().toStdString();
    out->contentType = headerType.empty() ? mime : headerType;
    if (!text.empty() || params.isEmpty()) {
        out->body = text;
        out->paramsIgnored = !params.isEmpty();
        return true;
    }
    std::vector<Param> list;
    const bool multipart = asciiLower(out->contentType).find("multipart/form-data") != std::string::npos;
    for (int i = 0; i < params.size(); ++i) {
        const QJsonObject o = params.at(i).toObject();
        Param p;
        p.name = o.value("name").toString().toStdString();
        p.value = o.value("value").toString().toStdString();
        p.fileName = o.value("fileName").toString().toStdString();
        p.contentType = o.value("contentType").toString().toStdString();
        p.file = o.contains("fileName");
        if (multipart && (p.file || !p.contentType.empty()) && asciiLower(p.value.substr(0, 5)) == "data:") {
            std::string reason;
            auto data = decodeDataUrl(p.value, &reason);
            if (!data) {
                *why = "params[" + std::to_string(i) + "]: " + reason;
                return false;
            }
            p.value = std::move(data->bytes);
            if (p.contentType.empty())
                p.contentType = data->mediaType;
        }
        if (multipart && p.file && p.contentType.empty())
            p.contentType = "application/octet-stream";   // what browsers send for a file of no known type
        list.push_back(std::move(p));
    }
    if (!multipart) {
        out->body = urlencodedBody(list);
        if (out->contentType.empty())
            out->contentType = "application/x-www-form-urlencoded";
        return true;
    }
    // The boundary the server will read: the sent Content-Type's, else postData's, else one picked.
    std::string boundary = contentTypeParameter(out->contentType, "boundary");
    if (boundary.empty())
        boundary = contentTypeParameter(mime, "boundary");
    if (boundary.empty()) {
        boundary = pickBoundary(list);
        out->boundaryAdded = true;
    }
    if (contentTypeParameter(out->contentType, "boundary").empty()) {
        const bool token = std::all_of(boundary.begin(), boundary.end(), [](unsigned char c) {
            return std::isalnum(c) || std::string_view("'+_-.").find(char(c)) != std::string_view::npos;
        });
        out->contentType += "; boundary=" + (token ? boundary : "\"" + boundary + "\"");
    }
    out->body = multipartBody(list, boundary);
    return true;
}

} // namespace bw
