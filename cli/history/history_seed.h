#pragma once
// Synthetic history for scale tests (`benchwork-cli history seed N`, hidden):
// N realistic 30-second runs with full series and histograms.
#include "history/history_store.h"

#include <string>

namespace bwcli {

// Saves `count` runs in batches of one transaction each; returns false with
// *error on the first failure. Deterministic for a given count.
bool seedHistory(bw::HistoryStore& store, int count, std::string* error);

} // namespace bwcli
