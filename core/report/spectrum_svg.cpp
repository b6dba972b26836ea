#include "report/spectrum_svg.h"

#include "util/axis_step.h"

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

// The window's chart colours (ui/charts/chart_palette.cpp), one per run.
const char* const kColors[] = {"#1f77b4", "#2ca02c", "#e67e0b", "#d62728", "#9467bd", "#17a5b8"};

constexpr int kWidth = 640, kPlotH = 260;
// kRight: room for half of the last x label ("99.999%", centred on the
// plot's right edge, about 48 px at 12 px) inside the SVG.
constexpr int kLeft = 58, kRight = 30, kTop = 12, kBottom = 34, kLegendRowH = 18;

QString num(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}

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
    const int plotW = kWidth - kLeft - kRight;
    const int height = kTop + kPlotH + kBottom + int(s.curves.size()) * kLegendRowH + 6;
    const auto px = [&](double x) { return kLeft + x / kSpectrumTopX * plotW; };
    const auto py = [&](double ms) { return kTop + kPlotH - std::clamp(ms / yMax, 0.0, 1.0) * kPlotH; };
    const int decimals = axisStepDecimals(step);

    QString out = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"%1\" height=\"%2\" "
                                 "viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n")
                      .arg(kWidth).arg(height).arg(s.title.toHtmlEscaped());
    // Grid and y labels.
    for (double v = 0; v <= yMax + step / 2; v += step) {
        const double y = py(v);
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#e4e7ec\"/>"
                              "<text x=\"%4\" y=\"%5\" text-anchor=\"end\">%6</text>\n")
                   .arg(kLeft).arg(num(y)).arg(kLeft + plotW).arg(kLeft - 6).arg(num(y + 4)).arg(num(v, decimals));
    }
    // x labels, one per "nine".
    const char* const xLabels[] = {"0%", "90%", "99%", "99.9%", "99.99%", "99.999%"};
    for (int i = 0; i <= 5; ++i) {
        const double x = px(i);
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#e4e7ec\"/>"
                              "<text x=\"%1\" y=\"%4\" text-anchor=\"middle\">%5</text>\n")
                   .arg(num(x)).arg(kTop).arg(kTop + kPlotH).arg(kTop + kPlotH + 16).arg(QLatin1String(xLabels[i]));
    }
    out += QStringLiteral("<text x=\"14\" y=\"%1\" transform=\"rotate(-90 14 %1)\" text-anchor=\"middle\">%2</text>\n")
               .arg(kTop + kPlotH / 2).arg(s.axis.toHtmlEscaped());
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
    int y = kTop + kPlotH + kBottom;
    for (const ReportCurve& c : s.curves) {
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" stroke-width=\"2\"%5/>"
                              "<text x=\"%6\" y=\"%7\">%8</text>\n")
                   .arg(kLeft).arg(y).arg(kLeft + 26).arg(QLatin1String(kColors[((c.color % n) + n) % n]))
                   .arg(c.dashed ? QStringLiteral(" stroke-dasharray=\"5,3\"") : QString())
                   .arg(kLeft + 32).arg(y + 4).arg(c.name.toHtmlEscaped());
        y += kLegendRowH;
    }
    return out + QStringLiteral("</svg>\n");
}

} // namespace bw
