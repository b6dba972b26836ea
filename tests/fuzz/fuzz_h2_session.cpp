// libFuzzer target: arbitrary bytes as a server's side of an HTTP/2
// connection, fed to the client session (core/engine/h2_session) in chunks
// while it opens, cancels and ends streams. nghttp2 does the framing; what
// is fuzzed is ours: the status parsing, the stream slots, GOAWAY and reset
// handling, output buffering. Checked beyond "no crash": every stream
// submitted ends exactly once (response, failure, retry, or cancelled by
// us), and never more are open than asked for.
#include "engine/http2/h2_request.h"
#include "engine/http2/h2_session.h"
#include "engine/url.h"

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {

struct Counter : bw::H2Listener {
    uint64_t ends = 0;
    void onH2Response(bw::H2Stream& s) override
    {
        if (s.status < 0 || s.status > 999)
            std::abort();
        ++ends;
    }
    void onH2Failed(bw::H2Stream&, bw::ErrorClass cls, const char* why) override
    {
        if (!why || int(cls) < 0)
            std::abort();
        ++ends;
    }
    void onH2Retry(bw::H2Stream&) override { ++ends; }
};

const bw::H2Request& request(bool post)
{
    static std::unique_ptr<bw::H2Request> get, withBody;
    auto& r = post ? withBody : get;
    if (!r) {
        bw::LoadConfig c;
        c.url = "http://127.0.0.1:8080/json";
        if (post) {
            c.method = "POST";
            c.body = std::string(40000, 'p');   // more than the default 65535-byte window if many streams
        }
        r = std::make_unique<bw::H2Request>(c, *bw::parseUrl(c.url));
    }
    return *r;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 3)
        return 0;
    // Three bytes of options, then the server's bytes as they came:
    //   [0] streams 1..8 (bits 0-2), POST (bit 3), a 16 KiB window (bit 4)
    //   [1] read size: 1..255 bytes, 0 = all at once
    //   [2] after read i, cancel the first open stream if bit i % 8 is set
    uint8_t mode = data[0];
    size_t readSize = data[1] ? data[1] : size;
    uint8_t cancelMask = data[2];
    data += 3;
    size -= 3;
    bw::H2Options opt;
    opt.maxStreams = 1 + (mode & 7);
    opt.windowBytes = (mode & 16) ? 16384 : 0;
    Counter counter;
    uint64_t submitted = 0, cancelled = 0;
    {
        bw::H2Session s(request(mode & 8), counter, opt);
        if (!s.ok())
            std::abort();
        size_t pos = 0;
        for (unsigned read = 0;; ++read) {
            while (s.canSubmit() && submitted < 64) {
                if (!s.submit())
                    break;
                ++submitted;
            }
            if (s.openStreams() > opt.maxStreams)
                std::abort();
            // "write" everything pending
            for (std::string_view out = s.output(); !out.empty(); out = s.output())
                s.consume(out.size());
            if (cancelMask & (1u << (read % 8))) {
                for (bw::H2Stream& st : s.streams())
                    if (st.id != 0 && !st.ended) {
                        s.cancel(st);
                        ++cancelled;
                        break;
                    }
            }
            if (pos >= size || s.finished())
                break;
            size_t len = std::min(readSize, size - pos);
            if (!s.receive(data + pos, len))
                break;
            pos += len;
        }
        s.closeAll(bw::ErrorClass::Receive, "fuzz: connection closed");
        if (s.openStreams() != 0)
            std::abort();
    }
    if (counter.ends + cancelled != submitted)
        std::abort();
    return 0;
}
