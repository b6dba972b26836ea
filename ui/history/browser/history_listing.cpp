#include "history/browser/history_listing.h"

#include "history/sqlite_db.h"

#include <QCoreApplication>

namespace bwui {
namespace {

QString failure(const char* what, const bw::HistoryStore& store)
{
    return QCoreApplication::translate("bwui::HistoryDatabase", "%1: %2")
        .arg(QCoreApplication::translate("bwui::HistoryDatabase", what), QString::fromStdString(store.lastError()));
}

} // namespace

HistoryListing listHistory(bw::HistoryStore& store, bw::RunFilter filter, bool filterIsEmpty, int64_t firstRuns,
                           bw::HistoryStore* helper)
{
    HistoryListing out;
    bool ok = false;
    bool complete = true;
    out.index = firstRuns >= 0 ? store.listIndexStart(filter, firstRuns, &complete, &ok)
                : helper       ? store.listIndexWith(filter, *helper, &ok)
                               : store.listIndex(filter, &ok);
    if (!ok) {
        out.error = failure(QT_TRANSLATE_NOOP("bwui::HistoryDatabase", "Listing the runs failed"), store);
        return out;
    }
    out.partial = !complete;
    out.matching = out.partial ? -1 : out.index.runs;
    out.total = out.partial ? -1 : filterIsEmpty ? out.matching : store.countAllRuns();
    if (!out.partial && (out.matching < 0 || out.total < 0)) {
        out.error = failure(QT_TRANSLATE_NOOP("bwui::HistoryDatabase", "Counting the runs failed"), store);
        return out;
    }
    // Each tag found by a seek in run_tags_tag from the one before (a
    // million tagged runs: 80 ms for DISTINCT's whole index, here ~0).
    bw::SqliteStatement st(store.db(), "WITH RECURSIVE t(tag) AS (SELECT min(tag) FROM run_tags UNION ALL "
                                       "SELECT (SELECT min(tag) FROM run_tags WHERE tag > t.tag) FROM t WHERE t.tag IS NOT NULL) "
                                       "SELECT tag FROM t WHERE tag IS NOT NULL");
    while (st.step())
        out.tags << QString::fromStdString(st.columnText(0));
    out.ok = true;
    return out;
}

} // namespace bwui
