#pragma once
// Whether a host is an IPv4 or IPv6 address literal (no brackets): TLS sends
// no server name (SNI) for those, RFC 6066 section 3.

#include <string>

namespace bw {

bool isIpLiteral(const std::string& host);

} // namespace bw
