#pragma once
// One connection of the native HTTP/1.1 engine: its socket, where it is in
// its request, its deadlines and its response parser. Owned by one worker
// thread; nothing in it is shared.
#include "engine/http1_parser.h"

#include <cstddef>
#include <cstdint>

namespace bw {

enum class NativeConnState { Closed, Backoff, Connecting, Idle, Writing, Reading };

struct NativeConn {
    int fd = -1;
    int vu = 0;
    NativeConnState state = NativeConnState::Closed;
    size_t written = 0;
    uint64_t sendNs = 0;        // request went out (first byte written)
    uint64_t intendedNs = 0;    // open model: intended send time
    uint64_t deadlineNs = 0;    // connect or response deadline
    uint64_t retryAtNs = 0;     // backoff end
    uint64_t backoffNs = 0;
    uint64_t bytesIn = 0;
    uint32_t responsesOnSocket = 0;
    bool retried = false;       // this request was re-sent once on a fresh socket
    bool inIdleList = false;
    Http1ResponseParser parser;
};

} // namespace bw
