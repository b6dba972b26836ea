#pragma once
// When a launched target counts as ready: at once, when a TCP port accepts
// connections, or when an HTTP URL answers 200. Qt-free, pure; any thread.
#include "util/error.h"

#include <chrono>
#include <string>

namespace bw {

struct Readiness {
    enum class Kind { None, Tcp, Http };
    Kind kind = Kind::None;
    std::string host;           // Tcp: name or address, without brackets
    int port = 0;               // Tcp
    std::string url;            // Http: "http://127.0.0.1:3000/health"

    static Readiness none() { return {}; }
    static Readiness tcp(std::string host, int port);
    static Readiness http(std::string url);
};

// Accepts "none", "tcp:HOST:PORT" (also "tcp://HOST:PORT", "tcp:[::1]:PORT")
// and "http://HOST[:PORT]/PATH". Or the error naming the problem
// (ErrorCode::Readiness*, no field; a bad http:// URL keeps parseUrl's code
// with the field "readiness URL"). https is refused: readiness probes speak
// plain HTTP/1.0.
Result<Readiness> parseReadiness(const std::string& text);

// What is being waited for, as used in messages: "http://127.0.0.1:3000/health",
// "tcp 127.0.0.1:3000", "nothing".
std::string describeReadiness(const Readiness& r);

// "10 s", "0.5 s", "1.25 s": a duration for messages.
std::string formatSeconds(std::chrono::milliseconds d);

} // namespace bw
