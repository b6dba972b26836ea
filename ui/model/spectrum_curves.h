#pragma once
// The spectrum curves of a run, named the same wherever they are drawn (the
// live charts, the summary, compare, presentation): one curve, or for a
// fixed-rate run the corrected one (from the intended send time) and the
// uncorrected one (from the actual send) dashed in the same colour.
//
// Threads: UI thread (translated names).
#include "charts/spectrum_chart.h"
#include "model/live_series.h"

#include "result/run_result.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace bwui {

class SpectrumCurves {
    Q_DECLARE_TR_FUNCTIONS(SpectrumCurves)
public:
    // `name` prefixes the curve names ("" for the one run of a view: "latency",
    // "corrected", "uncorrected"); `faded` draws them as a baseline.
    static std::vector<SpectrumChart::Curve> of(const LiveSpectrum& s, const QString& name, int color, bool faded = false);
    static std::vector<SpectrumChart::Curve> of(const bw::RunResult& r, const QString& name, int color, bool faded = false);
    // A finished run's spectrum in the live form (from its full histograms).
    static LiveSpectrum fromResult(const bw::RunResult& r);
};

} // namespace bwui
