#include "journey_store.h"

#include <chrono>
#include <cstdio>

namespace bw::demo {

namespace {

uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

bool parseHex64(std::string_view s, uint64_t* out)
{
    if (s.size() != 16)
        return false;
    uint64_t v = 0;
    for (char c : s) {
        const int h = hexValue(c);
        if (h < 0)
            return false;
        v = v * 16 + uint64_t(h);
    }
    *out = v;
    return true;
}

} // namespace

JourneyStore::JourneyStore()
    : sessions_(new Session[kSessions]),
      seed_(uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()) | 1)
{
}

// The token: 16 hex digits of (generation << 16 | slot), then 16 of a secret.
std::string JourneyStore::login()
{
    const uint64_t n = next_.fetch_add(1, std::memory_order_relaxed);
    const uint32_t slot = uint32_t(n % kSessions);
    const uint64_t generation = n / kSessions + 1;
    const uint64_t secret = mix64(seed_.fetch_add(0x9e3779b97f4a7c15ull, std::memory_order_relaxed));
    {
        std::lock_guard<std::mutex> lk(lockOf(slot));
        Session& s = sessions_[slot];
        s.generation = generation;
        s.secret = secret;
        s.listSeed = mix64(secret ^ 0x5851f42d4c957f2dull);
        s.listed.fill(0);
        s.cart = 0;
    }
    char buf[33];
    std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>((generation << 16) | slot),
                  static_cast<unsigned long long>(secret));
    return std::string(buf, 32);
}

std::optional<uint32_t> JourneyStore::session(std::string_view token) const
{
    uint64_t head = 0, secret = 0;
    if (token.size() != 32 || !parseHex64(token.substr(0, 16), &head) || !parseHex64(token.substr(16), &secret))
        return std::nullopt;
    const uint32_t slot = uint32_t(head & 0xffff);
    const uint64_t generation = head >> 16;
    std::lock_guard<std::mutex> lk(lockOf(slot));
    const Session& s = sessions_[slot];
    if (generation == 0 || s.generation != generation || s.secret != secret)
        return std::nullopt;
    return slot;
}

std::array<int64_t, JourneyStore::kListed> JourneyStore::list(uint32_t session, int64_t documents)
{
    std::lock_guard<std::mutex> lk(lockOf(session));
    Session& s = sessions_[session];
    for (int i = 0; i < kListed; ++i) {
        s.listSeed = mix64(s.listSeed + 0x9e3779b97f4a7c15ull);
        s.listed[size_t(i)] = int64_t(s.listSeed % uint64_t(documents > 0 ? documents : 1)) + 1;
    }
    return s.listed;
}

bool JourneyStore::listed(uint32_t session, int64_t id) const
{
    std::lock_guard<std::mutex> lk(lockOf(session));
    for (int64_t v : sessions_[session].listed)
        if (v == id)
            return true;
    return false;
}

int JourneyStore::addToCart(uint32_t session, int64_t /*id*/)
{
    std::lock_guard<std::mutex> lk(lockOf(session));
    return ++sessions_[session].cart;
}

int JourneyStore::checkout(uint32_t session)
{
    std::lock_guard<std::mutex> lk(lockOf(session));
    const int n = sessions_[session].cart;
    sessions_[session].cart = 0;
    return n;
}

} // namespace bw::demo
