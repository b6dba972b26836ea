#include "h2_request.h"

#include "engine/request/request_defaults.h"
#include "util/ascii_lower.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace bw {

namespace {

// Connection-specific fields that RFC 9113 8.2.2 forbids in HTTP/2 (a server
// must treat them as malformed); Host becomes :authority.
bool forbidden(const std::string& lowerName)
{
    return lowerName == "connection" || lowerName == "keep-alive" || lowerName == "proxy-connection"
           || lowerName == "transfer-encoding" || lowerName == "upgrade" || lowerName == "host";
}

} // namespace

H2Request::H2Request(const LoadConfig& cfg, const Url& url) : body_(cfg.body), head_(cfg.method == "HEAD")
{
    std::string authority = url.hostHeader();
    for (const auto& h : cfg.headers)
        if (sameHeaderName(h.name, "host"))
            authority = h.value;
    const DefaultHeaders defaults = defaultHeaders(cfg.method, cfg.headers, !cfg.body.empty());
    // storage_ is filled completely before nv_ points into it (no reallocation after).
    storage_.reserve(cfg.headers.size() + 8);
    add(":method", cfg.method);
    add(":scheme", url.scheme);
    add(":authority", authority);
    add(":path", url.target);
    if (defaults.userAgent)
        add("user-agent", kDefaultUserAgent);
    if (defaults.accept)
        add("accept", kDefaultAccept);
    for (const auto& h : cfg.headers) {
        std::string n = asciiLower(h.name);
        if (!forbidden(n) && !removesDefaultHeader(h))
            add(n, h.value);
    }
    if (defaults.contentLength)
        add("content-length", std::to_string(cfg.body.size()));

    nv_.reserve(storage_.size());
    for (auto& [name, value] : storage_) {
        nghttp2_nv nv{};
        nv.name = reinterpret_cast<uint8_t*>(name.data());
        nv.namelen = name.size();
        nv.value = reinterpret_cast<uint8_t*>(value.data());
        nv.valuelen = value.size();
        // The strings outlive every session: nghttp2 need not copy them.
        nv.flags = NGHTTP2_NV_FLAG_NO_COPY_NAME | NGHTTP2_NV_FLAG_NO_COPY_VALUE;
        nv_.push_back(nv);
    }
}

void H2Request::add(std::string name, std::string value)
{
    storage_.emplace_back(std::move(name), std::move(value));
}

size_t H2Request::headerBytes() const
{
    size_t n = 0;
    for (const auto& nv : nv_)
        n += nv.namelen + nv.valuelen;
    return n;
}

H2SetRequests::H2SetRequests(const CompiledRequests& set, const std::string& scheme) : set_(set)
{
    size_t most = 0;
    entries_.resize(size_t(set.entryCount()));
    for (int i = 0; i < set.entryCount(); ++i) {
        const CompiledEntry& e = set.entry(i);
        Entry& out = entries_[size_t(i)];
        auto add = [&](std::string name, const TextTemplate& value) {
            Field f;
            f.name = std::move(name);
            if (value.fixed())
                f.literal = value.text;
            else
                f.value = &value;
            out.fields.push_back(std::move(f));
        };
        TextTemplate method, schemeText, authority, userAgent, accept;
        method.appendLiteral(e.method);
        schemeText.appendLiteral(scheme);
        authority.appendLiteral(e.authority);
        const TextTemplate* authorityValue = &authority;
        for (const CompiledEntry::Header& h : e.headers)
            if (sameHeaderName(h.name, "host"))
                authorityValue = &h.value;
        // Templates that live in this object are literal: copied into the field.
        add(":method", method);
        add(":scheme", schemeText);
        add(":authority", *authorityValue);
        add(":path", e.target);
        if (e.added.userAgent) {
            userAgent.appendLiteral(kDefaultUserAgent);
            add("user-agent", userAgent);
        }
        if (e.added.accept) {
            accept.appendLiteral(kDefaultAccept);
            add("accept", accept);
        }
        for (const CompiledEntry::Header& h : e.headers) {
            const std::string n = asciiLower(h.name);
            if (!forbidden(n))
                add(n, h.value);
        }
        if (e.added.contentLength) {
            // a fixed body's length is known now; a templated one's per send
            const bool fixed = e.body.fixed();
            out.fields.push_back(Field{"content-length", fixed ? std::to_string(e.body.text.size()) : std::string(), nullptr, !fixed});
        }
        out.bodyFixed = e.body.fixed();
        if (e.flow >= 0) {
            const CompiledFlow& flow = set.flow(e.flow);
            out.cookie = flow.cookies && flow.steps[size_t(e.step)].sendsCookie;
        }
        for (const Field& f : out.fields) {
            nghttp2_nv nv{};
            nv.name = reinterpret_cast<uint8_t*>(const_cast<char*>(f.name.data()));
            nv.namelen = f.name.size();
            nv.value = reinterpret_cast<uint8_t*>(const_cast<char*>(f.literal.data()));
            nv.valuelen = f.literal.size();
            nv.flags = NGHTTP2_NV_FLAG_NO_COPY_NAME | NGHTTP2_NV_FLAG_NO_COPY_VALUE;
            out.nv.push_back(nv);
        }
        most = std::max(most, out.nv.size() + 1);   // room for a flow user's cookie
    }
    nvScratch_.reserve(most);
    size_t longest = 0, body = 0;
    for (int i = 0; i < set.entryCount(); ++i) {
        size_t values = 0;
        for (const Field& f : entries_[size_t(i)].fields)
            values += f.value ? set.maxLength(*f.value) : 24;
        longest = std::max(longest, values);
        body = std::max(body, set.maxLength(set.entry(i).body));
    }
    valueScratch_.resize(longest);
    bodyScratch_.resize(body);
}

H2Send H2SetRequests::prepare(int entry, const uint64_t* words, const FlowValues* flow)
{
    const Entry& e = entries_[size_t(entry)];
    const CompiledEntry& ce = set_.entry(entry);
    H2Send send;
    size_t bodyBytes = 0;
    if (e.bodyFixed) {
        send.body = ce.body.text;
        bodyBytes = ce.body.text.size();
    } else {
        bodyBytes = size_t(set_.write(ce.body, words, 0, bodyScratch_.data(), flow) - bodyScratch_.data());
        send.body = std::string_view(bodyScratch_.data(), bodyBytes);
        send.copyBody = true;
    }
    nvScratch_.assign(e.nv.begin(), e.nv.end());
    char* out = valueScratch_.data();
    for (size_t i = 0; i < e.fields.size(); ++i) {
        const Field& f = e.fields[i];
        if (!f.value && !f.bodyLength)
            continue;
        char* end = f.bodyLength ? std::to_chars(out, out + 24, uint64_t(bodyBytes)).ptr : set_.write(*f.value, words, bodyBytes, out, flow);
        nghttp2_nv& nv = nvScratch_[i];
        nv.value = reinterpret_cast<uint8_t*>(out);
        nv.valuelen = size_t(end - out);
        nv.flags = NGHTTP2_NV_FLAG_NO_COPY_NAME;   // nghttp2 copies the value at submit
        out = end;
    }
    if (e.cookie && flow && !flow->cookie.empty()) {
        nghttp2_nv nv{};
        nv.name = reinterpret_cast<uint8_t*>(cookieName_.data());
        nv.namelen = cookieName_.size();
        nv.value = reinterpret_cast<uint8_t*>(const_cast<char*>(flow->cookie.data()));
        nv.valuelen = flow->cookie.size();
        nv.flags = NGHTTP2_NV_FLAG_NO_COPY_NAME;   // nghttp2 copies the value at submit
        nvScratch_.push_back(nv);
    }
    send.fields = nvScratch_.data();
    send.fieldCount = nvScratch_.size();
    return send;
}

} // namespace bw
