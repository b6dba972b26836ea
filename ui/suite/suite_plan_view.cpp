#include "suite/suite_plan_view.h"

#include "model/display_format.h"
#include "suite/suite_commands.h"
#include "suite/suite_records_model.h"
#include "suite/suite_requirements.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTableWidget>

namespace bwui::SuitePlanView {

namespace F = DisplayFormat;

QString summary(const bw::Suite& suite, const bw::SuitePlan& plan)
{
    QString text = QCoreApplication::translate("bwui::SuitePanel", "%n run(s)", nullptr, int(plan.runs.size()));
    if (plan.matrix || plan.cells.size() > 1)
        text += QCoreApplication::translate("bwui::SuitePanel", " in %n target configuration(s)", nullptr,
                                          int(plan.cells.size()));
    text += QCoreApplication::translate("bwui::SuitePanel", ", about %1 of load in all").arg(F::seconds(plan.estimatedSec()));
    if (bw::suiteLaunchesCommands(suite))
        text += QLatin1Char('\n')
                + QCoreApplication::translate("bwui::SuitePanel", "Starts commands: %1").arg(QString::number(bw::suiteCommands(suite).size()));
    // Targets whose runtime is missing are skipped when the suite runs: say so before.
    for (const bw::SuiteTarget& t : suite.targets) {
        const bw::MissingProgram m = bw::findMissingProgram(t);
        if (!m.missing())
            continue;
        bw::SuiteRunRecord shown;
        shown.missingProgram = m.program;
        shown.install = m.install;
        text += QLatin1Char('\n')
                + QCoreApplication::translate("bwui::SuitePanel", "%1 will be %2")
                      .arg(QString::fromStdString(t.name), SuiteRecordsModel::skippedText(shown));
    }
    return text;
}

void fillTable(QTableWidget* table, const bw::SuitePlan& plan)
{
    table->setRowCount(int(plan.runs.size()));
    for (const bw::PlannedRun& r : plan.runs) {
        const bw::LoadConfig& c = r.config;
        const QString measured =
            r.capacity       ? QCoreApplication::translate("bwui::SuitePanel", "capacity search, steps of %1").arg(F::seconds(r.capacity->stepSec))
            : c.requests > 0 ? QCoreApplication::translate("bwui::SuitePanel", "%1 requests").arg(F::count(c.requests))
                             : F::seconds(c.durationSec);
        QStringList slo;
        if (r.slo.minRps > 0)
            slo << QCoreApplication::translate("bwui::SuitePanel", "≥ %1 req/s").arg(F::requestsPerSec(r.slo.minRps));
        if (r.slo.maxP99Us > 0)
            slo << QCoreApplication::translate("bwui::SuitePanel", "p99 ≤ %1").arg(F::latencyUs(r.slo.maxP99Us));
        if (r.slo.maxErrorRate >= 0)
            slo << QCoreApplication::translate("bwui::SuitePanel", "errors ≤ %1").arg(F::percent(100 * r.slo.maxErrorRate, 2));
        const QString cells[] = {QString::fromStdString(r.scenarioName), QString::fromStdString(plan.cells[size_t(r.cell)].label),
                                 F::seconds(r.capacity ? r.capacity->warmupSec : c.warmupSec), measured,
                                 slo.isEmpty() ? QCoreApplication::translate("bwui::SuitePanel", "no SLO")
                                               : slo.join(QStringLiteral(", "))};
        for (int col = 0; col < 5; ++col)
            table->setItem(r.index, col, new QTableWidgetItem(cells[col]));
    }
    table->resizeColumnsToContents();
}

} // namespace bwui::SuitePlanView
