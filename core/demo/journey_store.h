#pragma once
// The demo target's journey sessions (docs/demo-target.md, "Journeys"): a
// login issues a token; each session remembers the ids it was last listed
// and its cart, so the routes can refuse a token they never issued (401) and
// an id they did not list to that session (404). A fixed table of
// kSessions slots, reused round-robin: memory stays bounded however many
// logins a long run makes (a token whose slot was reused answers 401, as an
// expired session does). Thread-safe (striped locks); every worker thread
// shares the one store.
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace bw::demo {

class JourneyStore {
public:
    static constexpr uint32_t kSessions = 1 << 16;
    static constexpr int kListed = 10;          // ids per listing

    JourneyStore();

    // A new session: its token (32 lower-case hex digits).
    std::string login();
    // The session of a token, or nullopt (never issued, or expired).
    std::optional<uint32_t> session(std::string_view token) const;
    // Lists kListed ids of documents 1..documents to the session (they
    // replace its last listing) and returns them.
    std::array<int64_t, kListed> list(uint32_t session, int64_t documents);
    // Whether `id` is among the session's last listing.
    bool listed(uint32_t session, int64_t id) const;
    // Adds a listed id to the cart; the cart's size after.
    int addToCart(uint32_t session, int64_t id);
    // Empties the cart: how many items it held (0: nothing to check out).
    int checkout(uint32_t session);

private:
    struct Session {
        uint64_t generation = 0;        // 0: never issued
        uint64_t secret = 0;
        uint64_t listSeed = 0;
        std::array<int64_t, kListed> listed{};
        int cart = 0;
    };
    std::mutex& lockOf(uint32_t slot) const { return locks_[slot % kStripes]; }

    static constexpr uint32_t kStripes = 64;
    std::unique_ptr<Session[]> sessions_;
    mutable std::array<std::mutex, kStripes> locks_;
    std::atomic<uint64_t> next_{0};
    std::atomic<uint64_t> seed_;
};

} // namespace bw::demo
