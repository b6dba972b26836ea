#pragma once
// The frame `capacity` and `sweep` share around their runner: the history
// note before it starts and the group it could not open, the watch while
// it runs (step_watch.h), and after it the group's line, a history error
// that came up meanwhile and the --json file. Caller's thread only.
#include "capacity/step_series_runner.h"
#include "cli/interrupts.h"
#include "cli/metrics_options.h"
#include "cli/step_options.h"
#include "cli/streams.h"

#include <QJsonObject>

#include <cstddef>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace bwcli {

// "benchwork-cli NAME: MESSAGE" and where its help is, on err; returns 2.
int stepSeriesUsageError(const char* name, const std::string& message, const Streams& io);

// Parses `args` (after args[0], the command) with `p`: nullopt to go on;
// else the exit status, 0 after printing `usage` and the options (--help),
// 2 after naming the bad option.
std::optional<int> parseStepSeriesOptions(bw::OptionParser& p, const std::vector<std::string>& args, const char* name,
                                          const char* usage, const Streams& io);

class StepSeriesCommand {
public:
    // `name` "capacity" or "sweep": the command, and the history group's kind.
    // Tells the history note when the steps are saved.
    StepSeriesCommand(const char* name, const StepSeriesArgs& args, const Streams& io);

    // Where the human-readable lines go: stderr with --json -, else stdout.
    std::ostream& out() const { return out_; }
    // --metrics (metrics_options.h), opened before anything runs: a port in
    // use is bad input. metrics() is the channel the job publishes each
    // step to (null without --metrics).
    std::optional<bw::Error> openMetrics(const bw::OptionParser& p);
    bw::MetricsChannel* metrics() { return metricsAsked_.asked ? &metrics_ : nullptr; }

    // Right after the runner is made: says that the steps go without their
    // group if it could not be opened.
    void opened(const bw::StepSeriesRunner& runner);
    // Starts the runner and prints each recorded step's line (linesFrom(n):
    // the lines of the steps from index n on) until it ends; Ctrl-C stops it.
    void watch(bw::StepSeriesRunner& runner, const std::function<std::vector<std::string>(size_t)>& linesFrom);
    // The group's line, a history error that came up while it ran, the
    // --json document. The exit status: `status`, or 2 when --json could
    // not be written.
    int finish(const bw::StepSeriesRunner& runner, int64_t groupId, const QJsonObject& json, int status);
    // Last of all: the final figures served for --metrics-hold.
    void holdMetrics();

private:
    const char* name_;
    const StepSeriesArgs& args_;
    const Streams& io_;
    std::ostream& out_;
    std::string groupError_;
    // Ctrl-C from the first step to the end of --metrics-hold: the first
    // stops the series, and a series stopped so is not held.
    InterruptWatch interrupts_;
    bw::MetricsChannel metrics_;
    MetricsRequest metricsAsked_;
};

} // namespace bwcli
