#pragma once
// The steps every `benchwork-cli history <action>` takes the same way, in one
// place: parsing its options (plus --db and --help) and answering --help,
// reading run ids, opening the history database, and failing with
// "benchwork-cli history: <message>" and exit status 2. An action file holds
// only what is its own (cli/history/*_action.cpp, declared in
// history_actions.h).
#include "cli/commands.h"
#include "history/history_store.h"
#include "util/option_parser.h"

#include <QJsonValue>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace bwcli {

class HistoryAction;

// The run ids an action takes as its positional arguments, read (or refused
// with a message) before its body runs. Own: the action reads its positional
// arguments itself (none, files, a count, or ids after checking other options).
enum class RunIds { Own, One, AtLeastOne, AtLeastTwo };

// One action: its name, its usage line (after "history "), its run ids, its
// own options (--db and --help are added to every action) and its body, which
// returns the exit status.
struct HistoryActionSpec {
    const char* name;
    const char* usage;
    RunIds runIds;
    std::vector<bw::OptionSpec> options;
    int (*run)(HistoryAction& action);
};

class HistoryAction {
public:
    // args: the whole `history` command line (args[0] "history", args[1] the action).
    HistoryAction(const HistoryActionSpec& spec, const Args& args, const Streams& io);

    // Parses the options after "history <action>" and the run ids the spec
    // names. Nullopt: go on with the action; else the exit status after
    // printing its help (0) or naming a bad option or run id (2).
    std::optional<int> parse();

    const bw::OptionParser& options() const { return parser_; }
    std::ostream& out() const { return io_.out; }
    std::ostream& err() const { return io_.err; }

    // Prints "benchwork-cli history: <message>" on err; returns 2.
    int fail(const std::string& message) const;

    // The run id of a RunIds::One action; the ids of an AtLeast* action.
    int64_t runId() const { return ids_.front(); }
    const std::vector<int64_t>& ids() const { return ids_; }

    // A run id is a positive integer; nullopt for anything else.
    static std::optional<int64_t> parseId(const std::string& text);
    // Every positional argument as a run id into *ids, at least `atLeast`
    // (1 or 2) of them; false after failing.
    bool runIds(int atLeast, std::vector<int64_t>* ids) const;

    // Opens --db (else $BENCHWORK_DB, else the data folder) and prints its
    // privacy notice, if any; nullptr after failing. The store lives as long
    // as this object.
    bw::HistoryStore* openStore();
    // The database file --db names, else the default one (openStore's).
    std::string databasePath() const;

    // `value` (an object or an array) as indented JSON on out.
    void printJson(const QJsonValue& value) const;

private:
    // The action's one positional run id, or nullopt after failing.
    std::optional<int64_t> singleRunId() const;

    const HistoryActionSpec& spec_;
    const Args& args_;
    const Streams& io_;
    bw::OptionParser parser_;
    std::vector<int64_t> ids_;
    std::optional<bw::HistoryStore> store_;
};

} // namespace bwcli
