// MainWindow, second part: actions, menus, icons and their texts.
#include "window/main_window.h"

#include "capacity/capacity_panel.h"

#include "window/language_manager.h"
#include "controller/run_controller.h"
#include "history/history_panel.h"
#include "run/data_dir.h"
#include "widgets/shortcuts_dialog.h"
#include "model/summary_text.h"
#include "charts/chart_menu.h"
#include "panels/charts_panel.h"
#include "panels/run_bar.h"
#include "suite/suite_panel.h"
#include "window/presentation_view.h"
#include "widgets/glyph_icon.h"
#include "widgets/semantic_colors.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QLabel>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QUrl>

namespace bwui {

void MainWindow::buildActions()
{
    runAction_ = new QAction(this);
    runAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(runAction_, &QAction::triggered, this, [this] { startRun(); });

    stopAction_ = new QAction(this);
    stopAction_->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(stopAction_, &QAction::triggered, this, [this] {
        runPending_ = false;
        controller_->stop();
    });

    buildSteerActions();

    quitAction_ = new QAction(this);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);

    logAxisAction_ = new QAction(this);
    logAxisAction_->setCheckable(true);
    logAxisAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(logAxisAction_, &QAction::toggled, this, [this](bool on) { charts_->setLogLatency(on); });

    // The window itself full screen (on macOS the system's own full screen,
    // its own space). F11 and Ctrl+Cmd+F, the platform's full-screen keys,
    // belong to View > Presentation, so this one is Shift+F11 everywhere.
    // Follows the window's state, however changed.
    fullScreenAction_ = new QAction(this);
    fullScreenAction_->setCheckable(true);
    fullScreenAction_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F11));
    connect(fullScreenAction_, &QAction::triggered, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });

    aboutAction_ = new QAction(this);
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Benchwork"),
                           tr("<h3>Benchwork %1</h3><p>A workbench for HTTP load tests: live charts while "
                              "the load runs, latency percentiles, errors and server resources at the end, "
                              "judged against your service-level objective.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });

    exportActions_.create(this, [this](HistoryExport::Format f) { chooseExportCurrentRun(f); });
    exportViewAction_ = new QAction(this);
    exportViewAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(exportViewAction_, &QAction::triggered, this,
            [this] { saveWidgetImageAs(currentView(), QStringLiteral("benchwork-view")); });
    readmeAction_ = new QAction(this);
    connect(readmeAction_, &QAction::triggered, this, [this] { openDoc(QStringLiteral("README.md")); });
    guiGuideAction_ = new QAction(this);
    guiGuideAction_->setShortcut(QKeySequence::HelpContents);
    connect(guiGuideAction_, &QAction::triggered, this, [this] { openDoc(QStringLiteral("docs/gui.md")); });
    shortcutsAction_ = new QAction(this);
    connect(shortcutsAction_, &QAction::triggered, this, [this] {
        QDialog* d = makeShortcutsDialog();
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->open();
    });

    buildViewActions();

    languageGroup_ = new QActionGroup(this);
    languageSystem_ = new QAction(languageGroup_);
    languageEnglish_ = new QAction(languageGroup_);
    languageKorean_ = new QAction(languageGroup_);
    for (QAction* a : {languageSystem_, languageEnglish_, languageKorean_})
        a->setCheckable(true);
    connect(languageSystem_, &QAction::triggered, this, [this] { setLanguageChoice(QString()); });
    connect(languageEnglish_, &QAction::triggered, this, [this] { setLanguageChoice(QStringLiteral("en")); });
    connect(languageKorean_, &QAction::triggered, this, [this] { setLanguageChoice(QStringLiteral("ko")); });
}

void MainWindow::buildMenus()
{
    fileMenu_ = menuBar()->addMenu(QString());
    exportMenu_ = fileMenu_->addMenu(QString());
    exportActions_.addTo(exportMenu_);
    connect(exportMenu_, &QMenu::aboutToShow, this, &MainWindow::updateExportActions);
    fileMenu_->addAction(exportViewAction_);
    fileMenu_->addMenu(history_->importMenu());
    fileMenu_->addSeparator();
    fileMenu_->addAction(quitAction_);
    runMenu_ = menuBar()->addMenu(QString());
    runMenu_->addAction(runAction_);
    runMenu_->addAction(stopAction_);
    runMenu_->addSeparator();
    runMenu_->addAction(raiseLoadAction_);
    runMenu_->addAction(lowerLoadAction_);
    runMenu_->addAction(controlAction_);
    connectSteering();   // the panels exist now
    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->addAction(history_->showAction());
    viewMenu_->addAction(logAxisAction_);
    viewMenu_->addAction(presentationAction_);
    themeMenu_ = viewMenu_->addMenu(QString());
    themeMenu_->addAction(themeSystem_);
    themeMenu_->addSeparator();
    themeMenu_->addAction(themeLight_);
    themeMenu_->addAction(themeDark_);
    viewMenu_->addAction(fullScreenAction_);
    viewMenu_->addSeparator();
    languageMenu_ = viewMenu_->addMenu(QString());
    languageMenu_->addAction(languageSystem_);
    languageMenu_->addSeparator();
    languageMenu_->addAction(languageEnglish_);
    languageMenu_->addAction(languageKorean_);
    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addAction(guiGuideAction_);
    helpMenu_->addAction(readmeAction_);
    helpMenu_->addAction(shortcutsAction_);
    helpMenu_->addSeparator();
    helpMenu_->addAction(aboutAction_);
    updateExportActions();
}

QWidget* MainWindow::currentView() const
{
    return tabs_->currentWidget();
}

void MainWindow::updateExportActions()
{
    const bool have = controller_->lastResult().has_value() && !controller_->active();
    exportActions_.enableFor(have ? 1 : 0);   // the current run
}

void MainWindow::chooseExportCurrentRun(HistoryExport::Format format)
{
    const auto& r = controller_->lastResult();
    if (!r || controller_->active())
        return;
    std::vector<int64_t> ids;
    if (controller_->lastHistoryId() > 0)
        ids.push_back(controller_->lastHistoryId());
    history_->chooseExportRuns(format, {*r}, ids, 0);
    note([said = history_->lastMessage()] { return said; });
}

bool MainWindow::exportCurrentRun(HistoryExport::Format format, const QString& path)
{
    const auto& r = controller_->lastResult();
    if (!r || controller_->active()) {
        lastMessage_ = tr("There is no finished run to export yet.");
        return false;
    }
    const bool ok = history_->exportRuns(format, {*r}, 0, path);
    note([said = history_->lastMessage()] { return said; });
    return ok;
}

QString MainWindow::docPath(const QString& relative)
{
    return QString::fromStdString(bw::findDataPath(relative.toStdString()));
}

void MainWindow::openDoc(const QString& relative)
{
    const QString path = docPath(relative);
    if (path.isEmpty()) {
        showMessage(tr("%1 was not found beside the program or in its source tree.").arg(relative));
        return;
    }
    QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

QDialog* MainWindow::makeShortcutsDialog()
{
    QList<ShortcutsDialog::Group> groups;
    groups.append({tr("Main window"), {runAction_, stopAction_, raiseLoadAction_, lowerLoadAction_, logAxisAction_,
                                       presentationAction_, fullScreenAction_, exportViewAction_, guiGuideAction_,
                                       quitAction_}});
    groups.append({tr("Run history"), history_->shortcutActions()});
    return new ShortcutsDialog(groups, this);
}

void MainWindow::updateIcons()
{
    const QPalette p = palette();
    const QColor disabled = p.color(QPalette::Disabled, QPalette::ButtonText);
    runAction_->setIcon(GlyphIcon::make(GlyphIcon::Glyph::Play,
                                        SemanticColors::color(SemanticColors::Role::Good, p), disabled));
    stopAction_->setIcon(GlyphIcon::make(GlyphIcon::Glyph::Stop,
                                         SemanticColors::color(SemanticColors::Role::Bad, p), disabled));
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Benchwork"));
    if (presentation_ && suite_)
        showOutcome();   // the presentation's verdict and bars in the new language
    fileMenu_->setTitle(tr("&File"));
    runMenu_->setTitle(tr("&Run"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    helpMenu_->setTitle(tr("&Help"));
    runAction_->setText(tr("&Run"));
    // The keys as this system writes them (Ctrl+R, or ⌘R on macOS).
    const auto keys = [](const QAction* a) { return a->shortcut().toString(QKeySequence::NativeText); };
    //: %1 is the key that starts a run, e.g. Ctrl+R
    runAction_->setToolTip(tr("Start a run with these settings (%1)").arg(keys(runAction_)));
    stopAction_->setText(tr("&Stop"));
    //: %1 is the key that stops a run, e.g. Esc
    stopAction_->setToolTip(tr("End the run now and keep what was measured (%1)").arg(keys(stopAction_)));
    quitAction_->setText(tr("&Quit"));
    retranslateSteer();
    exportMenu_->setTitle(tr("&Export current run"));
    exportViewAction_->setText(tr("Save &view as image…"));
    exportViewAction_->setToolTip(tr("The charts, summary or suite view shown, as PNG or SVG (Ctrl+Shift+S)"));
    exportActions_.retranslate();
    guiGuideAction_->setText(tr("&Window guide"));
    guiGuideAction_->setToolTip(tr("Opens docs/gui.md"));
    readmeAction_->setText(tr("&Read me"));
    readmeAction_->setToolTip(tr("Opens README.md: the command line, the formats, the build"));
    shortcutsAction_->setText(tr("&Keyboard shortcuts"));
    logAxisAction_->setText(tr("&Logarithmic latency axis"));
    fullScreenAction_->setText(tr("&Full screen"));
    aboutAction_->setText(tr("&About Benchwork"));
    languageSystem_->setText(tr("&System language"));
    presentationAction_->setText(tr("&Presentation"));
    presentationAction_->setToolTip(tr("Full screen with large figures and charts only, for demos (F11; Esc leaves)"));
    themeMenu_->setTitle(tr("&Theme"));
    themeSystem_->setText(tr("Follow the &system"));
    themeLight_->setText(tr("&Light"));
    themeDark_->setText(tr("&Dark"));
    //: The language's own name: keep it as is so people can find their language.
    languageEnglish_->setText(tr("English"));
    //: The language's own name: keep it as is so people can find their language.
    languageKorean_->setText(tr("한국어"));
    tabs_->setTabText(0, tr("&Live charts"));
    tabs_->setTabText(1, tr("Summar&y"));
    tabs_->setTabText(2, tr("Suites"));
    tabs_->setTabText(tabs_->indexOf(capacity_), tr("Capacity"));
    updateDemoStatus();
    if (!controller_->active() && !suite_->isRunning()) {
        // What ended last, said again in the new language (a live load says
        // it at its next tick).
        const auto& r = controller_->lastResult();
        if (suiteLast_)
            runBar_->showIdle(suite_->statusText(), true);
        else
            runBar_->showIdle(r ? SummaryText::headline(*r) : tr("Ready."), r.has_value());
        presentation_->setCaption(runBar_->phaseText());
    }
}

void MainWindow::setLanguageChoice(const QString& choice)
{
    language_->apply(choice);
    QSettings().setValue("view/language", choice);
}

} // namespace bwui
