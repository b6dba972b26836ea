#pragma once
// "The last run of the same target and load": the newest complete Benchwork
// run in the history with the same request URL, method, virtual users and
// fixed rate as a configuration, for the window's baseline overlay. On a
// loopback host the port does not count (the demo target picks a new one
// at each start).
//
// Threads: the caller's (the store is not shared). Returns 0 when no run
// matches or the store cannot be read (then store.lastError() says why).
#include "engine/load_config.h"
#include "history/history_store.h"

#include <cstdint>

namespace bw {

// Looks at the newest `scan` runs whose URL contains config.url's route.
int64_t lastMatchingRun(HistoryStore& store, const LoadConfig& config, int64_t excludeId = 0, int scan = 200);

} // namespace bw
