#include "cli/interrupts.h"

#include <atomic>
#include <csignal>

namespace bwcli {

namespace {
std::atomic<int> g_interrupts{0};
void onSignal(int) { g_interrupts.fetch_add(1); }
} // namespace

InterruptWatch::InterruptWatch(bool alsoHangup) : hangup_(alsoHangup)
{
    g_interrupts.store(0);
    previousInt_ = std::signal(SIGINT, onSignal);
    previousTerm_ = std::signal(SIGTERM, onSignal);
    if (hangup_)
        previousHup_ = std::signal(SIGHUP, onSignal);
}

InterruptWatch::~InterruptWatch()
{
    std::signal(SIGINT, previousInt_ == SIG_ERR ? SIG_DFL : previousInt_);
    std::signal(SIGTERM, previousTerm_ == SIG_ERR ? SIG_DFL : previousTerm_);
    if (hangup_)
        std::signal(SIGHUP, previousHup_ == SIG_ERR ? SIG_DFL : previousHup_);
}

int InterruptWatch::count() const
{
    return g_interrupts.load();
}

} // namespace bwcli
