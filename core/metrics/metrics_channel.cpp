#include "metrics/metrics_channel.h"

namespace bw {

MetricsChannel::~MetricsChannel() { close(); }

std::optional<Error> MetricsChannel::open(const MetricsAddress& where)
{
    close();
    auto e = server_.listen(where, [this](const std::string& accept) {
        const MetricsFormat f = metricsFormatFor(accept);
        return MetricsServer::Response{metricsContentType(f), scrape(f)};
    });
    open_ = !e;
    return e;
}

void MetricsChannel::close()
{
    server_.close();
    open_ = false;
}

void MetricsChannel::publish(MetricsSnapshot snapshot)
{
    std::lock_guard<std::mutex> lk(mutex_);
    latest_ = std::move(snapshot);
}

std::string MetricsChannel::scrape(MetricsFormat format) const
{
    MetricsSnapshot copy;
    {
        // Only the copy under the lock: the formatting does not hold up publish().
        std::lock_guard<std::mutex> lk(mutex_);
        copy = latest_;
    }
    return formatMetrics(copy, format);
}

} // namespace bw
