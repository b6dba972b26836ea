#pragma once
// A load sweep's two curves, side by side: throughput against concurrency
// (VUs; offered rate in the open model) with the Universal Scalability Law
// fit as a line and its peak concurrency N* marked when the law describes
// the points (UslFit::describes; otherwise neither is drawn), and p50 and p99
// against throughput (the "hockey stick"). Points appear as steps finish;
// the fit once the sweep has it. Part of the chart layer (includes Qt
// Charts).
//
// Threads: UI thread only.
#include "capacity/sweep_result.h"

#include "charts/step_chart_widget.h"

#include <QStringList>

#include <memory>

namespace bwui {

class SweepChart : public StepChartWidget {
    Q_OBJECT
public:
    explicit SweepChart(QWidget* parent = nullptr);
    ~SweepChart() override;

    void setResult(const bw::SweepResult& result);
    void clear();

    // For tests: what is drawn.
    int throughputPointCount() const;
    int fitPointCount() const;        // 0: no fit line
    double peakLineN() const;         // 0: N* not marked
    int latencyPointCount() const;    // of the p99 curve
    QStringList legendNames() const;  // both legends' entries, left then right

private:
    void redraw() override;

    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bwui
