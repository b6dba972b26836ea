#pragma once
// A delegated cgroup v2 subtree: the cgroup Benchwork was started in, when
// it may manage it without root (systemd-run --user --scope -p Delegate=yes,
// a container's own cgroup namespace). cgroup v2 lets only a cgroup without
// processes hand controllers to its children, so Benchwork's own processes
// move into a leaf of their own ("benchwork-client") and each target gets a
// leaf beside it. This file decides the layout from what the cgroup's files
// say; cgroup_linux.cpp carries it out. Pure: any thread, any platform.
#include "platform/cgroup.h"

#include <string>

namespace bw {

inline constexpr const char* kCgroupClientLeaf = "benchwork-client";

struct CgroupDelegation {
    std::string path;            // the delegated cgroup (its path in the hierarchy) that holds the target leaves
    bool moveProcesses = false;  // its processes must move into `path`/benchwork-client first
    std::string enable;          // written to its cgroup.subtree_control ("" : already enabled)
    std::string problem;         // non-empty: it cannot be used, and why (with what to do)
};

// ownPath: the "0::" line of /proc/self/cgroup. controllers, subtreeControl:
// the delegated cgroup's cgroup.controllers and cgroup.subtree_control;
// hasProcesses: its cgroup.procs lists any (Benchwork itself, on a first use).
// A Benchwork already in its client leaf uses the leaf's parent.
CgroupDelegation planCgroupDelegation(const std::string& ownPath, const std::string& controllers,
                                      const std::string& subtreeControl, bool hasProcesses,
                                      const CgroupLimits& limits);

// The cgroup planCgroupDelegation() uses for `ownPath` (ownPath itself, or
// the parent of a client leaf).
std::string delegatedCgroupPath(const std::string& ownPath);

} // namespace bw
