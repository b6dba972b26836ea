#include "capacity/capacity_form.h"

#include "capacity/sweep_points.h"

#include <QButtonGroup>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>
#include <QVariant>

#include <algorithm>

namespace bwui {

namespace {

QDoubleSpinBox* numberBox(double min, double max, double value, int decimals)
{
    auto* b = new QDoubleSpinBox;
    b->setRange(min, max);
    b->setDecimals(decimals);
    b->setValue(value);
    b->setAccelerated(true);
    b->setFocusPolicy(Qt::StrongFocus);   // the wheel only in a focused field
    return b;
}

} // namespace

CapacityForm::CapacityForm(QWidget* parent) : Retranslating(parent)
{
    capacityMode_ = new QRadioButton;
    capacityMode_->setChecked(true);
    sweepMode_ = new QRadioButton;
    auto* modes = new QButtonGroup(this);
    modes->addButton(capacityMode_);
    modes->addButton(sweepMode_);

    p99Ms_ = numberBox(0, 600000, 10, 2);
    errorsPct_ = numberBox(0, 100, 1, 2);
    floorRps_ = numberBox(0, 1e8, 0, 0);
    fromRate_ = numberBox(0, 1e8, 0, 0);
    minRate_ = numberBox(0, 1e8, 1, 0);
    maxRate_ = numberBox(0, 1e8, 0, 0);
    precisionPct_ = numberBox(0, 100, 2, 1);
    for (QDoubleSpinBox* b : {floorRps_, fromRate_, maxRate_, minRate_})
        b->setSingleStep(100);
    minRate_->setSingleStep(1);
    searchBox_ = new QGroupBox;
    auto* sf = new QFormLayout(searchBox_);
    for (QWidget* field : {p99Ms_, errorsPct_, floorRps_, fromRate_, minRate_, maxRate_, precisionPct_})
        rows_.add(sf, field);

    byVus_ = new QRadioButton;
    byVus_->setChecked(true);
    byRates_ = new QRadioButton;
    auto* models = new QButtonGroup(this);
    models->addButton(byVus_);
    models->addButton(byRates_);
    vus_ = new QLineEdit(QStringLiteral("1,2,4,...,64"));
    rates_ = new QLineEdit(QStringLiteral("100:1000:100"));
    sweepBox_ = new QGroupBox;
    auto* wf = new QFormLayout(sweepBox_);
    wf->addRow(byVus_, vus_);
    wf->addRow(byRates_, rates_);

    stepSec_ = numberBox(0, 3600, 5, 1);
    warmupSec_ = numberBox(0, 3600, 1, 1);
    auto* common = new QFormLayout;
    rows_.add(common, stepSec_);
    rows_.add(common, warmupSec_);

    auto* modeRow = new QHBoxLayout;
    modeRow->addWidget(capacityMode_);
    modeRow->addWidget(sweepMode_);
    modeRow->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(modeRow);
    layout->addWidget(searchBox_);
    layout->addWidget(sweepBox_);
    layout->addLayout(common);

    for (QDoubleSpinBox* b : {p99Ms_, errorsPct_, floorRps_, fromRate_, minRate_, maxRate_, precisionPct_, stepSec_, warmupSec_})
        connect(b, &QDoubleSpinBox::valueChanged, this, &CapacityForm::changed);
    for (QLineEdit* e : {vus_, rates_})
        connect(e, &QLineEdit::textChanged, this, &CapacityForm::changed);
    for (QRadioButton* r : {capacityMode_, sweepMode_, byVus_, byRates_})
        connect(r, &QRadioButton::toggled, this, [this](bool on) {
            if (on) {
                updateVisible();
                emit changed();
            }
        });
    retranslate();
    updateVisible();
}

CapacityForm::Mode CapacityForm::mode() const { return sweepMode_->isChecked() ? Mode::Sweep : Mode::Capacity; }

void CapacityForm::setMode(Mode mode) { (mode == Mode::Sweep ? sweepMode_ : capacityMode_)->setChecked(true); }

bw::CapacitySettings CapacityForm::capacitySettings() const
{
    bw::CapacitySettings s;
    s.fromRate = fromRate_->value();
    s.minRate = minRate_->value();
    s.maxRate = maxRate_->value();
    s.precision = precisionPct_->value() / 100.0;
    s.stepSec = stepSec_->value();
    s.warmupSec = warmupSec_->value();
    // The probe as long as a step, at most the core's default.
    s.probeSec = std::min(s.probeSec, std::max(0.5, s.stepSec));
    return s;
}

bw::Slo CapacityForm::slo() const
{
    bw::Slo s;
    s.maxP99Us = p99Ms_->value() * 1000.0;
    s.maxErrorRate = errorsPct_->value() / 100.0;
    s.minRps = floorRps_->value();
    return s;
}

bw::SweepModel CapacityForm::sweepModel() const { return byRates_->isChecked() ? bw::SweepModel::Open : bw::SweepModel::Closed; }

std::vector<double> CapacityForm::sweepPoints() const
{
    const auto r = byRates_->isChecked() ? bw::parseRateRange(rates_->text().toStdString())
                                          : bw::parseVuList(vus_->text().toStdString());
    return r ? *r : std::vector<double>{};
}

double CapacityForm::stepSec() const { return stepSec_->value(); }
double CapacityForm::warmupSec() const { return warmupSec_->value(); }

QString CapacityForm::fieldLabel(const std::string& option) const
{
    const QWidget* field = option == "--slo-p99" ? p99Ms_
                           : option == "--precision" ? precisionPct_
                           : option == "--step" ? stepSec_
                           : option == "--warmup" ? warmupSec_
                           : option == "--min" ? minRate_
                           : option == "--from" ? fromRate_
                           : option == "--max" ? maxRate_
                                                : nullptr;
    return field ? rows_.labelText(field) : QString::fromStdString(option);
}

QString CapacityForm::problem() const
{
    if (mode() == Mode::Capacity) {
        if (auto e = bw::validateCapacitySettings(capacitySettings(), slo()))
            return tr("%1: %2").arg(fieldLabel(e->field), QString::fromStdString(e->reason()));
        return {};
    }
    if (!(stepSec_->value() > 0))
        return tr("%1: %2").arg(fieldLabel("--step"), tr("must be greater than zero"));
    const bool open = byRates_->isChecked();
    const auto r = open ? bw::parseRateRange(rates_->text().toStdString()) : bw::parseVuList(vus_->text().toStdString());
    if (!r)
        return tr("%1: %2").arg((open ? byRates_ : byVus_)->text().remove(QLatin1Char('&')),
                                QString::fromStdString(r.error().reason()));
    return {};
}

void CapacityForm::setField(const QString& option, const QVariant& value)
{
    if (option == QLatin1String("vus")) {
        byVus_->setChecked(true);
        vus_->setText(value.toString());
        return;
    }
    if (option == QLatin1String("rates")) {
        byRates_->setChecked(true);
        rates_->setText(value.toString());
        return;
    }
    QDoubleSpinBox* b = option == QLatin1String("slo-p99")      ? p99Ms_
                        : option == QLatin1String("slo-errors") ? errorsPct_
                        : option == QLatin1String("slo-rps")    ? floorRps_
                        : option == QLatin1String("from")       ? fromRate_
                        : option == QLatin1String("min")        ? minRate_
                        : option == QLatin1String("max")        ? maxRate_
                        : option == QLatin1String("precision")  ? precisionPct_
                        : option == QLatin1String("step")       ? stepSec_
                        : option == QLatin1String("warmup")     ? warmupSec_
                                                                : nullptr;
    if (b)
        b->setValue(value.toDouble());
}

void CapacityForm::setEditable(bool editable)
{
    for (QWidget* w : std::initializer_list<QWidget*>{capacityMode_, sweepMode_, searchBox_, sweepBox_, stepSec_, warmupSec_})
        w->setEnabled(editable);
}

void CapacityForm::loadSettings(const QSettings& s)
{
    const QString g = QStringLiteral("capacity/");
    setMode(s.value(g + QLatin1String("mode")).toString() == QLatin1String("sweep") ? Mode::Sweep : Mode::Capacity);
    for (const char* key : {"slo-p99", "slo-errors", "slo-rps", "from", "min", "max", "precision", "step", "warmup"})
        if (s.contains(g + QLatin1String(key)))
            setField(QLatin1String(key), s.value(g + QLatin1String(key)));
    vus_->setText(s.value(g + QLatin1String("vus"), vus_->text()).toString());
    rates_->setText(s.value(g + QLatin1String("rates"), rates_->text()).toString());
    (s.value(g + QLatin1String("model")).toString() == QLatin1String("open") ? byRates_ : byVus_)->setChecked(true);
}

void CapacityForm::saveSettings(QSettings& s) const
{
    const QString g = QStringLiteral("capacity/");
    s.setValue(g + QLatin1String("mode"), mode() == Mode::Sweep ? QStringLiteral("sweep") : QStringLiteral("capacity"));
    s.setValue(g + QLatin1String("slo-p99"), p99Ms_->value());
    s.setValue(g + QLatin1String("slo-errors"), errorsPct_->value());
    s.setValue(g + QLatin1String("slo-rps"), floorRps_->value());
    s.setValue(g + QLatin1String("from"), fromRate_->value());
    s.setValue(g + QLatin1String("min"), minRate_->value());
    s.setValue(g + QLatin1String("max"), maxRate_->value());
    s.setValue(g + QLatin1String("precision"), precisionPct_->value());
    s.setValue(g + QLatin1String("step"), stepSec_->value());
    s.setValue(g + QLatin1String("warmup"), warmupSec_->value());
    s.setValue(g + QLatin1String("vus"), vus_->text());
    s.setValue(g + QLatin1String("rates"), rates_->text());
    s.setValue(g + QLatin1String("model"), byRates_->isChecked() ? QStringLiteral("open") : QStringLiteral("closed"));
}

void CapacityForm::updateVisible()
{
    searchBox_->setVisible(mode() == Mode::Capacity);
    sweepBox_->setVisible(mode() == Mode::Sweep);
    vus_->setEnabled(byVus_->isChecked());
    rates_->setEnabled(byRates_->isChecked());
}

void CapacityForm::retranslate()
{
    capacityMode_->setText(tr("&Capacity search"));
    capacityMode_->setToolTip(tr("Find the highest fixed request rate the target sustains inside the SLO: grow x2 until a "
                                 "step fails, then bisect between the last pass and the first fail, then confirm."));
    sweepMode_->setText(tr("Load s&weep"));
    sweepMode_->setToolTip(tr("One step per point of a VU list or a rate range: throughput against load, latency against "
                              "throughput, and for VUs the Universal Scalability Law fitted."));
    searchBox_->setTitle(tr("Service-level objective and search"));
    rows_.setTexts(p99Ms_, {.label = tr("p99 ceiling (ms)"),
                            .toolTip = tr("Every step's corrected p99 must stay at or below this. Required.")});
    rows_.setTexts(errorsPct_, {.label = tr("Error rate ceiling (%)"),
                                .toolTip = tr("Every step's error rate must stay at or below this.")});
    rows_.setTexts(floorRps_, {.label = tr("RPS floor (req/s)"),
                               .toolTip = tr("The answer is compared with it (\"1.9x the floor\"); 0: none."),
                               .special = tr("none")});
    rows_.setTexts(fromRate_, {.label = tr("Start rate (req/s)"),
                               .toolTip = tr("The first step's rate. 0: half the throughput of a short closed-model "
                                             "probe."),
                               .special = tr("from a probe")});
    rows_.setTexts(minRate_, {.label = tr("Minimum rate (req/s)"),
                              .toolTip = tr("Halving stops here: when no rate down to it passes, the search ends "
                                            "with none found.")});
    rows_.setTexts(maxRate_, {.label = tr("Maximum rate (req/s)"),
                              .toolTip = tr("Growing stops here. 0: no ceiling (the step limit bounds the search)."),
                              .special = tr("no limit")});
    rows_.setTexts(precisionPct_, {.label = tr("Precision (%)"),
                                   .toolTip = tr("Done when the first fail is within this much of the last pass.")});
    sweepBox_->setTitle(tr("Sweep points"));
    byVus_->setText(tr("VUs"));
    byVus_->setToolTip(tr("Closed model: ascending VU counts, \"...\" continues the pattern (1,2,4,...,256)."));
    byRates_->setText(tr("Rates"));
    byRates_->setToolTip(tr("Open model: FROM:TO:STEP in requests/s (100:2000:100)."));
    rows_.setTexts(stepSec_, {.label = tr("Step length (s)"), .toolTip = tr("The measured part of each step.")});
    rows_.setTexts(warmupSec_, {.label = tr("Step warm-up (s)"),
                                .toolTip = tr("Before each step's measured part; nothing counted.")});
}

} // namespace bwui
