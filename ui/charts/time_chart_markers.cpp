// TimeChart's change markers: a vertical line per marker across the plot
// area and its label near the top, as graphics items of the chart placed
// from the x axis's range (not series: they must not move the y axis's
// scale, and a label needs free text). Chart layer only.
#include "charts/time_chart_impl.h"

#include <QFontMetricsF>
#include <QPen>

#include <algorithm>
#include <iterator>

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
    // Labels of changes close together would overlap: each goes on the
    // first of four rows where it clears the labels already placed there.
    constexpr int kRows = 4;
    double rowEnd[kRows];
    std::fill(std::begin(rowEnd), std::end(rowEnd), -1e9);
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
        // A label that would leave the plot on the right goes left of its line.
        const double w = label->boundingRect().width();
        const double lx = std::max(plot.left(), x + 3 + w > plot.right() ? x - 3 - w : x + 3);
        int row = int(i % kRows);
        for (int r = 0; r < kRows; ++r) {
            if (rowEnd[r] + 4 < lx) {
                row = r;
                break;
            }
        }
        rowEnd[row] = std::max(rowEnd[row], lx + w);
        label->setPos(lx, plot.top() + 2 + double(row) * rowPx);
    }
}

} // namespace bwui
