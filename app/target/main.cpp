// benchwork-target: serves the demo routes on 127.0.0.1 until SIGTERM/SIGINT.
// Its first stdout line is exactly "listening http://127.0.0.1:PORT", flushed
// at once: launchers read it to learn the port. Everything else goes to stderr.
// Exit status: 0 after a signal, 1 if the server cannot start, 2 on bad options.
#include "demo/demo_export.h"
#include "demo/demo_server.h"
#include "util/option_parser.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <string>
#include <vector>

namespace {

const char* const kUsage =
    "Usage: benchwork-target [--port N] [--documents N] [--threads N] [--delay-us N] [--quiet] [--exit-with-parent]\n"
    "       benchwork-target [--documents N] --export-documents\n"
    "       benchwork-target --version\n"
    "\n"
    "Serves Benchwork's demo target on 127.0.0.1 until SIGTERM or SIGINT.\n"
    "\n"
    "  --port N        TCP port, 0 picks a free one (default 0)\n"
    "  --documents N   documents seeded into the in-memory SQLite store (default 300)\n"
    "  --threads N     HTTP worker threads (default 1)\n"
    "  --delay-us N    wait N microseconds before every answer, on its worker thread\n"
    "                  (0..1000000, default 0): a copy slower by a known amount, for A/B tests\n"
    "  --quiet         print nothing but the 'listening' line\n"
    "  --exit-with-parent  stop (as on SIGTERM) when the process that started\n"
    "                  this one dies, even by SIGKILL (Linux; ignored on macOS)\n"
    "  --export-documents  print the seeded documents as JSON (one a line) and exit:\n"
    "                  the data other servers load to serve the same /db routes\n"
    "  --help          show this text\n"
    "  --version       print the version and exit\n"
    "\n"
    "Routes: GET /json, GET /plaintext, POST /api/signal, GET /db/find/{id},\n"
    "        GET /db/list?page=&size=&sort=, GET /db/relation/{id}\n"
    "The first line on stdout is 'listening http://127.0.0.1:PORT'.\n";

struct Options
{
    long long port = 0;
    long long documents = bw::demo::kDefaultDocuments;
    long long threads = 1;
    long long delayUs = 0;
    bool quiet = false;
    bool exitWithParent = false;
    bool exportDocuments = false;
};

[[noreturn]] void badOption(const std::string& message)
{
    std::fprintf(stderr, "benchwork-target: %s (see --help)\n", message.c_str());
    std::exit(2);
}

long long parseInteger(const std::string& option, const std::string& text, long long low, long long high)
{
    bool digits = !text.empty() && text.size() <= 18;
    for (char c : text)
        digits = digits && c >= '0' && c <= '9';
    const long long v = digits ? std::strtoll(text.c_str(), nullptr, 10) : -1;
    if (!digits || v < low || v > high)
        badOption(option + " must be an integer from " + std::to_string(low) + " to " + std::to_string(high)
                  + ", got '" + text + "'");
    return v;
}

Options parseOptions(int argc, char** argv)
{
    // "--port N" and "--port=N"; no "-q1", no "--" (as this program has always parsed).
    // Help: kUsage.
    bw::OptionParser parser({{"help", 'h', false, "", ""},
                             {"version", 0, false, "", ""},
                             {"quiet", 'q', false, "", ""},
                             {"exit-with-parent", 0, false, "", ""},
                             {"export-documents", 0, false, "", ""},
                             {"port", 0, true, "N", ""},
                             {"documents", 0, true, "N", ""},
                             {"threads", 0, true, "N", ""},
                             {"delay-us", 0, true, "N", ""}},
                            bw::OptionSyntax{.shortAttachedValue = false, .doubleDashEndsOptions = false});
    const std::vector<std::string> args(argv, argv + argc);
    parser.start(args, 1);
    Options o;
    bw::OptionToken t;
    while (parser.next(&t)) {
        using Kind = bw::OptionToken::Kind;
        const std::string name = t.spec ? t.spec->longName : std::string();
        if (name == "help" && (t.kind == Kind::Option || t.kind == Kind::UnexpectedValue)) {   // --help=x shows it too
            std::fputs(kUsage, stdout);
            std::exit(0);
        }
        if (name == "version" && t.kind == Kind::Option) {
            std::fputs("benchwork-target " BENCHWORK_VERSION "\n", stdout);
            std::exit(0);
        }
        if (t.kind == Kind::MissingValue)
            badOption(t.shown + " needs a value");
        if (t.kind == Kind::UnexpectedValue)
            badOption(t.shown + " takes no value");
        if (t.kind == Kind::Conflicting)
            badOption(t.shown + " given twice with different values: '" + t.previous + "' and '" + t.value + "'");
        if (t.kind != Kind::Option)
            badOption("unknown option '" + t.raw + "'");
        if (name == "quiet")
            o.quiet = true;
        else if (name == "exit-with-parent")
            o.exitWithParent = true;
        else if (name == "export-documents")
            o.exportDocuments = true;
        else if (name == "port")
            o.port = parseInteger("--port", t.value, 0, 65535);
        else if (name == "documents")
            o.documents = parseInteger("--documents", t.value, 1, bw::demo::kMaxDocuments);
        else if (name == "delay-us")
            o.delayUs = parseInteger("--delay-us", t.value, 0, 1000000);
        else if (name == "threads")
            o.threads = parseInteger("--threads", t.value, 1, bw::demo::kMaxThreads);
    }
    return o;
}

// The server takes up to 10,000 connections (MHD_OPTION_CONNECTION_LIMIT),
// but a desktop's default soft limit of 1024 descriptors would cap it far
// below that, and the connections beyond would wait unanswered in the accept
// queue without any error. Raise the soft limit as far as the hard limit
// allows (10240 is also macOS's per-process ceiling, OPEN_MAX).
void raiseOpenFileLimit()
{
    constexpr rlim_t kWanted = 10240;
    rlimit rl{};
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= kWanted)
        return;
    rl.rlim_cur = (rl.rlim_max == RLIM_INFINITY || rl.rlim_max > kWanted) ? kWanted : rl.rlim_max;
    setrlimit(RLIMIT_NOFILE, &rl);
}

} // namespace

int main(int argc, char** argv)
{
    const pid_t startedBy = getppid();   // before anything else: the parent may die at any moment
    const Options options = parseOptions(argc, argv);
    if (options.exportDocuments) {
        const std::string json = bw::demo::demoDocumentsJson(options.documents);
        return std::fwrite(json.data(), 1, json.size(), stdout) == json.size() && std::fflush(stdout) == 0 ? 0 : 1;
    }
#ifdef __linux__
    // A window killed without a chance to clean up (SIGKILL, a crash) must
    // not leave its background demo target behind: the kernel sends SIGTERM
    // when the parent goes (handled like any SIGTERM below). If the parent
    // is already gone, stop now.
    if (options.exitWithParent) {
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() != startedBy)
            return 0;
    }
#endif
    raiseOpenFileLimit();

    // Launchers read stdout through a pipe, where stdio would otherwise buffer
    // the "listening" line until exit.
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    std::signal(SIGPIPE, SIG_IGN);

    // Block the stop signals before any thread exists, so the server's
    // threads inherit the mask and only sigwait() below receives them.
    sigset_t stopSignals;
    sigemptyset(&stopSignals);
    sigaddset(&stopSignals, SIGTERM);
    sigaddset(&stopSignals, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stopSignals, nullptr);


    bw::demo::DemoServer server;
    server.setResponseDelayUs(options.delayUs);
    if (const auto e = server.start(static_cast<std::uint16_t>(options.port), options.documents,
                                    static_cast<int>(options.threads))) {
        std::fprintf(stderr, "benchwork-target: %s\n", e->text().c_str());
        return 1;
    }
    std::printf("listening http://127.0.0.1:%u\n", static_cast<unsigned>(server.port()));
    std::fflush(stdout);
    if (!options.quiet)
        std::fprintf(stderr, "benchwork-target: %lld documents, %lld thread(s); stop with SIGTERM or Ctrl+C\n",
                     options.documents, options.threads);

    int received = 0;
    while (sigwait(&stopSignals, &received) != 0) {
    }
    server.stop();
    if (!options.quiet)
        std::fprintf(stderr, "benchwork-target: stopped by %s\n", received == SIGINT ? "SIGINT" : "SIGTERM");
    return 0;
}
