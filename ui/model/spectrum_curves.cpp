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
    if (s.intended.empty()) {
        out.push_back({name.isEmpty() ? tr("latency") : name, color, solid, s.measured});
        return out;
    }
    out.push_back({named(name, tr("corrected (from the intended send)")), color, solid, s.intended});
    // A faded baseline stays one faded style; the live run's uncorrected curve is dashed.
    out.push_back({named(name, tr("uncorrected (from the actual send)")), color,
                   faded ? SpectrumChart::Style::Faded : SpectrumChart::Style::Dashed, s.measured});
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
