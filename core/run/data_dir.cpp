#include "data_dir.h"

#include "platform/executable_dir.h"

#include <filesystem>
#include <vector>
#include <system_error>

namespace bw {

std::string findDataPath(const std::string& relative)
{
    namespace fs = std::filesystem;
    const fs::path exe(executableDir());
    std::vector<fs::path> roots = {exe / ".." / "share" / "benchwork", exe / "..", exe / ".." / ".."};
#ifdef BENCHWORK_SOURCE_DIR
    roots.emplace_back(BENCHWORK_SOURCE_DIR);
#endif
    for (const fs::path& root : roots) {
        std::error_code ec;
        const fs::path candidate = root / relative;
        if (fs::exists(candidate, ec)) {
            const fs::path clean = fs::weakly_canonical(candidate, ec);
            return ec ? candidate.string() : clean.string();
        }
    }
    return {};
}

} // namespace bw
