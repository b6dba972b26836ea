#pragma once
// A small getopt-like parser for wrk/hey/oha-style options: "-c 50", "-c50",
// "--connections 50", "--connections=50", repeatable options, flags, and
// positional arguments. Errors name the option at fault.
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bwcli {

struct OptionSpec {
    std::string longName;     // "connections"
    char shortName = 0;       // 'c' or 0
    bool takesValue = true;
    std::string valueName;    // "N" for help
    std::string help;
};

class ArgParser {
public:
    explicit ArgParser(std::vector<OptionSpec> specs) : specs_(std::move(specs)) {}

    // Returns false and sets error() on an unknown option or a missing value.
    bool parse(const std::vector<std::string>& args, size_t first);

    bool has(const std::string& longName) const { return values_.count(longName) > 0; }
    std::string value(const std::string& longName, const std::string& fallback = {}) const;
    std::vector<std::string> values(const std::string& longName) const;
    const std::vector<std::string>& positional() const { return positional_; }
    const std::string& error() const { return error_; }
    std::string helpText() const;

private:
    const OptionSpec* findLong(const std::string& n) const;
    const OptionSpec* findShort(char c) const;

    std::vector<OptionSpec> specs_;
    std::map<std::string, std::vector<std::string>> values_;
    std::vector<std::string> positional_;
    std::string error_;
};

} // namespace bwcli
