#pragma once
// Command-line options of the `benchwork` window:
//
//   benchwork [--demo] [--url URL] [-c VUS] [-t THREADS] [-d DURATION | -n COUNT]
//             [--warmup DURATION] [--rate RPS] [--timeout DURATION]
//             [--engine auto|native|curl] [--http2 | --http3 [--streams N]] [-k] [--tls-min 1.2|1.3]
//             [-m METHOD] [-H "Name: value"]... [--body TEXT] [--mix FILE]
//             [--slo-rps RPS] [--slo-p99 DURATION] [--language system|en|ko]
//             [--stages D:T,...] [--control PATH] [--metrics PORT] [--capacity search|sweep]
//             [--autorun [--quit-after]]
//
// Given options override the saved settings for this start only (the
// settings keep their saved values unless the user edits the field). --autorun
// starts a run as soon as the target is ready and prints a one-line summary
// when it ends; with --quit-after the window then closes with the CLI's exit
// status (result/run_outcome.h; 2 when the run could not start). --demo (the
// default when no --url is given) loads the built-in demo target.
#include "engine/load_config.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace bwui {

struct GuiOptions {
    bool autorun = false;
    bool quitAfter = false;
    bool demo = false;                      // --demo given (or implied: no --url)
    std::optional<QString> url;
    std::optional<QString> method;
    QStringList headers;                    // "Name: value"
    std::optional<QString> body;
    std::optional<QString> mixFile;         // --mix: a request set (docs/requests.md) read by the core
    std::optional<int> connections;
    std::optional<int> threads;
    std::optional<double> durationSec;
    std::optional<uint64_t> requests;
    std::optional<double> warmupSec;
    std::optional<double> rate;
    std::optional<double> timeoutSec;
    std::optional<bw::EngineKind> engine;
    bool http2 = false;                     // --http2
    bool http3 = false;                     // --http3
    std::optional<int> streams;             // --streams N (needs --http2 or --http3)
    bool insecure = false;                  // -k, --insecure
    std::optional<QString> tlsMin;          // --tls-min 1.2|1.3
    std::optional<QString> split;           // --split auto|off|S:C
    std::optional<QString> link;            // --link: "" (local) or a preset's name
    std::optional<double> sloRps;
    std::optional<double> sloP99Us;
    std::optional<QString> language;        // "" = system
    int tickMs = 100;                       // UI refresh period (diagnostics)
    bool presentation = false;              // --presentation: open the presentation view at once
    std::optional<QString> theme;           // --theme system|light|dark ("" = system)
    std::optional<QString> baseline;        // --baseline none|last|ID ("none", "last" or a run id)
    std::optional<std::vector<bw::RampStage>> stages;   // --stages D:T,... (the stages table, ticked)
    std::optional<QString> control;         // --control PATH: the window's control socket
    std::optional<QString> metrics;         // --metrics [ADDR:]PORT: serve /metrics (loopback only)
    std::optional<QString> capacity;        // --capacity search|sweep: the Capacity tab in that mode (--autorun starts it)
};

// Parses a duration in the core's one grammar (bw::parseDuration: "10s",
// "1m30s", "500us", "2m", "1h", "1.5" seconds). False for anything else.
bool parseDurationSec(const QString& text, double* seconds);

// Parses the arguments (argv[0] first). On a problem returns false and sets
// *error to a translated message naming the option. --help / --version are
// handled by the caller through helpText().
bool parseGuiOptions(const QStringList& arguments, GuiOptions* out, QString* error);
QString guiHelpText();

} // namespace bwui
