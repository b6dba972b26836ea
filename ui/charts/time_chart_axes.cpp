// TimeChart, the axes: the time axis and its labels, the y scales (linear,
// logarithmic, the optional right axis), the warmup band and the SLO line.
// Chart layer only.
#include "charts/time_chart.h"

#include "charts/axis_scale.h"
#include "charts/time_chart_impl.h"
#include "model/display_format.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLineSeries>

#include <QFontMetrics>

#include <algorithm>
#include <cmath>
#include <vector>

namespace bwui {

namespace timechart {

void setTicks(QCategoryAxis* axis, double min, double max, const std::vector<double>& values,
              const QStringList& labels)
{
    // Called at every refresh: relabel only on a change (each label is a
    // graphics item the axis lays out again).
    if (axis->categoriesLabels() == labels && axis->min() == min && axis->max() == max)
        return;
    for (const QString& l : axis->categoriesLabels())
        axis->remove(l);
    axis->setStartValue(min);
    for (size_t i = 0; i < values.size(); ++i)
        axis->append(labels[int(i)], values[i]);
    axis->setRange(min, max);
}

QCategoryAxis* newValueAxis(QObject* parent)
{
    auto* a = new QCategoryAxis(parent);
    a->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    a->setRange(0, 1);
    return a;
}

double toLog(double v)
{
    return std::log10(v);
}

std::vector<double> timeTicks(double fromSec, double toSec, int steps)
{
    // About `steps` steps at round intervals of seconds (each label is a
    // graphics item the axis lays out at every change).
    const double raw = (toSec - fromSec) / std::clamp(steps, 1, 6);
    const double intervals[] = {1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600};
    double interval = std::ceil(raw / 3600) * 3600;   // past 6 h: whole hours
    for (double s : intervals) {
        if (s >= raw) {
            interval = s;
            break;
        }
    }
    std::vector<double> ticks;
    for (double t = std::ceil(fromSec / interval - 1e-9) * interval; t <= toSec + 1e-9; t += interval)
        ticks.push_back(t);
    return ticks;
}

} // namespace timechart

namespace {

using timechart::setTicks;
using timechart::toLog;

void applyScale(QCategoryAxis* axis, const LinearScale& s, const QString& fixedFormat)
{
    const std::vector<double> values = linearTicks(s);
    QStringList labels;
    for (double v : values)
        labels << (fixedFormat.isEmpty() ? tickLabel(v, s.decimals) : QString::asprintf(qPrintable(fixedFormat), v));
    setTicks(axis, 0, s.top, values, labels);
}

} // namespace

void TimeChart::setAxisLabelFormat(Axis axis, const QString& format)
{
    d->labelFormat[axis == Axis::Left ? 0 : 1] = format;
    rescale();
}

void TimeChart::setMinimumTop(Axis axis, double top)
{
    d->minTop[axis == Axis::Left ? 0 : 1] = top;
    rescale();
}

void TimeChart::setAxisTitle(Axis axis, const QString& title)
{
    if (axis == Axis::Left) {
        d->yLinear->setTitleText(title);
        d->yLog->setTitleText(title);
    } else if (d->yRight) {
        d->yRight->setTitleText(title);
    }
}

void TimeChart::setTimeRange(double fromSec, double toSec)
{
    if (!(toSec > fromSec))
        toSec = fromSec + 1;
    d->fullFrom = fromSec;
    d->fullTo = toSec;
    if (!d->zoomed)
        applyRange(fromSec, toSec);
}

void TimeChart::applyRange(double fromSec, double toSec)
{
    d->view->setXRange(fromSec, toSec);
    // Labels of our own in the window's unit text ("10 s", "10초"): Qt
    // Charts formats a value axis's labels through a Latin-1 printf. The
    // labels are set with the range, so the axis never lays out more than
    // the handful timeTicks() gives (a 1-hour range at a 5 s step once
    // meant 720 labels per chart for a moment, and ~60 MB the window kept).
    // As many steps as labels fit the plot's width (six at most): the
    // presentation's third of 1280 px had "1 s2 s3 s" run together.
    // (A chart not laid out yet counts its widget's width, as plotWidthPx().)
    const QFontMetrics fm(d->x->labelsFont());
    const int labelPx = fm.horizontalAdvance(DisplayFormat::seconds(toSec)) + 3 * fm.horizontalAdvance(QLatin1Char(' '));
    const int steps = plotWidthPx() / std::max(1, labelPx) - 1;
    const std::vector<double> ticks = timechart::timeTicks(fromSec, toSec, steps);
    QStringList labels;
    for (double t : ticks)
        labels << DisplayFormat::seconds(t);
    setTicks(d->x, fromSec, toSec, ticks, labels);
    fitTimeLabels();
}

void TimeChart::fitTimeLabels()
{
    // A label on the plot's right edge is centred on it: room for its half,
    // unless a right axis's labels take that room anyway. The y axis's top
    // label likewise sticks out above the plot, under the legend. The room
    // is that of the range's end, whichever ticks were chosen: the ticks
    // follow the plot's width, so a margin that followed the ticks could
    // move the plot back and forth between two label sets.
    const QFontMetrics fm(d->x->labelsFont());
    int right = 2;
    if (!d->yRight && !d->x->categoriesLabels().isEmpty())
        right = fm.horizontalAdvance(DisplayFormat::seconds(d->x->max())) / 2 + 2;
    const QMargins margins(2, fm.height() / 2 + 2, right, 2);
    if (d->chart->margins() != margins)
        d->chart->setMargins(margins);
}

void TimeChart::setBand(double fromSec, double toSec, const QString& name)
{
    d->bandFrom = fromSec;
    d->bandTo = toSec;
    d->band->setName(name);
    d->band->setVisible(toSec > fromSec);
    rescale();
}

void TimeChart::setLogarithmic(bool on)
{
    if (on == d->log)
        return;
    QAbstractAxis* from = d->leftAxis();
    d->log = on;
    QAbstractAxis* to = d->leftAxis();
    for (auto& l : d->lines)
        if (l.axis == Axis::Left)
            l.series->detachAxis(from);
    d->band->detachAxis(from);
    d->threshold->detachAxis(from);
    d->chart->removeAxis(from);
    from->setParent(this);   // removeAxis releases ownership
    d->chart->addAxis(to, Qt::AlignLeft);
    for (auto& l : d->lines) {
        if (l.axis != Axis::Left)
            continue;
        l.series->attachAxis(to);
        const QList<QPointF> pts = l.points;
        setPoints(int(&l - d->lines.data()), pts);
    }
    d->band->attachAxis(to);
    d->threshold->attachAxis(to);
    applyTheme();
    rescale();
}

void TimeChart::setThreshold(double value, const QString& name)
{
    d->thresholdValue = value > 0 && std::isfinite(value) ? value : 0;
    d->threshold->setName(name);
    const bool on = d->thresholdValue > 0;
    d->threshold->setVisible(on);
    updateLegend();
    rescale();
}

double TimeChart::threshold() const
{
    return d->thresholdValue;
}

bool TimeChart::logarithmic() const
{
    return d->log;
}

QStringList TimeChart::timeLabels() const
{
    return d->x->categoriesLabels();
}

QStringList TimeChart::axisLabels(Axis axis) const
{
    QCategoryAxis* a = axis == Axis::Right ? d->yRight : d->log ? d->yLog : d->yLinear;
    return a ? a->categoriesLabels() : QStringList();
}

void TimeChart::rescale()
{
    double leftMax = 0, leftMinPositive = 0, rightMax = 0;
    for (const auto& l : d->lines) {
        if (l.hidden)
            continue;
        for (const QPointF& p : l.points) {
            if (!std::isfinite(p.y()))
                continue;
            if (l.axis == Axis::Right) {
                rightMax = std::max(rightMax, p.y());
            } else {
                leftMax = std::max(leftMax, p.y());
                if (p.y() > 0 && (leftMinPositive == 0 || p.y() < leftMinPositive))
                    leftMinPositive = p.y();
            }
        }
    }
    if (d->thresholdValue > 0) {
        leftMax = std::max(leftMax, d->thresholdValue);
        if (leftMinPositive == 0 || d->thresholdValue < leftMinPositive)
            leftMinPositive = d->thresholdValue;
    }
    placeThreshold();
    double bandBottom = 0, bandTop = 0;
    if (d->log) {
        const LogScale scale = logScale(leftMinPositive, leftMax);
        std::vector<double> at;
        QStringList labels;
        for (double v : scale.ticks) {
            at.push_back(toLog(v));
            labels << tickLabel(v);
        }
        setTicks(d->yLog, toLog(scale.low), toLog(scale.high), at, labels);
        bandBottom = toLog(scale.low);
        bandTop = toLog(scale.high);
    } else {
        const LinearScale scale = linearScale(leftMax * 1.05, d->minTop[0]);
        applyScale(d->yLinear, scale, d->labelFormat[0]);
        bandTop = scale.top;
    }
    if (d->yRight)
        applyScale(d->yRight, linearScale(rightMax * 1.05, d->minTop[1]), d->labelFormat[1]);
    if (d->bandTo > d->bandFrom) {
        d->bandLow->replace({QPointF(d->bandFrom, bandBottom), QPointF(d->bandTo, bandBottom)});
        d->bandHigh->replace({QPointF(d->bandFrom, bandTop), QPointF(d->bandTo, bandTop)});
    }
}

void TimeChart::placeThreshold()
{
    if (d->thresholdValue <= 0)
        return;
    const double y = d->log ? toLog(d->thresholdValue) : d->thresholdValue;
    d->threshold->replace({QPointF(d->x->min(), y), QPointF(d->x->max(), y)});
}

} // namespace bwui
