#pragma once
// Reads typed fields out of QJsonObjects while tracking the JSON path, so a
// refusal names where it failed ("$.summary.errors.connect: expected a
// number"). The first error wins; later reads are no-ops returning defaults.
// Used by result_json and the importers. Not thread-safe (one per parse).
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <string>

namespace bw {

class JsonFieldReader {
public:
    bool ok() const { return error_.isEmpty(); }
    const QString& error() const { return error_; }
    void fail(const QString& path, const QString& message);

    // Each getter: absent key -> `def` (or an error if `required`); present
    // with the wrong type -> error naming `path.key`.
    double number(const QJsonObject& o, const QString& path, const char* key, double def = 0, bool required = false);
    int64_t integer(const QJsonObject& o, const QString& path, const char* key, int64_t def = 0, bool required = false);
    // Non-negative integer; accepts a number (exact up to 2^53) or a decimal
    // string (how counts above 2^53 are written).
    uint64_t count(const QJsonObject& o, const QString& path, const char* key, uint64_t def = 0, bool required = false);
    bool boolean(const QJsonObject& o, const QString& path, const char* key, bool def = false, bool required = false);
    std::string string(const QJsonObject& o, const QString& path, const char* key, const std::string& def = {}, bool required = false);
    QJsonObject object(const QJsonObject& o, const QString& path, const char* key, bool required = false);
    QJsonArray array(const QJsonObject& o, const QString& path, const char* key, bool required = false);
    // Element i of an array that must be an object.
    QJsonObject objectAt(const QJsonArray& a, const QString& path, int i);

    static QString join(const QString& path, const char* key) { return path + QLatin1Char('.') + QLatin1String(key); }
    static QString index(const QString& path, int i) { return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']'); }

private:
    bool present(const QJsonObject& o, const QString& path, const char* key, bool required);
    QString error_;
};

// Writes a count exactly: a JSON number up to 2^53, a decimal string above.
QJsonValue countToJson(uint64_t v);

// A whole document read by a path-tracking reader (readX(rd, json, path,
// out)) from its root "$": true when it read; else false and *error (if
// given) names where it failed. *out holds what was read before the failure.
template <class Json, class T>
bool readFromRoot(void (*read)(JsonFieldReader&, const Json&, const QString&, T*), const Json& json, T* out, QString* error)
{
    JsonFieldReader rd;
    read(rd, json, QStringLiteral("$"), out);
    if (!rd.ok() && error)
        *error = rd.error();
    return rd.ok();
}

} // namespace bw
