#pragma once
// A bounded, multi-channel time series for the live charts.
//
// One sample per channel per append (normally one per second of the run).
// When the buffer is full, adjacent pairs of points are merged into one that
// keeps each channel's minimum and maximum, so memory is fixed by `capacity`
// however long the run, and short peaks survive the merge. A missing value
// (no request completed that second, no target sampled) is NaN.
//
// decimated() turns one channel into a polyline of at most ~2 points per
// bucket (the bucket's min and max, in time order), which is what a chart
// of N pixels can show anyway.
//
// Threads: UI thread only (plain data, no locking).
#include <QList>
#include <QPointF>

#include <cstdint>
#include <limits>
#include <vector>

namespace bwui {

// A channel's "no value" for a second.
inline constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

class SeriesBuffer {
public:
    explicit SeriesBuffer(int channels, int capacity = 2048);

    void clear();
    // `values` must hold channelCount() values (NaN for missing).
    void append(double tSec, const std::vector<double>& values);

    int size() const { return int(t_.size()); }
    int channelCount() const { return channels_; }
    int capacity() const { return capacity_; }
    double lastT() const { return t_.empty() ? 0 : t_.back(); }
    // Largest finite value of a channel over everything stored (0 if none).
    double maxValue(int channel) const;
    // Changes whenever the contents change; lets views skip redundant redraws.
    uint64_t version() const { return version_; }

    // Min/max decimation of `channel` over [t0Sec, t1Sec] into `buckets`
    // equal-width buckets. Points are returned in time order; NaN skipped.
    // With no more points than buckets, every stored point is returned.
    QList<QPointF> decimated(int channel, double t0Sec, double t1Sec, int buckets) const;

private:
    void halve();

    int channels_;
    int capacity_;
    uint64_t version_ = 0;
    std::vector<double> t_;                  // seconds since the run started
    std::vector<std::vector<double>> lo_;    // per channel
    std::vector<std::vector<double>> hi_;    // per channel (== lo_ until merged)
};

} // namespace bwui
