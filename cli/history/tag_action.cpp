// benchwork-cli history tag: adds, removes or clears the tags of a run and prints them.
#include "cli/history/history_actions.h"

#include "cli/history/history_text.h"

#include <set>

namespace bwcli {

namespace {

int runTag(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    const int64_t id = cmd.runId();
    for (const std::string& t : a.values("add"))
        if (t.empty() || t.find(',') != std::string::npos)
            return cmd.fail("--add: a tag is a non-empty word without commas ('" + t + "')");
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    const auto row = store->runRow(id);
    if (!row)
        return cmd.fail(store->lastError());
    std::set<std::string> tags;
    if (!a.has("clear"))
        tags.insert(row->tags.begin(), row->tags.end());
    for (const std::string& t : a.values("remove"))
        tags.erase(t);
    for (const std::string& t : a.values("add"))
        tags.insert(t);
    const std::vector<std::string> list(tags.begin(), tags.end());
    if ((a.has("add") || a.has("remove") || a.has("clear")) && !store->setTags(id, list))
        return cmd.fail(store->lastError());
    cmd.out() << "run " << id << " tags: " << (list.empty() ? "(none)" : tagsText(list)) << "\n";
    return 0;
}

} // namespace

HistoryActionSpec tagAction()
{
    return {"tag", "tag ID [--add T] [--remove T] [--clear]", RunIds::One,
            {{"add", 'a', true, "T", "add tag T (repeatable)", true},
             {"remove", 'r', true, "T", "remove tag T (repeatable)", true},
             {"clear", 0, false, "", "remove every tag first"}},
            runTag};
}

} // namespace bwcli
