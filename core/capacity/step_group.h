#pragma once
// A capacity search's or sweep's group in the history: created when the
// search begins, its steps saved into it as runs (SessionOptions::
// roundGroupId, roundIndex = the step's index), its result so far written
// after every step, so an interrupted search keeps what it found.
//
// Threads: one at a time (it owns a HistoryStore connection): created on
// the caller's thread, then used on StepLoop's.
#include "history/history_store.h"

#include <QJsonObject>

#include <cstdint>
#include <memory>
#include <string>

namespace bw {

class StepGroup {
public:
    // kind "capacity" or "sweep"; `planned` the steps planned (sweeps) or 0.
    // On failure id() is 0 and error() says why; the steps are then saved
    // without a group.
    StepGroup(const std::string& historyPath, const std::string& kind, const std::string& name, int64_t startedAtMs,
              int planned);
    int64_t id() const { return id_; }
    const std::string& error() const { return error_; }
    // The result so far and its headline requests/s. False (error()) when
    // it could not be written.
    bool save(const QJsonObject& detail, double headlineRps);

private:
    std::unique_ptr<HistoryStore> store_;
    int64_t id_ = 0;
    std::string error_;
};

} // namespace bw
