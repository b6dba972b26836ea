#include "model/spectrum_curves.h"

namespace bwui {

namespace {
QString named(const QString& run, const QString& what)
{
    return run.isEmpty() ? what : SpectrumCurves::tr("%1, %2").arg(run, what);
}
} // namespace

std::vector<SpectrumChart::Curve> SpectrumCurves::of(const LiveSpectrum& s, const QString& name, int color, bool faded)
{
    std::vector<SpectrumChart::Curve> out;
    const SpectrumChart::Style solid = faded ? SpectrumChart::Style::Faded : SpectrumChart::Style::Solid;
    // One curve for a closed-model run, and for a baseline: the figure its
    // run was judged on (corrected at a fixed rate). Legend names stay short:
    // the chart is a third of the window in the presentation view.
    if (s.intended.empty() || faded) {
        out.push_back({name.isEmpty() ? tr("latency") : name, color, solid, s.intended.empty() ? s.measured : s.intended});
        return out;
    }
    out.push_back({named(name, tr("corrected")), color, solid, s.intended});
    out.push_back({named(name, tr("uncorrected")), color, SpectrumChart::Style::Dashed, s.measured});
    return out;
}

std::vector<SpectrumChart::Curve> SpectrumCurves::of(const bw::RunResult& r, const QString& name, int color, bool faded)
{
    return of(fromResult(r), name, color, faded);
}

LiveSpectrum SpectrumCurves::fromResult(const bw::RunResult& r)
{
    LiveSpectrum s;
    s.version = ~uint64_t(0);   // never a live version: a finished run always redraws
    s.measured = bw::percentileSpectrum(r.latency);
    s.intended = bw::percentileSpectrum(r.latencyIntended);
    return s;
}

} // namespace bwui
