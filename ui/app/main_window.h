#pragma once
// The workbench window. It only composes: the target and load panels on the
// left; Run/Stop with the phase progress, the live figures and a tab with the
// live charts or the summary on the right; menus; settings. The engine is
// reached through RunController only.
//
// Threads: UI thread only.
#include "app/gui_options.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QSplitter;
class QTabWidget;

namespace bwui {

class ChartsPanel;
class DemoTarget;
class HistoryPanel;
class SuitePanel;
class LanguageManager;
class LiveFiguresPanel;
class LoadPanel;
class RunBar;
class RunController;
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

    RunController* controller() const { return controller_; }
    DemoTarget* demoTarget() const { return demo_; }
    ChartsPanel* charts() const { return charts_; }
    SummaryPanel* summary() const { return summary_; }
    LiveFiguresPanel* figures() const { return figures_; }
    TargetPanel* targetPanel() const { return targetPanel_; }
    LoadPanel* loadPanel() const { return loadPanel_; }
    HistoryPanel* historyPanel() const { return history_; }
    SuitePanel* suitePanel() const { return suite_; }
    QString lastMessage() const { return lastMessage_; }
    RunBar* runBar() const { return runBar_; }

signals:
    // A run could not start or the demo target failed (translated message).
    void runFailed(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildActions();
    void buildMenus();
    void retranslate();
    void updateIcons();
    void ensureDemoTarget();
    void updateDemoStatus();
    void onRunStarted();
    void onTick();
    void onRunFinished();
    void onRunFailed(const QString& message);
    void onSuiteFinished();
    // Run and Stop, and the suite's Run, by what is under way (one load at a time).
    void updateRunAvailability();
    static QString suiteBusyText();
    static QString runBusyText();
    void showMessage(const QString& message);
    void setLanguageChoice(const QString& choice);

    LanguageManager* language_;
    RunController* controller_;
    DemoTarget* demo_;
    TargetPanel* targetPanel_;
    LoadPanel* loadPanel_;
    RunBar* runBar_;
    LiveFiguresPanel* figures_;
    ChartsPanel* charts_;
    SummaryPanel* summary_;
    SuitePanel* suite_;
    HistoryPanel* history_;       // its own window (View > Run History)
    QTabWidget* tabs_;
    QSplitter* splitter_;
    QLabel* statusLabel_;

    QMenu* fileMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* languageMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* runAction_ = nullptr;
    QAction* stopAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* logAxisAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;
    QAction* languageSystem_ = nullptr;
    QAction* languageEnglish_ = nullptr;
    QAction* languageKorean_ = nullptr;

    QString lastMessage_;
    bool runPending_ = false;     // Run pressed while the demo target was starting
};

} // namespace bwui
