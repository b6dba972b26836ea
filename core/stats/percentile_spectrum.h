#pragma once
// The percentile spectrum of a latency histogram, as HdrHistogram's plotter
// draws it: x is the percentile on a log scale of 1/(1-p) (0 % at x = 0,
// 90 % at 1, 99 % at 2, ... 99.999 % at 5), y the latency at that
// percentile. Every point's value is the histogram's own
// valueAtPercentile(), so the curve and the percentile table never
// disagree. Pure functions; any thread; Qt-free.
#include "stats/latency_histogram.h"

#include <vector>

namespace bw {

struct SpectrumPoint {
    double percentile = 0;   // 0 .. 100
    double x = 0;            // log10(1 / (1 - percentile / 100)), spectrumX()
    double valueUs = 0;      // latency at that percentile, microseconds
};

// Highest percentile drawn: 99.999 % (x = 5).
constexpr double kSpectrumTopPercentile = 99.999;
constexpr double kSpectrumTopX = 5.0;

// x of a percentile; percentiles at or above 99.999 give 5.
double spectrumX(double percentile);
// The percentile at x (inverse of spectrumX for x in [0, 5]).
double spectrumPercentile(double x);

// `pointsPerNine` evenly spaced points in x per "nine" (0..90 %, 90..99 %, ...)
// from 0 % to 99.999 %: 5 * pointsPerNine + 1 points. Empty for an empty
// histogram. With few samples the top points repeat the maximum.
std::vector<SpectrumPoint> percentileSpectrum(const LatencyHistogram& h, int pointsPerNine = 24);

} // namespace bw
