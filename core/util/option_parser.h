#pragma once
// The one command-line option parser of benchwork-cli, the window and
// benchwork-target: getopt-like, wrk/hey/oha style. Options come from a spec
// table ("-c 50", "--connections 50"); the syntax a program accepts on top of
// that is chosen per program (OptionSyntax) so that each keeps the forms it
// has always accepted. Qt-free; an OptionParser is used by one thread.
//
// Two ways to use it:
//  - step by step (start() then next()): one token per option, positional
//    argument or fault, in command-line order, for a caller that validates
//    each value as it comes and words its own (translated) messages;
//  - all at once (parse()): collects values per option and the positional
//    arguments, stops at the first fault and words it in English (error()).
//
// An option given twice keeps both values only when its spec is repeatable
// (-H, --tag, -e); any other given again with a different value is a fault
// (Conflicting) naming both, so no value given is silently dropped: the
// caller checks the value it reads, which is then every value given.
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bw {

struct OptionSpec {
    std::string longName;     // "connections"
    char shortName = 0;       // 'c' or 0
    bool takesValue = true;
    std::string valueName;    // "N" for help
    std::string help;
    bool repeatable = false;  // given several times, every value counts (-H, --tag)
};

// The forms a program accepts besides "--name [value]" and "-c [value]".
struct OptionSyntax {
    bool longInlineValue = true;        // "--name=value"
    bool shortAttachedValue = true;     // "-cVALUE", "-c=VALUE"; off: "-c5" is an unknown option
    bool doubleDashEndsOptions = true;  // "--": everything after it is positional
};

struct OptionToken {
    enum class Kind {
        Option,           // spec, value ("" for a flag)
        Positional,       // value: the argument (also "-" and "-5": a dash and a digit)
        Unknown,          // no spec has this name
        MissingValue,     // spec takes a value and the command line ended
        UnexpectedValue,  // a flag given "--name=value" or "-kVALUE"
        Conflicting,      // a spec that is not repeatable given again with another value: value, previous
    };
    Kind kind = Kind::Positional;
    const OptionSpec* spec = nullptr;   // Option, MissingValue, UnexpectedValue
    std::string shown;    // the option as written, without its value: "--connections", "-c"
    std::string raw;      // the whole argument: "--connections=5", "-c5"
    std::string value;
    std::string previous; // Conflicting: the value given before
};

class OptionParser {
public:
    explicit OptionParser(std::vector<OptionSpec> specs, OptionSyntax syntax = {})
        : specs_(std::move(specs)), syntax_(syntax) {}

    // Step by step over args[first...]. next() returns false at the end; a
    // fault token does not end the scan (the caller decides). `args` must
    // outlive the scan.
    void start(const std::vector<std::string>& args, size_t first);
    bool next(OptionToken* token);

    // All at once. Returns false and sets error() on the first unknown
    // option, missing value, value given to a flag, or option given twice
    // with different values.
    bool parse(const std::vector<std::string>& args, size_t first);

    bool has(const std::string& longName) const { return values_.count(longName) > 0; }
    std::string value(const std::string& longName, const std::string& fallback = {}) const;
    std::vector<std::string> values(const std::string& longName) const;
    const std::vector<std::string>& positional() const { return positional_; }
    const std::string& error() const { return error_; }
    // One line per spec: "  -c, --connections N        help".
    std::string helpText() const;

private:
    const OptionSpec* findLong(const std::string& n) const;
    const OptionSpec* findShort(char c) const;

    std::vector<OptionSpec> specs_;
    OptionSyntax syntax_;
    const std::vector<std::string>* args_ = nullptr;
    size_t next_ = 0;
    bool afterDoubleDash_ = false;
    std::map<std::string, std::string> given_;   // longName -> first value, this scan (not repeatable specs)
    std::map<std::string, std::vector<std::string>> values_;
    std::vector<std::string> positional_;
    std::string error_;
};

} // namespace bw
