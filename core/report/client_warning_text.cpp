#include "report/client_warning_text.h"

#include "result/client_health.h"
#include "util/units.h"

#include <algorithm>

namespace bw {

namespace {
QString percentText(double fraction) { return QString::fromStdString(formatFixed(fraction * 100, 0)) + QStringLiteral(" %"); }
QString countText(uint64_t n) { return QString::fromStdString(formatCount(double(n))); }
} // namespace

QString clientWarningName(const std::string& name, const TextCatalog& c)
{
    namespace ch = client_health;
    if (name == ch::kCpuBusy)
        return c.translate("ClientWarnings", "Client CPU-bound");
    if (name == ch::kCpuStarved)
        return c.translate("ClientWarnings", "Client starved of CPU");
    if (name == ch::kPacerBehind)
        return c.translate("ClientWarnings", "Schedule not kept");
    if (name == ch::kStalled)
        return c.translate("ClientWarnings", "Stalled");
    return QString::fromStdString(name);
}

QString clientWarningSentence(const RunResult& r, const std::string& name, const TextCatalog& c)
{
    namespace ch = client_health;
    if (name == ch::kCpuBusy)
        return c.translate("ClientWarnings",
                           "The load generator's threads were busy %1 of the time: this result measures the client "
                           "as much as the server. Give the client more threads or cores, or pin the server to other "
                           "cores.")
            .arg(percentText(r.clientBusyFraction));
    if (name == ch::kCpuStarved)
        return c.translate("ClientWarnings",
                           "An engine thread waited for a CPU %1 of the time: something else ran on the client's "
                           "cores, and the latency includes that wait.")
            .arg(percentText(std::max(0.0, r.clientRunQueueWaitFraction)));
    if (name == ch::kPacerBehind)
        return c.translate("ClientWarnings",
                           "The fixed-rate schedule was not kept (%1 late, %2 never sent): too few connections for "
                           "this rate and latency, or a client short of CPU.")
            .arg(countText(r.lateSends), countText(r.unsentAtEnd));
    if (name == ch::kStalled)
        return c.translate("ClientWarnings",
                           "Completions stopped for the last %1 while %2 requests stayed in flight: the percentiles "
                           "describe only the requests that did answer.")
            .arg(QString::fromStdString(formatDurationSec(ch::trailingSilentSec(r))), countText(r.inFlightAtEnd));
    return QString::fromStdString(name);
}

std::vector<std::string> clientWarningsOf(const RunResult& r)
{
    std::vector<std::string> out = r.clientWarnings;
    if (r.clientBound && std::find(out.begin(), out.end(), client_health::kCpuBusy) == out.end())
        out.insert(out.begin(), client_health::kCpuBusy);
    return out;
}

} // namespace bw
