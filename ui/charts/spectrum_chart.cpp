#include "charts/spectrum_chart.h"

#include "charts/axis_scale.h"
#include "charts/chart_legend.h"
#include "charts/chart_menu.h"
#include "charts/chart_palette.h"
#include "charts/live_chart_frame.h"

#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QFontMetrics>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLineSeries>

#include <QEvent>
#include <QLabel>

#include <algorithm>
#include <cmath>

namespace bwui {

namespace {
QCategoryAxis* newAxis(QObject* parent)
{
    auto* a = new QCategoryAxis(parent);
    a->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    return a;
}
} // namespace

struct SpectrumChart::Impl {
    struct Curve {
        QLineSeries* series = nullptr;
        int color = 0;
        Style style = Style::Solid;
        QList<QPointF> points;
    };
    QChart* chart = nullptr;
    QChartView* view = nullptr;
    QLabel* title = nullptr;           // title and legend above the plot, as TimeChart's
    ChartLegend* legend = nullptr;
    int labelStep = 0;                 // placeXLabels()'s last choice (0: none yet)
    QCategoryAxis* x = nullptr;
    QCategoryAxis* y = nullptr;
    QLineSeries* threshold = nullptr;
    double thresholdMs = 0;
    std::vector<Curve> curves;
};

SpectrumChart::SpectrumChart(QWidget* parent) : QWidget(parent), d(std::make_unique<Impl>())
{
    d->chart = newLiveChart();
    d->title = newLiveChartTitle();
    d->legend = new ChartLegend;
    d->legend->setCursor(Qt::ArrowCursor);   // its entries do nothing here

    // x = log10(1/(1-p)): one "nine" per unit. Labels are ASCII (a percent
    // sign reads the same in Korean); placeXLabels() fits all six.
    d->x = newAxis(d->chart);
    d->x->setStartValue(0);
    d->x->setRange(0, bw::kSpectrumTopX);
    d->x->setTruncateLabels(false);   // "99.99%" in full: placeXLabels() leaves room
    placeXLabels();
    d->chart->addAxis(d->x, Qt::AlignBottom);
    connect(d->chart, &QChart::plotAreaChanged, this, [this] { placeXLabels(); });
    d->y = newAxis(d->chart);
    d->y->setRange(0, 1);
    d->chart->addAxis(d->y, Qt::AlignLeft);

    d->threshold = new QLineSeries(d->chart);
    d->chart->addSeries(d->threshold);
    d->threshold->attachAxis(d->x);
    d->threshold->attachAxis(d->y);
    d->threshold->setVisible(false);

    d->view = new QChartView(d->chart, this);
    setUpLiveChartView(d->view);
    d->view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(d->view, &QWidget::customContextMenuRequested, this,
            [this](const QPoint& pos) { showChartMenu(this, d->view->mapToGlobal(pos)); });
    layOutLiveChart(this, d->title, d->legend, d->view);
    applyTheme();
    rescale();
}

SpectrumChart::~SpectrumChart() = default;

void SpectrumChart::setCurves(const std::vector<Curve>& curves)
{
    std::vector<const Curve*> shown;
    for (const Curve& c : curves)
        if (!c.points.empty())
            shown.push_back(&c);
    // Reuse the series while the count stays (every second of a live run);
    // a different set of curves is rebuilt.
    while (d->curves.size() > shown.size()) {
        d->chart->removeSeries(d->curves.back().series);
        delete d->curves.back().series;
        d->curves.pop_back();
    }
    while (d->curves.size() < shown.size()) {
        Impl::Curve c;
        c.series = new QLineSeries(d->chart);
        d->chart->addSeries(c.series);
        c.series->attachAxis(d->x);
        c.series->attachAxis(d->y);
        d->curves.push_back(c);
    }
    for (size_t i = 0; i < shown.size(); ++i) {
        Impl::Curve& c = d->curves[i];
        const Curve& from = *shown[i];
        c.color = from.color;
        c.style = from.style;
        if (c.series->name() != from.name)
            c.series->setName(from.name);
        c.points.clear();
        c.points.reserve(qsizetype(from.points.size()));
        for (const bw::SpectrumPoint& p : from.points)
            c.points.append(QPointF(p.x, p.valueUs / 1000.0));
        c.series->replace(c.points);
    }
    applyTheme();
    rescale();
}

int SpectrumChart::curveCount() const
{
    return int(d->curves.size());
}

void SpectrumChart::setTitle(const QString& title)
{
    d->title->setText(title);
    d->title->setVisible(!title.isEmpty());
}

void SpectrumChart::updateLegend()
{
    const QPalette p = palette();
    std::vector<ChartLegend::Entry> entries;
    for (size_t i = 0; i < d->curves.size(); ++i) {
        const Impl::Curve& c = d->curves[i];
        ChartLegend::Entry e;
        e.id = int(i);
        e.name = c.series->name();
        e.color = c.style == Style::Faded ? fadedLineColor(c.color, p) : chartLineColor(c.color, p);
        e.wide = c.style == Style::Faded;
        e.style = c.style == Style::Dashed ? Qt::DashLine : Qt::SolidLine;
        entries.push_back(e);
    }
    if (d->thresholdMs > 0)
        entries.push_back(ChartLegend::thresholdEntry(d->threshold->name(), p));
    d->legend->setEntries(std::move(entries));
}

QStringList SpectrumChart::legendNames() const
{
    return d->legend->names();
}

void SpectrumChart::setThreshold(double valueMs, const QString& name)
{
    d->thresholdMs = valueMs > 0 ? valueMs : 0;
    d->threshold->setName(name);
    d->threshold->setVisible(d->thresholdMs > 0);
    updateLegend();
    d->threshold->replace({QPointF(0, d->thresholdMs), QPointF(bw::kSpectrumTopX, d->thresholdMs)});
    rescale();
}

QList<QPointF> SpectrumChart::curvePoints(int curve) const
{
    return curve >= 0 && curve < int(d->curves.size()) ? d->curves[size_t(curve)].points : QList<QPointF>();
}

QString SpectrumChart::curveName(int curve) const
{
    return curve >= 0 && curve < int(d->curves.size()) ? d->curves[size_t(curve)].series->name() : QString();
}

// Every "nine" is labelled, however narrow the plot (a third of the
// presentation view, a 1280 px window): as "99.999%" where each unit has the
// room, else without the percent sign ("99.999", under a title that says
// "by percentile"), else slanted.
void SpectrumChart::placeXLabels()
{
    static const char* const labels[] = {"0%", "90%", "99%", "99.9%", "99.99%", "99.999%"};
    const double unitPx = d->chart->plotArea().width() / bw::kSpectrumTopX;
    const QFontMetrics fm(d->x->labelsFont());
    const auto fits = [&](const char* widest) { return unitPx <= 0 || unitPx >= fm.horizontalAdvance(QLatin1String(widest)) + 8; };
    const int step = fits("99.999%") ? 1 : fits("99.999") ? 2 : 3;   // 1: with %, 2: without, 3: slanted
    if (step == d->labelStep)
        return;
    d->labelStep = step;
    for (const QString& l : d->x->categoriesLabels())
        d->x->remove(l);
    for (int i = 0; i <= 5; ++i) {
        QString text = QLatin1String(labels[i]);
        if (step == 2)
            text.chop(1);
        d->x->append(text, i);
    }
    d->x->setLabelsAngle(step == 3 ? -40 : 0);
}

QStringList SpectrumChart::xLabels() const
{
    return d->x->categoriesLabels();
}

double SpectrumChart::yTop() const
{
    return d->y->max();
}

double SpectrumChart::thresholdMs() const
{
    return d->thresholdMs;
}

void SpectrumChart::rescale()
{
    double top = d->thresholdMs;
    for (const auto& c : d->curves)
        for (const QPointF& p : c.points)
            if (std::isfinite(p.y()))
                top = std::max(top, p.y());
    const LinearScale s = linearScale(top * 1.05, 1.0);   // ms
    QStringList labels;
    const std::vector<double> values = linearTicks(s);
    for (double v : values)
        labels << tickLabel(v, s.decimals);
    if (d->y->categoriesLabels() == labels && d->y->max() == s.top)
        return;
    for (const QString& l : d->y->categoriesLabels())
        d->y->remove(l);
    d->y->setStartValue(0);
    for (size_t i = 0; i < values.size(); ++i)
        d->y->append(labels[int(i)], values[i]);
    d->y->setRange(0, s.top);
}

void SpectrumChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange)
        applyTheme();
    QWidget::changeEvent(event);
}

void SpectrumChart::applyTheme()
{
    const QPalette p = palette();
    const LiveChartTheme theme = applyLiveChartTheme(d->chart, d->view, d->title, d->legend, p, font());
    const QFontMetrics small(theme.small);
    // The last x label (99.999 %) sits on the plot's right edge: room for its half.
    const int half = small.horizontalAdvance(QStringLiteral("99.999%")) / 2 + 2;
    // And the y axis's top label above the plot, under the legend.
    d->chart->setMargins(QMargins(2, small.height() / 2 + 2, half, 2));
    for (QCategoryAxis* a : {d->x, d->y})
        styleLiveAxis(a, theme);
    placeXLabels();   // the font may have changed
    for (auto& c : d->curves) {
        QPen pen(c.style == Style::Faded ? fadedLineColor(c.color, p) : chartLineColor(c.color, p));
        pen.setWidthF(c.style == Style::Faded ? 3.0 : 1.8);
        pen.setCosmetic(true);
        if (c.style == Style::Dashed)
            pen.setStyle(Qt::DashLine);
        c.series->setPen(pen);
    }
    d->threshold->setPen(thresholdPen(p));
    updateLegend();
}

} // namespace bwui
