#include "run/target_spec.h"

#include "engine/url.h"

namespace bw {

Readiness launchReadiness(const TargetSpec& target, const std::string& url)
{
    if (target.launch.readiness.kind != Readiness::Kind::None || url.empty())
        return target.launch.readiness;
    if (auto u = parseUrl(url))
        return Readiness::tcp(u->host, u->port);
    return target.launch.readiness;
}

} // namespace bw
