#pragma once
// Where --metrics listens: "PORT" (127.0.0.1), "ADDR:PORT" with a numeric
// IPv4 address, "[ADDR]:PORT" with an IPv6 one, or "localhost:PORT"
// (127.0.0.1). No name lookups: the address is what the socket binds.
// Port 0 asks the system for a free port (MetricsServer::boundAddress()
// then names it).
//
// The rule (docs/metrics.md): loopback addresses only (127.0.0.0/8, ::1)
// unless the user allows others on purpose (`--metrics-public`), since an
// address on another interface lets anyone who reaches this machine read the
// run's figures. Pure functions, any thread; Qt-free.
#include "util/error.h"

#include <cstdint>
#include <string>

namespace bw {

struct MetricsAddress {
    std::string host = "127.0.0.1";   // numeric, without brackets
    uint16_t port = 0;
    bool ipv6 = false;
    bool loopback() const;
    std::string text() const;         // "127.0.0.1:9464", "[::1]:9464"
};

// The address, or a Plain error quoting `text` and saying what was expected.
// `allowPublic` false refuses a non-loopback address, naming it and the way
// to allow it.
Result<MetricsAddress> parseMetricsAddress(const std::string& text, bool allowPublic);

} // namespace bw
