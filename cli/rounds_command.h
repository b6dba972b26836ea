#pragma once
// Rounds: `run --rounds N` repeats one configuration N times and `ab`
// alternates two targets A B A B ..., each round a run of its own (started
// afresh, target included), kept in the history as one group, summarised
// and compared with core/compare. The sample unit is one round.
#include "cli/interrupts.h"
#include "cli/streams.h"
#include "control/control_channel.h"
#include "metrics/metrics_channel.h"
#include "run/run_session.h"
#include "util/error.h"
#include "util/option_parser.h"

#include <QJsonObject>

#include <optional>
#include <string>

namespace bwcli {

// --rounds N (1..1000) and --cooldown D (>= 0) into *rounds and *cooldownSec
// (left as they are when not given); else the error naming the option.
std::optional<bw::Error> roundOptionsFromArgs(const bw::OptionParser& p, int* rounds, double* cooldownSec);

struct RoundsPlan {
    bw::LoadConfig config;
    bw::Slo slo;
    bw::TargetSpec target;
    bw::SessionOptions session;   // historyPath "" = not saved
    int rounds = 1;
    double cooldownSec = 1;
    bool quiet = false;
    std::string json;             // --json FILE|-, "" none
    bw::ControlChannel* control = nullptr;   // --control: steers the round under way; its "stop" ends the sequence
    bw::MetricsChannel* metrics = nullptr;   // --metrics: serves the round under way (each round its own run_id)
};

// `run --rounds N` after its options were read; `out` is where the human
// text goes (stderr when the JSON goes to stdout). Exit status as `run`'s:
// 1 when a round failed or failed its SLO.
int runRounds(const RoundsPlan& plan, const Streams& io, std::ostream& out, const InterruptWatch& interrupts);

// A run as `run --json` writes it (benchwork.run/1 plus historyId, overlappingRuns).
QJsonObject runJson(const bw::RunResult& r, int64_t historyId, bool keepSecrets);

// One line per finished round: "round 2/6  12,345 RPS  p99 1.2ms  errors 0.00%  #17".
std::string roundLine(const std::string& label, const bw::RunResult& r, int64_t historyId);

} // namespace bwcli
