#pragma once
// Left-hand panel, second part: how hard and how long to load (virtual users,
// threads, warmup, duration or request count, optional fixed rate, timeout,
// HTTP/2 and its streams per connection, engine), how many rounds of it to
// run with what cool-down between them, and the service-level objective the
// result is judged against.
// Every setting carries a tooltip that explains it.
//
// Threads: UI thread only.
#include "engine/load_config.h"
#include "result/run_result.h"

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
    void setEditable(bool editable);

signals:
    // slo() changed (typed, restored or overridden).
    void sloChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateEnabled();
    void showProblem();

    QGroupBox* loadBox_;
    QLabel* vusLabel_;
    QSpinBox* vus_;
    QLabel* threadsLabel_;
    QSpinBox* threads_;
    QLabel* warmupLabel_;
    QDoubleSpinBox* warmupSec_;
    QRadioButton* byDuration_;
    QDoubleSpinBox* durationSec_;
    QRadioButton* byCount_;
    QSpinBox* requests_;
    QLabel* durationProblem_;          // why the typed duration cannot run; hidden while it can
    QCheckBox* fixedRate_;
    QDoubleSpinBox* rate_;
    QLabel* timeoutLabel_;
    QDoubleSpinBox* timeoutSec_;
    QCheckBox* http2_;
    QSpinBox* streams_;                 // enabled with HTTP/2 only
    QLabel* engineLabel_;
    QComboBox* engine_;
    QLabel* roundsLabel_;
    QSpinBox* rounds_;
    QLabel* cooldownLabel_;
    QDoubleSpinBox* cooldownSec_;      // enabled with more than one round only

    QGroupBox* sloBox_;
    QLabel* sloRpsLabel_;
    QDoubleSpinBox* sloRps_;
    QLabel* sloP99Label_;
    QDoubleSpinBox* sloP99Ms_;
};

} // namespace bwui
