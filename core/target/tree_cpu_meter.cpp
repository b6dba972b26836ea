#include "target/tree_cpu_meter.h"

namespace bw {

TreeCpuMeter::Delta TreeCpuMeter::update(const std::vector<ProcessInfo>& processes, uint64_t clockNs)
{
    Delta d;
    d.valid = havePrevious_;
    d.perProcessNs.assign(processes.size(), 0);
    std::unordered_map<int64_t, Seen> now;
    now.reserve(processes.size());
    for (size_t i = 0; i < processes.size(); ++i) {
        const ProcessInfo& p = processes[i];
        now[p.pid] = Seen{p.startTimeNs, p.cpuTimeNs};
        if (!havePrevious_)
            continue;
        uint64_t used = 0;
        auto it = previous_.find(p.pid);
        if (it != previous_.end() && it->second.startTimeNs == p.startTimeNs) {
            used = p.cpuTimeNs > it->second.cpuTimeNs ? p.cpuTimeNs - it->second.cpuTimeNs : 0;
        } else if (p.startTimeNs + kStartSlackNs >= previousClockNs_) {
            used = p.cpuTimeNs;
        }
        d.perProcessNs[i] = used;
        d.totalNs += used;
    }
    previous_ = std::move(now);
    previousClockNs_ = clockNs;
    havePrevious_ = true;
    return d;
}

void TreeCpuMeter::reset()
{
    havePrevious_ = false;
    previousClockNs_ = 0;
    previous_.clear();
}

} // namespace bw
