#include "curl_set_requests.h"

#include "engine/request/request_defaults.h"

#include <algorithm>
#include <string_view>

namespace bw {

std::string curlHeaderLine(const std::string& name, const std::string& value)
{
    if (removesDefaultHeader({name, value}))
        return name + ":";
    if (value.find_first_not_of(" \t") == std::string::npos)
        return name + ";";
    return name + ": " + value;
}

CurlSetRequests::SlotBuffers::~SlotBuffers()
{
    if (headers)
        curl_slist_free_all(headers);
}

CurlSetRequests::CurlSetRequests(const CompiledRequests& set, std::string origin) : set_(set), origin_(std::move(origin))
{
    entries_.resize(size_t(set.entryCount()));
    for (int i = 0; i < set.entryCount(); ++i) {
        const CompiledEntry& e = set.entry(i);
        Entry& out = entries_[size_t(i)];
        out.templatedHeaders = std::any_of(e.headers.begin(), e.headers.end(),
                                           [](const CompiledEntry::Header& h) { return !h.value.fixed(); });
        if (e.flow >= 0) {
            const CompiledFlow& flow = set.flow(e.flow);
            out.cookie = flow.cookies && flow.steps[size_t(e.step)].sendsCookie;
            out.templatedHeaders = out.templatedHeaders || out.cookie;
        }
        if (!out.templatedHeaders)
            out.headers = headerList(e, nullptr);
        if (e.target.fixed())
            out.url = origin_ + e.target.text;
    }
}

CurlSetRequests::~CurlSetRequests()
{
    for (Entry& e : entries_)
        if (e.headers)
            curl_slist_free_all(e.headers);
}

curl_slist* CurlSetRequests::headerList(const CompiledEntry& e, const uint64_t* words, const FlowValues* flow, bool cookie) const
{
    curl_slist* list = nullptr;
    bool typed = false, accept = false;
    for (const CompiledEntry::Header& h : e.headers) {
        const std::string value = h.value.fixed() ? h.value.text : set_.render(h.value, words, 0, flow);
        list = curl_slist_append(list, curlHeaderLine(h.name, value).c_str());
        typed = typed || sameHeaderName(h.name, "content-type");
        accept = accept || sameHeaderName(h.name, "accept");
    }
    if (cookie && flow && !flow->cookie.empty())
        list = curl_slist_append(list, ("Cookie: " + std::string(flow->cookie)).c_str());
    if (!typed)
        list = curl_slist_append(list, "Content-Type:");   // not application/x-www-form-urlencoded
    if (!e.added.accept && !accept)
        list = curl_slist_append(list, "Accept:");         // turned off ("Accept:" given empty): not libcurl's */* either
    return curl_slist_append(list, "Expect:");             // never wait for 100-continue
}

void CurlSetRequests::reserve(SlotBuffers& b) const
{
    size_t url = 0, body = 0;
    for (int i = 0; i < set_.entryCount(); ++i) {
        url = std::max(url, origin_.size() + set_.maxLength(set_.entry(i).target));
        body = std::max(body, set_.maxLength(set_.entry(i).body));
    }
    b.url.reserve(url + 1);
    b.body.reserve(body);
}

int64_t CurlSetRequests::aim(CURL* easy, CURLU* url, int entry, const uint64_t* words, SlotBuffers& b, const FlowValues* flow) const
{
    const CompiledEntry& e = set_.entry(entry);
    const Entry& ce = entries_[size_t(entry)];
    const std::string* target = &ce.url;
    if (!e.target.fixed()) {
        b.url.assign(origin_);
        b.url.resize(origin_.size() + set_.maxLength(e.target));
        b.url.resize(size_t(set_.write(e.target, words, 0, b.url.data() + origin_.size(), flow) - b.url.data()));
        target = &b.url;
    }
    if (curl_url_set(url, CURLUPART_URL, target->c_str(), 0) != CURLUE_OK)
        return -1;
    std::string_view body = e.body.text;
    if (!e.body.fixed()) {
        b.body.resize(set_.maxLength(e.body));
        b.body.resize(size_t(set_.write(e.body, words, 0, b.body.data(), flow) - b.body.data()));
        body = b.body;
    }
    // From a plain GET (no body, NOBODY off) to this entry's method.
    curl_easy_setopt(easy, CURLOPT_HTTPGET, 1L);
    curl_easy_setopt(easy, CURLOPT_CUSTOMREQUEST, static_cast<char*>(nullptr));
    if (e.added.contentLength) {
        curl_easy_setopt(easy, CURLOPT_POSTFIELDS, body.data());
        curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.size()));
    }
    if (e.head)
        curl_easy_setopt(easy, CURLOPT_NOBODY, 1L);
    else if (e.method != "GET" || !body.empty())
        curl_easy_setopt(easy, CURLOPT_CUSTOMREQUEST, e.method.c_str());
    curl_easy_setopt(easy, CURLOPT_USERAGENT, e.added.userAgent ? kDefaultUserAgent : static_cast<const char*>(nullptr));
    if (ce.templatedHeaders) {
        if (b.headers)
            curl_slist_free_all(b.headers);
        b.headers = headerList(e, words, flow, ce.cookie);
        curl_easy_setopt(easy, CURLOPT_HTTPHEADER, b.headers);
    } else {
        curl_easy_setopt(easy, CURLOPT_HTTPHEADER, ce.headers);
    }
    return e.added.contentLength ? int64_t(body.size()) : 0;
}

} // namespace bw
