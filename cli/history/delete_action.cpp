// benchwork-cli history delete: deletes runs, none when one of the ids is unknown.
#include "cli/history/history_actions.h"

namespace bwcli {

namespace {

int runDelete(HistoryAction& cmd)
{
    const std::vector<int64_t>& ids = cmd.ids();
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    for (int64_t id : ids)   // check all first, so a typo deletes nothing
        if (!store->runRow(id))
            return cmd.fail(store->lastError() + "; nothing deleted");
    for (int64_t id : ids) {
        if (!store->deleteRun(id))
            return cmd.fail(store->lastError());
        cmd.out() << "deleted run " << id << "\n";
    }
    return 0;
}

} // namespace

HistoryActionSpec deleteAction()
{
    return {"delete", "delete ID...", RunIds::AtLeastOne,
            {},
            runDelete};
}

} // namespace bwcli
