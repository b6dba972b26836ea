#include "markdown_report.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace bw {

namespace {

QString escapeCell(QString s)
{
    s.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return s;
}

void chart(QString& out, const ReportChart& c, const QString& baselineMark)
{
    if (c.empty())
        return;
    out += QStringLiteral("**%1**\n\n```text\n").arg(c.title);
    double max = 0;
    qsizetype labelWidth = 0;
    for (const ReportBar& b : c.bars) {
        max = std::max(max, b.value);
        labelWidth = std::max(labelWidth, b.label.size());
    }
    constexpr int kWidth = 40;
    for (const ReportBar& b : c.bars) {
        const int n = max > 0 ? int(std::lround(b.value / max * kWidth)) : 0;
        out += b.label.leftJustified(labelWidth) + QStringLiteral("  ") + QString(n, QChar(0x2588)) +
               QString(kWidth - n, QLatin1Char(' ')) + QStringLiteral("  ") + b.valueText;
        if (b.baseline)
            out += QStringLiteral(" (") + baselineMark + QLatin1Char(')');
        out += QLatin1Char('\n');
    }
    out += QStringLiteral("```\n\n");
}

void table(QString& out, const ReportTable& t)
{
    if (t.rows.empty())
        return;
    QStringList header, rule;
    for (const QString& h : t.header) {
        header << escapeCell(h);
        rule << QStringLiteral("---");
    }
    out += QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    out += QStringLiteral("| ") + rule.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    for (const auto& row : t.rows) {
        QStringList cells;
        for (const QString& c : row)
            cells << escapeCell(c);
        out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }
    out += QLatin1Char('\n');
}

} // namespace

QString reportToMarkdown(const ReportDocument& d)
{
    const ReportLabels& l = d.labels;
    QString out;
    out += QStringLiteral("# %1\n\n").arg(d.title);
    if (!d.runDate.isEmpty())
        out += d.runDate + QStringLiteral("\n\n");
    if (!d.intro.isEmpty())
        out += d.intro + QStringLiteral("\n\n");
    if (!d.summaryBullets.empty()) {
        out += QStringLiteral("## %1\n\n").arg(l.summary);
        for (const QString& b : d.summaryBullets)
            out += QStringLiteral("- ") + b + QLatin1Char('\n');
        out += QLatin1Char('\n');
    }
    out += QStringLiteral("## %1\n\n%2\n\n").arg(l.atAGlance, l.atAGlanceIntro);
    if (!d.headroom.empty()) {
        out += QStringLiteral("### %1\n\n").arg(l.sloHeadroom);
        for (const ReportHeadroom& h : d.headroom)
            out += QStringLiteral("- **%1** `%2`: %3\n").arg(h.name, h.subtitle, h.line);
        out += QLatin1Char('\n');
    }
    if (d.comparisonTable.rows.size() > 1) {
        out += QStringLiteral("### %1\n\n%2\n\n").arg(l.comparison, d.comparisonIntro);
        chart(out, d.rpsChart, l.baselineMark);
        chart(out, d.p99Chart, l.baselineMark);
    }
    table(out, d.comparisonTable);
    chart(out, d.perSecondChart, l.baselineMark);

    out += QStringLiteral("## %1\n\n%2\n\n").arg(l.environment, d.environmentIntro);
    for (const ReportItem& i : d.environment)
        out += QStringLiteral("- %1: %2\n").arg(i.key, i.value);
    out += QLatin1Char('\n');

    if (!d.runs.empty())
        out += QStringLiteral("## %1\n\n").arg(l.results);
    for (const ReportRunSection& s : d.runs) {
        out += QStringLiteral("### %1\n\n").arg(s.name);
        if (!s.subtitle.isEmpty())
            out += QStringLiteral("`%1`\n\n").arg(s.subtitle);
        if (!s.description.isEmpty())
            out += s.description + QStringLiteral("\n\n");
        for (const QString& b : s.bullets)
            out += QStringLiteral("- ") + b + QLatin1Char('\n');
        out += QLatin1Char('\n');
        table(out, itemsAcross(s.latency));
        if (!s.requests.rows.empty()) {
            out += QStringLiteral("#### %1\n\n").arg(l.requestsByEntry);
            table(out, s.requests);
        }
        if (!s.flows.rows.empty()) {
            out += QStringLiteral("#### %1\n\n").arg(l.flowsHeading);
            table(out, s.flows);
            out += QStringLiteral("#### %1\n\n").arg(l.stepsHeading);
            table(out, s.steps);
            for (const QString& n : s.stepNotes)
                out += QStringLiteral("- ") + n + QLatin1Char('\n');
            if (!s.stepNotes.empty())
                out += QLatin1Char('\n');
        }
    }
    for (const ReportSection& x : d.extraSections) {
        out += QStringLiteral("## %1\n\n").arg(x.title);
        for (const QString& p : x.paragraphs)
            out += p + QStringLiteral("\n\n");
        for (const QString& f : x.figures)
            out += f.trimmed() + QStringLiteral("\n\n");
        for (const ReportChart& c : x.charts)
            chart(out, c, l.baselineMark);
        table(out, x.table);
    }
    return out;
}

} // namespace bw
