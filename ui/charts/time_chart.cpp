#include "charts/time_chart.h"

#include "charts/axis_scale.h"
#include "charts/chart_legend.h"
#include "charts/chart_menu.h"
#include "charts/chart_palette.h"
#include "charts/live_chart_frame.h"
#include "charts/time_chart_impl.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>

#include <QEvent>
#include <QLabel>
#include <QToolTip>

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

} // namespace


TimeChart::TimeChart(QWidget* parent) : QWidget(parent), d(std::make_unique<Impl>())
{
    // Title and legend are widgets above the plot: Qt Charts' legend keeps
    // one row and cuts the names ("CPU (% of a …"); ours wraps.
    d->chart = newLiveChart();
    d->title = newLiveChartTitle();
    d->legend = new ChartLegend;
    connect(d->legend, &ChartLegend::clicked, this, [this](int id) {
        if (id >= 0)
            setLineVisible(id, !lineVisible(id));
    });

    d->x = timechart::newValueAxis(d->chart);
    d->x->setTruncateLabels(false);
    d->chart->addAxis(d->x, Qt::AlignBottom);

    d->yLinear = timechart::newValueAxis(d->chart);
    d->chart->addAxis(d->yLinear, Qt::AlignLeft);

    d->yLog = timechart::newValueAxis(this);   // owned by us while detached from the chart

    d->bandLow = new QLineSeries(d->chart);
    d->bandHigh = new QLineSeries(d->chart);
    d->band = new QAreaSeries(d->bandHigh, d->bandLow);
    d->chart->addSeries(d->band);
    d->band->attachAxis(d->x);
    d->band->attachAxis(d->yLinear);
    d->band->setVisible(false);

    d->threshold = new QLineSeries(d->chart);
    d->chart->addSeries(d->threshold);
    d->threshold->attachAxis(d->x);
    d->threshold->attachAxis(d->yLinear);
    d->threshold->setVisible(false);
    // The line spans whatever time range is shown (the run's, or a zoom).
    connect(d->x, &QCategoryAxis::rangeChanged, this, [this] {
        placeThreshold();
        placeMarkers();
    });
    // The time labels follow the plot's width (relabelled only on a change).
    connect(d->chart, &QChart::plotAreaChanged, this, [this] {
        applyRange(d->x->min(), d->x->max());
        placeMarkers();
    });

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
    setUpLiveChartView(d->view);
    layOutLiveChart(this, d->title, d->legend, d->view);
    applyRange(0, 10);
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
        d->yRight = timechart::newValueAxis(d->chart);
        d->chart->addAxis(d->yRight, Qt::AlignRight);
    }
    d->lines.push_back(line);
    const int id = int(d->lines.size()) - 1;
    plotLine(id);
    applyTheme();
    return id;
}

// Puts line `id`'s series on the chart, on its axes. Qt Charts draws series
// of one kind in the order they were added.
void TimeChart::plotLine(int id)
{
    Impl::Line& line = d->lines[size_t(id)];
    d->chart->addSeries(line.series);
    line.series->setParent(d->chart);   // owned by the chart again after restack()'s removeSeries
    line.series->attachAxis(d->x);
    line.series->attachAxis(line.axis == Axis::Right ? static_cast<QAbstractAxis*>(d->yRight) : d->leftAxis());
}

// The legend from the lines (those in it, a hidden one greyed and struck
// out) and the SLO line; cheap when nothing changed.
void TimeChart::updateLegend()
{
    const QPalette p = palette();
    std::vector<ChartLegend::Entry> entries;
    for (size_t i = 0; i < d->lines.size(); ++i) {
        const Impl::Line& l = d->lines[i];
        if (!l.inLegend())
            continue;
        ChartLegend::Entry e;
        e.id = int(i);
        e.name = l.series->name();
        e.color = l.faded ? fadedLineColor(l.color, p) : lineColor(l.color, p);
        e.wide = l.faded;
        e.style = l.style;
        e.off = l.hidden;
        entries.push_back(e);
    }
    if (d->thresholdValue > 0)
        entries.push_back(ChartLegend::thresholdEntry(d->threshold->name(), p));
    d->legend->setEntries(std::move(entries));
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
    if (line < 0 || line >= int(d->lines.size()))
        return;
    d->lines[size_t(line)].series->setName(name);
    updateLegend();
}

void TimeChart::setTitle(const QString& title)
{
    d->title->setText(title);
    d->title->setVisible(!title.isEmpty());
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
    updateLegend();   // a faded (baseline) or optional line without points is not in it
    if (l.hidden) {
        l.series->clear();
    } else if (d->log && l.axis == Axis::Left) {
        QList<QPointF> positive;
        positive.reserve(points.size());
        for (const QPointF& p : points)
            if (p.y() > 0)
                positive.append(QPointF(p.x(), timechart::toLog(p.y())));
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

int TimeChart::plotWidthPx() const
{
    const int w = int(d->chart->plotArea().width());
    return w > 10 ? w : std::max(10, width() - 80);
}

void TimeChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange)
        applyTheme();
    if (event->type() == QEvent::LanguageChange)
        applyRange(d->x->min(), d->x->max());   // the time labels' unit text
    QWidget::changeEvent(event);
}

void TimeChart::applyTheme()
{
    const QPalette p = palette();
    const LiveChartTheme theme = applyLiveChartTheme(d->chart, d->view, d->title, d->legend, p, font());

    const QList<QAbstractAxis*> axes = {d->x, d->yLinear, d->yLog, d->yRight};
    for (QAbstractAxis* a : axes) {
        if (!a)
            continue;
        styleLiveAxis(a, theme);
        a->setTitleBrush(theme.text);
        a->setTitleFont(theme.small);
        a->setMinorGridLineColor(theme.grid);
    }

    for (auto& l : d->lines) {
        QPen pen(l.faded ? fadedLineColor(l.color, p) : lineColor(l.color, p));
        pen.setWidthF(l.faded ? 3.0 : 1.6);
        pen.setStyle(l.style);
        pen.setCosmetic(true);
        l.series->setPen(pen);
        l.series->setMarkerSize(6);
    }
    d->threshold->setPen(thresholdPen(p));
    QColor shade = p.color(QPalette::Highlight);
    shade.setAlpha(isDark(p) ? 60 : 38);
    d->band->setBrush(shade);
    d->band->setPen(Qt::NoPen);
    placeMarkers();   // their colours and font
    fitTimeLabels();   // the labels' font may have changed
    updateLegend();
}

} // namespace bwui
