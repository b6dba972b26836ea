#pragma once
// Shared by the JSON importers: parse text into an object (util/json_object.h);
// read figures that cannot be negative.
#include "import/imported_run.h"
#include "result/json_field_reader.h"
#include "util/json_object.h"

#include <QJsonObject>

#include <string>

namespace bw {

// rd.number() for a duration, rate or size: a negative value is refused
// through rd ("must not be negative") and `def` returned.
double nonNegativeNumber(JsonFieldReader& rd, const QJsonObject& o, const QString& path, const char* key,
                         double def = 0, bool required = false);

} // namespace bw
