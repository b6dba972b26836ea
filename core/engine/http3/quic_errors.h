#pragma once
// The names of QUIC's transport error codes (RFC 9000 20.1, TLS alerts as
// CRYPTO_ERROR), HTTP/3's and QPACK's application error codes (RFC 9114
// 8.1, RFC 9204 6), for the messages that name what a server sent or what
// we closed with, and which of them say that someone broke the protocol
// (the `protocol` error class; docs/http3.md). No library calls; any thread.
#include <cstdint>
#include <string>

namespace bw::quic {

// "PROTOCOL_VIOLATION (0xa)", "CRYPTO_ERROR 0x178 (TLS alert
// no_application_protocol)", "transport error 0x1234" for unknown codes.
std::string transportErrorName(uint64_t code);
// "H3_FRAME_ERROR (0x106)", "QPACK_DECOMPRESSION_FAILED (0x200)",
// "application error 0x1234".
std::string applicationErrorName(uint64_t code);

// The code says the protocol was broken (a frame, stream, setting or
// header block that should not have been), not that the peer gave up or
// refused (INTERNAL_ERROR, H3_EXCESSIVE_LOAD, H3_REQUEST_CANCELLED...).
bool transportCodeIsProtocol(uint64_t code);
bool applicationCodeIsProtocol(uint64_t code);

// What to add when the server ended the handshake of a connection to an IP
// address with CRYPTO_ERROR internal_error or handshake_failure: Benchwork
// sends no server name (SNI) for an address (RFC 6066 3), and a QUIC stack
// with certificates only for names (Caddy's, for an IP-only site) then has
// none to pick, where its TCP side falls back to the address. "" for any
// other code or a host name. `port`: the URL's.
std::string noServerNameHint(uint64_t transportCode, bool hostIsAddress, int port);

// TLS alert codes as CRYPTO_ERROR (0x100 + alert).
constexpr uint64_t kCryptoErrorBase = 0x100;
constexpr uint64_t kCryptoErrorEnd = 0x200;

} // namespace bw::quic
