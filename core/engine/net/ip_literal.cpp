#include "ip_literal.h"

#include <arpa/inet.h>
#include <netinet/in.h>

namespace bw {

bool isIpLiteral(const std::string& host)
{
    unsigned char buf[sizeof(in6_addr)];
    return inet_pton(AF_INET, host.c_str(), buf) == 1 || inet_pton(AF_INET6, host.c_str(), buf) == 1;
}

} // namespace bw
