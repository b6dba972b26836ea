#include "environment.h"

#include "platform/host_info.h"

#include <QSysInfo>
#include <QString>
#include <QThread>
#include <QtGlobal>

#include <unistd.h>

#include <mutex>

namespace bw {
namespace {

std::string hostName()
{
    char buf[256] = {};
    if (gethostname(buf, sizeof(buf) - 1) == 0 && buf[0])
        return buf;
    return QSysInfo::machineHostName().toStdString();
}

Environment collectUncached()
{
    Environment e;
    e.os = QSysInfo::prettyProductName().toStdString();
    e.kernel = (QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion()).toStdString();
    if (!e.kernel.empty())
        e.kernel[0] = char(toupper(uint8_t(e.kernel[0])));   // "linux 6.1" -> "Linux 6.1"
    e.cores = QThread::idealThreadCount();
    const HostInfo host = hostInfo();
    e.cpuModel = host.cpuModel;
    e.memoryBytes = host.memoryBytes;
    e.machineModel = host.machineModel;
    if (e.cpuModel.empty())
        e.cpuModel = QSysInfo::currentCpuArchitecture().toStdString();
    e.hostname = hostName();
    e.benchworkVersion = BENCHWORK_VERSION;
    e.qtVersion = qVersion();
    return e;
}

} // namespace

Environment collectEnvironment()
{
    static std::once_flag once;
    static Environment cached;
    std::call_once(once, [] { cached = collectUncached(); });
    return cached;
}

} // namespace bw
