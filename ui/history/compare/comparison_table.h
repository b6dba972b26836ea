#pragma once
// The side-by-side comparison: one column per run, one row per figure
// (requests/s, p50, p90, p99, max, errors, peak RSS, client CPU), each cell
// the run's value and its ratio to the baseline's, coloured when the run
// is clearly better or worse (more than 2 % apart).
//
// Threads: UI thread only.
#include "history/run_record.h"
#include "widgets/retranslating.h"

#include <QTableWidget>

namespace bwui {

class ComparisonTable : public Rerendering<QTableWidget> {
    Q_OBJECT
public:
    enum Metric { MRps, MP50, MP90, MP99, MMax, MErrors, MPeakRss, MClientCpu, MetricCount };

    explicit ComparisonTable(QWidget* parent = nullptr);

    void showComparison(const bw::Comparison& comparison);
    // Ratio of a run's value to the baseline's for one metric (0 when the
    // baseline's is 0 or the value is missing); errors give the rate's
    // difference in percentage points instead.
    static double ratioOf(const bw::ComparisonRow& row, const bw::ComparisonRow& baseline, Metric metric);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void render() override;
    // Each run's column fits its text, and the room left over is shared
    // out, so the table spans the view (a table too wide for it scrolls).
    void fitColumns();

    bw::Comparison comparison_;
    bool fitting_ = false;
};

} // namespace bwui
