#pragma once
// fork + exec of a LaunchSpec's command: its own process group (pgid = pid),
// stdin from /dev/null, stdout and stderr to the given log descriptor, the
// environment additions, working directory, CPU pinning and memory limit
// applied in the child before exec. Failures to exec come back through a
// close-on-exec pipe as messages ("no such command: foo"), not as a
// mysterious exit status. Qt-free. Any thread; blocks until exec has
// succeeded or failed (milliseconds).
#include "target/launch_spec.h"

#include <cstdint>
#include <string>

namespace bw {

struct SpawnedProcess {
    int64_t pid = 0;        // > 0 on success; the caller must reap it
    std::string error;      // set on failure (then no child is left behind)
};

SpawnedProcess spawnProcess(const LaunchSpec& spec, int logFd);

} // namespace bw
