#pragma once
// What the step charts (capacity_chart.h, sweep_chart.h) share: colours and
// fonts that follow the widget (so presentation mode's larger font and the
// dark theme reach them), log-free "nice" axis ranges, and the right-click
// menu that saves a chart as PNG or SVG (chart_menu.h). Part of the chart
// layer (includes Qt Charts).
//
// Threads: UI thread only.
#include <QFont>
#include <QPalette>

class QAbstractSeries;
class QChart;
class QChartView;
class QValueAxis;
class QWidget;

namespace bwui {

// Background, title, legend and every axis of `chart` in `palette`'s
// colours; the title at `font`'s size + 1 pt, labels and legend at 0.9x.
void styleStepChart(QChart* chart, const QPalette& palette, const QFont& font);
// The view of one step chart: `chart` with 4 px margins, antialiased, at
// least 240 px high; a right-click offers to save `owner` (the whole chart
// widget, chart_menu.h).
QChartView* newStepChartView(QChart* chart, QWidget* owner);
// Adds `series` to `chart` on the axes `x` and `y` (already in the chart).
void attachSeries(QChart* chart, QAbstractSeries* series, QValueAxis* x, QValueAxis* y);
// The upper end of a value axis that shows `maxValue` with some room: 1.15x,
// at least `floor` (an axis from 0 never collapses to 0..0).
double axisTop(double maxValue, double floor = 1);

} // namespace bwui
