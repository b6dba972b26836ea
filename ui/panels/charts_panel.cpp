#include "panels/charts_panel.h"

#include "requests/request_stats_box.h"

#include "charts/spectrum_chart.h"
#include "charts/time_chart.h"
#include "model/baseline_series.h"
#include "model/display_format.h"
#include "model/spectrum_curves.h"
#include "controller/run_controller.h"
#include "model/series_buffer.h"
#include "report/link_text.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>
#include <iterator>

namespace bwui {

namespace {
enum { LRps = 0, LRpsBaseline, LIntendedRate, LIntendedVus };
enum { LP50 = 0, LP90, LP99, LMax, LP99Baseline, LEntryFirst };   // then one per entry (kEntryLatencyLines)
enum { LRss = 0, LCpu, LThrottled };
enum { LTransport = 0, LStatus };
// A per-second value drawn as a step: each point, centred on its second,
// becomes a level held across that second (the intended load changes at
// second boundaries, and a ramp reads as stairs, as it ran).
QList<QPointF> steps(const QList<QPointF>& points)
{
    QList<QPointF> out;
    out.reserve(points.size() * 2);
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QPointF& p = points[i];
        const double half = i + 1 < points.size() ? std::min(0.5, (points[i + 1].x() - p.x()) / 2) : 0.5;
        out.append(QPointF(std::max(0.0, p.x() - half), p.y()));
        out.append(QPointF(p.x() + half, p.y()));
    }
    return out;
}
} // namespace

ChartsPanel::ChartsPanel(QWidget* parent) : Retranslating(parent)
{
    rps_ = new TimeChart;
    rps_->addLine(QString(), 0);
    rps_->addLine(QString(), 0);
    rps_->setLineFaded(LRpsBaseline, true);
    // The intended load, faded under the measured line: the rate on the
    // requests/s axis (open model), the VUs on a right axis (closed model).
    rps_->addLine(QString(), 5);
    rps_->addLine(QString(), 5, TimeChart::Axis::Right);
    rps_->setLineFaded(LIntendedRate, true);
    rps_->setLineFaded(LIntendedVus, true);
    rps_->setMinimumTop(TimeChart::Axis::Right, 10);
    rps_->setAxisLabelFormat(TimeChart::Axis::Right, QStringLiteral("%.0f"));

    latency_ = new TimeChart;
    latency_->addLine(QString(), 1);
    latency_->addLine(QString(), 2);
    latency_->addLine(QString(), 3);
    latency_->addLine(QString(), 4);
    latency_->addLine(QString(), 3);
    latency_->setLineFaded(LP99Baseline, true);
    // A request set's entries, one dotted p99 line each, in the legend only
    // while they have points (a run without a set has none).
    // Colours: first the two the run's own lines do not use (blue, teal).
    const int entryColors[] = {0, 5, 1, 2, 4, 3};
    static_assert(std::size(entryColors) >= size_t(kEntryLatencyLines));
    for (int i = 0; i < kEntryLatencyLines; ++i) {
        const int line = latency_->addLine(QString(), entryColors[i]);
        latency_->setLineOptional(line, true);
        latency_->setLineStyle(line, Qt::DotLine);
    }
    latency_->setMinimumTop(TimeChart::Axis::Left, 1);   // ms

    server_ = new TimeChart;
    server_->addLine(QString(), 4, TimeChart::Axis::Left);
    server_->addLine(QString(), 5, TimeChart::Axis::Right);
    server_->addLine(QString(), 1, TimeChart::Axis::Right);
    server_->setLineOptional(LThrottled, true);   // only a target under a CPU quota has it

    errors_ = new TimeChart;
    errors_->addLine(QString(), 3);
    errors_->addLine(QString(), 2);
    errors_->setMinimumTop(TimeChart::Axis::Left, 5);
    rps_->setMinimumTop(TimeChart::Axis::Left, 10);
    server_->setMinimumTop(TimeChart::Axis::Left, 10);    // MiB
    server_->setMinimumTop(TimeChart::Axis::Right, 100);  // % of a core

    spectrum_ = new SpectrumChart;
    // Hover values in the figures' own formats.
    rps_->setValueFormatter([](double v) { return DisplayFormat::requestsPerSec(v); });
    latency_->setValueFormatter([](double ms) { return DisplayFormat::latencyMs(ms * 1000.0); });

    logAxis_ = new QCheckBox;
    showMax_ = new QCheckBox;
    showMax_->setChecked(true);
    connect(showMax_, &QCheckBox::toggled, this, [this](bool on) { latency_->setLineVisible(LMax, on); });
    connect(latency_, &TimeChart::lineVisibilityChanged, this, [this](int line, bool on) {
        if (line == LMax)
            showMax_->setChecked(on);   // a click on the legend entry
    });
    perRequest_ = new QCheckBox;
    perRequest_->setChecked(true);
    perRequest_->setVisible(false);   // shown for a run with a request set
    connect(perRequest_, &QCheckBox::toggled, this, [this](bool on) {
        for (int i = 0; i < kEntryLatencyLines; ++i)
            latency_->setLineVisible(LEntryFirst + i, on);
    });
    connect(logAxis_, &QCheckBox::toggled, this, [this](bool on) {
        latency_->setLogarithmic(on);
        emit logLatencyToggled(on);
    });

    hint_ = new QLabel;
    hint_->setForegroundRole(QPalette::PlaceholderText);
    hint_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);   // cut, never widening the window
    auto* options = new QHBoxLayout;
    options->addWidget(hint_);
    options->addStretch();
    options->addWidget(perRequest_);
    options->addWidget(showMax_);
    options->addWidget(logAxis_);

    auto* grid = grid_ = new QGridLayout;
    grid->setSpacing(6);
    grid->addWidget(rps_, 0, 0);
    grid->addWidget(latency_, 0, 1);
    grid->addWidget(server_, 1, 0);
    grid->addWidget(errors_, 1, 1);
    grid->addWidget(spectrum_, 0, 2, 2, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(options);
    layout->addLayout(grid, 1);
    requests_ = new RequestStatsBox(this);
    layout->addWidget(requests_);
    requests_->setMaxViewHeight(160);   // resizeEvent keeps it to a fifth of the panel
    retranslate();
    reset(0, 10);
}

void ChartsPanel::retranslate()
{
    // A run over a shaping link says which network, on the charts it shapes.
    const QString net = network_.empty() ? QString()
                                         : QStringLiteral(" \u2014 ") + bw::linkDescription(network_, bw::TextCatalog::installed());
    rps_->setTitle(tr("Requests per second") + net);
    rps_->setLineName(LRps, tr("requests/s"));
    rps_->setLineName(LRpsBaseline, tr("baseline requests/s"));
    rps_->setLineName(LIntendedRate, tr("intended requests/s"));
    rps_->setLineName(LIntendedVus, tr("intended VUs (right axis)"));
    rps_->setAxisTitle(TimeChart::Axis::Right, tr("VUs"));
    setLoadChanges(changes_, warmupSec_);   // the markers' labels
    latency_->setLineName(LP99Baseline, tr("baseline p99"));
    latency_->setTitle(tr("Latency per second (ms)") + net);
    latency_->setLineName(LP50, tr("p50"));
    latency_->setLineName(LP90, tr("p90"));
    latency_->setLineName(LP99, tr("p99"));
    latency_->setLineName(LMax, tr("max"));
    nameEntryLines();
    perRequest_->setText(tr("p99 per request"));
    perRequest_->setToolTip(tr("A dotted p99 line for each of the request set's first %1 entries; the table "
                               "below has every entry. Clicking a legend entry hides or shows one line.")
                                .arg(kEntryLatencyLines));
    server_->setTitle(tr("Server process"));
    server_->setLineName(LRss, tr("RSS (MiB)"));
    server_->setLineName(LCpu, tr("CPU (% of a core)"));
    server_->setLineName(LThrottled, tr("throttled (% of quota periods)"));
    errors_->setTitle(tr("Errors per second"));
    errors_->setLineName(LTransport, tr("connection / timeout"));
    errors_->setLineName(LStatus, tr("HTTP status"));
    for (TimeChart* c : {rps_, latency_, server_, errors_})
        c->setBand(0, warmupSec_, tr("warmup"));   // no warmup: an empty, hidden band
    spectrum_->setTitle(tr("Latency by percentile (ms)"));
    spectrum_->setToolTip(tr("The percentile spectrum of the measured phase so far: how long the given share "
                             "of requests took at most. Updated every second."));
    showMax_->setText(tr("Show ma&x"));
    showMax_->setToolTip(tr("Hide the max line when a single slow request flattens p50 and p99. Clicking a "
                            "legend entry hides or shows any line."));
    // A hint, not the charts' tooltip: that would cover the hover values.
    hint_->setText(tr("Hover for the values at a second; drag to zoom, double-click to reset; "
                      "right-click to save as PNG or SVG."));
    hint_->setToolTip(hint_->text());
    setSlo(slo_);   // the threshold names
    drawSpectrum();
    logAxis_->setText(tr("Lo&garithmic latency axis"));
    logAxis_->setToolTip(tr("A logarithmic axis keeps p50 readable next to rare, much slower "
                            "requests."));
}

void ChartsPanel::resizeEvent(QResizeEvent* event)
{
    requests_->setMaxViewHeight(std::max(80, event->size().height() / 5));
    sizeChanged_ = true;   // the decimation target follows the plot width
    QWidget::resizeEvent(event);
}

void ChartsPanel::reset(double warmupSec, double plannedSec)
{
    warmupSec_ = warmupSec;
    for (TimeChart* c : {rps_, latency_, server_, errors_}) {
        c->clearPoints();
        c->setTimeRange(0, plannedSec);
        c->setBand(0, warmupSec, tr("warmup"));
    }
    for (TimeChart* c : {rps_, latency_, server_, errors_})
        c->resetZoom();
    shownSpectrum_ = LiveSpectrum{};
    drawSpectrum();   // the baseline's curve stays
    setLoadChanges({}, warmupSec);
    runVersion_ = targetVersion_ = ~uint64_t(0);
    requests_->clear();
    requestsVersion_ = 0;
    setEntryNames({});
    plannedSec_ = plannedSec;
    pointsShown_ = 0;
}

bool ChartsPanel::refresh(const SeriesBuffer& run, const SeriesBuffer& target, double plannedSec)
{
    const uint64_t baselineVersion = baseline_ ? baseline_->version() : 0;
    if (run.version() == runVersion_ && target.version() == targetVersion_ && plannedSec == plannedSec_
        && !sizeChanged_ && baselineVersion == baselineVersion_)
        return false;
    if (baselineVersion != baselineVersion_)
        drawSpectrum();   // the baseline's curve came or went
    baselineVersion_ = baselineVersion;
    redraw(run, target, plannedSec);
    runVersion_ = run.version();
    targetVersion_ = target.version();
    plannedSec_ = plannedSec;
    sizeChanged_ = false;
    return true;
}

void ChartsPanel::redraw(const SeriesBuffer& run, const SeriesBuffer& target, double plannedSec)
{
    // About one point per two pixels: min and max per bucket keep the peaks.
    auto buckets = [](TimeChart* c) { return std::max(50, c->plotWidthPx() / 2); };
    int shown = 0;
    auto set = [&](TimeChart* c, int line, const SeriesBuffer& s, int channel) {
        const QList<QPointF> pts = s.decimated(channel, 0, plannedSec, buckets(c));
        shown += int(pts.size());
        c->setPoints(line, pts);
    };
    for (TimeChart* c : {rps_, latency_, server_, errors_})
        c->setTimeRange(0, plannedSec);
    set(rps_, LRps, run, ChRps);
    set(latency_, LP50, run, ChP50Ms);
    set(latency_, LP90, run, ChP90Ms);
    set(latency_, LP99, run, ChP99Ms);
    set(latency_, LMax, run, ChMaxMs);
    // An entry's line only once the panel knows its name (refreshRequests,
    // showRequestResult): the presentation and a suite's feed show none.
    for (int i = 0; i < kEntryLatencyLines; ++i) {
        if (i < entryNames_.size())
            set(latency_, LEntryFirst + i, run, ChEntryP99First + i);
        else
            latency_->setPoints(LEntryFirst + i, {});
    }
    set(server_, LRss, target, ChRssMiB);
    set(server_, LCpu, target, ChServerCpu);
    set(server_, LThrottled, target, ChThrottledPct);
    set(errors_, LTransport, run, ChTransportErrors);
    set(errors_, LStatus, run, ChStatusErrors);
    // One intended line: the rate where the run has one, else the VUs.
    const bool openModel = run.maxValue(ChIntendedRate) > 0;
    const bool closedModel = !openModel && run.maxValue(ChIntendedVus) > 0;   // older runs recorded none
    rps_->setPoints(LIntendedRate, openModel ? steps(run.decimated(ChIntendedRate, 0, plannedSec, buckets(rps_)))
                                             : QList<QPointF>());
    rps_->setPoints(LIntendedVus, closedModel ? steps(run.decimated(ChIntendedVus, 0, plannedSec, buckets(rps_)))
                                              : QList<QPointF>());
    const bool base = baseline_ && baseline_->active();
    rps_->setPoints(LRpsBaseline, base ? baseline_->points(ChRps, warmupSec_, plannedSec, buckets(rps_)) : QList<QPointF>());
    latency_->setPoints(LP99Baseline,
                        base ? baseline_->points(ChP99Ms, warmupSec_, plannedSec, buckets(latency_)) : QList<QPointF>());
    pointsShown_ = shown;
}

QString ChartsPanel::changeLabel(const bw::LoadChange& c)
{
    if (c.knob == bw::LoadKnob::Vus)
        return tr("%1 → %2 VUs").arg(DisplayFormat::count(uint64_t(std::max(0.0, c.from))),
                                      DisplayFormat::count(uint64_t(std::max(0.0, c.to))));
    return tr("%1 → %2 requests/s").arg(DisplayFormat::requestsPerSec(c.from), DisplayFormat::requestsPerSec(c.to));
}

void ChartsPanel::setLoadChanges(const std::vector<bw::LoadChange>& changes, double warmupSec)
{
    changes_ = changes;
    // atSec counts from the measured phase, which begins at the warmup's end
    // on the charts' axis (run_channels.h: plotTime).
    std::vector<TimeChart::Marker> markers;
    markers.reserve(changes.size());
    for (const bw::LoadChange& c : changes)
        markers.push_back({c.atSec + std::max(0.0, warmupSec), changeLabel(c)});
    for (TimeChart* chart : {rps_, latency_, server_, errors_})
        chart->setMarkers(markers);
}

void ChartsPanel::refreshRequests(const bw::LiveRequests& live, const bw::CompiledRequests* set)
{
    if (live.version == requestsVersion_)
        return;
    requestsVersion_ = live.version;
    requests_->setLive(live, set);
    QStringList names;
    for (const bw::LiveRequest& e : live.entries)   // a flow's step as "browse / login": two flows may both log in
        names << QString::fromStdString(e.flow.empty() ? e.name : e.flow + " / " + e.name);
    setEntryNames(names);
}

void ChartsPanel::showRequestResult(const bw::RunResult& result)
{
    requests_->setResult(result);
    QStringList names;
    for (const bw::RequestStats& e : result.byRequest)
        names << QString::fromStdString(e.name);
    for (const bw::RequestStats& e : result.byStep)   // after the plain entries, as the live lines are
        names << QString::fromStdString(e.displayName());
    setEntryNames(names);
}

void ChartsPanel::setNetwork(const bw::LinkProfile& link)
{
    network_ = link;
    retranslate();
}

void ChartsPanel::showResult(const bw::RunResult& result)
{
    setNetwork(result.link.profile);
    setSlo(result.slo);
    refreshSpectrum(SpectrumCurves::fromResult(result));   // the whole measured phase
    showRequestResult(result);
}

void ChartsPanel::setEntryNames(const QStringList& names)
{
    if (names == entryNames_)
        return;
    entryNames_ = names;
    sizeChanged_ = true;   // the next refresh draws (or removes) their lines
    nameEntryLines();
    perRequest_->setVisible(!names.isEmpty() && !presenting_);
}

void ChartsPanel::nameEntryLines()
{
    for (int i = 0; i < kEntryLatencyLines; ++i)
        latency_->setLineName(LEntryFirst + i, i < entryNames_.size() ? tr("p99 %1").arg(entryNames_[i]) : QString());
}

void ChartsPanel::setPresentation(bool on)
{
    presenting_ = on;
    for (QWidget* w : std::initializer_list<QWidget*>{server_, errors_, logAxis_, showMax_, hint_})
        w->setVisible(!on);
    perRequest_->setVisible(!on && !entryNames_.isEmpty());
    grid_->setRowStretch(0, 1);
    grid_->setRowStretch(1, on ? 0 : 1);
    sizeChanged_ = true;
}

bool ChartsPanel::refreshSpectrum(const LiveSpectrum& spectrum)
{
    if (spectrum.version == shownSpectrum_.version)
        return false;
    shownSpectrum_ = spectrum;
    drawSpectrum();
    return true;
}

void ChartsPanel::drawSpectrum()
{
    std::vector<SpectrumChart::Curve> curves;
    if (baseline_ && baseline_->active())
        curves = SpectrumCurves::of(baseline_->spectrum(), tr("baseline"), 0, true);
    const auto live = SpectrumCurves::of(shownSpectrum_, QString(), 0);
    curves.insert(curves.end(), live.begin(), live.end());
    spectrum_->setCurves(curves);
}

void ChartsPanel::setBaseline(const BaselineSeries* baseline)
{
    baseline_ = baseline;
    baselineVersion_ = ~uint64_t(0);   // the next refresh draws it (or removes it)
    sizeChanged_ = true;
    drawSpectrum();
}

void ChartsPanel::setSlo(const bw::Slo& slo)
{
    slo_ = slo;
    rps_->setThreshold(slo.minRps, tr("SLO floor %1 req/s").arg(DisplayFormat::requestsPerSec(slo.minRps)));
    const QString ceiling = tr("SLO p99 ceiling %1").arg(DisplayFormat::latencyUs(slo.maxP99Us));
    latency_->setThreshold(slo.maxP99Us / 1000.0, ceiling);
    spectrum_->setThreshold(slo.maxP99Us / 1000.0, ceiling);
}

void ChartsPanel::setShowMax(bool on)
{
    showMax_->setChecked(on);
}

bool ChartsPanel::showMax() const
{
    return showMax_->isChecked();
}

void ChartsPanel::setLogLatency(bool on)
{
    logAxis_->setChecked(on);
}

bool ChartsPanel::logLatency() const
{
    return logAxis_->isChecked();
}

} // namespace bwui
