#include "target/demo_launch.h"

#include "platform/executable_dir.h"

#include <cstdlib>
#include <regex>

namespace bw {

std::string defaultDemoBinary()
{
    const char* dir = std::getenv("BENCHWORK_BIN_DIR");
    return std::string(dir && *dir ? dir : executableDir()) + "/benchwork-target";
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
