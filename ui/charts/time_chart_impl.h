#pragma once
// TimeChart's state, shared by its three .cpp files (time_chart.cpp: lines
// and theme; time_chart_axes.cpp: the axes, the band and the SLO line;
// time_chart_view.cpp: zoom, hover, hiding lines). Chart layer only.
#include "charts/time_chart.h"
#include "charts/chart_legend.h"
#include "charts/interactive_chart_view.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QLabel>

#include <functional>
#include <vector>

namespace bwui {

// Helpers of the two files (time_chart_axes.cpp defines them).
namespace timechart {
// Labels of our own at given values (Qt Charts' printf labels have no digit
// grouping and no translated units, and its log axis labels only the powers
// of ten); relabels only on a change.
void setTicks(QCategoryAxis* axis, double min, double max, const std::vector<double>& values,
              const QStringList& labels);
// A category axis labelled on its values, 0..1.
QCategoryAxis* newValueAxis(QObject* parent);
// On the log axis the lines are drawn at log10(value).
double toLog(double v);
// The labelled seconds of a time axis over [fromSec, toSec]: round steps
// (1, 2, 5, 10, 15, 30 s, 1, 2, 5, 10, 15, 30 min, 1 h), about `steps` of
// them (1 to 6), never more than 13 labels.
std::vector<double> timeTicks(double fromSec, double toSec, int steps = 6);
} // namespace timechart

struct TimeChart::Impl {
    struct Line {
        QLineSeries* series = nullptr;
        Axis axis = Axis::Left;
        int color = 0;
        bool faded = false;
        bool hidden = false;     // by the user (legend click): drawn empty, points kept
        bool optional = false;   // in the legend only while it has points (setLineOptional)
        Qt::PenStyle style = Qt::SolidLine;
        QList<QPointF> points;   // as given; filtered for the log axis on display
        // Faded (baseline) and optional lines leave the legend while they have no points.
        bool inLegend() const { return (!faded && !optional) || !points.isEmpty(); }
    };

    QChart* chart = nullptr;
    InteractiveChartView* view = nullptr;
    QLabel* title = nullptr;           // above the legend (a widget, like it)
    ChartLegend* legend = nullptr;     // wraps rather than cutting names
    double fullFrom = 0, fullTo = 10;   // the run's range (setTimeRange)
    bool zoomed = false;
    std::function<QString(double)> format;
    QCategoryAxis* x = nullptr;        // seconds, labelled in the window's unit text ("5 s", "5초")
    QCategoryAxis* yLinear = nullptr;
    QCategoryAxis* yLog = nullptr;     // linear in log10(value), labelled at 1, 2, 5 x 10^k
    QCategoryAxis* yRight = nullptr;
    QLineSeries* bandLow = nullptr;
    QLineSeries* bandHigh = nullptr;
    QAreaSeries* band = nullptr;
    QLineSeries* threshold = nullptr;
    double thresholdValue = 0;
    std::vector<Line> lines;
    bool log = false;
    double bandFrom = 0, bandTo = 0;
    double minTop[2] = {0, 0};   // smallest top of the left / right axis
    QString labelFormat[2];      // fixed label format of the left / right axis; "" = automatic
    // Load-change markers (time_chart_markers.cpp): the data, and a line and
    // a label per marker, items of the chart placed in its plot area.
    std::vector<Marker> markers;
    std::vector<QGraphicsLineItem*> markerLines;
    std::vector<QGraphicsSimpleTextItem*> markerLabels;

    QAbstractAxis* leftAxis() const
    {
        return log ? static_cast<QAbstractAxis*>(yLog) : static_cast<QAbstractAxis*>(yLinear);
    }
};

} // namespace bwui
