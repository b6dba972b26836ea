#include "quic_errors.h"

#include <cstdio>

namespace bw::quic {

namespace {

struct Named {
    uint64_t code;
    const char* name;
    bool protocol;   // the code says the protocol was broken
};

constexpr Named kTransport[] = {
    {0x0, "NO_ERROR", false},
    {0x1, "INTERNAL_ERROR", false},
    {0x2, "CONNECTION_REFUSED", false},
    {0x3, "FLOW_CONTROL_ERROR", true},
    {0x4, "STREAM_LIMIT_ERROR", true},
    {0x5, "STREAM_STATE_ERROR", true},
    {0x6, "FINAL_SIZE_ERROR", true},
    {0x7, "FRAME_ENCODING_ERROR", true},
    {0x8, "TRANSPORT_PARAMETER_ERROR", true},
    {0x9, "CONNECTION_ID_LIMIT_ERROR", true},
    {0xa, "PROTOCOL_VIOLATION", true},
    {0xb, "INVALID_TOKEN", true},
    {0xc, "APPLICATION_ERROR", false},
    {0xd, "CRYPTO_BUFFER_EXCEEDED", true},
    {0xe, "KEY_UPDATE_ERROR", true},
    {0xf, "AEAD_LIMIT_REACHED", false},
    {0x10, "NO_VIABLE_PATH", false},
    {0x11, "VERSION_NEGOTIATION_ERROR", false},
};

constexpr Named kApplication[] = {
    {0x100, "H3_NO_ERROR", false},
    {0x101, "H3_GENERAL_PROTOCOL_ERROR", true},
    {0x102, "H3_INTERNAL_ERROR", false},
    {0x103, "H3_STREAM_CREATION_ERROR", true},
    {0x104, "H3_CLOSED_CRITICAL_STREAM", true},
    {0x105, "H3_FRAME_UNEXPECTED", true},
    {0x106, "H3_FRAME_ERROR", true},
    {0x107, "H3_EXCESSIVE_LOAD", false},
    {0x108, "H3_ID_ERROR", true},
    {0x109, "H3_SETTINGS_ERROR", true},
    {0x10a, "H3_MISSING_SETTINGS", true},
    {0x10b, "H3_REQUEST_REJECTED", false},
    {0x10c, "H3_REQUEST_CANCELLED", false},
    {0x10d, "H3_REQUEST_INCOMPLETE", false},
    {0x10e, "H3_MESSAGE_ERROR", true},
    {0x10f, "H3_CONNECT_ERROR", false},
    {0x110, "H3_VERSION_FALLBACK", false},
    {0x200, "QPACK_DECOMPRESSION_FAILED", true},
    {0x201, "QPACK_ENCODER_STREAM_ERROR", true},
    {0x202, "QPACK_DECODER_STREAM_ERROR", true},
};

// The TLS alerts a QUIC handshake ends with most often (RFC 8446 6).
struct Alert {
    uint8_t code;
    const char* name;
};
constexpr Alert kAlerts[] = {
    {10, "unexpected_message"},  {20, "bad_record_mac"},        {40, "handshake_failure"},
    {42, "bad_certificate"},     {43, "unsupported_certificate"}, {44, "certificate_revoked"},
    {45, "certificate_expired"}, {46, "certificate_unknown"},   {47, "illegal_parameter"},
    {48, "unknown_ca"},          {50, "decode_error"},          {51, "decrypt_error"},
    {70, "protocol_version"},    {71, "insufficient_security"}, {80, "internal_error"},
    {109, "missing_extension"},  {110, "unsupported_extension"}, {112, "unrecognized_name"},
    {116, "certificate_required"}, {120, "no_application_protocol"},
};

std::string hex(uint64_t v)
{
    char b[24];
    std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
    return b;
}

template <size_t N>
const Named* find(const Named (&table)[N], uint64_t code)
{
    for (const Named& n : table)
        if (n.code == code)
            return &n;
    return nullptr;
}

} // namespace

std::string transportErrorName(uint64_t code)
{
    if (const Named* n = find(kTransport, code))
        return std::string(n->name) + " (" + hex(code) + ")";
    if (code >= kCryptoErrorBase && code < kCryptoErrorEnd) {
        const uint8_t alert = uint8_t(code - kCryptoErrorBase);
        for (const Alert& a : kAlerts)
            if (a.code == alert)
                return "CRYPTO_ERROR " + hex(code) + " (TLS alert " + a.name + ")";
        return "CRYPTO_ERROR " + hex(code) + " (TLS alert " + std::to_string(alert) + ")";
    }
    return "transport error " + hex(code);
}

std::string applicationErrorName(uint64_t code)
{
    if (const Named* n = find(kApplication, code))
        return std::string(n->name) + " (" + hex(code) + ")";
    return "application error " + hex(code);
}

std::string noServerNameHint(uint64_t transportCode, bool hostIsAddress, int port)
{
    constexpr uint64_t kHandshakeFailure = kCryptoErrorBase + 40, kInternalError = kCryptoErrorBase + 80;
    if (!hostIsAddress || (transportCode != kHandshakeFailure && transportCode != kInternalError))
        return {};
    return "Benchwork sends no server name (SNI) to an IP address, and the server may need a name: try https://localhost:"
           + std::to_string(port) + "/ or the site's host name";
}

bool transportCodeIsProtocol(uint64_t code)
{
    const Named* n = find(kTransport, code);
    return n && n->protocol;
}

bool applicationCodeIsProtocol(uint64_t code)
{
    const Named* n = find(kApplication, code);
    return n && n->protocol;
}

} // namespace bw::quic
