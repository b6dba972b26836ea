#pragma once
// Where a launched command's program is: the one lookup the spawner uses
// before exec and the suites use to tell a missing runtime before starting
// anything ("bun not found"), so the two cannot disagree. Qt-free; any
// thread; blocks only on stat() and access().
#include "target/launch_spec.h"

#include <string>

namespace bw {

// The PATH the command is searched in and runs with: spec.searchPath's
// folders (relative ones against spec.workingDir), then spec.env's PATH,
// else Benchwork's own, else "/usr/local/bin:/usr/bin:/bin".
std::string commandSearchPath(const LaunchSpec& spec);

// Finds the file exec will run for `command`: a name with a '/' as a path
// (relative to workingDir), else the first executable file of that name in
// `pathVar`'s folders. Returns "" and sets *path (what to pass to execve;
// relative paths resolve again after chdir), or the problem: "no such
// command: bun", "cannot run x: it is a directory", ...
std::string findCommand(const std::string& command, const std::string& pathVar, const std::string& workingDir,
                        std::string* path);

} // namespace bw
