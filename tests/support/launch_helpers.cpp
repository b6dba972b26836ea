#include "launch_helpers.h"

#include "platform/cgroup.h"
#include "platform/cgroup_files.h"
#include "platform/process_table.h"

#include <cerrno>
#include <string>
#include <unistd.h>
#include <vector>

namespace bwtest {

const char* const kNodeServer = R"JS(
const http = require('http');
const port = Number(process.argv[1] || 0), delayMs = Number(process.argv[2] || 0);
const server = http.createServer((req, res) => {
  if (req.url === '/' || req.url === '/health') { res.end('ok'); return; }
  res.statusCode = 404; res.end('no');
});
setTimeout(() => server.listen(port, '127.0.0.1', () =>
  console.log('listening http://127.0.0.1:' + server.address().port)), delayMs);
)JS";

bw::LaunchSpec shellSpec(const std::string& commandLine, const QTemporaryDir& dir)
{
    bw::LaunchSpec spec;
    spec.argv = {commandLine};
    spec.shell = true;
    spec.logPath = dir.filePath("target.log").toStdString();
    return spec;
}

bool groupGone(int64_t pgid) { return bw::liveProcessesInGroup(pgid) == 0; }

QString whyNoCgroupLimits()
{
#ifndef __linux__
    return QStringLiteral("cgroups are Linux only");
#else
    if (geteuid() != 0)
        return QStringLiteral("creating cgroups needs root here");
    const int version = bw::detectCgroupVersion();
    if (version == 0)
        return QStringLiteral("no cgroup hierarchy with the cpu and memory controllers is mounted");
    // An unprivileged container (CI's debian:12 job) sees the hierarchy
    // mounted read-only: even root cannot create a cgroup there.
    const bw::CgroupMounts m = bw::readCgroupMounts("/proc/self/mountinfo");
    for (const std::string& dir : version == 2 ? std::vector<std::string>{m.unified.mountPoint}
                                               : std::vector<std::string>{m.cpu.mountPoint, m.memory.mountPoint})
        if (access(dir.c_str(), W_OK) != 0 && errno == EROFS)
            return QStringLiteral("the cgroup hierarchy at %1 is mounted read-only here").arg(QString::fromStdString(dir));
    return {};
#endif
}

} // namespace bwtest
