#include "platform/executable_dir.h"

#include <climits>
#include <cstdint>
#include <cstdlib>
#include <mach-o/dyld.h>

namespace bw {

std::string executableDir()
{
    char buf[PATH_MAX];
    uint32_t size = sizeof buf;
    if (_NSGetExecutablePath(buf, &size) != 0)
        return ".";
    char real[PATH_MAX];
    std::string p = realpath(buf, real) ? real : buf;
    auto slash = p.rfind('/');
    return slash == std::string::npos ? "." : p.substr(0, slash);
}

} // namespace bw
