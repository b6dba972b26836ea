// Accepted trend changes of the history store (schema version 6): the runs a
// user marked as beginning an intended new level (`history trend --accept`).
#include "history_store.h"

namespace bw {

bool HistoryStore::acceptChange(int64_t runId, int64_t acceptedAtMs)
{
    SqliteTransaction tx(db_);
    if (!tx.begun() || !requireRun(runId))
        return false;
    SqliteStatement st(db_, "INSERT OR IGNORE INTO accepted_changes (run_id, accepted_at_ms) VALUES (?, ?)");
    st.bind(1, runId);
    st.bind(2, acceptedAtMs);
    return st.run() && tx.commit();
}

std::vector<int64_t> HistoryStore::acceptedChanges(bool* ok)
{
    std::vector<int64_t> ids;
    SqliteStatement st(db_, "SELECT run_id FROM accepted_changes ORDER BY run_id");
    while (st.step())
        ids.push_back(st.columnInt(0));
    if (ok)
        *ok = !st.failed();
    return ids;
}

} // namespace bw
