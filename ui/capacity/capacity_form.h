#pragma once
// The Capacity tab's settings: the mode (a capacity search or a load
// sweep); for a search its SLO (p99 ceiling, error rate, RPS floor), start
// rate, min and max rate and precision; for a sweep a VU list (closed
// model) or a rate range (open model); for both the length of each step
// and its warm-up. The target, request, connections and engine come from
// the window's target and load panels, as a run's do.
//
// Invalid input is checked by the core's own checks
// (validateCapacitySettings, parseVuList, parseRateRange): problem() is
// their message after the field's label here, and the tab keeps its Run
// button off while there is one.
//
// Threads: UI thread only.
#include "capacity/capacity_settings.h"
#include "capacity/sweep_result.h"
#include "widgets/form_rows.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <vector>

class QButtonGroup;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QRadioButton;
class QSettings;

namespace bwui {

class CapacityForm : public Retranslating<QWidget> {
    Q_OBJECT
public:
    enum class Mode { Capacity, Sweep };

    explicit CapacityForm(QWidget* parent = nullptr);

    Mode mode() const;
    void setMode(Mode mode);

    // A search: its settings and SLO as typed (check problem() first).
    bw::CapacitySettings capacitySettings() const;
    bw::Slo slo() const;
    // A sweep: its model and points (empty while problem() is not "").
    bw::SweepModel sweepModel() const;
    std::vector<double> sweepPoints() const;
    double stepSec() const;
    double warmupSec() const;

    // What is wrong with the settings of the mode chosen, "" when nothing.
    QString problem() const;

    // For tests and the command line: set a field by its option name
    // ("slo-p99" in ms, "slo-errors" in %, "slo-rps", "from", "min", "max",
    // "precision" in %, "step", "warmup" in s; "vus" and "rates" as text).
    void setField(const QString& option, const QVariant& value);

    void setEditable(bool editable);
    void loadSettings(const QSettings& settings);
    void saveSettings(QSettings& settings) const;

signals:
    void changed();

private:
    void retranslate() override;
    void updateVisible();
    QString fieldLabel(const std::string& option) const;

    FormRows rows_;   // the labelled rows (search, step length, warm-up)
    QRadioButton* capacityMode_;
    QRadioButton* sweepMode_;
    QGroupBox* searchBox_;
    QGroupBox* sweepBox_;
    QDoubleSpinBox* p99Ms_;
    QDoubleSpinBox* errorsPct_;
    QDoubleSpinBox* floorRps_;
    QDoubleSpinBox* fromRate_;
    QDoubleSpinBox* minRate_;
    QDoubleSpinBox* maxRate_;
    QDoubleSpinBox* precisionPct_;
    QRadioButton* byVus_;
    QLineEdit* vus_;
    QRadioButton* byRates_;
    QLineEdit* rates_;
    QDoubleSpinBox* stepSec_;
    QDoubleSpinBox* warmupSec_;
};

} // namespace bwui
