#include "cli/session_loop.h"

#include "cli/summary_printer.h"
#include "metrics/metrics_publisher.h"
#include "result/watch_text.h"
#include "util/units.h"

#include <chrono>
#include <cstdlib>
#include <thread>

namespace bwcli {

std::optional<SessionOutcome> runSessionToEnd(bw::RunSession& session, const bw::TargetSpec& target, const char* command,
                                              const Streams& io, std::ostream& out, const InterruptWatch& interrupts,
                                              const SessionLoopOptions& o)
{
    if (!o.quiet && target.kind == bw::TargetSpec::Kind::Demo)
        out << "Starting the demo target...\n" << std::flush;
    if (!o.quiet && target.kind == bw::TargetSpec::Kind::Launch)
        out << "Starting " << target.launch.argv[0] << " and waiting until it is ready...\n" << std::flush;
    if (auto e = session.prepare()) {
        io.err << "benchwork-cli " << command << ": " << e->text() << "\n";
        return std::nullopt;
    }
    // Said before the load, as the summary says it again after (target/watch_check.h).
    if (const QString note = bw::watchNoteText(session.watchNote()); !o.quiet && !note.isEmpty())
        out << (session.watchNote().warns() ? "WARNING: " : "") << note.toStdString() << "\n" << std::flush;
    const bool tty = io.errIsTerminal && !o.quiet;
    if (!o.quiet && o.banner) {
        bw::RunResult planned;
        planned.config = session.config();
        planned.agent = o.agent;
        out << runBanner(planned, session.engineName(), session.config().effectiveThreads()) << std::flush;
    }
    if (o.beforeStart) {
        if (int status = o.beforeStart()) {
            SessionOutcome early;
            early.earlyExit = status;
            return early;
        }
    }
    bw::MetricsPublisher metrics(o.metrics);
    metrics.begin(session, o.runName, o.agent);
    session.start();
    metrics.poll(session);   // from now on a scrape names this run
    struct Attached {   // the socket acts on this session until it has ended
        bw::ControlChannel* channel;
        ~Attached() { if (channel) channel->attach(nullptr); }
    } attached{o.control};
    if (o.control)
        o.control->attach(&session);
    bool stopSent = false;
    while (!session.waitFinished(std::chrono::milliseconds(250))) {
        if (interrupts.count() && !stopSent) {
            session.stop(bw::RunStatus::Stopped, "interrupted by the user");
            stopSent = true;
        }
        if (interrupts.count() > 1)
            std::_Exit(130);
        metrics.poll(session);
        if (tty) {
            std::string line = o.progressPrefix + progressLine(session.live());
            if (o.control || !session.config().stages.empty()) {   // the load it is at now
                const double level = session.knobLevel();
                line += session.knob() == bw::LoadKnob::Vus ? "  " + bw::formatCount(level) + " VUs"
                                                            : "  at " + bw::formatCount(level) + " req/s";
            }
            if (session.hasTarget()) {
                auto t = session.targetLatest();
                line += "  server " + bw::formatBytes(double(t.rssBytes)) + " " + bw::formatFixed(t.cpuPctLastSecond, 0) + "% CPU";
            }
            io.err << "\r" << line << "\x1b[K" << std::flush;
        }
    }
    if (tty)
        io.err << "\r\x1b[K" << std::flush;
    SessionOutcome r;
    r.result = session.result();
    metrics.finish(r.result);   // the last scrape shows what the JSON says
    r.historyId = session.historyId();
    if (!r.historyId)
        r.historyError = session.historyError();
    return r;
}

bool coolDown(double seconds, const InterruptWatch& interrupts)
{
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < end) {
        if (interrupts.count())
            return false;
        std::this_thread::sleep_for(std::min<std::chrono::duration<double>>(end - std::chrono::steady_clock::now(),
                                                                            std::chrono::milliseconds(100)));
    }
    return !interrupts.count();
}

} // namespace bwcli
