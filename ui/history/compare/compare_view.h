#pragma once
// Two or more saved runs side by side: a baseline chosen in a combo box,
// the comparison table with ratios against it (from HistoryStore::compareRuns),
// the statistical comparison of the sides (SignificancePanel: runs of one
// round group form a side, other runs are sides of one),
// bar charts of requests/s and p99 like the reference report's comparison,
// and the per-second requests/s and p99 of every run overlaid on one time
// axis (seconds since each run started, warmup included).
//
// Threads: UI thread only.
#include "history/run_record.h"
#include "result/run_result.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;

namespace bwui {

class CompareSpectrum;
class ComparisonBarChart;
class ComparisonTable;
class HistoryDatabase;
class SignificancePanel;
class TimeChart;

class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(HistoryDatabase* db, QWidget* parent = nullptr);

    // Loads and compares `ids` (two or more, in that order) against
    // `baselineId` (0: the first). False, with error(), when a run cannot be
    // read; the view then keeps what it showed.
    bool compare(const std::vector<int64_t>& ids, int64_t baselineId = 0);
    // Recomputes the ratios against another of the compared runs.
    bool setBaseline(int64_t id);

    int64_t baselineId() const { return comparison_.baselineId; }
    int baselineIndex() const;
    const std::vector<int64_t>& ids() const { return ids_; }
    const bw::Comparison& comparison() const { return comparison_; }
    const std::vector<bw::RunResult>& runs() const { return runs_; }
    QString error() const { return error_; }

    ComparisonTable* table() const { return table_; }
    // The statistical comparison of the sides (a round group's runs are one side).
    SignificancePanel* significance() const { return significance_; }
    ComparisonBarChart* rpsBars() const { return rpsBars_; }
    ComparisonBarChart* p99Bars() const { return p99Bars_; }
    // The bar charts and time series together (for the PNG export).
    QWidget* chartsWidget() const { return charts_; }
    CompareSpectrum* spectrum() const { return spectrum_; }
    // Points drawn per run in the overlaid requests/s chart.
    int overlaidPoints(int runIndex) const;
    QString title() const;

signals:
    void baselineChanged(qint64 id);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillBaselineCombo();
    void renderBars();
    void buildTimeCharts();
    void renderSignificance();

    HistoryDatabase* db_;
    std::vector<int64_t> ids_;
    std::vector<bw::RunResult> runs_;
    bw::Comparison comparison_;
    QString error_;
    std::vector<int> overlaidPoints_;

    QLabel* baselineLabel_;
    QComboBox* baseline_;
    QLabel* hint_;
    ComparisonTable* table_;
    SignificancePanel* significance_;
    QWidget* charts_;
    ComparisonBarChart* rpsBars_;
    ComparisonBarChart* p99Bars_;
    TimeChart* rpsLines_ = nullptr;
    TimeChart* p99Lines_ = nullptr;
    CompareSpectrum* spectrum_ = nullptr;
    bool updatingCombo_ = false;
};

} // namespace bwui
