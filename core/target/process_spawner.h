#pragma once
// fork + exec of a LaunchSpec's command: its own process group (pgid = pid),
// stdin from /dev/null, stdout and stderr to the given log descriptor, the
// environment additions, working directory, cgroup, CPU pinning and
// address-space limit applied in the child before exec (the cgroup first, so
// everything the child allocates is charged to it). Failures to exec come back through a
// close-on-exec pipe as messages ("no such command: foo"), not as a
// mysterious exit status. Qt-free. Any thread; blocks until exec has
// succeeded or failed (milliseconds).
#include "platform/cgroup.h"
#include "target/launch_spec.h"

#include <cstdint>
#include <string>

namespace bw {

struct SpawnedProcess {
    int64_t pid = 0;        // > 0 on success; the caller must reap it
    std::string error;      // set on failure (then no child is left behind)
};

// `cgroup`: the cgroup the child joins before exec (nullptr or an invalid
// location: none).
SpawnedProcess spawnProcess(const LaunchSpec& spec, int logFd, const CgroupLocation* cgroup = nullptr);

} // namespace bw
