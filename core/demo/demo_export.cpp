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
        w.integer("id", d.id);
        w.string("title", d.title);
        w.string("category", d.category);
        w.number("score", d.score);
        w.string("created_at", d.createdAt);
        w.string("body", d.body);
        w.beginArray("related");
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
