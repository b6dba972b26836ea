// Linux: a process's sockets are the "socket:[INODE]" links among
// /proc/<pid>/fd; the kernel's socket tables of its network namespace
// (/proc/<pid>/net/tcp, tcp6, udp, udp6) give each inode's state and local
// address. The tables are read once per namespace, however many processes
// share it.
#include "platform/serving_sockets.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <unistd.h>

#include <map>
#include <unordered_map>

namespace bw {
namespace {

constexpr int kTcpListen = 0x0A;   // TCP_LISTEN in include/net/tcp_states.h
constexpr int kUdpUnconnected = 0x07;   // TCP_CLOSE: a bound UDP socket with no peer

std::string procPath(int64_t pid, const char* rest)
{
    return "/proc/" + std::to_string(pid) + "/" + rest;
}

// The whole file (the socket tables hold a line per socket of the
// namespace); false with errno set when it cannot be opened.
bool readWhole(const std::string& path, std::string* out)
{
    const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    out->clear();
    char buf[16384];
    for (;;) {
        const ssize_t n = read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        out->append(buf, size_t(n));
    }
    close(fd);
    return true;
}

// "0100007F:1F90": the address as the kernel prints it (each 32-bit word in
// the machine's byte order, one word for IPv4, four for IPv6), then the port.
bool parseLocal(const std::string& text, std::string* address, int* port)
{
    const size_t colon = text.find(':');
    if (colon == std::string::npos || (colon != 8 && colon != 32))
        return false;
    unsigned char bytes[16];
    for (size_t w = 0; w < colon / 8; ++w) {
        const std::string word = text.substr(w * 8, 8);
        char* end = nullptr;
        const uint32_t v = uint32_t(std::strtoul(word.c_str(), &end, 16));
        if (end != word.c_str() + 8)
            return false;
        std::memcpy(bytes + 4 * w, &v, 4);
    }
    char* end = nullptr;
    *port = int(std::strtol(text.c_str() + colon + 1, &end, 16));
    if (!end || *end)
        return false;
    char ip[INET6_ADDRSTRLEN] = {};
    static const unsigned char kMapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    if (colon == 8)
        inet_ntop(AF_INET, bytes, ip, sizeof ip);
    else if (std::memcmp(bytes, kMapped, sizeof kMapped) == 0)
        inet_ntop(AF_INET, bytes + 12, ip, sizeof ip);
    else
        inet_ntop(AF_INET6, bytes, ip, sizeof ip);
    *address = ip;
    return true;
}

// The rows of one table whose inode one of the processes holds.
void addRows(const std::string& table, bool udp, const std::unordered_map<uint64_t, int64_t>& owners,
             std::vector<ServingSocket>* out)
{
    size_t pos = table.find('\n');   // past the header
    while (pos != std::string::npos && pos + 1 < table.size()) {
        const size_t next = table.find('\n', pos + 1);
        const std::string line = table.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
        pos = next;
        // sl local rem st tx:rx tr:when retrnsmt uid timeout inode ...
        char local[64] = {}, state[8] = {};
        unsigned long long inode = 0;
        if (std::sscanf(line.c_str(), " %*s %63s %*s %7s %*s %*s %*s %*s %*s %llu", local, state, &inode) != 3)
            continue;
        const int st = int(std::strtol(state, nullptr, 16));
        if (st != (udp ? kUdpUnconnected : kTcpListen))
            continue;
        const auto owner = owners.find(inode);
        if (owner == owners.end())
            continue;
        ServingSocket s;
        s.udp = udp;
        s.pid = owner->second;
        if (parseLocal(local, &s.address, &s.port) && s.port > 0)
            out->push_back(std::move(s));
    }
}

} // namespace

ServingSockets servingSockets(const std::vector<int64_t>& pids)
{
    ServingSockets result;
    // Socket inodes by network namespace ("net:[4026531992]"), and the
    // process whose tables show that namespace.
    struct Namespace {
        int64_t readerPid = 0;
        std::unordered_map<uint64_t, int64_t> owners;   // inode -> pid
    };
    std::map<std::string, Namespace> spaces;
    for (int64_t pid : pids) {
        if (pid <= 0)
            continue;
        const std::string fdDir = procPath(pid, "fd");
        DIR* dir = opendir(fdDir.c_str());
        if (!dir) {
            if (errno == EACCES || errno == EPERM) {
                if (result.error.empty())
                    result.error = "not permitted to read the open files of process " + std::to_string(pid);
            }
            continue;   // ENOENT: it has exited meanwhile
        }
        char ns[64] = {};
        const std::string nsPath = procPath(pid, "ns/net");
        const ssize_t nsLen = readlink(nsPath.c_str(), ns, sizeof ns - 1);
        Namespace& space = spaces[nsLen > 0 ? std::string(ns, size_t(nsLen)) : "pid " + std::to_string(pid)];
        if (!space.readerPid)
            space.readerPid = pid;
        char link[64];
        while (dirent* e = readdir(dir)) {
            if (e->d_name[0] < '0' || e->d_name[0] > '9')
                continue;
            const ssize_t n = readlinkat(dirfd(dir), e->d_name, link, sizeof link - 1);
            if (n <= 8)
                continue;
            link[n] = '\0';
            unsigned long long inode = 0;
            if (std::sscanf(link, "socket:[%llu]", &inode) == 1)
                space.owners.emplace(inode, pid);
        }
        closedir(dir);
    }
    std::string table;
    for (const auto& [name, space] : spaces) {
        if (space.owners.empty())
            continue;
        for (const auto& [file, udp] : {std::pair{"net/tcp", false}, {"net/tcp6", false}, {"net/udp", true}, {"net/udp6", true}}) {
            if (readWhole(procPath(space.readerPid, file), &table))   // tcp6/udp6 are missing without IPv6
                addRows(table, udp, space.owners, &result.sockets);
        }
    }
    return result;
}

} // namespace bw
