#include "panels/charts_panel.h"

#include "charts/time_chart.h"
#include "controller/run_controller.h"
#include "model/series_buffer.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QVBoxLayout>

#include <algorithm>

namespace bwui {

namespace {
enum { LRps = 0 };
enum { LP50 = 0, LP90, LP99, LMax };
enum { LRss = 0, LCpu, LThrottled };
enum { LTransport = 0, LStatus };
} // namespace

ChartsPanel::ChartsPanel(QWidget* parent) : QWidget(parent)
{
    rps_ = new TimeChart;
    rps_->addLine(QString(), 0);

    latency_ = new TimeChart;
    latency_->addLine(QString(), 1);
    latency_->addLine(QString(), 2);
    latency_->addLine(QString(), 3);
    latency_->addLine(QString(), 4);
    latency_->setMinimumTop(TimeChart::Axis::Left, 1);   // ms

    server_ = new TimeChart;
    server_->addLine(QString(), 4, TimeChart::Axis::Left);
    server_->addLine(QString(), 5, TimeChart::Axis::Right);
    server_->addLine(QString(), 1, TimeChart::Axis::Right);

    errors_ = new TimeChart;
    errors_->addLine(QString(), 3);
    errors_->addLine(QString(), 2);
    errors_->setMinimumTop(TimeChart::Axis::Left, 5);
    rps_->setMinimumTop(TimeChart::Axis::Left, 10);
    server_->setMinimumTop(TimeChart::Axis::Left, 10);    // MiB
    server_->setMinimumTop(TimeChart::Axis::Right, 100);  // % of a core

    logAxis_ = new QCheckBox;
    connect(logAxis_, &QCheckBox::toggled, this, [this](bool on) {
        latency_->setLogarithmic(on);
        emit logLatencyToggled(on);
    });

    auto* options = new QHBoxLayout;
    options->addStretch();
    options->addWidget(logAxis_);

    auto* grid = new QGridLayout;
    grid->setSpacing(6);
    grid->addWidget(rps_, 0, 0);
    grid->addWidget(latency_, 0, 1);
    grid->addWidget(server_, 1, 0);
    grid->addWidget(errors_, 1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(options);
    layout->addLayout(grid, 1);
    retranslate();
    reset(0, 10);
}

void ChartsPanel::retranslate()
{
    rps_->setTitle(tr("Requests per second"));
    rps_->setLineName(LRps, tr("requests/s"));
    latency_->setTitle(tr("Latency per second (ms)"));
    latency_->setLineName(LP50, tr("p50"));
    latency_->setLineName(LP90, tr("p90"));
    latency_->setLineName(LP99, tr("p99"));
    latency_->setLineName(LMax, tr("max"));
    server_->setTitle(tr("Server process"));
    server_->setLineName(LRss, tr("RSS (MiB)"));
    server_->setLineName(LCpu, tr("CPU (% of a core)"));
    server_->setLineName(LThrottled, tr("throttled (% of quota periods)"));
    errors_->setTitle(tr("Errors per second"));
    errors_->setLineName(LTransport, tr("connection / timeout"));
    errors_->setLineName(LStatus, tr("HTTP status"));
    for (TimeChart* c : {rps_, latency_, server_, errors_})
        c->setBand(0, warmupSec_, tr("warmup"));   // no warmup: an empty, hidden band
    logAxis_->setText(tr("Lo&garithmic latency axis"));
    logAxis_->setToolTip(tr("A logarithmic axis keeps p50 readable next to rare, much slower "
                            "requests."));
}

void ChartsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChartsPanel::resizeEvent(QResizeEvent* event)
{
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
    runVersion_ = targetVersion_ = ~uint64_t(0);
    plannedSec_ = plannedSec;
    pointsShown_ = 0;
}

bool ChartsPanel::refresh(const SeriesBuffer& run, const SeriesBuffer& target, double plannedSec)
{
    if (run.version() == runVersion_ && target.version() == targetVersion_ && plannedSec == plannedSec_
        && !sizeChanged_)
        return false;
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
    set(server_, LRss, target, ChRssMiB);
    set(server_, LCpu, target, ChServerCpu);
    set(server_, LThrottled, target, ChThrottledPct);
    set(errors_, LTransport, run, ChTransportErrors);
    set(errors_, LStatus, run, ChStatusErrors);
    pointsShown_ = shown;
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
