// MainWindow, third part: the presentation view and its outcome, the theme
// and the baseline (what the window shows, not what it runs).
#include "window/main_window.h"

#include "capacity/capacity_panel.h"
#include "controller/run_controller.h"
#include "model/baseline_series.h"
#include "model/spectrum_curves.h"
#include "model/summary_text.h"
#include "panels/baseline_picker.h"
#include "panels/charts_panel.h"
#include "panels/live_figures_panel.h"
#include "panels/load_panel.h"
#include "panels/run_bar.h"
#include "panels/target_panel.h"
#include "result/run_outcome.h"
#include "suite/suite_headroom.h"
#include "suite/suite_live_feed.h"
#include "suite/suite_panel.h"
#include "suite/suite_records_model.h"
#include "widgets/headroom_bars.h"
#include "window/presentation_view.h"
#include "window/screen_fit.h"

#include <QAction>
#include <QActionGroup>
#include <QKeySequence>
#include <QScreen>
#include <QSettings>

namespace bwui {

void MainWindow::buildViewActions()
{
    presentationAction_ = new QAction(this);
    presentationAction_->setCheckable(true);
    // F11 everywhere; ⌃⌘F is the macOS full-screen key (QKeySequence::FullScreen).
    QList<QKeySequence> keys{QKeySequence(Qt::Key_F11)};
    const QKeySequence platform(QKeySequence::FullScreen);
    if (!platform.isEmpty() && platform != keys.front())
        keys.append(platform);
    presentationAction_->setShortcuts(keys);
    // The presentation is a window of its own: the key must reach it there too.
    presentationAction_->setShortcutContext(Qt::ApplicationShortcut);
    connect(presentationAction_, &QAction::triggered, this, [this](bool on) { setPresentation(on); });

    themeGroup_ = new QActionGroup(this);
    themeSystem_ = new QAction(themeGroup_);
    themeLight_ = new QAction(themeGroup_);
    themeDark_ = new QAction(themeGroup_);
    for (QAction* a : {themeSystem_, themeLight_, themeDark_})
        a->setCheckable(true);
    themeSystem_->setChecked(true);
    connect(themeSystem_, &QAction::triggered, this, [this] { setThemeChoice(Theme::System); });
    connect(themeLight_, &QAction::triggered, this, [this] { setThemeChoice(Theme::Light); });
    connect(themeDark_, &QAction::triggered, this, [this] { setThemeChoice(Theme::Dark); });
}

void MainWindow::setThemeChoice(Theme theme, bool persist)
{
    applyTheme(theme);
    (theme == Theme::Dark ? themeDark_ : theme == Theme::Light ? themeLight_ : themeSystem_)->setChecked(true);
    if (persist)
        QSettings().setValue("view/theme", themeName(theme));
}

bool MainWindow::presenting() const
{
    return presentation_->isVisible();
}

ChartsPanel* MainWindow::liveCharts() const
{
    return presenting() ? presentation_->charts() : charts_;
}

void MainWindow::redrawLive(ChartsPanel* charts)
{
    const SuiteLiveFeed* feed = suite_->liveFeed();
    if (feed->active()) {
        charts->refresh(feed->runSeries(), feed->targetSeries(), feed->plannedSeconds());
        charts->refreshSpectrum(feed->spectrum());
        return;
    }
    charts->refresh(controller_->runSeries(), controller_->targetSeries(), controller_->plannedSeconds());
    if (controller_->active())
        charts->refreshSpectrum(controller_->spectrum());
    else if (const auto& r = controller_->lastResult())
        charts->refreshSpectrum(SpectrumCurves::fromResult(*r));
}

void MainWindow::setPresentation(bool on, bool fullScreen, QSize size)
{
    presentationAction_->setChecked(on);
    if (on == presenting())
        return;
    if (!on) {
        presentation_->hide();
        redrawLive(charts_);   // it skipped the ticks while hidden
        return;
    }
    // Start from what the main window shows now.
    const SuiteLiveFeed* feed = suite_->liveFeed();
    ChartsPanel* c = presentation_->charts();
    if (feed->active()) {
        c->setBaseline(nullptr);
        c->reset(feed->warmupSec(), feed->plannedSeconds());
        c->setSlo(feed->slo());
        presentation_->figures()->setSlo(feed->slo());
        presentation_->figures()->showLive(feed->live(), feed->targetNow(), feed->watchingTarget(), feed->watchNote());
    } else {
        c->setBaseline(baseline_.get());
        c->reset(controller_->config().warmupSec, controller_->plannedSeconds());
        // The run's live load changes, marked as in the window (a run that
        // ended keeps them until the next one starts).
        c->setLoadChanges(controller_->loadChanges(), controller_->config().warmupSec);
        c->setSlo(controller_->active() || controller_->lastResult() ? controller_->slo() : loadPanel_->slo());
        presentation_->figures()->setSlo(controller_->slo());
        presentation_->figures()->setBaseline(baseline_->rps(), baseline_->p99Us());
        if (controller_->active())
            presentation_->figures()->showLive(controller_->live(), controller_->targetNow(), controller_->watchingTarget(), controller_->watchNote());
        else if (const auto& r = controller_->lastResult())
            presentation_->figures()->showResult(*r);
    }
    presentation_->setCaption(runBar_->phaseText());
    showOutcome();
    presentation_->showSteps(capacityLast_ && !feed->active() && !controller_->active());
    presentation_->enter(fullScreen, size);
    redrawLive(c);
}

void MainWindow::showOutcome()
{
    if (suite_->isRunning() || suiteLast_) {
        showSuiteOutcome();
        return;
    }
    const auto& last = controller_->lastResult();
    if (controller_->active() || !last) {
        presentation_->clearOutcome();
        return;
    }
    using Outcome = PresentationView::Outcome;
    if (controller_->rounds() > 1) {
        // Each round's bars; the verdict counts the rounds that passed.
        const std::vector<bw::RunResult>& rounds = controller_->roundResults();
        std::vector<HeadroomBars::Row> rows;
        int judged = 0, passed = 0;
        bool unjudged = false;   // a round stopped before its end: the sequence is not judged
        for (size_t i = 0; i < rounds.size(); ++i) {
            const bw::RunResult& r = rounds[i];
            unjudged = unjudged || r.verdict.notJudged;
            const bool judge = SummaryText::judgeable(r) && r.verdict.evaluated;
            judged += judge ? 1 : 0;
            passed += judge && r.verdict.pass ? 1 : 0;
            if (judge)
                rows.push_back(HeadroomBars::rowFor(tr("Round %1").arg(i + 1), r.slo, r.verdict));
        }
        if (unjudged) {
            presentation_->showOutcome(SummaryText::notJudgedWord(),
                                       tr("%1 of %n round(s) passed", nullptr, int(rounds.size())).arg(passed),
                                       Outcome::NotJudged, std::move(rows));
            return;
        }
        if (judged == 0) {
            presentation_->showOutcome(SummaryText::verdictWord(*last), QString(), Outcome::Neutral, {});
            return;
        }
        const bool all = passed == int(rounds.size());
        presentation_->showOutcome(SummaryText::sloWord(all),
                                   tr("%1 of %n round(s) passed", nullptr, int(rounds.size())).arg(passed),
                                   all ? Outcome::Pass : Outcome::Fail, std::move(rows));
        return;
    }
    const bw::RunResult& r = *last;
    if (r.verdict.notJudged) {
        presentation_->showOutcome(SummaryText::verdictWord(r), SummaryText::notJudgedReason(r), Outcome::NotJudged, {});
        return;
    }
    if (!SummaryText::judgeable(r)) {
        // Failed: nothing to judge, the reason in place of the headroom.
        presentation_->showOutcome(SummaryText::verdictWord(r), SummaryText::failures(r).join(QLatin1Char(' ')),
                                   Outcome::Fail, {});
        return;
    }
    if (!r.verdict.evaluated) {
        presentation_->showOutcome(SummaryText::verdictWord(r), QString(), Outcome::Neutral, {});
        return;
    }
    QStringList detail;
    if (const QString h = SummaryText::headroom(r); !h.isEmpty())
        detail << h;
    detail << SummaryText::failures(r);
    presentation_->showOutcome(SummaryText::verdictWord(r), detail.join(QLatin1Char('\n')),
                               r.verdict.pass ? Outcome::Pass : Outcome::Fail,
                               {HeadroomBars::rowFor(tr("This run"), r.slo, r.verdict)});
}

void MainWindow::resolveBaseline(const bw::LoadConfig& config)
{
    QString problem;
    const auto run = baselinePicker_->resolve(config, 0, &problem);
    if (run) {
        const QString label = BaselinePicker::label(*run);
        baseline_->set(*run, label);
        // A run that failed (its target ended during it) is no fair baseline: say so (result/run_outcome.h).
        baselinePicker_->showResolved(
            bw::statusFailsRun(run->status)
                ? tr("Comparing with %1, a run that failed (%2): its figures are not a fair baseline.")
                      .arg(label, QString::fromLatin1(bw::runStatusName(run->status)))
                : tr("Comparing with %1").arg(label));
    } else {
        baseline_->clear();
        baselinePicker_->showResolved(problem);
    }
}

void MainWindow::restoreViews(const GuiOptions& o)
{
    QSettings s;
    // --theme is for this start only (View > Theme saves a choice).
    setThemeChoice(themeFromName(o.theme ? *o.theme : s.value("view/theme").toString()), !o.theme);
    const QString choice = s.value("run/baseline").toString();   // --baseline: applyStartOptions()
    if (choice == QLatin1String("last"))
        baselinePicker_->setChoice(BaselinePicker::Mode::LastMatching);
    else if (choice.toLongLong() > 0)
        baselinePicker_->setChoice(BaselinePicker::Mode::Run, choice.toLongLong());
    else
        baselinePicker_->setChoice(BaselinePicker::Mode::None);
}

void MainWindow::writeSettings(QSettings& s) const
{
    targetPanel_->saveSettings(s);
    loadPanel_->saveSettings(s);
    capacity_->saveSettings(s);
    saveViews(s);
}

void MainWindow::saveViews(QSettings& s) const
{
    const BaselinePicker::Mode m = baselinePicker_->mode();
    s.setValue("run/baseline", m == BaselinePicker::Mode::LastMatching ? QStringLiteral("last")
                               : m == BaselinePicker::Mode::Run        ? QString::number(baselinePicker_->runId())
                                                                        : QStringLiteral("none"));
}

void MainWindow::fitToAvailableScreen()
{
    const QScreen* screen = this->screen();
    if (!screen || isMaximized() || isFullScreen())
        return;
    // The frame's decorations (title bar, borders) count against the screen too.
    const QRect frame = frameGeometry();
    const QRect fitted = fitToScreen(frame, screen->availableGeometry());
    if (fitted == frame)
        return;
    const QMargins decorations(geometry().left() - frame.left(), geometry().top() - frame.top(),
                               frame.right() - geometry().right(), frame.bottom() - geometry().bottom());
    setGeometry(fitted.marginsRemoved(decorations));
}

} // namespace bwui
