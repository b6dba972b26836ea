#include "model/series_buffer.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bwui {

namespace {

double minFinite(double a, double b)
{
    if (std::isnan(a)) return b;
    if (std::isnan(b)) return a;
    return std::min(a, b);
}

double maxFinite(double a, double b)
{
    if (std::isnan(a)) return b;
    if (std::isnan(b)) return a;
    return std::max(a, b);
}
} // namespace

SeriesBuffer::SeriesBuffer(int channels, int capacity)
    : channels_(std::max(1, channels)), capacity_(std::max(16, capacity & ~1)),
      lo_(size_t(channels_)), hi_(size_t(channels_))
{
    t_.reserve(size_t(capacity_));
    for (int c = 0; c < channels_; ++c) {
        lo_[size_t(c)].reserve(size_t(capacity_));
        hi_[size_t(c)].reserve(size_t(capacity_));
    }
}

void SeriesBuffer::clear()
{
    t_.clear();
    for (int c = 0; c < channels_; ++c) {
        lo_[size_t(c)].clear();
        hi_[size_t(c)].clear();
    }
    ++version_;
}

void SeriesBuffer::append(double tSec, const std::vector<double>& values)
{
    if (int(t_.size()) >= capacity_)
        halve();
    t_.push_back(tSec);
    for (int c = 0; c < channels_; ++c) {
        double v = size_t(c) < values.size() ? values[size_t(c)] : kNoValue;
        if (!std::isfinite(v))
            v = kNoValue;
        lo_[size_t(c)].push_back(v);
        hi_[size_t(c)].push_back(v);
    }
    ++version_;
}

// Merges point pairs (0,1), (2,3), ...: time becomes the pair's midpoint,
// low the smaller low, high the larger high.
void SeriesBuffer::halve()
{
    const size_t n = t_.size() / 2;
    for (size_t i = 0; i < n; ++i) {
        t_[i] = (t_[2 * i] + t_[2 * i + 1]) / 2;
        for (int c = 0; c < channels_; ++c) {
            auto& lo = lo_[size_t(c)];
            auto& hi = hi_[size_t(c)];
            lo[i] = minFinite(lo[2 * i], lo[2 * i + 1]);
            hi[i] = maxFinite(hi[2 * i], hi[2 * i + 1]);
        }
    }
    const bool odd = t_.size() % 2;
    const size_t keep = n + (odd ? 1 : 0);
    if (odd) {
        t_[n] = t_.back();
        for (int c = 0; c < channels_; ++c) {
            lo_[size_t(c)][n] = lo_[size_t(c)].back();
            hi_[size_t(c)][n] = hi_[size_t(c)].back();
        }
    }
    t_.resize(keep);
    for (int c = 0; c < channels_; ++c) {
        lo_[size_t(c)].resize(keep);
        hi_[size_t(c)].resize(keep);
    }
}

double SeriesBuffer::maxValue(int channel) const
{
    if (channel < 0 || channel >= channels_)
        return 0;
    double m = 0;
    for (double v : hi_[size_t(channel)])
        if (!std::isnan(v))
            m = std::max(m, v);
    return m;
}

QList<QPointF> SeriesBuffer::decimated(int channel, double t0Sec, double t1Sec, int buckets) const
{
    QList<QPointF> out;
    if (channel < 0 || channel >= channels_ || t_.empty())
        return out;
    const auto& lo = lo_[size_t(channel)];
    const auto& hi = hi_[size_t(channel)];
    auto first = std::lower_bound(t_.begin(), t_.end(), t0Sec);
    auto last = std::upper_bound(t_.begin(), t_.end(), t1Sec);
    const size_t b = size_t(first - t_.begin());
    const size_t e = size_t(last - t_.begin());
    if (b >= e)
        return out;
    buckets = std::max(1, buckets);

    if (int(e - b) <= buckets) {
        out.reserve(int(e - b) * 2);
        for (size_t i = b; i < e; ++i) {
            if (std::isnan(lo[i]))
                continue;
            out.append(QPointF(t_[i], lo[i]));
            if (hi[i] != lo[i])
                out.append(QPointF(t_[i], hi[i]));
        }
        return out;
    }

    out.reserve(buckets * 2);
    const double span = std::max(1e-9, t1Sec - t0Sec);
    size_t i = b;
    for (int k = 0; k < buckets && i < e; ++k) {
        const double bucketEnd = t0Sec + span * double(k + 1) / double(buckets);
        double minV = kNoValue, maxV = kNoValue, minT = 0, maxT = 0;
        for (; i < e && (t_[i] < bucketEnd || k == buckets - 1); ++i) {
            if (!std::isnan(lo[i]) && (std::isnan(minV) || lo[i] < minV)) {
                minV = lo[i];
                minT = t_[i];
            }
            if (!std::isnan(hi[i]) && (std::isnan(maxV) || hi[i] > maxV)) {
                maxV = hi[i];
                maxT = t_[i];
            }
        }
        if (std::isnan(minV))
            continue;
        if (minV == maxV) {
            out.append(QPointF(minT, minV));
        } else if (minT <= maxT) {
            out.append(QPointF(minT, minV));
            out.append(QPointF(maxT, maxV));
        } else {
            out.append(QPointF(maxT, maxV));
            out.append(QPointF(minT, minV));
        }
    }
    return out;
}

} // namespace bwui
