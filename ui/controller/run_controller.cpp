#include "controller/run_controller.h"

#include "controller/error_text.h"
#include "history/history_paths.h"
#include "history/history_store.h"

#include <QThread>

#include <chrono>
#include <cmath>

namespace bwui {

namespace {
constexpr int kDefaultTickMs = 100;   // ~10 redraws a second

// What the core cannot word for the window: a target choice left incomplete.
QString targetProblem(const bw::TargetSpec& target)
{
    switch (target.kind) {
    case bw::TargetSpec::Kind::Attach:
        if (target.pid <= 0 && target.container.empty())
            return RunController::tr("Enter the PID of the server process, or the container, to attach to.");
        break;
    case bw::TargetSpec::Kind::Launch:
        if (target.launch.argv.empty() || QString::fromStdString(target.launch.argv.front()).trimmed().isEmpty())
            return RunController::tr("Enter the command that starts the server.");
        break;
    case bw::TargetSpec::Kind::Url:
    case bw::TargetSpec::Kind::Demo:
        break;
    }
    return {};
}
} // namespace

RunController::RunController(QObject* parent)
    : QObject(parent), historyPath_(QString::fromStdString(bw::defaultDatabasePath()))
{
    // A precise timer: the tick interval is itself a measurement (UI stalls).
    timer_.setTimerType(Qt::PreciseTimer);
    timer_.setInterval(kDefaultTickMs);
    connect(&timer_, &QTimer::timeout, this, &RunController::tick);
    coolDown_.setSingleShot(true);
    connect(&coolDown_, &QTimer::timeout, this, [this] {
        ++round_;
        startRound();
    });
}

RunController::~RunController()
{
    timer_.stop();
    if (control_)
        control_->attach(nullptr);   // no line acts on the session from here on
    if (prepareThread_)
        prepareThread_->wait();   // bounded by the target's readiness timeout
    if (session_) {
        session_->stop(bw::RunStatus::Interrupted, "the window was closed");
        session_->waitFinished(std::chrono::seconds(10));
    }
}

void RunController::setTickIntervalMs(int ms)
{
    timer_.setInterval(qBound(10, ms, 1000));
}

double RunController::plannedSeconds() const
{
    // A finished run spans what it actually measured (a stopped run is shorter).
    if (state_ == State::Idle && result_)
        return std::max(5.0, std::ceil(std::max(result_->warmupSec + result_->measuredSec, series_.run().lastT())));
    double planned = config_.warmupSec;
    if (config_.requests == 0)
        planned += config_.measuredSeconds();
    return chartSpanSec(planned, std::max(series_.run().lastT(), live_.elapsedSec));
}

bool RunController::start(const bw::LoadConfig& config, const bw::Slo& slo, const bw::TargetSpec& target, int rounds,
                          double cooldownSec)
{
    if (state_ != State::Idle) {
        fail(tr("A run is already in progress."));
        return false;
    }
    if (auto e = bw::validateConfig(config)) {
        fail(errorText(*e));
        return false;
    }
    if (const QString why = targetProblem(target); !why.isEmpty()) {
        fail(why);
        return false;
    }
    if (rounds < 1 || rounds > 1000) {
        fail(tr("Rounds: from 1 to 1000, not %1.").arg(rounds));
        return false;
    }

    startConfig_ = config;
    slo_ = slo;
    target_ = target;
    rounds_ = rounds;
    round_ = 1;
    cooldownSec_ = std::max(0.0, cooldownSec);
    roundGroupId_ = 0;
    roundResults_.clear();
    roundIds_.clear();
    historyError_.clear();
    if (rounds_ > 1 && !historyPath_.isEmpty()) {
        // One group for the sequence, as `run --rounds` makes it.
        bw::HistoryStore store;
        const int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::system_clock::now().time_since_epoch()).count();
        if (store.open(historyPath_.toStdString()))
            roundGroupId_ = store.createRoundGroup("rounds", std::string(), now, rounds_);
        if (!roundGroupId_)
            historyError_ = tr("The rounds are saved without their group: %1").arg(QString::fromStdString(store.lastError()));
    }
    startRound();
    return true;
}

void RunController::startRound()
{
    config_ = startConfig_;
    // Room for the live knobs: the connection slots a closed-model run can
    // be raised to are set before prepare() (unused ones cost nothing).
    if (config_.rate <= 0 && config_.maxVus == 0)
        config_.maxVus = bw::defaultLiveMaxVus(config_);
    changes_.clear();
    result_.reset();
    historyId_ = 0;
    live_ = bw::LiveStatus{};
    liveRequests_ = bw::LiveRequests{};
    requestSet_.reset();
    series_.reset(target_.kind != bw::TargetSpec::Kind::Url, config_.warmupSec);
    watch_ = bw::WatchNote{};
    stopRequested_ = false;
    bw::SessionOptions options;
    options.historyPath = historyPath_.toStdString();
    if (rounds_ > 1) {
        options.roundGroupId = roundGroupId_;
        options.roundIndex = round_;
    }
    session_ = std::make_unique<bw::RunSession>(config_, slo_, target_, options);
    state_ = State::Preparing;

    bw::RunSession* session = session_.get();
    auto error = std::make_shared<std::optional<bw::Error>>();
    prepareThread_ = QThread::create([session, error] { *error = session->prepare(); });
    connect(prepareThread_, &QThread::finished, this, [this, error] {
        prepareThread_->deleteLater();
        prepareThread_ = nullptr;
        onPrepared(*error);
    });
    prepareThread_->start();
    emit runStarted();
}

void RunController::stop()
{
    if (state_ == State::Preparing) {
        stopRequested_ = true;   // honoured when preparation returns
    } else if (state_ == State::Running && session_) {
        stopRequested_ = true;
        session_->stop(bw::RunStatus::Stopped, "stopped by the user");
    } else if (state_ == State::CoolingDown) {
        // Between rounds: no further round; the finished ones stand.
        coolDown_.stop();
        stopRequested_ = true;
        state_ = State::Idle;
        emit runFinished();
    }
}

void RunController::onPrepared(std::optional<bw::Error> error)
{
    if (!error && stopRequested_ && !roundResults_.empty()) {
        // Stopped while a later round prepared: the sequence ends with the
        // rounds that finished.
        session_.reset();
        state_ = State::Idle;
        result_ = roundResults_.back();
        historyId_ = roundIds_.back();
        emit runFinished();
        return;
    }
    if (error || stopRequested_) {
        session_.reset();
        state_ = State::Idle;
        fail(error ? startErrorText(*error) : tr("The run was stopped before it started."));
        return;
    }
    config_ = session_->config();   // a launched demo's URL filled in
    session_->start();
    // Watched only when its process serves the URL (target/watch_check.h).
    watch_ = session_->watchNote();
    series_.setWatching(session_->hasTarget());
    if (control_)
        control_->attach(session_.get());
    if (metrics_) {
        metricsFeed_.begin(*session_, std::string(), bw::AgentInfo{});
        metrics_->publish(metricsFeed_.poll(*session_));   // from now on a scrape names this run
    }
    state_ = State::Running;
    ticks_.reset(timer_.interval());
    timer_.start();
}

void RunController::tick()
{
    if (!session_)
        return;
    ticks_.tickStarted();
    live_ = session_->live();
    pullSeries();
    if (metrics_)
        metrics_->publish(metricsFeed_.poll(*session_));
    const bool done = session_->finished();
    emit ticked();
    ticks_.tickEnded();
    if (done)
        finish();
}

void RunController::pullSeries()
{
    for (bw::LoadChange& c : session_->loadChanges(changes_.size()))
        changes_.push_back(std::move(c));
    series_.addSeconds(session_->seriesFrom(series_.runNext()));
    series_.pullLatency([this](uint64_t v, bw::LatencySnapshot* out) { return session_->latencySince(v, out); });
    if (session_->requestsSince(liveRequests_.version, &liveRequests_) && !requestSet_)
        requestSet_ = session_->requestSet();   // compiled in prepare(): there once figures are
    if (!series_.watching() || !session_->hasTarget())
        return;
    series_.addTargetPoints(session_->targetSeriesFrom(series_.targetNext()), bwui::targetNow(session_->targetLatest()));
}

void RunController::finish()
{
    timer_.stop();
    if (control_) {
        control_->attach(nullptr);   // waits for a line in hand, so the session may go
        if (control_->stopAsked()) {
            // A socket's "stop" ends the sequence, as Stop does. The flag is
            // sticky: a fresh channel on the same path serves the next runs.
            stopRequested_ = true;
            const QString path = controlPath();
            closeControl();
            openControl(path);
        }
    }
    pullSeries();
    bw::RunResult r = session_->result();   // finished: returns at once
    if (metrics_)
        metrics_->publish(metricsFeed_.finish(r));   // kept until the next run: a last scrape sees the end
    live_ = session_->live();
    if (const std::string why = session_->historyError(); !why.empty())
        historyError_ = QString::fromStdString(why);   // else a group's problem stays in view
    historyId_ = session_->historyId();
    session_.reset();
    result_ = std::move(r);
    roundResults_.push_back(*result_);
    roundIds_.push_back(historyId_);
    if (rounds_ > 1 && round_ < rounds_ && !stopRequested_) {
        state_ = State::CoolingDown;
        coolDown_.start(int(std::lround(cooldownSec_ * 1000)));
        emit roundFinished(round_);
        return;
    }
    state_ = State::Idle;
    emit runFinished();
}

QString RunController::steer(double value)
{
    if (!canSteer())
        return errorText(bw::Error(bw::ErrorCode::SteerNotRunning, std::string()));
    const auto change = session_->steer(session_->knob(), value, "window");
    if (!change)
        return errorText(change.error());
    return QString();
}

bw::LoadKnob RunController::knob() const
{
    if (session_)
        return session_->knob();
    return config_.rate > 0 ? bw::LoadKnob::Rate : bw::LoadKnob::Vus;
}

double RunController::knobLevel() const
{
    return canSteer() ? session_->knobLevel() : 0;
}

double RunController::knobMaximum() const
{
    return session_ && state_ == State::Running ? session_->knobMaximum() : 0;
}

QString RunController::openControl(const QString& path)
{
    closeControl();
    auto channel = std::make_unique<bw::ControlChannel>();
    if (auto e = channel->open(path.toStdString(), "control"))
        return errorText(*e);
    control_ = std::move(channel);
    if (canSteer())
        control_->attach(session_.get());
    return QString();
}

void RunController::closeControl()
{
    if (!control_)
        return;
    control_->attach(nullptr);
    control_->close();
    control_.reset();
}

QString RunController::openMetrics(const QString& address)
{
    closeMetrics();
    const auto where = bw::parseMetricsAddress(address.toStdString(), false);
    if (!where)
        return errorText(where.error());
    auto channel = std::make_unique<bw::MetricsChannel>();
    if (auto e = channel->open(*where))
        return errorText(*e);
    metrics_ = std::move(channel);
    if (session_ && state_ == State::Running) {   // opened mid-run: serve this run from now on
        metricsFeed_.begin(*session_, std::string(), bw::AgentInfo{});
        metrics_->publish(metricsFeed_.poll(*session_));
    }
    return QString();
}

void RunController::closeMetrics() { metrics_.reset(); }

QString RunController::metricsUrl() const { return metrics_ ? QString::fromStdString(metrics_->url()) : QString(); }

QString RunController::controlPath() const
{
    return control_ ? QString::fromStdString(control_->path()) : QString();
}

void RunController::fail(const QString& message)
{
    emit runFailed(message);
}

} // namespace bwui
