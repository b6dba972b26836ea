#pragma once
// Round axis scales for the window's charts: a linear axis from 0 with 3 to 6
// ticks at steps of 1, 2, 2.5 or 5 x 10^k (bw::roundAxisStep) that covers the
// data, a linear range with round ends, and the label
// decimals those steps need (0.25 -> 2); a logarithmic axis labelled at 1, 2
// and 5 x 10^k, so sub-millisecond latency has labels too. Labels carry the
// locale's digit grouping ("250,000"). Pure; any thread (reads the default
// QLocale).
#include <QString>

#include <vector>

namespace bwui {

struct LinearScale {
    double top = 1;     // axis maximum (the minimum is 0)
    int ticks = 5;      // tick count, both ends included
    int decimals = 0;   // digits after the decimal point in labels
};

// Covers max(`max`, `minTop`); a non-positive maximum gives 0..1.
LinearScale linearScale(double max, double minTop);
// The tick values of a linear scale: 0, step, ..., top.
std::vector<double> linearTicks(const LinearScale& scale);

// A linear axis that need not start at 0 (a trend, the intervals of a
// comparison): round ends at steps of 1, 2, 2.5 or 5 x 10^k, about 3 to 6
// steps covering [low, high]. One value gets a span of ±10 % around it.
struct LinearRange {
    double low = 0, high = 1;
    double step = 0.2;
    int decimals = 1;   // digits after the decimal point in labels
};
LinearRange linearRange(double low, double high);
// low, low + step, ..., high.
std::vector<double> rangeTicks(const LinearRange& range);

struct LogScale {
    double low = 0.1;            // axis minimum, a power of ten
    double high = 10;            // axis maximum, a power of ten above low
    std::vector<double> ticks;   // labelled values, ascending, within [low, high]
};
// From the decade at or below `minPositive` to the one at or above `max`;
// labels at 1, 2 and 5 x 10^k over up to three decades, at 1 x 10^k beyond
// (more would crowd a chart's height). Non-positive input gives 0.1..10.
LogScale logScale(double minPositive, double max);

// A tick label in the default locale, grouped: 250000 -> "250,000". With
// decimals < 0, as many as the value needs for its first significant digit
// (0.2 -> "0.2", 0.05 -> "0.05", 20 -> "20").
QString tickLabel(double value, int decimals = -1);

} // namespace bwui
