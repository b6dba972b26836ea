#include "metrics/latency_buckets.h"

namespace bw {

// Written out rather than printed from doubles: `le` values must be the
// same text in every scrape (Prometheus keys series on them).
const std::array<LatencyBound, kLatencyBoundCount> kLatencyBounds = {{
    {10'000ull, "0.00001"},
    {20'000ull, "0.00002"},
    {50'000ull, "0.00005"},
    {100'000ull, "0.0001"},
    {200'000ull, "0.0002"},
    {500'000ull, "0.0005"},
    {1'000'000ull, "0.001"},
    {2'000'000ull, "0.002"},
    {5'000'000ull, "0.005"},
    {10'000'000ull, "0.01"},
    {20'000'000ull, "0.02"},
    {50'000'000ull, "0.05"},
    {100'000'000ull, "0.1"},
    {200'000'000ull, "0.2"},
    {500'000'000ull, "0.5"},
    {1'000'000'000ull, "1.0"},
    {2'000'000'000ull, "2.0"},
    {5'000'000'000ull, "5.0"},
    {10'000'000'000ull, "10.0"},
    {20'000'000'000ull, "20.0"},
    {50'000'000'000ull, "50.0"},
    {60'000'000'000ull, "60.0"},
}};

std::array<uint64_t, kLatencyBoundCount> cumulativeLatencyBuckets(const LatencyHistogram& h)
{
    std::array<uint64_t, kLatencyBoundCount> counts{};
    // Buckets come in increasing order, so the bound only moves up.
    int b = 0;
    h.forEachBucket([&](int index, uint64_t n) {
        const uint64_t high = LatencyHistogram::bucketHigh(index);
        while (b < kLatencyBoundCount && kLatencyBounds[size_t(b)].ns < high)
            ++b;
        if (b < kLatencyBoundCount)
            counts[size_t(b)] += n;   // past the last bound: only in +Inf (the count)
    });
    for (size_t i = 1; i < counts.size(); ++i)
        counts[i] += counts[i - 1];
    return counts;
}

} // namespace bw
