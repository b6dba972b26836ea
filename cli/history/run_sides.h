#pragma once
// The sides of a statistical comparison as `history compare` (and `history
// export`) take them: each argument is one side, its runs the samples.
//   12         run 12 alone
//   12,14,16   those runs
//   12-17      runs 12 to 17 (ids that exist)
//   g3         round group 3: its runs, or, for an A/B group, two sides (a and b)
//   g3:a       one side of an A/B group
#include "history/history_store.h"

#include <optional>
#include <string>
#include <vector>

namespace bwcli {

struct RunSide {
    std::string label;            // "#12", "#12,#14", "#12-#17", "g3", "g3:a"
    std::vector<int64_t> ids;     // in the order given (oldest first for groups and ranges)
};

// Reads every argument into sides; nullopt with *error naming the bad one.
std::optional<std::vector<RunSide>> parseRunSides(const std::vector<std::string>& args, bw::HistoryStore& store,
                                                  std::string* error);

// True when every argument is a plain run id (the classic `compare ID ID...`).
bool plainRunIds(const std::vector<std::string>& args);

} // namespace bwcli
