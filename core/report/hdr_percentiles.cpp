#include "hdr_percentiles.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace bw {

namespace {

struct Step {
    uint64_t highNs;      // highest equivalent value of the bucket, clamped to max
    uint64_t cumulative;  // samples up to and including this bucket
};

} // namespace

QString histogramToHdrPercentiles(const LatencyHistogram& h, double unitNs, int ticksPerHalfDistance)
{
    QString out = QStringLiteral("%1 %2 %3 %4\n\n")
                      .arg(QStringLiteral("Value"), 12).arg(QStringLiteral("Percentile"), 14)
                      .arg(QStringLiteral("TotalCount"), 10).arg(QStringLiteral("1/(1-Percentile)"), 14);
    const uint64_t total = h.count();
    std::vector<Step> steps;
    uint64_t cum = 0;
    h.forEachBucket([&](int index, uint64_t n) {
        cum += n;
        steps.push_back({std::min(LatencyHistogram::bucketHigh(index), h.maxNs()), cum});
    });
    auto value = [unitNs](uint64_t ns) { return QString::number(double(ns) / unitNs, 'f', 3).rightJustified(12); };
    if (total > 0) {
        double level = 0;   // percent
        size_t at = 0;
        for (;;) {
            // First bucket whose cumulative percentile reaches the level.
            while (at + 1 < steps.size() && 100.0 * double(steps[at].cumulative) / double(total) < level)
                ++at;
            const Step& s = steps[at];
            const double p = level / 100.0;
            out += QStringLiteral("%1 %2 %3 %4\n")
                       .arg(value(s.highNs), QString::number(p, 'f', 12))
                       .arg(s.cumulative, 10)
                       .arg(1.0 / (1.0 - p), 14, 'f', 2);
            if (s.cumulative == total)
                break;   // the last bucket is reported once, then the 100 % line
            const double ticks = ticksPerHalfDistance * std::pow(2.0, std::floor(std::log2(100.0 / (100.0 - level))) + 1);
            level += 100.0 / ticks;
        }
        out += QStringLiteral("%1 %2 %3\n").arg(value(h.maxNs()), QString::number(1.0, 'f', 12)).arg(total, 10);
    }
    out += QStringLiteral("#[Mean    = %1, StdDeviation   = %2]\n")
               .arg(h.meanNs() / unitNs, 12, 'f', 3).arg(h.stdevNs() / unitNs, 12, 'f', 3);
    out += QStringLiteral("#[Max     = %1, Total count    = %2]\n").arg(double(h.maxNs()) / unitNs, 12, 'f', 3).arg(total, 12);
    out += QStringLiteral("#[Buckets = %1, SubBuckets     = %2]\n")
               .arg(LatencyHistogram::kMaxBits - LatencyHistogram::kSubBits + 1, 12)
               .arg(LatencyHistogram::kSubCount, 12);
    return out;
}

} // namespace bw
