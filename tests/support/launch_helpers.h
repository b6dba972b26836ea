#pragma once
// Shared by the target launcher tests (tst_target_*): a shell launch spec,
// a tiny node HTTP server script, and whether a process group is gone.
#include "target/target_launcher.h"
#include "util/error.h"

#include <QString>
#include <QTemporaryDir>

#include <cstdint>
#include <optional>
#include <string>

namespace bwtest {

inline QString q(const std::string& s) { return QString::fromStdString(s); }

// A parser's result the old way round: true with *out set, or false with
// *err = the error's English text.
template <typename T, typename U>
bool parsed(const bw::Result<T>& r, U* out, std::string* err)
{
    if (!r) {
        *err = r.error().text();
        return false;
    }
    *out = *r;
    return true;
}

// A tiny HTTP server: 200 on / and /health, 404 elsewhere. argv: port
// (0 = any) and a delay in ms before it listens. Prints the demo target's
// "listening" line.
extern const char* const kNodeServer;

// `commandLine` run by the shell, its log in `dir`/target.log.
bw::LaunchSpec shellSpec(const std::string& commandLine, const QTemporaryDir& dir);

// A launcher's wait the old way round: the line, or nullopt with *err (if
// given) = the error's text.
inline std::optional<std::string> lineOf(const bw::Result<std::string>& r, std::string* err = nullptr)
{
    if (r)
        return *r;
    if (err)
        *err = r.error().text();
    return std::nullopt;
}

// No live member left (orphaned zombies awaiting init do not count).
bool groupGone(int64_t pgid);

// Why this machine cannot give a launched target cgroup limits (--memory,
// --cpu-quota), for a QSKIP; "" when it can (Linux, root, a cgroup v1 or v2
// hierarchy with the cpu and memory controllers, mounted writable).
QString whyNoCgroupLimits();

} // namespace bwtest
