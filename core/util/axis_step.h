#pragma once
// The round step of a chart axis, one home for the window's charts
// (ui/charts/axis_scale.h) and the reports' SVG charts: the smallest of 1,
// 2, 2.5 and 5 x 10^k at or above a raw step (the span divided by the
// number of steps wanted). Pure; any thread.
namespace bw {

// A non-positive or non-finite raw step gives 1.
double roundAxisStep(double raw);
// The digits after the decimal point that labels at multiples of `step`
// need: 0.25 -> 2, 0.5 -> 1, 2.5 -> 1, 20 -> 0 (at most 6).
int axisStepDecimals(double step);

} // namespace bw
