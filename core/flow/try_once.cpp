#include "try_once.h"

#include "engine/request/compiled_requests.h"
#include "engine/request/request_defaults.h"
#include "engine/request/request_drawer.h"
#include "engine/url.h"
#include "flow/cookie_jar.h"
#include "flow/response_capture.h"
#include "flow/step_outcome.h"

#include <curl/curl.h>

#include <chrono>

namespace bw {

namespace {

struct Exchange {
    ResponseCapture capture;
    std::string head;
};

size_t onBody(char* data, size_t size, size_t n, void* user)
{
    static_cast<Exchange*>(user)->capture.body(data, size * n);
    return size * n;
}

size_t onHeader(char* data, size_t size, size_t n, void* user)
{
    auto* x = static_cast<Exchange*>(user);
    std::string_view line(data, size * n);
    if (line.rfind("HTTP/", 0) == 0) {
        x->head.clear();   // a final response after an interim one
        x->capture.clearHeaders();
    }
    x->head.append(line);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
        line.remove_suffix(1);
    const size_t colon = line.find(':');
    if (colon != std::string_view::npos && colon > 0 && line.rfind("HTTP/", 0) != 0) {
        std::string_view value = line.substr(colon + 1);
        while (!value.empty() && (value.front() == ' ' || value.front() == '\t'))
            value.remove_prefix(1);
        x->capture.header(line.data(), colon, value.data(), value.size());
    }
    return size * n;
}

} // namespace

Result<TriedFlow> tryFlowOnce(const LoadConfig& config, int flowIndex)
{
    LoadConfig cfg = config;
    if (!cfg.mix.seedSet) {
        cfg.mix.seed = uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()) & kMaxRequestSeed;
        cfg.mix.seedSet = true;
    }
    auto compiled = compileRequestSet(cfg);
    if (!compiled)
        return compiled.error();
    const CompiledRequests& set = **compiled;
    if (flowIndex < 0 || flowIndex >= set.flowCount())
        return Error("flow", "there is no flow " + std::to_string(flowIndex + 1) + " (the set has " + std::to_string(set.flowCount()) + ")");
    auto url = parseUrl(cfg.url);
    if (!url)
        return url.error();
    const std::string origin = url->scheme + "://" + url->hostHeader();
    const CompiledFlow& flow = set.flow(flowIndex);

    ThreadDrawer drawer(set, 0, 1);
    std::vector<uint64_t> words(set.drawWords(), 0);
    std::vector<std::string> values(flow.variables.size());
    CookieJar jar;
    uint64_t have = 0;
    std::string scratch;
    TriedFlow out;
    out.passed = true;
    CURL* easy = curl_easy_init();
    if (!easy)
        return Error(std::string(), "libcurl could not start a transfer");
    for (const CompiledStep& st : flow.steps) {
        TriedStep t;
        t.name = st.name;
        if (st.needs & ~have) {
            for (size_t v = 0; v < flow.variables.size(); ++v)
                if ((st.needs >> v & 1) && !(have >> v & 1)) {
                    t.missing.push_back(flow.variables[v]);
                    t.failed.push_back("skipped: {{" + flow.variables[v] + "}} is missing");
                }
            out.passed = false;
            out.steps.push_back(std::move(t));
            continue;
        }
        const CompiledEntry& e = set.entry(st.entry);
        drawer.draw(st.entry, words.data());
        FlowValues fv{values.data(), flow.cookies && st.sendsCookie ? jar.header() : std::string_view()};
        t.request = set.render(e.http1, words.data(), set.bodyLength(st.entry, words.data(), &fv), &fv);
        const std::string target = set.render(e.target, words.data(), 0, &fv);
        const std::string body = set.render(e.body, words.data(), 0, &fv);
        curl_slist* headers = nullptr;
        bool typed = false;
        for (const CompiledEntry::Header& h : e.headers) {
            headers = curl_slist_append(headers, (h.name + ": " + set.render(h.value, words.data(), 0, &fv)).c_str());
            typed = typed || sameHeaderName(h.name, "content-type");
        }
        if (!fv.cookie.empty())
            headers = curl_slist_append(headers, ("Cookie: " + std::string(fv.cookie)).c_str());
        if (!typed)
            headers = curl_slist_append(headers, "Content-Type:");
        headers = curl_slist_append(headers, "Expect:");
        Exchange x;
        x.capture.begin(&st.headerNames, flow.cookies, true);
        curl_easy_reset(easy);
        curl_easy_setopt(easy, CURLOPT_URL, (origin + target).c_str());
        curl_easy_setopt(easy, CURLOPT_HTTPHEADER, headers);
        curl_easy_setopt(easy, CURLOPT_USERAGENT, e.added.userAgent ? kDefaultUserAgent : static_cast<const char*>(nullptr));
        if (e.added.contentLength) {
            curl_easy_setopt(easy, CURLOPT_POSTFIELDS, body.data());
            curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.size()));
        }
        if (e.head)
            curl_easy_setopt(easy, CURLOPT_NOBODY, 1L);
        else if (e.method != "GET" || !body.empty())
            curl_easy_setopt(easy, CURLOPT_CUSTOMREQUEST, e.method.c_str());
        curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, onBody);
        curl_easy_setopt(easy, CURLOPT_WRITEDATA, &x);
        curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, onHeader);
        curl_easy_setopt(easy, CURLOPT_HEADERDATA, &x);
        curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, long(cfg.timeoutSec * 1000));
        curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
        if (cfg.insecure) {
            curl_easy_setopt(easy, CURLOPT_SSL_VERIFYPEER, 0L);
            curl_easy_setopt(easy, CURLOPT_SSL_VERIFYHOST, 0L);
        }
        if (!cfg.proxy.empty())
            curl_easy_setopt(easy, CURLOPT_PROXY, cfg.proxy.c_str());
        char errorText[CURL_ERROR_SIZE] = {};
        curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, errorText);
        const auto start = std::chrono::steady_clock::now();
        const CURLcode rc = curl_easy_perform(easy);
        t.elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        curl_slist_free_all(headers);
        t.sent = true;
        uint64_t extracts = 0;
        for (const CompiledExtraction& ex : st.extract)
            extracts |= uint64_t(1) << ex.variable;
        if (rc != CURLE_OK) {
            t.error = errorText[0] ? errorText : curl_easy_strerror(rc);
            have &= ~extracts;
            out.passed = false;
            out.steps.push_back(std::move(t));
            if (flow.onFailure == OnFailure::Restart)
                break;
            continue;
        }
        long status = 0;
        curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
        t.status = int(status);
        t.responseHead = x.head;
        if (flow.cookies) {
            std::string_view v;
            for (size_t n = 0; x.capture.headerValue("set-cookie", n, &v); ++n)
                jar.take(v);
        }
        const StepOutcome o = evaluateStep(flow, st, t.status, x.capture, values.data(), drawer.random(), &scratch);
        have = (have & ~extracts) | o.gave;
        for (size_t i = 0; i < st.failureNames.size(); ++i)
            if (o.failed >> i & 1)
                t.failed.push_back(st.failureNames[i]);
        for (const CompiledExtraction& ex : st.extract)
            if (o.gave >> ex.variable & 1)
                t.extracted.push_back({flow.variables[size_t(ex.variable)], values[size_t(ex.variable)]});
        const bool bad = o.failed != 0 || t.status < 200 || t.status >= 400;
        out.passed = out.passed && !bad;
        out.steps.push_back(std::move(t));
        if (o.failed && flow.onFailure == OnFailure::Restart)
            break;
    }
    curl_easy_cleanup(easy);
    return out;
}

} // namespace bw
