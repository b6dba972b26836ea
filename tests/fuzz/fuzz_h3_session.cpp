// libFuzzer target: arbitrary bytes as the server's side of an HTTP/3
// connection, fed to the client session (core/engine/http3/h3_session) on
// the streams a server writes to: its control stream, its QPACK encoder
// stream and the request streams' responses, in chunks, with FINs and
// resets, while the session opens, cancels and ends streams. nghttp3 does
// the framing; what is fuzzed is ours: the status parsing, the stream
// slots and their index by id, GOAWAY, resets and retries, flow-control
// credit. Checked beyond "no crash": every stream submitted ends exactly
// once (response, failure, retry, or cancelled by us).
#include "engine/http3/h3_request.h"
#include "engine/http3/h3_session.h"
#include "engine/url.h"

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {

struct Counter final : bw::H3Listener, bw::H3StreamControl {
    uint64_t ends = 0;
    void onH3Response(bw::H3Stream& s) override
    {
        if (s.status < 0 || s.status > 999)
            std::abort();
        ++ends;
    }
    void onH3Failed(bw::H3Stream&, bw::ErrorClass cls, const char* why) override
    {
        if (!why || int(cls) < 0)
            std::abort();
        ++ends;
    }
    void onH3Retry(bw::H3Stream&) override { ++ends; }
    void stopSending(int64_t, uint64_t) override {}
    void resetStream(int64_t, uint64_t) override {}
    void abandon(int64_t, uint64_t) override {}
    void consumed(int64_t, size_t) override {}
};

const bw::H3Request& request(bool post)
{
    static std::unique_ptr<bw::H3Request> get, withBody;
    auto& r = post ? withBody : get;
    if (!r) {
        bw::LoadConfig c;
        c.url = "https://127.0.0.1:8443/json";
        if (post) {
            c.method = "POST";
            c.body = std::string(3000, 'p');
        }
        r = std::make_unique<bw::H3Request>(c, *bw::parseUrl(c.url));
    }
    return *r;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 2)
        return 0;
    // Two bytes of options, then records of the server's stream data:
    //   [0] streams 1..8 (bits 0-2), POST (bit 3)
    //   [1] cancel the first open stream after record i if bit i % 8 is set
    // record: a byte (bits 0-2: which stream: 0 control (3), 1 QPACK encoder
    // (7), 2-7 request stream 0, 4, ... 20; bit 3: FIN; bit 4: RESET_STREAM
    // instead, its code H3_INTERNAL_ERROR or (bit 5) H3_REQUEST_REJECTED;
    // bit 6: QUIC closes the stream after), a length byte, that many bytes.
    const uint8_t mode = data[0];
    const uint8_t cancelMask = data[1];
    data += 2;
    size -= 2;
    const uint32_t streams = 1 + (mode & 7);
    Counter counter;
    uint64_t submitted = 0, cancelled = 0;
    {
        bw::H3Session s(request(mode & 8), counter, counter);
        if (!s.ok() || !s.bind(2, 6, 10))
            std::abort();
        int64_t nextId = 0;
        size_t pos = 0;
        for (unsigned record = 0;; ++record) {
            while (s.liveStreams() < streams && submitted < 64 && !s.goawayReceived()) {
                if (!s.submit(nextId, int(submitted)))
                    break;
                nextId += 4;
                ++submitted;
            }
            // "write" everything pending, as QUIC would take it
            int64_t id = -1;
            int fin = 0;
            nghttp3_vec vec[16];
            for (int guard = 0; guard < 256; ++guard) {
                const int64_t n = s.nextData(&id, &fin, vec, 16);
                if (n < 0 || id < 0)
                    break;
                size_t total = 0;
                for (int64_t i = 0; i < n; ++i)
                    total += vec[i].len;
                if (!s.wrote(id, total))
                    break;
            }
            if (cancelMask & (1u << (record % 8))) {
                for (int tag = 0; tag < int(submitted); ++tag)
                    if (bw::H3Stream* st = s.find(tag)) {
                        s.cancel(*st);
                        ++cancelled;
                        break;
                    }
            }
            if (pos + 2 > size || !s.error().empty())
                break;
            const uint8_t what = data[pos];
            const size_t len = std::min<size_t>(data[pos + 1], size - pos - 2);
            const uint8_t* bytes = data + pos + 2;
            pos += 2 + len;
            const int which = what & 7;
            const int64_t stream = which == 0 ? 3 : which == 1 ? 7 : int64_t(which - 2) * 4;
            if ((what & 0x10) && which >= 2) {
                if (!s.streamReset(stream, (what & 0x20) ? NGHTTP3_H3_REQUEST_REJECTED : NGHTTP3_H3_INTERNAL_ERROR))
                    break;
            } else if (s.receive(stream, bytes, len, (what & 0x08) != 0, record) < 0) {
                break;
            }
            if ((what & 0x40) && which >= 2 && !s.streamClosed(stream, NGHTTP3_H3_NO_ERROR))
                break;
        }
        s.closeAll(bw::ErrorClass::Receive, "fuzz: connection closed");
        if (s.liveStreams() != 0)
            std::abort();
    }
    if (counter.ends + cancelled != submitted)
        std::abort();
    return 0;
}
