#pragma once
// The history keeps request headers unredacted when asked to, so its files
// are the user's alone: the folders it creates are 0700, the database and
// its -wal/-shm/-journal files 0600. An existing database with looser modes
// is tightened when opened. POSIX, Qt-free; any thread.
#include <string>

namespace bw {

struct HistoryPrivacy {
    bool ok = false;            // false: the folder or the file could not be created (error says why)
    std::string error;
    std::string notice;         // set when existing files were tightened (or could not be): say it once
};

// Creates the missing folders of `dbPath` (0700) and the file itself (0600,
// empty: SQLite takes an empty file as a new database); tightens the modes of
// existing database files that others could read or write. Folders that
// already exist are left as they are (a --db in /tmp must not change /tmp).
HistoryPrivacy makeHistoryPrivate(const std::string& dbPath);

} // namespace bw
