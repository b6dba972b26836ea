#include "cli/junit_output.h"

#include "cli/cli_files.h"

namespace bwcli {

bw::OptionSpec junitOptionSpec(const char* help)
{
    return {"junit", 0, true, "FILE", help};
}

std::string junitPathProblem(const std::string& path)
{
    if (path == "-")
        return "give a file name: standard output carries the summary";
    return outputPathProblem(path);
}

bool writeJUnitFile(const std::string& path, const bw::JUnitReport& report, const char* command, const Streams& io)
{
    if (auto e = writeOutputFile(path, bw::junitXml(report), io.out)) {
        io.err << "benchwork-cli " << command << ": --junit: " << e->text() << "\n";
        return false;
    }
    return true;
}

} // namespace bwcli
