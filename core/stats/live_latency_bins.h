#pragma once
// A coarse latency histogram for live figures that must travel in fixed-size
// snapshots many times over (one per request-set entry in every 100 ms
// snapshot of every engine thread): LatencyHistogram's bucket layout with 16
// of its buckets to a bin, so 8 bins per power of two and 256 in all (2 KiB
// instead of 31 KiB). A percentile read from it (the bin's midpoint, clamped
// to the largest value seen) is within 6.25 % of the values in its bin.
// Final results never use it: they come from the exact histograms.
// Nanoseconds; not thread-safe (one writer, copied to the reader).
#include "stats/latency_histogram.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace bw {

class LiveLatencyBins {
public:
    static constexpr int kShift = 4;
    static constexpr int kBins = LatencyHistogram::kBucketCount >> kShift;

    void record(uint64_t valueNs)
    {
        ++bins_[size_t(LatencyHistogram::bucketIndex(valueNs) >> kShift)];
        ++count_;
        maxNs_ = std::max(maxNs_, valueNs);
    }
    void add(const LiveLatencyBins& o)
    {
        if (!o.count_)
            return;
        for (size_t i = 0; i < bins_.size(); ++i)
            bins_[i] += o.bins_[i];
        count_ += o.count_;
        maxNs_ = std::max(maxNs_, o.maxNs_);
    }
    void reset()
    {
        if (!count_)
            return;
        bins_.fill(0);
        count_ = maxNs_ = 0;
    }
    uint64_t count() const { return count_; }
    uint64_t maxNs() const { return maxNs_; }
    // The value at percentile p in [0, 100]; 0 when empty.
    uint64_t valueAtPercentile(double p) const
    {
        if (!count_)
            return 0;
        const uint64_t rank = std::max<uint64_t>(1, uint64_t(std::ceil(std::clamp(p, 0.0, 100.0) / 100.0 * double(count_))));
        uint64_t seen = 0;
        for (size_t i = 0; i < bins_.size(); ++i) {
            seen += bins_[i];
            if (seen >= rank) {
                const uint64_t lo = LatencyHistogram::bucketLow(int(i << kShift));
                const uint64_t hi = LatencyHistogram::bucketHigh(int(((i + 1) << kShift) - 1));
                return std::min(lo + (hi - lo) / 2, maxNs_);
            }
        }
        return maxNs_;
    }

private:
    std::array<uint64_t, kBins> bins_{};
    uint64_t count_ = 0;
    uint64_t maxNs_ = 0;
};

} // namespace bw
