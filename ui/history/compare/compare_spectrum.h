#pragma once
// The compared runs' percentile spectra overlaid on one chart (one colour
// per run, the same colours as the overlaid time lines; a fixed-rate run
// adds its uncorrected curve dashed). Its own widget so the compare view
// only places it.
//
// Threads: UI thread only.
#include "result/run_result.h"

#include <QString>
#include <QWidget>

#include <vector>

namespace bwui {

class SpectrumChart;

class CompareSpectrum : public QWidget {
    Q_OBJECT
public:
    explicit CompareSpectrum(QWidget* parent = nullptr);

    // `names[i]` labels `runs[i]`; the two lists have the same length.
    void showRuns(const std::vector<bw::RunResult>& runs, const std::vector<QString>& names);
    SpectrumChart* chart() const { return chart_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    SpectrumChart* chart_;
    const std::vector<bw::RunResult>* runs_ = nullptr;   // the compare view's, alive while shown
    std::vector<QString> names_;
};

} // namespace bwui
