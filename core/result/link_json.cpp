// The run JSON's "link" object (result/link_record.h): the shaping link a
// run's traffic crossed and what it did. Absent or {} without a link.
//   {"profile": "wifi", "rttMs": 20, "jitterMs": 8, "rateMbit": 100, "lossPct": 0.1,
//    "queueBytes": 1250000, "connections": 50, "bytesUp": ..., "bytesDown": ...,
//    "chunksUp": ..., "chunksDown": ..., "stalls": 3, "datagramsUp": 0, "datagramsDown": 0,
//    "datagramsLost": 0, "datagramsQueueFull": 0, "queueFullWaits": 0, "peakQueueBytes": ...,
//    "addedDelayMeanMs": 10.2, "modelRttP50Ms": 19.6, "modelRttP99Ms": 42.0, "cpuSec": 0.8, "wallSec": 10.1}
#include "result/result_json_detail.h"
#include "util/qstring_from.h"

namespace bw {

namespace {

struct CountField {
    const char* key;
    uint64_t LinkStats::*member;
};
constexpr CountField kCounts[] = {
    {"connections", &LinkStats::connections},       {"bytesUp", &LinkStats::bytesUp},
    {"bytesDown", &LinkStats::bytesDown},           {"chunksUp", &LinkStats::chunksUp},
    {"chunksDown", &LinkStats::chunksDown},         {"stalls", &LinkStats::stalls},
    {"datagramsUp", &LinkStats::datagramsUp},       {"datagramsDown", &LinkStats::datagramsDown},
    {"datagramsLost", &LinkStats::datagramsLost},   {"datagramsQueueFull", &LinkStats::datagramsQueueFull},
    {"queueFullWaits", &LinkStats::queueFullWaits}, {"peakQueueBytes", &LinkStats::peakQueueBytes},
};

} // namespace

QJsonObject linkRecordToJson(const LinkRecord& l)
{
    QJsonObject o;
    if (!l.present())
        return o;
    const LinkProfile& p = l.profile;
    o.insert(QStringLiteral("profile"), qs(formatLinkProfile(p)));
    o.insert(QStringLiteral("rttMs"), p.rttMs);
    o.insert(QStringLiteral("jitterMs"), p.jitterMs);
    o.insert(QStringLiteral("rateMbit"), p.rateMbit);
    o.insert(QStringLiteral("lossPct"), p.lossPct);
    o.insert(QStringLiteral("queueBytes"), countToJson(p.effectiveQueueBytes()));
    for (const CountField& f : kCounts)
        o.insert(QLatin1String(f.key), countToJson(l.stats.*f.member));
    o.insert(QStringLiteral("addedDelayMeanMs"), l.stats.addedDelayMeanMs);
    o.insert(QStringLiteral("modelRttP50Ms"), l.stats.modelRttP50Ms);
    o.insert(QStringLiteral("modelRttP99Ms"), l.stats.modelRttP99Ms);
    o.insert(QStringLiteral("cpuSec"), l.stats.cpuSec);
    o.insert(QStringLiteral("wallSec"), l.stats.wallSec);
    return o;
}

void detail::readLinkRecord(JsonFieldReader& rd, const QJsonObject& o, const QString& path, LinkRecord* l)
{
    *l = LinkRecord{};
    if (o.isEmpty())
        return;
    const std::string text = rd.string(o, path, "profile", {}, true);
    if (!rd.ok())
        return;
    auto profile = parseLinkProfile(text);
    if (!profile) {
        rd.fail(JsonFieldReader::join(path, "profile"), qs(profile.error().text()));
        return;
    }
    l->profile = *profile;
    for (const CountField& f : kCounts)
        l->stats.*f.member = rd.count(o, path, f.key);
    l->stats.addedDelayMeanMs = rd.number(o, path, "addedDelayMeanMs");
    l->stats.modelRttP50Ms = rd.number(o, path, "modelRttP50Ms");
    l->stats.modelRttP99Ms = rd.number(o, path, "modelRttP99Ms");
    l->stats.cpuSec = rd.number(o, path, "cpuSec");
    l->stats.wallSec = rd.number(o, path, "wallSec");
}

} // namespace bw
