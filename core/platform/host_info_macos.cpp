// macOS: sysctl (see host_info.h).
#include "platform/host_info.h"

#include <sys/sysctl.h>
#include <sys/types.h>

namespace bw {
namespace {

std::string sysctlString(const char* name)
{
    size_t len = 0;
    if (sysctlbyname(name, nullptr, &len, nullptr, 0) != 0 || len == 0)
        return {};
    std::string out(len, '\0');
    if (sysctlbyname(name, out.data(), &len, nullptr, 0) != 0)
        return {};
    while (!out.empty() && out.back() == '\0')
        out.pop_back();
    return out;
}

uint64_t sysctlU64(const char* name)
{
    uint64_t v = 0;
    size_t len = sizeof(v);
    if (sysctlbyname(name, &v, &len, nullptr, 0) != 0)
        return 0;
    return v;
}

} // namespace

HostInfo hostInfo()
{
    HostInfo h;
    h.cpuModel = sysctlString("machdep.cpu.brand_string");
    h.memoryBytes = sysctlU64("hw.memsize");
    h.machineModel = sysctlString("hw.model");
    return h;
}

} // namespace bw
