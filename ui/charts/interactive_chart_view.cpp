#include "charts/interactive_chart_view.h"

#include <QContextMenuEvent>
#include <QMouseEvent>
#include <QRubberBand>

#include <algorithm>
#include <cstdlib>

namespace bwui {

namespace {
constexpr int kMinDragPx = 6;   // shorter drags are clicks
}

InteractiveChartView::InteractiveChartView(QChart* chart, QWidget* parent) : QChartView(chart, parent)
{
    setMouseTracking(true);
    setRubberBand(QChartView::NoRubberBand);   // ours: Qt's zooms the y axis too and fights the live range
}

static QRectF plotRectOf(const QChartView* view)
{
    return view->chart()->mapToScene(view->chart()->plotArea()).boundingRect();
}

bool InteractiveChartView::inPlot(const QPoint& pos) const
{
    const QRectF plot = mapFromScene(plotRectOf(this)).boundingRect();
    return plot.contains(pos);
}

double InteractiveChartView::xAt(int widgetX, double from, double to) const
{
    const QRectF plot = mapFromScene(plotRectOf(this)).boundingRect();
    if (plot.width() <= 0)
        return from;
    const double f = std::clamp((widgetX - plot.left()) / plot.width(), 0.0, 1.0);
    return from + f * (to - from);
}

void InteractiveChartView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && inPlot(event->pos())) {
        pressX_ = event->pos().x();
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);   // the legend's markers take clicks here
}

void InteractiveChartView::mouseMoveEvent(QMouseEvent* event)
{
    if (pressX_ >= 0 && (event->buttons() & Qt::LeftButton)) {
        if (std::abs(event->pos().x() - pressX_) >= kMinDragPx) {
            if (!band_)
                band_ = new QRubberBand(QRubberBand::Rectangle, this);
            const QRectF plot = mapFromScene(plotRectOf(this)).boundingRect();
            const int a = std::min(pressX_, event->pos().x()), b = std::max(pressX_, event->pos().x());
            band_->setGeometry(QRect(QPoint(a, int(plot.top())), QPoint(b, int(plot.bottom()))));
            band_->show();
        }
        event->accept();
        return;
    }
    if (inPlot(event->pos()))
        emit hovered(xAt(event->pos().x(), from_, to_), event->globalPosition().toPoint());
    else
        emit left();
    QChartView::mouseMoveEvent(event);
}

void InteractiveChartView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && pressX_ >= 0) {
        const int start = pressX_;
        pressX_ = -1;
        if (band_)
            band_->hide();
        if (std::abs(event->pos().x() - start) >= kMinDragPx) {
            const double a = xAt(start, from_, to_), b = xAt(event->pos().x(), from_, to_);
            emit zoomRequested(std::min(a, b), std::max(a, b));
        }
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void InteractiveChartView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        emit resetRequested();
        event->accept();
        return;
    }
    QChartView::mouseDoubleClickEvent(event);
}

void InteractiveChartView::leaveEvent(QEvent* event)
{
    emit left();
    QChartView::leaveEvent(event);
}

void InteractiveChartView::contextMenuEvent(QContextMenuEvent* event)
{
    emit menuRequested(event->globalPos());
    event->accept();
}

} // namespace bwui
