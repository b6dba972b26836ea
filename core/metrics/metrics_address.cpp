#include "metrics/metrics_address.h"

#include <arpa/inet.h>
#include <netinet/in.h>

#include <cstring>

namespace bw {

namespace {

Error metricsAddressError(const std::string& text, const std::string& why)
{
    return Error(std::string(), "--metrics '" + text + "': " + why);
}

} // namespace

bool MetricsAddress::loopback() const
{
    if (ipv6) {
        in6_addr a{};
        return inet_pton(AF_INET6, host.c_str(), &a) == 1 && IN6_IS_ADDR_LOOPBACK(&a);
    }
    in_addr a{};
    return inet_pton(AF_INET, host.c_str(), &a) == 1 && (ntohl(a.s_addr) >> 24) == 127;
}

std::string MetricsAddress::text() const
{
    return (ipv6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

Result<MetricsAddress> parseMetricsAddress(const std::string& text, bool allowPublic)
{
    MetricsAddress a;
    std::string portText = text;
    if (!text.empty() && text[0] == '[') {
        const size_t close = text.find(']');
        if (close == std::string::npos || close + 1 >= text.size() || text[close + 1] != ':')
            return metricsAddressError(text, "expected [IPv6]:PORT");
        a.host = text.substr(1, close - 1);
        a.ipv6 = true;
        portText = text.substr(close + 2);
    } else if (const size_t colon = text.rfind(':'); colon != std::string::npos) {
        a.host = text.substr(0, colon);
        portText = text.substr(colon + 1);
        if (a.host.find(':') != std::string::npos)
            return metricsAddressError(text, "an IPv6 address goes in brackets: [::1]:9464");
        if (a.host == "localhost")
            a.host = "127.0.0.1";
    }
    if (portText.empty() || portText.size() > 5 || portText.find_first_not_of("0123456789") != std::string::npos
        || std::stoul(portText) > 65535)
        return metricsAddressError(text, "expected PORT or ADDR:PORT with a port from 0 to 65535");
    a.port = uint16_t(std::stoul(portText));
    if (a.ipv6) {
        in6_addr probe{};
        if (inet_pton(AF_INET6, a.host.c_str(), &probe) != 1)
            return metricsAddressError(text, "'" + a.host + "' is not a numeric IPv6 address");
    } else {
        in_addr probe{};
        if (inet_pton(AF_INET, a.host.c_str(), &probe) != 1)
            return metricsAddressError(text, "'" + a.host + "' is not a numeric IPv4 address (names are not looked up)");
    }
    if (!allowPublic && !a.loopback())
        return metricsAddressError(text, a.host + " is not a loopback address: anyone who reaches it could read the "
                                         "run's figures; add --metrics-public to listen there anyway");
    return a;
}

} // namespace bw
