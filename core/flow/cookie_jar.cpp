#include "cookie_jar.h"

#include "util/trim_ows.h"

#include <ctime>

namespace bw {

namespace {

bool equalsNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z') x = char(x + 32);
        if (y >= 'A' && y <= 'Z') y = char(y + 32);
        if (x != y)
            return false;
    }
    return true;
}

int currentYear()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    return tm.tm_year + 1900;
}

// The first four-digit run of an Expires date ("Thu, 01 Jan 1970 00:00:00 GMT"), or 0.
int yearOf(std::string_view date)
{
    for (size_t i = 0; i + 4 <= date.size(); ++i) {
        bool digits = true;
        for (size_t k = 0; k < 4; ++k)
            digits = digits && date[i + k] >= '0' && date[i + k] <= '9';
        const bool bounded = (i == 0 || date[i - 1] < '0' || date[i - 1] > '9') && (i + 4 == date.size() || date[i + 4] < '0' || date[i + 4] > '9');
        if (digits && bounded)
            return (date[i] - '0') * 1000 + (date[i + 1] - '0') * 100 + (date[i + 2] - '0') * 10 + (date[i + 3] - '0');
    }
    return 0;
}

} // namespace

void CookieJar::take(std::string_view setCookie)
{
    const size_t semi = setCookie.find(';');
    const std::string_view pair = trimOws(setCookie.substr(0, semi));
    const size_t eq = pair.find('=');
    if (eq == std::string_view::npos)
        return;
    const std::string_view name = trimOws(pair.substr(0, eq));
    std::string_view value = trimOws(pair.substr(eq + 1));
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
        value = value.substr(1, value.size() - 2);
    if (name.empty() || name.size() + value.size() + 1 > kMaxHeaderBytes)
        return;
    bool remove = false;
    std::string_view attrs = semi == std::string_view::npos ? std::string_view() : setCookie.substr(semi + 1);
    while (!attrs.empty()) {
        const size_t next = attrs.find(';');
        const std::string_view attr = trimOws(attrs.substr(0, next));
        attrs = next == std::string_view::npos ? std::string_view() : attrs.substr(next + 1);
        const size_t aeq = attr.find('=');
        const std::string_view key = trimOws(attr.substr(0, aeq));
        const std::string_view val = aeq == std::string_view::npos ? std::string_view() : trimOws(attr.substr(aeq + 1));
        if (equalsNoCase(key, "max-age")) {
            remove = !val.empty() && (val[0] == '-' || val == "0");
        } else if (equalsNoCase(key, "expires")) {
            const int year = yearOf(val);
            static const int thisYear = currentYear();
            if (year > 0 && year < thisYear)
                remove = true;
        }
    }
    size_t at = 0;
    while (at < count_ && cookies_[at].name != name)
        ++at;
    if (remove) {
        if (at < count_) {
            for (size_t i = at; i + 1 < count_; ++i)
                std::swap(cookies_[i], cookies_[i + 1]);
            --count_;
            rebuild();
        }
        return;
    }
    if (headerBytesWith(at, name.size(), value.size()) > kMaxHeaderBytes)
        return;   // kept as it was: the header would outgrow the request buffers
    if (at == count_) {
        if (count_ == kMaxCookies) {
            for (size_t i = 0; i + 1 < count_; ++i)
                std::swap(cookies_[i], cookies_[i + 1]);
            --count_;
            at = count_;
        }
        if (cookies_.size() <= count_)
            cookies_.resize(count_ + 1);
        cookies_[at].name.assign(name.data(), name.size());
        ++count_;
    }
    cookies_[at].value.assign(value.data(), value.size());
    rebuild();
}

// The Cookie header's length with cookie `at` (count_: a new one) set to a
// name and value of these lengths.
size_t CookieJar::headerBytesWith(size_t at, size_t nameBytes, size_t valueBytes) const
{
    size_t n = 0;
    for (size_t i = 0; i < count_; ++i)
        if (i != at)
            n += cookies_[i].name.size() + 1 + cookies_[i].value.size() + 2;
    return n + nameBytes + 1 + valueBytes;
}

void CookieJar::clear()
{
    count_ = 0;
    header_.clear();
}

void CookieJar::rebuild()
{
    header_.clear();
    for (size_t i = 0; i < count_; ++i) {
        if (i)
            header_.append("; ");
        header_.append(cookies_[i].name);
        header_.push_back('=');
        header_.append(cookies_[i].value);
    }
}

} // namespace bw
