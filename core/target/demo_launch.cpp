#include "target/demo_launch.h"

#include "platform/executable_dir.h"

#include <cstdlib>
#include <filesystem>
#include <regex>
#include <system_error>

namespace bw {

std::string defaultDemoBinary()
{
    const char* dir = std::getenv("BENCHWORK_BIN_DIR");
    return dir && *dir ? std::string(dir) + "/benchwork-target" : demoBinaryBeside(executableDir());
}

std::string demoBinaryBeside(const std::string& exeDir)
{
    namespace fs = std::filesystem;
    const fs::path dir(exeDir);
    const fs::path inside = dir / "benchwork-target";
    std::error_code ec;
    if (fs::exists(inside, ec))
        return inside.string();
    // <x>/Name.app/Contents/MacOS: look in <x>.
    const fs::path contents = dir.parent_path();
    if (dir.filename() == "MacOS" && contents.filename() == "Contents"
        && contents.parent_path().extension() == ".app") {
        const fs::path beside = contents.parent_path().parent_path() / "benchwork-target";
        if (fs::exists(beside, ec))
            return beside.string();
    }
    return inside.string();
}

LaunchSpec demoLaunchSpec(const std::string& binary, int documents, LaunchSpec extras)
{
    LaunchSpec spec = std::move(extras);
    spec.argv = {binary.empty() ? defaultDemoBinary() : binary, "--port", "0", "--documents", std::to_string(documents)};
    spec.shell = false;
    spec.readiness = Readiness::none();
    spec.discardLogOnCleanExit = true;
    return spec;
}

std::optional<std::string> parseListenLine(const std::string& line)
{
    static const std::regex re(R"(\blistening\s+(https?://\S+))");
    std::smatch m;
    if (!std::regex_search(line, m, re))
        return std::nullopt;
    std::string url = m[1].str();
    while (!url.empty() && url.back() == '/')
        url.pop_back();
    return url;
}

} // namespace bw
