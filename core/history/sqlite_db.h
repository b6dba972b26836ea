#pragma once
// Thin RAII layer over the sqlite3 C API: a connection and prepared
// statements. Errors come back as false plus a message naming the SQLite
// error (never exceptions). A SqliteDb and its statements belong to one
// thread at a time.
#include <cstdint>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace bw {

class SqliteStatement;

class SqliteDb {
public:
    SqliteDb() = default;
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;

    // Opens (creating if needed) the file. False with error() on failure.
    bool open(const std::string& path);
    void close();
    bool isOpen() const { return db_ != nullptr; }

    // Runs one or more statements without results.
    bool exec(std::string_view sql);
    // Returns the first column of the first row as an integer (0 if none).
    bool queryInt(std::string_view sql, int64_t* out);

    int64_t lastInsertId() const;
    int changes() const;
    int64_t totalChanges() const;   // rows this connection changed since it opened
    bool inTransaction() const;     // a BEGIN not yet ended
    const std::string& error() const { return error_; }
    void setError(std::string message) { error_ = std::move(message); }
    // Sets error() to "<what>: <sqlite message>" and returns false.
    bool fail(std::string_view what);
    sqlite3* handle() const { return db_; }
    // Whether the file keeps its text as UTF-8 (as every history does).
    bool utf8() const { return utf8_; }

private:
    sqlite3* db_ = nullptr;
    bool utf8_ = true;
    std::string error_;
};

class SqliteStatement {
public:
    SqliteStatement(SqliteDb& db, std::string_view sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    bool ok() const { return stmt_ != nullptr; }

    // Parameters are 1-based, as in SQLite.
    void bind(int index, int64_t v);
    void bind(int index, int v) { bind(index, int64_t(v)); }
    void bind(int index, uint64_t v) { bind(index, int64_t(v)); }   // stored as signed; read back with columnU64
    void bind(int index, double v);
    void bind(int index, std::string_view text);
    void bind(int index, const char* text) { bind(index, std::string_view(text)); }
    void bindBlob(int index, const std::string& bytes);
    void bindNull(int index);

    // true: a row is ready; false: done or error (check failed()).
    bool step();
    bool failed() const { return failed_; }
    // Steps to completion (for statements without rows); false on error.
    bool run();
    void reset();

    int64_t columnInt(int col) const;
    uint64_t columnU64(int col) const { return uint64_t(columnInt(col)); }
    double columnDouble(int col) const;
    std::string columnText(int col) const;
    // The text without a copy: valid until the statement steps or resets.
    std::string_view columnView(int col) const;
    std::string columnBlob(int col) const;
    bool columnIsNull(int col) const;

private:
    SqliteDb& db_;
    sqlite3_stmt* stmt_ = nullptr;
    bool failed_ = false;
};

// BEGIN IMMEDIATE ... COMMIT; rolls back unless commit() succeeded. IMMEDIATE
// takes the write lock up front so two writers wait on busy_timeout instead
// of deadlocking on a read-to-write upgrade.
class SqliteTransaction {
public:
    explicit SqliteTransaction(SqliteDb& db);
    ~SqliteTransaction();
    bool begun() const { return begun_; }
    bool commit();

private:
    SqliteDb& db_;
    bool begun_ = false;
    bool done_ = false;
};

} // namespace bw
