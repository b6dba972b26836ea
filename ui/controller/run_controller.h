#pragma once
// The window's one link to the engine: runs a bw::RunSession (engine + target
// launch/attach + RSS/CPU monitor + history saving) with the settings the
// panels produced, polls it on a UI-thread timer (~10 Hz: live() and
// seriesFrom(), never one signal per request), keeps bounded chart series
// and publishes the final RunResult. Everything engine-facing lives here.
//
// Rounds: start() with rounds > 1 runs the same configuration that many
// times, a fresh RunSession each, `cooldownSec` apart, every round saved as a
// run of one round group (HistoryStore::createRoundGroup("rounds"), as
// `benchwork-cli run --rounds` does). Each round emits runStarted(); between
// rounds roundFinished() and a cool-down (state CoolingDown); runFinished()
// once, after the last round or a stop (stop() ends the whole sequence: the
// round under way is saved as stopped, no further round starts).
//
// Threads: UI thread only. RunSession::prepare() (starting a target, name
// resolution: blocking) runs on a short-lived helper thread so the window
// never freezes.
#include "controller/tick_meter.h"
#include "model/live_source.h"

#include "control/control_channel.h"
#include "metrics/metrics_channel.h"
#include "metrics/metrics_feed.h"
#include "engine/engine.h"
#include "result/run_result.h"
#include "run/run_session.h"
#include "run/target_spec.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace bwui {

class RunController : public QObject, public LiveSource {
    Q_OBJECT
public:
    enum class State { Idle, Preparing, Running, CoolingDown };

    explicit RunController(QObject* parent = nullptr);
    ~RunController() override;   // stops a run in progress and waits for it

    // Starts a run. Problems (bad settings, target not ready) are reported
    // through runFailed() with a translated message; returns false then.
    // The window's demo target runs already and is attached to (DemoHost);
    // kind Demo here starts one for the run, as the CLI does.
    bool start(const bw::LoadConfig& config, const bw::Slo& slo, const bw::TargetSpec& target, int rounds = 1,
               double cooldownSec = 1);
    // Ends the run early; the result keeps what was measured so far. With
    // rounds, ends the sequence (during a cool-down at once).
    void stop();

    State state() const { return state_; }
    bool active() const { return state_ != State::Idle; }

    const bw::LoadConfig& config() const { return config_; }
    const bw::Slo& slo() const { return slo_; }   // of the run started last
    const bw::TargetSpec& target() const { return target_; }   // of the run started last
    // live(), runSeries(), targetSeries(), targetNow(), spectrum(),
    // watchingTarget(): LiveSource's, of the round under way (or the last).
    // A request set's live per-request figures (once a second; version 0:
    // none yet or no set) and the set as the engine compiled it (null: none).
    const bw::LiveRequests& liveRequests() const { return liveRequests_; }
    const std::shared_ptr<const bw::CompiledRequests>& requestSet() const { return requestSet_; }
    // Seconds the chart's time axis should span (planned run length, or more).
    double plannedSeconds() const;
    const std::optional<bw::RunResult>& lastResult() const { return result_; }

    // The rounds of the sequence started last: how many were asked, which
    // one runs (1-based), the finished ones (a stopped one included) with
    // their history ids (0: not saved), and their group's id (0: none).
    int rounds() const { return rounds_; }
    int round() const { return round_; }
    const std::vector<bw::RunResult>& roundResults() const { return roundResults_; }
    const std::vector<int64_t>& roundHistoryIds() const { return roundIds_; }
    int64_t roundGroupId() const { return roundGroupId_; }
    double cooldownSec() const { return cooldownSec_; }
    TickStats tickStats() const { return ticks_.stats(); }

    // Where finished runs are saved (SQLite history); "" saves nothing.
    // Defaults to bw::defaultDatabasePath().
    void setHistoryPath(const QString& path) { historyPath_ = path; }
    QString historyPath() const { return historyPath_; }
    // Why the last run could not be saved ("" when it was, or not asked to).
    QString historyError() const { return historyError_; }
    // The last run's id in the history (0: not saved).
    int64_t lastHistoryId() const { return historyId_; }

    // Live load changes (RunSession::steer), while state() is Running: the
    // VUs of a closed-model run, the rate of an open-model one; a
    // closed-model run is prepared with room for them (LoadConfig::maxVus,
    // defaultLiveMaxVus() unless one was given). steer() returns "" when the
    // change was taken (from about 50 ms on), else why not, translated; a
    // refused change changes nothing. knobLevel() is the level now, a
    // change just asked included (the value a +/- step starts from);
    // knobMaximum() the highest the knob takes. loadChanges(): the run's
    // changes so far, pulled each tick (the window's and a socket's).
    bool canSteer() const { return state_ == State::Running && session_ != nullptr; }
    QString steer(double value);
    bw::LoadKnob knob() const;
    double knobLevel() const;
    double knobMaximum() const;
    const std::vector<bw::LoadChange>& loadChanges() const { return changes_; }

    // The window's control socket (docs/control.md): lines "vus N", "rate N"
    // and "stop" act on each run while it runs, "error: ..." between runs.
    // openControl() returns "" or why the socket could not be opened
    // (translated); a socket already open is closed first.
    QString openControl(const QString& path);
    void closeControl();
    QString controlPath() const;

    // The window's /metrics endpoint (docs/metrics.md, --metrics): each run
    // is published there every tick while it runs, and its result's figures
    // when it ends, kept until the next run starts. openMetrics() takes
    // "PORT" or "ADDR:PORT", loopback only, and returns "" or why it could
    // not listen (translated); one already open is closed first.
    QString openMetrics(const QString& address);
    void closeMetrics();
    QString metricsUrl() const;   // "" when not serving

    void setTickIntervalMs(int ms);
    int tickIntervalMs() const { return timer_.interval(); }

signals:
    void runStarted();
    void ticked();                    // live() and maybe the series changed
    void runFinished();               // lastResult() holds the result (of the last round)
    void roundFinished(int round);    // a round ended and another follows after the cool-down
    void runFailed(const QString& message);

private:
    void startRound();
    void onPrepared(std::optional<bw::Error> error);
    void tick();
    void pullSeries();
    void finish();
    void fail(const QString& message);

    State state_ = State::Idle;
    bool stopRequested_ = false;
    bw::LoadConfig config_;
    bw::LoadConfig startConfig_;      // as given to start(): every round starts from it
    bw::Slo slo_;
    bw::TargetSpec target_;
    std::unique_ptr<bw::RunSession> session_;
    QString historyPath_;
    QString historyError_;
    int64_t historyId_ = 0;
    QThread* prepareThread_ = nullptr;
    QTimer timer_;
    TickMeter ticks_;
    bw::LiveRequests liveRequests_;
    std::shared_ptr<const bw::CompiledRequests> requestSet_;
    std::optional<bw::RunResult> result_;
    int rounds_ = 1;
    int round_ = 0;
    double cooldownSec_ = 1;
    int64_t roundGroupId_ = 0;
    std::vector<bw::RunResult> roundResults_;
    std::vector<int64_t> roundIds_;
    QTimer coolDown_;
    std::vector<bw::LoadChange> changes_;   // of the run under way (or the last one)
    std::unique_ptr<bw::ControlChannel> control_;   // open while the window listens
    std::unique_ptr<bw::MetricsChannel> metrics_;   // open while the window serves /metrics
    bw::MetricsFeed metricsFeed_;                   // the run under way's figures for metrics_
};

} // namespace bwui
