// benchwork-cli run: one load run from the command line.
#include "arg_parser.h"
#include "commands.h"
#include "run_options.h"
#include "summary_printer.h"

#include "engine/engine.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <unistd.h>

namespace bwcli {

namespace {

std::atomic<int> g_interrupts{0};
void onSigint(int) { g_interrupts.fetch_add(1); }

const char* kUsage =
    "usage: benchwork-cli run [options] URL\n"
    "       benchwork-cli run [options] --demo [PATH]\n\n"
    "Loads URL with virtual users (connections) for a duration or a request count,\n"
    "then prints a summary like wrk's. Exit status: 0 done, 1 SLO failed or the run\n"
    "failed, 2 bad input.\n\nOptions:\n";

} // namespace

int runCommand(const Args& args)
{
    std::vector<OptionSpec> specs = loadOptionSpecs();
    specs.push_back({"json", 0, true, "FILE|-", "write the result as JSON (schema benchwork.run/1)"});
    specs.push_back({"quiet", 'q', false, "", "no banner, no progress line"});
    specs.push_back({"help", 'h', false, "", "show this help"});
    ArgParser p(specs);
    if (!p.parse(args, 1)) {
        std::cerr << "benchwork-cli run: " << p.error() << "\n(see benchwork-cli run --help)\n";
        return 2;
    }
    if (p.has("help")) {
        std::cout << kUsage << p.helpText();
        return 0;
    }
    bw::LoadConfig cfg;
    bw::Slo slo;
    std::string why;
    if (!loadConfigFromArgs(p, &cfg, &slo, &why)) {
        std::cerr << "benchwork-cli run: " << why << "\n";
        return 2;
    }
    if (p.positional().size() != 1) {
        std::cerr << "benchwork-cli run: " << (p.positional().empty() ? "no URL given" : "more than one URL given") << "\n(see benchwork-cli run --help)\n";
        return 2;
    }
    cfg.url = p.positional()[0];

    bw::Engine engine(cfg);
    if (auto e = engine.prepare()) {
        std::cerr << "benchwork-cli run: " << e->field << ": " << e->message << "\n";
        return 2;
    }
    bool quiet = p.has("quiet");
    bool tty = isatty(STDERR_FILENO);
    if (!quiet) {
        bw::RunResult planned;
        planned.config = cfg;
        std::cout << runBanner(planned, engine.engineName(), cfg.effectiveThreads()) << std::flush;
    }
    std::signal(SIGINT, onSigint);
    std::signal(SIGTERM, onSigint);
    engine.start();
    bool stopSent = false;
    while (!engine.waitFinished(std::chrono::milliseconds(250))) {
        if (g_interrupts.load() && !stopSent) {
            engine.stop(bw::RunStatus::Stopped, "interrupted by the user");
            stopSent = true;
        }
        if (g_interrupts.load() > 1)
            std::_Exit(130);
        if (tty && !quiet)
            std::cerr << "\r" << progressLine(engine.live()) << "\x1b[K" << std::flush;
    }
    if (tty && !quiet)
        std::cerr << "\r\x1b[K" << std::flush;
    bw::RunResult r = engine.result();
    r.slo = slo;
    r.verdict = bw::evaluateSlo(slo, r);
    std::cout << formatSummary(r) << formatVerdict(slo, r.verdict, r) << std::flush;
    if (r.status == bw::RunStatus::Failed)
        return 1;
    return r.verdict.evaluated && !r.verdict.pass ? 1 : 0;
}

} // namespace bwcli
