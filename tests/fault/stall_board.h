#pragma once
// The fault server's shared stall: requests to /stall?id=X&at=K&ms=M are
// counted per id; the K-th one starts a stall of M ms during which every
// /stall request of that id waits before answering (the K-th one stops in
// the middle of its body). Afterwards the server answers normally again.
// Any connection thread may call it.
#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

namespace bwfault {

class StallBoard {
public:
    using Clock = std::chrono::steady_clock;

    struct Ticket {
        bool trigger = false;            // this request started the stall
        Clock::time_point until;         // wait until then before (the rest of) the answer
    };

    // Counts a request of `id`; says whether and until when it must wait.
    Ticket arrive(const std::string& id, int64_t at, int64_t stallMs);

private:
    struct State {
        int64_t count = 0;
        bool triggered = false;
        Clock::time_point until{};
    };
    std::mutex mutex_;
    std::map<std::string, State> states_;
};

} // namespace bwfault
