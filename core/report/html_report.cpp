#include "html_report.h"

#include "report/spectrum_svg.h"
#include "util/units.h"

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }

// The verdict colours (the .pass and .fail text below), also of the headroom bars.
constexpr char kPassColor[] = "#127a3a";
constexpr char kFailColor[] = "#b42318";

constexpr char kCss[] = R"CSS(
body{font-family:-apple-system,"Segoe UI","Noto Sans","Noto Sans CJK KR",sans-serif;max-width:880px;margin:2em auto;padding:0 1em;color:#1d2330;line-height:1.55}
h1{font-size:1.9em;margin-bottom:.1em}
h2{margin-top:2em;border-bottom:1px solid #dde1e8;padding-bottom:.2em}
h3{margin-bottom:.2em}
.date{color:#667085;margin-top:0}
.sub{color:#667085;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;margin-top:0}
.card{border:1px solid #dde1e8;border-radius:8px;padding:.6em 1em;margin:.6em 0}
.card .line{font-weight:600}
.pass{color:#127a3a}.fail{color:#b42318}.unjudged{color:#3d5f95}
table{border-collapse:collapse;margin:1em 0;font-size:.95em}
th,td{border-bottom:1px solid #e4e7ec;padding:.3em .8em;text-align:right}
th:first-child,td:first-child,.text{text-align:left}
th{background:#f5f7fa}
svg text{font-family:inherit;font-size:12px;fill:#1d2330}
ul.env{list-style:none;padding-left:0}
ul.env b{display:inline-block;min-width:11em}
)CSS";

// Horizontal bars, one per item, scaled to the largest value.
QString barChart(const ReportChart& c, const QString& baselineMark)
{
    if (c.empty())
        return {};
    constexpr int kLabelW = 190, kBarW = 380, kRowH = 26, kTextW = 170;
    const int height = int(c.bars.size()) * kRowH + 8;
    double max = 0;
    for (const ReportBar& b : c.bars)
        max = std::max(max, b.value);
    QString out = QStringLiteral("<h3>%1</h3>\n<svg role=\"img\" width=\"%2\" height=\"%3\" viewBox=\"0 0 %2 %3\">\n")
                      .arg(esc(c.title)).arg(kLabelW + kBarW + kTextW).arg(height);
    for (size_t i = 0; i < c.bars.size(); ++i) {
        const ReportBar& b = c.bars[i];
        const int y = int(i) * kRowH + 4;
        const int w = max > 0 ? std::max(1, int(std::lround(b.value / max * kBarW))) : 1;
        QString label = b.label;
        if (label.size() > 28)
            label = label.left(27) + QChar(0x2026);
        out += QStringLiteral("<text x=\"0\" y=\"%1\">%2</text>").arg(y + 16).arg(esc(label));
        out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"18\" rx=\"3\" fill=\"%4\"/>")
                   .arg(kLabelW).arg(y + 2).arg(w).arg(b.baseline ? QStringLiteral("#98a2b3") : QStringLiteral("#3b6fd8"));
        QString value = b.valueText;
        if (b.baseline)
            value += QStringLiteral(" (") + baselineMark + QLatin1Char(')');
        out += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text>\n").arg(kLabelW + w + 6).arg(y + 16).arg(esc(value));
    }
    return out + QStringLiteral("</svg>\n");
}

// Vertical bars over time (one per second), under a band that says their
// maximum ("max 103,960": grouped, and above the bars, never over them).
QString columnChart(const ReportChart& c, const QString& maxWord)
{
    if (c.empty())
        return {};
    constexpr int kW = 760, kH = 160, kHead = 20;
    const double step = double(kW) / double(c.bars.size());
    double max = 0;
    for (const ReportBar& b : c.bars)
        max = std::max(max, b.value);
    QString out = QStringLiteral("<h3>%1</h3>\n<svg role=\"img\" width=\"%2\" height=\"%3\" viewBox=\"0 0 %2 %3\">\n")
                      .arg(esc(c.title)).arg(kW).arg(kHead + kH + 20);
    const QString top = c.unit.isEmpty() ? formatThousands(max) : formatThousands(max) + QLatin1Char(' ') + c.unit;
    out += QStringLiteral("<text x=\"%1\" y=\"14\" text-anchor=\"end\">%2 %3</text>\n")
               .arg(kW).arg(esc(maxWord), esc(top));
    for (size_t i = 0; i < c.bars.size(); ++i) {
        const ReportBar& b = c.bars[i];
        const double h = max > 0 ? b.value / max * kH : 0;
        out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"#3b6fd8\"><title>%5: %6</title></rect>")
                   .arg(double(i) * step, 0, 'f', 1).arg(kHead + kH - h, 0, 'f', 1).arg(std::max(1.0, step - 1), 0, 'f', 1)
                   .arg(h, 0, 'f', 1).arg(esc(b.label), esc(b.valueText));
    }
    out += QStringLiteral("\n<text x=\"0\" y=\"%1\">%2</text><text x=\"%3\" y=\"%1\" text-anchor=\"end\">%4</text>\n")
               .arg(kHead + kH + 15).arg(esc(c.bars.front().label)).arg(kW).arg(esc(c.bars.back().label));
    return out + QStringLiteral("</svg>\n");
}

QString headroomCard(const ReportHeadroom& h, double maxRatio, const ReportLabels& l)
{
    QString out = QStringLiteral("<div class=\"card\"><b>%1</b>").arg(esc(h.name));
    if (h.evaluated)
        out += QStringLiteral(" <span class=\"%1\">SLO %2</span>").arg(h.pass ? QStringLiteral("pass") : QStringLiteral("fail"),
                                                                        esc(h.pass ? l.pass : l.fail));
    if (h.notJudged)
        out += QStringLiteral(" <span class=\"unjudged\">SLO %1</span>").arg(esc(l.notJudged));
    out += QStringLiteral("<p class=\"sub\">%1</p><div class=\"line\">%2</div>").arg(esc(h.subtitle), esc(h.line));
    if (h.evaluated && maxRatio > 0) {
        // Two bars against a common scale; the dashed line marks 1x (exactly
        // on target). As in the window: a bar at or past 1x in the pass
        // colour, a short one in the fail colour; its value after the bar and
        // after the 1x line, so the two never cross.
        constexpr int kW = 420;
        const auto x = [&](double r) { return std::clamp(r / maxRatio * kW, 1.0, double(kW)); };
        out += QStringLiteral("<svg role=\"img\" width=\"%1\" height=\"58\" viewBox=\"0 0 %1 58\">").arg(kW + 120);
        int y = 4;
        for (const auto& [ratio, what] : {std::pair{h.rpsRatio, "RPS"}, std::pair{h.p99Headroom, "p99"}}) {
            if (ratio > 0)
                out += QStringLiteral("<rect x=\"0\" y=\"%1\" width=\"%2\" height=\"16\" rx=\"3\" fill=\"%3\"/>"
                                      "<text x=\"%4\" y=\"%5\">%6x %7</text>")
                           .arg(y).arg(x(ratio), 0, 'f', 1).arg(QLatin1String(ratio >= 1.0 ? kPassColor : kFailColor))
                           .arg(std::max(x(ratio), x(1.0)) + 6, 0, 'f', 1)
                           .arg(y + 13).arg(esc(formatRatio(ratio)), QLatin1String(what));
            y += 20;
        }
        out += QStringLiteral("<line x1=\"%1\" y1=\"0\" x2=\"%1\" y2=\"44\" stroke=\"%2\" stroke-dasharray=\"3,3\"/>"
                              "<text x=\"%1\" y=\"56\" text-anchor=\"middle\">1x</text></svg>")
                   .arg(x(1.0), 0, 'f', 1).arg(QLatin1String(kFailColor));
    }
    return out + QStringLiteral("</div>\n");
}

QString table(const ReportTable& t)
{
    if (t.rows.empty())
        return {};
    // Text columns read from the left, figures from the right (the first
    // column is text in every table: the CSS says so for it).
    auto cell = [&](const char* tag, size_t column, const QString& text) {
        const bool textColumn = column > 0 && int(column) < t.textColumns;
        return QStringLiteral("<%1%2>%3</%1>").arg(QLatin1String(tag), textColumn ? QStringLiteral(" class=\"text\"") : QString(), esc(text));
    };
    QString out = QStringLiteral("<table><thead><tr>");
    for (size_t c = 0; c < t.header.size(); ++c)
        out += cell("th", c, t.header[c]);
    out += QStringLiteral("</tr></thead><tbody>\n");
    for (const auto& row : t.rows) {
        out += QStringLiteral("<tr>");
        for (size_t c = 0; c < row.size(); ++c)
            out += cell("td", c, row[c]);
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</tbody></table>\n");
}

} // namespace

QString reportToHtml(const ReportDocument& d)
{
    const ReportLabels& l = d.labels;
    QString out = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                                 "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                                 "<title>%2</title>\n<style>%3</style>\n</head>\n<body>\n")
                      .arg(esc(l.language), esc(d.title), QLatin1String(kCss));
    out += QStringLiteral("<h1>%1</h1>\n").arg(esc(d.title));
    if (!d.runDate.isEmpty())
        out += QStringLiteral("<p class=\"date\">%1</p>\n").arg(esc(d.runDate));
    if (!d.intro.isEmpty())
        out += QStringLiteral("<p>%1</p>\n").arg(esc(d.intro));
    if (!d.summaryBullets.empty()) {
        out += QStringLiteral("<h2>%1</h2>\n<ul>\n").arg(esc(l.summary));
        for (const QString& b : d.summaryBullets)
            out += QStringLiteral("<li>%1</li>\n").arg(esc(b));
        out += QStringLiteral("</ul>\n");
    }
    out += QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n").arg(esc(l.atAGlance), esc(l.atAGlanceIntro));
    if (!d.headroom.empty()) {
        double maxRatio = 1.0;
        for (const ReportHeadroom& h : d.headroom)
            maxRatio = std::max({maxRatio, h.rpsRatio, h.p99Headroom});
        out += QStringLiteral("<h3>%1</h3>\n").arg(esc(l.sloHeadroom));
        for (const ReportHeadroom& h : d.headroom)
            out += headroomCard(h, maxRatio, l);
    }
    if (d.comparisonTable.rows.size() > 1) {
        out += QStringLiteral("<h3>%1</h3>\n<p>%2</p>\n").arg(esc(l.comparison), esc(d.comparisonIntro));
        out += barChart(d.rpsChart, l.baselineMark);
        out += barChart(d.p99Chart, l.baselineMark);
    }
    out += table(d.comparisonTable);
    out += columnChart(d.perSecondChart, l.colMax);
    if (!d.spectrum.empty())
        out += QStringLiteral("<h3>%1</h3>\n<p>%2</p>\n").arg(esc(d.spectrum.title), esc(d.spectrum.intro))
               + spectrumSvg(d.spectrum);

    out += QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n<ul class=\"env\">\n").arg(esc(l.environment), esc(d.environmentIntro));
    for (const ReportItem& i : d.environment)
        out += QStringLiteral("<li><b>%1</b> %2</li>\n").arg(esc(i.key), esc(i.value));
    out += QStringLiteral("</ul>\n");

    if (!d.runs.empty())
        out += QStringLiteral("<h2>%1</h2>\n").arg(esc(l.results));
    for (const ReportRunSection& s : d.runs) {
        out += QStringLiteral("<h3>%1</h3>\n").arg(esc(s.name));
        if (!s.subtitle.isEmpty())
            out += QStringLiteral("<p class=\"sub\">%1</p>\n").arg(esc(s.subtitle));
        if (!s.description.isEmpty())
            out += QStringLiteral("<p>%1</p>\n").arg(esc(s.description));
        out += QStringLiteral("<ul>\n");
        for (const QString& b : s.bullets)
            out += QStringLiteral("<li>%1</li>\n").arg(esc(b));
        out += QStringLiteral("</ul>\n");
        out += table(itemsAcross(s.latency));
        if (!s.requests.rows.empty()) {
            out += QStringLiteral("<h4>%1</h4>\n").arg(esc(l.requestsByEntry));
            out += table(s.requests);
        }
        if (!s.flows.rows.empty()) {
            out += QStringLiteral("<h4>%1</h4>\n").arg(esc(l.flowsHeading));
            out += table(s.flows);
            out += QStringLiteral("<h4>%1</h4>\n").arg(esc(l.stepsHeading));
            out += table(s.steps);
            for (const QString& n : s.stepNotes)
                out += QStringLiteral("<p>%1</p>\n").arg(esc(n));
        }
    }
    for (const ReportSection& x : d.extraSections) {
        out += QStringLiteral("<h2>%1</h2>\n").arg(esc(x.title));
        for (const QString& p : x.paragraphs)
            out += QStringLiteral("<p>%1</p>\n").arg(esc(p));
        for (const QString& f : x.figures)
            out += QStringLiteral("<figure>%1</figure>\n").arg(f);
        for (const ReportChart& c : x.charts)
            out += barChart(c, l.baselineMark);
        out += table(x.table);
    }
    return out + QStringLiteral("</body>\n</html>\n");
}

} // namespace bw
