#pragma once
// One readiness check against a target: does a TCP port accept a connection,
// does an HTTP URL answer 200. Blocking, bounded by `timeout`; plain POSIX
// sockets, Qt-free. Any thread.
#include "target/readiness.h"

#include <chrono>
#include <string>

namespace bw {

struct ProbeOutcome {
    bool ready = false;
    std::string detail;     // why not: "connection refused", "answered 503", "no answer within 1 s"
};

ProbeOutcome probeTcp(const std::string& host, int port, std::chrono::milliseconds timeout);
// Sends "GET <path> HTTP/1.0" and reads the status line only.
ProbeOutcome probeHttp(const std::string& url, std::chrono::milliseconds timeout);
// Kind::None is always ready.
ProbeOutcome probeReadiness(const Readiness& r, std::chrono::milliseconds timeout);

} // namespace bw
