#pragma once
// The end-of-run summary: how the run ended, the SLO verdict with headroom
// ("2.4x RPS target, 6.2x p99 headroom"), warnings (client-bound, requests
// still in flight, target exited), the latency percentile table, errors by
// class, status codes and the target's peak memory. Re-rendered on language
// and palette changes from the stored result.
//
// Threads: UI thread only.
#include "result/run_result.h"

#include <QWidget>

#include <optional>

class QGroupBox;
class QLabel;
class QTableWidget;

namespace bwui {

class HeadroomBars;
class SpectrumChart;

class SummaryPanel : public QWidget {
    Q_OBJECT
public:
    explicit SummaryPanel(QWidget* parent = nullptr);

    void showResult(const bw::RunResult& result);
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
    // "latency", "errors", "status", "facts", "agents" (a merged run's agents; hidden otherwise)
    QString cell(const QString& table, int row, int column) const;
    int rowCount(const QString& table) const;
    HeadroomBars* headroomBars() const { return headroom_; }
    SpectrumChart* spectrumChart() const { return spectrum_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    void renderTables(const bw::RunResult& r);
    void renderAgents(const bw::RunResult& r);
    QTableWidget* table(const QString& name) const;

    std::optional<bw::RunResult> result_;
    QLabel* placeholder_;
    QWidget* content_;
    QWidget* scroll_;
    QLabel* stale_;
    QString staleNote_;
    QLabel* headline_;
    QLabel* verdict_;
    QLabel* notes_;
    HeadroomBars* headroom_;
    SpectrumChart* spectrum_;
    QGroupBox* latencyBox_;
    QGroupBox* errorsBox_;
    QGroupBox* statusBox_;
    QGroupBox* factsBox_;
    QGroupBox* agentsBox_;
    QTableWidget* latency_;
    QTableWidget* errors_;
    QTableWidget* status_;
    QTableWidget* facts_;
    QTableWidget* agents_;
};

} // namespace bwui
