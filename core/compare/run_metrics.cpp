#include "compare/run_metrics.h"

namespace bw {

namespace {

const LatencySummary& judgedLatency(const RunResult& r)
{
    return r.config.rate > 0 && r.latencyIntendedSummary.count ? r.latencyIntendedSummary : r.latencySummary;
}

// The target's mean CPU (% of one core) over the measured phase's points.
std::optional<double> targetCpuPct(const RunResult& r)
{
    double sum = 0;
    int n = 0;
    for (const TargetPoint& p : r.target.series)
        if (p.tSec > r.warmupSec) {
            sum += p.cpuPct;
            ++n;
        }
    if (!n)
        return std::nullopt;
    return sum / n;
}

} // namespace

const char* metricKey(Metric m)
{
    switch (m) {
    case Metric::Rps: return "rps";
    case Metric::P50: return "p50";
    case Metric::P99: return "p99";
    case Metric::P999: return "p99.9";
    case Metric::ErrorRate: return "errorRate";
    case Metric::PeakRss: return "peakRss";
    case Metric::ServerCpuPerRequest: return "serverCpuPerRequest";
    case Metric::ClientCpuPerRequest: return "clientCpuPerRequest";
    }
    return "";
}

std::optional<Metric> parseMetric(const std::string& key)
{
    for (Metric m : kComparedMetrics)
        if (key == metricKey(m))
            return m;
    return std::nullopt;
}

bool higherIsBetter(Metric m) { return m == Metric::Rps; }

std::optional<double> metricValue(const RunResult& r, Metric m)
{
    const bool answered = r.requests > 0;
    switch (m) {
    case Metric::Rps:
        return r.measuredSec > 0 ? std::optional<double>(r.rps) : std::nullopt;
    case Metric::P50:
        return answered ? std::optional<double>(judgedLatency(r).p50Us) : std::nullopt;
    case Metric::P99:
        return answered ? std::optional<double>(judgedLatency(r).p99Us) : std::nullopt;
    case Metric::P999:
        return answered ? std::optional<double>(judgedLatency(r).p999Us) : std::nullopt;
    case Metric::ErrorRate:
        return r.requests + r.errors.total() ? std::optional<double>(r.errorRate()) : std::nullopt;
    case Metric::PeakRss:
        return r.target.present && r.target.peakRssBytes ? std::optional<double>(double(r.target.peakRssBytes)) : std::nullopt;
    case Metric::ServerCpuPerRequest: {
        const auto cpu = targetCpuPct(r);
        if (!r.target.present || !cpu || !answered || r.measuredSec <= 0)
            return std::nullopt;
        return *cpu / 100 * r.measuredSec * 1e6 / double(r.requests);
    }
    case Metric::ClientCpuPerRequest:
        if (!answered || r.measuredSec <= 0 || r.clientCpuPct <= 0)
            return std::nullopt;
        return r.clientCpuPct / 100 * r.measuredSec * 1e6 / double(r.requests);
    }
    return std::nullopt;
}

std::optional<double> requestMetricValue(const RunResult& run, const RequestStats& e, Metric m)
{
    const bool answered = e.requests > 0;
    const LatencySummary& lat = run.config.rate > 0 && e.latencyIntendedSummary.count ? e.latencyIntendedSummary : e.latencySummary;
    switch (m) {
    case Metric::Rps:
        return run.measuredSec > 0 ? std::optional<double>(e.rps) : std::nullopt;
    case Metric::P50:
        return answered ? std::optional<double>(lat.p50Us) : std::nullopt;
    case Metric::P99:
        return answered ? std::optional<double>(lat.p99Us) : std::nullopt;
    case Metric::P999:
        return answered ? std::optional<double>(lat.p999Us) : std::nullopt;
    case Metric::ErrorRate:
        return e.requests + e.errors.total() ? std::optional<double>(e.errorRate()) : std::nullopt;
    default:
        return std::nullopt;
    }
}

std::optional<double> metricValue(const RunRow& r, Metric m)
{
    const bool answered = r.requests > 0;
    switch (m) {
    case Metric::Rps: return r.measuredSec > 0 ? std::optional<double>(r.rps) : std::nullopt;
    case Metric::P50: return answered ? std::optional<double>(r.p50Us) : std::nullopt;
    case Metric::P99: return answered ? std::optional<double>(r.p99Us) : std::nullopt;
    case Metric::ErrorRate: return answered || r.errors ? std::optional<double>(r.errorRate) : std::nullopt;
    case Metric::PeakRss: return r.peakRssBytes ? std::optional<double>(double(r.peakRssBytes)) : std::nullopt;
    case Metric::P999:
    case Metric::ServerCpuPerRequest:
    case Metric::ClientCpuPerRequest: break;
    }
    return std::nullopt;
}

} // namespace bw
