#include "sqlite_db.h"

#include <sqlite3.h>

namespace bw {

SqliteDb::~SqliteDb() { close(); }

bool SqliteDb::open(const std::string& path)
{
    close();
    const int rc = sqlite3_open_v2(path.c_str(), &db_,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        error_ = "cannot open database " + path + ": " + (db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc));
        close();
        return false;
    }
    sqlite3_extended_result_codes(db_, 1);
    // The file's text encoding (fixed once it has a table; SQLite's default
    // for a new file is UTF-8): columnView hands out the stored bytes as
    // they lie when they are UTF-8 already.
    sqlite3_stmt* enc = nullptr;
    utf8_ = true;
    if (sqlite3_prepare_v2(db_, "PRAGMA encoding", -1, &enc, nullptr) == SQLITE_OK && sqlite3_step(enc) == SQLITE_ROW) {
        const auto* name = reinterpret_cast<const char*>(sqlite3_column_text(enc, 0));
        utf8_ = name && std::string_view(name) == "UTF-8";
    }
    sqlite3_finalize(enc);
    return true;
}

void SqliteDb::close()
{
    if (db_) {
        sqlite3_close_v2(db_);
        db_ = nullptr;
    }
}

bool SqliteDb::fail(std::string_view what)
{
    error_ = std::string(what) + ": " + (db_ ? sqlite3_errmsg(db_) : "database not open");
    return false;
}

bool SqliteDb::exec(std::string_view sql)
{
    if (!db_)
        return fail("exec");
    char* msg = nullptr;
    const std::string text(sql);
    if (sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &msg) != SQLITE_OK) {
        error_ = std::string("SQL failed (") + text.substr(0, 60) + "...): " + (msg ? msg : "unknown error");
        sqlite3_free(msg);
        return false;
    }
    return true;
}

bool SqliteDb::queryInt(std::string_view sql, int64_t* out)
{
    SqliteStatement st(*this, sql);
    if (!st.ok())
        return false;
    *out = st.step() ? st.columnInt(0) : 0;
    return !st.failed();
}

int64_t SqliteDb::lastInsertId() const { return db_ ? sqlite3_last_insert_rowid(db_) : 0; }
int SqliteDb::changes() const { return db_ ? sqlite3_changes(db_) : 0; }
int64_t SqliteDb::totalChanges() const { return db_ ? sqlite3_total_changes(db_) : 0; }

bool SqliteDb::inTransaction() const { return db_ && !sqlite3_get_autocommit(db_); }

SqliteStatement::SqliteStatement(SqliteDb& db, std::string_view sql)
    : db_(db)
{
    if (!db.handle()) {
        db.setError("database not open");
        return;
    }
    if (sqlite3_prepare_v2(db.handle(), sql.data(), int(sql.size()), &stmt_, nullptr) != SQLITE_OK) {
        db.fail("prepare \"" + std::string(sql.substr(0, 80)) + "\"");
        stmt_ = nullptr;
        failed_ = true;
    }
}

SqliteStatement::~SqliteStatement() { sqlite3_finalize(stmt_); }

void SqliteStatement::bind(int index, int64_t v) { sqlite3_bind_int64(stmt_, index, v); }
void SqliteStatement::bind(int index, double v) { sqlite3_bind_double(stmt_, index, v); }
void SqliteStatement::bind(int index, std::string_view text)
{
    sqlite3_bind_text(stmt_, index, text.data(), int(text.size()), SQLITE_TRANSIENT);
}
void SqliteStatement::bindBlob(int index, const std::string& bytes)
{
    sqlite3_bind_blob(stmt_, index, bytes.data(), int(bytes.size()), SQLITE_TRANSIENT);
}
void SqliteStatement::bindNull(int index) { sqlite3_bind_null(stmt_, index); }

bool SqliteStatement::step()
{
    if (!stmt_) {
        failed_ = true;
        return false;
    }
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE) {
        failed_ = true;
        db_.fail("step");
    }
    return false;
}

bool SqliteStatement::run()
{
    while (step()) {
    }
    return !failed_;
}

void SqliteStatement::reset()
{
    if (stmt_) {
        sqlite3_reset(stmt_);
        sqlite3_clear_bindings(stmt_);
    }
    failed_ = !stmt_;
}

int64_t SqliteStatement::columnInt(int col) const { return sqlite3_column_int64(stmt_, col); }
double SqliteStatement::columnDouble(int col) const { return sqlite3_column_double(stmt_, col); }
bool SqliteStatement::columnIsNull(int col) const { return sqlite3_column_type(stmt_, col) == SQLITE_NULL; }

std::string_view SqliteStatement::columnView(int col) const
{
    // Text of a UTF-8 file as stored, read as a blob: sqlite3_column_text
    // copies a value to end it with a NUL (an allocation and a copy for each
    // string of a listing: the reading thread's largest cost after SQLite's
    // own steps); a view needs no NUL.
    // (A number or NULL reads the same either way: a blob of a number is its
    // text.)
    if (db_.utf8()) {
        const void* p = sqlite3_column_blob(stmt_, col);
        return p ? std::string_view(static_cast<const char*>(p), size_t(sqlite3_column_bytes(stmt_, col))) : std::string_view();
    }
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
    return p ? std::string_view(p, size_t(sqlite3_column_bytes(stmt_, col))) : std::string_view();
}

std::string SqliteStatement::columnText(int col) const { return std::string(columnView(col)); }

std::string SqliteStatement::columnBlob(int col) const
{
    const void* p = sqlite3_column_blob(stmt_, col);
    return p ? std::string(static_cast<const char*>(p), size_t(sqlite3_column_bytes(stmt_, col))) : std::string();
}

SqliteTransaction::SqliteTransaction(SqliteDb& db)
    : db_(db)
{
    begun_ = db_.exec("BEGIN IMMEDIATE");
}

SqliteTransaction::~SqliteTransaction()
{
    if (begun_ && !done_) {
        const std::string keep = db_.error();   // keep the error that made us roll back
        db_.exec("ROLLBACK");
        db_.setError(keep);
    }
}

bool SqliteTransaction::commit()
{
    if (!begun_ || done_)
        return false;
    if (!db_.exec("COMMIT"))
        return false;
    done_ = true;
    return true;
}

} // namespace bw
