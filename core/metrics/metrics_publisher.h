#pragma once
// What a loop that drives a RunSession calls to keep /metrics current: a
// MetricsFeed publishing into a MetricsChannel, or nothing without a
// channel. The CLI's session loop, a capacity search's or sweep's steps
// and a suite's runs each drive their session through one.
//
// Threads: the thread that drives the session (MetricsFeed's rule); the
// channel's publish() takes its own lock, so that thread need not be the
// one that opened the channel, which must outlive the publisher.
#include "metrics/metrics_channel.h"
#include "metrics/metrics_feed.h"

#include <string>

namespace bw {

class MetricsPublisher {
public:
    explicit MetricsPublisher(MetricsChannel* channel) : channel_(channel) {}

    // A run about to start (after prepare()): a scrape names it from the first poll().
    void begin(const RunSession& session, const std::string& runName, const AgentInfo& agent = {})
    {
        if (channel_)
            feed_.begin(session, runName, agent);
    }
    // The run's figures now.
    void poll(const RunSession& session)
    {
        if (channel_)
            channel_->publish(feed_.poll(session));
    }
    // The run ended: the last scrape shows what its JSON says.
    void finish(const RunResult& result)
    {
        if (channel_)
            channel_->publish(feed_.finish(result));
    }

private:
    MetricsChannel* channel_;
    MetricsFeed feed_;
};

} // namespace bw
