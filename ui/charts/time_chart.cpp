#include "charts/time_chart.h"

#include "charts/axis_scale.h"
#include "charts/chart_menu.h"
#include "charts/chart_palette.h"
#include "charts/time_chart_impl.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <QEvent>
#include <QGraphicsLayout>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <vector>

namespace bwui {

namespace {

bool isDark(const QPalette& p)
{
    return isDarkPalette(p);
}

QColor lineColor(int index, const QPalette& p)
{
    return chartLineColor(index, p);
}

// Labels of our own at given values (Qt Charts' printf labels have no digit
// grouping, and its log axis labels only the powers of ten).
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

void applyScale(QCategoryAxis* axis, const LinearScale& s, const QString& fixedFormat)
{
    const std::vector<double> values = linearTicks(s);
    QStringList labels;
    for (double v : values)
        labels << (fixedFormat.isEmpty() ? tickLabel(v, s.decimals) : QString::asprintf(qPrintable(fixedFormat), v));
    setTicks(axis, 0, s.top, values, labels);
}

// On the log axis the lines are drawn at log10(value).
double toLog(double v)
{
    return std::log10(v);
}

} // namespace


TimeChart::TimeChart(QWidget* parent) : QWidget(parent), d(std::make_unique<Impl>())
{
    d->chart = new QChart();
    d->chart->setAnimationOptions(QChart::NoAnimation);   // animations cost CPU at 10 Hz
    d->chart->setBackgroundRoundness(0);
    d->chart->setMargins(QMargins(2, 2, 2, 2));
    d->chart->layout()->setContentsMargins(0, 0, 0, 0);
    d->chart->legend()->setAlignment(Qt::AlignTop);

    d->x = new QValueAxis(d->chart);
    // Qt Charts formats labels through a Latin-1 printf: the unit must stay
    // ASCII ("10 s" reads fine in Korean too), so it is not translated.
    d->x->setLabelFormat(QStringLiteral("%.0f s"));
    d->x->setRange(0, 10);
    d->x->setTickType(QValueAxis::TicksDynamic);
    d->x->setTickInterval(5);
    d->chart->addAxis(d->x, Qt::AlignBottom);

    d->yLinear = newValueAxis(d->chart);
    d->chart->addAxis(d->yLinear, Qt::AlignLeft);

    d->yLog = newValueAxis(this);   // owned by us while detached from the chart

    d->bandLow = new QLineSeries(d->chart);
    d->bandHigh = new QLineSeries(d->chart);
    d->band = new QAreaSeries(d->bandHigh, d->bandLow);
    d->chart->addSeries(d->band);
    d->band->attachAxis(d->x);
    d->band->attachAxis(d->yLinear);
    d->band->setVisible(false);
    for (auto* m : d->chart->legend()->markers(d->band))
        m->setVisible(false);

    d->threshold = new QLineSeries(d->chart);
    d->chart->addSeries(d->threshold);
    d->threshold->attachAxis(d->x);
    d->threshold->attachAxis(d->yLinear);
    d->threshold->setVisible(false);
    for (auto* m : d->chart->legend()->markers(d->threshold))
        m->setVisible(false);
    // The line spans whatever time range is shown (the run's, or a zoom).
    connect(d->x, &QValueAxis::rangeChanged, this, [this] { placeThreshold(); });

    d->view = new InteractiveChartView(d->chart, this);
    d->view->setXRange(0, 10);
    connect(d->view, &InteractiveChartView::hovered, this, [this](double x, QPoint global) {
        QToolTip::showText(global, valuesAt(x), d->view);
    });
    connect(d->view, &InteractiveChartView::left, this, [] { QToolTip::hideText(); });
    connect(d->view, &InteractiveChartView::zoomRequested, this, [this](double a, double b) { zoomTo(a, b); });
    connect(d->view, &InteractiveChartView::resetRequested, this, [this] { resetZoom(); });
    connect(d->view, &InteractiveChartView::menuRequested, this, [this](QPoint global) {
        showChartMenu(this, global, [this] { resetZoom(); }, d->zoomed);
    });
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setFocusPolicy(Qt::NoFocus);
    d->view->setFrameShape(QFrame::NoFrame);
    d->view->setMinimumSize(220, 150);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    applyTheme();
}

// The detached y axis is parented to this widget and deleted with it.
TimeChart::~TimeChart() = default;

int TimeChart::addLine(const QString& name, int colorIndex, Axis axis)
{
    Impl::Line line;
    line.series = new QLineSeries(d->chart);
    line.series->setName(name);
    line.axis = axis;
    line.color = colorIndex;
    if (axis == Axis::Right && !d->yRight) {
        d->yRight = newValueAxis(d->chart);
        d->chart->addAxis(d->yRight, Qt::AlignRight);
    }
    d->lines.push_back(line);
    const int id = int(d->lines.size()) - 1;
    plotLine(id);
    applyTheme();
    return id;
}

// Puts line `id`'s series on the chart: its axes, its legend entry (a click
// hides or shows it), the entry's look. Qt Charts draws series of one kind
// in the order they were added.
void TimeChart::plotLine(int id)
{
    Impl::Line& line = d->lines[size_t(id)];
    d->chart->addSeries(line.series);
    line.series->setParent(d->chart);   // owned by the chart again after restack()'s removeSeries
    line.series->attachAxis(d->x);
    line.series->attachAxis(line.axis == Axis::Right ? static_cast<QAbstractAxis*>(d->yRight) : d->leftAxis());
    for (QLegendMarker* m : d->chart->legend()->markers(line.series)) {
        connect(m, &QLegendMarker::clicked, this, [this, id] { setLineVisible(id, !lineVisible(id)); });
        m->setVisible(!line.faded || !line.points.isEmpty());
    }
    styleMarkers(id);
}

// A hidden line's legend entry is greyed and struck out.
void TimeChart::styleMarkers(int id)
{
    const Impl::Line& line = d->lines[size_t(id)];
    for (QLegendMarker* m : d->chart->legend()->markers(line.series)) {
        QColor c = palette().color(QPalette::Text);
        c.setAlpha(line.hidden ? 90 : 255);
        m->setLabelBrush(c);
        QFont f = m->font();
        f.setStrikeOut(line.hidden);
        m->setFont(f);
    }
}

// Faded (baseline) lines are drawn under the others: every other line is
// taken off the chart and put back after them.
void TimeChart::restack()
{
    for (size_t i = 0; i < d->lines.size(); ++i) {
        if (d->lines[i].faded)
            continue;
        d->chart->removeSeries(d->lines[i].series);   // releases ownership; plotLine takes it back
        plotLine(int(i));
    }
}

void TimeChart::setLineName(int line, const QString& name)
{
    if (line >= 0 && line < int(d->lines.size()))
        d->lines[size_t(line)].series->setName(name);
}

void TimeChart::setTitle(const QString& title)
{
    d->chart->setTitle(title);
}

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

void TimeChart::setPoints(int line, const QList<QPointF>& points)
{
    if (line < 0 || line >= int(d->lines.size()))
        return;
    auto& l = d->lines[size_t(line)];
    l.points = points;
    // One or two points make no visible line (a run stopped in its first
    // second): show them as dots.
    const bool dots = points.size() <= 2;
    if (l.series->pointsVisible() != dots)
        l.series->setPointsVisible(dots);
    // A faded (baseline) line without points is not in the legend either.
    if (l.faded)
        for (QLegendMarker* m : d->chart->legend()->markers(l.series))
            m->setVisible(!points.isEmpty());
    if (l.hidden) {
        l.series->clear();
    } else if (d->log && l.axis == Axis::Left) {
        QList<QPointF> positive;
        positive.reserve(points.size());
        for (const QPointF& p : points)
            if (p.y() > 0)
                positive.append(QPointF(p.x(), toLog(p.y())));
        l.series->replace(positive);
    } else {
        l.series->replace(points);
    }
    rescale();
}

void TimeChart::clearPoints()
{
    for (auto& l : d->lines) {
        l.points.clear();
        l.series->clear();
    }
    rescale();
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
    if (d->x->min() == fromSec && d->x->max() == toSec)
        return;
    // About six labelled ticks at round intervals of seconds.
    const double span = toSec - fromSec;
    const double raw = span / 6;
    const double intervals[] = {1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600};
    double interval = intervals[sizeof(intervals) / sizeof(intervals[0]) - 1];
    for (double s : intervals) {
        if (s >= raw) {
            interval = s;
            break;
        }
    }
    // The axis lays out a text item per tick at every change: set the range
    // and the interval in the order that never asks for more ticks than
    // either end state (a 1-hour range at the old 5 s interval meant 720
    // labels per chart for a moment, and ~60 MB the window kept).
    d->x->setTickAnchor(fromSec);
    if (interval >= d->x->tickInterval()) {
        d->x->setTickInterval(interval);
        d->x->setRange(fromSec, toSec);
    } else {
        d->x->setRange(fromSec, toSec);
        d->x->setTickInterval(interval);
    }
}

void TimeChart::setBand(double fromSec, double toSec, const QString& name)
{
    d->bandFrom = fromSec;
    d->bandTo = toSec;
    d->band->setName(name);
    d->band->setVisible(toSec > fromSec);
    for (auto* m : d->chart->legend()->markers(d->band))
        m->setVisible(false);
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
    for (auto* m : d->chart->legend()->markers(d->threshold))
        m->setVisible(on);
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

QStringList TimeChart::axisLabels(Axis axis) const
{
    QCategoryAxis* a = axis == Axis::Right ? d->yRight : d->log ? d->yLog : d->yLinear;
    return a ? a->categoriesLabels() : QStringList();
}

int TimeChart::plotWidthPx() const
{
    const int w = int(d->chart->plotArea().width());
    return w > 10 ? w : std::max(10, width() - 80);
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

void TimeChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange)
        applyTheme();
    QWidget::changeEvent(event);
}

void TimeChart::applyTheme()
{
    const QPalette p = palette();
    const QColor text = p.color(QPalette::Text);
    QColor grid = p.color(QPalette::Text);
    grid.setAlpha(isDark(p) ? 40 : 28);
    QColor axisLine = p.color(QPalette::Text);
    axisLine.setAlpha(90);

    d->chart->setBackgroundBrush(p.color(QPalette::Base));
    d->chart->setBackgroundPen(Qt::NoPen);
    d->chart->setTitleBrush(text);
    QFont titleFont = font();
    titleFont.setBold(true);
    d->chart->setTitleFont(titleFont);
    QFont small = font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.9);
    d->chart->legend()->setLabelColor(text);
    d->chart->legend()->setFont(small);

    const QList<QAbstractAxis*> axes = {d->x, d->yLinear, d->yLog, d->yRight};
    for (QAbstractAxis* a : axes) {
        if (!a)
            continue;
        a->setLabelsBrush(text);
        a->setLabelsFont(small);
        a->setTitleBrush(text);
        a->setTitleFont(small);
        a->setGridLineColor(grid);
        a->setMinorGridLineColor(grid);
        a->setLinePenColor(axisLine);
    }

    for (auto& l : d->lines) {
        QPen pen(l.faded ? fadedLineColor(l.color, p) : lineColor(l.color, p));
        pen.setWidthF(l.faded ? 3.0 : 1.6);
        pen.setCosmetic(true);
        l.series->setPen(pen);
        l.series->setMarkerSize(6);
    }
    QPen t(thresholdColor(p));
    t.setWidthF(1.4);
    t.setStyle(Qt::DashLine);
    t.setCosmetic(true);
    d->threshold->setPen(t);
    QColor shade = p.color(QPalette::Highlight);
    shade.setAlpha(isDark(p) ? 60 : 38);
    d->band->setBrush(shade);
    d->band->setPen(Qt::NoPen);
    d->view->setBackgroundBrush(p.color(QPalette::Base));
}

} // namespace bwui
