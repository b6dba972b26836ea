#include "platform/cgroup_files.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <sstream>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace bw {

std::vector<std::string> splitWords(const std::string& line)
{
    std::vector<std::string> out;
    std::istringstream in(line);
    std::string w;
    while (in >> w)
        out.push_back(w);
    return out;
}

namespace {

// mountinfo escapes spaces and the like as \040.
std::string unescapeMountField(const std::string& s)
{
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 3 < s.size()) {
            const std::string oct = s.substr(i + 1, 3);
            if (oct.size() == 3 && oct.find_first_not_of("01234567") == std::string::npos) {
                out += char(std::strtol(oct.c_str(), nullptr, 8));
                i += 3;
                continue;
            }
        }
        out += s[i];
    }
    return out;
}

uint64_t fileNumber(const std::string& path, bool* found = nullptr)
{
    const std::string text = readCgroupFile(path);
    if (found)
        *found = !text.empty();
    if (text.empty() || text.rfind("max", 0) == 0)
        return 0;
    return std::strtoull(text.c_str(), nullptr, 10);
}

int countLines(const std::string& text)
{
    int n = 0;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        if (!line.empty())
            ++n;
    return n;
}

} // namespace

std::string cgroupVersionName(int version)
{
    if (version == 2)
        return "cgroup v2";
    if (version == 1)
        return "cgroup v1";
    return {};
}

CgroupMounts readCgroupMounts(const std::string& mountinfoPath)
{
    CgroupMounts m;
    std::istringstream in(readCgroupFile(mountinfoPath));
    std::string line;
    while (std::getline(in, line)) {
        // "36 25 0:31 / /sys/fs/cgroup/memory rw,relatime shared:14 - cgroup cgroup rw,memory"
        const size_t dash = line.find(" - ");
        if (dash == std::string::npos)
            continue;
        const std::vector<std::string> head = splitWords(line.substr(0, dash));
        const std::vector<std::string> tail = splitWords(line.substr(dash + 3));
        if (head.size() < 5 || tail.size() < 3)
            continue;
        const CgroupMount mount{unescapeMountField(head[4]), unescapeMountField(head[3])};
        if (tail[0] == "cgroup2") {
            if (m.unified.mountPoint.empty())
                m.unified = mount;
            continue;
        }
        if (tail[0] != "cgroup")
            continue;
        std::istringstream opts(tail[2]);
        std::string opt;
        while (std::getline(opts, opt, ',')) {
            CgroupMount* slot = opt == "cpu" ? &m.cpu : opt == "cpuacct" ? &m.cpuacct : opt == "memory" ? &m.memory : nullptr;
            if (slot && slot->mountPoint.empty())
                *slot = mount;
        }
    }
    return m;
}

std::map<std::string, std::string> readProcCgroup(const std::string& path)
{
    std::map<std::string, std::string> out;
    std::istringstream in(readCgroupFile(path));
    std::string line;
    while (std::getline(in, line)) {
        // "4:memory:/docker/abc", "1:cpu,cpuacct:/x", "0::/user.slice"
        const size_t a = line.find(':');
        const size_t b = a == std::string::npos ? a : line.find(':', a + 1);
        if (b == std::string::npos)
            continue;
        const std::string controllers = line.substr(a + 1, b - a - 1);
        const std::string cgPath = line.substr(b + 1);
        if (controllers.empty()) {
            out[""] = cgPath;
            continue;
        }
        std::istringstream names(controllers);
        std::string name;
        while (std::getline(names, name, ','))
            out[name] = cgPath;
    }
    return out;
}

std::string readCgroupFile(const std::string& path)
{
    int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {};
    std::string out;
    char buf[4096];
    for (;;) {
        const ssize_t n = read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        out.append(buf, size_t(n));
        if (out.size() > (1u << 20))
            break;
    }
    close(fd);
    return out;
}

int writeCgroupFile(const std::string& path, const std::string& text)
{
    int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return errno;
    const ssize_t n = write(fd, text.data(), text.size());
    const int err = n == ssize_t(text.size()) ? 0 : (n < 0 ? errno : EIO);
    close(fd);
    return err;
}

bool hasWord(const std::string& text, const std::string& word)
{
    for (const std::string& w : splitWords(text))
        if (w == word)
            return true;
    return false;
}

uint64_t keyedValue(const std::string& text, const std::string& key, bool* found)
{
    if (found)
        *found = false;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.size() > key.size() && line.compare(0, key.size(), key) == 0 && line[key.size()] == ' ') {
            if (found)
                *found = true;
            return std::strtoull(line.c_str() + key.size() + 1, nullptr, 10);
        }
    }
    return 0;
}

bool killMembersAndRemove(const std::string& dir, int patienceMs)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(patienceMs);
    for (;;) {
        if (rmdir(dir.c_str()) == 0 || errno == ENOENT)
            return true;
        if (errno != EBUSY)
            return false;
        std::istringstream procs(readCgroupFile(dir + "/cgroup.procs"));
        long pid = 0;
        while (procs >> pid)
            if (pid > 0)
                kill(pid_t(pid), SIGKILL);
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

CgroupSample readCgroupV2(const std::string& dir)
{
    CgroupSample s;
    const std::string procs = readCgroupFile(dir + "/cgroup.procs");
    struct stat st{};
    if (stat(dir.c_str(), &st) != 0)
        return s;
    s.ok = true;
    s.processes = countLines(procs);
    s.memoryBytes = fileNumber(dir + "/memory.current");
    s.memoryPeakBytes = fileNumber(dir + "/memory.peak", &s.hasMemoryPeak);
    const std::string stat2 = readCgroupFile(dir + "/memory.stat");
    s.anonBytes = keyedValue(stat2, "anon");
    s.fileBytes = keyedValue(stat2, "file");
    s.memoryLimitBytes = fileNumber(dir + "/memory.max");
    const std::string cpu = readCgroupFile(dir + "/cpu.stat");
    s.cpuUsageNs = keyedValue(cpu, "usage_usec", &s.hasCpuUsage) * 1000;
    s.periods = keyedValue(cpu, "nr_periods");
    s.throttledPeriods = keyedValue(cpu, "nr_throttled");
    s.throttledNs = keyedValue(cpu, "throttled_usec") * 1000;
    const std::vector<std::string> cpuMax = splitWords(readCgroupFile(dir + "/cpu.max"));
    if (cpuMax.size() == 2 && cpuMax[0] != "max") {
        const double period = std::strtod(cpuMax[1].c_str(), nullptr);
        if (period > 0)
            s.cpuQuota = std::strtod(cpuMax[0].c_str(), nullptr) / period;
    }
    const std::string events = readCgroupFile(dir + "/memory.events");
    s.oomKills = keyedValue(events, "oom_kill");
    s.memoryLimitHits = keyedValue(events, "max");
    return s;
}

CgroupSample readCgroupV1(const CgroupLocation& where)
{
    CgroupSample s;
    struct stat st{};
    const std::string anyDir = !where.memoryDir.empty() ? where.memoryDir : where.cpuDir;
    if (anyDir.empty() || stat(anyDir.c_str(), &st) != 0)
        return s;
    s.ok = true;
    s.processes = countLines(readCgroupFile(anyDir + "/cgroup.procs"));
    if (!where.memoryDir.empty()) {
        const std::string& m = where.memoryDir;
        s.memoryBytes = fileNumber(m + "/memory.usage_in_bytes");
        s.memoryPeakBytes = fileNumber(m + "/memory.max_usage_in_bytes", &s.hasMemoryPeak);
        const std::string stat1 = readCgroupFile(m + "/memory.stat");
        bool hierarchical = false;
        s.anonBytes = keyedValue(stat1, "total_rss", &hierarchical);
        s.fileBytes = keyedValue(stat1, "total_cache");
        if (!hierarchical) {
            s.anonBytes = keyedValue(stat1, "rss");
            s.fileBytes = keyedValue(stat1, "cache");
        }
        const uint64_t limit = fileNumber(m + "/memory.limit_in_bytes");
        s.memoryLimitBytes = limit >= (uint64_t(1) << 62) ? 0 : limit;   // "unlimited" is a huge page-aligned number
        s.oomKills = keyedValue(readCgroupFile(m + "/memory.oom_control"), "oom_kill");
        s.memoryLimitHits = fileNumber(m + "/memory.failcnt");
    }
    if (!where.cpuacctDir.empty())
        s.cpuUsageNs = fileNumber(where.cpuacctDir + "/cpuacct.usage", &s.hasCpuUsage);
    if (!where.cpuDir.empty()) {
        const std::string cpu = readCgroupFile(where.cpuDir + "/cpu.stat");
        s.periods = keyedValue(cpu, "nr_periods");
        s.throttledPeriods = keyedValue(cpu, "nr_throttled");
        s.throttledNs = keyedValue(cpu, "throttled_time");
        const std::string quota = readCgroupFile(where.cpuDir + "/cpu.cfs_quota_us");
        const double period = double(fileNumber(where.cpuDir + "/cpu.cfs_period_us"));
        const double q = std::strtod(quota.c_str(), nullptr);
        if (q > 0 && period > 0)
            s.cpuQuota = q / period;
    }
    return s;
}

} // namespace bw
