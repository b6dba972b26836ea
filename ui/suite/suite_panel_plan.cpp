// SuitePanel, second part: the suite file and its plan (opening it, the
// shortening options, the plan listed before Run).
#include "suite/suite_panel.h"

#include "controller/error_text.h"
#include "model/display_format.h"
#include "run/data_dir.h"
#include "suite/suite_commands.h"
#include "suite/suite_parser.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>

namespace bwui {

namespace F = DisplayFormat;

void SuitePanel::setShortening(std::optional<int> durationSec, std::optional<int> warmupSec)
{
    if (durationSec)
        durationSpin_->setValue(*durationSec);
    if (warmupSec)
        warmupSpin_->setValue(*warmupSec);
    shortenDuration_->setChecked(durationSec.has_value());
    shortenWarmup_->setChecked(warmupSec.has_value());
    replan();
}

QString SuitePanel::suitesFolder() const
{
    if (!lastFolder_.isEmpty())
        return lastFolder_;
    return QString::fromStdString(bw::findDataPath("resources/suites"));
}

bool SuitePanel::openSuiteFile(const QString& path)
{
    if (isRunning())
        return false;
    bw::Error err;
    auto suite = bw::loadSuiteFile(path.toStdString(), &err);
    if (!suite) {
        suite_.reset();
        plan_.reset();
        errorText_ = tr("Cannot use %1: %2").arg(QFileInfo(path).fileName(), errorText(err));
        suiteLabel_->setText(errorText_);
        planLabel_->clear();
        updateButtons();
        return false;
    }
    errorText_.clear();
    suite_ = std::move(*suite);
    suiteLabel_->setText(tr("%1 (%2)").arg(QString::fromStdString(suite_->name), QDir::toNativeSeparators(path)));
    replan();
    return plan_.has_value();
}

void SuitePanel::replan()
{
    if (!suite_)
        return;
    bw::SuiteOverrides o;
    if (shortenDuration_->isChecked())
        o.durationSec = durationSpin_->value();
    if (shortenWarmup_->isChecked())
        o.warmupSec = warmupSpin_->value();
    bw::Error err;
    plan_ = bw::planSuite(*suite_, o, &err);
    if (!plan_) {
        planLabel_->setText(errorText(err));
    } else {
        QString text = tr("%n run(s)", nullptr, int(plan_->runs.size()));
        if (plan_->matrix || plan_->cells.size() > 1)
            text += tr(" in %n target configuration(s)", nullptr, int(plan_->cells.size()));
        text += tr(", about %1 of load in all").arg(F::seconds(plan_->estimatedSec()));
        if (bw::suiteLaunchesCommands(*suite_))
            text += QLatin1Char('\n') + tr("Starts commands: %1").arg(QString::number(bw::suiteCommands(*suite_).size()));
        planLabel_->setText(text);
    }
    fillPlanTable();
    updateButtons();
}

void SuitePanel::fillPlanTable()
{
    planTable_->setRowCount(0);
    if (!plan_)
        return;
    planTable_->setRowCount(int(plan_->runs.size()));
    for (const bw::PlannedRun& r : plan_->runs) {
        const bw::LoadConfig& c = r.config;
        const QString measured = c.requests > 0 ? tr("%1 requests").arg(F::count(c.requests))
                                                : F::seconds(c.durationSec);
        QStringList slo;
        if (r.slo.minRps > 0)
            slo << tr("≥ %1 req/s").arg(F::requestsPerSec(r.slo.minRps));
        if (r.slo.maxP99Us > 0)
            slo << tr("p99 ≤ %1").arg(F::latencyUs(r.slo.maxP99Us));
        if (r.slo.maxErrorRate >= 0)
            slo << tr("errors ≤ %1").arg(F::percent(100 * r.slo.maxErrorRate, 2));
        const QString cells[] = {QString::fromStdString(r.scenarioName),
                                 QString::fromStdString(plan_->cells[size_t(r.cell)].label),
                                 F::seconds(c.warmupSec), measured,
                                 slo.isEmpty() ? tr("no SLO") : slo.join(QStringLiteral(", "))};
        for (int col = 0; col < 5; ++col)
            planTable_->setItem(r.index, col, new QTableWidgetItem(cells[col]));
    }
    planTable_->resizeColumnsToContents();
}

void SuitePanel::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open suite"), suitesFolder(), tr("Suite files (*.json)"));
    if (path.isEmpty())
        return;
    lastFolder_ = QFileInfo(path).absolutePath();
    openSuiteFile(path);
}

} // namespace bwui
