#pragma once
// The suite panel: open a suite file, see its plan (runs, target
// configurations, estimated time), optionally shorten every scenario, run it
// (asking first when it starts commands), follow its progress (run N of M,
// the current run's live figures, time left), stop it, see each run's
// verdict and headroom as runs end, and export the suite report (HTML or
// Markdown, English or Korean).
//
// Self-contained: mount it anywhere (a tab or a dock) and give it the history
// database path with setHistoryPath(); it emits suiteFinished() so the
// history view can refresh. The bw::SuiteRunner runs on its own thread; a
// 200 ms timer copies its progress and new records (it never waits for it).
//
// Threads: UI thread only.
#include "suite/suite.h"
#include "suite/suite_outcome.h"
#include "suite/suite_plan.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class QTableWidget;
class QTimer;

namespace bw {
class SuiteRunner;
}

namespace bwui {

class BundledSuiteBox;
class RequestStatsBox;

class HeadroomBars;
class SuiteLiveFeed;
class SuiteRecordsModel;

class SuitePanel : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit SuitePanel(QWidget* parent = nullptr);
    ~SuitePanel() override;   // stops a running suite and waits for it

    // "" = do not save runs. The default is bw::defaultDatabasePath().
    void setHistoryPath(const QString& path);
    // benchwork-target for demo targets ("" = next to the executable).
    void setDemoBinary(const QString& path);
    // Asked before a suite that starts commands runs; gets the commands as
    // lines, returns true to go on. The default shows a question dialog.
    void setCommandConfirmer(std::function<bool(const QStringList& commands)> confirm);

    // Loads and plans a suite file; on a bad file shows the error (with the
    // JSON path of the field) in the panel and returns false.
    bool openSuiteFile(const QString& path);
    bool isRunning() const;
    bool hasOutcome() const { return outcome_.has_value(); }
    // How the last suite ended (nullopt before one ended).
    const std::optional<bw::SuiteOutcome>& outcome() const { return outcome_; }
    const SuiteRecordsModel* recordsModel() const { return model_; }
    // The runs that ended, as headroom bars (requests/s vs floor, p99 vs ceiling).
    HeadroomBars* headroomBars() const { return headroom_; }
    // Their table: one line a run, each cell whole (no wrapping).
    const QTableView* resultsTable() const { return table_; }
    // The height the bars get on screen (their scroll area's viewport).
    int headroomShownHeight() const;
    // Lists these ended runs (the table and the headroom bars).
    void showRecords(const std::vector<bw::SuiteRunRecord>& records);
    void showRequests();   // the per-request table of the selected (or last) run with a request set
    QString statusText() const;
    // The plan listed before Run: a row per run (scenario, target, warmup,
    // measured phase, SLO) and the total time in planText().
    const QTableWidget* planTable() const { return planTable_; }
    QString planText() const;
    // "Shorten to": every scenario's measured phase and warmup, in seconds;
    // nullopt runs them as written.
    void setShortening(std::optional<int> durationSec, std::optional<int> warmupSec);
    // Where Open suite… starts: the bundled suites (resources/suites beside
    // the program or in its source tree), else the last folder used.
    QString suitesFolder() const;
    // The bundled suites' list beside Open suite….
    BundledSuiteBox* bundledSuites() const { return bundled_; }
    QString descriptionText() const;
    QString reportLanguage() const;
    // The run under way, for the window's live figures and charts.
    SuiteLiveFeed* liveFeed() const { return feed_; }
    // One load at a time: while `reason` is not empty (a single run is
    // under way) Run suite is disabled and the reason shown beside it.
    void setBlockedReason(const QString& reason);
    QString blockedReason() const { return blockedReason_; }
    bool runEnabled() const;
    // Writes the report of the last suite run: .html or .md by the name's
    // ending, in `language` ("en", "ko"). Returns "" or the problem.
    QString exportReport(const QString& path, const QString& language);

public slots:
    void runSuite();
    void stopSuite();

signals:
    void suiteStarted();
    void suiteFinished(qint64 suiteRunId);
    // A run of the suite ended: recordsModel() has it.
    void recordsChanged();

private:
    void chooseFile();
    void chooseReport();
    void poll();
    void finish();
    void replan();
    void updateButtons();
    void retranslate() override;
    void fillPlanTable();
    QString outcomeText() const;

    QPushButton* openButton_;
    BundledSuiteBox* bundled_;     // the bundled suites, to open one
    QLabel* suiteLabel_;
    QLabel* descriptionLabel_;     // the open suite's description, in the window's language
    QLabel* planLabel_;
    QCheckBox* shortenDuration_;
    QSpinBox* durationSpin_;
    QCheckBox* shortenWarmup_;
    QSpinBox* warmupSpin_;
    QTableWidget* planTable_;
    QPushButton* runButton_;
    QPushButton* stopButton_;
    QProgressBar* progress_;
    QLabel* status_;
    QTableView* table_;
    RequestStatsBox* requests_;
    HeadroomBars* headroom_;
    QWidget* headroomScroll_;          // the bars' scroll area in the splitter
    QComboBox* languageBox_;
    QPushButton* exportButton_;
    QLabel* blockedLabel_;
    SuiteRecordsModel* model_;
    SuiteLiveFeed* feed_;
    QTimer* timer_;
    QString blockedReason_;

    QString historyPath_;
    QString demoBinary_;
    std::function<bool(const QStringList&)> confirm_;
    std::optional<bw::Suite> suite_;
    std::optional<bw::SuitePlan> plan_;
    std::unique_ptr<bw::SuiteRunner> runner_;
    std::optional<bw::SuiteOutcome> outcome_;
    std::optional<bw::SuitePlan> outcomePlan_;   // the plan the outcome was run with
    QString errorText_;
    QString lastFolder_;
    bool languageChosen_ = false;   // the report language was picked by hand
};

} // namespace bwui
