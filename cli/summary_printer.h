#pragma once
// The human summary of a run, laid out like wrk's, plus the live progress
// line shown on a terminal.
#include "engine/engine.h"
#include "result/run_result.h"

#include <string>

namespace bwcli {

std::string runBanner(const bw::RunResult& planned, const std::string& engine, int threads);
std::string formatSummary(const bw::RunResult& r);
// A request set's entries, one row each (empty without a set).
std::string formatRequestTable(const bw::RunResult& r);
std::string formatVerdict(const bw::Slo& slo, const bw::SloVerdict& v, const bw::RunResult& r);
std::string progressLine(const bw::LiveStatus& l);

} // namespace bwcli
