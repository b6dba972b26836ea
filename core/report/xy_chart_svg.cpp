#include "report/xy_chart_svg.h"

#include "report/svg_axis.h"
#include "util/axis_step.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

using svg::num;

constexpr int kWidth = 640, kPlotH = 260;
constexpr int kLeft = 62, kRight = 20, kTop = 14, kBottom = 40, kLegendRowH = 18;

// The axis top: a whole number of round steps above `max`.
std::pair<double, double> axis(double max)
{
    const double step = max > 0 ? roundAxisStep(max * 1.05 / 5) : 0.25;
    return {step, std::max(step, std::ceil(max * 1.05 / step) * step)};
}

} // namespace

bool XyChart::empty() const
{
    for (const XySeries& s : series)
        if (!s.points.empty())
            return false;
    return true;
}

QString xyChartSvg(const XyChart& c)
{
    if (c.empty())
        return {};
    double xMax = 0, yMax = 0;
    for (const XySeries& s : c.series)
        for (const XyPoint& p : s.points) {
            xMax = std::max(xMax, p.x);
            yMax = std::max(yMax, p.y);
        }
    for (const XyRule& r : c.rules)
        (r.vertical ? xMax : yMax) = std::max(r.vertical ? xMax : yMax, r.at);
    if (c.band)
        xMax = std::max(xMax, c.band->to);
    if (c.yCeiling > 0)
        yMax = std::min(yMax, c.yCeiling);
    const auto [xStep, xTop] = axis(xMax > 0 ? xMax : 1);
    const auto [yStep, yTop] = axis(yMax > 0 ? yMax : 1);
    const int plotW = kWidth - kLeft - kRight;
    int legendRows = 0;
    for (const XySeries& s : c.series)
        legendRows += !s.name.isEmpty();
    for (const XyRule& r : c.rules)
        legendRows += !r.label.isEmpty();
    legendRows += c.band && !c.band->label.isEmpty();
    const int height = kTop + kPlotH + kBottom + legendRows * kLegendRowH + 6;
    // Captured by value (clang before 16 cannot capture a structured binding).
    const auto px = [xTop = xTop](double x) { return kLeft + std::clamp(x / xTop, 0.0, 1.0) * plotW; };
    const auto py = [yTop = yTop](double y) { return kTop + kPlotH - std::clamp(y / yTop, 0.0, 1.0) * kPlotH; };
    const int yDecimals = std::min(3, axisStepDecimals(yStep));

    QString out = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"%1\" height=\"%2\" "
                                 "viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n")
                      .arg(kWidth).arg(height).arg(svg::esc(c.title));
    if (c.band)
        out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\" fill-opacity=\"0.25\"/>\n")
                   .arg(num(px(c.band->from))).arg(kTop).arg(num(std::max(1.0, px(c.band->to) - px(c.band->from))))
                   .arg(kPlotH).arg(c.band->color);
    for (double v = 0; v <= yTop + yStep / 2; v += yStep)
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#e4e7ec\"/>"
                              "<text x=\"%4\" y=\"%5\" text-anchor=\"end\">%6</text>\n")
                   .arg(kLeft).arg(num(py(v))).arg(kLeft + plotW).arg(kLeft - 6).arg(num(py(v) + 4)).arg(num(v, yDecimals));
    for (double v = 0; v <= xTop + xStep / 2; v += xStep) {
        const QString label = c.xThousands ? formatThousands(v) : num(v, std::min(3, axisStepDecimals(xStep)));
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#e4e7ec\"/>"
                              "<text x=\"%1\" y=\"%4\" text-anchor=\"middle\">%5</text>\n")
                   .arg(num(px(v))).arg(kTop).arg(kTop + kPlotH).arg(kTop + kPlotH + 16).arg(svg::esc(label));
    }
    out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
               .arg(kLeft + plotW / 2).arg(kTop + kPlotH + 34).arg(svg::esc(c.xAxis));
    out += QStringLiteral("<text x=\"14\" y=\"%1\" transform=\"rotate(-90 14 %1)\" text-anchor=\"middle\">%2</text>\n")
               .arg(kTop + kPlotH / 2).arg(svg::esc(c.yAxis));
    for (const XyRule& r : c.rules) {
        const QString dash = r.dashed ? QStringLiteral(" stroke-dasharray=\"6,4\"") : QString();
        if (r.vertical)
            out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"%4\" stroke-width=\"1.5\"%5/>\n")
                       .arg(num(px(r.at))).arg(kTop).arg(kTop + kPlotH).arg(r.color, dash);
        else
            out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" stroke-width=\"1.5\"%5/>\n")
                       .arg(kLeft).arg(num(py(r.at))).arg(kLeft + plotW).arg(r.color, dash);
    }
    for (const XySeries& s : c.series) {
        std::vector<XyPoint> pts = s.points;
        std::stable_sort(pts.begin(), pts.end(), [](const XyPoint& a, const XyPoint& b) { return a.x < b.x; });
        if (s.line && pts.size() > 1) {
            QString coords;
            for (const XyPoint& p : pts)
                coords += num(px(p.x)) + QLatin1Char(',') + num(py(p.y)) + QLatin1Char(' ');
            out += QStringLiteral("<polyline fill=\"none\" stroke=\"%1\" stroke-width=\"1.8\"%2 points=\"%3\"/>\n")
                       .arg(s.color, s.dashed ? QStringLiteral(" stroke-dasharray=\"5,3\"") : QString(), coords.trimmed());
        }
        if (!s.markers)
            continue;
        for (const XyPoint& p : pts) {
            const QString color = p.color.isEmpty() ? s.color : p.color;
            const QString tip = p.title.isEmpty() ? QString() : QStringLiteral("<title>%1</title>").arg(svg::esc(p.title));
            if (p.y > yTop) {   // above the ceiling: a triangle on the edge, pointing up
                const double x = px(p.x), y = kTop;
                out += QStringLiteral("<polygon points=\"%1,%2 %3,%4 %5,%4\" fill=\"%6\">%7</polygon>\n")
                           .arg(num(x)).arg(num(y)).arg(num(x - 5)).arg(num(y + 9)).arg(num(x + 5)).arg(color, tip);
            } else {
                out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"4\" fill=\"%3\" stroke=\"#ffffff\" stroke-width=\"1\">%4</circle>\n")
                           .arg(num(px(p.x))).arg(num(py(p.y))).arg(color, tip);
            }
        }
    }
    int y = kTop + kPlotH + kBottom + 8;
    const auto legend = [&](const QString& color, bool dashed, bool box, const QString& text, bool dot = false) {
        if (dot)
            out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"4\" fill=\"%3\"/>").arg(kLeft + 13).arg(y).arg(color);
        else if (box)
            out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"26\" height=\"10\" fill=\"%3\" fill-opacity=\"0.35\"/>")
                       .arg(kLeft).arg(y - 5).arg(color);
        else
            out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"%4\" stroke-width=\"2\"%5/>")
                       .arg(kLeft).arg(y).arg(kLeft + 26).arg(color, dashed ? QStringLiteral(" stroke-dasharray=\"5,3\"") : QString());
        out += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text>\n").arg(kLeft + 32).arg(y + 4).arg(svg::esc(text));
        y += kLegendRowH;
    };
    for (const XySeries& s : c.series)
        if (!s.name.isEmpty())
            legend(s.color, s.dashed, false, s.name, s.markers && !s.line);
    for (const XyRule& r : c.rules)
        if (!r.label.isEmpty())
            legend(r.color, r.dashed, false, r.label);
    if (c.band && !c.band->label.isEmpty())
        legend(c.band->color, false, true, c.band->label);
    return out + QStringLiteral("</svg>\n");
}

} // namespace bw
