#include "suite_json_reader.h"

#include "util/units.h"

#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace bw {

namespace {

// Levenshtein distance, for "did you mean" on unknown keys.
int editDistance(const std::string& a, const std::string& b)
{
    std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        prev[j] = int(j);
    for (size_t i = 1; i <= a.size(); ++i) {
        cur[0] = int(i);
        for (size_t j = 1; j <= b.size(); ++j) {
            int subst = prev[j - 1] + (std::tolower(a[i - 1]) == std::tolower(b[j - 1]) ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, subst});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

// Not "quoted": std::quoted (iomanip) would win an unqualified call on a
// non-const string by argument-dependent lookup wherever <iomanip> is seen.
std::string inQuotes(const std::string& s) { return "\"" + s + "\""; }

// A refusal with the value found as its one argument ("got %1").
Error coded(ErrorCode code, const QJsonValue& found) { return Error(code, std::string(), {SuiteJsonReader::describe(found)}); }

} // namespace

bool SuiteJsonReader::fail(const std::string& path, const std::string& message)
{
    return fail(path, Error(std::string(), message));
}

bool SuiteJsonReader::fail(const std::string& path, const Error& reason)
{
    if (ok()) {
        error_ = reason;
        error_.field = path;
        failed_ = true;
    }
    return false;
}

std::string SuiteJsonReader::describe(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return "null";
    case QJsonValue::Bool: return v.toBool() ? "true" : "false";
    case QJsonValue::Double: {
        double d = v.toDouble();
        char b[64];
        if (std::floor(d) == d && std::fabs(d) < 1e15)
            std::snprintf(b, sizeof b, "%.0f", d);
        else
            std::snprintf(b, sizeof b, "%g", d);
        return b;
    }
    case QJsonValue::String: {
        std::string s = v.toString().toStdString();
        if (s.size() > 60)
            s = s.substr(0, 57) + "...";
        return inQuotes(s);
    }
    case QJsonValue::Array: return "an array";
    case QJsonValue::Object: return "an object";
    case QJsonValue::Undefined: break;
    }
    return "nothing";
}

bool SuiteJsonReader::checkKeys(const QJsonObject& o, const std::string& path, std::initializer_list<const char*> allowed)
{
    if (!ok())
        return false;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string key = it.key().toStdString();
        bool known = std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; });
        if (known)
            continue;
        std::string best;
        int bestDistance = 3;   // suggest only close matches
        for (const char* a : allowed) {
            int d = editDistance(key, a);
            if (d < bestDistance) {
                bestDistance = d;
                best = a;
            }
        }
        std::string list;
        for (const char* a : allowed)
            list += (list.empty() ? "" : ", ") + std::string(a);
        return fail(join(path, key.c_str()), best.empty() ? Error(ErrorCode::JsonUnknownField, std::string(), {key, list})
                                                          : Error(ErrorCode::JsonUnknownFieldNear, std::string(), {key, best}));
    }
    return true;
}

bool SuiteJsonReader::present(const QJsonObject& o, const std::string& path, const char* key, bool required)
{
    if (!ok())
        return false;
    if (o.contains(QLatin1String(key)))
        return true;
    if (required)
        fail(join(path, key), Error(ErrorCode::JsonMissing, std::string()));
    return false;
}

bool SuiteJsonReader::string(const QJsonObject& o, const std::string& path, const char* key, std::string* out, bool required)
{
    if (!present(o, path, key, required))
        return ok();
    QJsonValue v = o.value(QLatin1String(key));
    if (!v.isString())
        return fail(join(path, key), coded(ErrorCode::JsonExpectedString, v));
    *out = v.toString().toStdString();
    return true;
}

bool SuiteJsonReader::integer(const QJsonObject& o, const std::string& path, const char* key, int64_t min, int64_t max,
                              int64_t* out, bool required)
{
    if (!present(o, path, key, required))
        return ok();
    QJsonValue v = o.value(QLatin1String(key));
    double d = v.toDouble();
    if (!v.isDouble() || std::floor(d) != d)
        return fail(join(path, key), coded(ErrorCode::JsonExpectedWholeNumber, v));
    if (d < double(min) || d > double(max))
        return fail(join(path, key), Error(ErrorCode::JsonOutOfRange, std::string(), {std::to_string(min), std::to_string(max), describe(v)}));
    *out = int64_t(d);
    return true;
}

bool SuiteJsonReader::positive(const QJsonObject& o, const std::string& path, const char* key, double* out, bool allowZero)
{
    // Bounded so later conversions to integers (VUs, rates) cannot overflow.
    constexpr double kMaxValue = 1e9;
    if (!present(o, path, key, false))
        return ok();
    QJsonValue v = o.value(QLatin1String(key));
    double d = v.toDouble();
    if (!v.isDouble() || !std::isfinite(d))
        return fail(join(path, key), coded(ErrorCode::JsonExpectedNumber, v));
    if (d < 0 || (!allowZero && d == 0))
        return fail(join(path, key), coded(allowZero ? ErrorCode::JsonNegative : ErrorCode::JsonNotPositive, v));
    if (d > kMaxValue)
        return fail(join(path, key), coded(ErrorCode::JsonTooLarge, v));
    *out = d;
    return true;
}

bool SuiteJsonReader::boolean(const QJsonObject& o, const std::string& path, const char* key, bool* out)
{
    if (!present(o, path, key, false))
        return ok();
    QJsonValue v = o.value(QLatin1String(key));
    if (!v.isBool())
        return fail(join(path, key), coded(ErrorCode::JsonExpectedBoolean, v));
    *out = v.toBool();
    return true;
}

bool SuiteJsonReader::durationValue(const QJsonValue& v, const std::string& path, double* outSec, bool allowZero)
{
    if (!ok())
        return false;
    if (!v.isString())
        return fail(path, coded(ErrorCode::JsonExpectedDuration, v));
    auto sec = parseDuration(v.toString().toStdString());
    if (!sec && sec.error().code == ErrorCode::DurationTooLong)
        return fail(path, sec.error());   // "'1000h' is longer than 720h, the longest duration Benchwork takes"
    if (!sec)
        return fail(path, coded(ErrorCode::JsonExpectedDuration, v));
    if (*sec < 0 || (!allowZero && *sec == 0))
        return fail(path, coded(ErrorCode::JsonNotPositive, v));
    *outSec = *sec;
    return true;
}

bool SuiteJsonReader::duration(const QJsonObject& o, const std::string& path, const char* key, double* outSec, bool allowZero)
{
    if (!present(o, path, key, false))
        return ok();
    return durationValue(o.value(QLatin1String(key)), join(path, key), outSec, allowZero);
}

bool SuiteJsonReader::percent(const QJsonObject& o, const std::string& path, const char* key, double* outFraction)
{
    if (!present(o, path, key, false))
        return ok();
    QJsonValue v = o.value(QLatin1String(key));
    const std::string where = join(path, key);
    std::string s = v.isString() ? v.toString().trimmed().toStdString() : std::string();
    if (s.size() < 2 || s.back() != '%')
        return fail(where, coded(ErrorCode::JsonExpectedPercentage, v));
    s.pop_back();
    const auto parsed = parseDecimal(s);
    if (!parsed)
        return fail(where, coded(ErrorCode::JsonExpectedPercentage, v));
    const double pct = *parsed;
    if (pct < 0 || pct > 100)
        return fail(where, coded(ErrorCode::JsonPercentageOutOfRange, v));
    *outFraction = pct / 100.0;
    return true;
}

bool SuiteJsonReader::object(const QJsonObject& o, const std::string& path, const char* key, QJsonObject* out, bool required)
{
    if (!present(o, path, key, required))
        return ok();
    QJsonValue v = o.value(QLatin1String(key));
    if (!v.isObject())
        return fail(join(path, key), coded(ErrorCode::JsonExpectedObject, v));
    *out = v.toObject();
    return true;
}

bool SuiteJsonReader::array(const QJsonObject& o, const std::string& path, const char* key, QJsonArray* out, bool required)
{
    if (!present(o, path, key, required))
        return ok();
    QJsonValue v = o.value(QLatin1String(key));
    if (!v.isArray())
        return fail(join(path, key), coded(ErrorCode::JsonExpectedArray, v));
    *out = v.toArray();
    return true;
}

bool SuiteJsonReader::stringList(const QJsonObject& o, const std::string& path, const char* key, std::vector<std::string>* out)
{
    QJsonArray a;
    if (!array(o, path, key, &a))
        return false;
    if (!o.contains(QLatin1String(key)))
        return true;
    std::vector<std::string> list;
    for (int i = 0; i < a.size(); ++i) {
        std::string s;
        if (!stringAt(a, join(path, key), i, &s))
            return false;
        list.push_back(s);
    }
    *out = std::move(list);
    return true;
}

bool SuiteJsonReader::objectAt(const QJsonArray& a, const std::string& path, int i, QJsonObject* out)
{
    if (!ok())
        return false;
    if (!a.at(i).isObject())
        return fail(index(path, i), coded(ErrorCode::JsonExpectedObject, a.at(i)));
    *out = a.at(i).toObject();
    return true;
}

bool SuiteJsonReader::stringAt(const QJsonArray& a, const std::string& path, int i, std::string* out)
{
    if (!ok())
        return false;
    if (!a.at(i).isString() || a.at(i).toString().isEmpty())
        return fail(index(path, i), coded(ErrorCode::JsonExpectedNonEmptyString, a.at(i)));
    *out = a.at(i).toString().toStdString();
    return true;
}

} // namespace bw
