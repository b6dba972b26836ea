#pragma once
// A live line chart over the run's time axis (seconds since the run started,
// labelled in the window's unit text). ui/charts/ is the only folder that
// knows Qt Charts (deprecated after Qt 6.10): swapping the chart library
// means rewriting ui/charts/ only.
//
// Lines get colours from a fixed, palette-aware list; the chart background,
// text and grid follow the widget palette, so dark mode just works. The
// title and the legend (chart_legend.h) sit above the plot. An
// optional shaded band marks the warmup. Lines can sit on the left axis or
// on an optional right axis with its own unit.
//
// Threads: UI thread only.
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

namespace bwui {

class ChartLegend;

class TimeChart : public QWidget {
    Q_OBJECT
public:
    enum class Axis { Left, Right };

    explicit TimeChart(QWidget* parent = nullptr);
    ~TimeChart() override;

    // Adds a line; `colorIndex` picks from the chart colour list. Returns its id.
    int addLine(const QString& name, int colorIndex, Axis axis = Axis::Left);
    void setLineName(int line, const QString& name);
    void setTitle(const QString& title);
    // The linear axis never ends below `top` (an idle error chart shows 0..5,
    // not 0..1 in quarters). Ticks fall on round steps, labels get the
    // decimals those steps need.
    void setMinimumTop(Axis axis, double top);
    // Fixes the label format (printf style, e.g. "%.1f") instead of the
    // automatic decimals; an empty format goes back to automatic.
    void setAxisLabelFormat(Axis axis, const QString& format);
    void setAxisTitle(Axis axis, const QString& title);

    // Replaces a line's points (already decimated by the caller).
    void setPoints(int line, const QList<QPointF>& points);
    void clearPoints();
    void setTimeRange(double fromSec, double toSec);
    // Shades [fromSec, toSec] (the warmup); an empty range hides the band.
    void setBand(double fromSec, double toSec, const QString& name);
    // A dashed horizontal line across the chart at `value` on the left axis
    // (an SLO's floor or ceiling); <= 0 removes it. The axis always shows it.
    void setThreshold(double value, const QString& name);
    double threshold() const;
    // Logarithmic left axis (for latency). Non-positive values are dropped.
    void setLogarithmic(bool on);
    bool logarithmic() const;

    // Hiding a line (a click on its legend entry does it too) keeps its
    // points; the y axis then scales to the lines still shown, so hiding
    // the max keeps p50 and p99 readable.
    void setLineVisible(int line, bool visible);
    bool lineVisible(int line) const;
    // The points a line was given (whatever is shown or zoomed).
    QList<QPointF> points(int line) const;
    // A faded line: drawn wider and translucent under the others (a baseline).
    void setLineFaded(int line, bool faded);
    // An optional line (one a run may not have, such as cgroup throttling)
    // is in the legend only while it has points.
    void setLineOptional(int line, bool optional);
    // A line's pen style (solid by default); its legend sample is drawn the same way.
    void setLineStyle(int line, Qt::PenStyle style);
    // The legend's entries as shown (lines, then the SLO line), in order,
    // and the legend itself (it wraps rather than cutting names).
    QStringList legendNames() const;
    ChartLegend* legend() const;
    // Line ids in the order they are drawn: the first is under all the others.
    std::vector<int> drawingOrder() const;

    // Zoom to a time range (a drag across the plot does it); setTimeRange()
    // then only records the full range until resetZoom() (a double-click).
    void zoomTo(double fromSec, double toSec);
    void resetZoom();
    bool zoomed() const;
    double shownFrom() const;
    double shownTo() const;
    // What hovering at `sec` shows: the second, then each shown line's
    // value at the point nearest that second ("12 s", "p99: 1.25").
    QString valuesAt(double sec) const;
    // How a line's values read in valuesAt() (default: the axis labels' way).
    void setValueFormatter(std::function<QString(double)> format);

    // The y axis's labels, bottom to top ("0", "50,000", ...; on the log
    // axis "0.1", "0.2", "0.5", "1", ...).
    QStringList axisLabels(Axis axis) const;
    // The time axis's labels, left to right, in DisplayFormat::seconds()'s
    // unit text ("0 s", "5 s", ...; "5초" in Korean).
    QStringList timeLabels() const;

    // Width of the plot area in device-independent pixels: the decimation target.
    int plotWidthPx() const;

    // Vertical lines across the plot at given seconds, each labelled near
    // its top ("100 → 400 VUs": a live load change). Replaces the previous
    // set; a marker outside the shown range is hidden (time_chart_markers.cpp).
    struct Marker {
        double atSec = 0;
        QString label;
    };
    void setMarkers(const std::vector<Marker>& markers);
    const std::vector<Marker>& markers() const;
    // Where marker `i`'s line is drawn, in the chart view's pixels (x), or
    // -1 when it is not shown (out of the range, or no such marker).
    double markerViewX(int i) const;

signals:
    void lineVisibilityChanged(int line, bool visible);

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyTheme();
    void plotLine(int id);
    void updateLegend();
    void restack();
    void rescale();
    void applyRange(double fromSec, double toSec);
    void fitTimeLabels();
    void placeThreshold();
    void placeMarkers();

    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bwui
