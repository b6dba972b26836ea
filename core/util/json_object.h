#pragma once
// JSON text that must hold one object (an imported result, a suite file):
// parsed, or refused with the line and column of the syntax error
// ("line 3, column 7: invalid JSON: ...") or "$: expected a JSON object at
// the top level".
#include "util/error.h"

#include <QJsonObject>

#include <string>

namespace bw {

bool parseJsonObject(const std::string& text, QJsonObject* out, Error* error);

} // namespace bw
