#pragma once
// The engine tests' one way to run a LoadConfig on a fresh bw::Engine.
// Test thread only.
#include "engine/engine.h"

#include <functional>
#include <string>

namespace bwtest {

// Prepares, starts and waits for the run's end, and returns its result. A
// config prepare() refuses ends the test (qFatal, with the field and why); a
// run still going after limitMs is stopped with a warning, so the test's own
// assertions then fail on the figures. `during`, when given, runs on the
// test thread right after start() (to steer or stop the engine).
bw::RunResult runEngineToEnd(const bw::LoadConfig& cfg, int limitMs = 60'000,
                             const std::function<void(bw::Engine&)>& during = {});

// A config with only its url set, every other field at its default.
bw::LoadConfig urlConfig(const std::string& url);

// The tests' usual start: url on the native engine, or libcurl's when
// engine is "curl", with the given timeout in seconds.
bw::LoadConfig engineTestConfig(const std::string& url, const std::string& engine, int timeoutSec);

// The HTTP/3 tests' usual start: url over the native HTTP/3 transport,
// `streams` per connection, the test servers' throwaway certificate
// accepted (-k); timeoutSec in seconds (by default the error tests' one
// thread and 5 s).
bw::LoadConfig h3TestConfig(const std::string& url, int connections, int streams, int threads = 1, int timeoutSec = 5);

// The run's request count and error classes (and its status message) in one
// line, for a failed assertion's message.
std::string countsText(const bw::RunResult& r);

// The run's example message for error class `cls` ("tls", "receive", ...);
// "" when it has none.
std::string errorExample(const bw::RunResult& r, const char* cls);

// A data function's rows for the two engines: column "engine" (QString),
// rows "native" and "curl" (the values engineTestConfig() takes).
void engineRows();

} // namespace bwtest
