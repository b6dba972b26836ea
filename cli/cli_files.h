#pragma once
// Files the CLI writes: output paths checked before any work starts, one
// writer for --json / --report / -o, and the history database's privacy.
#include "util/error.h"

#include <QByteArray>
#include <optional>
#include <ostream>
#include <string>

namespace bwcli {

// Why `path` cannot be written, or "" when it can (or is "-" / empty, which
// mean standard output). Checks without creating or truncating anything: an
// existing file must be a writable file; otherwise its folder must exist and
// take new files.
std::string outputPathProblem(const std::string& path);

// Writes `bytes` to `path` ("-" or "": `standardOutput`, flushed). Else the
// error, without a field: "cannot write 'x.json': <the system's reason>".
std::optional<bw::Error> writeOutputFile(const std::string& path, const QByteArray& bytes, std::ostream& standardOutput);

// Creates the history database privately or tightens an existing one's modes
// (bw::makeHistoryPrivate) and prints its notice, if any, once as
// "benchwork-cli <command>: <notice>" on `err`.
void tellHistoryPrivacy(const std::string& dbPath, const char* command, std::ostream& err);

} // namespace bwcli
