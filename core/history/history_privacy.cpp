#include "history_privacy.h"

#include "util/error.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace bw {

namespace {

constexpr mode_t kOwnerOnly = 0700;
constexpr mode_t kFileMode = 0600;

std::string octal(mode_t m)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "%04o", unsigned(m & 07777));
    return buf;
}

bool exists(const std::string& p)
{
    struct stat st{};
    return ::stat(p.c_str(), &st) == 0;
}

// mkdir -p with 0700 for each folder it creates (exactly 0700, whatever the umask).
// The system's reason as a Plain error when a folder cannot be made.
std::optional<Error> makeFolders(const std::string& folder)
{
    if (folder.empty() || exists(folder))
        return std::nullopt;
    std::vector<std::string> missing;
    for (std::string p = folder; !p.empty() && !exists(p);) {
        missing.push_back(p);
        const size_t slash = p.find_last_of('/');
        p = slash == std::string::npos || slash == 0 ? std::string() : p.substr(0, slash);
    }
    for (auto it = missing.rbegin(); it != missing.rend(); ++it) {
        if (::mkdir(it->c_str(), kOwnerOnly) != 0 && errno != EEXIST)
            return Error(std::string(), "cannot create the folder " + *it + ": " + std::strerror(errno));
        ::chmod(it->c_str(), kOwnerOnly);
    }
    return std::nullopt;
}

} // namespace

HistoryPrivacy makeHistoryPrivate(const std::string& dbPath)
{
    HistoryPrivacy r;
    const size_t slash = dbPath.find_last_of('/');
    if (slash != std::string::npos && slash > 0) {
        if (auto e = makeFolders(dbPath.substr(0, slash))) {
            r.error = e->text();
            return r;
        }
    }
    const int fd = ::open(dbPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, kFileMode);
    if (fd >= 0) {
        ::fchmod(fd, kFileMode);   // exactly 0600, whatever the umask
        ::close(fd);
        r.ok = true;
        return r;
    }
    if (errno != EEXIST) {
        r.error = "cannot create the database " + dbPath + ": " + std::strerror(errno);
        return r;
    }
    // An existing database: the main file and SQLite's side files.
    std::string was;
    std::vector<std::string> failed;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
        const std::string p = dbPath + suffix;
        struct stat st{};
        if (::stat(p.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || !(st.st_mode & 077))
            continue;
        if (was.empty())
            was = octal(st.st_mode);
        if (::chmod(p.c_str(), st.st_mode & kOwnerOnly & ~mode_t(0111)) != 0)
            failed.push_back(p + " (" + std::strerror(errno) + ")");
    }
    r.ok = true;
    if (!failed.empty()) {
        r.notice = "the history database " + dbPath + " is open to other users and could not be made private: ";
        for (size_t i = 0; i < failed.size(); ++i)
            r.notice += (i ? ", " : "") + failed[i];
    } else if (!was.empty()) {
        r.notice = "the history database " + dbPath + " was open to other users (" + was
                   + "); made it and its -wal/-shm files private to you (0600)";
    }
    return r;
}

} // namespace bw
