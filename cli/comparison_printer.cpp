#include "cli/comparison_printer.h"

#include "cli/history/history_text.h"
#include "compare/comparison_text.h"
#include "compare/rounds_summary.h"
#include "util/units.h"

#include <sstream>

namespace bwcli {

std::optional<std::string> noiseOption(const bw::OptionParser& p, bw::ComparisonSettings* settings)
{
    if (!p.has("noise"))
        return std::nullopt;
    const auto pct = bw::parseDecimal(p.value("noise"));
    if (!pct || *pct < 0 || *pct >= 100)
        return "--noise: expected a percentage from 0 to 100, got '" + p.value("noise") + "'";
    settings->noiseThreshold = *pct / 100;
    return std::nullopt;
}

std::string formatRoundsSummary(const std::vector<bw::RunResult>& rounds)
{
    std::ostringstream o;
    o << pad("METRIC", 24) << "  " << pad("MEDIAN", 20, true) << "  " << pad("MIN .. MAX", 26, true) << "  N\n";
    for (const bw::RoundsMetric& rm : bw::summarizeRounds(rounds)) {
        const bw::Metric m = rm.metric;
        o << pad(bw::metricName(m).toStdString(), 24) << "  " << pad(bw::medianCell(m, rm.interval).toStdString(), 20, true) << "  "
          << pad((bw::formatMetricValue(m, rm.min) + " .. " + bw::formatMetricValue(m, rm.max)).toStdString(), 26, true) << "  "
          << rm.values.size() << "\n";
    }
    for (bw::SampleWarning w : bw::sampleWarnings(rounds.size())) {
        if (w == bw::SampleWarning::TooFewForInterval)
            o << "note: fewer than 6 rounds give no 95% interval of the median (shown as ±∞)\n";
        else if (w == bw::SampleWarning::SingleSample)
            o << "note: one round cannot separate change from noise\n";
    }
    return o.str();
}

std::string formatComparison(const bw::RunComparison& rc, const std::string& nameA, const std::string& nameB,
                             const bw::ComparisonSettings& s)
{
    std::ostringstream o;
    o << pad("METRIC", 24) << "  " << pad(nameA, 20, true) << "  " << pad(nameB, 20, true) << "  CHANGE\n";
    for (const bw::MetricComparison& mc : rc.metrics) {
        if (!mc.available)
            continue;
        o << pad(bw::metricName(mc.metric).toStdString(), 24) << "  " << pad(bw::medianCell(mc.metric, mc.stats.a).toStdString(), 20, true)
          << "  " << pad(bw::medianCell(mc.metric, mc.stats.b).toStdString(), 20, true) << "  " << bw::changeCell(mc).toStdString()
          << "\n";
    }
    for (const auto& [title, list] : {std::pair{"BY REQUEST\n", &rc.byRequest}, std::pair{"BY STEP\n", &rc.byStep}}) {
        if (!list->empty())
            o << title;
        for (const bw::RequestComparison& req : *list)
            for (const bw::MetricComparison& mc : req.metrics) {
                if (!mc.available)
                    continue;
                o << pad("  " + req.name + ": " + bw::metricName(mc.metric).toStdString(), 24) << "  "
                  << pad(bw::medianCell(mc.metric, mc.stats.a).toStdString(), 20, true) << "  "
                  << pad(bw::medianCell(mc.metric, mc.stats.b).toStdString(), 20, true) << "  " << bw::changeCell(mc).toStdString() << "\n";
            }
    }
    o << bw::comparisonHeadline(rc, QString::fromStdString(nameB), s).toStdString() << "\n";
    for (const QString& w : bw::comparisonWarnings(rc))
        o << "warning: " << w.toStdString() << "\n";
    return o.str();
}

} // namespace bwcli
