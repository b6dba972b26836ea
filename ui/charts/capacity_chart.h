#pragma once
// A capacity search as it runs: one mark per fixed-rate step at (offered
// rate, judged p99), a green circle when the step passed and a red square
// when it failed, the SLO's p99 ceiling as a dashed line, the bracket [last
// pass, first fail] as a band that narrows as the search bisects, and at
// the end a lower bound ("at least", nothing above it failed) as a green
// dashed upright line. The legend draws each as it is drawn in the plot
// (a circle, a square, a dashed line, a band). The closed-model probe has
// no offered rate and is not drawn. A failed step's p99 far above the
// ceiling is drawn at the top edge (the axis stops at 4x the ceiling so the
// passing steps stay readable). Part of the chart layer (includes Qt Charts).
//
// Threads: UI thread only.
#include "capacity/capacity_result.h"

#include "charts/step_chart_widget.h"

#include <memory>
#include <vector>

namespace bwui {

class ChartLegend;

class CapacityChart : public StepChartWidget {
    Q_OBJECT
public:
    explicit CapacityChart(QWidget* parent = nullptr);
    ~CapacityChart() override;

    // Draws `steps` (in run order) against `slo`'s p99 ceiling, with the
    // bracket [lo, hi] in requests/s (0: that end not known yet).
    // `lowerBound` > 0: the answer is at least this rate (CapacityResult::isLowerBound).
    void setSteps(const std::vector<bw::CapacityStep>& steps, const bw::Slo& slo, double lo, double hi, double lowerBound = 0);
    void clear();

    // For tests: what is drawn.
    int passedCount() const;
    int failedCount() const;
    double bracketLow() const;    // 0: no band
    double bracketHigh() const;
    double sloLineMs() const;     // 0: no line
    double lowerBoundRate() const;   // 0: no lower bound drawn
    ChartLegend* legend() const;
    // How far the p99 ceiling's line reaches, and the rate axis's end (req/s).
    double sloLineEndRate() const;
    double rateAxisEnd() const;

private:
    void redraw() override;

    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bwui
