#pragma once
// What to load and how. Plain data, Qt-free; filled by the CLI, the window
// and suite files, validated by validateConfig().
#include "engine/header_field.h"
#include "engine/request/request_set.h"
#include "util/error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bw {

enum class EngineKind { Auto, Native, Curl };

// One ramping stage as k6 users know it: over durationSec, move linearly from
// the previous target to `target` (VUs in the closed model, requests/s in the
// open model).
struct RampStage {
    double durationSec = 0;
    double target = 0;
};

// The most concurrent HTTP/2 or HTTP/3 streams per connection --streams takes
// (servers usually allow 100 to 250; nghttp2's default is 100).
constexpr int kMaxStreams = 1000;
// The longest spin before a due send --spin takes, in microseconds.
constexpr double kMaxSpinUs = 1000;
// The largest HTTP/2 flow-control window (RFC 9113 6.9.1): 2^31-1 bytes.
constexpr uint32_t kMaxH2Window = 0x7fffffffu;
// The most VUs a ramping stage, --max-vus or a live change may ask for in
// the closed model (a suite's `vus` too).
constexpr int kMaxVus = 100000;
// The highest rate a live change may ask for, requests/s.
constexpr double kMaxSteerRate = 10'000'000;
// The highest rate a run, a stage or a capacity search may ask for: the same.
constexpr double kMaxRate = kMaxSteerRate;

struct LoadConfig {
    std::string url;                  // http://, https://
    std::string method = "GET";
    std::vector<HeaderField> headers;
    std::string body;
    // A request set (docs/requests.md) sent instead of the one request above:
    // entries picked by weight or in sequence, {{variables}} filled per
    // request. The run's headers apply to every entry (an entry's header of
    // the same name replaces one); method and body are each entry's own.
    // Empty: none.
    RequestSet mix;

    int connections = 50;             // virtual users = concurrent connections
    int threads = 0;                  // 0: the CPUs this process may use (usableCpuCount); never more than connections
    double durationSec = 10;          // measured phase (ignored when requests > 0)
    uint64_t requests = 0;            // count mode: exactly this many measured requests
    double warmupSec = 0;             // time-based warmup, nothing counted
    double rate = 0;                  // open model: total requests/s; 0 = closed model
    std::vector<RampStage> stages;    // optional ramping; replaces durationSec when set
    double timeoutSec = 10;           // per request, from send to last byte
    // Open model: the last spinUs microseconds before each due send are spent
    // polling without sleeping (--spin D), so sends leave on time even where a
    // timer wake is late by hundreds of microseconds (virtual machines).
    // Costs CPU: at most spinUs per send. 0 with spinAuto (--spin auto, the
    // default): the margin is learned from how late the timer wakes, within
    // 2 % of the engine thread's time (worker_rules::autoSpinNs). 0 without
    // it (--spin 0): sleep until the send is due.
    double spinUs = 0;
    bool spinAuto = true;
    double maxDurationSec = 0;        // count mode safety stop; 0 = 1 hour
    // Closed model: room for live changes (Engine::steer): the most VUs the
    // run may be raised to, k6's maxVUs (--max-vus; the window and --control
    // set it). 0: the schedule's own peak. Ignored in the open model, whose
    // connections are fixed.
    int maxVus = 0;
    EngineKind engine = EngineKind::Auto;
    bool http2 = false;               // HTTP/2: native h2c (http://) or h2 by ALPN (https://); libcurl with a proxy or --engine curl
    bool http3 = false;               // HTTP/3 over QUIC (https:// only, native only; docs/http3.md)
    int streams = 1;                  // HTTP/2 and HTTP/3, native: concurrent streams per connection (--streams, h2load's -m)
    uint32_t h2WindowBytes = 0;       // HTTP/2, native: our stream and connection receive windows; 0: 2^31-1 (never limits)
    bool insecure = false;            // -k: accept any certificate (no chain or host name check)
    std::string tlsMin;               // lowest TLS version: "" (1.2), "1.2" or "1.3"
    std::string proxy;                // libcurl only
    // Keep each second's latency histogram in the series (agent runs, so
    // merging agents is exact per second). Not part of the JSON config.
    bool keepSecondHistograms = false;
    // --split: the CPUs of a launched target and of the engine, kept apart
    // ("auto", "off", "S:C"; run/split_plan.h). Planned by RunSession.
    std::string split = "auto";
    // The CPUs the engine's threads are pinned to (RunSession's plan of
    // `split`); empty: anywhere. Sets the default thread count to their
    // number. Not part of the JSON config (the result's cores record it).
    std::vector<int> pinCpus;
    // --link: the network between the engine and the target
    // (link/link_profile.h); "" = local. Started by RunSession.
    std::string link;
    // Where the engine connects instead of the URL's host and port ("" =
    // there), keeping the URL's Host and TLS name: RunSession's shaping
    // link. Not part of the JSON config.
    std::string connectTo;

    // Threads actually used (resolves 0 and clamps to the connection slots).
    int effectiveThreads() const;
    // Connection slots the engine opens at most: in the closed model the
    // largest of connections, the stages' targets and maxVus; in the open
    // model the connections.
    int vuSlots() const;
    // Measured-phase length in seconds (sum of stages when ramping).
    double measuredSeconds() const;
};

// The first problem found in a config, or nullopt. The error's `field` names
// the option ("url", "connections", "header", "engine"..), its code the reason.
// Any thread.
std::optional<Error> validateConfig(const LoadConfig& c);
// A schedule's length: DurationTooLong past kMaxDurationSec (util/units.h)
// in total, StagesLastNoTime when it lasts 0 s; field "stages". Any thread.
std::optional<Error> stagesLengthProblem(const std::vector<RampStage>& stages);

// This build has the HTTP/3 transport (cmake/BenchworkHttp3.cmake found
// ngtcp2, nghttp3 and GnuTLS); without it --http3 is refused. Any thread.
bool http3Available();

// The room for live VU changes a closed-model run gets when it will be
// steered and none was asked (--control without --max-vus, the window):
// four times its planned peak, at least 1000, at most kMaxVus. 0 in the
// open model.
int defaultLiveMaxVus(const LoadConfig& c);

// "1.2" / "1.3" / "" (the default, 1.2) are valid --tls-min values.
bool validTlsMinVersion(const std::string& v);

const char* engineKindName(EngineKind k);    // "auto", "native", "curl"
std::optional<EngineKind> parseEngineKind(const std::string& s);

} // namespace bw
