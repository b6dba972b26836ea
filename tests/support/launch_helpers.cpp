#include "launch_helpers.h"

#include "platform/process_table.h"

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

} // namespace bwtest
