#pragma once
// Attaching to a process that Benchwork did not start: check the pid before
// monitoring it with ProcessMonitor. Benchwork never signals or kills an
// attached process (there is deliberately no API here that could).
// Qt-free; any thread.
#include "util/error.h"

#include <cstdint>
#include <string>

namespace bw {

// Parses a pid as typed ("4242"), or the error naming the problem
// (ErrorCode::PidInvalid or PidOutOfRange, no field).
Result<int64_t> parsePid(const std::string& text);

// "" when pid can be monitored, else "no process with pid 4242", "process
// 4242 has already exited", "not permitted to read process 4242 (...)", or
// "pid 4242 is Benchwork itself".
std::string checkAttachable(int64_t pid);

// For TargetInfo::command: "pid 4242 (node server.js)", or "pid 4242".
std::string describeAttached(int64_t pid);

} // namespace bw
