// The window's Capacity tab: mounting it, giving it the target and load the
// panels describe, and one load at a time between it, a run and a suite.
#include "window/main_window.h"

#include "capacity/capacity_form.h"
#include "capacity/capacity_panel.h"
#include "controller/demo_host.h"
#include "controller/preparing_text.h"
#include "controller/run_controller.h"
#include "history/history_panel.h"
#include "model/summary_text.h"
#include "panels/live_figures_panel.h"
#include "panels/load_panel.h"
#include "panels/run_bar.h"
#include "panels/target_panel.h"
#include "capacity/step_curve_view.h"
#include "window/presentation_view.h"

#include <QTabWidget>

namespace bwui {

void MainWindow::buildCapacity()
{
    capacity_ = new CapacityPanel;
    capacity_->setHistoryPath(controller_->historyPath());
    capacity_->setMirror(presentation_->stepCurves());
    capacity_->setLoadSource([this](bw::LoadConfig* config, bw::TargetSpec* target, QString* why) {
        const QString problem = targetPanel_->problem();
        if (!problem.isEmpty()) {
            *why = problem;
            return false;
        }
        *target = targetPanel_->targetSpec();
        if (target->kind == bw::TargetSpec::Kind::Demo) {
            if (demo_->state() != DemoHost::State::Ready || demo_->pid() <= 0) {
                ensureDemoTarget();
                *why = demo_->state() == DemoHost::State::Failed ? demo_->errorText()
                                                                 : tr("%1 Run the search again when it listens.").arg(demoStartingText());
                return false;
            }
            *target = demo_->attachSpec();   // the window's demo process, already listening
        }
        targetPanel_->fillRequest(*config);
        loadPanel_->fillLoad(*config);
        saveSettings();
        return true;
    });
    tabs_->addTab(capacity_, QString());
    connect(capacity_, &CapacityPanel::started, this, &MainWindow::onCapacityStarted);
    connect(capacity_, &CapacityPanel::ticked, this, [this] {
        runBar_->showLive(capacity_->live(), capacity_->statusText());
        // The step's target as its run watches it, as a single run's is
        // (target/watch_check.h); before the first step has decided, a
        // process target is not yet "no process watched".
        const bool undecided = capacity_->watchNote().check.empty() && targetPanel_->kind() != bw::TargetSpec::Kind::Url;
        const bool watching = capacity_->watchingTarget() || undecided;
        figures_->showLive(capacity_->live(), capacity_->targetNow(), watching, capacity_->watchNote());
        if (presenting()) {
            presentation_->figures()->showLive(capacity_->live(), capacity_->targetNow(), watching, capacity_->watchNote());
            presentation_->setCaption(capacity_->statusText());
        }
    });
    connect(capacity_, &CapacityPanel::finished, this, [this] {
        targetPanel_->setEditable(true);
        loadPanel_->setEditable(true);
        updateRunAvailability();
        const QString answer = capacity_->curves()->answerText();
        runBar_->showIdle(answer, true);
        presentation_->setCaption(answer);
        history_->refresh();
    });
}

void MainWindow::onCapacityStarted()
{
    capacityLast_ = true;
    targetPanel_->setEditable(false);
    loadPanel_->setEditable(false);
    updateRunAvailability();
    showMessage(QString());
    const CapacityForm* form = capacity_->form();
    for (LiveFiguresPanel* f : {figures_, presentation_->figures()}) {
        f->clear();
        f->setSlo(form->mode() == CapacityForm::Mode::Capacity ? form->slo() : bw::Slo{});
    }
    presentation_->clearOutcome();   // the last run's or suite's verdict is not this search's
    presentation_->showSteps(true);
    runBar_->showSlo(form->mode() == CapacityForm::Mode::Capacity ? SummaryText::sloInUse(form->slo()) : tr("Load sweep: no verdict"));
    runBar_->showPreparing();
    presentation_->setCaption(capacity_->statusText());
}

void MainWindow::restoreCapacity(const GuiOptions& o)
{
    if (!o.capacity)
        return;
    capacity_->form()->setMode(*o.capacity == QLatin1String("sweep") ? CapacityForm::Mode::Sweep : CapacityForm::Mode::Capacity);
    tabs_->setCurrentWidget(capacity_);
}

QString MainWindow::capacityBusyText()
{
    return tr("A capacity search or sweep is running (Capacity tab). One load at a time: Run is available when it ends.");
}

} // namespace bwui
