// MainWindow, fourth part: a suite in the window. Its scenarios play live in
// the same figures and charts as a run; each one that ends leaves its final
// figures (labelled as such, coloured against its own SLO) until the next
// one starts; the suite ends on its verdict: the Suites tab with its table
// and headroom bars, the last run's summary, and in the presentation view
// the outcome in large words.
#include "window/main_window.h"

#include "history/details/stored_series.h"
#include "history/history_panel.h"
#include "model/spectrum_curves.h"
#include "model/summary_text.h"
#include "panels/charts_panel.h"
#include "panels/live_figures_panel.h"
#include "panels/load_panel.h"
#include "panels/run_bar.h"
#include "panels/summary_panel.h"
#include "panels/target_panel.h"
#include "suite/suite_headroom.h"
#include "suite/suite_live_feed.h"
#include "suite/suite_panel.h"
#include "suite/suite_records_model.h"
#include "widgets/headroom_bars.h"
#include "window/presentation_view.h"

#include <QTabWidget>

#include <algorithm>

namespace bwui {

void MainWindow::connectSuite()
{
    connect(suite_, &SuitePanel::suiteFinished, history_, &HistoryPanel::refresh);
    // One load at a time per window: a suite and a run never share the machine.
    connect(suite_, &SuitePanel::suiteStarted, this, [this] {
        // A new load: the last run's summary is not its result; its scenarios draw in the live charts.
        summary_->clear();
        figures_->clear();
        presentation_->figures()->clear();
        shownSuiteRun_ = -1;
        tabs_->setCurrentWidget(charts_);
        capacityLast_ = false;
        presentation_->showSteps(false);
        updateRunAvailability();
        showOutcome();
    });
    connect(suite_, &SuitePanel::suiteFinished, this, &MainWindow::onSuiteFinished);
    SuiteLiveFeed* feed = suite_->liveFeed();
    connect(feed, &SuiteLiveFeed::runStarted, this, [this, feed] {
        for (ChartsPanel* c : {charts_, presentation_->charts()}) {
            c->setBaseline(nullptr);   // a suite's scenarios have no baseline here
            c->reset(feed->warmupSec(), feed->plannedSeconds());
            c->setSlo(feed->slo());
        }
        for (LiveFiguresPanel* f : {figures_, presentation_->figures()}) {
            f->clear();
            f->setSlo(feed->slo());
            f->setBaseline(0, 0);
        }
        runBar_->showSlo(SummaryText::sloInUse(feed->slo()));
        runBar_->showPreparing();
    });
    connect(feed, &SuiteLiveFeed::ticked, this, [this, feed] {
        runBar_->showLive(feed->live(), feed->caption());
        figures_->showLive(feed->live(), feed->targetNow(), feed->watchingTarget(), feed->watchNote());
        if (presenting()) {
            presentation_->figures()->showLive(feed->live(), feed->targetNow(), feed->watchingTarget(), feed->watchNote());
            presentation_->setCaption(runBar_->phaseText());
        }
        liveCharts()->refresh(feed->runSeries(), feed->targetSeries(), feed->plannedSeconds());
        liveCharts()->refreshSpectrum(feed->spectrum());
    });
    connect(suite_, &SuitePanel::recordsChanged, this, &MainWindow::onSuiteRecords);
}

void MainWindow::onSuiteRecords()
{
    showOutcome();   // the presentation's running table of PASS/FAIL and headroom
    // A run that ended leaves its final figures, unless the next one already
    // draws live (the feed started it in the same poll).
    const auto& records = suite_->recordsModel()->records();
    const SuiteLiveFeed* feed = suite_->liveFeed();
    if (records.empty() || records.back().index == shownSuiteRun_
        || (feed->active() && feed->runIndex() > records.back().index))
        return;
    const bw::SuiteRunRecord& last = records.back();
    if (!last.ran)
        return;   // nothing measured: the table says why
    shownSuiteRun_ = last.index;
    for (LiveFiguresPanel* f : {figures_, presentation_->figures()})
        f->showResult(last.result);
    // Its charts whole, from the run as saved: the live feed stops pulling
    // when the run ends, before its last second.
    SeriesBuffer run(RunChannelCount), target(TargetChannelCount);
    StoredSeries::fill(last.result, &run, &target);
    const double spanSec = StoredSeries::plannedSeconds(last.result);
    for (ChartsPanel* c : {charts_, presentation_->charts()}) {
        c->reset(last.result.warmupSec, spanSec);   // forgets the live buffers' versions
        c->refresh(run, target, spanSec);
        c->refreshSpectrum(SpectrumCurves::fromResult(last.result));
    }
    showSuiteSloLine();
    summary_->showResult(last.result, suiteRunName(last));
}

bool MainWindow::showSuiteSloLine()
{
    const auto& records = suite_->recordsModel()->records();
    const auto shown = std::find_if(records.begin(), records.end(),
                                    [this](const bw::SuiteRunRecord& r) { return r.index == shownSuiteRun_; });
    if (suite_->liveFeed()->active() || shown == records.end())
        return false;
    // The tiles are judged on that run's SLO, not the window's: say whose.
    runBar_->showSlo(tr("Figures of %1 · %2").arg(suiteRunName(*shown), SummaryText::sloInUse(shown->result.slo)));
    return true;
}

void MainWindow::onSuiteFinished()
{
    targetPanel_->setEditable(true);
    loadPanel_->setEditable(true);
    updateRunAvailability();
    suiteLast_ = true;
    onSuiteRecords();   // the last run's final figures, if the last poll had not shown them
    if (!showSuiteSloLine())
        runBar_->showSlo(SummaryText::sloInUse(loadPanel_->slo()));
    runBar_->showIdle(suite_->statusText(), true);
    presentation_->setCaption(runBar_->phaseText());
    showOutcome();
    tabs_->setCurrentWidget(suite_);   // the verdict: every run's PASS/FAIL and headroom
    showMessage(QString());
}

void MainWindow::showSuiteOutcome()
{
    const auto& records = suite_->recordsModel()->records();
    std::vector<HeadroomBars::Row> rows = suiteHeadroomRows(records);
    if (suite_->isRunning() || !suite_->hasOutcome()) {
        presentation_->showOutcome(QString(), QString(), PresentationView::Outcome::Neutral, std::move(rows));
        presentation_->headroomBars()->setVisible(suite_->isRunning() || !records.empty());   // from the start
        return;
    }
    // The caption says the counts ("Suite complete: 2 passed, 1 failed.");
    // the large word says what they add up to. A stopped suite with nothing
    // failed has no verdict, only its bars.
    const bool failed = suite_->outcome()->status == bw::SuiteStatus::Failed
                        || std::any_of(records.begin(), records.end(), [](const bw::SuiteRunRecord& r) { return r.failed(); });
    const bool complete = suite_->outcome()->status == bw::SuiteStatus::Complete;
    if (failed)
        presentation_->showOutcome(tr("FAIL"), QString(), PresentationView::Outcome::Fail, std::move(rows));
    else if (complete)
        presentation_->showOutcome(tr("PASS"), QString(), PresentationView::Outcome::Pass, std::move(rows));
    else
        presentation_->showOutcome(QString(), QString(), PresentationView::Outcome::Neutral, std::move(rows));
}

} // namespace bwui
