#pragma once
// The chart layer's colours: one line colour list shared by every chart
// (hues that stay distinguishable for common colour-vision deficiencies,
// lightened on dark backgrounds), and the palette test for "dark".
// UI thread (reads palettes).
#include <QColor>
#include <QPalette>
#include <QPen>

namespace bwui {

bool isDarkPalette(const QPalette& p);
// Line colour `index` (wraps around the list) for palette `p`.
QColor chartLineColor(int index, const QPalette& p);
// A baseline's line: the same hue, faded towards the background.
QColor fadedLineColor(int index, const QPalette& p);
// SLO threshold lines (the failure hue, readable on either background).
QColor thresholdColor(const QPalette& p);
// The pen of a threshold line: that colour, dashed, 1.4 px at any zoom.
QPen thresholdPen(const QPalette& p);

} // namespace bwui
