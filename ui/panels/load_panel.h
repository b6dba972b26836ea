#pragma once
// Left-hand panel, second part: how hard and how long to load (virtual users,
// threads, warmup, duration or request count, optional fixed rate, timeout,
// protocol (HTTP/1.1, HTTP/2 or HTTP/3) and its streams per connection,
// engine), how many rounds of it to
// run with what cool-down between them, and the service-level objective the
// result is judged against.
// Every setting carries a tooltip that explains it.
//
// Threads: UI thread only.
#include "engine/load_config.h"
#include "result/run_result.h"
#include "widgets/form_rows.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QRadioButton;
class QSettings;
class QSpinBox;

namespace bwui {

class LoadKnobs;
class StagesEditor;

class LoadPanel : public QWidget {
    Q_OBJECT
public:
    explicit LoadPanel(QWidget* parent = nullptr);

    // Load settings into `config` (not the request fields).
    void fillLoad(bw::LoadConfig& config) const;
    // Why the load settings cannot run, in the window's language ("Duration:
    // must be greater than zero", the core's sentence); "" when they can.
    // The panel shows it under the fields as soon as it applies.
    QString problem() const;
    bw::Slo slo() const;
    // Shows `config`'s load settings and `slo` (command-line overrides).
    void setLoad(const bw::LoadConfig& config);
    void setSlo(const bw::Slo& slo);
    // Rounds: the same configuration this many times (1..1000, default 1),
    // `cooldownSec` apart (default 1 s), as `benchwork-cli run --rounds N --cooldown D`.
    int rounds() const;
    double cooldownSec() const;
    void setRounds(int rounds);
    void setCooldownSec(double seconds);

    void loadSettings(const QSettings& settings);
    void saveSettings(QSettings& settings) const;
    // Locks the fields while a run is under way (false), except the live
    // knob's field (knobs(): the VUs, or the rate with a fixed rate).
    void setEditable(bool editable);

    // Stages instead of one duration (stages_editor.h): the duration and
    // count fields give way to the stages table.
    void setStagesOn(bool on);
    bool stagesOn() const;
    StagesEditor* stagesEditor() const { return stages_; }
    LoadKnobs* knobs() const { return knobs_; }

signals:
    // slo() changed (typed, restored or overridden).
    void sloChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateEnabled();
    void showProblem();

    FormRows rows_;                    // the labelled rows of both boxes
    QGroupBox* loadBox_;
    QSpinBox* vus_;
    QSpinBox* threads_;
    QDoubleSpinBox* warmupSec_;
    QRadioButton* byDuration_;
    QDoubleSpinBox* durationSec_;
    QRadioButton* byCount_;
    QSpinBox* requests_;
    QLabel* durationProblem_;          // why the typed duration cannot run; hidden while it can
    QCheckBox* byStages_;              // stages instead of the duration or count
    StagesEditor* stages_;             // shown with byStages_ only
    LoadKnobs* knobs_;                 // the VUs / rate fields while a run runs
    bool editable_ = true;             // false while a run is under way (setEditable)
    QCheckBox* fixedRate_;
    QDoubleSpinBox* rate_;
    QDoubleSpinBox* timeoutSec_;
    QComboBox* protocol_;               // HTTP/1.1, HTTP/2, HTTP/3 (disabled in a build without HTTP/3)
    QSpinBox* streams_;                 // enabled with HTTP/2 and HTTP/3 only
    QComboBox* engine_;
    QSpinBox* rounds_;
    QDoubleSpinBox* cooldownSec_;      // enabled with more than one round only

    QGroupBox* sloBox_;
    QDoubleSpinBox* sloRps_;
    QDoubleSpinBox* sloP99Ms_;
};

} // namespace bwui
