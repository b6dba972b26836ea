#include "target/watch_check.h"

#include "engine/url.h"
#include "platform/process_table.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <cstring>

namespace bw {
namespace {

bool isAnyAddress(const std::string& a) { return a.empty() || a == "0.0.0.0" || a == "::"; }
bool isIpv4(const std::string& a) { return a.find(':') == std::string::npos; }

// The numeric form of a socket address, IPv4-mapped IPv6 given as IPv4 (as
// ServingSocket::address is).
std::string numeric(const sockaddr* sa)
{
    char ip[INET6_ADDRSTRLEN] = {};
    if (sa->sa_family == AF_INET) {
        inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(sa)->sin_addr, ip, sizeof ip);
    } else if (sa->sa_family == AF_INET6) {
        const in6_addr& a = reinterpret_cast<const sockaddr_in6*>(sa)->sin6_addr;
        if (IN6_IS_ADDR_V4MAPPED(&a))
            inet_ntop(AF_INET, a.s6_addr + 12, ip, sizeof ip);
        else
            inet_ntop(AF_INET6, &a, ip, sizeof ip);
    }
    return ip;
}

bool containerPublishes(const ContainerNetwork& n, const std::string& ip, int port, bool udp)
{
    for (const PublishedPort& p : n.published)
        if (p.hostPort == port && p.udp == udp && (isAnyAddress(p.hostIp) || p.hostIp == ip))
            return true;
    return false;
}

} // namespace

bool socketServes(const ServingSocket& s, const std::string& ip, int port, bool udp)
{
    if (s.port != port || s.udp != udp)
        return false;
    if (s.address == ip || s.address == "::")   // "::" takes IPv4 too, unless IPV6_V6ONLY (not visible here)
        return true;
    return s.address == "0.0.0.0" && isIpv4(ip);
}

bool isLocalAddress(const std::string& ip)
{
    if (isAnyAddress(ip) || ip == "::1" || ip.rfind("127.", 0) == 0)
        return true;
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0)
        return false;
    bool found = false;
    for (ifaddrs* i = list; i && !found; i = i->ifa_next)
        if (i->ifa_addr && (i->ifa_addr->sa_family == AF_INET || i->ifa_addr->sa_family == AF_INET6))
            found = numeric(i->ifa_addr) == ip;
    freeifaddrs(list);
    return found;
}

WatchNote judgeWatch(const WatchSubject& s, const WatchFacts& f)
{
    WatchNote w;
    w.who = s.who;
    w.pid = s.pid;
    w.container = s.container;
    w.address = f.address;
    if (!f.proxy.empty()) {
        w.check = "proxy";
        w.detail = f.proxy;
    } else if (f.ip.empty()) {
        w.check = "unreadable";
        w.detail = f.resolveError;
    } else if (!f.local) {
        w.check = "not-local";
    } else if (s.who == "container" && s.network.mode != "host") {
        w.check = containerPublishes(s.network, f.ip, f.port, f.udp) ? "serves" : "not-listening";
    } else {
        bool serves = false;
        for (const ServingSocket& sock : f.sockets.sockets)
            serves = serves || socketServes(sock, f.ip, f.port, f.udp);
        w.check = serves ? "serves" : !f.sockets.error.empty() ? "unreadable" : "not-listening";
        if (w.check == "unreadable")
            w.detail = f.sockets.error;
    }
    w.watched = w.check == "serves" || s.chosen;
    return w;
}

WatchNote checkWatch(const WatchSubject& subject, const std::string& url, const std::string& proxy, bool udp)
{
    WatchFacts f;
    f.proxy = proxy;
    f.udp = udp;
    auto u = parseUrl(url);
    if (u) {
        f.address = u->hostHeader();
        f.port = u->port;
        // As the engine resolves it (Engine::prepare): the lookup's first address.
        addrinfo hints{};
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = udp ? SOCK_DGRAM : SOCK_STREAM;
        addrinfo* res = nullptr;
        const int rc = getaddrinfo(u->host.c_str(), std::to_string(u->port).c_str(), &hints, &res);
        if (rc == 0 && res) {
            f.ip = numeric(res->ai_addr);
            freeaddrinfo(res);
        } else {
            f.resolveError = "cannot resolve " + u->host + ": " + gai_strerror(rc);
        }
    } else {
        f.address = url;
        f.resolveError = u.error().text();
    }
    f.local = !f.ip.empty() && isLocalAddress(f.ip);
    if (proxy.empty() && f.local && subject.pid > 0) {
        const ProcessTreeSample tree = sampleProcessTree(subject.pid);
        std::vector<int64_t> pids;
        for (const ProcessInfo& p : tree.processes)
            pids.push_back(p.pid);
        if (pids.empty())
            pids.push_back(subject.pid);   // gone or unreadable: servingSockets says which
        f.sockets = servingSockets(pids);
        if (f.sockets.error.empty() && !tree.error.empty())
            f.sockets.error = tree.error;
    }
    return judgeWatch(subject, f);
}

} // namespace bw
