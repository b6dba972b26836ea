#include "result/cgroup_text.h"

#include "target/cpu_list.h"
#include "util/units.h"
#include "util/qstring_from.h"

#include <QStringList>

namespace bw {
namespace {

} // namespace

QString cgroupLimitsText(const CgroupInfo& c, const TextCatalog& catalog)
{
    if (c.version <= 0)
        return {};
    QStringList parts;
    parts << (c.cpuQuota > 0 ? catalog.translate("CgroupText", "quota %1 CPU").arg(qs(formatCpuQuota(c.cpuQuota)))
                             : catalog.translate("CgroupText", "no CPU quota"));
    parts << (c.memoryLimitBytes > 0
                  ? catalog.translate("CgroupText", "memory limit %1").arg(qs(formatBytes(double(c.memoryLimitBytes))))
                  : catalog.translate("CgroupText", "no memory limit"));
    if (c.peakMemoryBytes > 0)
        parts << catalog.translate("CgroupText", "peak memory %1").arg(qs(formatBytes(double(c.peakMemoryBytes))));
    QString head = catalog.translate("CgroupText", "cgroup v%1").arg(c.version);
    if (!c.container.empty())
        head = catalog.translate("CgroupText", "container %1, %2").arg(qs(c.container), head);
    return head + QStringLiteral(": ") + parts.join(QStringLiteral(", "));
}

QString throttlingText(const CgroupInfo& c, const TextCatalog& catalog)
{
    if (c.version <= 0 || c.cpuQuota <= 0)
        return {};
    if (c.throttledFraction <= 0)
        return catalog.translate("CgroupText", "the server was never throttled by its CPU quota");
    return catalog.translate("CgroupText", "the server was throttled %1 of the measured time (%2 held back)")
        .arg(formatPercent(c.throttledFraction), qs(formatDurationSec(c.throttledSec)));
}

QString oomText(const CgroupInfo& c, const TextCatalog& catalog)
{
    if (c.oomKills == 0)
        return {};
    return catalog.translate("CgroupText", "the OOM killer ended %1 process(es) at the memory limit").arg(c.oomKills);
}

} // namespace bw
