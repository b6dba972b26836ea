#include "latency_histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace bw {

LatencyHistogram::LatencyHistogram() { counts_.fill(0); }

int LatencyHistogram::bucketIndex(uint64_t v)
{
    if (v < uint64_t(kSubCount))
        return int(v);
    int msb = 63 - std::countl_zero(v);               // >= kSubBits
    if (msb >= kMaxBits)
        return kBucketCount - 1;
    int shift = msb - kSubBits;                        // width of a bucket = 2^shift
    int sub = int((v >> shift) - kSubCount);           // 0 .. kSubCount-1
    return kSubCount + shift * kSubCount + sub;
}

uint64_t LatencyHistogram::bucketLow(int index)
{
    if (index < kSubCount)
        return uint64_t(index);
    int shift = (index - kSubCount) / kSubCount;
    int sub = (index - kSubCount) % kSubCount;
    return (uint64_t(kSubCount + sub)) << shift;
}

uint64_t LatencyHistogram::bucketHigh(int index)
{
    if (index < kSubCount)
        return uint64_t(index);
    int shift = (index - kSubCount) / kSubCount;
    return bucketLow(index) + (uint64_t(1) << shift) - 1;
}

void LatencyHistogram::recordN(uint64_t v, uint64_t n)
{
    if (n == 0)
        return;
    counts_[size_t(bucketIndex(v))] += n;
    total_ += n;
    if (v < min_) min_ = v;
    if (v > max_) max_ = v;
    double d = double(v);
    sum_ += d * double(n);
    sumSq_ += d * d * double(n);
}

// Every count lies between the buckets of min_ and max_ (record, add and
// decode keep it so), so add() and reset() touch only that span: a 100 ms
// interval's few hundred buckets rather than all 4,000 (the engine resets and
// merges several histograms per thread every interval).
void LatencyHistogram::add(const LatencyHistogram& o)
{
    if (o.total_ == 0)
        return;
    const int hi = bucketIndex(o.max_);
    for (int i = bucketIndex(o.min_); i <= hi; ++i)
        counts_[size_t(i)] += o.counts_[size_t(i)];
    total_ += o.total_;
    min_ = std::min(min_, o.min_);
    max_ = std::max(max_, o.max_);
    sum_ += o.sum_;
    sumSq_ += o.sumSq_;
}

void LatencyHistogram::reset()
{
    if (total_ != 0)
        std::fill(counts_.begin() + bucketIndex(min_), counts_.begin() + bucketIndex(max_) + 1, uint64_t(0));
    total_ = 0;
    min_ = UINT64_MAX;
    max_ = 0;
    sum_ = sumSq_ = 0;
}

double LatencyHistogram::meanNs() const { return total_ ? sum_ / double(total_) : 0.0; }

double LatencyHistogram::stdevNs() const
{
    if (total_ < 2)
        return 0.0;
    double m = meanNs();
    double var = sumSq_ / double(total_) - m * m;
    return var > 0 ? std::sqrt(var) : 0.0;
}

uint64_t LatencyHistogram::valueAtPercentile(double p) const
{
    if (total_ == 0)
        return 0;
    p = std::clamp(p, 0.0, 100.0);
    if (p >= 100.0)
        return max_;
    // rank of the sample (1-based) at or below which p percent lie
    uint64_t rank = uint64_t(std::ceil(p / 100.0 * double(total_)));
    if (rank == 0) rank = 1;
    uint64_t seen = 0;
    for (int i = bucketIndex(min_); i < kBucketCount; ++i) {
        seen += counts_[size_t(i)];
        if (seen >= rank) {
            uint64_t lo = bucketLow(i), hi = bucketHigh(i);
            uint64_t mid = lo + (hi - lo) / 2;
            return std::clamp(mid, min_, max_);
        }
    }
    return max_;
}

// --- encoding -------------------------------------------------------------

namespace {
void putVarint(std::string& out, uint64_t v)
{
    while (v >= 0x80) {
        out.push_back(char((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.push_back(char(v));
}
bool getVarint(const std::string& in, size_t& pos, uint64_t& v)
{
    v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (pos >= in.size())
            return false;
        uint8_t b = uint8_t(in[pos++]);
        v |= uint64_t(b & 0x7f) << shift;
        if (!(b & 0x80))
            return true;
    }
    return false;
}
void putDouble(std::string& out, double d)
{
    uint64_t bits;
    std::memcpy(&bits, &d, 8);
    for (int i = 0; i < 8; ++i)
        out.push_back(char((bits >> (8 * i)) & 0xff));
}
bool getDouble(const std::string& in, size_t& pos, double& d)
{
    if (pos + 8 > in.size())
        return false;
    uint64_t bits = 0;
    for (int i = 0; i < 8; ++i)
        bits |= uint64_t(uint8_t(in[pos + size_t(i)])) << (8 * i);
    pos += 8;
    std::memcpy(&d, &bits, 8);
    return true;
}
constexpr char kMagic[] = "BWH1";
} // namespace

std::string LatencyHistogram::encode() const
{
    std::string out(kMagic, 4);
    putVarint(out, uint64_t(kSubBits));
    putVarint(out, total_);
    putVarint(out, total_ ? min_ : 0);
    putVarint(out, max_);
    putDouble(out, sum_);
    putDouble(out, sumSq_);
    int last = -1;
    for (int i = 0; i < kBucketCount; ++i) {
        if (!counts_[size_t(i)])
            continue;
        putVarint(out, uint64_t(i - last));   // gap >= 1
        putVarint(out, counts_[size_t(i)]);
        last = i;
    }
    putVarint(out, 0);   // terminator
    return out;
}

bool LatencyHistogram::decode(const std::string& in)
{
    reset();
    auto fail = [this] {   // counts written so far lie outside what reset() clears
        counts_.fill(0);
        reset();
        return false;
    };
    if (in.size() < 4 || in.compare(0, 4, kMagic, 4) != 0)
        return fail();
    size_t pos = 4;
    uint64_t bits, total, mn, mx;
    if (!getVarint(in, pos, bits) || bits != uint64_t(kSubBits)) return fail();
    if (!getVarint(in, pos, total) || !getVarint(in, pos, mn) || !getVarint(in, pos, mx)) return fail();
    double sum, sumSq;
    if (!getDouble(in, pos, sum) || !getDouble(in, pos, sumSq)) return fail();
    int64_t idx = -1, firstIdx = -1;
    uint64_t seen = 0;
    for (;;) {
        uint64_t gap, c;
        if (!getVarint(in, pos, gap)) return fail();
        if (gap == 0) break;
        if (gap > uint64_t(kBucketCount)) return fail();
        idx += int64_t(gap);
        if (idx >= kBucketCount) return fail();
        if (!getVarint(in, pos, c) || c == 0) return fail();
        if (firstIdx < 0) firstIdx = idx;
        counts_[size_t(idx)] = c;
        seen += c;
    }
    if (seen != total || pos != in.size()) return fail();
    // Every count between the buckets of min and max, as record() leaves them.
    if (total && (mn > mx || (seen > 0 && (firstIdx < bucketIndex(mn) || idx > int64_t(bucketIndex(mx)))))) return fail();
    total_ = total;
    min_ = total ? mn : UINT64_MAX;
    max_ = mx;
    sum_ = sum;
    sumSq_ = sumSq;
    return true;
}

LatencySummary LatencySummary::from(const LatencyHistogram& h)
{
    LatencySummary s;
    s.count = h.count();
    if (!s.count)
        return s;
    auto us = [](uint64_t ns) { return double(ns) / 1000.0; };
    s.minUs = us(h.minNs());
    s.meanUs = h.meanNs() / 1000.0;
    s.stdevUs = h.stdevNs() / 1000.0;
    s.p50Us = us(h.valueAtPercentile(50));
    s.p75Us = us(h.valueAtPercentile(75));
    s.p90Us = us(h.valueAtPercentile(90));
    s.p99Us = us(h.valueAtPercentile(99));
    s.p999Us = us(h.valueAtPercentile(99.9));
    s.maxUs = us(h.maxNs());
    return s;
}

} // namespace bw
