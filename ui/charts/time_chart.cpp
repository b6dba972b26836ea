#include "charts/time_chart.h"

#include "charts/axis_scale.h"

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
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <vector>

namespace bwui {

namespace {

// Hues chosen to stay distinguishable for common colour-vision deficiencies;
// lightened on dark backgrounds (see lineColor()).
const QColor kLineColors[] = {
    QColor(0x1f, 0x77, 0xb4), // blue
    QColor(0x2c, 0xa0, 0x2c), // green
    QColor(0xe6, 0x7e, 0x0b), // orange
    QColor(0xd6, 0x27, 0x28), // red
    QColor(0x94, 0x67, 0xbd), // purple
    QColor(0x17, 0xa5, 0xb8), // teal
};

bool isDark(const QPalette& p)
{
    return p.color(QPalette::Base).lightness() < 128;
}

QColor lineColor(int index, const QPalette& p)
{
    const int n = int(sizeof(kLineColors) / sizeof(kLineColors[0]));
    QColor c = kLineColors[((index % n) + n) % n];
    return isDark(p) ? c.lighter(150) : c;
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

struct TimeChart::Impl {
    struct Line {
        QLineSeries* series = nullptr;
        Axis axis = Axis::Left;
        int color = 0;
        QList<QPointF> points;   // as given; filtered for the log axis on display
    };

    QChart* chart = nullptr;
    QChartView* view = nullptr;
    QValueAxis* x = nullptr;
    QCategoryAxis* yLinear = nullptr;
    QCategoryAxis* yLog = nullptr;     // linear in log10(value), labelled at 1, 2, 5 x 10^k
    QCategoryAxis* yRight = nullptr;
    QLineSeries* bandLow = nullptr;
    QLineSeries* bandHigh = nullptr;
    QAreaSeries* band = nullptr;
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

    d->view = new QChartView(d->chart, this);
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
    d->chart->addSeries(line.series);
    line.series->attachAxis(d->x);
    if (axis == Axis::Right) {
        if (!d->yRight) {
            d->yRight = newValueAxis(d->chart);
            d->chart->addAxis(d->yRight, Qt::AlignRight);
        }
        line.series->attachAxis(d->yRight);
    } else {
        line.series->attachAxis(d->leftAxis());
    }
    d->lines.push_back(line);
    applyTheme();
    return int(d->lines.size()) - 1;
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
    if (d->log && l.axis == Axis::Left) {
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
    applyTheme();
    rescale();
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
        QPen pen(lineColor(l.color, p));
        pen.setWidthF(1.6);
        pen.setCosmetic(true);
        l.series->setPen(pen);
        l.series->setMarkerSize(6);
    }
    QColor shade = p.color(QPalette::Highlight);
    shade.setAlpha(isDark(p) ? 60 : 38);
    d->band->setBrush(shade);
    d->band->setPen(Qt::NoPen);
    d->view->setBackgroundBrush(p.color(QPalette::Base));
}

} // namespace bwui
