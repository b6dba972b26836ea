#pragma once
// A QChartView that turns the mouse into requests on the time axis: hovering
// reports the time under the pointer, a left-button drag across the plot
// asks to zoom to that time range (a rubber band shows it), a double-click
// asks to reset the zoom, a right-click asks for the chart's menu. It only
// reports; TimeChart decides. Part of the chart layer (includes Qt Charts).
//
// Threads: UI thread only.
#include <QtCharts/QChartView>

class QRubberBand;

namespace bwui {

class InteractiveChartView : public QChartView {
    Q_OBJECT
public:
    explicit InteractiveChartView(QChart* chart, QWidget* parent = nullptr);

    // The x axis value at a widget position, from the plot area and the
    // horizontal axis range `from`..`to`.
    double xAt(int widgetX, double from, double to) const;
    void setXRange(double from, double to) { from_ = from; to_ = to; }

signals:
    void hovered(double x, QPoint globalPos);
    void left();
    void zoomRequested(double from, double to);
    void resetRequested();
    void menuRequested(QPoint globalPos);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    bool inPlot(const QPoint& pos) const;

    QRubberBand* band_ = nullptr;
    int pressX_ = -1;   // drag start, widget pixels; -1: no drag
    double from_ = 0, to_ = 1;
};

} // namespace bwui
