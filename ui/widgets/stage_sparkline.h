#pragma once
// A small preview of a ramping schedule: the planned load over the measured
// phase as one polyline (LoadSchedule::levelAt, the engine's own arithmetic),
// 0 at the bottom, the peak at the top. Draws nothing without stages.
//
// Threads: UI thread only.
#include "engine/load_config.h"

#include <QWidget>

#include <vector>

namespace bwui {

class StageSparkline : public QWidget {
    Q_OBJECT
public:
    explicit StageSparkline(QWidget* parent = nullptr);

    // `base`: the starting level (the VUs, or the rate with a fixed rate).
    void setSchedule(double base, const std::vector<bw::RampStage>& stages);
    // The level drawn at `sec` seconds into the measured phase (for tests).
    double levelAt(double sec) const;
    double peak() const { return peak_; }

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double base_ = 0;
    std::vector<bw::RampStage> stages_;
    double totalSec_ = 0;
    double peak_ = 0;
};

} // namespace bwui
