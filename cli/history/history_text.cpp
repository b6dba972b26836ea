#include "cli/history/history_text.h"

#include <cstdint>
#include <cstring>
#include <ctime>

namespace bwcli {

// localtime_r rather than QDateTime: the latter's time-zone lookup dominated
// listing 10,000 runs.
std::string_view fmtTime(int64_t ms, TimeText& buf)
{
    const time_t sec = time_t(ms / 1000);
    struct tm local {};
    localtime_r(&sec, &local);
    // "%Y-%m-%d %H:%M" by hand: strftime cost as much as the rest of a
    // listed row's figures.
    const int year = local.tm_year + 1900;
    if (year < 1000 || year > 9999) {
        return std::string_view(buf.data(), std::strftime(buf.data(), buf.size(), "%Y-%m-%d %H:%M", &local));
    }
    auto two = [&](size_t at, int v) {
        buf[at] = char('0' + v / 10);
        buf[at + 1] = char('0' + v % 10);
    };
    two(0, year / 100), two(2, year % 100);
    buf[4] = '-';
    two(5, local.tm_mon + 1);
    buf[7] = '-';
    two(8, local.tm_mday);
    buf[10] = ' ';
    two(11, local.tm_hour);
    buf[13] = ':';
    two(14, local.tm_min);
    return std::string_view(buf.data(), 16);
}

std::string fmtTime(int64_t ms)
{
    TimeText buf;
    return std::string(fmtTime(ms, buf));
}

namespace {
// Characters (UTF-8 code points) in s: "≥ 11,689" is 8, not 10 bytes.
size_t chars(std::string_view s)
{
    size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;
    return n;
}
} // namespace

void appendPadded(std::string& out, std::string_view s, size_t width, bool right)
{
    size_t n = chars(s);
    bool cut = false;
    if (n > width && width > 1) {
        size_t at = 0;   // the byte where character width - 1 begins
        for (size_t seen = 0; at < s.size(); ++at)
            if ((static_cast<unsigned char>(s[at]) & 0xC0) != 0x80 && seen++ == width - 1)
                break;
        s = s.substr(0, at);
        n = width;
        cut = true;
    }
    // One growth of `out`, blanks and all, then the text over its place
    // (a listing pads a million cells).
    const size_t fill = width > n ? width - n : 0;
    const size_t at = out.size();
    out.resize(at + fill + s.size() + (cut ? 1 : 0), ' ');
    char* p = out.data() + at + (right ? fill : 0);
    std::memcpy(p, s.data(), s.size());
    if (cut)
        p[s.size()] = '~';
}

std::string pad(std::string s, size_t width, bool right)
{
    std::string out;
    appendPadded(out, s, width, right);
    return out;
}

void appendTags(std::string& out, const std::vector<std::string>& tags)
{
    for (size_t i = 0; i < tags.size(); ++i) {
        if (i)
            out += ',';
        out += tags[i];
    }
}

std::string tagsText(const std::vector<std::string>& tags)
{
    std::string out;
    appendTags(out, tags);
    return out;
}

} // namespace bwcli
