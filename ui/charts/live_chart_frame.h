#pragma once
// The frame the live charts (time_chart.h, spectrum_chart.h) share: a bare
// QChart (no animation, no Qt Charts legend: theirs is a ChartLegend widget
// that wraps), a title label and the legend above the plot, the view under
// them on one Base-coloured surface, and the theme colours and fonts that
// follow the widget's palette and font (dark theme, presentation mode).
// Part of the chart layer (includes Qt Charts).
//
// Threads: UI thread only.
#include <QColor>
#include <QFont>
#include <QPalette>

class QAbstractAxis;
class QChart;
class QChartView;
class QLabel;
class QWidget;

namespace bwui {

class ChartLegend;

// A chart without animation (it costs CPU at 10 Hz), square corners, 2 px
// margins and its own legend hidden.
QChart* newLiveChart();
// The title label above the plot, hidden until the chart gets a title.
QLabel* newLiveChartTitle();
// `view`: antialiased, no focus, no frame, at least 220 x 150 px.
void setUpLiveChartView(QChartView* view);
// Lays `owner` out as title, legend, then the view taking the rest, all on
// the palette's Base colour.
void layOutLiveChart(QWidget* owner, QLabel* title, ChartLegend* legend, QChartView* view);

// What a live chart's applyTheme() draws its axes with.
struct LiveChartTheme {
    QColor text;       // labels
    QColor grid;       // grid lines: the text colour, faint
    QColor axisLine;   // the axis lines: the text colour, half-faint
    QFont small;       // labels and legend: 0.9x the widget's font
};
// Paints `chart`'s and `view`'s background in `palette`'s Base, sets the
// title's font (`font`, bold) and the legend's (0.9x), and returns the rest.
LiveChartTheme applyLiveChartTheme(QChart* chart, QChartView* view, QLabel* title, ChartLegend* legend,
                                   const QPalette& palette, const QFont& font);
// An axis's labels, grid and line in `theme`'s colours and font.
void styleLiveAxis(QAbstractAxis* axis, const LiveChartTheme& theme);

} // namespace bwui
