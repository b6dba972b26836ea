#pragma once
// A target's peak memory, one figure and where it came from, for every
// place that shows or compares it (CLI summary, reports, history,
// comparisons, the window): the kernel's exact peak of the target's cgroup
// when it had one (v2 memory.peak, v1 memory.max_usage_in_bytes: a spike
// between two samples counts), else the highest summed RSS of its process
// tree, sampled every 250 ms (ProcessMonitor), which can miss a short spike.
// Words from the catalogs (context "PeakMemory"). Pure; any thread.
#include "result/run_result.h"
#include "util/text_catalog.h"

#include <QString>

#include <cstdint>
#include <string>

namespace bw {

struct PeakMemory {
    enum class Source {
        None,           // no target was watched
        CgroupPeak,     // the kernel's peak of the cgroup (exact)
        CgroupSampled,  // the cgroup's usage, highest sample (a v2 kernel without memory.peak)
        RssSampled,     // the process tree's RSS, highest sample
    };
    uint64_t bytes = 0;
    Source source = Source::None;
    std::string cgroupFile;   // "memory.peak", "memory.max_usage_in_bytes", "memory.current"; "" for RSS or unrecorded
    bool exact() const { return source == Source::CgroupPeak; }
};

PeakMemory peakMemoryOf(const TargetInfo& target);

// For JSON: "cgroup-peak", "cgroup-sampled", "rss-sampled", "none".
const char* peakMemorySourceKey(PeakMemory::Source source);

// Where the figure came from, in words: "cgroup memory.peak, exact",
// "cgroup memory.current, highest 250 ms sample", "process tree RSS,
// highest 250 ms sample"; "" for None.
QString peakMemorySourceText(const PeakMemory& peak, const TextCatalog& catalog = TextCatalog());

} // namespace bw
