#include "report/core_split_text.h"

#include "run/split_plan.h"
#include "target/cpu_list.h"
#include "util/units.h"

namespace bw {

namespace {

QString busyShare(double fraction) { return QString::fromStdString(formatFixed(fraction * 100, 0)) + QStringLiteral(" %"); }
QString cpusText(const std::vector<int>& cpus) { return QString::fromStdString(formatCpuList(cpus)); }

} // namespace

QString coresSentence(const CoreSplit& c, const TextCatalog& t)
{
    if (c.requested.empty())
        return {};
    const QString requested = QString::fromStdString(c.requested);
    if (c.active())
        return t.translate("CoreSplit", "Cores: server %1, client %2 (--split %3).")
            .arg(cpusText(c.serverCpus), cpusText(c.clientCpus), requested);
    if (!c.pinProblem.empty())
        return t.translate("CoreSplit", "Cores: --split %1 could not be put in force: %2")
            .arg(requested, QString::fromStdString(c.pinProblem));
    if (c.clientPinned) {   // S:C with a target that is not ours to move
        return t.translate("CoreSplit", "Cores: client %1; the server is not Benchwork's to move: keep it on %2 (--split %3).")
            .arg(cpusText(c.clientCpus), cpusText(c.serverCpus), requested);
    }
    switch (c.reason) {
    case SplitReason::Off:
        return t.translate("CoreSplit", "Cores: no split (--split off): client and server share the CPUs.");
    case SplitReason::NoAffinity:
        return t.translate("CoreSplit", "Cores: no split: this OS has no CPU affinity, so client and server share the CPUs.");
    case SplitReason::FewCpus:
        return t.translate("CoreSplit", "Cores: no split: %1 CPUs (auto splits from %2; --split 1:1 forces one).")
            .arg(c.machineCpus)
            .arg(kAutoSplitMinCpus);
    case SplitReason::NotLaunched:
        return t.translate("CoreSplit", "Cores: no split: the target is a URL, not a server Benchwork started.");
    case SplitReason::Attached:
        return t.translate("CoreSplit", "Cores: no split: Benchwork does not move a process or container it did not start.");
    case SplitReason::CpusTakeAll:
        return t.translate("CoreSplit", "Cores: no split: the target's CPUs leave none for the client.");
    case SplitReason::None:
        break;
    }
    return {};
}

QString bottleneckLabel(Bottleneck b, const TextCatalog& t)
{
    switch (b) {
    case Bottleneck::ServerBound: return t.translate("CoreSplit", "server-bound");
    case Bottleneck::ClientBound: return t.translate("CoreSplit", "client-bound");
    case Bottleneck::Sharing: return t.translate("CoreSplit", "sharing");
    case Bottleneck::Neither: return t.translate("CoreSplit", "neither side full");
    case Bottleneck::BothFull: return t.translate("CoreSplit", "both sides full");
    case Bottleneck::Unknown: break;
    }
    return {};
}

QString bottleneckSentence(const CoreSplit& c, const TextCatalog& t)
{
    const QString server = c.serverBusy >= 0 ? busyShare(c.serverBusy) : QStringLiteral("?");
    const QString client = c.clientBusy >= 0 ? busyShare(c.clientBusy) : QStringLiteral("?");
    switch (c.bottleneck) {
    case Bottleneck::ServerBound:
        return t.translate("CoreSplit", "Server-bound: the server's CPUs were %1 busy, the client's %2.").arg(server, client);
    case Bottleneck::ClientBound:
        if (c.clientStarved)
            return t.translate("CoreSplit",
                               "Client-bound: an engine thread waited for a CPU (cpu-starved); the client's CPUs were "
                               "%1 busy, the server's %2. This run measures the client.")
                .arg(client, server);
        return t.translate("CoreSplit",
                           "Client-bound: the client's CPUs were %1 busy, the server's %2. This run measures the "
                           "client.")
            .arg(client, server);
    case Bottleneck::BothFull:
        return t.translate("CoreSplit",
                           "Both sides full: the server's CPUs were %1 busy and the client's %2, so the figure is "
                           "the lower of two ceilings; give the client more CPUs to see the server's own.")
            .arg(server, client);
    case Bottleneck::Sharing:
        return t.translate("CoreSplit",
                           "Sharing: client and server ran on the same %1 CPUs, each taking from the other (the "
                           "client used %2 of them, the server %3).")
            .arg(c.machineCpus)
            .arg(client, server);
    case Bottleneck::Neither:
        return t.translate("CoreSplit",
                           "Neither side's CPUs were full (server %1, client %2): the limit is elsewhere "
                           "(connections, the rate, the server's own waits).")
            .arg(server, client);
    case Bottleneck::Unknown: break;
    }
    return {};
}

QString coresLine(const CoreSplit& c, const TextCatalog& t)
{
    const QString a = coresSentence(c, t);
    const QString b = bottleneckSentence(c, t);
    if (a.isEmpty())
        return b;
    return b.isEmpty() ? a : a + QLatin1Char(' ') + b;
}

} // namespace bw
