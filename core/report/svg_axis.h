#pragma once
// What the report's SVG charts share: round axis steps and fixed-point
// numbers as SVG attributes take them. Pure; any thread.
#include <QString>

namespace bw::svg {

// A round step (1, 2 or 5 x 10^k) giving 4 to 6 steps up to `top`; 0.25 when top <= 0.
double niceStep(double top);
// Decimals a tick label of `step` needs (0 for steps of 1 and up).
int stepDecimals(double step);
// `v` with `decimals` digits after the point, C locale ("12.5").
QString num(double v, int decimals = 1);
// Text as SVG character data and attribute values take it.
QString esc(const QString& text);

} // namespace bw::svg
