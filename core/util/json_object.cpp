#include "json_object.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace bw {

bool parseJsonObject(const std::string& text, QJsonObject* out, Error* error)
{
    const QByteArray bytes(text.data(), qsizetype(text.size()));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError) {
        int line = 1, column = 1;
        for (qsizetype i = 0; i < pe.offset && i < bytes.size(); ++i) {
            if (bytes[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        if (error)
            *error = {"line " + std::to_string(line) + ", column " + std::to_string(column),
                      "invalid JSON: " + pe.errorString().toStdString()};
        return false;
    }
    if (!doc.isObject()) {
        if (error)
            *error = {"$", "expected a JSON object at the top level"};
        return false;
    }
    *out = doc.object();
    return true;
}

} // namespace bw
