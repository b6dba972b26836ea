#include "util/option_parser.h"

namespace bw {

const OptionSpec* OptionParser::findLong(const std::string& n) const
{
    for (const auto& s : specs_)
        if (s.longName == n)
            return &s;
    return nullptr;
}

const OptionSpec* OptionParser::findShort(char c) const
{
    for (const auto& s : specs_)
        if (s.shortName == c)
            return &s;
    return nullptr;
}

void OptionParser::start(const std::vector<std::string>& args, size_t first)
{
    args_ = &args;
    next_ = first;
    afterDoubleDash_ = false;
    given_.clear();
}

bool OptionParser::next(OptionToken* t)
{
    if (!args_ || next_ >= args_->size())
        return false;
    const std::vector<std::string>& args = *args_;
    const std::string& a = args[next_++];
    *t = OptionToken{};
    t->raw = a;
    t->shown = a;
    if (afterDoubleDash_) {
        t->value = a;
        return true;
    }
    if (syntax_.doubleDashEndsOptions && a == "--") {
        afterDoubleDash_ = true;
        return next(t);   // "--" itself is no token
    }
    std::optional<std::string> inlineValue;
    if (a.rfind("--", 0) == 0) {
        std::string name = a.substr(2);
        if (const auto eq = name.find('='); syntax_.longInlineValue && eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name.resize(eq);
        }
        t->spec = findLong(name);
        t->shown = "--" + name;
    } else if (a.size() >= 2 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9')) {
        if (a.size() == 2 || syntax_.shortAttachedValue) {
            t->spec = findShort(a[1]);
            t->shown = a.substr(0, 2);
            if (a.size() > 2)
                inlineValue = a.substr(a[2] == '=' ? 3 : 2);
        }
    } else {
        t->value = a;
        return true;
    }
    if (!t->spec) {
        t->kind = OptionToken::Kind::Unknown;
        return true;
    }
    if (!t->spec->takesValue) {
        t->kind = inlineValue ? OptionToken::Kind::UnexpectedValue : OptionToken::Kind::Option;
        return true;
    }
    if (!inlineValue) {
        if (next_ >= args.size()) {
            t->kind = OptionToken::Kind::MissingValue;
            return true;
        }
        inlineValue = args[next_++];
    }
    t->kind = OptionToken::Kind::Option;
    t->value = *inlineValue;
    if (!t->spec->repeatable) {
        // The same value twice is harmless; two different ones would leave
        // one unread (and unchecked): refuse, naming both.
        const auto [it, first] = given_.emplace(t->spec->longName, t->value);
        if (!first && it->second != t->value) {
            t->kind = OptionToken::Kind::Conflicting;
            t->previous = it->second;
        }
    }
    return true;
}

bool OptionParser::parse(const std::vector<std::string>& args, size_t first)
{
    start(args, first);
    OptionToken t;
    while (next(&t)) {
        switch (t.kind) {
        case OptionToken::Kind::Positional:
            positional_.push_back(t.value);
            break;
        case OptionToken::Kind::Option:
            values_[t.spec->longName].push_back(t.spec->takesValue ? t.value : "1");
            break;
        case OptionToken::Kind::Unknown:
            error_ = "unknown option '" + t.shown + "'";
            return false;
        case OptionToken::Kind::UnexpectedValue:
            error_ = "option '" + t.shown + "' takes no value";
            return false;
        case OptionToken::Kind::MissingValue:
            error_ = "option '" + t.shown + "' needs a value (" + t.spec->valueName + ")";
            return false;
        case OptionToken::Kind::Conflicting:
            error_ = "option '--" + t.spec->longName + "' given twice with different values: '" + t.previous + "' and '"
                     + t.value + "' (give it once)";
            return false;
        }
    }
    return true;
}

std::string OptionParser::value(const std::string& longName, const std::string& fallback) const
{
    auto it = values_.find(longName);
    return it == values_.end() || it->second.empty() ? fallback : it->second.back();
}

std::vector<std::string> OptionParser::values(const std::string& longName) const
{
    auto it = values_.find(longName);
    return it == values_.end() ? std::vector<std::string>{} : it->second;
}

std::string OptionParser::helpText() const
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

} // namespace bw
