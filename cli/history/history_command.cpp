// benchwork-cli history: list, show, compare, export, import, delete, tag and
// edit runs of the history database (--db PATH, else $BENCHWORK_DB, else the
// platform's data folder). Exit status 0 on success, 2 on bad input or a
// database error, with a message on stderr naming the problem. Each action
// is its own file (history_actions.h); the steps they share are HistoryAction.
#include "cli/commands.h"
#include "cli/history/history_actions.h"

namespace bwcli {

namespace {

const char* kHistoryUsage =
    "usage: benchwork-cli history <action> [options]\n\n"
    "Actions:\n"
    "  list                     list saved runs (newest first)\n"
    "  show ID                  one run in full\n"
    "  compare SIDE SIDE...     runs or rounds side by side: ratios, medians, intervals, p-values\n"
    "  trend [filters]          a scenario's runs over time, change points, --check for CI\n"
    "  export ID... --format F  write a report: md, html, json, csv (per second), hdr (latency percentiles)\n"
    "  import FILE...           import wrk text, k6 summary JSON or oha JSON output\n"
    "  delete ID...             delete runs\n"
    "  tag ID [--add T] [--remove T] [--clear]\n"
    "  edit ID [--name N] [--notes TEXT]\n\n"
    "Every action takes --db PATH (default: $BENCHWORK_DB or the user data folder).\n"
    "Run 'benchwork-cli history <action> --help' for its options.\n";

} // namespace

int historyCommand(const Args& args, const Streams& io)
{
    if (args.size() < 2 || args[1] == "--help" || args[1] == "-h" || args[1] == "help") {
        io.out << kHistoryUsage;
        return args.size() < 2 ? 2 : 0;
    }
    const std::string& name = args[1];
    for (const HistoryActionSpec& spec : {listAction(), showAction(), compareAction(), trendAction(), exportAction(), importAction(),
                                          deleteAction(), tagAction(), editAction(), seedAction()}) {
        if (name != spec.name)
            continue;
        HistoryAction action(spec, args, io);
        if (const auto status = action.parse())
            return *status;
        return spec.run(action);
    }
    io.err << "benchwork-cli history: unknown action '" << name << "'\n\n" << kHistoryUsage;
    return 2;
}

} // namespace bwcli
