#pragma once
// The shaping link a run's traffic crossed (--link, link/shaping_link.h):
// its profile and what it did. Plain data, Qt-free; in RunResult::link,
// the JSON's "link" object and the history. Worded by report/link_text.h.
#include "link/link_profile.h"
#include "link/shaping_link.h"

#include <string>

namespace bw {

struct LinkRecord {
    LinkProfile profile;            // empty: no link (local)
    LinkStats stats;
    // The link's thread was busy more than this share of the run: it could
    // not keep up, and its own delays are in the figures.
    static constexpr double kBusyFraction = 0.9;
    bool present() const { return !profile.empty(); }
    bool busy() const { return stats.busyFraction() > kBusyFraction; }
};

} // namespace bw
