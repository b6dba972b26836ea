#pragma once
// A scenario's metric over time (the history's Trend view): a line through
// the points' medians, a shaded band over their 95 % intervals (where a
// point has rounds enough for one), and the change points marked; the y
// axis at round values, labelled as the window writes figures. Like
// time_chart.h, this header's .cpp is one of the few places that know Qt
// Charts (kept under ui/charts/); colours follow the widget palette.
//
// Threads: UI thread only.
#include <QString>
#include <QWidget>

#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace bwui {

class TrendChart : public QWidget {
    Q_OBJECT
public:
    struct Point {
        double timeMs = 0;           // when it started, ms since the epoch
        double median = 0;
        bool hasInterval = false;
        double low = 0, high = 0;
        bool changePoint = false;    // the first point after a change
    };

    explicit TrendChart(QWidget* parent = nullptr);
    ~TrendChart() override;

    void setTitle(const QString& title);
    void setNames(const QString& median, const QString& interval, const QString& change);
    // How the y axis writes a value (the metric's unit; default: grouped
    // digits, axis_scale.h tickLabel()); applies from the next setPoints().
    void setValueFormat(std::function<QString(double)> format);
    void setPoints(const std::vector<Point>& points);

    // For tests: what is drawn.
    int medianPointCount() const;
    int bandPointCount() const;      // points of the band's upper edge
    int changePointCount() const;
    QStringList yLabels() const;     // the y axis's tick labels, bottom up
    std::pair<double, double> yRange() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bwui
