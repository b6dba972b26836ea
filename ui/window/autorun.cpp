#include "window/autorun.h"

#include "window/main_window.h"
#include "capacity/capacity_form.h"
#include "capacity/capacity_panel.h"
#include "capacity/step_curve_view.h"
#include "controller/demo_host.h"
#include "controller/run_controller.h"
#include "result/peak_memory.h"
#include "result/run_outcome.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

namespace bwui {

Autorun::Autorun(MainWindow* window, bool quitAfter, bool steps, QObject* parent)
    : QObject(parent), window_(window), quitAfter_(quitAfter), steps_(steps)
{
    connect(window_->capacityPanel(), &CapacityPanel::finished, this, &Autorun::onStepsFinished);
    connect(window_->controller(), &RunController::runFinished, this, &Autorun::onFinished);
    connect(window_, &MainWindow::runFailed, this, &Autorun::onFailed);
}

void Autorun::begin()
{
    // Once the window is shown and the event loop runs.
    QTimer::singleShot(0, this, [this] { steps_ ? startSteps() : void(window_->startRun()); });
}

void Autorun::startSteps()
{
    CapacityPanel* p = window_->capacityPanel();
    if (p->start())
        return;
    DemoHost* demo = window_->demoTarget();
    if (demo->state() == DemoHost::State::Starting) {   // once it listens
        connect(demo, &DemoHost::ready, this, [this] { startSteps(); }, Qt::SingleShotConnection);
        return;
    }
    onFailed(p->problemText());
}

void Autorun::onStepsFinished()
{
    if (done_ || !steps_)
        return;
    done_ = true;
    const CapacityPanel* p = window_->capacityPanel();
    std::printf("benchwork: %s\n", qPrintable(p->curves()->answerText()));
    std::fflush(stdout);
    const int status = p->form()->mode() == CapacityForm::Mode::Sweep ? p->sweepResult().exitStatus() : p->capacityResult().exitStatus();
    // Stopped: 130, as a stopped run (docs/exit-status.md); else passed or failed.
    quit(status == 0 || status == bw::kExitStopped ? status : 1);
}

QString Autorun::summaryLine(const bw::RunResult& r, const TickStats& t)
{
    QString line = QStringLiteral("benchwork: %1, %2 requests in %3 s, %4 req/s, p50 %5 ms, p99 %6 ms, errors %7")
                       .arg(QString::fromLatin1(bw::runStatusName(r.status)))
                       .arg(r.requests)
                       .arg(r.measuredSec, 0, 'f', 1)
                       .arg(r.rps, 0, 'f', 1)
                       .arg(r.latencySummary.p50Us / 1000, 0, 'f', 2)
                       .arg(r.latencySummary.p99Us / 1000, 0, 'f', 2)
                       .arg(r.errors.total());
    if (r.verdict.notJudged)
        line += QStringLiteral(", SLO not judged (%1 before its end)").arg(QString::fromLatin1(bw::runStatusName(r.status)));
    if (r.verdict.evaluated) {
        line += QStringLiteral(", SLO %1").arg(r.verdict.pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"));
        QStringList parts;
        auto ratio = [](double x) { return QString::number(x, 'f', x < 1 ? 2 : 1) + QLatin1Char('x'); };
        if (r.slo.minRps > 0)
            parts << ratio(r.verdict.rpsRatio) + QStringLiteral(" RPS target");
        if (r.slo.maxP99Us > 0)
            parts << ratio(r.verdict.p99Headroom) + QStringLiteral(" p99 headroom");
        if (!parts.isEmpty())
            line += QStringLiteral(" (") + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
    }
    if (r.target.present)
        line += QStringLiteral(", target peak memory %1 (%2)")
                    .arg(QString::fromStdString(bw::formatBytes(double(bw::peakMemoryOf(r.target).bytes))),
                         QLatin1String(bw::peakMemorySourceKey(bw::peakMemoryOf(r.target).source)));
    if (r.clientBound)
        line += QStringLiteral(", CLIENT-BOUND");
    line += QStringLiteral("; ui tick p99 %1 ms (nominal %2 ms, late p99 %3 ms, late max %4 ms, "
                           "stall p99 %5 ms, stall max %6 ms, busy p99 %7 ms, %8 ticks)")
                .arg(t.intervalP99Ms, 0, 'f', 1)
                .arg(t.nominalMs, 0, 'f', 0)
                .arg(t.lateP99Ms, 0, 'f', 1)
                .arg(t.lateMaxMs, 0, 'f', 1)
                .arg(t.stallP99Ms, 0, 'f', 1)
                .arg(t.stallMaxMs, 0, 'f', 1)
                .arg(t.busyP99Ms, 0, 'f', 1)
                .arg(t.ticks);
    return line;
}

void Autorun::onFinished()
{
    if (done_)
        return;
    done_ = true;
    const auto& r = window_->controller()->lastResult();
    if (!r) {
        quit(2);
        return;
    }
    std::printf("%s\n", qPrintable(summaryLine(*r, window_->controller()->tickStats())));
    std::fflush(stdout);
    // The CLI's rule (result/run_outcome.h): a run failed, its target ended
    // or it missed its SLO: 1; every round counts, as in `run --rounds`.
    bw::ExitTally exit;
    for (const bw::RunResult& round : window_->controller()->roundResults())
        exit.add(round);
    exit.add(*r);
    quit(exit.status());
}

void Autorun::onFailed(const QString& message)
{
    if (done_)
        return;
    done_ = true;
    std::fprintf(stderr, "benchwork: %s\n", qPrintable(message));
    std::fflush(stderr);
    quit(bw::kExitBadInput);
}

void Autorun::quit(int code)
{
    if (!quitAfter_)
        return;
    // After the current event: lets the summary paint once (screenshots).
    QTimer::singleShot(0, qApp, [code] { QCoreApplication::exit(code); });
}

} // namespace bwui
