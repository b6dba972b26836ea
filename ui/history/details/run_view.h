#pragma once
// A saved run shown again as it was at its end: the same figures row,
// per-second charts (requests/s; latency p50/p90/p99/max; target RSS/CPU;
// errors) and summary as the live view, drawn by the live view's own panels
// from the run loaded from the history.
//
// Threads: UI thread only.
#include "history/run_record.h"
#include "model/series_buffer.h"
#include "result/run_result.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTabWidget;

namespace bwui {

class ChartsPanel;
class LiveFiguresPanel;
class SummaryPanel;

class RunView : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit RunView(QWidget* parent = nullptr);

    // Shows `result` (as loaded by HistoryStore::loadRun) under `row`'s title.
    void showRun(const bw::RunRow& row, const bw::RunResult& result);
    // Updates the heading after a rename or new tags.
    void updateRow(const bw::RunRow& row);

    int64_t runId() const { return row_.id; }
    const bw::RunRow& row() const { return row_; }
    const std::optional<bw::RunResult>& result() const { return result_; }
    ChartsPanel* charts() const { return charts_; }
    SummaryPanel* summary() const { return summary_; }
    // Seconds in the charts' series (equals the stored series' length up to
    // the buffer's capacity).
    int seriesLength() const { return runSeries_.size(); }
    int targetSeriesLength() const { return targetSeries_.size(); }
    // Shows the charts or the summary tab.
    void showCharts();
    void showSummary();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate() override;
    void redrawCharts();
    void renderHeading();

    bw::RunRow row_;
    std::optional<bw::RunResult> result_;
    SeriesBuffer runSeries_;
    SeriesBuffer targetSeries_;
    double plannedSec_ = 5;
    bool redrawQueued_ = false;
    QLabel* heading_;
    QLabel* details_;
    LiveFiguresPanel* figures_;
    QTabWidget* tabs_;
    ChartsPanel* charts_;
    SummaryPanel* summary_;
};

} // namespace bwui
