// benchwork-cli history edit: renames a run or replaces its notes.
#include "cli/history/history_actions.h"

namespace bwcli {

namespace {

int runEdit(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const int64_t id = cmd.runId();
    if (!a.has("name") && !a.has("notes"))
        return cmd.fail("edit needs --name or --notes");
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    if ((a.has("name") && !store->setName(id, a.value("name"))) || (a.has("notes") && !store->setNotes(id, a.value("notes"))))
        return cmd.fail(store->lastError());
    return 0;
}

} // namespace

HistoryActionSpec editAction()
{
    return {"edit", "edit ID [--name N] [--notes TEXT]", RunIds::One,
            {{"name", 0, true, "N", "new name"},
             {"notes", 0, true, "TEXT", "replace the notes"}},
            runEdit};
}

} // namespace bwcli
