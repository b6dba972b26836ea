#include "charts/trend_chart.h"

#include "charts/axis_scale.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QCategoryAxis>

#include <QDateTime>
#include <QEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace bwui {

struct TrendChart::Impl {
    QChart* chart = nullptr;
    QChartView* view = nullptr;
    QLineSeries* median = nullptr;
    QLineSeries* upper = nullptr;
    QLineSeries* lower = nullptr;
    QAreaSeries* band = nullptr;
    QScatterSeries* changes = nullptr;
    QDateTimeAxis* x = nullptr;
    QCategoryAxis* y = nullptr;      // labels of our own: grouped digits, the metric's unit
    std::function<QString(double)> format;
    std::vector<double> ticks;

    void applyPalette(const QPalette& p)
    {
        chart->setBackgroundBrush(p.color(QPalette::Base));
        chart->setTitleBrush(p.color(QPalette::Text));
        chart->legend()->setLabelColor(p.color(QPalette::Text));
        for (QAbstractAxis* a : {static_cast<QAbstractAxis*>(x), static_cast<QAbstractAxis*>(y)}) {
            a->setLabelsColor(p.color(QPalette::Text));
            a->setGridLineColor(p.color(QPalette::Mid));
        }
        QColor line = p.color(QPalette::Highlight);
        median->setPen(QPen(line, 2));
        QColor fill = line;
        fill.setAlpha(60);
        band->setBrush(fill);
        band->setPen(Qt::NoPen);
        changes->setColor(QColor(0xd9, 0x53, 0x4f));
        changes->setBorderColor(p.color(QPalette::Text));
    }
};

TrendChart::TrendChart(QWidget* parent) : QWidget(parent), d(std::make_unique<Impl>())
{
    d->chart = new QChart;
    d->chart->setMargins(QMargins(4, 4, 4, 4));
    d->median = new QLineSeries;
    d->median->setPointsVisible(true);
    d->upper = new QLineSeries(d->chart);   // the area series does not own its edges
    d->lower = new QLineSeries(d->chart);
    d->band = new QAreaSeries(d->upper, d->lower);
    d->changes = new QScatterSeries;
    d->changes->setMarkerSize(14);
    d->changes->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    d->chart->addSeries(d->band);
    d->chart->addSeries(d->median);
    d->chart->addSeries(d->changes);
    d->x = new QDateTimeAxis;
    d->x->setFormat(QStringLiteral("MM-dd HH:mm"));
    d->y = new QCategoryAxis;
    d->y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    d->chart->addAxis(d->x, Qt::AlignBottom);
    d->chart->addAxis(d->y, Qt::AlignLeft);
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(d->band), static_cast<QAbstractSeries*>(d->median),
                               static_cast<QAbstractSeries*>(d->changes)}) {
        s->attachAxis(d->x);
        s->attachAxis(d->y);
    }
    d->view = new QChartView(d->chart);
    d->view->setRenderHint(QPainter::Antialiasing);
    d->view->setMinimumHeight(280);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(d->view);
    d->applyPalette(palette());
}

TrendChart::~TrendChart() = default;

void TrendChart::setTitle(const QString& title)
{
    d->chart->setTitle(title);
}

void TrendChart::setNames(const QString& median, const QString& interval, const QString& change)
{
    d->median->setName(median);
    d->band->setName(interval);
    d->changes->setName(change);
}

void TrendChart::setPoints(const std::vector<Point>& points)
{
    QList<QPointF> med, up, low, cps;
    double lo = 0, hi = 0;
    bool first = true;
    for (const Point& p : points) {
        med << QPointF(p.timeMs, p.median);
        up << QPointF(p.timeMs, p.hasInterval ? p.high : p.median);
        low << QPointF(p.timeMs, p.hasInterval ? p.low : p.median);
        if (p.changePoint)
            cps << QPointF(p.timeMs, p.median);
        const double a = p.hasInterval ? p.low : p.median, b = p.hasInterval ? p.high : p.median;
        lo = first ? a : std::min(lo, a);
        hi = first ? b : std::max(hi, b);
        first = false;
    }
    d->median->replace(med);
    d->upper->replace(up);
    d->lower->replace(low);
    d->changes->replace(cps);
    for (const QString& l : d->y->categoriesLabels())
        d->y->remove(l);
    d->ticks.clear();
    if (points.empty())
        return;
    const double pad = std::max((hi - lo) * 0.1, std::max(std::abs(hi), 1.0) * 0.02);
    const LinearRange range = linearRange(std::max(0.0, lo - pad), hi + pad);
    d->ticks = rangeTicks(range);
    const QStringList labels = yLabels();
    d->y->setStartValue(range.low);
    for (size_t i = 0; i < d->ticks.size(); ++i)
        if (!d->y->categoriesLabels().contains(labels[int(i)]))   // a category's label is its key
            d->y->append(labels[int(i)], d->ticks[i]);
    d->y->setRange(range.low, range.high);
    const double t0 = points.front().timeMs, t1 = points.back().timeMs;
    const double tpad = std::max((t1 - t0) * 0.03, 60000.0);
    d->x->setRange(QDateTime::fromMSecsSinceEpoch(qint64(t0 - tpad)), QDateTime::fromMSecsSinceEpoch(qint64(t1 + tpad)));
}

void TrendChart::setValueFormat(std::function<QString(double)> format)
{
    d->format = std::move(format);
}

QStringList TrendChart::yLabels() const
{
    QStringList out;
    for (double v : d->ticks)
        out << (d->format ? d->format(v) : tickLabel(v));
    return out;
}

std::pair<double, double> TrendChart::yRange() const
{
    return {d->y->min(), d->y->max()};
}

int TrendChart::medianPointCount() const { return int(d->median->count()); }
int TrendChart::bandPointCount() const { return int(d->upper->count()); }
int TrendChart::changePointCount() const { return int(d->changes->count()); }

void TrendChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        d->applyPalette(palette());
    QWidget::changeEvent(event);
}

} // namespace bwui
