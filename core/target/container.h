#pragma once
// A container (docker or podman) as a target: its runtime is asked once
// (`docker inspect`) for the container's main process, and the cgroup that
// process lives in is then read directly from cgroupfs, never through the
// daemon. Blocking (one `inspect` call, up to a few seconds); any thread.
#include "platform/cgroup.h"
#include "util/error.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace bw {

// A container's network as its runtime reports it (`inspect`): the mode
// ("host" shares this machine's sockets; "bridge", "slirp4netns", "pasta"
// ... reach it only through published ports) and the ports published on
// this machine.
struct PublishedPort {
    std::string hostIp;         // "" or "0.0.0.0" / "::": every address
    int hostPort = 0;
    bool udp = false;
};
struct ContainerNetwork {
    std::string mode;
    std::vector<PublishedPort> published;
};

// `{{json .NetworkSettings.Ports}}` of docker or podman inspect:
// {"80/tcp":[{"HostIp":"0.0.0.0","HostPort":"8080"}],"443/tcp":null}.
// Entries it cannot read are skipped. Pure; any thread.
std::vector<PublishedPort> parsePublishedPorts(const std::string& json);

struct ContainerTarget {
    std::string runtime;        // "docker" or "podman"
    std::string name;           // as the runtime names it, without the leading '/'
    std::string id;             // full id
    int64_t pid = 0;            // the container's main process, in this machine's pid namespace
    CgroupLocation cgroup;      // where it is accounted (owned = false)
    ContainerNetwork network;   // how its server is reached (target/watch_check.h)
};

// Resolves `nameOrId` with $BENCHWORK_CONTAINER_RUNTIME, else docker, else
// podman (the first found on PATH). A Plain error naming the problem: no
// runtime installed, the daemon not answering, no such container, not
// running, no readable cgroup.
Result<ContainerTarget> resolveContainer(const std::string& nameOrId);

// resolveContainer retried until the container runs or `timeout` passes
// (for `--launch 'docker run ...' --container NAME`, whose container appears
// a moment after the client starts); the last error on timeout.
Result<ContainerTarget> waitForContainer(const std::string& nameOrId, std::chrono::milliseconds timeout);

} // namespace bw
