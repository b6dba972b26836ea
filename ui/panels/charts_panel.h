#pragma once
// The four live charts: requests/s; latency p50/p90/p99/max (linear or log
// axis); server memory and CPU; errors per second. The warmup is shaded.
// refresh() decimates the controller's bounded series to about the plot's
// pixel width and redraws only when the data or the size changed.
//
// Threads: UI thread only.
#include <QWidget>

#include <cstdint>

class QCheckBox;

namespace bwui {

class SeriesBuffer;
class TimeChart;

class ChartsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget* parent = nullptr);

    // New run: empties the charts and shades [0, warmupSec].
    void reset(double warmupSec, double plannedSec);
    // Redraws from the series if anything changed; returns whether it did.
    bool refresh(const SeriesBuffer& run, const SeriesBuffer& target, double plannedSec);

    void setLogLatency(bool on);
    bool logLatency() const;
    // Points currently shown by each line, summed (for tests and diagnostics).
    int pointsShown() const { return pointsShown_; }

signals:
    void logLatencyToggled(bool on);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void redraw(const SeriesBuffer& run, const SeriesBuffer& target, double plannedSec);

    TimeChart* rps_;
    TimeChart* latency_;
    TimeChart* server_;
    TimeChart* errors_;
    QCheckBox* logAxis_;
    double warmupSec_ = 0;
    uint64_t runVersion_ = ~uint64_t(0);
    uint64_t targetVersion_ = ~uint64_t(0);
    double plannedSec_ = -1;
    bool sizeChanged_ = true;
    int pointsShown_ = 0;
};

} // namespace bwui
