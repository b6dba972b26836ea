#include "link/link_model.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace bw {

namespace {
// Pareto(shape 3, scale 1): mean 1.5, standard deviation sqrt(3/4).
constexpr double kParetoMean = 1.5;
const double kParetoStd = std::sqrt(0.75);
// 0.75 N + 0.25 P has this standard deviation: divide by it for 1.
const double kMixStd = std::sqrt(0.75 * 0.75 + 0.25 * 0.25);
} // namespace

LinkModel::LinkModel(const LinkProfile& profile, uint64_t seed) : profile_(profile), rng_(seed) {}

double LinkModel::tailNormal()
{
    const double n = normal_(rng_);
    const double u = uniform_(rng_);
    const double pareto = std::pow(1.0 - u, -1.0 / 3.0);
    const double p = (pareto - kParetoMean) / kParetoStd;
    return (0.75 * n + 0.25 * p) / kMixStd;
}

double LinkModel::oneWayMs()
{
    const double base = profile_.rttMs / 2;
    if (profile_.jitterMs <= 0)
        return base;
    // Two independent one-way draws make a round trip of the profile's jitter.
    return std::max(0.0, base + tailNormal() * profile_.jitterMs / std::sqrt(2.0));
}

bool LinkModel::tcpChunkLost(size_t bytes)
{
    if (profile_.lossPct <= 0)
        return false;
    const double segments = std::ceil(double(bytes) / kLinkSegmentBytes);
    const double kept = std::pow(1.0 - profile_.lossPct / 100, segments);
    return uniform_(rng_) >= kept;
}

bool LinkModel::datagramLost()
{
    return profile_.lossPct > 0 && uniform_(rng_) < profile_.lossPct / 100;
}

double LinkModel::rttQuantileMs(const LinkProfile& profile, double q)
{
    LinkModel m(profile, 42);
    std::vector<double> rtts(200000);
    for (double& r : rtts)
        r = m.oneWayMs() + m.oneWayMs();
    const size_t k = std::min(rtts.size() - 1, size_t(std::clamp(q, 0.0, 1.0) * double(rtts.size())));
    std::nth_element(rtts.begin(), rtts.begin() + long(k), rtts.end());
    return rtts[k];
}

} // namespace bw
