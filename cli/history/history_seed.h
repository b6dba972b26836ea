#pragma once
// Synthetic history for scale tests (`benchwork-cli history seed N`, hidden):
// N realistic 30-second runs with full series and histograms.
#include "history/history_store.h"
#include "util/error.h"

#include <optional>

namespace bwcli {

// Saves `count` runs in batches of one transaction each; nullopt, or the
// first failure (the store's message, Plain). Deterministic for a given count.
std::optional<bw::Error> seedHistory(bw::HistoryStore& store, int count);

// `history seed N --rows-only`: N runs as their listing rows alone (the
// summary columns, a tag, the config; no series or histograms, so opening
// one shows its figures without charts), every tenth entry a round group of
// three rounds: a history of a million runs in seconds, to measure listing
// at scale (bench/history-scale.sh). Deterministic for a given count.
std::optional<bw::Error> seedHistoryRows(bw::HistoryStore& store, int count);

} // namespace bwcli
