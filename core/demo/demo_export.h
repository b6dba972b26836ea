#pragma once
// The demo store's seed documents as JSON, for servers outside Benchwork
// that must serve exactly the same data (the bun:sqlite list server of the
// seed suites, resources/suites/servers/sqlite/): `benchwork-target
// --export-documents` prints it, and a test holds the exported file in
// resources/suites/servers/data/ to it.
#include <cstdint>
#include <string>

namespace bw::demo {

// A JSON array of makeDemoDocument(1..documentCount), one document a line:
// {"id":1,"title":"...","category":"...","score":123.45,"created_at":"...",
//  "body":"...","related":[4,17]} (the fields and names of /db/find), and a
// newline at the end. Thread-safe (pure function); documentCount >= 1.
std::string demoDocumentsJson(std::int64_t documentCount);

} // namespace bw::demo
