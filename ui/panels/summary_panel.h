#pragma once
// The end-of-run summary: how the run ended, the SLO verdict with headroom
// ("2.4x RPS target, 6.2x p99 headroom"), warnings (client-bound, requests
// still in flight, target exited), the latency percentile table, errors by
// class, status codes, the per-request table of a request set and the
// target's peak memory. Re-rendered on language
// and palette changes from the stored result. After a sequence of rounds it
// leads with the rounds: each figure's median over them with its 95 %
// confidence interval and range (core/compare/rounds_summary, as `run
// --rounds` prints it) and a line per round, the last round's details below.
// After a suite it shows the suite's last run, named as such.
//
// Threads: UI thread only.
#include "result/run_result.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <optional>
#include <vector>

class QGroupBox;
class QLabel;
class QTableWidget;

namespace bwui {

class HeadroomBars;
class RequestStatsBox;
class SpectrumChart;

class SummaryPanel : public Rerendering<QWidget> {
    Q_OBJECT
public:
    explicit SummaryPanel(QWidget* parent = nullptr);

    // `suiteRun` names the suite run it is ("list on node"), said above it;
    // "" for a run of the window's own.
    void showResult(const bw::RunResult& result, const QString& suiteRun = QString());
    // The rounds of one sequence (`planned` asked, in `groupId`; 0: none),
    // the last one's details below their summary.
    void showRounds(const std::vector<bw::RunResult>& rounds, int planned, int64_t groupId);
    // "3 of 3 rounds: median 12,345 ±∞ req/s (round group g4)".
    static QString roundsHeadline(const std::vector<bw::RunResult>& rounds, int planned, int64_t groupId);
    void clear();
    // Keeps the shown result but marks it as the previous run's, saying why
    // (a new attempt did not start); showResult() and clear() remove the mark.
    void markPrevious(const QString& why);
    bool hasResult() const { return result_.has_value(); }

    // What is shown, for tests and the one-line autorun summary.
    QString headlineText() const;
    QString verdictText() const;
    QString notesText() const;
    QString previousNote() const;    // "" unless markPrevious() applies
    QString contextText() const;     // the line above the headline: the previous-run mark or the suite run
    // "latency", "errors", "status", "facts", "agents" (a merged run's agents; hidden otherwise),
    // "rounds" (metric, median ±interval, min .. max, n) and "roundList" (one row a round)
    QString cell(const QString& table, int row, int column) const;
    int rowCount(const QString& table) const;
    // The table itself (the names above); nullptr for an unknown name.
    QTableWidget* table(const QString& name) const;
    HeadroomBars* headroomBars() const { return headroom_; }
    SpectrumChart* spectrumChart() const { return spectrum_; }
    // "Requests by entry": the request set's per-request table (hidden without a set).
    RequestStatsBox* requestStats() const { return requests_; }

private:
    void render() override;
    void renderTables(const bw::RunResult& r);
    void renderAgents(const bw::RunResult& r);
    void renderRounds();

    std::optional<bw::RunResult> result_;
    std::vector<bw::RunResult> rounds_;   // empty: a single run
    int roundsPlanned_ = 0;
    int64_t roundGroupId_ = 0;
    QLabel* placeholder_;
    QWidget* content_;
    QWidget* scroll_;
    QLabel* stale_;
    QString staleNote_;
    QString suiteRun_;                    // the suite run shown; "" for the window's own
    QLabel* headline_;
    QLabel* verdict_;
    QLabel* notes_;
    HeadroomBars* headroom_;
    RequestStatsBox* requests_;
    SpectrumChart* spectrum_;
    QGroupBox* latencyBox_;
    QGroupBox* errorsBox_;
    QGroupBox* statusBox_;
    QGroupBox* factsBox_;
    QGroupBox* agentsBox_;
    QGroupBox* roundsBox_;
    QLabel* roundsNote_;
    QTableWidget* roundsTable_;
    QTableWidget* roundList_;
    QTableWidget* latency_;
    QTableWidget* errors_;
    QTableWidget* status_;
    QTableWidget* facts_;
    QTableWidget* agents_;
};

} // namespace bwui
