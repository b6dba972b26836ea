// benchwork-cli history seed: (hidden) fills a database with synthetic runs for bench/history-scale.sh.
#include "cli/history/history_actions.h"

#include "cli/history/history_seed.h"

#include <QString>

#include <chrono>

namespace bwcli {

namespace {

int runSeed(HistoryAction& cmd)
{
    const bw::OptionParser& a = cmd.options();
    bool ok = false;
    const int n = a.positional().size() == 1 ? QString::fromStdString(a.positional()[0]).toInt(&ok) : 0;
    if (!ok || n <= 0)
        return cmd.fail("seed needs a positive run count");
    bw::HistoryStore* store = cmd.openStore();
    if (!store)
        return 2;
    const auto t0 = std::chrono::steady_clock::now();
    if (const auto e = a.has("rows-only") ? seedHistoryRows(*store, n) : seedHistory(*store, n))
        return cmd.fail(e->text());
    const double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    cmd.out() << "seeded " << n << " runs in " << QString::number(sec, 'f', 2).toStdString() << " s\n";
    return 0;
}

} // namespace

HistoryActionSpec seedAction()
{
    return {"seed", "seed N [--rows-only]", RunIds::Own,
            {{"rows-only", 0, false, "", "the listing rows alone (no series or histograms): a million runs in seconds"}},
            runSeed};
}

} // namespace bwcli
