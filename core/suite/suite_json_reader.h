#pragma once
// Strict reading of a suite file's JSON: every field has one expected type,
// unknown fields are refused (a typo must not silently fall back to a
// default), and every refusal names the JSON path of the field. The first
// error wins; later reads are no-ops that return false. One reader per parse,
// not shared between threads.
//
// Getters leave *out untouched when the key is absent (unless `required`,
// which is an error) and return false only on an error.
#include "util/error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

namespace bw {

class SuiteJsonReader {
public:
    bool ok() const { return !failed_; }
    // The first error: its field is the JSON path ("$.scenarios[2].slo.p99"),
    // "line 3, column 7" for syntax errors, "" for the file itself.
    const Error& error() const { return error_; }
    // Records the error (if it is the first) and returns false.
    bool fail(const std::string& path, const std::string& message);
    // The same for a coded reason: `reason`'s code and arguments at `path`.
    bool fail(const std::string& path, const Error& reason);

    // Refuses a key that is not in `allowed`, suggesting the closest allowed
    // one ("unknown field \"durtion\" (did you mean \"duration\"?)").
    bool checkKeys(const QJsonObject& o, const std::string& path, std::initializer_list<const char*> allowed);

    bool string(const QJsonObject& o, const std::string& path, const char* key, std::string* out, bool required = false);
    bool integer(const QJsonObject& o, const std::string& path, const char* key, int64_t min, int64_t max, int64_t* out,
                 bool required = false);
    // A finite number > 0 (or >= 0 with allowZero).
    bool positive(const QJsonObject& o, const std::string& path, const char* key, double* out, bool allowZero = false);
    bool boolean(const QJsonObject& o, const std::string& path, const char* key, bool* out);
    // A string such as "30s", "500ms", "1m30s" (units.h) -> seconds.
    bool duration(const QJsonObject& o, const std::string& path, const char* key, double* outSec, bool allowZero);
    // A string such as "1%", "0.5%" -> fraction 0..1.
    bool percent(const QJsonObject& o, const std::string& path, const char* key, double* outFraction);
    bool object(const QJsonObject& o, const std::string& path, const char* key, QJsonObject* out, bool required = false);
    bool array(const QJsonObject& o, const std::string& path, const char* key, QJsonArray* out, bool required = false);
    // An array of non-empty strings.
    bool stringList(const QJsonObject& o, const std::string& path, const char* key, std::vector<std::string>* out);
    // Element i of an array that must be an object / a string.
    bool objectAt(const QJsonArray& a, const std::string& path, int i, QJsonObject* out);
    bool stringAt(const QJsonArray& a, const std::string& path, int i, std::string* out);
    // Same checks on a bare value (an element, a whole field).
    bool durationValue(const QJsonValue& v, const std::string& path, double* outSec, bool allowZero);

    static std::string join(const std::string& path, const char* key) { return path + "." + key; }
    static std::string index(const std::string& path, int i) { return path + "[" + std::to_string(i) + "]"; }
    // A value as the message shows it: 12, "abc", true, null, an object, an array.
    static std::string describe(const QJsonValue& v);

private:
    bool present(const QJsonObject& o, const std::string& path, const char* key, bool required);
    Error error_;
    bool failed_ = false;
};

} // namespace bw
