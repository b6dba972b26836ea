#include "cli/step_watch.h"

#include "cli/step_printer.h"

#include <cstdlib>

namespace bwcli {

void watchSteps(const StepWatch& w, const Streams& io, std::ostream& out, const InterruptWatch& interrupts, bool quiet)
{
    const bool tty = io.errIsTerminal && !quiet;
    bool stopSent = false;
    auto flushLines = [&] {
        const std::vector<std::string> lines = w.newLines();
        if (lines.empty())
            return;
        if (tty)
            io.err << "\r\x1b[K" << std::flush;
        for (const std::string& l : lines)
            out << l << "\n";
        out << std::flush;
    };
    for (;;) {
        const bool done = w.waitFinished(std::chrono::milliseconds(250));
        flushLines();
        if (done)
            break;
        if (interrupts.count() && !stopSent) {
            w.stop();
            stopSent = true;
        }
        if (interrupts.count() > 1)
            std::_Exit(130);
        if (tty) {
            if (const auto c = w.current())
                io.err << "\r" << stepProgressLine(c->first, c->second) << "\x1b[K" << std::flush;
        }
    }
    if (tty)
        io.err << "\r\x1b[K" << std::flush;
}

} // namespace bwcli
