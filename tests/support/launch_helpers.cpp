#include "launch_helpers.h"

#include "platform/cgroup.h"
#include "platform/process_table.h"

#include <unistd.h>

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
    if (bw::detectCgroupVersion() == 0)
        return QStringLiteral("no cgroup hierarchy with the cpu and memory controllers is mounted");
    return {};
#endif
}

} // namespace bwtest
