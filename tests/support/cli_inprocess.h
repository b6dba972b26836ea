#pragma once
// benchwork-cli's commands called in-process (the test links benchwork_cli),
// with string streams for their output and no colours. Test thread only.
#include "cli/commands.h"

#include <QString>

#include <sstream>
#include <string>

namespace bwtest {

struct CliOutcome {
    int code = -1;   // the command's exit status
    QString out, err;
};

inline CliOutcome callCli(int (*command)(const bwcli::Args&, const bwcli::Streams&), const bwcli::Args& args)
{
    std::ostringstream out, err;
    const int code = command(args, bwcli::Streams{out, err, false});
    return {code, QString::fromStdString(out.str()), QString::fromStdString(err.str())};
}

// `benchwork-cli history ARGS --db DB`, in-process.
inline CliOutcome callHistory(bwcli::Args args, const std::string& db)
{
    args.insert(args.begin(), "history");
    args.insert(args.end(), {"--db", db});
    return callCli(bwcli::historyCommand, args);
}

} // namespace bwtest
