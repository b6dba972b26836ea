#include "controller/run_controller.h"

#include "controller/error_text.h"
#include "history/history_paths.h"

#include <QThread>

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
}

RunController::~RunController()
{
    timer_.stop();
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

bool RunController::start(const bw::LoadConfig& config, const bw::Slo& slo, const bw::TargetSpec& target)
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

    config_ = config;
    slo_ = slo;
    target_ = target;
    result_.reset();
    historyError_.clear();
    historyId_ = 0;
    live_ = bw::LiveStatus{};
    series_.reset(target.kind != bw::TargetSpec::Kind::Url);
    stopRequested_ = false;
    bw::SessionOptions options;
    options.historyPath = historyPath_.toStdString();
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
    return true;
}

void RunController::stop()
{
    if (state_ == State::Preparing) {
        stopRequested_ = true;   // honoured when preparation returns
    } else if (state_ == State::Running && session_) {
        stopRequested_ = true;
        session_->stop(bw::RunStatus::Stopped, "stopped by the user");
    }
}

void RunController::onPrepared(std::optional<bw::Error> error)
{
    if (error || stopRequested_) {
        session_.reset();
        state_ = State::Idle;
        fail(error ? startErrorText(*error) : tr("The run was stopped before it started."));
        return;
    }
    config_ = session_->config();   // a launched demo's URL filled in
    session_->start();
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
    const bool done = session_->finished();
    emit ticked();
    ticks_.tickEnded();
    if (done)
        finish();
}

void RunController::pullSeries()
{
    series_.addSeconds(session_->seriesFrom(series_.runNext()));
    series_.pullLatency([this](uint64_t v, bw::LatencySnapshot* out) { return session_->latencySince(v, out); });
    if (!series_.watching() || !session_->hasTarget())
        return;
    series_.addTargetPoints(session_->targetSeriesFrom(series_.targetNext()), bwui::targetNow(session_->targetLatest()));
}

void RunController::finish()
{
    timer_.stop();
    pullSeries();
    bw::RunResult r = session_->result();   // finished: returns at once
    live_ = session_->live();
    historyError_ = QString::fromStdString(session_->historyError());
    historyId_ = session_->historyId();
    session_.reset();
    result_ = std::move(r);
    state_ = State::Idle;
    emit runFinished();
}

void RunController::fail(const QString& message)
{
    emit runFailed(message);
}

} // namespace bwui
