#include "curl_error_class.h"

#include <cstring>

namespace bw {

namespace {

// A malformed chunked body is a protocol error, but libcurl reports it as
// CURLE_RECV_ERROR, like a reset; only its message tells them apart
// ("... in chunked-encoding", "chunk hex-length ...").
bool isChunkedFramingError(const char* errorText)
{
    return std::strstr(errorText, "chunk") != nullptr;
}

} // namespace

ErrorClass classifyCurlResult(CURLcode rc, bool gotResponse, const char* errorText)
{
    if (rc == CURLE_RECV_ERROR && gotResponse && isChunkedFramingError(errorText))
        return ErrorClass::Protocol;
    switch (rc) {
    case CURLE_COULDNT_CONNECT:
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
        return ErrorClass::Connect;
    case CURLE_SSL_CONNECT_ERROR:           // the handshake failed, as the native transport's tls class
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS:
        return ErrorClass::Tls;
    case CURLE_SEND_ERROR:
        return ErrorClass::Send;
    case CURLE_OPERATION_TIMEDOUT:
        return ErrorClass::Timeout;
    case CURLE_RECV_ERROR:
    case CURLE_PARTIAL_FILE:
    case CURLE_GOT_NOTHING:
        return ErrorClass::Receive;
    default:
        return ErrorClass::Protocol;
    }
}

} // namespace bw
