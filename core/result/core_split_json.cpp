// The run JSON's "cores" object (result/core_split.h): who had which CPUs and
// which side bound the run.
//   {"requested": "auto", "serverPinned": true, "clientPinned": true,
//    "serverCpus": "0-1", "clientCpus": "2-3", "reason": "", "machineCpus": 4,
//    "pinProblem": "", "bottleneck": "server-bound", "serverBusy": 0.97, "clientBusy": 0.41,
//    "clientStarved": false}
// Absent in results from before --split: nothing recorded.
#include "result/result_json_detail.h"
#include "target/cpu_list.h"
#include "util/qstring_from.h"

namespace bw {

QJsonObject coreSplitToJson(const CoreSplit& c)
{
    QJsonObject o;
    o.insert(QStringLiteral("requested"), qs(c.requested));
    o.insert(QStringLiteral("serverPinned"), c.serverPinned);
    o.insert(QStringLiteral("clientPinned"), c.clientPinned);
    o.insert(QStringLiteral("serverCpus"), qs(formatCpuList(c.serverCpus)));
    o.insert(QStringLiteral("clientCpus"), qs(formatCpuList(c.clientCpus)));
    o.insert(QStringLiteral("reason"), QString::fromLatin1(splitReasonName(c.reason)));
    o.insert(QStringLiteral("machineCpus"), c.machineCpus);
    o.insert(QStringLiteral("pinProblem"), qs(c.pinProblem));
    o.insert(QStringLiteral("bottleneck"), QString::fromLatin1(bottleneckName(c.bottleneck)));
    o.insert(QStringLiteral("serverBusy"), c.serverBusy);
    o.insert(QStringLiteral("clientBusy"), c.clientBusy);
    o.insert(QStringLiteral("clientStarved"), c.clientStarved);
    return o;
}

void detail::readCoreSplit(JsonFieldReader& rd, const QJsonObject& o, const QString& path, CoreSplit* c)
{
    *c = CoreSplit{};
    c->requested = rd.string(o, path, "requested");
    c->serverPinned = rd.boolean(o, path, "serverPinned");
    c->clientPinned = rd.boolean(o, path, "clientPinned");
    for (const char* key : {"serverCpus", "clientCpus"}) {
        const std::string text = rd.string(o, path, key);
        if (!rd.ok() || text.empty())
            continue;
        auto list = parseCpuList(text);
        if (!list) {
            rd.fail(JsonFieldReader::join(path, key), qs(list.error().text()));
            return;
        }
        (std::string(key) == "serverCpus" ? c->serverCpus : c->clientCpus) = *list;
    }
    const std::string reason = rd.string(o, path, "reason");
    if (rd.ok() && !parseSplitReason(reason, &c->reason))
        rd.fail(JsonFieldReader::join(path, "reason"), QStringLiteral("unknown reason \"%1\"").arg(qs(reason)));
    c->machineCpus = int(rd.integer(o, path, "machineCpus"));
    c->pinProblem = rd.string(o, path, "pinProblem");
    const std::string bottleneck = rd.string(o, path, "bottleneck");
    if (rd.ok() && !parseBottleneck(bottleneck, &c->bottleneck))
        rd.fail(JsonFieldReader::join(path, "bottleneck"), QStringLiteral("unknown bottleneck \"%1\"").arg(qs(bottleneck)));
    c->serverBusy = rd.number(o, path, "serverBusy", -1);
    c->clientBusy = rd.number(o, path, "clientBusy", -1);
    c->clientStarved = rd.boolean(o, path, "clientStarved");
}

} // namespace bw
