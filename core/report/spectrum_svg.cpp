#include "report/spectrum_svg.h"

#include "report/svg_axis.h"
#include "util/axis_step.h"

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

// The window's chart colours (ui/charts/chart_palette.cpp), one per run.
const char* const kColors[] = {"#1f77b4", "#2ca02c", "#e67e0b", "#d62728", "#9467bd", "#17a5b8"};

constexpr int kSpectrumWidth = 640, kSpectrumPlotH = 260;
// kSpectrumRight: room for half of the last x label ("99.999%", centred on the
// plot's right edge, about 48 px at 12 px) inside the SVG.
constexpr int kSpectrumLeft = 58, kSpectrumRight = 30, kSpectrumTop = 12, kSpectrumBottom = 34, kSpectrumLegendRowH = 18;

using svg::num;

} // namespace

QString spectrumSvg(const ReportSpectrum& s)
{
    if (s.empty())
        return {};
    double topMs = 0;
    for (const ReportCurve& c : s.curves)
        for (const SpectrumPoint& p : c.points)
            topMs = std::max(topMs, p.valueUs / 1000.0);
    // A round step, about five to the top (no latency: a 0..1.25 ms axis).
    const double step = topMs > 0 ? roundAxisStep(topMs * 1.05 / 5) : 0.25;
    const double yMax = std::max(step, std::ceil(topMs * 1.05 / step) * step);
    const int plotW = kSpectrumWidth - kSpectrumLeft - kSpectrumRight;
    const int height = kSpectrumTop + kSpectrumPlotH + kSpectrumBottom + int(s.curves.size()) * kSpectrumLegendRowH + 6;
    const auto px = [&](double x) { return kSpectrumLeft + x / kSpectrumTopX * plotW; };
    const auto py = [&](double ms) { return kSpectrumTop + kSpectrumPlotH - std::clamp(ms / yMax, 0.0, 1.0) * kSpectrumPlotH; };
    const int decimals = axisStepDecimals(step);

    QString out = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"%1\" height=\"%2\" "
                                 "viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n")
                      .arg(kSpectrumWidth).arg(height).arg(s.title.toHtmlEscaped());
    // Grid and y labels.
    for (double v = 0; v <= yMax + step / 2; v += step) {
        const double y = py(v);
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#e4e7ec\"/>"
                              "<text x=\"%4\" y=\"%5\" text-anchor=\"end\">%6</text>\n")
                   .arg(kSpectrumLeft).arg(num(y)).arg(kSpectrumLeft + plotW).arg(kSpectrumLeft - 6).arg(num(y + 4)).arg(num(v, decimals));
    }
    // x labels, one per "nine".
    const char* const xLabels[] = {"0%", "90%", "99%", "99.9%", "99.99%", "99.999%"};
    for (int i = 0; i <= 5; ++i) {
        const double x = px(i);
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#e4e7ec\"/>"
                              "<text x=\"%1\" y=\"%4\" text-anchor=\"middle\">%5</text>\n")
                   .arg(num(x)).arg(kSpectrumTop).arg(kSpectrumTop + kSpectrumPlotH).arg(kSpectrumTop + kSpectrumPlotH + 16).arg(QLatin1String(xLabels[i]));
    }
    out += QStringLiteral("<text x=\"14\" y=\"%1\" transform=\"rotate(-90 14 %1)\" text-anchor=\"middle\">%2</text>\n")
               .arg(kSpectrumTop + kSpectrumPlotH / 2).arg(s.axis.toHtmlEscaped());
    // Curves.
    const int n = int(sizeof(kColors) / sizeof(kColors[0]));
    for (const ReportCurve& c : s.curves) {
        QString pts;
        for (const SpectrumPoint& p : c.points)
            pts += num(px(p.x)) + QLatin1Char(',') + num(py(p.valueUs / 1000.0)) + QLatin1Char(' ');
        out += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"1.8\"%2 points=\"%3\"/>\n")
                   .arg(QLatin1String(kColors[((c.color % n) + n) % n]),
                        c.dashed ? QStringLiteral(" stroke-dasharray=\"5,3\"") : QString(), pts.trimmed());
    }
    // Legend.
    int y = kSpectrumTop + kSpectrumPlotH + kSpectrumBottom;
    for (const ReportCurve& c : s.curves) {
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" stroke-width=\"2\"%5/>"
                              "<text x=\"%6\" y=\"%7\">%8</text>\n")
                   .arg(kSpectrumLeft).arg(y).arg(kSpectrumLeft + 26).arg(QLatin1String(kColors[((c.color % n) + n) % n]))
                   .arg(c.dashed ? QStringLiteral(" stroke-dasharray=\"5,3\"") : QString())
                   .arg(kSpectrumLeft + 32).arg(y + 4).arg(c.name.toHtmlEscaped());
        y += kSpectrumLegendRowH;
    }
    return out + QStringLiteral("</svg>\n");
}

} // namespace bw
