#include "demo_document.h"

#include <algorithm>
#include <array>
#include <ctime>

namespace bw::demo {

namespace {

// splitmix64: tiny, well-distributed and stable across platforms, unlike
// std::uniform_int_distribution whose output differs between libraries.
class SeededRandom
{
public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform enough in [0, bound) for bound much smaller than 2^64.
    std::uint64_t below(std::uint64_t bound) { return next() % bound; }

private:
    std::uint64_t state_;
};

constexpr std::array<const char*, 6> kCategories = {"news", "science", "sports", "travel", "food", "tech"};
constexpr std::array<const char*, 12> kAdjectives = {"Quiet", "Rapid", "Hidden", "Bright", "Curious", "Ancient",
                                                     "Modern", "Gentle", "Bold", "Distant", "Simple", "Hollow"};
constexpr std::array<const char*, 12> kNouns = {"river", "engine", "garden", "signal", "harbor", "library",
                                                "market", "summit", "canvas", "lantern", "orbit", "meadow"};
constexpr std::array<const char*, 24> kWords = {
    "the", "load", "server", "answers", "every", "request", "with", "steady", "latency", "while",
    "workers", "share", "one", "core", "and", "a", "queue", "drains", "slowly", "under", "pressure",
    "clients", "measure", "throughput"};

// 2024-01-01T00:00:00Z as a Unix time.
constexpr std::int64_t kEpochStart = 1704067200;

std::string isoTime(std::int64_t unixSeconds)
{
    std::time_t t = static_cast<std::time_t>(unixSeconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

} // namespace

DemoDocument makeDemoDocument(std::int64_t id, std::int64_t documentCount)
{
    SeededRandom rng(0x62656e6368776f72ULL ^ (static_cast<std::uint64_t>(id) * 0x9e3779b97f4a7c15ULL));
    DemoDocument d;
    d.id = id;
    // One draw a statement: the order of the two draws inside one
    // expression is the compiler's choice (GCC drew the noun first, clang
    // the adjective: the documents differed between Linux and macOS). The
    // noun first keeps the documents GCC has always made.
    const char* const noun = kNouns[rng.below(kNouns.size())];
    const char* const adjective = kAdjectives[rng.below(kAdjectives.size())];
    d.title = std::string(adjective) + " " + noun + " " + std::to_string(id);
    d.category = kCategories[rng.below(kCategories.size())];
    d.score = static_cast<double>(rng.below(100000)) / 100.0;
    // Roughly seven hours apart, jittered within the hour.
    d.createdAt = isoTime(kEpochStart + id * 25200 + static_cast<std::int64_t>(rng.below(3600)));

    const int sentences = 3 + static_cast<int>(rng.below(4));
    for (int s = 0; s < sentences; ++s) {
        const int words = 6 + static_cast<int>(rng.below(7));
        for (int w = 0; w < words; ++w) {
            std::string word = kWords[rng.below(kWords.size())];
            if (w == 0)
                word[0] = static_cast<char>(word[0] - 'a' + 'A');
            if (w > 0)
                d.body += ' ';
            d.body += word;
        }
        d.body += s + 1 < sentences ? ". " : ".";
    }

    const std::int64_t others = documentCount - 1;
    const std::int64_t wanted = std::min<std::int64_t>(3 + static_cast<std::int64_t>(rng.below(3)), others);
    while (static_cast<std::int64_t>(d.relatedIds.size()) < wanted) {
        std::int64_t candidate = 1 + static_cast<std::int64_t>(rng.below(static_cast<std::uint64_t>(documentCount)));
        if (candidate == id)
            continue;
        bool seen = false;
        for (std::int64_t r : d.relatedIds)
            seen = seen || r == candidate;
        if (!seen)
            d.relatedIds.push_back(candidate);
    }
    return d;
}

} // namespace bw::demo
