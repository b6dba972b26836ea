#include "verdict_text.h"

namespace bw {

HeadroomParts headroomParts(const Slo& slo, const SloVerdict& v, const TextCatalog& c, RatioDigits digits)
{
    HeadroomParts p;
    if (slo.minRps > 0)
        p.rps = c.translate("VerdictText", "%1x RPS target").arg(digits(v.rpsRatio));
    if (slo.maxP99Us > 0)
        p.p99 = c.translate("VerdictText", "%1x p99 headroom").arg(digits(v.p99Headroom));
    if (p.rps.isEmpty() && p.p99.isEmpty() && slo.maxErrorRate >= 0)
        p.errorsOnly = c.translate("VerdictText", "%1 errors, ceiling %2").arg(formatPercent(v.errorRate), formatPercent(slo.maxErrorRate));
    return p;
}

QString headroomText(const Slo& slo, const SloVerdict& v, const TextCatalog& catalog, RatioDigits digits)
{
    const HeadroomParts p = headroomParts(slo, v, catalog, digits);
    if (!p.rps.isEmpty() && !p.p99.isEmpty())
        return p.rps + QStringLiteral(", ") + p.p99;
    return p.rps + p.p99 + p.errorsOnly;
}

} // namespace bw
