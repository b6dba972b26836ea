#include "target/launch_spec.h"

namespace bw {
namespace {

std::string quoteArg(const std::string& a)
{
    if (!a.empty() && a.find_first_of(" \t\n'\"\\$`*?;&|<>(){}[]#~") == std::string::npos)
        return a;
    std::string q = "'";
    for (char c : a) {
        if (c == '\'')
            q += "'\\''";
        else
            q += c;
    }
    return q + "'";
}

} // namespace

std::optional<Error> addEnvironmentEntry(const std::string& entry, std::map<std::string, std::string>* env)
{
    const auto eq = entry.find('=');
    if (eq == std::string::npos || eq == 0)
        return Error(ErrorCode::EnvironmentEntryInvalid, {}, {entry});
    (*env)[entry.substr(0, eq)] = entry.substr(eq + 1);
    return std::nullopt;
}

std::string describeCommand(const LaunchSpec& spec)
{
    if (spec.argv.empty())
        return {};
    std::string out;
    for (size_t i = 0; i < spec.argv.size(); ++i) {
        if (i)
            out += ' ';
        // A shell command line is shown as written.
        out += (spec.shell && i == 0) ? spec.argv[0] : quoteArg(spec.argv[i]);
    }
    return out;
}

} // namespace bw
