#include "cli/history/run_sides.h"

#include "cli/history/history_action.h"

namespace bwcli {

namespace {

std::optional<int64_t> id(const std::string& s) { return HistoryAction::parseId(s); }

std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    size_t from = 0;
    for (size_t at; (at = s.find(sep, from)) != std::string::npos; from = at + 1)
        out.push_back(s.substr(from, at - from));
    out.push_back(s.substr(from));
    return out;
}

} // namespace

bool plainRunIds(const std::vector<std::string>& args)
{
    for (const std::string& a : args)
        if (!id(a))
            return false;
    return true;
}

std::optional<std::vector<RunSide>> parseRunSides(const std::vector<std::string>& args, bw::HistoryStore& store, std::string* error)
{
    std::vector<RunSide> sides;
    for (const std::string& a : args) {
        if (!a.empty() && (a[0] == 'g' || a[0] == 'G')) {
            const std::vector<std::string> parts = split(a.substr(1), ':');
            const auto gid = id(parts[0]);
            if (!gid || parts.size() > 2 || (parts.size() == 2 && parts[1] != "a" && parts[1] != "b")) {
                *error = "'" + a + "' is not a round group (g3, g3:a, g3:b)";
                return std::nullopt;
            }
            const auto group = store.roundGroup(*gid);
            if (!group) {
                *error = store.lastError();
                return std::nullopt;
            }
            if (group->kind == "capacity" || group->kind == "sweep") {
                // its steps ran at different loads on purpose: not samples of one thing
                *error = "'" + a + "' is a " + (group->kind == "capacity" ? "capacity search" : "load sweep") +
                         ": its steps ran at different loads on purpose, so they are not samples to compare; export it "
                         "alone (history export " + a + " --format html) or name single steps by id";
                return std::nullopt;
            }
            bool ok = false;
            const std::vector<bw::RunRow> runs = store.roundGroupRuns(*gid, &ok);
            if (!ok) {
                *error = store.lastError();
                return std::nullopt;
            }
            std::vector<std::string> wanted;
            if (parts.size() == 2)
                wanted = {parts[1]};
            else if (group->kind == "ab")
                wanted = {"a", "b"};
            else
                wanted = {""};
            for (const std::string& side : wanted) {
                RunSide s{"g" + parts[0] + (side.empty() ? "" : ":" + side), {}};
                for (const bw::RunRow& r : runs)
                    if (side.empty() || r.roundSide == side)
                        s.ids.push_back(r.id);
                if (s.ids.empty()) {
                    *error = "round group " + a + " has no runs" + (side.empty() ? "" : " on side " + side);
                    return std::nullopt;
                }
                sides.push_back(std::move(s));
            }
            continue;
        }
        if (const size_t dash = a.find('-'); dash != std::string::npos && a.find(',') == std::string::npos) {
            const auto from = id(a.substr(0, dash)), to = id(a.substr(dash + 1));
            if (!from || !to || *to < *from || *to - *from > 10000) {
                *error = "'" + a + "' is not a range of run ids (12-17)";
                return std::nullopt;
            }
            RunSide s{"#" + std::to_string(*from) + "-#" + std::to_string(*to), {}};
            for (int64_t i = *from; i <= *to; ++i)
                if (store.runRow(i))
                    s.ids.push_back(i);
            if (s.ids.empty()) {
                *error = "no runs with ids " + a;
                return std::nullopt;
            }
            sides.push_back(std::move(s));
            continue;
        }
        RunSide s;
        for (const std::string& part : split(a, ',')) {
            const auto one = id(part);
            if (!one) {
                *error = "'" + a + "' is not a run id (a positive number), a list (12,14), a range (12-17) or a group (g3)";
                return std::nullopt;
            }
            s.ids.push_back(*one);
            s.label += (s.label.empty() ? "#" : ",#") + std::to_string(*one);
        }
        sides.push_back(std::move(s));
    }
    return sides;
}

} // namespace bwcli
