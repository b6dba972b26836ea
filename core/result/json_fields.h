#pragma once
// A struct's plain fields as one table of {key, member, value when absent}:
// the writer and the reader walk the same rows, so the two sides of a schema
// part cannot drift apart. Keys carry their units, as the schema's do
// (docs/json-schema.md). Values are written as the schema has them: counts
// through countToJson (exact above 2^53), 64-bit integers as numbers,
// strings as UTF-8. Fields with a rule of their own (derived, optional,
// redacted, nested) stay hand-written beside the table. Any thread.
#include "result/json_field_reader.h"

#include <QJsonObject>
#include <QJsonValue>

#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <variant>

namespace bw {

template <class S>
struct JsonField {
    using Member = std::variant<double S::*, int S::*, int64_t S::*, uint64_t S::*, bool S::*, std::string S::*>;
    const char* key;
    Member member;
    double absent = 0;       // read when the key is absent (bool: absent != 0)
    bool required = false;   // absent is an error
};

inline QJsonValue fieldToJson(double v) { return v; }
inline QJsonValue fieldToJson(int v) { return v; }
inline QJsonValue fieldToJson(int64_t v) { return double(v); }
inline QJsonValue fieldToJson(uint64_t v) { return countToJson(v); }
inline QJsonValue fieldToJson(bool v) { return v; }
inline QJsonValue fieldToJson(const std::string& v) { return QString::fromStdString(v); }

// Inserts every row's member of `s` into `o` under its key.
template <class S, std::size_t N>
void writeFields(QJsonObject& o, const S& s, const JsonField<S> (&fields)[N])
{
    for (const JsonField<S>& f : fields)
        std::visit([&](auto member) { o.insert(QLatin1String(f.key), fieldToJson(s.*member)); }, f.member);
}

// o[key]: an object of s's fields.
template <class S, std::size_t N>
void writeNested(QJsonObject& o, const char* key, const S& s, const JsonField<S> (&fields)[N])
{
    QJsonObject nested;
    writeFields(nested, s, fields);
    o.insert(QLatin1String(key), nested);
}

// Reads every row's key of `o` (at `path`) into its member of *s; a wrong
// type or a missing required key fails `rd` with the key's path.
template <class S, std::size_t N>
void readFields(JsonFieldReader& rd, const QJsonObject& o, const QString& path, S* s, const JsonField<S> (&fields)[N])
{
    for (const JsonField<S>& f : fields)
        std::visit(
            [&](auto member) {
                auto& v = s->*member;
                using V = std::remove_reference_t<decltype(v)>;
                if constexpr (std::is_same_v<V, double>)
                    v = rd.number(o, path, f.key, f.absent, f.required);
                else if constexpr (std::is_same_v<V, int>)
                    v = int(rd.integer(o, path, f.key, int64_t(f.absent), f.required));
                else if constexpr (std::is_same_v<V, int64_t>)
                    v = rd.integer(o, path, f.key, int64_t(f.absent), f.required);
                else if constexpr (std::is_same_v<V, uint64_t>)
                    v = rd.count(o, path, f.key, uint64_t(f.absent), f.required);
                else if constexpr (std::is_same_v<V, bool>)
                    v = rd.boolean(o, path, f.key, f.absent != 0, f.required);
                else
                    v = rd.string(o, path, f.key, {}, f.required);
            },
            f.member);
}

// *s from the object o[key] (at path.key); absent: each field's absent value.
template <class S, std::size_t N>
void readNested(JsonFieldReader& rd, const QJsonObject& o, const QString& path, const char* key, S* s, const JsonField<S> (&fields)[N])
{
    readFields(rd, rd.object(o, path, key), JsonFieldReader::join(path, key), s, fields);
}

} // namespace bw
