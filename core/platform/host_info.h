#pragma once
// What the machine is, for a run's environment record (result/environment.h):
// CPU model, physical memory, machine model. Empty strings / 0 where the
// platform does not say (DMI files are root-only on some distributions).
// Linux: /proc/cpuinfo, sysconf, /sys/class/dmi, the device tree; macOS:
// sysctl. Any thread.
#include <cstdint>
#include <string>

namespace bw {

struct HostInfo {
    std::string cpuModel;       // "Intel(R) Core(TM) i7-...", "Apple M2"
    uint64_t memoryBytes = 0;   // physical memory
    std::string machineModel;   // "LENOVO 20XW", "MacBookPro18,3"
};

HostInfo hostInfo();

} // namespace bw
