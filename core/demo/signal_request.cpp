#include "signal_request.h"

#include "json_writer.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

#include <algorithm>
#include <cmath>
#include <ctime>

namespace bw::demo {

namespace {

std::string typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return "null";
    case QJsonValue::Bool: return "a boolean";
    case QJsonValue::Double: return "a number";
    case QJsonValue::String: return "a string";
    case QJsonValue::Array: return "an array";
    case QJsonValue::Object: return "an object";
    case QJsonValue::Undefined: return "missing";
    }
    return "unknown";
}

std::string isoTimeMs(std::chrono::system_clock::time_point now)
{
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count();
    std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char buf[40];
    std::size_t n = std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
    std::snprintf(buf + n, sizeof buf - n, ".%03dZ", static_cast<int>(ms % 1000));
    return buf;
}

} // namespace

Result<SignalRequest> parseSignalRequest(std::string_view body)
{
    auto fail = [](std::string message) { return Error(std::string(), std::move(message)); };
    if (body.empty())
        return fail("the request body is empty; expected a JSON object with name and value");

    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(body.data(), static_cast<qsizetype>(body.size())), &error);
    if (error.error != QJsonParseError::NoError)
        return fail("the request body is not valid JSON: " + error.errorString().toStdString() + " at offset "
                    + std::to_string(error.offset));
    if (!doc.isObject())
        return fail("the request body must be a JSON object, got " + std::string(doc.isArray() ? "an array" : "a scalar"));
    const QJsonObject object = doc.object();

    SignalRequest r;
    const QJsonValue name = object.value(QLatin1String("name"));
    if (!name.isString())
        return fail("field 'name' must be a string, got " + typeName(name));
    const QString trimmedName = name.toString().trimmed();
    if (trimmedName.isEmpty())
        return fail("field 'name' must not be empty");
    if (trimmedName.size() > kMaxNameChars)
        return fail("field 'name' is longer than " + std::to_string(kMaxNameChars) + " characters");
    r.name = trimmedName.toStdString();

    const QJsonValue value = object.value(QLatin1String("value"));
    if (!value.isDouble())
        return fail("field 'value' must be a number, got " + typeName(value));
    r.value = value.toDouble();
    if (!std::isfinite(r.value))
        return fail("field 'value' is out of range");

    const QJsonValue tags = object.value(QLatin1String("tags"));
    if (!tags.isUndefined()) {
        if (!tags.isArray())
            return fail("field 'tags' must be an array of strings, got " + typeName(tags));
        const QJsonArray list = tags.toArray();
        if (list.size() > kMaxTags)
            return fail("field 'tags' has more than " + std::to_string(kMaxTags) + " entries");
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QJsonValue tag = list.at(i);
            const std::string where = "tags[" + std::to_string(i) + "]";
            if (!tag.isString())
                return fail("field '" + where + "' must be a string, got " + typeName(tag));
            const QString t = tag.toString().trimmed().toLower();
            if (t.isEmpty())
                return fail("field '" + where + "' must not be empty");
            if (t.size() > kMaxTagChars)
                return fail("field '" + where + "' is longer than " + std::to_string(kMaxTagChars) + " characters");
            r.tags.push_back(t.toStdString());
        }
        std::sort(r.tags.begin(), r.tags.end());
        r.tags.erase(std::unique(r.tags.begin(), r.tags.end()), r.tags.end());
    }
    return r;
}

std::string signalResponseJson(const SignalRequest& request, std::chrono::system_clock::time_point now)
{
    JsonWriter w;
    w.beginObject();
    w.boolean("accepted", true);
    w.string("name", request.name);
    w.number("value", request.value);
    w.beginArray("tags");
    for (const std::string& t : request.tags)
        w.string(t);
    w.endArray();
    w.beginObject("computed");
    w.integer("nameLength", QString::fromStdString(request.name).size());   // in characters, not bytes
    w.integer("tagCount", static_cast<std::int64_t>(request.tags.size()));
    w.number("valueRounded", std::round(request.value));
    w.string("valueSign", request.value > 0 ? "positive" : request.value < 0 ? "negative" : "zero");
    w.endObject();
    w.string("receivedAt", isoTimeMs(now));
    w.endObject();
    return w.take();
}

} // namespace bw::demo
