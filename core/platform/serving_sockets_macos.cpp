// macOS through libproc, as lsof does: proc_pidinfo(PROC_PIDLISTFDS) lists a
// process's descriptors, proc_pidfdinfo(PROC_PIDFDSOCKETINFO) describes each
// socket (TCP state, local address and port in network byte order). Another
// user's processes need root (EPERM).
#include "platform/serving_sockets.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <libproc.h>
#include <netinet/in.h>
#include <sys/proc_info.h>

namespace bw {
namespace {

// The local address of an in_sockinfo: "127.0.0.1", "::", IPv4-mapped given as IPv4.
std::string localAddress(const in_sockinfo& in)
{
    char ip[INET6_ADDRSTRLEN] = {};
    if (in.insi_vflag & INI_IPV4) {
        inet_ntop(AF_INET, &in.insi_laddr.ina_46.i46a_addr4, ip, sizeof ip);
    } else {
        const in6_addr& a = in.insi_laddr.ina_6;
        if (IN6_IS_ADDR_V4MAPPED(&a))
            inet_ntop(AF_INET, a.s6_addr + 12, ip, sizeof ip);
        else
            inet_ntop(AF_INET6, &a, ip, sizeof ip);
    }
    return ip;
}

} // namespace

ServingSockets servingSockets(const std::vector<int64_t>& pids)
{
    ServingSockets result;
    std::vector<proc_fdinfo> fds;
    for (int64_t pid : pids) {
        if (pid <= 0)
            continue;
        const int bytes = proc_pidinfo(int(pid), PROC_PIDLISTFDS, 0, nullptr, 0);
        if (bytes <= 0) {
            if ((errno == EPERM || errno == EACCES) && result.error.empty())
                result.error = "not permitted to read the open files of process " + std::to_string(pid);
            continue;   // else it has exited meanwhile
        }
        fds.resize(size_t(bytes) / sizeof(proc_fdinfo) + 16);   // room for a few opened meanwhile
        const int got = proc_pidinfo(int(pid), PROC_PIDLISTFDS, 0, fds.data(), int(fds.size() * sizeof(proc_fdinfo)));
        if (got <= 0)
            continue;
        const size_t count = size_t(got) / sizeof(proc_fdinfo);
        for (size_t i = 0; i < count; ++i) {
            if (fds[i].proc_fdtype != PROX_FDTYPE_SOCKET)
                continue;
            socket_fdinfo info{};
            if (proc_pidfdinfo(int(pid), fds[i].proc_fd, PROC_PIDFDSOCKETINFO, &info, int(sizeof info)) != int(sizeof info))
                continue;   // closed meanwhile
            const socket_info& so = info.psi;
            if (so.soi_family != AF_INET && so.soi_family != AF_INET6)
                continue;
            ServingSocket s;
            s.pid = pid;
            if (so.soi_kind == SOCKINFO_TCP && so.soi_proto.pri_tcp.tcpsi_state == TSI_S_LISTEN) {
                const in_sockinfo& in = so.soi_proto.pri_tcp.tcpsi_ini;
                s.address = localAddress(in);
                s.port = ntohs(uint16_t(in.insi_lport));
            } else if (so.soi_kind == SOCKINFO_IN && so.soi_protocol == IPPROTO_UDP
                       && so.soi_proto.pri_in.insi_fport == 0) {
                const in_sockinfo& in = so.soi_proto.pri_in;
                s.udp = true;
                s.address = localAddress(in);
                s.port = ntohs(uint16_t(in.insi_lport));
            } else {
                continue;
            }
            if (s.port > 0)
                result.sockets.push_back(std::move(s));
        }
    }
    return result;
}

} // namespace bw
