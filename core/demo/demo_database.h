#pragma once
// One SQLite connection to the demo target's in-memory document store, with
// its statements prepared once. Answers the /db routes by writing JSON
// straight from the result rows (no intermediate objects).
//
// Not thread-safe: one thread at a time (DemoDatabasePool hands each worker
// thread its own connection). The store is read-only once seeded.
#include "list_query.h"
#include "util/error.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace bw::demo {

class JsonWriter;

class DemoDatabase
{
public:
    enum class Lookup { Found, NotFound };

    // Errors here are Plain, without a field: SQLite's message after what
    // failed ("document lookup failed: disk I/O error"), the text of a 500.

    // A new in-memory store seeded with documents 1..documentCount (see
    // makeDemoDocument), or the error.
    static Result<std::unique_ptr<DemoDatabase>> createSeeded(std::int64_t documentCount);
    // A second connection with an identical private copy of this store, for
    // another worker thread, or the error.
    Result<std::unique_ptr<DemoDatabase>> clone() const;

    ~DemoDatabase();
    DemoDatabase(const DemoDatabase&) = delete;
    DemoDatabase& operator=(const DemoDatabase&) = delete;

    std::int64_t documentCount() const { return documentCount_; }

    // Writes the whole document as one JSON object; or the error.
    Result<Lookup> writeDocument(std::int64_t id, JsonWriter& out);
    // Writes {"document": {...}, "related": [{id,title,category,score}, ...]};
    // the related documents come from one join over the relation index.
    Result<Lookup> writeRelation(std::int64_t id, JsonWriter& out);
    // Writes {"page","size","sort","total","items":[{id,title,category,score}]};
    // nullopt when it did.
    std::optional<Error> writeList(const ListQuery& query, JsonWriter& out);

private:
    DemoDatabase(sqlite3* db, std::int64_t documentCount);
    std::optional<Error> prepareStatements();
    sqlite3_stmt* listStatement(const ListQuery& query) const;

    sqlite3* db_ = nullptr;
    std::int64_t documentCount_ = 0;
    sqlite3_stmt* findStmt_ = nullptr;
    sqlite3_stmt* relatedStmt_ = nullptr;
    // [field][descending]
    std::array<std::array<sqlite3_stmt*, 2>, kSortFieldCount> listStmts_{};
};

} // namespace bw::demo
