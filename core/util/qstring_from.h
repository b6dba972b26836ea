#pragma once
// std::string to QString, for the files that turn the Qt-free core's strings
// into JSON, report text and messages (one definition, not one per file).

#include <QString>

#include <string>

namespace bw {

inline QString qs(const std::string& s) { return QString::fromStdString(s); }

} // namespace bw
