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

H3SetRequests::H3SetRequests(const CompiledRequests& set, const std::string& scheme) : set_(set), fields_(set, scheme)
{
    nv_.reserve(64);
}

H3Send H3SetRequests::prepare(int entry, const uint64_t* words, const FlowValues* flow)
{
    const H2Send h2 = fields_.prepare(entry, words, flow);
    nv_.clear();
    for (size_t i = 0; i < h2.fieldCount; ++i) {
        const nghttp2_nv& f = h2.fields[i];
        nghttp3_nv nv;
        nv.name = f.name;
        nv.value = f.value;
        nv.namelen = f.namelen;
        nv.valuelen = f.valuelen;
        // nghttp2's NO_COPY flags and nghttp3's have the same meaning; only those two are carried over.
        nv.flags = uint8_t(((f.flags & NGHTTP2_NV_FLAG_NO_COPY_NAME) ? NGHTTP3_NV_FLAG_NO_COPY_NAME : 0)
                           | ((f.flags & NGHTTP2_NV_FLAG_NO_COPY_VALUE) ? NGHTTP3_NV_FLAG_NO_COPY_VALUE : 0));
        nv_.push_back(nv);
    }
    H3Send send;
    send.fields = nv_.data();
    send.fieldCount = nv_.size();
    send.body = h2.body;
    send.copyBody = h2.copyBody;
    send.hasBody = !h2.body.empty() || set_.entry(entry).added.contentLength;
    return send;
}

} // namespace bw
