#pragma once
// One document of the demo target's seeded store.
#include <cstdint>
#include <string>
#include <vector>

namespace bw::demo {

struct DemoDocument
{
    std::int64_t id = 0;                    // 1..documentCount
    std::string title;
    std::string category;                   // one of a few fixed names
    double score = 0;                       // 0.00 .. 999.99, two decimals
    std::string createdAt;                  // ISO 8601 UTC, second precision
    std::string body;                       // a few sentences of filler text
    std::vector<std::int64_t> relatedIds;   // 0..5 other documents, distinct
};

// The document with this id in a store of documentCount documents. The same
// arguments always give the same document (the store is seeded from it), so
// tests can predict what the server answers. Thread-safe (pure function).
DemoDocument makeDemoDocument(std::int64_t id, std::int64_t documentCount);

} // namespace bw::demo
