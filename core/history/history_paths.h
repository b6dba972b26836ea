#pragma once
// Where the history database lives.
#include <string>

namespace bw {

// $BENCHWORK_DB when set and non-empty; otherwise the platform's data folder:
// Linux $XDG_DATA_HOME/benchwork/history.sqlite (~/.local/share/benchwork),
// macOS ~/Library/Application Support/Benchwork/history.sqlite. A --db option
// given by the user wins over this. Any thread.
std::string defaultDatabasePath();

} // namespace bw
