// TimeChart's change markers: a vertical line per marker across the plot
// area and its label near the top, as graphics items of the chart placed
// from the x axis's range (not series: they must not move the y axis's
// scale, and a label needs free text). Chart layer only.
#include "charts/time_chart_impl.h"

#include <QFontMetricsF>
#include <QPen>

#include <algorithm>

namespace bwui {

void TimeChart::setMarkers(const std::vector<Marker>& markers)
{
    d->markers = markers;
    while (d->markerLines.size() < markers.size()) {
        auto* line = new QGraphicsLineItem(d->chart);
        auto* label = new QGraphicsSimpleTextItem(d->chart);
        line->setZValue(20);    // above the series, under the hover tooltip
        label->setZValue(21);
        d->markerLines.push_back(line);
        d->markerLabels.push_back(label);
    }
    placeMarkers();
}

const std::vector<TimeChart::Marker>& TimeChart::markers() const
{
    return d->markers;
}

double TimeChart::markerViewX(int i) const
{
    if (i < 0 || i >= int(d->markers.size()) || !d->markerLines[size_t(i)]->isVisible())
        return -1;
    const QGraphicsLineItem* line = d->markerLines[size_t(i)];
    return d->view->mapFromScene(line->mapToScene(line->line().p1())).x();
}

void TimeChart::placeMarkers()
{
    const QRectF plot = d->chart->plotArea();
    const double from = d->x->min(), to = d->x->max();
    QColor color = palette().color(QPalette::Text);
    color.setAlpha(150);
    QPen pen(color);
    pen.setWidthF(1.2);
    pen.setStyle(Qt::DashDotLine);
    pen.setCosmetic(true);
    QFont small = font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.85);
    const double rowPx = QFontMetricsF(small).height();
    for (size_t i = 0; i < d->markerLines.size(); ++i) {
        QGraphicsLineItem* line = d->markerLines[i];
        QGraphicsSimpleTextItem* label = d->markerLabels[i];
        const bool exists = i < d->markers.size();
        const double at = exists ? d->markers[i].atSec : 0;
        const bool shown = exists && to > from && at >= from && at <= to && plot.width() > 0;
        line->setVisible(shown);
        label->setVisible(shown);
        if (!shown)
            continue;
        const double x = plot.left() + (at - from) / (to - from) * plot.width();
        line->setPen(pen);
        line->setLine(x, plot.top(), x, plot.bottom());
        label->setText(d->markers[i].label);
        label->setFont(small);
        label->setBrush(palette().color(QPalette::Text));
        // Successive changes close together would overlap: three rows, and
        // a label that would leave the plot on the right goes left of its line.
        const double w = label->boundingRect().width();
        const double lx = x + 3 + w > plot.right() ? x - 3 - w : x + 3;
        label->setPos(std::max(plot.left(), lx), plot.top() + 2 + double(i % 3) * rowPx);
    }
}

} // namespace bwui
