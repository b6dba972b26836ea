#include "demo_database.h"

#include "demo_document.h"
#include "json_writer.h"

#include <sqlite3.h>

#include <string_view>

namespace bw::demo {

namespace {

constexpr const char* kSchema = R"sql(
CREATE TABLE documents(
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  score REAL NOT NULL,
  created_at TEXT NOT NULL,
  body TEXT NOT NULL,
  related TEXT NOT NULL            -- JSON array of ids, as the document carries it
);
-- The relation index the /db/relation join reads; same ids as documents.related.
CREATE TABLE relations(
  doc_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  related_id INTEGER NOT NULL,
  PRIMARY KEY(doc_id, position)
) WITHOUT ROWID;
CREATE INDEX documents_title ON documents(title);
CREATE INDEX documents_category ON documents(category);
CREATE INDEX documents_score ON documents(score);
CREATE INDEX documents_created_at ON documents(created_at);
)sql";

Error sqliteError(sqlite3* db, const char* what)
{
    return Error(std::string(), std::string(what) + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

std::string_view columnText(sqlite3_stmt* stmt, int column)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, column));
    return text ? std::string_view(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt, column))) : std::string_view();
}

// Writes id, title, category and score of the current row (columns 0..3).
void writeSummaryFields(sqlite3_stmt* stmt, JsonWriter& out)
{
    out.integer("id", sqlite3_column_int64(stmt, 0));
    out.string("title", columnText(stmt, 1));
    out.string("category", columnText(stmt, 2));
    out.number("score", sqlite3_column_double(stmt, 3));
}

// Steps the statement to its end, writing each row's summary fields as one
// object of a JSON array; returns the last sqlite3_step result (SQLITE_DONE
// when every row was read).
int writeSummaryArray(sqlite3_stmt* stmt, JsonWriter& out)
{
    out.beginArray();
    int rc;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        out.beginObject();
        writeSummaryFields(stmt, out);
        out.endObject();
    }
    out.endArray();
    return rc;
}

// Resets a statement when the scope ends, so a reused statement never holds
// a read transaction open between requests.
class StatementReset
{
public:
    explicit StatementReset(sqlite3_stmt* stmt) : stmt_(stmt) {}
    ~StatementReset()
    {
        sqlite3_reset(stmt_);
        sqlite3_clear_bindings(stmt_);
    }
    StatementReset(const StatementReset&) = delete;
    StatementReset& operator=(const StatementReset&) = delete;

private:
    sqlite3_stmt* stmt_;
};

Result<sqlite3*> openMemory()
{
    sqlite3* db = nullptr;
    // NOMUTEX: each connection is used by one thread at a time (see header).
    int rc = sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        Error e = sqliteError(db, "cannot open an in-memory SQLite database");
        sqlite3_close(db);
        return e;
    }
    return db;
}

std::optional<Error> seed(sqlite3* db, std::int64_t documentCount)
{
    auto fail = [&](const char* what) -> std::optional<Error> { return sqliteError(db, what); };
    if (sqlite3_exec(db, kSchema, nullptr, nullptr, nullptr) != SQLITE_OK)
        return fail("cannot create the demo schema");
    if (sqlite3_exec(db, "BEGIN", nullptr, nullptr, nullptr) != SQLITE_OK)
        return fail("cannot begin the seeding transaction");

    sqlite3_stmt* insertDoc = nullptr;
    sqlite3_stmt* insertRel = nullptr;
    bool ok = sqlite3_prepare_v2(db, "INSERT INTO documents VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)", -1, &insertDoc, nullptr)
                  == SQLITE_OK
              && sqlite3_prepare_v2(db, "INSERT INTO relations VALUES(?1, ?2, ?3)", -1, &insertRel, nullptr) == SQLITE_OK;
    for (std::int64_t id = 1; ok && id <= documentCount; ++id) {
        const DemoDocument d = makeDemoDocument(id, documentCount);
        JsonWriter related;
        related.beginArray();
        for (std::int64_t r : d.relatedIds)
            related.integer(r);
        related.endArray();
        sqlite3_bind_int64(insertDoc, 1, d.id);
        sqlite3_bind_text(insertDoc, 2, d.title.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(insertDoc, 3, d.category.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_double(insertDoc, 4, d.score);
        sqlite3_bind_text(insertDoc, 5, d.createdAt.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(insertDoc, 6, d.body.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(insertDoc, 7, related.text().c_str(), -1, SQLITE_TRANSIENT);
        ok = sqlite3_step(insertDoc) == SQLITE_DONE;
        sqlite3_reset(insertDoc);
        for (std::size_t p = 0; ok && p < d.relatedIds.size(); ++p) {
            sqlite3_bind_int64(insertRel, 1, d.id);
            sqlite3_bind_int64(insertRel, 2, static_cast<std::int64_t>(p));
            sqlite3_bind_int64(insertRel, 3, d.relatedIds[p]);
            ok = sqlite3_step(insertRel) == SQLITE_DONE;
            sqlite3_reset(insertRel);
        }
    }
    std::optional<Error> failed;
    if (!ok)
        failed = sqliteError(db, "cannot seed the demo documents");
    sqlite3_finalize(insertDoc);
    sqlite3_finalize(insertRel);
    if (failed) {
        sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
        return failed;
    }
    if (sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK)
        return fail("cannot commit the demo documents");
    // Statistics let the planner pick the sort indexes for /db/list.
    sqlite3_exec(db, "ANALYZE", nullptr, nullptr, nullptr);
    return std::nullopt;
}

} // namespace

DemoDatabase::DemoDatabase(sqlite3* db, std::int64_t documentCount) : db_(db), documentCount_(documentCount) {}

DemoDatabase::~DemoDatabase()
{
    sqlite3_finalize(findStmt_);
    sqlite3_finalize(relatedStmt_);
    for (auto& byDirection : listStmts_)
        for (sqlite3_stmt* s : byDirection)
            sqlite3_finalize(s);
    sqlite3_close(db_);
}

Result<std::unique_ptr<DemoDatabase>> DemoDatabase::createSeeded(std::int64_t documentCount)
{
    if (documentCount < 1)
        return Error(std::string(), "the demo store needs at least one document");
    auto db = openMemory();
    if (!db)
        return db.error();
    std::unique_ptr<DemoDatabase> store(new DemoDatabase(*db, documentCount));
    if (auto e = seed(*db, documentCount))
        return *e;
    if (auto e = store->prepareStatements())
        return *e;
    return store;
}

Result<std::unique_ptr<DemoDatabase>> DemoDatabase::clone() const
{
    auto opened = openMemory();
    if (!opened)
        return opened.error();
    sqlite3* db = *opened;
    std::unique_ptr<DemoDatabase> copy(new DemoDatabase(db, documentCount_));
    // The online backup API copies the pages as they are: cheaper than seeding
    // again and guaranteed identical.
    sqlite3_backup* backup = sqlite3_backup_init(db, "main", db_, "main");
    bool ok = backup && sqlite3_backup_step(backup, -1) == SQLITE_DONE;
    sqlite3_backup_finish(backup);
    if (!ok)
        return sqliteError(db, "cannot copy the demo store for another worker thread");
    if (auto e = copy->prepareStatements())
        return *e;
    return copy;
}

std::optional<Error> DemoDatabase::prepareStatements()
{
    auto prepare = [&](const std::string& sql, sqlite3_stmt** out) -> std::optional<Error> {
        if (sqlite3_prepare_v3(db_, sql.c_str(), -1, SQLITE_PREPARE_PERSISTENT, out, nullptr) == SQLITE_OK)
            return std::nullopt;
        return sqliteError(db_, "cannot prepare a demo query");
    };
    if (auto e = prepare("SELECT id, title, category, score, created_at, body, related FROM documents WHERE id = ?1",
                         &findStmt_))
        return e;
    if (auto e = prepare("SELECT d.id, d.title, d.category, d.score FROM relations r JOIN documents d ON d.id = "
                         "r.related_id WHERE r.doc_id = ?1 ORDER BY r.position",
                         &relatedStmt_))
        return e;
    for (int f = 0; f < kSortFieldCount; ++f) {
        for (int desc = 0; desc < 2; ++desc) {
            const std::string column = sortFieldName(static_cast<SortField>(f));
            const std::string direction = desc ? " DESC" : " ASC";
            // Ties break on id in the same direction, so one index walk serves
            // the whole ORDER BY (secondary indexes end in the rowid).
            std::string order = column + direction;
            if (column != "id")
                order += ", id" + direction;
            if (auto e = prepare("SELECT id, title, category, score FROM documents ORDER BY " + order
                                     + " LIMIT ?1 OFFSET ?2",
                                 &listStmts_[static_cast<std::size_t>(f)][static_cast<std::size_t>(desc)]))
                return e;
        }
    }
    return std::nullopt;
}

sqlite3_stmt* DemoDatabase::listStatement(const ListQuery& query) const
{
    return listStmts_[static_cast<std::size_t>(query.field)][query.descending ? 1 : 0];
}

Result<DemoDatabase::Lookup> DemoDatabase::writeDocument(std::int64_t id, JsonWriter& out)
{
    StatementReset reset(findStmt_);
    sqlite3_bind_int64(findStmt_, 1, id);
    const int rc = sqlite3_step(findStmt_);
    if (rc == SQLITE_DONE)
        return Lookup::NotFound;
    if (rc != SQLITE_ROW)
        return sqliteError(db_, "document lookup failed");
    out.beginObject();
    writeSummaryFields(findStmt_, out);
    out.string("created_at", columnText(findStmt_, 4));
    out.string("body", columnText(findStmt_, 5));
    out.raw("related", columnText(findStmt_, 6));
    out.endObject();
    return Lookup::Found;
}

Result<DemoDatabase::Lookup> DemoDatabase::writeRelation(std::int64_t id, JsonWriter& out)
{
    // Write the document into a side writer first: a 404 must leave out empty.
    JsonWriter document;
    const Result<Lookup> found = writeDocument(id, document);
    if (!found || *found != Lookup::Found)
        return found;

    StatementReset reset(relatedStmt_);
    sqlite3_bind_int64(relatedStmt_, 1, id);
    out.beginObject();
    out.raw("document", document.text());
    out.key("related");
    const int rc = writeSummaryArray(relatedStmt_, out);
    out.endObject();
    if (rc != SQLITE_DONE)
        return sqliteError(db_, "related documents lookup failed");
    return Lookup::Found;
}

std::optional<Error> DemoDatabase::writeList(const ListQuery& query, JsonWriter& out)
{
    sqlite3_stmt* stmt = listStatement(query);
    StatementReset reset(stmt);
    sqlite3_bind_int64(stmt, 1, query.size);
    sqlite3_bind_int64(stmt, 2, query.offset());
    out.beginObject();
    out.integer("page", query.page);
    out.integer("size", query.size);
    out.string("sort", query.sortText());
    out.integer("total", documentCount_);
    out.key("items");
    const int rc = writeSummaryArray(stmt, out);
    out.endObject();
    if (rc != SQLITE_DONE)
        return sqliteError(db_, "document list query failed");
    return std::nullopt;
}

} // namespace bw::demo
