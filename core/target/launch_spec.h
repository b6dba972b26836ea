#pragma once
// How to start a target process. Plain data, Qt-free.
#include "target/readiness.h"
#include "util/error.h"

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bw {

struct LaunchSpec {
    // Program and arguments, run directly (PATH is searched for a bare name).
    // With `shell`, argv[0] is a command line for /bin/sh -c and argv[1..]
    // become its $1, $2...
    std::vector<std::string> argv;
    bool shell = false;
    std::map<std::string, std::string> env;     // added to, or replacing in, Benchwork's environment
    std::string workingDir;                     // "" = Benchwork's own
    // Folders searched for the program before PATH, and put in front of the
    // child's PATH (relative ones against workingDir): a runtime installed
    // next to the servers, e.g. "node_modules/.bin" (target/command_lookup.h).
    std::vector<std::string> searchPath;
    std::vector<int> cpus;                      // pin to these CPUs (Linux only); empty = no pinning
    // Limits through a cgroup of the target's own (Linux; platform/cgroup.h).
    double cpuQuota = 0;                        // CPUs' worth of time, docker --cpus semantics; 0 = none
    uint64_t memoryLimitBytes = 0;              // memory limit (memory.max / memory.limit_in_bytes); 0 = none
    uint64_t addressSpaceLimitBytes = 0;        // address-space limit, RLIMIT_AS (Linux only); 0 = none
    bool wantsCgroup() const { return cpuQuota > 0 || memoryLimitBytes > 0; }
    Readiness readiness;                        // what waitReady() waits for
    std::chrono::milliseconds readyTimeout{10000};
    std::string logPath;                        // stdout+stderr appended here; "" = a new file in $TMPDIR
    // With logPath "": remove that new file after stop() when the target
    // exited with code 0 (the demo target, whose log nobody needs then).
    bool discardLogOnCleanExit = false;
};

// One environment entry "NAME=value" (as given to `-e` or typed in the
// window's Launch panel) into *env. When there is no '=' or no name, the
// error (EnvironmentEntryInvalid, no field) and *env untouched.
std::optional<Error> addEnvironmentEntry(const std::string& entry, std::map<std::string, std::string>* env);

// The command as a person would type it: "node server.js --port 0",
// arguments with spaces or quotes in single quotes.
std::string describeCommand(const LaunchSpec& spec);

} // namespace bw
