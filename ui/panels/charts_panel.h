#pragma once
// The four live charts: requests/s; latency p50/p90/p99/max (linear or log
// axis); server memory and CPU; errors per second. The warmup is shaded.
// refresh() decimates the controller's bounded series to about the plot's
// pixel width and redraws only when the data or the size changed.
//
// Threads: UI thread only.
#include "model/live_series.h"

#include "engine/engine.h"
#include "result/run_result.h"
#include "widgets/retranslating.h"

#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <vector>

class QCheckBox;
class QGridLayout;
class QLabel;

namespace bwui {

class BaselineSeries;
class RequestStatsBox;
class SeriesBuffer;
class SpectrumChart;
class TimeChart;

class ChartsPanel : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget* parent = nullptr);

    // New run: empties the charts and shades [0, warmupSec].
    void reset(double warmupSec, double plannedSec);
    // Redraws from the series if anything changed; returns whether it did.
    bool refresh(const SeriesBuffer& run, const SeriesBuffer& target, double plannedSec);

    // The live percentile spectrum; redrawn when its version changed.
    bool refreshSpectrum(const LiveSpectrum& spectrum);
    // The SLO's lines: the requests/s floor, the p99 ceiling on the latency
    // and spectrum charts. An empty SLO removes them.
    void setSlo(const bw::Slo& slo);
    // A past run drawn faded under the live lines (requests/s, p99, the
    // spectrum), aligned by second since the start of the measured phase.
    // nullptr or an inactive baseline: none. Not owned; must outlive its use.
    void setBaseline(const BaselineSeries* baseline);

    // The run's live load changes, a marker on every time chart at the
    // change's instant labelled "100 → 400 VUs"; `warmupSec` places them
    // (LoadChange::atSec counts from the measured phase). reset() clears
    // them.
    void setLoadChanges(const std::vector<bw::LoadChange>& changes, double warmupSec);
    size_t loadChangeCount() const { return changes_.size(); }
    // "100 → 400 VUs", "1,000 → 5,000 requests/s".
    static QString changeLabel(const bw::LoadChange& change);

    void setLogLatency(bool on);
    bool logLatency() const;
    // The max line of the latency chart (a single spike flattens p50/p99).
    void setShowMax(bool on);
    bool showMax() const;

    // A request set's per-request table under the charts, from the live
    // figures (redrawn when their version changed; hidden without a set).
    void refreshRequests(const bw::LiveRequests& live, const bw::CompiledRequests* set);
    // The end of a run: the exact per-request figures of its result.
    void showRequestResult(const bw::RunResult& result);
    // A finished run as the live view ends it: its SLO's lines, the whole
    // measured phase's spectrum and its per-request figures. The window at
    // a run's end and a saved run opened from the history both call it.
    void showResult(const bw::RunResult& result);
    // The network the run crosses (--link), named in the request and
    // latency charts' titles; empty: local, nothing said.
    void setNetwork(const bw::LinkProfile& link);
    // The latency chart's per-entry p99 lines (dotted, the set's first
    // kEntryLatencyLines entries, named "p99 <entry>"): shown, or all hidden
    // at once (one is hidden by a click on its legend entry). The box is
    // there only for a run with a set.
    QCheckBox* perRequestLines() const { return perRequest_; }
    QStringList entryNames() const { return entryNames_; }
    RequestStatsBox* requestStats() const { return requests_; }

    // The presentation form: the requests/s, latency and spectrum charts only.
    void setPresentation(bool on);

    TimeChart* rpsChart() const { return rps_; }
    TimeChart* latencyChart() const { return latency_; }
    TimeChart* serverChart() const { return server_; }
    TimeChart* errorsChart() const { return errors_; }
    SpectrumChart* spectrumChart() const { return spectrum_; }
    // Points currently shown by each line, summed (for tests and diagnostics).
    int pointsShown() const { return pointsShown_; }

signals:
    void logLatencyToggled(bool on);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate() override;
    void redraw(const SeriesBuffer& run, const SeriesBuffer& target, double plannedSec);
    void setEntryNames(const QStringList& names);
    void nameEntryLines();

    TimeChart* rps_;
    TimeChart* latency_;
    TimeChart* server_;
    TimeChart* errors_;
    SpectrumChart* spectrum_;
    QCheckBox* logAxis_;
    QCheckBox* showMax_;
    QCheckBox* perRequest_;
    QStringList entryNames_;
    bool presenting_ = false;
    QLabel* hint_;
    RequestStatsBox* requests_;
    uint64_t requestsVersion_ = 0;
    QGridLayout* grid_ = nullptr;
    void drawSpectrum();

    LiveSpectrum shownSpectrum_;
    const BaselineSeries* baseline_ = nullptr;
    uint64_t baselineVersion_ = ~uint64_t(0);
    bw::Slo slo_;
    std::vector<bw::LoadChange> changes_;
    double warmupSec_ = 0;
    bw::LinkProfile network_;
    uint64_t runVersion_ = ~uint64_t(0);
    uint64_t targetVersion_ = ~uint64_t(0);
    double plannedSec_ = -1;
    bool sizeChanged_ = true;
    int pointsShown_ = 0;
};

} // namespace bwui
