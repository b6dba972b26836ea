#include "stall_board.h"

namespace bwfault {

StallBoard::Ticket StallBoard::arrive(const std::string& id, int64_t at, int64_t stallMs)
{
    std::lock_guard<std::mutex> lk(mutex_);
    State& s = states_[id];
    ++s.count;
    Ticket t;
    Clock::time_point now = Clock::now();
    if (!s.triggered && s.count >= at) {
        s.triggered = true;
        s.until = now + std::chrono::milliseconds(stallMs);
        t.trigger = true;
    }
    t.until = s.triggered && now < s.until ? s.until : now;
    return t;
}

} // namespace bwfault
