#include "report/link_text.h"

#include "util/units.h"

namespace bw {

namespace {
QString linkFigure(double v, int decimals) { return QString::fromStdString(formatTrimmed(v, decimals)); }
} // namespace

QString linkName(const LinkProfile& p, const TextCatalog& t)
{
    if (p.empty())
        return t.translate("LinkText", "Local");
    if (p.name == "lan")
        return t.translate("LinkText", "LAN");
    if (p.name == "wifi")
        return t.translate("LinkText", "Wi-Fi");
    if (p.name == "wifi-poor")
        return t.translate("LinkText", "Wi-Fi (poor)");
    if (p.name == "lte")
        return t.translate("LinkText", "LTE");
    if (p.name == "intercontinental")
        return t.translate("LinkText", "Intercontinental");
    return t.translate("LinkText", "Custom link");
}

QString linkDescription(const LinkProfile& p, const TextCatalog& t)
{
    if (p.empty())
        return linkName(p, t);
    QString s = t.translate("LinkText", "%1: %2 ms round trip ± %3 ms").arg(linkName(p, t), linkFigure(p.rttMs, 3), linkFigure(p.jitterMs, 3));
    if (p.rateMbit > 0)
        s += QStringLiteral(", ") + t.translate("LinkText", "%1 Mbit/s").arg(linkFigure(p.rateMbit, 3));
    if (p.lossPct > 0)
        s += QStringLiteral(", ") + t.translate("LinkText", "%1 % loss").arg(linkFigure(p.lossPct, 3));
    return s;
}

QString linkLine(const RunResult& r, const TextCatalog& t)
{
    const LinkRecord& l = r.link;
    if (!l.present())
        return {};
    const LinkStats& s = l.stats;
    QString line = t.translate("LinkText", "Link: %1.").arg(linkDescription(l.profile, t));
    if (s.connections)
        line += QLatin1Char(' ') + t.translate("LinkText", "%1 connections, %2 retransmission stalls (a lost segment "
                                                          "holds its stream one RTO), mean added delay %3 ms each way.")
                                       .arg(s.connections)
                                       .arg(s.stalls)
                                       .arg(linkFigure(s.addedDelayMeanMs, 2));
    if (s.datagramsUp + s.datagramsDown + s.datagramsLost)
        line += QLatin1Char(' ') + t.translate("LinkText", "%1 datagrams relayed, %2 dropped for loss, %3 for a full queue.")
                                       .arg(s.datagramsUp + s.datagramsDown)
                                       .arg(s.datagramsLost)
                                       .arg(s.datagramsQueueFull);
    const uint64_t requests = r.requests + r.errors.transport();
    QString cpu = t.translate("LinkText", "The link's CPU: %1 % of one core").arg(linkFigure(s.busyFraction() * 100, 1));
    if (requests)
        cpu += t.translate("LinkText", " (%1 µs a request)").arg(linkFigure(s.cpuSec * 1e6 / double(requests), 2));
    line += QLatin1Char(' ') + cpu + QLatin1Char('.');
    if (l.busy())
        line += QLatin1Char(' ') + t.translate("LinkText", "The link could not keep up: its own waiting is in these "
                                                          "figures. Use fewer connections or a lower rate.");
    return line;
}

QString linkDifference(const RunResult& a, const RunResult& b, const TextCatalog& t)
{
    const std::string x = formatLinkProfile(a.link.profile), y = formatLinkProfile(b.link.profile);
    if (x == y)
        return {};
    return t.translate("LinkText", "The runs crossed different networks (%1 and %2): their latency is not comparable.")
        .arg(linkName(a.link.profile, t), linkName(b.link.profile, t));
}

} // namespace bw
