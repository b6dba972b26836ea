#include "environment.h"

#include <QFile>
#include <QSysInfo>
#include <QString>
#include <QThread>
#include <QtGlobal>

#include <curl/curl.h>
#include <unistd.h>

#include <mutex>

#if defined(__APPLE__)
#include <sys/sysctl.h>
#include <sys/types.h>
#endif

namespace bw {
namespace {

#if defined(__APPLE__)
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
#endif

#if defined(__linux__)
// Reads a small text file; empty when unreadable (DMI files are root-only on
// some distributions).
QByteArray readSmallFile(const char* path)
{
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(1 << 20);
}

// "model name : Intel(R) ..." from /proc/cpuinfo; on ARM boards there is no
// such line, so fall back to "Hardware" or "Processor".
std::string linuxCpuModel()
{
    const QByteArray info = readSmallFile("/proc/cpuinfo");
    QString fallback;
    for (const QByteArray& raw : info.split('\n')) {
        const int colon = raw.indexOf(':');
        if (colon < 0)
            continue;
        const QString key = QString::fromUtf8(raw.left(colon)).trimmed();
        const QString value = QString::fromUtf8(raw.mid(colon + 1)).trimmed();
        if (key == QLatin1String("model name") && !value.isEmpty())
            return value.toStdString();
        if ((key == QLatin1String("Hardware") || key == QLatin1String("Processor")) && fallback.isEmpty())
            fallback = value;
    }
    return fallback.toStdString();
}

uint64_t linuxMemoryBytes()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0)
        return uint64_t(pages) * uint64_t(pageSize);
    // MemTotal: 24596844 kB
    const QByteArray info = readSmallFile("/proc/meminfo");
    for (const QByteArray& line : info.split('\n')) {
        if (!line.startsWith("MemTotal:"))
            continue;
        const QList<QByteArray> parts = line.mid(9).simplified().split(' ');
        if (!parts.isEmpty())
            return parts.first().toULongLong() * 1024u;
    }
    return 0;
}

std::string linuxMachineModel()
{
    QString product = QString::fromUtf8(readSmallFile("/sys/class/dmi/id/product_name")).trimmed();
    const QString vendor = QString::fromUtf8(readSmallFile("/sys/class/dmi/id/sys_vendor")).trimmed();
    if (product.isEmpty()) {
        // Device-tree boards (Raspberry Pi and the like) name themselves here.
        product = QString::fromUtf8(readSmallFile("/proc/device-tree/model")).trimmed();
        product.remove(QChar(0));
    }
    if (!vendor.isEmpty() && !product.isEmpty() && !product.startsWith(vendor))
        return (vendor + QLatin1Char(' ') + product).toStdString();
    return product.toStdString();
}
#endif

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
#if defined(__linux__)
    e.cpuModel = linuxCpuModel();
    e.memoryBytes = linuxMemoryBytes();
    e.machineModel = linuxMachineModel();
#elif defined(__APPLE__)
    e.cpuModel = sysctlString("machdep.cpu.brand_string");
    e.memoryBytes = sysctlU64("hw.memsize");
    e.machineModel = sysctlString("hw.model");
#endif
    if (e.cpuModel.empty())
        e.cpuModel = QSysInfo::currentCpuArchitecture().toStdString();
    e.hostname = hostName();
    e.benchworkVersion = BENCHWORK_VERSION;
    const curl_version_info_data* cv = curl_version_info(CURLVERSION_NOW);
    if (cv && cv->version)
        e.curlVersion = cv->version;
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
