#pragma once
// The headroom sentence of an SLO verdict, "2.4x RPS target, 6.2x p99
// headroom": the one text the CLI summary, `history show`, the window's
// summary and the reports print. Words from the catalogs (context
// "VerdictText"), numbers by the caller's formatter. Pure; any thread.
#include "result/run_result.h"
#include "util/text_catalog.h"
#include "util/units.h"

#include <QString>

namespace bw {

// How a ratio's digits are written: formatRatio ("2.4", C locale) for the
// CLI and reports; the window passes its locale's.
using RatioDigits = QString (*)(double ratio);

// One part per bound of the SLO, empty where it has none.
struct HeadroomParts {
    QString rps;          // "2.4x RPS target" (slo.minRps > 0)
    QString p99;          // "6.2x p99 headroom" (slo.maxP99Us > 0)
    QString errorsOnly;   // "0.5% errors, ceiling 1%": an SLO on the error rate alone
};

HeadroomParts headroomParts(const Slo& slo, const SloVerdict& v, const TextCatalog& catalog = TextCatalog(),
                            RatioDigits digits = formatRatio);
// The parts joined: "2.4x RPS target, 6.2x p99 headroom", "2.4x RPS target",
// "0.5% errors, ceiling 1%"; empty for an SLO with no bound.
QString headroomText(const Slo& slo, const SloVerdict& v, const TextCatalog& catalog = TextCatalog(),
                     RatioDigits digits = formatRatio);

} // namespace bw
