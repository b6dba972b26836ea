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
// "Flows:" (iterations, failed, iteration time) and "Steps:" (per step:
// requests, latency, errors, check failures by check, skipped); "" without flows.
std::string formatFlowTables(const bw::RunResult& r);
// The schedule lines of the summary: the stages, or the live changes and
// the stages as run with the --stages that replays them ("" for neither).
std::string scheduleLines(const bw::RunResult& r);
std::string formatVerdict(const bw::Slo& slo, const bw::SloVerdict& v, const bw::RunResult& r);
std::string progressLine(const bw::LiveStatus& l);

} // namespace bwcli
