#include "util/wall_time.h"

#include <QDateTime>
#include <QString>

#include <chrono>

namespace bw {

namespace {
// Below this, digits are seconds or a typo rather than milliseconds (1973).
constexpr int64_t kSmallestMs = 100'000'000'000;
} // namespace

Result<int64_t> parseWallTime(const std::string& text)
{
    if (text.empty())
        return Error(std::string(), "empty time (expected ISO 8601 such as 2026-12-01T22:30:00Z, or Unix milliseconds)");
    if (text.find_first_not_of("0123456789") == std::string::npos) {
        if (text.size() > 15)
            return Error(std::string(), "'" + text + "' is too large for Unix milliseconds");
        const int64_t ms = std::stoll(text);
        if (ms < kSmallestMs)
            return Error(std::string(), "'" + text + "' looks like Unix seconds; give Unix milliseconds (" + text +
                                            "000) or ISO 8601");
        return ms;
    }
    const size_t t = text.find('T');
    const bool zoned = t != std::string::npos &&
                       (text.back() == 'Z' || text.find_first_of("+-", t) != std::string::npos);
    const QDateTime when = QDateTime::fromString(QString::fromStdString(text), Qt::ISODateWithMs);
    if (!when.isValid())
        return Error(std::string(), "'" + text + "' is not a time (expected ISO 8601 such as 2026-12-01T22:30:00Z, "
                                                 "or Unix milliseconds)");
    if (!zoned)
        return Error(std::string(), "'" + text + "' has no time zone; add Z (UTC) or an offset such as +01:00, so "
                                                 "every agent reads the same instant");
    return int64_t(when.toMSecsSinceEpoch());
}

std::string formatWallTime(int64_t ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toUTC().toString(Qt::ISODateWithMs).toStdString();
}

int64_t wallNowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace bw
