#include "compare/comparison_report.h"

#include "compare/comparison_text.h"

namespace bw {

ReportSection significanceSection(const std::vector<ReportSide>& sides, size_t base, const TextCatalog& c,
                                  const ComparisonSettings& settings)
{
    ReportSection s;
    if (sides.size() < 2 || base >= sides.size())
        return s;
    s.title = c.translate("ComparisonText", "Change or noise");
    s.paragraphs.push_back(c.translate("ComparisonText",
                                       "Each side's runs are its samples (one round, one sample): the median with its 95% "
                                       "confidence interval (order statistics), the change of the medians and its two-sided "
                                       "Mann-Whitney U p-value. \"~\" means no significant difference (p >= %1, or a change "
                                       "below %2).")
                               .arg(QString::number(settings.alpha), QString::number(settings.noiseThreshold * 100) + QLatin1Char('%')));
    s.table.header = {c.translate("ComparisonText", "Metric"), c.translate("ComparisonText", "Sides"), QStringLiteral("A"),
                      QStringLiteral("B"), c.translate("ComparisonText", "Change")};
    const ReportSide& a = sides[base];
    for (size_t i = 0; i < sides.size(); ++i) {
        if (i == base)
            continue;
        const ReportSide& b = sides[i];
        const RunComparison rc = compareRunSets(a.runs, b.runs, settings);
        const QString pair = a.label + QStringLiteral(" \u2192 ") + b.label;
        s.paragraphs.push_back(pair + QStringLiteral(": ") + comparisonHeadline(rc, b.label, settings, c));
        for (const QString& w : comparisonWarnings(rc, c))
            s.paragraphs.push_back(pair + QStringLiteral(": ") + w);
        for (const MetricComparison& mc : rc.metrics) {
            if (!mc.available)
                continue;
            s.table.rows.push_back({metricName(mc.metric, c), pair, medianCell(mc.metric, mc.stats.a),
                                    medianCell(mc.metric, mc.stats.b), changeCell(mc)});
        }
        // a request set's entries and flows' steps, one row per entry and metric: "find: p99", "shop / list: p99"
        for (const auto* list : {&rc.byRequest, &rc.byStep})
            for (const RequestComparison& req : *list)
                for (const MetricComparison& mc : req.metrics)
                    if (mc.available)
                        s.table.rows.push_back({QString::fromStdString(req.name) + QStringLiteral(": ") + metricName(mc.metric, c), pair,
                                                medianCell(mc.metric, mc.stats.a), medianCell(mc.metric, mc.stats.b), changeCell(mc)});
    }
    return s;
}

} // namespace bw
