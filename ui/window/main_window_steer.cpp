// MainWindow, steering a run while it runs (issue 33): the load panel's live
// knob, Run > Raise / Lower load (+ and -, a presenter's clicker), the
// change markers on the live charts (and the presentation's), and the
// window's control socket (Run > Control socket…, --control PATH), and its
// /metrics endpoint for Prometheus (--metrics PORT), which watches from outside as the socket steers.
#include "window/main_window.h"

#include "controller/run_controller.h"
#include "history/history_panel.h"
#include "panels/charts_panel.h"
#include "panels/load_knobs.h"
#include "panels/load_panel.h"
#include "panels/target_panel.h"
#include "suite/suite_panel.h"
#include "model/display_format.h"
#include "panels/run_bar.h"
#include "widgets/message_area.h"
#include "window/presentation_view.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QDir>
#include <QInputDialog>
#include <QLineEdit>
#include <QLabel>
#include <QStandardPaths>

#include <algorithm>

namespace bwui {

void MainWindow::buildSteerActions()
{
    // Application-wide, so the keys work in the presentation view too; a
    // text field with the focus still takes its own + and - (Qt gives a
    // line edit's typing precedence over shortcuts).
    raiseLoadAction_ = new QAction(this);
    raiseLoadAction_->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    raiseLoadAction_->setShortcutContext(Qt::ApplicationShortcut);
    raiseLoadAction_->setEnabled(false);
    connect(raiseLoadAction_, &QAction::triggered, this, [this] { stepLoad(+1); });
    lowerLoadAction_ = new QAction(this);
    lowerLoadAction_->setShortcut(QKeySequence(Qt::Key_Minus));
    lowerLoadAction_->setShortcutContext(Qt::ApplicationShortcut);
    lowerLoadAction_->setEnabled(false);
    connect(lowerLoadAction_, &QAction::triggered, this, [this] { stepLoad(-1); });
    addAction(raiseLoadAction_);
    addAction(lowerLoadAction_);

    controlAction_ = new QAction(this);
    connect(controlAction_, &QAction::triggered, this, &MainWindow::askControlSocket);
}

void MainWindow::connectSteering()
{
    connect(loadPanel_->knobs(), &LoadKnobs::changeAsked, this, [this](double value) { steerTo(value); });
    connect(history_, &HistoryPanel::runAgainRequested, this, &MainWindow::runAgain);
}

void MainWindow::retranslateSteer()
{
    raiseLoadAction_->setText(tr("Raise the &load"));
    raiseLoadAction_->setToolTip(tr("While a run runs: one step more VUs (or requests/s with a fixed rate), "
                                    "1-2-5 steps: 50, 100, 200, 500 (+)"));
    lowerLoadAction_->setText(tr("Lo&wer the load"));
    lowerLoadAction_->setToolTip(tr("While a run runs: one step fewer VUs (or requests/s with a fixed rate) (-)"));
    controlAction_->setText(tr("&Control socket…"));
    controlAction_->setToolTip(tr("Listen on a Unix socket: lines such as 'vus 400', 'rate 5000' and 'stop' "
                                  "steer the runs of this window, as benchwork-cli run --control does"));
}

void MainWindow::updateSteering()
{
    const bool can = controller_->canSteer();
    raiseLoadAction_->setEnabled(can);
    lowerLoadAction_->setEnabled(can);
    LoadKnobs* knobs = loadPanel_->knobs();
    if (can && !knobs->live()) {
        knobs->begin(controller_->knob(), controller_->knobMaximum(), controller_->knobLevel());
        loadPanel_->setEditable(false);   // again: the knob's field is live now
    } else if (can) {
        // A change from elsewhere (a socket, +/-) shows in the field, unless
        // the user is typing there.
        QAbstractSpinBox* field = knobs->field();
        if (field && !field->hasFocus())
            knobs->showLevel(controller_->knobLevel());
    }
    const std::vector<bw::LoadChange>& changes = controller_->loadChanges();
    for (ChartsPanel* c : {charts_, presentation_->charts()})
        if (c->loadChangeCount() != changes.size())
            c->setLoadChanges(changes, controller_->config().warmupSec);
}

void MainWindow::endSteering()
{
    raiseLoadAction_->setEnabled(false);
    lowerLoadAction_->setEnabled(false);
    const std::vector<bw::LoadChange>& changes = controller_->loadChanges();
    for (ChartsPanel* c : {charts_, presentation_->charts()})
        if (c->loadChangeCount() != changes.size())
            c->setLoadChanges(changes, controller_->config().warmupSec);
    loadPanel_->knobs()->end();
}

bool MainWindow::steerTo(double value)
{
    const QString why = controller_->steer(value);
    if (!why.isEmpty()) {
        // Refused: nothing changed; the field shows the run's level again.
        loadPanel_->knobs()->showLevel(controller_->knobLevel());
        note([why] { return why; });
        messages_->showError(why);
        return false;
    }
    messages_->showError(QString());
    const double level = controller_->knobLevel();
    loadPanel_->knobs()->showLevel(level);
    const bool vus = controller_->knob() == bw::LoadKnob::Vus;
    note([vus, level] {
        return vus ? tr("Load set to %n VU(s).", nullptr, int(level))
                   : tr("Load set to %1 requests/s.").arg(DisplayFormat::requestsPerSec(level));
    });
    return true;
}

bool MainWindow::stepLoad(int direction)
{
    if (!controller_->canSteer()) {
        note([] { return tr("No run is under way to change."); });
        return false;
    }
    const double level = controller_->knobLevel();
    double next = direction > 0 ? LoadKnobs::stepUp(level) : LoadKnobs::stepDown(level);
    // At the top of the room a step lands on the maximum; past it, the
    // run's own refusal says why.
    if (direction > 0 && level < controller_->knobMaximum())
        next = std::min(next, controller_->knobMaximum());
    return steerTo(next);
}

bool MainWindow::openControlSocket(const QString& path)
{
    if (path.isEmpty()) {
        controller_->closeControl();
        note([] { return tr("The control socket is closed."); });
        return true;
    }
    const QString why = controller_->openControl(path);
    if (!why.isEmpty()) {
        lastMessage_ = tr("The control socket could not be opened: %1").arg(why);
        messages_->showError(lastMessage_);
        return false;
    }
    note([path] { return tr("Listening for load changes on %1 (vus N, rate N, stop).").arg(path); });
    return true;
}

bool MainWindow::openMetricsEndpoint(const QString& address)
{
    const QString why = controller_->openMetrics(address);
    if (!why.isEmpty()) {
        lastMessage_ = tr("The metrics endpoint could not be opened: %1").arg(why);
        messages_->showError(lastMessage_);
        return false;
    }
    const QString url = controller_->metricsUrl();
    note([url] { return tr("Serving each run's figures for Prometheus on %1.").arg(url); });
    return true;
}

bool MainWindow::runAgain(const bw::RunResult& run)
{
    if (controller_->active() || suite_->isRunning()) {
        showMessage(tr("A load is under way: run it again when it ends."));
        return false;
    }
    loadPanel_->setLoad(run.config);   // stages included: the schedule that ran
    loadPanel_->setSlo(run.slo);
    if (targetPanel_->kind() == bw::TargetSpec::Kind::Url)
        targetPanel_->setUrl(QString::fromStdString(run.config.url));
    activateWindow();
    raise();
    return startRun();
}

void MainWindow::askControlSocket()
{
    QString suggestion = controller_->controlPath();
    if (suggestion.isEmpty()) {
        QString dir = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
        if (dir.isEmpty())
            dir = QDir::tempPath();
        suggestion = QDir(dir).filePath(QStringLiteral("benchwork.sock"));
    }
    bool ok = false;
    const QString path = QInputDialog::getText(this, tr("Control socket"),
                                               tr("Listen on this Unix socket (only you can reach it); "
                                                  "empty closes it:"),
                                               QLineEdit::Normal, suggestion, &ok);
    if (ok)
        openControlSocket(path.trimmed());
}

} // namespace bwui
