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

bool addEnvironmentEntry(const std::string& entry, std::map<std::string, std::string>* env, std::string* why)
{
    const auto eq = entry.find('=');
    if (eq == std::string::npos || eq == 0) {
        if (why)
            *why = "expected NAME=value, got '" + entry + "'";
        return false;
    }
    (*env)[entry.substr(0, eq)] = entry.substr(eq + 1);
    return true;
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
