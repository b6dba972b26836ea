#pragma once
// The delays of a shaping link (link_profile.h): each packet's one-way delay
// is rtt/2 plus jitter drawn from a distribution with a tail, as netem's
// "paretonormal" is: three quarters normal, one quarter Pareto (shape 3),
// scaled so that the round trip (two independent one-way delays) has the
// profile's jitter as its standard deviation; never below zero. A TCP loss
// is not a dropped byte in user space: it is modelled as what TCP shows, a
// retransmission stall of one RTO (Linux's 200 ms minimum plus the round
// trip) on the segment that was lost. Qt-free; one per thread.
#include "link/link_profile.h"

#include <cstdint>
#include <random>

namespace bw {

// A TCP segment's payload, for the loss of a chunk of bytes.
constexpr double kLinkSegmentBytes = 1448;
// Linux's minimum retransmission timeout.
constexpr double kMinRtoMs = 200;

class LinkModel {
public:
    LinkModel(const LinkProfile& profile, uint64_t seed);

    // One packet's one-way propagation delay, milliseconds.
    double oneWayMs();
    // Whether a chunk of `bytes` of a TCP stream met a loss (any of its segments).
    bool tcpChunkLost(size_t bytes);
    // Whether one datagram is lost.
    bool datagramLost();
    // The stall a TCP loss adds: one RTO.
    double stallMs() const { return kMinRtoMs + profile_.rttMs; }

    // The round trip's q-quantile (0..1) the model gives, milliseconds, from
    // 200,000 draws of a fixed seed: what bench/link-accuracy.sh and the
    // tests measure the link against.
    static double rttQuantileMs(const LinkProfile& profile, double q);

private:
    double tailNormal();   // mean 0, standard deviation 1, heavy right tail
    LinkProfile profile_;
    std::mt19937_64 rng_;
    std::normal_distribution<double> normal_{0.0, 1.0};
    std::uniform_real_distribution<double> uniform_{0.0, 1.0};
};

} // namespace bw
