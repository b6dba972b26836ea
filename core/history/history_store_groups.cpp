// Round groups of the history store: the runs of one `--rounds` or `ab`
// execution, kept together (schema version 5), and the steps of a capacity
// search or a sweep with their result (version 8).
#include "history_store.h"

namespace bw {

int64_t HistoryStore::createRoundGroup(const std::string& kind, const std::string& name, int64_t startedAtMs, int rounds)
{
    if (kind != "rounds" && kind != "ab" && kind != "capacity" && kind != "sweep") {
        db_.setError("unknown kind of round group '" + kind + "'");
        return 0;
    }
    SqliteStatement st(db_, "INSERT INTO round_groups (kind, name, started_at_ms, rounds) VALUES (?,?,?,?)");
    st.bind(1, kind);
    st.bind(2, name);
    st.bind(3, startedAtMs);
    st.bind(4, rounds);
    return st.run() ? db_.lastInsertId() : 0;
}

std::optional<RoundGroupRow> HistoryStore::roundGroup(int64_t id)
{
    SqliteStatement st(db_, "SELECT id, kind, name, started_at_ms, rounds, detail_json, headline_rps FROM round_groups WHERE id = ?");
    st.bind(1, id);
    if (!st.step()) {
        if (!st.failed())
            db_.setError("no round group with id " + std::to_string(id));
        return std::nullopt;
    }
    RoundGroupRow g;
    g.id = st.columnInt(0);
    g.kind = st.columnText(1);
    g.name = st.columnText(2);
    g.startedAtMs = st.columnInt(3);
    g.rounds = int(st.columnInt(4));
    g.detailJson = st.columnText(5);
    g.headlineRps = st.columnDouble(6);
    return g;
}

bool HistoryStore::setRoundGroupDetail(int64_t id, const std::string& detailJson, double headlineRps)
{
    SqliteStatement st(db_, "UPDATE round_groups SET detail_json = ?, headline_rps = ? WHERE id = ?");
    st.bind(1, detailJson);
    st.bind(2, headlineRps);
    st.bind(3, id);
    if (!st.run())
        return false;
    if (db_.changes() != 1) {
        db_.setError("no round group with id " + std::to_string(id));
        return false;
    }
    return true;
}

std::vector<RunRow> HistoryStore::roundGroupRuns(int64_t id, bool* ok)
{
    RunFilter f;
    f.roundGroupId = id;
    f.sort = RunSortKey::Started;
    f.descending = false;
    f.limit = 0;
    return listRuns(f, ok);
}

} // namespace bw
