#pragma once
// The CLI's tables of rounds and of two compared sides (benchstat's layout:
// median ±interval per side, change with its p-value, "~" for none), with
// the headline sentence and the warnings of core/compare/comparison_text.
#include "compare/run_comparison.h"
#include "util/option_parser.h"

#include <optional>
#include <string>
#include <vector>

namespace bwcli {

// --noise PCT (ab, history compare, history trend): changes smaller than PCT %
// count as none. Sets settings->noiseThreshold (a fraction); else the
// message naming the option and the bad value.
std::optional<std::string> noiseOption(const bw::OptionParser& p, bw::ComparisonSettings* settings);

// Rounds of one configuration: per metric the median ±interval, the range and n.
std::string formatRoundsSummary(const std::vector<bw::RunResult>& rounds);

// Side A against side B: one line per metric both sides have, then the
// headline sentence and the warnings ("warning: ...").
std::string formatComparison(const bw::RunComparison& rc, const std::string& nameA, const std::string& nameB,
                             const bw::ComparisonSettings& settings);

} // namespace bwcli
