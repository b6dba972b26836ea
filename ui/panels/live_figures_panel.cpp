#include "panels/live_figures_panel.h"

#include "report/core_split_text.h"
#include "report/link_text.h"
#include "result/peak_memory.h"
#include "result/watch_text.h"

#include "model/display_format.h"
#include "widgets/figure_tile.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace bwui {

namespace F = DisplayFormat;

LiveFiguresPanel::LiveFiguresPanel(QWidget* parent) : QWidget(parent)
{
    rps_ = new FigureTile;
    p99_ = new FigureTile;
    errors_ = new FigureTile;
    rss_ = new FigureTile;
    cpu_ = new FigureTile;
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QHBoxLayout;
    for (FigureTile* t : {rps_, p99_, errors_, rss_, cpu_})
        layout->addWidget(t);
    column->addLayout(layout);
    // Under the tiles: who had which CPUs and the side that bound the run.
    cores_ = new QLabel;
    cores_->setObjectName(QStringLiteral("coresLine"));
    cores_->setWordWrap(true);
    cores_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    cores_->hide();
    column->addWidget(cores_);
    retranslate();
}

void LiveFiguresPanel::retranslate()
{
    if (final_) {
        rps_->setCaption(tr("Requests/s"));
        rps_->setToolTip(tr("Measured requests divided by the measured time."));
        p99_->setCaption(tr("p99 latency"));
        p99_->setToolTip(tr("99 % of the measured requests took at most this long."));
    } else {
        rps_->setCaption(tr("Requests/s now"));
        rps_->setToolTip(tr("Requests completed during the last complete second."));
        p99_->setCaption(tr("p99 latency now"));
        p99_->setToolTip(tr("99 % of the requests completed during the last complete second took at "
                            "most this long."));
    }
    errors_->setCaption(tr("Errors"));
    errors_->setToolTip(tr("Failed requests in the measured phase: connection errors, timeouts and "
                           "HTTP statuses outside 2xx/3xx."));
    rss_->setCaption(tr("Server memory (RSS)"));
    rss_->setToolTip(tr("Resident memory of the server process and its children."));
    cpu_->setCaption(tr("Client CPU"));
    cpu_->setToolTip(tr("CPU used by Benchwork's load threads, in % of one core. Near the thread "
                        "count x 100 %, the client limits the result."));
}

void LiveFiguresPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (result_) {
            showResult(*result_);   // the detail lines are sentences too
        } else if (live_) {
            const Live last = *live_;
            showLive(last.status, last.target, last.watching, last.watch);
        }
    }
    QWidget::changeEvent(event);
}

void LiveFiguresPanel::showLive(const bw::LiveStatus& live, const std::optional<bw::TargetPoint>& target,
                                bool watchingTarget, const bw::WatchNote& watch)
{
    live_ = Live{live, target, watchingTarget, watch};
    const bool warmup = live.phase == bw::Phase::Warmup;
    rps_->setValue(F::requestsPerSec(live.rpsNow));
    rps_->setDetail(warmup ? tr("warmup, not counted")
                           : tr("%1 requests measured").arg(F::count(live.requestsDone)));
    p99_->setValue(live.p99NowUs > 0 ? F::latencyUs(live.p99NowUs) : F::dash());
    p99_->setDetail(QString());
    errors_->setValue(F::count(live.errorsTotal));
    // requestsDone counts every finished measured request, failed ones included.
    errors_->setDetail(live.requestsDone
                           ? tr("%1 of requests")
                                 .arg(F::percent(100.0 * double(live.errorsTotal) / double(live.requestsDone), 2))
                           : QString());
    if (target) {
        rss_->setValue(F::bytes(target->rssBytes));
        rss_->setDetail(tr("server CPU %1").arg(F::percent(target->cpuPct)));
    } else {
        rss_->setValue(F::dash());
        rss_->setDetail(watchingTarget ? QString() : tr("no process watched"));
    }
    showWatch(watch);
    cpu_->setValue(F::percent(live.clientCpuPct));
    cpu_->setDetail(tr("%n VU(s) active", nullptr, live.activeVus));
    // Coloured against the SLO once a measured second is in.
    const bool judged = live.phase == bw::Phase::Measured && live.rpsNow > 0;
    rps_->setTone(!judged || slo_.minRps <= 0 ? FigureTile::Tone::Plain
                  : live.rpsNow >= slo_.minRps ? FigureTile::Tone::Good
                                               : FigureTile::Tone::Bad);
    p99_->setTone(!judged || slo_.maxP99Us <= 0 || live.p99NowUs <= 0 ? FigureTile::Tone::Plain
                  : live.p99NowUs <= slo_.maxP99Us                     ? FigureTile::Tone::Good
                                                                        : FigureTile::Tone::Bad);
    showVsBaseline(judged ? live.rpsNow : 0, judged ? live.p99NowUs : 0);
}

void LiveFiguresPanel::showWatch(const bw::WatchNote& watch)
{
    // Why none is watched, or why the one watched may not be the URL's server.
    const QString reason = bw::watchReason(watch, bw::TextCatalog::installed());
    rss_->setExtra(reason);
    rss_->setToolTip(reason.isEmpty() ? tr("Resident memory of the server process and its children.")
                                      : bw::watchNoteText(watch, bw::TextCatalog::installed()));
}

void LiveFiguresPanel::setPresentation(double valueScale)
{
    presentation_ = true;
    rss_->hide();
    cpu_->hide();
    cores_->hide();
    for (FigureTile* t : {rps_, p99_, errors_})
        t->setValueScale(valueScale);
}

void LiveFiguresPanel::setSlo(const bw::Slo& slo)
{
    slo_ = slo;
}

void LiveFiguresPanel::setBaseline(double rps, double p99Us)
{
    baselineRps_ = rps > 0 ? rps : 0;
    baselineP99Us_ = rps > 0 ? p99Us : 0;
    if (baselineRps_ <= 0)
        showVsBaseline(0, 0);
}

void LiveFiguresPanel::showVsBaseline(double rps, double p99Us)
{
    rps_->setExtra(baselineRps_ > 0 && rps > 0 ? tr("vs baseline %1").arg(F::ratio(rps / baselineRps_)) : QString());
    p99_->setExtra(baselineP99Us_ > 0 && p99Us > 0 ? tr("vs baseline %1").arg(F::ratio(p99Us / baselineP99Us_))
                                                   : QString());
}

void LiveFiguresPanel::showResult(const bw::RunResult& r)
{
    if (!result_ || &*result_ != &r)
        result_ = r;
    final_ = true;
    retranslate();
    rps_->setValue(r.requests ? F::requestsPerSec(r.rps) : F::dash());
    rps_->setDetail(r.requests ? tr("average, %1 requests").arg(F::count(r.requests)) : tr("no request completed"));
    const double p99 = r.latencySummary.p99Us;
    p99_->setValue(r.latencySummary.count ? F::latencyUs(p99) : F::dash());
    p99_->setDetail(tr("whole measured phase"));
    errors_->setValue(F::count(r.errors.total()));
    errors_->setDetail(tr("%1 of requests").arg(F::percent(100.0 * r.errorRate(), 2)));
    if (r.target.present) {
        // The final figure: the cgroup's exact peak when it had one (result/peak_memory.h).
        const bw::PeakMemory peak = bw::peakMemoryOf(r.target);
        rss_->setValue(F::bytes(peak.bytes));
        rss_->setDetail(peak.source == bw::PeakMemory::Source::RssSampled ? tr("peak") : tr("peak of its cgroup"));
    } else {
        rss_->setValue(F::dash());
        rss_->setDetail(tr("no process watched"));   // said again in a new language
    }
    showWatch(r.target.watch);
    cpu_->setValue(F::percent(r.clientCpuPct));
    cpu_->setDetail(tr("average"));
    const bw::SloVerdict& v = r.verdict;
    const bool rpsJudged = v.evaluated && r.slo.minRps > 0, p99Judged = v.evaluated && r.slo.maxP99Us > 0;
    rps_->setTone(!rpsJudged ? FigureTile::Tone::Plain : v.rpsPass ? FigureTile::Tone::Good : FigureTile::Tone::Bad);
    p99_->setTone(!p99Judged ? FigureTile::Tone::Plain : v.p99Pass ? FigureTile::Tone::Good : FigureTile::Tone::Bad);
    showVsBaseline(r.requests ? r.rps : 0, r.latencySummary.count ? p99 : 0);
    // Under the tiles: the cores line, then the network's when the run crossed a link.
    QStringList lines;
    for (const QString& l : {bw::coresLine(r.cores, bw::TextCatalog::installed()), bw::linkLine(r, bw::TextCatalog::installed())})
        if (!l.isEmpty())
            lines << l;
    cores_->setText(lines.join(QLatin1Char('\n')));
    cores_->setVisible(!presentation_ && !cores_->text().isEmpty());
}

void LiveFiguresPanel::clear()
{
    result_.reset();
    live_.reset();
    if (final_) {
        final_ = false;
        retranslate();
    }
    for (FigureTile* t : {rps_, p99_, errors_, rss_, cpu_}) {
        t->setValue(F::dash());
        t->setDetail(QString());
        t->setExtra(QString());
        t->setTone(FigureTile::Tone::Plain);
    }
    cores_->clear();
    cores_->hide();
}

} // namespace bwui
