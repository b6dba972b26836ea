#pragma once
// Shared by the JSON importers: parse text into an object, reporting a
// syntax error with its line and column.
#include "import/imported_run.h"

#include <QJsonObject>

#include <string>

namespace bw {

bool parseJsonObject(const std::string& text, QJsonObject* out, ImportError* error);

} // namespace bw
