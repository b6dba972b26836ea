#include "data_dir.h"

#include "platform/executable_dir.h"

#include <filesystem>
#include <system_error>
#include <vector>

#ifndef BENCHWORK_DATA_FROM_BIN
#error "BENCHWORK_DATA_FROM_BIN is set by core/CMakeLists.txt (e.g. \"../share/benchwork\")"
#endif

namespace bw {

namespace {

namespace fs = std::filesystem;

fs::path clean(const fs::path& p)
{
    std::error_code ec;
    const fs::path c = fs::weakly_canonical(p, ec);
    return ec ? p.lexically_normal() : c;
}

// True when `dir` is the build's bin folder or inside it (the .app of a
// macOS build sits in that folder).
[[maybe_unused]] bool inBuildBinDir(const fs::path& dir, const fs::path& binDir)
{
    const fs::path d = clean(dir), b = clean(binDir);
    auto di = d.begin();
    for (auto bi = b.begin(); bi != b.end(); ++bi, ++di)
        if (di == d.end() || *di != *bi)
            return false;
    return true;
}

} // namespace

std::string findDataPathFrom(const std::string& exeDir, const std::string& relative)
{
    const fs::path exe(exeDir);
    std::vector<fs::path> roots = {exe / BENCHWORK_DATA_FROM_BIN, exe / ".." / "Resources"};
#if defined(BENCHWORK_SOURCE_DIR) && defined(BENCHWORK_BUILD_BIN_DIR)
    if (inBuildBinDir(exe, BENCHWORK_BUILD_BIN_DIR))
        roots.emplace_back(BENCHWORK_SOURCE_DIR);
#endif
    for (const fs::path& root : roots) {
        std::error_code ec;
        const fs::path candidate = root / relative;
        if (fs::exists(candidate, ec))
            return clean(candidate).string();
    }
    return {};
}

std::string findDataPath(const std::string& relative)
{
    return findDataPathFrom(executableDir(), relative);
}

} // namespace bw
