#pragma once
// The workbench window. It only composes: the target and load panels on the
// left; Run/Stop with the phase progress, the live figures and a tab with the
// live charts or the summary on the right; menus; settings. The engine is
// reached through RunController only.
//
// Threads: UI thread only.
#include "window/gui_options.h"
#include "window/start_options.h"
#include "window/theme.h"
#include "history/files/export_actions.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QDialog;
class QLabel;
class QMenu;
class QSettings;
class QSplitter;
class QTabWidget;

namespace bwui {

class BaselinePicker;
class BaselineSeries;
class CapacityPanel;
class ChartsPanel;
class PresentationView;
class DemoHost;
class HistoryPanel;
class SuitePanel;
class LanguageManager;
class LiveFiguresPanel;
class LoadPanel;
class MessageArea;
class RunBar;
class RunController;
class StatusNote;
class SummaryPanel;
class TargetPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(LanguageManager* language, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Restores the saved settings and geometry, then applies command-line
    // overrides; starts the demo target in the background when it is chosen.
    void restore(const GuiOptions& options);
    // Reads the panels and starts a run. False (and a message shown) when
    // the settings are incomplete.
    bool startRun();
    void saveSettings() const;
    // Shrinks and moves the window into its screen's available area (a
    // geometry saved on a larger screen); does nothing when it fits.
    void fitToAvailableScreen();
    // Says that a run could not start or failed: the whole message in the
    // message area (wrapped, log paths as links), a short line in the run bar.
    void onRunFailed(const QString& message);

    RunController* controller() const { return controller_; }
    RunBar* runBar() const { return runBar_; }
    DemoHost* demoTarget() const { return demo_; }
    ChartsPanel* charts() const { return charts_; }
    SummaryPanel* summary() const { return summary_; }
    LiveFiguresPanel* figures() const { return figures_; }
    TargetPanel* targetPanel() const { return targetPanel_; }
    LoadPanel* loadPanel() const { return loadPanel_; }
    HistoryPanel* historyPanel() const { return history_; }
    SuitePanel* suitePanel() const { return suite_; }
    CapacityPanel* capacityPanel() const { return capacity_; }
    BaselinePicker* baselinePicker() const { return baselinePicker_; }
    const BaselineSeries& baseline() const { return *baseline_; }
    PresentationView* presentation() const { return presentation_; }
    // View > Presentation: full screen (or a normal window of `size` for
    // tests and screenshots); off returns to this window.
    void setPresentation(bool on, bool fullScreen = true, QSize size = QSize(1280, 800));
    bool presenting() const;
    // View > Theme: follow the system, light or dark (persisted unless
    // `persist` is false: a --theme given for this start).
    void setThemeChoice(Theme theme, bool persist = true);
    QString lastMessage() const { return lastMessage_; }
    MessageArea* messageArea() const { return messages_; }
    StatusNote* statusNote() const { return statusNote_; }
    // File > Export: the run the window shows (the last one), through the
    // history's exporter, to `path` (no dialog). False with lastMessage().
    bool exportCurrentRun(HistoryExport::Format format, const QString& path);
    QMenu* fileMenu() const { return fileMenu_; }
    QMenu* helpMenu() const { return helpMenu_; }
    QMenu* exportMenu() const { return exportMenu_; }
    // File > Save view as image: the tab shown (live charts, summary, suites) as PNG or SVG.
    QWidget* currentView() const;
    // Run > Raise load / Lower load (+ and -): the live knob one 1-2-5 step
    // up or down (LoadKnobs::stepUp); false with lastMessage() when the run
    // refused the change or none runs.
    bool stepLoad(int direction);
    // Run > Control socket: listens at `path` ("" closes it); false with
    // lastMessage() when it could not.
    bool openControlSocket(const QString& path);
    bool openMetricsEndpoint(const QString& address);
    // History > Run again: `run`'s load and SLO (its stages: the schedule
    // that ran) in the load panel, its URL for a URL target, then Run.
    // False with lastMessage() when a load is under way or it cannot start.
    bool runAgain(const bw::RunResult& run);
    // Help > Keyboard shortcuts, built from the actions (not shown).
    QDialog* makeShortcutsDialog();
    // The local file a Help link opens ("" when it cannot be found).
    static QString docPath(const QString& relative);

signals:
    // A run could not start or the demo target failed (translated message).
    void runFailed(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildActions();
    void buildViewActions();
    void buildMenus();
    // Finds the baseline chosen for a run with `config` (or none) and shows it.
    void resolveBaseline(const bw::LoadConfig& config);
    // The charts live ticks go to: the presentation's while it is shown.
    ChartsPanel* liveCharts() const;
    // Redraws `charts` from whatever is live now (a suite's run, the
    // controller's run or its last result).
    void redrawLive(ChartsPanel* charts);
    void connectSuite();
    // The suite's records changed: the presentation's bars, and the final
    // figures of a run that ended (labelled, judged on its own SLO).
    void onSuiteRecords();
    // The presentation's outcome for what ran last: the verdict and headroom
    // bars of the run, its rounds or the suite (none while a run runs).
    void showOutcome();
    void showSuiteOutcome();
    // The Run bar's SLO line while the tiles show a suite run's final figures:
    // "Figures of <run> · SLO: ...". False (nothing shown) otherwise.
    bool showSuiteSloLine();
    void restoreViews(const GuiOptions& options);
    void saveViews(QSettings& settings) const;
    // What saveSettings() writes of the panels and views (StartOverrides snapshots it).
    void writeSettings(QSettings& settings) const;
    void retranslate();
    void updateIcons();
    void ensureDemoTarget();
    void updateDemoStatus();
    void onRunStarted();
    void onTick();
    void onRunFinished();
    void onRoundFinished(int round);
    // "Round 2 of 6" while a sequence of rounds runs; "" for a single run.
    QString roundCaption() const;
    void onSuiteFinished();
    // The Capacity tab (main_window_capacity.cpp).
    void buildCapacity();
    void onCapacityStarted();
    void restoreCapacity(const GuiOptions& options);
    static QString capacityBusyText();
    // Run and Stop, and the suite's Run, by what is under way (one load at a time).
    void updateRunAvailability();
    static QString suiteBusyText();
    static QString runBusyText();
    void showMessage(const QString& message);
    // A note in the status bar (StatusNote): `text` is asked again when the
    // language changes; lastMessage() is its text now.
    void note(std::function<QString()> text);
    void setLanguageChoice(const QString& choice);
    void chooseExportCurrentRun(HistoryExport::Format format);
    void openDoc(const QString& relative);
    void updateExportActions();
    // main_window_steer.cpp: the live knobs, +/-, the change markers and
    // the control socket.
    void buildSteerActions();
    void connectSteering();
    void retranslateSteer();
    void updateSteering();   // each tick: the knob goes live, new change markers
    void endSteering();      // the run ended or failed
    void askControlSocket();
    bool steerTo(double value);

    LanguageManager* language_;
    RunController* controller_;
    DemoHost* demo_;
    TargetPanel* targetPanel_;
    LoadPanel* loadPanel_;
    RunBar* runBar_;
    LiveFiguresPanel* figures_;
    ChartsPanel* charts_;
    SummaryPanel* summary_;
    SuitePanel* suite_;
    CapacityPanel* capacity_ = nullptr;
    HistoryPanel* history_;       // its own window (View > Run History)
    QTabWidget* tabs_;
    QSplitter* splitter_;
    StatusNote* statusNote_;      // the status bar's short notes, said again in a new language, gone after a while
    MessageArea* messages_;       // errors, wrapped, log paths as links
    BaselinePicker* baselinePicker_;
    std::unique_ptr<BaselineSeries> baseline_;
    PresentationView* presentation_;

    QMenu* fileMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QMenu* exportMenu_ = nullptr;
    ExportActions exportActions_;   // the "Export current run" menu's formats
    QAction* readmeAction_ = nullptr;
    QAction* guiGuideAction_ = nullptr;
    QAction* shortcutsAction_ = nullptr;
    QAction* runAction_ = nullptr;
    QAction* stopAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* logAxisAction_ = nullptr;
    QAction* fullScreenAction_ = nullptr;   // View > Full screen (native on macOS)
    QAction* aboutAction_ = nullptr;
    QAction* exportViewAction_ = nullptr;
    QAction* presentationAction_ = nullptr;
    QAction* raiseLoadAction_ = nullptr;     // + : the live knob one step up
    QAction* lowerLoadAction_ = nullptr;     // - : one step down
    QAction* controlAction_ = nullptr;       // Run > Control socket…
    QMenu* themeMenu_ = nullptr;
    QActionGroup* themeGroup_ = nullptr;
    QAction* themeSystem_ = nullptr;
    QAction* themeLight_ = nullptr;
    QAction* themeDark_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;
    QAction* languageSystem_ = nullptr;
    QAction* languageEnglish_ = nullptr;
    QAction* languageKorean_ = nullptr;

    StartOverrides startOverrides_;   // the command line's fields, not saved unless edited
    QString lastMessage_;
    bool runPending_ = false;     // Run pressed while the demo target was starting
    bool capacityLast_ = false;   // the last load started was the Capacity tab's (presentation shows its chart)
    bool suiteLast_ = false;      // the last load that ended was a suite (the run bar says its outcome)
    int shownSuiteRun_ = -1;      // the suite run whose final figures the tiles show (PlannedRun::index)
};

} // namespace bwui
