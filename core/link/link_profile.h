#pragma once
// --link: the network a run's traffic crosses between the engine and the
// target, as a named profile or its figures (docs/link.md):
//   lan, wifi, wifi-poor, lte, intercontinental
//   rtt=40ms,jitter=10ms,rate=50mbit,loss=0.5%,queue=256K
//   wifi,loss=2%                      (a profile with figures changed)
// rtt: the mean round trip the link adds; jitter: its standard deviation
// (with a heavy tail, link_model.h); rate: each direction's bandwidth (0:
// unlimited); loss: the share of packets lost; queue: each direction's
// buffer at the bottleneck (default: 100 ms of the rate, at least 64 KiB).
// Qt-free, pure; any thread.
#include "util/error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace bw {

struct LinkProfile {
    std::string name;          // the preset it started from ("wifi"); "" for figures alone
    double rttMs = 0;
    double jitterMs = 0;
    double rateMbit = 0;       // per direction; 0: unlimited
    double lossPct = 0;        // 0..50
    uint64_t queueBytes = 0;   // per direction; 0: the default
    bool empty() const { return name.empty() && rttMs == 0 && jitterMs == 0 && rateMbit == 0 && lossPct == 0; }
    // The bottleneck's buffer: queueBytes, else 100 ms of the rate (at least 64 KiB; 4 MiB unlimited).
    uint64_t effectiveQueueBytes() const;
    double bytesPerSecond() const { return rateMbit * 1e6 / 8; }
};

// The presets, in the order they are offered (lan ... intercontinental).
const std::vector<LinkProfile>& linkPresets();

// "local" or "" -> an empty profile (no link); a preset; figures; a preset
// then figures. Errors (no field): ErrorCode::LinkUnknown, LinkBadKey, LinkBadValue.
Result<LinkProfile> parseLinkProfile(const std::string& text);

// The shortest text that parses back to `p`: "wifi", "wifi,loss=2%",
// "rtt=40ms,jitter=10ms,rate=50mbit"; "" for an empty profile.
std::string formatLinkProfile(const LinkProfile& p);

} // namespace bw
