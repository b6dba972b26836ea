#include "platform/timer_slack.h"

namespace bw {

bool minimizeTimerSlack()
{
    return false;   // nothing to set: see the header
}

} // namespace bw
