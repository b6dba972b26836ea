#pragma once
// Shared by the JSON importers: parse text into an object, reporting a
// syntax error with its line and column; read figures that cannot be negative.
#include "import/imported_run.h"
#include "result/json_field_reader.h"

#include <QJsonObject>

#include <string>

namespace bw {

bool parseJsonObject(const std::string& text, QJsonObject* out, Error* error);

// rd.number() for a duration, rate or size: a negative value is refused
// through rd ("must not be negative") and `def` returned.
double nonNegativeNumber(JsonFieldReader& rd, const QJsonObject& o, const QString& path, const char* key,
                         double def = 0, bool required = false);

} // namespace bw
