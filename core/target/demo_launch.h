#pragma once
// The built-in demo target (benchwork-target) as a launch: where its
// executable is, how it is started (a free port, no shell) and how the
// "listening http://127.0.0.1:PORT" line it prints first is read. The one
// home of these rules for the CLI's runs, suites and the window. Qt-free,
// pure; any thread.
#include "target/launch_spec.h"

#include <chrono>
#include <optional>
#include <string>

namespace bw {

// How long a started demo target may take to print its "listening" line.
inline constexpr std::chrono::seconds kDemoAnnounceTimeout{10};

// $BENCHWORK_BIN_DIR/benchwork-target when that variable is set (tests, a
// relocated install), else demoBinaryBeside(executableDir()).
std::string defaultDemoBinary();

// benchwork-target in the executable folder `exeDir` (an installed bin/, a
// macOS bundle's Contents/MacOS, the build's bin/); for a bundle that has
// none inside, as in a macOS build tree where Benchwork.app sits in bin/
// beside the other programs, the one beside the bundle if that exists.
// The path inside `exeDir` when neither exists (error messages name it).
std::string demoBinaryBeside(const std::string& exeDir);

// `extras` with argv set to `binary` ("" = defaultDemoBinary()) --port 0
// --documents N, no shell, no readiness wait (the "listening" line is the
// sign of life) and its log discarded after a clean exit. Keeps extras' CPUs,
// memory limit, environment and log path.
LaunchSpec demoLaunchSpec(const std::string& binary, int documents, LaunchSpec extras = {});

// The base URL announced in a line such as "listening http://127.0.0.1:8080"
// (without a trailing '/'), or nullopt when the line announces nothing.
std::optional<std::string> parseListenLine(const std::string& line);

} // namespace bw
