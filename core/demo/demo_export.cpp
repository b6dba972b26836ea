#include "demo_export.h"

#include "demo_document.h"
#include "json_writer.h"

namespace bw::demo {

std::string demoDocumentsJson(std::int64_t documentCount)
{
    std::string out = "[\n";
    for (std::int64_t id = 1; id <= documentCount; ++id) {
        const DemoDocument d = makeDemoDocument(id, documentCount);
        JsonWriter w;
        w.beginObject();
        w.key("id");
        w.integer(d.id);
        w.key("title");
        w.string(d.title);
        w.key("category");
        w.string(d.category);
        w.key("score");
        w.number(d.score);
        w.key("created_at");
        w.string(d.createdAt);
        w.key("body");
        w.string(d.body);
        w.key("related");
        w.beginArray();
        for (std::int64_t r : d.relatedIds)
            w.integer(r);
        w.endArray();
        w.endObject();
        out += w.text();
        out += id < documentCount ? ",\n" : "\n";
    }
    out += "]\n";
    return out;
}

} // namespace bw::demo
