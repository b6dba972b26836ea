#include "demo_response.h"

#include "json_writer.h"

namespace bw::demo {

DemoResponse jsonError(int status, std::string_view code, std::string_view reason)
{
    JsonWriter w;
    w.beginObject();
    w.string("error", code);
    w.string("reason", reason);
    w.endObject();
    DemoResponse r;
    r.status = status;
    r.body = w.take();
    return r;
}

} // namespace bw::demo
