// The cheapest libcurl multi client we know how to write, as a reference for
// benchwork's curl path in bench/engine-vs-wrk.sh: CONNECTIONS easy handles on
// one thread, options set once, the URL pre-parsed (CURLU), driven by
// curl_multi_perform + curl_multi_poll, each finished handle removed and
// re-added at once. No statistics beyond a count. Prints the two lines the
// bench script parses, in wrk's words.
//   libcurl_floor URL CONNECTIONS SECONDS
#include <curl/curl.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

size_t discard(char*, size_t size, size_t n, void*) { return size * n; }

} // namespace

int main(int argc, char** argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: libcurl_floor URL CONNECTIONS SECONDS\n");
        return 2;
    }
    const char* url = argv[1];
    int connections = std::atoi(argv[2]);
    double seconds = std::atof(argv[3]);
    if (connections < 1 || connections > 10000 || !(seconds > 0 && seconds <= 600)) {
        std::fprintf(stderr, "libcurl_floor: CONNECTIONS must be 1..10000 and SECONDS 0..600\n");
        return 2;
    }
    curl_global_init(CURL_GLOBAL_DEFAULT);
    CURLM* multi = curl_multi_init();
    curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, long(connections));
    CURLU* parsed = curl_url();
    if (curl_url_set(parsed, CURLUPART_URL, url, 0) != CURLUE_OK) {
        std::fprintf(stderr, "libcurl_floor: cannot parse %s\n", url);
        return 2;
    }
    std::vector<CURL*> handles;
    for (int i = 0; i < connections; ++i) {
        CURL* e = curl_easy_init();
        curl_easy_setopt(e, CURLOPT_CURLU, parsed);
        curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(e, CURLOPT_PROXY, "");
        curl_easy_setopt(e, CURLOPT_NOPROXY, "*");
        curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, discard);
        curl_easy_setopt(e, CURLOPT_HTTP_VERSION, long(CURL_HTTP_VERSION_1_1));
        curl_multi_add_handle(multi, e);
        handles.push_back(e);
    }
    using Clock = std::chrono::steady_clock;
    const auto end = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    long done = 0, failed = 0;
    int running = 0;
    while (Clock::now() < end) {
        curl_multi_perform(multi, &running);
        int left = 0;
        while (CURLMsg* m = curl_multi_info_read(multi, &left)) {
            if (m->msg != CURLMSG_DONE)
                continue;
            (m->data.result == CURLE_OK ? done : failed) += 1;
            CURL* e = m->easy_handle;
            curl_multi_remove_handle(multi, e);
            curl_multi_add_handle(multi, e);
        }
        curl_multi_poll(multi, nullptr, 0, 10, nullptr);
    }
    for (CURL* e : handles) {
        curl_multi_remove_handle(multi, e);
        curl_easy_cleanup(e);
    }
    curl_multi_cleanup(multi);
    curl_url_cleanup(parsed);
    std::printf("  %ld requests in %.2fs, %ld failed\n", done, seconds, failed);
    std::printf("Requests/sec: %.2f\n", double(done) / seconds);
    return done > 0 ? 0 : 1;
}
