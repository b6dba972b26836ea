#include "charts/capacity_chart.h"

#include "charts/chart_legend.h"
#include "charts/chart_palette.h"
#include "charts/step_chart_style.h"
#include "widgets/semantic_colors.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QVBoxLayout>

#include <algorithm>

#include "util/units.h"

namespace bwui {

namespace {

// The y axis stops at this many times the ceiling: far-off failures sit on the top edge.
constexpr double kCeilingSpan = 4.0;

} // namespace

struct CapacityChart::Impl {
    QChart* chart = nullptr;
    QChartView* view = nullptr;
    QScatterSeries* passed = nullptr;
    QScatterSeries* failed = nullptr;
    QLineSeries* slo = nullptr;
    QLineSeries* bandTop = nullptr;
    QLineSeries* bandBottom = nullptr;
    QAreaSeries* band = nullptr;
    QLineSeries* lowerBound = nullptr;
    QValueAxis* x = nullptr;
    QValueAxis* y = nullptr;
    ChartLegend* legend = nullptr;   // ours: marks as drawn (Qt's drew the failed steps and the ceiling as one red square)

    std::vector<bw::CapacityStep> steps;
    bw::Slo sloGiven;
    double lo = 0, hi = 0;
    double lowerRate = 0;
    double bandLo = 0, bandHi = 0;   // as drawn

    // Every visible text, in the installed language (CapacityChart's context).
    void retranslate();
    // The legend: what is drawn, each entry marked as it is drawn.
    void updateLegend(const QPalette& p);
};

CapacityChart::CapacityChart(QWidget* parent) : StepChartWidget(parent), d(std::make_unique<Impl>())
{
    d->chart = new QChart;
    d->bandTop = new QLineSeries(d->chart);   // the area series does not own its edges
    d->bandBottom = new QLineSeries(d->chart);
    d->band = new QAreaSeries(d->bandTop, d->bandBottom);
    d->slo = new QLineSeries;
    d->lowerBound = new QLineSeries;
    d->passed = new QScatterSeries;
    d->failed = new QScatterSeries;
    for (QScatterSeries* s : {d->passed, d->failed})
        s->setMarkerSize(11);
    d->failed->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    d->x = new QValueAxis;
    d->y = new QValueAxis;
    d->x->setLabelFormat(QStringLiteral("%.0f"));
    d->chart->addAxis(d->x, Qt::AlignBottom);
    d->chart->addAxis(d->y, Qt::AlignLeft);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{d->band, d->slo, d->lowerBound, d->passed, d->failed})
        attachSeries(d->chart, s, d->x, d->y);
    d->chart->legend()->hide();
    d->view = newStepChartView(d->chart, this);
    d->legend = new ChartLegend;
    d->legend->setCursor(Qt::ArrowCursor);   // nothing to click: the steps stay drawn
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(d->view, 1);
    layout->addWidget(d->legend);
    redraw();
}

CapacityChart::~CapacityChart() = default;

void CapacityChart::setSteps(const std::vector<bw::CapacityStep>& steps, const bw::Slo& slo, double lo, double hi, double lowerBound)
{
    d->steps = steps;
    d->sloGiven = slo;
    d->lo = lo;
    d->hi = hi;
    d->lowerRate = lowerBound;
    redraw();
}

void CapacityChart::clear() { setSteps({}, bw::Slo{}, 0, 0); }

void CapacityChart::redraw()
{
    const QPalette& p = palette();
    styleStepChart(d->chart, p, font());
    const QColor good = SemanticColors::color(SemanticColors::Role::Good, p);
    const QColor bad = SemanticColors::color(SemanticColors::Role::Bad, p);
    d->passed->setColor(good);
    d->passed->setBorderColor(good.darker(130));
    d->failed->setColor(bad);
    d->failed->setBorderColor(bad.darker(130));
    d->slo->setPen(QPen(thresholdColor(p), 2, Qt::DashLine));
    d->lowerBound->setPen(QPen(good, 2, Qt::DashLine));
    QColor fill = chartLineColor(0, p);
    fill.setAlpha(50);
    d->band->setBrush(fill);
    d->band->setPen(QPen(chartLineColor(0, p), 1, Qt::DotLine));

    const double sloMs = d->sloGiven.maxP99Us / 1000.0;
    double maxRate = 0, maxMs = 0, maxPassMs = 0;
    for (const bw::CapacityStep& s : d->steps) {
        if (s.plan.rate <= 0)
            continue;
        maxRate = std::max(maxRate, s.plan.rate);
        maxMs = std::max(maxMs, s.figures.p99Us / 1000.0);
        if (s.passed)
            maxPassMs = std::max(maxPassMs, s.figures.p99Us / 1000.0);
    }
    const double cap = sloMs > 0 ? sloMs * kCeilingSpan : maxMs;
    const double top = axisTop(std::max(std::min(maxMs, cap), std::max(sloMs, maxPassMs)), 1);
    const double right = axisTop(std::max({maxRate, d->hi, d->lowerRate}), 10);
    QList<QPointF> pass, fail;
    for (const bw::CapacityStep& s : d->steps) {
        if (s.plan.rate <= 0)
            continue;
        const double ms = s.figures.p99Us / 1000.0;
        // No request answered, or off the scale: on the top edge.
        const double yDraw = (!s.passed && (ms <= 0 || ms > top)) ? top * 0.98 : ms;
        if (!s.notJudged)   // stopped before its end: neither a pass nor a fail dot
            (s.passed ? pass : fail) << QPointF(s.plan.rate, yDraw);
    }
    d->passed->replace(pass);
    d->failed->replace(fail);
    d->bandLo = d->lo > 0 ? d->lo : 0;
    d->bandHi = d->hi > 0 ? d->hi : 0;
    if (d->bandLo > 0 && d->bandHi > d->bandLo) {
        d->bandTop->replace({QPointF(d->bandLo, top), QPointF(d->bandHi, top)});
        d->bandBottom->replace({QPointF(d->bandLo, 0), QPointF(d->bandHi, 0)});
    } else {
        d->bandLo = d->bandHi = 0;
        d->bandTop->clear();
        d->bandBottom->clear();
    }
    d->x->setRange(0, right);
    d->y->setRange(0, top);
    d->x->applyNiceNumbers();   // ticks at round values: 0, 5,000, 10,000
    d->y->applyNiceNumbers();
    // Across the whole plot: the nice numbers may have widened the axis.
    const double end = d->x->max();
    d->slo->replace(sloMs > 0 ? QList<QPointF>{QPointF(0, sloMs), QPointF(end, sloMs)} : QList<QPointF>{});
    const double ytop = d->y->max();
    d->lowerBound->replace(d->lowerRate > 0 ? QList<QPointF>{QPointF(d->lowerRate, 0), QPointF(d->lowerRate, ytop)} : QList<QPointF>{});
    d->retranslate();
    d->updateLegend(p);
}

void CapacityChart::Impl::updateLegend(const QPalette& p)
{
    using Mark = ChartLegend::Mark;
    std::vector<ChartLegend::Entry> e;
    e.push_back({0, passed->name(), passed->color(), Qt::SolidLine, Mark::Circle});
    e.push_back({1, failed->name(), failed->color(), Qt::SolidLine, Mark::Square});
    if (slo->count() > 0)
        e.push_back(ChartLegend::thresholdEntry(slo->name(), p));
    if (bandHi > bandLo)
        e.push_back({2, band->name(), chartLineColor(0, p), Qt::SolidLine, Mark::Band});
    if (lowerBound->count() > 0)
        e.push_back({3, lowerBound->name(), lowerBound->pen().color(), Qt::DashLine, Mark::Line});
    legend->setEntries(std::move(e));
}

void CapacityChart::Impl::retranslate()
{
    chart->setTitle(CapacityChart::tr("p99 against offered rate"));
    x->setTitleText(CapacityChart::tr("offered rate (req/s)"));
    y->setTitleText(CapacityChart::tr("p99 (ms)"));
    passed->setName(CapacityChart::tr("step passed"));
    failed->setName(CapacityChart::tr("step failed"));
    slo->setName(CapacityChart::tr("p99 ceiling"));
    band->setName(CapacityChart::tr("bracket [last pass, first fail]"));
    lowerBound->setName(CapacityChart::tr("at least %1 req/s: nothing above it failed").arg(bw::formatRps(lowerRate)));
}

int CapacityChart::passedCount() const { return int(d->passed->count()); }
int CapacityChart::failedCount() const { return int(d->failed->count()); }
double CapacityChart::bracketLow() const { return d->bandLo; }
double CapacityChart::bracketHigh() const { return d->bandHi; }
double CapacityChart::sloLineMs() const { return d->slo->count() > 0 ? d->slo->at(0).y() : 0.0; }
double CapacityChart::lowerBoundRate() const { return d->lowerBound->count() > 0 ? d->lowerBound->at(0).x() : 0.0; }
ChartLegend* CapacityChart::legend() const { return d->legend; }
double CapacityChart::sloLineEndRate() const { return d->slo->count() > 0 ? d->slo->at(d->slo->count() - 1).x() : 0.0; }
double CapacityChart::rateAxisEnd() const { return d->x->max(); }

} // namespace bwui
