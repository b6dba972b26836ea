#include "h3_request.h"

#include "engine/http3/quic_compat.h"

namespace bw {

H3Request::H3Request(const LoadConfig& cfg, const Url& url) : fields_(cfg, url)
{
    nv_.reserve(fields_.fieldPairs().size());
    for (const auto& [name, value] : fields_.fieldPairs()) {
        nghttp3_nv nv = quic::makeField(name, value);
        // The strings outlive every connection: nghttp3 need not copy them.
        nv.flags = NGHTTP3_NV_FLAG_NO_COPY_NAME | NGHTTP3_NV_FLAG_NO_COPY_VALUE;
        nv_.push_back(nv);
    }
    hasBody_ = !cfg.body.empty();
}

} // namespace bw
