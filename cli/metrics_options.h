#pragma once
// --metrics [ADDR:]PORT, --metrics-public and --metrics-hold D: the run's
// figures on /metrics for Prometheus (core/metrics, docs/metrics.md), for
// `run` (its rounds too) and `ab`.
#include "cli/interrupts.h"
#include "cli/streams.h"
#include "metrics/metrics_channel.h"
#include "util/error.h"
#include "util/option_parser.h"

#include <optional>
#include <vector>

namespace bwcli {

std::vector<bw::OptionSpec> metricsOptionSpecs();

struct MetricsRequest {
    bool asked = false;           // --metrics given
    double holdSec = 0;           // --metrics-hold: serve the final figures this long after the last run
};

// Reads the options and, when --metrics is given, opens `channel` on its
// address: before the run starts, so a port in use or an address refused
// is bad input (the error names the option and the address).
std::optional<bw::Error> openMetricsFromArgs(const bw::OptionParser& p, bw::MetricsChannel* channel, MetricsRequest* out);

// After the last run: keeps serving its final figures for --metrics-hold,
// saying so unless `quiet`; a Ctrl-C ends the wait.
void holdMetrics(const MetricsRequest& request, const bw::MetricsChannel& channel, bool quiet, std::ostream& out,
                 const InterruptWatch& interrupts);

} // namespace bwcli
