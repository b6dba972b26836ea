// SuitePanel, second part: the suite file and its plan (opening it, the
// shortening options, the plan listed before Run).
#include "suite/suite_panel.h"

#include "controller/error_text.h"
#include "run/data_dir.h"
#include "suite/bundled_suite_box.h"
#include "suite/suite_parser.h"
#include "suite/suite_plan_view.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>

namespace bwui {


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
        descriptionLabel_->hide();
        planLabel_->clear();
        updateButtons();
        return false;
    }
    errorText_.clear();
    suite_ = std::move(*suite);
    suiteLabel_->setText(tr("%1 (%2)").arg(QString::fromStdString(suite_->name), QDir::toNativeSeparators(path)));
    descriptionLabel_->setText(descriptionText());
    descriptionLabel_->setVisible(!descriptionLabel_->text().isEmpty());
    bundled_->showPath(QFileInfo(path).absoluteFilePath());
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
        planLabel_->setText(SuitePlanView::summary(*suite_, *plan_));
    }
    fillPlanTable();
    updateButtons();
}

void SuitePanel::fillPlanTable()
{
    planTable_->setRowCount(0);
    if (plan_)
        SuitePlanView::fillTable(planTable_, *plan_);
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
