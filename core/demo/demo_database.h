#pragma once
// One SQLite connection to the demo target's in-memory document store, with
// its statements prepared once. Answers the /db routes by writing JSON
// straight from the result rows (no intermediate objects).
//
// Not thread-safe: one thread at a time (DemoDatabasePool hands each worker
// thread its own connection). The store is read-only once seeded.
#include "list_query.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace bw::demo {

class JsonWriter;

class DemoDatabase
{
public:
    enum class Lookup { Found, NotFound, Failed };

    // A new in-memory store seeded with documents 1..documentCount (see
    // makeDemoDocument). Returns nullptr and fills *why on failure.
    static std::unique_ptr<DemoDatabase> createSeeded(std::int64_t documentCount, std::string* why);
    // A second connection with an identical private copy of this store, for
    // another worker thread. Returns nullptr and fills *why on failure.
    std::unique_ptr<DemoDatabase> clone(std::string* why) const;

    ~DemoDatabase();
    DemoDatabase(const DemoDatabase&) = delete;
    DemoDatabase& operator=(const DemoDatabase&) = delete;

    std::int64_t documentCount() const { return documentCount_; }

    // Writes the whole document as one JSON object. On Failed, *why says why.
    Lookup writeDocument(std::int64_t id, JsonWriter& out, std::string* why);
    // Writes {"document": {...}, "related": [{id,title,category,score}, ...]};
    // the related documents come from one join over the relation index.
    Lookup writeRelation(std::int64_t id, JsonWriter& out, std::string* why);
    // Writes {"page","size","sort","total","items":[{id,title,category,score}]}.
    bool writeList(const ListQuery& query, JsonWriter& out, std::string* why);

private:
    DemoDatabase(sqlite3* db, std::int64_t documentCount);
    bool prepareStatements(std::string* why);
    sqlite3_stmt* listStatement(const ListQuery& query) const;

    sqlite3* db_ = nullptr;
    std::int64_t documentCount_ = 0;
    sqlite3_stmt* findStmt_ = nullptr;
    sqlite3_stmt* relatedStmt_ = nullptr;
    // [field][descending]
    std::array<std::array<sqlite3_stmt*, 2>, kSortFieldCount> listStmts_{};
};

} // namespace bw::demo
