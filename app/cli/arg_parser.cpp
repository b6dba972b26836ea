#include "arg_parser.h"

namespace bwcli {

const OptionSpec* ArgParser::findLong(const std::string& n) const
{
    for (const auto& s : specs_)
        if (s.longName == n)
            return &s;
    return nullptr;
}

const OptionSpec* ArgParser::findShort(char c) const
{
    for (const auto& s : specs_)
        if (s.shortName == c)
            return &s;
    return nullptr;
}

bool ArgParser::parse(const std::vector<std::string>& args, size_t first)
{
    for (size_t i = first; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--") {
            positional_.insert(positional_.end(), args.begin() + long(i) + 1, args.end());
            break;
        }
        const OptionSpec* spec = nullptr;
        std::optional<std::string> inlineValue;
        std::string shown = a;
        if (a.rfind("--", 0) == 0) {
            std::string name = a.substr(2);
            auto eq = name.find('=');
            if (eq != std::string::npos) {
                inlineValue = name.substr(eq + 1);
                name.resize(eq);
            }
            spec = findLong(name);
            shown = "--" + name;
        } else if (a.size() >= 2 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9')) {
            spec = findShort(a[1]);
            shown = a.substr(0, 2);
            if (a.size() > 2)
                inlineValue = a.substr(a[2] == '=' ? 3 : 2);
        } else {
            positional_.push_back(a);
            continue;
        }
        if (!spec) {
            error_ = "unknown option '" + shown + "'";
            return false;
        }
        if (!spec->takesValue) {
            if (inlineValue) {
                error_ = "option '" + shown + "' takes no value";
                return false;
            }
            values_[spec->longName].push_back("1");
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= args.size()) {
                error_ = "option '" + shown + "' needs a value (" + spec->valueName + ")";
                return false;
            }
            inlineValue = args[++i];
        }
        values_[spec->longName].push_back(*inlineValue);
    }
    return true;
}

std::string ArgParser::value(const std::string& longName, const std::string& fallback) const
{
    auto it = values_.find(longName);
    return it == values_.end() || it->second.empty() ? fallback : it->second.back();
}

std::vector<std::string> ArgParser::values(const std::string& longName) const
{
    auto it = values_.find(longName);
    return it == values_.end() ? std::vector<std::string>{} : it->second;
}

std::string ArgParser::helpText() const
{
    std::string out;
    for (const auto& s : specs_) {
        std::string left = "  ";
        left += s.shortName ? std::string("-") + s.shortName + ", " : "    ";
        left += "--" + s.longName;
        if (s.takesValue)
            left += " " + s.valueName;
        if (left.size() < 30)
            left.resize(30, ' ');
        else
            left += "  ";
        out += left + s.help + "\n";
    }
    return out;
}

} // namespace bwcli
