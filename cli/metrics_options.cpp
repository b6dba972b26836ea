#include "cli/metrics_options.h"

#include "cli/session_loop.h"
#include "util/units.h"

namespace bwcli {

std::vector<bw::OptionSpec> metricsOptionSpecs()
{
    return {
        {"metrics", 0, true, "[ADDR:]PORT",
         "serve the run's figures on http://ADDR:PORT/metrics (OpenMetrics, for Prometheus) while it runs; "
         "ADDR defaults to 127.0.0.1, port 0 picks a free one (docs/metrics.md)"},
        {"metrics-public", 0, false, "", "allow --metrics on an address other than loopback: anyone who reaches it reads the figures"},
        {"metrics-hold", 0, true, "D",
         "after the run, keep serving its final figures for D (so the last scrape sees the end; Ctrl-C ends it early)"},
    };
}

std::optional<bw::Error> openMetricsFromArgs(const bw::OptionParser& p, bw::MetricsChannel* channel, MetricsRequest* out)
{
    *out = MetricsRequest{};
    if (p.has("metrics-hold")) {
        if (!p.has("metrics"))
            return bw::Error(std::string(), "--metrics-hold needs --metrics");
        const auto d = bw::parseDuration(p.value("metrics-hold"));
        if (!d)
            return bw::Error(std::string(), "--metrics-hold: " + d.error().text());
        out->holdSec = *d;
    }
    if (p.has("metrics-public") && !p.has("metrics"))
        return bw::Error(std::string(), "--metrics-public needs --metrics");
    if (!p.has("metrics"))
        return std::nullopt;
    const auto where = bw::parseMetricsAddress(p.value("metrics"), p.has("metrics-public"));
    if (!where)
        return where.error();
    if (auto e = channel->open(*where))
        return bw::Error(std::string(), "--metrics: " + e->text());
    out->asked = true;
    return std::nullopt;
}

void holdMetrics(const MetricsRequest& request, const bw::MetricsChannel& channel, bool quiet, std::ostream& out,
                 const InterruptWatch& interrupts)
{
    if (!request.asked || request.holdSec <= 0 || interrupts.count())
        return;
    if (!quiet)
        out << "Serving the final figures on " << channel.url() << " for " << bw::formatDurationSec(request.holdSec)
            << " (Ctrl-C ends it)\n" << std::flush;
    coolDown(request.holdSec, interrupts);
}

} // namespace bwcli
