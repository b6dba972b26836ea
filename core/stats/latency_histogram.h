#pragma once
// Latency histogram with fixed memory and bounded relative error.
//
// Values are nanoseconds. Buckets are log-linear: below 128 ns every value has
// its own bucket; above, each power of two is split into 128 equal buckets, so
// a bucket is never wider than 1/128 of its lower bound (0.78 %), and the value
// reported for a bucket (its midpoint, clamped to the exact min and max) is
// within 0.4 % of every value recorded in it. Range: 0 .. 2^38 ns (~275 s);
// larger values are clamped to the top bucket but still count in max/sum.
// Memory: kBucketCount * 8 bytes (~31 KiB), independent of the sample count.
//
// Qt-free hot path. Not thread-safe: each worker owns its histograms and
// hands copies (or merges them) to the collector.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

class LatencyHistogram {
public:
    static constexpr int kSubBits = 7;                 // 128 sub-buckets per power of two
    static constexpr int kSubCount = 1 << kSubBits;
    static constexpr int kMaxBits = 38;                // 2^38 ns ~ 275 s
    static constexpr int kBucketCount = kSubCount + (kMaxBits - kSubBits) * kSubCount;

    LatencyHistogram();

    // Records one value in nanoseconds. Never allocates.
    void record(uint64_t valueNs) { recordN(valueNs, 1); }
    void recordN(uint64_t valueNs, uint64_t count);

    // Adds every count of `other` into this histogram (exact).
    void add(const LatencyHistogram& other);
    void reset();

    uint64_t count() const { return total_; }
    uint64_t minNs() const { return total_ ? min_ : 0; }
    uint64_t maxNs() const { return max_; }
    double meanNs() const;
    double stdevNs() const;
    // Value at percentile p in [0, 100]. 0 for an empty histogram.
    uint64_t valueAtPercentile(double p) const;

    // Bucket index <-> value range; exposed for encoders and tests.
    static int bucketIndex(uint64_t valueNs);
    static uint64_t bucketLow(int index);
    static uint64_t bucketHigh(int index);   // inclusive

    // Compact, exact encoding (sparse zig of (gap, count) varints, plus the
    // exact min/max/sum/sum of squares). decode() returns false on malformed
    // input and leaves the histogram empty.
    std::string encode() const;
    bool decode(const std::string& bytes);

    // Non-empty buckets in order: (bucket index, count).
    template <typename F> void forEachBucket(F&& f) const {
        for (int i = 0; i < kBucketCount; ++i)
            if (counts_[i]) f(i, counts_[i]);
    }

private:
    std::array<uint64_t, kBucketCount> counts_;
    uint64_t total_ = 0;
    uint64_t min_ = UINT64_MAX;
    uint64_t max_ = 0;
    double sum_ = 0;     // ns
    double sumSq_ = 0;   // ns^2
};

// Summary figures in microseconds, derived from a histogram.
struct LatencySummary {
    uint64_t count = 0;
    double minUs = 0, meanUs = 0, stdevUs = 0;
    double p50Us = 0, p75Us = 0, p90Us = 0, p99Us = 0, p999Us = 0, maxUs = 0;
    static LatencySummary from(const LatencyHistogram& h);
};

} // namespace bw
