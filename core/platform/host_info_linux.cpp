// Linux: /proc and /sys (see host_info.h).
#include "platform/host_info.h"

#include <QFile>
#include <QList>
#include <QString>

#include <unistd.h>

namespace bw {
namespace {

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
} // namespace

HostInfo hostInfo()
{
    HostInfo h;
    h.cpuModel = linuxCpuModel();
    h.memoryBytes = linuxMemoryBytes();
    h.machineModel = linuxMachineModel();
    return h;
}

} // namespace bw
