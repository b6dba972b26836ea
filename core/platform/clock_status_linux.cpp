// Linux: adjtimex(2) read-only (see clock_status.h).
#include "platform/clock_status.h"

#include <sys/timex.h>

namespace bw {

ClockStatus readClockStatus()
{
    ClockStatus c;
    struct timex tx {};
    tx.modes = 0;   // read only
    const int state = adjtimex(&tx);
    if (state < 0)
        return c;
    c.known = true;
    c.synced = state != TIME_ERROR && !(tx.status & STA_UNSYNC);
    // `offset` is in microseconds, or nanoseconds with STA_NANO.
    c.offsetMs = (tx.status & STA_NANO) ? double(tx.offset) / 1e6 : double(tx.offset) / 1e3;
    c.estErrorMs = double(tx.esterror) / 1e3;   // microseconds
    c.maxErrorMs = double(tx.maxerror) / 1e3;   // microseconds
    return c;
}

} // namespace bw
