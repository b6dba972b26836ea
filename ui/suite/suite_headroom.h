#pragma once
// A suite's runs as headroom bars (widgets/headroom_bars.h): one row per
// run that ended, named by its scenario and target configuration, with a bar
// for requests/s against the scenario's floor and one for p99 against its
// ceiling. A run that could not run is a FAIL row without bars.
//
// Threads: UI thread only (translated names).
#include "widgets/headroom_bars.h"

#include "suite/suite_outcome.h"

#include <QString>

#include <vector>

namespace bwui {

// "list users on node @ cpus 0-1", or the scenario alone without a cell label.
QString suiteRunName(const bw::SuiteRunRecord& r);
std::vector<HeadroomBars::Row> suiteHeadroomRows(const std::vector<bw::SuiteRunRecord>& records);

} // namespace bwui
