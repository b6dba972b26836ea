// libFuzzer target: HTTP/1.x response framing (core/engine/http1_parser).
//
// Input: byte 0 picks HEAD or not and a split step; the rest is what a
// server sent. The same bytes are fed once whole and once in pieces; framing
// must not depend on where reads split the stream, so both must agree on the
// outcome, the status, keep-alive, the body length and the bytes consumed.
// A disagreement or a consumed count past the input aborts.
#include "engine/http1/http1_parser.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {

struct Outcome {
    bw::Http1ResponseParser::Result result;
    size_t consumed;
    int status;
    bool keepAlive;
    uint64_t bodyBytes;
};

Outcome parse(bw::Http1ResponseParser& p, bool head, const uint8_t* data, size_t size, size_t step)
{
    p.reset(head);
    size_t pos = 0;
    auto r = bw::Http1ResponseParser::Result::NeedMore;
    while (pos < size && r == bw::Http1ResponseParser::Result::NeedMore) {
        size_t n = step == 0 ? size - pos : (step < size - pos ? step : size - pos);
        size_t used = 0;
        r = p.feed(reinterpret_cast<const char*>(data) + pos, n, &used);
        if (used > n)
            std::abort();   // consumed more than it was given
        if (r == bw::Http1ResponseParser::Result::NeedMore && used != n)
            std::abort();   // asked for more without taking what it had
        pos += used;
    }
    if (r == bw::Http1ResponseParser::Result::NeedMore)
        r = p.onEof();
    if (r == bw::Http1ResponseParser::Result::Error && p.error() == nullptr)
        std::abort();       // every refusal says why
    return {r, pos, p.status(), p.keepAlive(), p.bodyBytes()};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 1)
        return 0;
    const bool head = data[0] & 0x80;
    const size_t step = size_t(data[0] & 0x0f) + 1;   // 1..16 bytes per read
    ++data;
    --size;
    // The parser holds an 8 KiB line buffer: keep it off the stack like the engine does.
    static auto whole = std::make_unique<bw::Http1ResponseParser>();
    static auto pieces = std::make_unique<bw::Http1ResponseParser>();
    Outcome a = parse(*whole, head, data, size, 0);
    Outcome b = parse(*pieces, head, data, size, step);
    if (a.result != b.result)
        std::abort();
    if (a.result == bw::Http1ResponseParser::Result::Complete
        && (a.consumed != b.consumed || a.status != b.status || a.keepAlive != b.keepAlive || a.bodyBytes != b.bodyBytes))
        std::abort();
    if (a.result == bw::Http1ResponseParser::Result::Complete && (a.status < 100 || a.status > 999))
        std::abort();
    return 0;
}
