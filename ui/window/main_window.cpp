#include "window/main_window.h"

#include "window/language_manager.h"
#include "capacity/capacity_panel.h"
#include "controller/demo_host.h"
#include "controller/preparing_text.h"
#include "controller/run_controller.h"
#include "history/history_panel.h"
#include "link/link_profile.h"
#include "model/baseline_series.h"
#include "model/display_format.h"
#include "model/spectrum_curves.h"
#include "panels/baseline_picker.h"
#include "window/presentation_view.h"
#include "model/summary_text.h"
#include "panels/charts_panel.h"
#include "panels/live_figures_panel.h"
#include "panels/load_panel.h"
#include "panels/run_bar.h"
#include "panels/summary_panel.h"
#include "panels/target_panel.h"
#include "requests/request_set_editor.h"
#include "requests/request_set_row.h"
#include "suite/suite_live_feed.h"
#include "suite/suite_panel.h"
#include "target/demo_launch.h"
#include "widgets/headroom_bars.h"
#include "widgets/message_area.h"
#include "widgets/status_note.h"
#include "widgets/wheel_guard.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace bwui {

MainWindow::MainWindow(LanguageManager* language, QWidget* parent)
    : QMainWindow(parent), language_(language)
{
    controller_ = new RunController(this);
    demo_ = new DemoHost(this);
    WheelGuard::install(QCoreApplication::instance());   // fields take the wheel only when focused
    buildActions();

    targetPanel_ = new TargetPanel;
    loadPanel_ = new LoadPanel;
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(targetPanel_);
    leftLayout->addWidget(loadPanel_);
    leftLayout->addStretch();
    auto* leftScroll = new QScrollArea;
    leftScroll->setWidget(left);
    leftScroll->setWidgetResizable(true);
    leftScroll->setFrameShape(QFrame::NoFrame);
    leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    leftScroll->setMinimumWidth(left->sizeHint().width() + 24);

    runBar_ = new RunBar(runAction_, stopAction_);
    figures_ = new LiveFiguresPanel;
    charts_ = new ChartsPanel;
    summary_ = new SummaryPanel;
    suite_ = new SuitePanel;
    suite_->setHistoryPath(controller_->historyPath());
    suite_->setDemoBinary(QString::fromStdString(bw::defaultDemoBinary()));
    tabs_ = new QTabWidget;
    tabs_->addTab(charts_, QString());
    tabs_->addTab(summary_, QString());
    tabs_->addTab(suite_, QString());
    tabs_->setDocumentMode(true);

    messages_ = new MessageArea;
    baselinePicker_ = new BaselinePicker;
    baselinePicker_->setHistoryPath(controller_->historyPath());
    baseline_ = std::make_unique<BaselineSeries>();
    charts_->setBaseline(baseline_.get());
    presentation_ = new PresentationView(this);
    presentation_->charts()->setBaseline(baseline_.get());
    connect(presentation_, &PresentationView::closed, this, [this] { setPresentation(false); });
    connect(presentation_, &PresentationView::runRequested, this, [this] { startRun(); });
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->addWidget(runBar_);
    rightLayout->addWidget(baselinePicker_);
    rightLayout->addWidget(messages_);
    rightLayout->addWidget(figures_);
    rightLayout->addWidget(tabs_, 1);

    splitter_ = new QSplitter(Qt::Horizontal);
    splitter_->addWidget(leftScroll);
    splitter_->addWidget(right);
    splitter_->setStretchFactor(0, 0);
    splitter_->setStretchFactor(1, 1);
    splitter_->setChildrenCollapsible(false);
    setCentralWidget(splitter_);

    statusNote_ = new StatusNote;
    statusBar()->addWidget(statusNote_, 1);

    // The run history browser is a window of its own, opened from View. It
    // opens the default database (bw::defaultDatabasePath(), like the
    // controller's) the first time it is shown.
    history_ = new HistoryPanel(this);
    history_->setWindowFlag(Qt::Window);
    connectSuite();
    connect(targetPanel_, &TargetPanel::requestSetChanged, this, &MainWindow::updateRunAvailability);
    connect(loadPanel_, &LoadPanel::sloChanged, this, [this] {
        if (!suite_->isRunning() && !controller_->active()) {
            shownSuiteRun_ = -1;   // the line names the window's SLO again, for the next run
            runBar_->showSlo(SummaryText::sloInUse(loadPanel_->slo()));
            charts_->setSlo(loadPanel_->slo());
        }
    });
    buildCapacity();
    buildMenus();

    connect(controller_, &RunController::runStarted, this, &MainWindow::onRunStarted);
    connect(controller_, &RunController::ticked, this, &MainWindow::onTick);
    connect(controller_, &RunController::runFinished, this, &MainWindow::onRunFinished);
    connect(controller_, &RunController::roundFinished, this, &MainWindow::onRoundFinished);
    connect(controller_, &RunController::runFailed, this, &MainWindow::onRunFailed);
    connect(demo_, &DemoHost::ready, this, [this] {
        updateDemoStatus();
        if (runPending_) {
            runPending_ = false;
            startRun();
        }
    });
    connect(demo_, &DemoHost::failed, this, [this](const QString& message) {
        updateDemoStatus();
        if (runPending_) {
            runPending_ = false;
            onRunFailed(message);
        }
    });
    connect(demo_, &DemoHost::exited, this, [this] { updateDemoStatus(); });
    connect(targetPanel_, &TargetPanel::kindChanged, this, [this](bw::TargetSpec::Kind kind) {
        showMessage(QString());   // an error about the other target no longer applies
        if (kind == bw::TargetSpec::Kind::Demo)
            ensureDemoTarget();
    });
    connect(charts_, &ChartsPanel::logLatencyToggled, logAxisAction_, &QAction::setChecked);
    connect(language_, &LanguageManager::languageChanged, this, [this] {
        // Checked entry follows the manager (also when set from the command line).
        const QString c = language_->choice();
        (c.isEmpty() ? languageSystem_ : c == QLatin1String("ko") ? languageKorean_ : languageEnglish_)
            ->setChecked(true);
    });

    retranslate();
    updateIcons();
    stopAction_->setEnabled(false);
    runBar_->showIdle(tr("Ready."));
    runBar_->showSlo(SummaryText::sloInUse(loadPanel_->slo()));
    charts_->setSlo(loadPanel_->slo());
    tabs_->setCurrentWidget(charts_);
}

QString MainWindow::suiteBusyText()
{
    return tr("A suite is running (Suites tab). One load at a time: Run is available when it ends.");
}

QString MainWindow::runBusyText()
{
    return tr("A run is under way. One load at a time: the suite can start when it ends.");
}

void MainWindow::updateRunAvailability()
{
    const bool suite = suite_->isRunning();
    const bool run = controller_->active() || runPending_;   // pending: waiting for the demo target
    const bool capacity = capacity_->isRunning();
    // A request set the core refuses keeps Run off; the target panel says why.
    const QString setProblem = targetPanel_->requestSet()->problem();
    runAction_->setEnabled(!run && !suite && !capacity && setProblem.isEmpty());
    stopAction_->setEnabled(controller_->active());
    runAction_->setToolTip(suite ? suiteBusyText() : capacity ? capacityBusyText() : setProblem);
    suite_->setBlockedReason(run ? runBusyText() : capacity ? capacityBusyText() : QString());
    capacity_->setBlockedReason(run ? runBusyText() : suite ? suiteBusyText() : QString());
    if (suite) {
        targetPanel_->setEditable(false);
        loadPanel_->setEditable(false);
        runBar_->showIdle(suiteBusyText());
        showMessage(suiteBusyText());
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        const SuiteLiveFeed* feed = suite_->liveFeed();
        if (!showSuiteSloLine())
            runBar_->showSlo(SummaryText::sloInUse(feed->active() ? feed->slo() : loadPanel_->slo()));
    }
    if (event->type() == QEvent::PaletteChange)
        updateIcons();
    if (event->type() == QEvent::WindowStateChange && fullScreenAction_)
        fullScreenAction_->setChecked(isFullScreen());
    QMainWindow::changeEvent(event);
}

void MainWindow::restore(const GuiOptions& o)
{
    QSettings s;
    targetPanel_->loadSettings(s);
    loadPanel_->loadSettings(s);
    capacity_->loadSettings(s);
    restoreCapacity(o);
    charts_->setLogLatency(s.value("view/logLatency", false).toBool());
    if (restoreGeometry(s.value("window/geometry").toByteArray())) {
        fitToAvailableScreen();   // saved on a larger screen: keep every edge in view
    } else {
        // First start: a comfortable size that still fits the screen.
        QSize size(1360, 900);
        if (const QScreen* screen = this->screen())
            size = size.boundedTo(screen->availableGeometry().size() * 0.95);
        resize(size);
    }
    restoreState(s.value("window/state").toByteArray());
    splitter_->restoreState(s.value("window/splitter").toByteArray());
    history_->restoreState(s);
    if (!s.contains("target/kind"))
        targetPanel_->setKind(bw::TargetSpec::Kind::Demo);   // first start: the demo is ready to go
    if (targetPanel_->url().isEmpty())
        targetPanel_->setUrl(QStringLiteral("http://127.0.0.1/json"));
    const QString lang = language_->choice();
    languageSystem_->setChecked(lang.isEmpty());
    languageEnglish_->setChecked(lang == QLatin1String("en"));
    languageKorean_->setChecked(lang == QLatin1String("ko"));

    restoreViews(o);   // the saved views; a --theme is applied for this start only
    // Command-line options, for this start only (start_options.h): what the
    // settings would save before and after them tells which fields they set.
    const StartOverrides::Writer write = [this](QSettings& settings) { writeSettings(settings); };
    const QVariantMap saved = StartOverrides::snapshot(write);
    applyStartOptions(o, targetPanel_, loadPanel_, baselinePicker_);
    applyCapacityStartOptions(o, capacity_->form());
    if (o.mixFile) {
        // Read by the core as `--mix` is; a refused file is said and the saved set stays.
        RequestSetEditor mix;
        const QString error = mix.loadFile(*o.mixFile);
        if (error.isEmpty())
            targetPanel_->requestSet()->setSet(mix.set());
        else
            showMessage(tr("--mix: %1").arg(error));
    }
    startOverrides_.record(saved, StartOverrides::snapshot(write));
    controller_->setTickIntervalMs(o.tickMs);
    if (o.control)
        openControlSocket(*o.control);
    if (o.metrics)
        openMetricsEndpoint(*o.metrics);

    if (targetPanel_->kind() == bw::TargetSpec::Kind::Demo)
        ensureDemoTarget();
}

void MainWindow::saveSettings() const
{
    QSettings s;
    writeSettings(s);
    startOverrides_.restoreUnchanged(s);   // command-line values are not saved unless edited
    s.setValue("view/logLatency", charts_->logLatency());
    s.setValue("window/geometry", saveGeometry());
    s.setValue("window/state", saveState());
    s.setValue("window/splitter", splitter_->saveState());
    history_->saveState(s);
}


void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();          // records whether the history window was open
    history_->close();       // or the application would live on without its main window
    presentation_->hide();
    if (controller_->active())
        controller_->stop();
    QMainWindow::closeEvent(event);
}

void MainWindow::ensureDemoTarget()
{
    // Ready but gone (its exit not yet polled) counts as stopped: start again.
    if ((demo_->state() == DemoHost::State::Ready && demo_->pid() > 0) || demo_->state() == DemoHost::State::Starting)
        return;
    demo_->start();
    updateDemoStatus();
}

void MainWindow::updateDemoStatus()
{
    QString text;
    switch (demo_->state()) {
    case DemoHost::State::Stopped:
        text = tr("The demo target is not running; it starts when you press Run.");
        break;
    case DemoHost::State::Starting:
        text = tr("Starting the demo target…");
        break;
    case DemoHost::State::Ready:
        text = tr("The demo target is listening at %1 (pid %2).\nRoutes: /json, /plaintext, /db/find/1, "
                  "/db/list, /db/relation/1, POST /api/signal, and a shop's journey under /journey/ (log in, "
                  "items, cart, checkout: the example flow resources/flows/journey.json).")
                   .arg(demo_->baseUrl())
                   .arg(demo_->pid());
        break;
    case DemoHost::State::Failed:
        text = demo_->errorText();
        break;
    }
    targetPanel_->setDemoStatus(text, demo_->baseUrl());
}

bool MainWindow::startRun()
{
    if (controller_->active())
        return false;
    if (suite_->isRunning() || capacity_->isRunning()) {
        showMessage(suite_->isRunning() ? suiteBusyText() : capacityBusyText());
        return false;
    }
    QString problem = targetPanel_->problem();
    if (problem.isEmpty())
        problem = loadPanel_->problem();
    if (!problem.isEmpty()) {
        onRunFailed(problem);
        return false;
    }
    bw::TargetSpec target = targetPanel_->targetSpec();
    if (target.kind == bw::TargetSpec::Kind::Demo) {
        if (demo_->state() != DemoHost::State::Ready || demo_->pid() <= 0) {
            // Start (or restart) it and run as soon as it listens.
            runPending_ = true;
            ensureDemoTarget();
            if (demo_->state() == DemoHost::State::Failed) {
                runPending_ = false;
                onRunFailed(demo_->errorText());
                return false;
            }
            runBar_->showPreparing(demoStartingText());
            updateRunAvailability();
            return true;
        }
        target = demo_->attachSpec();   // the window's demo process, already listening
    }
    bw::LoadConfig config;
    targetPanel_->fillRequest(config);
    loadPanel_->fillLoad(config);
    saveSettings();   // the last configuration survives a crash of the run
    resolveBaseline(config);
    return controller_->start(config, loadPanel_->slo(), target, loadPanel_->rounds(), loadPanel_->cooldownSec());
}

QString MainWindow::roundCaption() const
{
    if (controller_->rounds() <= 1)
        return QString();
    return tr("Round %1 of %2").arg(controller_->round()).arg(controller_->rounds());
}

void MainWindow::onRunStarted()
{
    suiteLast_ = false;
    capacityLast_ = false;
    presentation_->showSteps(false);
    targetPanel_->setEditable(false);
    loadPanel_->setEditable(false);
    updateRunAvailability();
    summary_->clear();
    for (ChartsPanel* c : {charts_, presentation_->charts()}) {
        c->setBaseline(baseline_.get());
        c->reset(controller_->config().warmupSec, controller_->plannedSeconds());
        c->setSlo(controller_->slo());
        auto link = bw::parseLinkProfile(controller_->config().link);
        c->setNetwork(link ? *link : bw::LinkProfile());
    }
    for (LiveFiguresPanel* f : {figures_, presentation_->figures()}) {
        f->clear();
        f->setSlo(controller_->slo());
        f->setBaseline(baseline_->rps(), baseline_->p99Us());
    }
    presentation_->clearOutcome();
    runBar_->showSlo(SummaryText::sloInUse(controller_->slo()));   // a suite may have shown its own
    tabs_->setCurrentWidget(charts_);
    const QString preparing = preparingText(controller_->target(), controller_->config().url);
    const QString round = roundCaption();
    runBar_->showPreparing(round.isEmpty() ? preparing : round + QStringLiteral(" \u00b7 ") + preparing);
    showMessage(QString());
}

void MainWindow::onTick()
{
    runBar_->showLive(controller_->live(), roundCaption());
    figures_->showLive(controller_->live(), controller_->targetNow(), controller_->watchingTarget(), controller_->watchNote());
    if (presenting()) {
        presentation_->figures()->showLive(controller_->live(), controller_->targetNow(), controller_->watchingTarget(), controller_->watchNote());
        presentation_->setCaption(runBar_->phaseText());
    }
    updateSteering();
    liveCharts()->refresh(controller_->runSeries(), controller_->targetSeries(), controller_->plannedSeconds());
    liveCharts()->refreshSpectrum(controller_->spectrum());
    charts_->refreshRequests(controller_->liveRequests(), controller_->requestSet().get());
}

void MainWindow::onRunFinished()
{
    const auto& r = controller_->lastResult();
    endSteering();
    for (ChartsPanel* c : {charts_, presentation_->charts()})
        c->refresh(controller_->runSeries(), controller_->targetSeries(), controller_->plannedSeconds());
    targetPanel_->setEditable(true);
    loadPanel_->setEditable(true);
    updateRunAvailability();
    if (r) {
        // The whole measured phase's spectrum; in the window also the exact
        // per-request figures in place of the live ones (the presentation
        // keeps to the run's own lines).
        presentation_->charts()->refreshSpectrum(SpectrumCurves::fromResult(*r));
        charts_->showResult(*r);
        figures_->showResult(*r);
        presentation_->figures()->showResult(*r);
        if (controller_->rounds() > 1) {
            // The rounds' medians and intervals, the last round's details below.
            const std::vector<bw::RunResult>& rounds = controller_->roundResults();
            summary_->showRounds(rounds, controller_->rounds(), controller_->roundGroupId());
            const QString done = SummaryPanel::roundsHeadline(rounds, controller_->rounds(), controller_->roundGroupId());
            presentation_->setCaption(done);
            runBar_->showIdle(done, true);
        } else {
            summary_->showResult(*r);
            presentation_->setCaption(SummaryText::headline(*r));
            runBar_->showIdle(SummaryText::headline(*r), true);
        }
        tabs_->setCurrentWidget(summary_);
    }
    showOutcome();   // the presentation ends on the verdict and its headroom
    if (controller_->rounds() > 1 && !controller_->historyError().isEmpty())
        showMessage(controller_->historyError());
}

void MainWindow::onRoundFinished(int round)
{
    // The round's last figures stay in view during the cool-down.
    endSteering();
    for (ChartsPanel* c : {charts_, presentation_->charts()})
        c->refresh(controller_->runSeries(), controller_->targetSeries(), controller_->plannedSeconds());
    if (const auto& r = controller_->lastResult()) {
        figures_->showResult(*r);
        presentation_->figures()->showResult(*r);
    }
    runBar_->showIdle(tr("Round %1 of %2 done; cooling down for %3 before the next.")
                          .arg(round)
                          .arg(controller_->rounds())
                          .arg(DisplayFormat::seconds(controller_->cooldownSec())),
                      true);
    presentation_->setCaption(runBar_->phaseText());
}

void MainWindow::onRunFailed(const QString& message)
{
    emit runFailed(message);
    endSteering();
    targetPanel_->setEditable(true);
    loadPanel_->setEditable(true);
    updateRunAvailability();
    // The figures on screen are not this attempt's: empty the live view and
    // mark the summary as the previous run's.
    figures_->clear();
    charts_->reset(0, 5);
    presentation_->figures()->clear();
    presentation_->charts()->reset(0, 5);
    summary_->markPrevious(tr("Previous run. The latest attempt did not run: %1").arg(message));
    // The whole text goes to the message area, which wraps; the run bar
    // keeps its one short line so the progress bar keeps its width.
    runBar_->showIdle(message.isEmpty() ? tr("Ready.") : tr("Not run: see the message below."));
    showMessage(message);
}

void MainWindow::note(std::function<QString()> text)
{
    lastMessage_ = text();
    statusNote_->say(std::move(text));
}

void MainWindow::showMessage(const QString& message)
{
    lastMessage_ = message;
    messages_->showError(message);
}

} // namespace bwui
