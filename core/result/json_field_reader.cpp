#include "json_field_reader.h"

#include <cmath>

namespace bw {

namespace {
constexpr double kMaxExactDouble = 9007199254740992.0;   // 2^53
}

QJsonValue countToJson(uint64_t v)
{
    if (v <= (uint64_t(1) << 53))
        return QJsonValue(double(v));
    return QJsonValue(QString::number(v));
}

void JsonFieldReader::fail(const QString& path, const QString& message)
{
    if (error_.isEmpty())
        error_ = path + QLatin1String(": ") + message;
}

bool JsonFieldReader::present(const QJsonObject& o, const QString& path, const char* key, bool required)
{
    if (!ok())
        return false;
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(join(path, key), QStringLiteral("missing"));
        return false;
    }
    return true;
}

double JsonFieldReader::number(const QJsonObject& o, const QString& path, const char* key, double def, bool required)
{
    if (!present(o, path, key, required))
        return def;
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble()) {
        fail(join(path, key), QStringLiteral("expected a number"));
        return def;
    }
    return v.toDouble();
}

int64_t JsonFieldReader::integer(const QJsonObject& o, const QString& path, const char* key, int64_t def, bool required)
{
    if (!present(o, path, key, required))
        return def;
    const QJsonValue v = o.value(QLatin1String(key));
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::floor(d) || std::fabs(d) > kMaxExactDouble) {
        fail(join(path, key), QStringLiteral("expected an integer"));
        return def;
    }
    return int64_t(d);
}

uint64_t JsonFieldReader::count(const QJsonObject& o, const QString& path, const char* key, uint64_t def, bool required)
{
    if (!present(o, path, key, required))
        return def;
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isString()) {
        bool okNum = false;
        const uint64_t n = v.toString().toULongLong(&okNum);
        if (!okNum) {
            fail(join(path, key), QStringLiteral("expected a non-negative integer"));
            return def;
        }
        return n;
    }
    const double d = v.toDouble();
    if (!v.isDouble() || d < 0 || d != std::floor(d) || d > kMaxExactDouble) {
        fail(join(path, key), QStringLiteral("expected a non-negative integer"));
        return def;
    }
    return uint64_t(d);
}

bool JsonFieldReader::boolean(const QJsonObject& o, const QString& path, const char* key, bool def, bool required)
{
    if (!present(o, path, key, required))
        return def;
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isBool()) {
        fail(join(path, key), QStringLiteral("expected true or false"));
        return def;
    }
    return v.toBool();
}

std::string JsonFieldReader::string(const QJsonObject& o, const QString& path, const char* key, const std::string& def, bool required)
{
    if (!present(o, path, key, required))
        return def;
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isString()) {
        fail(join(path, key), QStringLiteral("expected a string"));
        return def;
    }
    return v.toString().toStdString();
}

QJsonObject JsonFieldReader::object(const QJsonObject& o, const QString& path, const char* key, bool required)
{
    if (!present(o, path, key, required))
        return {};
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isObject()) {
        fail(join(path, key), QStringLiteral("expected an object"));
        return {};
    }
    return v.toObject();
}

QJsonArray JsonFieldReader::array(const QJsonObject& o, const QString& path, const char* key, bool required)
{
    if (!present(o, path, key, required))
        return {};
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isArray()) {
        fail(join(path, key), QStringLiteral("expected an array"));
        return {};
    }
    return v.toArray();
}

QJsonObject JsonFieldReader::objectAt(const QJsonArray& a, const QString& path, int i)
{
    if (!ok())
        return {};
    const QJsonValue v = a.at(i);
    if (!v.isObject()) {
        fail(index(path, i), QStringLiteral("expected an object"));
        return {};
    }
    return v.toObject();
}

} // namespace bw
