#include "cli/history/history_text.h"

#include <ctime>

namespace bwcli {

// localtime_r rather than QDateTime: the latter's time-zone lookup dominated
// listing 10,000 runs.
std::string fmtTime(int64_t ms)
{
    const time_t sec = time_t(ms / 1000);
    struct tm local {};
    localtime_r(&sec, &local);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &local);
    return buf;
}

namespace {
// Characters (UTF-8 code points) in s: "≥ 11,689" is 8, not 10 bytes.
size_t chars(const std::string& s)
{
    size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0) != 0x80;
    return n;
}
} // namespace

std::string pad(std::string s, size_t width, bool right)
{
    if (chars(s) > width && width > 1) {
        size_t cut = 0;   // the byte where character width - 1 begins
        for (size_t seen = 0; cut < s.size(); ++cut)
            if ((static_cast<unsigned char>(s[cut]) & 0xC0) != 0x80 && seen++ == width - 1)
                break;
        s = s.substr(0, cut) + "~";
    }
    const size_t n = chars(s);
    const std::string fill(width > n ? width - n : 0, ' ');
    return right ? fill + s : s + fill;
}

std::string tagsText(const std::vector<std::string>& tags)
{
    std::string out;
    for (const std::string& t : tags)
        out += (out.empty() ? "" : ",") + t;
    return out;
}

} // namespace bwcli
