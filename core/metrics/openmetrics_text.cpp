#include "metrics/openmetrics_text.h"

#include "util/ascii_lower.h"

#include <charconv>
#include <cmath>
#include <utility>
#include <vector>

namespace bw {

namespace {

using MetricsLabelList = std::vector<std::pair<const char*, std::string>>;

// Shortest text that reads back as the same double; integers without a
// fraction. Never NaN or infinite here: every figure is a count or a finite
// measurement, and a non-finite one is written as 0 rather than break a scrape.
std::string metricsNumber(double v)
{
    if (!std::isfinite(v))
        return "0";
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string metricsNumber(uint64_t v) { return std::to_string(v); }

class MetricsWriter {
public:
    MetricsWriter(MetricsFormat format, const MetricsSnapshot& s) : format_(format)
    {
        // run_id first, so every sample starts the same way.
        common_ = "run_id=\"" + metricsEscapeLabel(s.runId) + "\"";
        if (!s.agent.empty())
            common_ += ",agent=\"" + metricsEscapeLabel(s.agent) + "\"";
    }

    // The family's header. `type` as OpenMetrics names it; `unit` "" for none.
    void family(const char* name, const char* type, const char* unit, const char* help)
    {
        const bool om = format_ == MetricsFormat::OpenMetrics;
        const std::string typeName = std::string(type) == "counter" && !om ? std::string(name) + "_total"
                                     : std::string(type) == "info" && !om  ? std::string(name) + "_info"
                                                                           : std::string(name);
        out_ += "# HELP " + typeName + " " + help + "\n";
        out_ += "# TYPE " + typeName + " " + (std::string(type) == "info" && !om ? "gauge" : type) + "\n";
        if (om && unit[0])
            out_ += "# UNIT " + typeName + " " + unit + "\n";
    }

    void sample(const std::string& name, const MetricsLabelList& labels, const std::string& value)
    {
        out_ += name + "{" + common_;
        for (const auto& [key, v] : labels)
            out_ += std::string(",") + key + "=\"" + metricsEscapeLabel(v) + "\"";
        out_ += "} " + value + "\n";
    }

    std::string finish()
    {
        if (format_ == MetricsFormat::OpenMetrics)
            out_ += "# EOF\n";
        return std::move(out_);
    }

private:
    MetricsFormat format_;
    std::string common_;
    std::string out_;
};

// The error classes in the order ErrorCounts declares them, with the names
// the run's JSON uses for them (docs/json-schema.md `errors`).
const std::pair<const char*, uint64_t ErrorCounts::*> kMetricsErrorClasses[] = {
    {"connect", &ErrorCounts::connect}, {"send", &ErrorCounts::send},         {"receive", &ErrorCounts::receive},
    {"timeout", &ErrorCounts::timeout}, {"protocol", &ErrorCounts::protocol}, {"status", &ErrorCounts::status},
    {"tls", &ErrorCounts::tls},
};

void writeMetricsErrors(MetricsWriter& w, const std::string& sampleName, const MetricsLabelList& labels,
                        const ErrorCounts& e)
{
    for (const auto& [cls, field] : kMetricsErrorClasses) {
        MetricsLabelList l = labels;
        l.emplace_back("class", cls);
        w.sample(sampleName, l, metricsNumber(e.*field));
    }
}

} // namespace

MetricsFormat metricsFormatFor(std::string_view acceptHeader)
{
    return asciiLower(std::string(acceptHeader)).find("application/openmetrics-text") != std::string::npos
               ? MetricsFormat::OpenMetrics
               : MetricsFormat::Prometheus;
}

const char* metricsContentType(MetricsFormat format)
{
    return format == MetricsFormat::OpenMetrics ? "application/openmetrics-text; version=1.0.0; charset=utf-8"
                                                : "text/plain; version=0.0.4; charset=utf-8";
}

std::string metricsEscapeLabel(std::string_view value)
{
    std::string out;
    out.reserve(value.size());
    for (const char c : value) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

std::string formatMetrics(const MetricsSnapshot& s, MetricsFormat format)
{
    MetricsWriter w(format, s);
    if (!s.present)
        return w.finish();

    w.family("benchwork_run", "info", "", "The run these figures are of.");
    w.sample("benchwork_run_info", {{"name", s.runName}, {"engine", s.engine}}, "1");
    w.family("benchwork_run_finished", "gauge", "", "1 once the run has ended: the figures are then its result's.");
    w.sample("benchwork_run_finished", {}, s.finished ? "1" : "0");
    w.family("benchwork_warmup", "gauge", "", "1 during the warmup, whose requests the counters leave out.");
    w.sample("benchwork_warmup", {}, s.warmup ? "1" : "0");
    w.family("benchwork_elapsed_seconds", "gauge", "seconds", "Time since the run started, warmup included.");
    w.sample("benchwork_elapsed_seconds", {}, metricsNumber(s.elapsedSec));

    w.family("benchwork_requests", "counter", "", "Requests completed in the measured phase (any status).");
    w.sample("benchwork_requests_total", {}, metricsNumber(s.requests));
    w.family("benchwork_errors", "counter", "",
             "Failed requests in the measured phase by class; class status: responses outside 2xx/3xx.");
    writeMetricsErrors(w, "benchwork_errors_total", {}, s.errors);
    w.family("benchwork_received_bytes", "counter", "bytes", "Bytes received in the measured phase.");
    w.sample("benchwork_received_bytes_total", {}, metricsNumber(s.bytesIn));
    w.family("benchwork_sent_bytes", "counter", "bytes", "Bytes sent in the measured phase.");
    w.sample("benchwork_sent_bytes_total", {}, metricsNumber(s.bytesOut));

    w.family("benchwork_latency_seconds", "histogram", "seconds",
             "Latency from the actual send to the last byte, measured phase.");
    for (size_t i = 0; i < kLatencyBounds.size(); ++i)
        w.sample("benchwork_latency_seconds_bucket", {{"le", kLatencyBounds[i].text}}, metricsNumber(s.latencyBuckets[i]));
    w.sample("benchwork_latency_seconds_bucket", {{"le", "+Inf"}}, metricsNumber(s.latencyCount));
    w.sample("benchwork_latency_seconds_count", {}, metricsNumber(s.latencyCount));
    w.sample("benchwork_latency_seconds_sum", {}, metricsNumber(s.latencySumSec));

    w.family("benchwork_vus", "gauge", "", "Virtual users (connections) sending in the last complete second.");
    w.sample("benchwork_vus", {}, metricsNumber(double(s.vus)));
    if (s.openModel) {
        w.family("benchwork_intended_rate", "gauge", "", "Open model: the request rate the run is held at now, per second.");
        w.sample("benchwork_intended_rate", {}, metricsNumber(s.intendedRate));
    }
    w.family("benchwork_client_cpu_percent", "gauge", "",
             "The engine threads' CPU, percent of one core (last second; at the end the run's average).");
    w.sample("benchwork_client_cpu_percent", {}, metricsNumber(s.clientCpuPct));
    if (s.targetWatched) {
        w.family("benchwork_target_rss_bytes", "gauge", "bytes", "Resident memory of the target's process tree.");
        w.sample("benchwork_target_rss_bytes", {}, metricsNumber(s.targetRssBytes));
        w.family("benchwork_target_cpu_percent", "gauge", "",
                 "CPU of the target's process tree over the last second, percent of one core.");
        w.sample("benchwork_target_cpu_percent", {}, metricsNumber(s.targetCpuPct));
        w.family("benchwork_target_cpu_seconds", "counter", "seconds",
                 "CPU time of the target's process tree since the run started.");
        w.sample("benchwork_target_cpu_seconds_total", {}, metricsNumber(s.targetCpuSec));
    }
    if (!s.entries.empty()) {
        w.family("benchwork_entry_requests", "counter", "",
                 "Requests completed in the measured phase, per request-set entry or flow step.");
        for (const MetricsEntry& e : s.entries)
            w.sample("benchwork_entry_requests_total", {{"entry", e.name}, {"flow", e.flow}}, metricsNumber(e.requests));
        w.family("benchwork_entry_errors", "counter", "",
                 "Failed requests in the measured phase by class, per request-set entry or flow step.");
        for (const MetricsEntry& e : s.entries)
            writeMetricsErrors(w, "benchwork_entry_errors_total", {{"entry", e.name}, {"flow", e.flow}}, e.errors);
    }
    return w.finish();
}

} // namespace bw
