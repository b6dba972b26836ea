#pragma once
// A statistical comparison as JSON, one shape for `ab --json`, `history
// compare --json` and the JSON reports (docs/json-schema.md,
// "comparison statistics"):
//   {"a": {"runs": [ids]}, "b": {...}, "headline": "...", "warnings": [...],
//    "noiseThreshold": 0.02, "alpha": 0.05, "environmentDifferences": [{field, values}],
//    "metrics": {"rps": {"a": {median, low, high, n, values}, "b": {...},
//                        "change": fraction|null, "p": ..., "exactP": bool,
//                        "significant": bool, "verdict": "~"|"better"|"worse"}, ...}}
// Interval ends are null where a side has fewer than 6 values. Any thread.
#include "compare/run_comparison.h"

#include <QJsonObject>

#include <cstdint>
#include <vector>

namespace bw {

QJsonObject comparisonToJson(const RunComparison& rc, const std::vector<int64_t>& idsA, const std::vector<int64_t>& idsB,
                             const ComparisonSettings& settings);

} // namespace bw
