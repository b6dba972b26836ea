#pragma once
// The Capacity tab: a capacity search or a load sweep of the target and
// load the window's panels describe, with its own Run and Stop. The search
// and the sweep are the core's (bw::CapacityRunner, bw::SweepRunner: a
// RunSession per step, each step saved in the history as one member of a
// capacity or sweep group), the same code `benchwork-cli capacity` and
// `sweep` run; this panel only starts them, polls them on a 250 ms timer
// (never waiting for a step) and draws what is new: one dot per step,
// the bracket, the answer (StepCurveView).
//
// One load at a time: the window blocks this Run while a run or a suite is
// under way (setBlockedReason) and its own Run while this one is.
//
// Threads: UI thread only. The runners run their steps on a thread of
// their own; their destructors stop and join it.
#include "capacity/capacity_runner.h"
#include "capacity/sweep_runner.h"
#include "widgets/retranslating.h"

#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QPushButton;
class QSettings;
class QTimer;

namespace bwui {

class CapacityForm;
class StepCurveView;

class CapacityPanel : public Retranslating<QWidget> {
    Q_OBJECT
public:
    // What a search or sweep loads: the request and load settings and the
    // target, as the window's panels give them; false with a translated
    // problem when they cannot (the demo target still starting, no URL).
    using LoadSource = std::function<bool(bw::LoadConfig* config, bw::TargetSpec* target, QString* problem)>;
    // How runners are made (a test's fake step runner; the default loads
    // the job's target).
    using CapacityFactory = std::function<std::unique_ptr<bw::CapacityRunner>(bw::CapacityJob job)>;
    using SweepFactory = std::function<std::unique_ptr<bw::SweepRunner>(bw::SweepJob job)>;

    explicit CapacityPanel(QWidget* parent = nullptr);
    ~CapacityPanel() override;   // stops a search or sweep under way and waits for it

    void setLoadSource(LoadSource source) { source_ = std::move(source); }
    void setCapacityFactory(CapacityFactory f) { capacityFactory_ = std::move(f); }
    void setSweepFactory(SweepFactory f) { sweepFactory_ = std::move(f); }
    // "" = do not save steps. The default is bw::defaultDatabasePath().
    void setHistoryPath(const QString& path) { historyPath_ = path; }
    // A second view drawn with the same steps (the presentation's); null: none.
    void setMirror(StepCurveView* mirror);
    // While `reason` is not empty (a run or suite is under way) Run is off
    // and the reason shown.
    void setBlockedReason(const QString& reason);
    void setTickIntervalMs(int ms);

    CapacityForm* form() const { return form_; }
    StepCurveView* curves() const { return curves_; }
    bool isRunning() const;
    bool runEnabled() const;
    QString problemText() const;   // the form's problem, as shown
    QString statusText() const;    // the step under way, or how the last one ended
    // The step under way's live figures (LiveStatus{} between steps).
    bw::LiveStatus live() const { return live_; }
    // Its target as the step's run watches it (target/watch_check.h): the
    // latest sample (nullopt when none), whether a process is watched (kept
    // between steps), and why or why not.
    std::optional<bw::TargetPoint> targetNow() const;
    bool watchingTarget() const { return target_.monitored; }
    const bw::WatchNote& watchNote() const { return target_.watch; }
    // The last search's or sweep's result (the one shown).
    const bw::CapacityResult& capacityResult() const { return capacityResult_; }
    const bw::SweepResult& sweepResult() const { return sweepResult_; }

    void loadSettings(const QSettings& settings);
    void saveSettings(QSettings& settings) const;

public slots:
    // Starts the mode chosen; false (and the reason shown) when it cannot.
    bool start();
    void stop();

signals:
    void started();
    void ticked();
    void finished();

private:
    void poll();
    void finish();
    void updateButtons();
    void draw(const QString& status);
    QString stepText(const std::optional<bw::StepPlan>& plan) const;
    void retranslate() override;

    CapacityForm* form_;
    QPushButton* runButton_;
    QPushButton* stopButton_;
    QLabel* problem_;
    QLabel* status_;
    StepCurveView* curves_;
    StepCurveView* mirror_ = nullptr;
    QTimer* timer_;

    LoadSource source_;
    CapacityFactory capacityFactory_;
    SweepFactory sweepFactory_;
    QString historyPath_;
    QString blockedReason_;
    QString statusText_;
    QString startProblem_;          // why the last start() failed
    std::unique_ptr<bw::CapacityRunner> capacity_;
    std::unique_ptr<bw::SweepRunner> sweep_;
    bw::CapacityResult capacityResult_;
    bw::SweepResult sweepResult_;
    double lo_ = 0, hi_ = 0;        // the search's bracket now
    size_t drawnSteps_ = 0;         // steps drawn so far (redraw only when more)
    bw::LiveStatus live_;
    bw::StepTarget target_;
};

} // namespace bwui
