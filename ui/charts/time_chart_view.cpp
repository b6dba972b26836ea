#include "charts/time_chart.h"

#include "charts/axis_scale.h"
#include "charts/time_chart_impl.h"
#include "model/display_format.h"


#include <algorithm>
#include <cmath>

namespace bwui {

void TimeChart::zoomTo(double fromSec, double toSec)
{
    fromSec = std::max(fromSec, d->fullFrom);
    toSec = std::min(toSec, d->fullTo);
    if (!(toSec - fromSec >= 2))   // the axis labels whole seconds; shorter is a slip of the mouse
        return;
    d->zoomed = true;
    applyRange(fromSec, toSec);
}

void TimeChart::resetZoom()
{
    d->zoomed = false;
    applyRange(d->fullFrom, d->fullTo);
}

bool TimeChart::zoomed() const
{
    return d->zoomed;
}

double TimeChart::shownFrom() const
{
    return d->x->min();
}

double TimeChart::shownTo() const
{
    return d->x->max();
}

void TimeChart::setLineVisible(int line, bool visible)
{
    if (line < 0 || line >= int(d->lines.size()) || d->lines[size_t(line)].hidden == !visible)
        return;
    auto& l = d->lines[size_t(line)];
    l.hidden = !visible;
    // The series stays, drawn empty; its points are kept for showing it again
    // (its legend entry stays too, the way back).
    const QList<QPointF> pts = l.points;
    setPoints(line, pts);
    updateLegend();   // its entry greyed and struck out, or again as it was
    emit lineVisibilityChanged(line, visible);
}

bool TimeChart::lineVisible(int line) const
{
    return line >= 0 && line < int(d->lines.size()) && !d->lines[size_t(line)].hidden;
}

QList<QPointF> TimeChart::points(int line) const
{
    return line >= 0 && line < int(d->lines.size()) ? d->lines[size_t(line)].points : QList<QPointF>();
}

void TimeChart::setLineFaded(int line, bool faded)
{
    if (line < 0 || line >= int(d->lines.size()))
        return;
    d->lines[size_t(line)].faded = faded;
    if (faded)
        restack();
    applyTheme();
}

void TimeChart::setLineOptional(int line, bool optional)
{
    if (line < 0 || line >= int(d->lines.size()))
        return;
    Impl::Line& l = d->lines[size_t(line)];
    l.optional = optional;
    updateLegend();
}

void TimeChart::setLineStyle(int line, Qt::PenStyle style)
{
    if (line < 0 || line >= int(d->lines.size()))
        return;
    d->lines[size_t(line)].style = style;
    applyTheme();
    updateLegend();
}

QStringList TimeChart::legendNames() const
{
    return d->legend->names();
}

ChartLegend* TimeChart::legend() const
{
    return d->legend;
}

std::vector<int> TimeChart::drawingOrder() const
{
    std::vector<int> order;
    for (QAbstractSeries* s : d->chart->series())
        for (size_t i = 0; i < d->lines.size(); ++i)
            if (d->lines[i].series == s)
                order.push_back(int(i));
    return order;
}

void TimeChart::setValueFormatter(std::function<QString(double)> format)
{
    d->format = std::move(format);
}

QString TimeChart::valuesAt(double sec) const
{
    QStringList rows;
    rows << DisplayFormat::secondsTenths(sec);
    for (const auto& l : d->lines) {
        if (l.hidden || l.points.isEmpty())
            continue;
        // Nearest point in time; of a min/max pair at one time, the larger.
        const QPointF* best = nullptr;
        for (const QPointF& p : l.points) {
            if (!best || std::abs(p.x() - sec) < std::abs(best->x() - sec) - 1e-9
                || (std::abs(p.x() - sec) <= std::abs(best->x() - sec) + 1e-9 && p.y() > best->y()))
                best = &p;
        }
        if (!best || std::abs(best->x() - sec) > 1.5)
            continue;   // no point near this second (a gap, or before the line began)
        const QString value = !std::isfinite(best->y()) ? QStringLiteral("–")
                              : d->format                ? d->format(best->y())
                                                         : tickLabel(best->y(), best->y() < 10 ? 2 : 0);
        rows << QStringLiteral("%1: %2").arg(l.series->name(), value);
    }
    return rows.join(QLatin1Char('\n'));
}

} // namespace bwui
