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

std::string pad(std::string s, size_t width, bool right)
{
    if (s.size() > width && width > 1)
        s = s.substr(0, width - 1) + "~";
    const std::string fill(width > s.size() ? width - s.size() : 0, ' ');
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
