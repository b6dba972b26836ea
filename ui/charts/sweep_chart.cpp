#include "charts/sweep_chart.h"

#include "charts/chart_legend.h"
#include "charts/chart_palette.h"
#include "charts/step_chart_style.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QHBoxLayout>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace bwui {

namespace {

constexpr int kFitSamples = 80;   // points of the drawn USL curve

} // namespace

struct SweepChart::Impl {
    QChart* left = nullptr;
    QLineSeries* measured = nullptr;
    QScatterSeries* measuredDots = nullptr;
    QLineSeries* fit = nullptr;
    QLineSeries* peak = nullptr;
    QValueAxis* lx = nullptr;
    QValueAxis* ly = nullptr;

    QChart* right = nullptr;
    QLineSeries* p50 = nullptr;
    QLineSeries* p99 = nullptr;
    QLineSeries* sloLine = nullptr;
    QValueAxis* rx = nullptr;
    QValueAxis* ry = nullptr;

    // Ours, under each plot: every entry with its name and its line as
    // drawn (Qt's left the fit's entry without its text).
    ChartLegend* leftLegend = nullptr;
    ChartLegend* rightLegend = nullptr;

    bw::SweepResult result;
    double peakN = 0;   // as drawn

    // Every visible text, in the installed language (SweepChart's context):
    // the x axis names VUs or the offered rate, N* its value.
    void retranslate();
    void updateLegends(const QPalette& p);
};

namespace {

// A plot with its legend under it.
QWidget* withLegend(QChartView* view, ChartLegend* legend)
{
    auto* box = new QWidget;
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    v->addWidget(view, 1);
    v->addWidget(legend);
    legend->setCursor(Qt::ArrowCursor);
    return box;
}

} // namespace

SweepChart::SweepChart(QWidget* parent) : StepChartWidget(parent), d(std::make_unique<Impl>())
{
    d->left = new QChart;
    d->measured = new QLineSeries;
    d->measuredDots = new QScatterSeries;
    d->measuredDots->setMarkerSize(9);
    d->fit = new QLineSeries;
    d->peak = new QLineSeries;
    d->lx = new QValueAxis;
    d->ly = new QValueAxis;
    d->lx->setLabelFormat(QStringLiteral("%.0f"));
    d->ly->setLabelFormat(QStringLiteral("%.0f"));
    d->left->addAxis(d->lx, Qt::AlignBottom);
    d->left->addAxis(d->ly, Qt::AlignLeft);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{d->fit, d->peak, d->measured, d->measuredDots})
        attachSeries(d->left, s, d->lx, d->ly);

    d->right = new QChart;
    d->p50 = new QLineSeries;
    d->p99 = new QLineSeries;
    d->sloLine = new QLineSeries;
    for (QLineSeries* s : {d->p50, d->p99})
        s->setPointsVisible(true);
    d->rx = new QValueAxis;
    d->ry = new QValueAxis;
    d->rx->setLabelFormat(QStringLiteral("%.0f"));
    d->right->addAxis(d->rx, Qt::AlignBottom);
    d->right->addAxis(d->ry, Qt::AlignLeft);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{d->sloLine, d->p50, d->p99})
        attachSeries(d->right, s, d->rx, d->ry);

    d->left->legend()->hide();
    d->right->legend()->hide();
    d->leftLegend = new ChartLegend;
    d->rightLegend = new ChartLegend;
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(withLegend(newStepChartView(d->left, this), d->leftLegend), 1);
    layout->addWidget(withLegend(newStepChartView(d->right, this), d->rightLegend), 1);
    redraw();
}

SweepChart::~SweepChart() = default;

void SweepChart::setResult(const bw::SweepResult& result)
{
    d->result = result;
    redraw();
}

void SweepChart::clear() { setResult(bw::SweepResult{}); }

void SweepChart::redraw()
{
    const QPalette& p = palette();
    styleStepChart(d->left, p, font());
    styleStepChart(d->right, p, font());
    d->measured->setPen(QPen(chartLineColor(0, p), 2));
    d->measuredDots->setColor(chartLineColor(0, p));
    d->measuredDots->setBorderColor(chartLineColor(0, p));
    d->fit->setPen(QPen(chartLineColor(1, p), 2, Qt::DashLine));
    d->peak->setPen(QPen(chartLineColor(2, p), 2, Qt::DotLine));
    d->p50->setPen(QPen(chartLineColor(0, p), 2));
    d->p99->setPen(QPen(chartLineColor(3, p), 2));
    d->sloLine->setPen(QPen(thresholdColor(p), 2, Qt::DashLine));

    const bw::SweepResult& r = d->result;
    QList<QPointF> thr, p50, p99;
    double maxX = 0, maxRps = 0, maxMs = 0;
    for (const bw::SweepPoint& pt : r.points) {
        if (pt.figures.requests == 0)
            continue;   // nothing answered: no throughput or latency to draw
        thr << QPointF(pt.x(), pt.figures.achievedRps);
        p50 << QPointF(pt.figures.achievedRps, pt.figures.p50Us / 1000.0);
        p99 << QPointF(pt.figures.achievedRps, pt.figures.p99Us / 1000.0);
        maxX = std::max(maxX, pt.x());
        maxRps = std::max(maxRps, pt.figures.achievedRps);
        maxMs = std::max(maxMs, pt.figures.p99Us / 1000.0);
    }
    if (!r.planned.empty())
        maxX = std::max(maxX, r.planned.back());
    QList<QPointF> fit, peak;
    d->peakN = 0;
    // The law only where it describes the points (UslFit::describes):
    // drawn otherwise, it would claim a shape the points do not have.
    if (r.model == bw::SweepModel::Closed && r.fit.ok && r.fit.describes && maxX > 0) {
        // The law over the measured range (and on to N* when it lies a little beyond).
        double end = maxX;
        if (r.fit.peakN > 0 && r.fit.peakN < maxX * 2)
            end = std::max(end, r.fit.peakN * 1.1);
        for (int i = 0; i <= kFitSamples; ++i) {
            const double n = 1 + (end - 1) * i / kFitSamples;
            fit << QPointF(n, r.fit.at(n));
            maxRps = std::max(maxRps, r.fit.at(n));
        }
        maxX = end;
        if (r.fit.peakN > 0 && r.fit.peakN <= end) {
            d->peakN = r.fit.peakN;
            peak << QPointF(r.fit.peakN, 0) << QPointF(r.fit.peakN, axisTop(maxRps, 10));
        }
    }
    d->measured->replace(thr);
    d->measuredDots->replace(thr);
    d->fit->replace(fit);
    d->peak->replace(peak);
    d->lx->setRange(0, axisTop(maxX, 2) / 1.15 * 1.05);
    d->ly->setRange(0, axisTop(maxRps, 10));

    const double sloMs = r.slo.maxP99Us / 1000.0;
    const double rpsTop = axisTop(maxRps, 10);
    d->p50->replace(p50);
    d->p99->replace(p99);
    d->sloLine->replace(sloMs > 0 ? QList<QPointF>{QPointF(0, sloMs), QPointF(rpsTop, sloMs)} : QList<QPointF>{});
    d->rx->setRange(0, rpsTop);
    d->ry->setRange(0, axisTop(std::max(maxMs, sloMs), 1));
    for (QValueAxis* a : {d->lx, d->ly, d->rx, d->ry})
        a->applyNiceNumbers();   // ticks at round values
    d->retranslate();
    d->updateLegends(p);
}

// No fit, no N*, no ceiling: no legend entry for them either.
void SweepChart::Impl::updateLegends(const QPalette& p)
{
    auto line = [](QLineSeries* s) {
        return ChartLegend::Entry{0, s->name(), s->pen().color(), s->pen().style(), ChartLegend::Mark::Line};
    };
    std::vector<ChartLegend::Entry> l{line(measured)};
    if (fit->count() > 0)
        l.push_back(line(fit));
    if (peak->count() > 0)
        l.push_back(line(peak));
    leftLegend->setEntries(std::move(l));
    std::vector<ChartLegend::Entry> r{line(p50), line(p99)};
    if (sloLine->count() > 0)
        r.push_back(ChartLegend::thresholdEntry(sloLine->name(), p));
    rightLegend->setEntries(std::move(r));
}

void SweepChart::Impl::retranslate()
{
    const bool open = result.model == bw::SweepModel::Open;
    left->setTitle(open ? SweepChart::tr("Throughput against offered rate")
                        : SweepChart::tr("Throughput against concurrency"));
    lx->setTitleText(open ? SweepChart::tr("offered rate (req/s)") : SweepChart::tr("virtual users"));
    ly->setTitleText(SweepChart::tr("throughput (req/s)"));
    measured->setName(SweepChart::tr("measured"));
    fit->setName(SweepChart::tr("USL fit"));
    peak->setName(peakN > 0 ? SweepChart::tr("N* = %1").arg(std::round(peakN)) : SweepChart::tr("N*"));
    right->setTitle(SweepChart::tr("Latency against throughput"));
    rx->setTitleText(SweepChart::tr("throughput (req/s)"));
    ry->setTitleText(SweepChart::tr("latency (ms)"));
    p50->setName(SweepChart::tr("p50"));
    p99->setName(SweepChart::tr("p99"));
    sloLine->setName(SweepChart::tr("p99 ceiling"));
}

int SweepChart::throughputPointCount() const { return int(d->measured->count()); }
int SweepChart::fitPointCount() const { return int(d->fit->count()); }
double SweepChart::peakLineN() const { return d->peakN; }
int SweepChart::latencyPointCount() const { return int(d->p99->count()); }
QStringList SweepChart::legendNames() const { return d->leftLegend->names() + d->rightLegend->names(); }

} // namespace bwui
