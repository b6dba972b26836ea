#pragma once
// What a suite's launched target needs from the machine: whether its
// runtime is installed (a missing one skips the target's runs, it does not
// fail the suite: "bun not found — scripts/install-deps.sh examples"), and
// which version of it runs, recorded in every run's environment.
//
// Threads: any. findMissingProgram() blocks only on stat(); probeRuntimeVersion()
// runs a process, at most kVersionTimeoutMs.
#include "suite/suite.h"

#include <string>

namespace bw {

struct MissingProgram {
    std::string program;   // as `requires` names it, without its folder: "bun"; "" = nothing is missing
    std::string install;   // the target's advice: "scripts/install-deps.sh examples"; may be ""
    bool missing() const { return !program.empty(); }
};

// The first of target.requiredPrograms that is not there: a bare name is a
// program, looked for where the target's command would be (its searchPath,
// then PATH: target/command_lookup.h); a name with '/' is a file or folder
// that must exist, relative to the target's cwd ("node_modules/hono").
// Nothing is missing for a target without `requires`.
MissingProgram findMissingProgram(const SuiteTarget& target);

// "bun not found — scripts/install-deps.sh examples", or "bun not found"
// without advice. English: the CLI's line and the JSON's reason (the
// report and the window say it in their language from the two fields).
std::string missingProgramText(const MissingProgram& m);

inline constexpr int kVersionTimeoutMs = 5000;

// Runs target.versionCommand in the target's folder with its environment
// and search path, and returns the first line it printed (stdout, else
// stderr), trimmed, led by the program's name when the line does not name
// it: "node v20.19.2", "bun 1.4.5", "go version go1.19.8 linux/amd64".
// "" when the target has no version command, or when it cannot run, fails
// or prints nothing within kVersionTimeoutMs (then *problem says why).
std::string probeRuntimeVersion(const SuiteTarget& target, std::string* problem = nullptr);

} // namespace bw
