#pragma once
// What the report's SVG charts share: fixed-point numbers as SVG attributes
// take them, and escaped text (round axis steps: util/axis_step.h). Pure;
// any thread.
#include <QString>

namespace bw::svg {

// `v` with `decimals` digits after the point, C locale ("12.5").
QString num(double v, int decimals = 1);
// Text as SVG character data and attribute values take it.
QString esc(const QString& text);

} // namespace bw::svg
