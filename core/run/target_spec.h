#pragma once
// Which server a run loads and how Benchwork gets hold of it. Plain data.
#include "platform/cgroup.h"
#include "target/launch_spec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct TargetSpec {
    enum class Kind {
        Url,      // an endpoint someone else runs; nothing to monitor
        Demo,     // start the built-in benchwork-target on a free port
        Launch,   // start a server command, wait until it is ready
        Attach,   // monitor a running process by pid, or a running container
    };
    Kind kind = Kind::Url;
    std::string demoPath = "/json";   // Demo: path (and query) appended to the demo's base URL
    std::string demoBinary;           // Demo: "" = benchwork-target next to the running executable
    int demoDocuments = 300;          // Demo: --documents
    std::vector<int> demoCpus;        // Demo: pin the demo target to these CPUs
    LaunchSpec launch;                // Launch (and Demo's extras: cpus, memory)
    int64_t pid = 0;                  // Attach
    // Attach (instead of pid) or Launch: the docker/podman container to
    // monitor, by name or id. With Launch (`docker run ...`), the container
    // the command starts: watched instead of the client process.
    std::string container;
    // Attach by pid: the process's cgroup when the caller knows it (a suite's
    // launched target, which its runs attach to); read like a launched one's.
    CgroupLocation cgroup;
    // Attach: who started the process. User: a process or container the user
    // named (--pid, --container, the window's Attach), watched even when it
    // does not serve the URL, with a warning. Demo: the demo target the
    // window or a runner started, watched only when it serves the URL.
    // Launched: a server command or container a runner (suite, capacity,
    // sweep) started from the user's --launch, watched as Launch is.
    // (target/watch_check.h)
    enum class Origin { User, Demo, Launched };
    Origin origin = Origin::User;
};

// What a run waits for before it loads a launched target (kind Launch): the
// spec's own readiness, else, by default, the port of `url` accepting
// connections (none when the URL does not parse). Pure; any thread.
Readiness launchReadiness(const TargetSpec& target, const std::string& url);

} // namespace bw
