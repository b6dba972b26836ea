#include "suite/suite_headroom.h"

#include "result/run_outcome.h"

#include <QCoreApplication>

namespace bwui {

QString suiteRunName(const bw::SuiteRunRecord& r)
{
    const QString scenario = QString::fromStdString(r.scenarioName.empty() ? r.scenarioId : r.scenarioName);
    return r.cellLabel.empty()
               ? scenario
               : QCoreApplication::translate("SuiteHeadroom", "%1 on %2").arg(scenario, QString::fromStdString(r.cellLabel));
}

std::vector<HeadroomBars::Row> suiteHeadroomRows(const std::vector<bw::SuiteRunRecord>& records)
{
    std::vector<HeadroomBars::Row> rows;
    for (const bw::SuiteRunRecord& r : records) {
        if (r.skipped)
            continue;   // its runtime is missing: neither passed nor failed, nothing to show
        if (!r.ran) {
            HeadroomBars::Row row;
            row.name = suiteRunName(r);
            row.evaluated = true;   // it counts against the suite: FAIL, nothing to measure
            row.pass = false;
            rows.push_back(row);
            continue;
        }
        // A run with nothing completed has no figures to judge: no bars.
        const bool judged = r.result.requests > 0;
        HeadroomBars::Row row = HeadroomBars::rowFor(suiteRunName(r), r.result.slo,
                                                     judged ? r.result.verdict : bw::SloVerdict{});
        if (!judged || bw::statusFailsRun(r.result.status)) {   // its target ended: FAIL whatever the SLO said
            row.evaluated = true;
            row.pass = false;
        }
        rows.push_back(row);
    }
    return rows;
}

} // namespace bwui
