#pragma once
// TimeChart's state, shared by its two .cpp files (time_chart.cpp: lines,
// axes, theme; time_chart_view.cpp: zoom, hover, hiding lines). Chart layer
// only.
#include "charts/time_chart.h"
#include "charts/interactive_chart_view.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <functional>
#include <vector>

namespace bwui {

struct TimeChart::Impl {
    struct Line {
        QLineSeries* series = nullptr;
        Axis axis = Axis::Left;
        int color = 0;
        bool faded = false;
        bool hidden = false;     // by the user (legend click): drawn empty, points kept
        QList<QPointF> points;   // as given; filtered for the log axis on display
    };

    QChart* chart = nullptr;
    InteractiveChartView* view = nullptr;
    double fullFrom = 0, fullTo = 10;   // the run's range (setTimeRange)
    bool zoomed = false;
    std::function<QString(double)> format;
    QValueAxis* x = nullptr;
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

    QAbstractAxis* leftAxis() const
    {
        return log ? static_cast<QAbstractAxis*>(yLog) : static_cast<QAbstractAxis*>(yLinear);
    }
};

} // namespace bwui
