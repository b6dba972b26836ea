#include "result/peak_memory.h"

namespace bw {

PeakMemory peakMemoryOf(const TargetInfo& t)
{
    PeakMemory p;
    if (!t.present)
        return p;
    const CgroupInfo& c = t.cgroup;
    if (c.version > 0 && c.peakMemoryBytes > 0) {
        p.bytes = c.peakMemoryBytes;
        p.cgroupFile = c.peakMemorySource;
        p.source = c.peakMemorySource == "memory.current" ? PeakMemory::Source::CgroupSampled : PeakMemory::Source::CgroupPeak;
        return p;
    }
    p.bytes = t.peakRssBytes;
    p.source = t.peakRssBytes ? PeakMemory::Source::RssSampled : PeakMemory::Source::None;
    return p;
}

const char* peakMemorySourceKey(PeakMemory::Source s)
{
    switch (s) {
    case PeakMemory::Source::CgroupPeak: return "cgroup-peak";
    case PeakMemory::Source::CgroupSampled: return "cgroup-sampled";
    case PeakMemory::Source::RssSampled: return "rss-sampled";
    case PeakMemory::Source::None: break;
    }
    return "none";
}

QString peakMemorySourceText(const PeakMemory& p, const TextCatalog& c)
{
    switch (p.source) {
    case PeakMemory::Source::CgroupPeak:
        if (p.cgroupFile.empty())   // a result from before the file was recorded
            return c.translate("PeakMemory", "cgroup peak");
        return c.translate("PeakMemory", "cgroup %1, exact").arg(QString::fromStdString(p.cgroupFile));
    case PeakMemory::Source::CgroupSampled:
        return c.translate("PeakMemory", "cgroup memory.current, highest 250 ms sample");
    case PeakMemory::Source::RssSampled:
        return c.translate("PeakMemory", "process tree RSS, highest 250 ms sample");
    case PeakMemory::Source::None:
        break;
    }
    return {};
}

} // namespace bw
