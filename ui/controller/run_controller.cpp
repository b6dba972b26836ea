#include "controller/run_controller.h"

#include "controller/config_error_text.h"
#include "controller/target_watch.h"

#include <QThread>

#include <cmath>
#include <limits>

namespace bwui {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr int kDefaultTickMs = 100;   // ~10 redraws a second
}

RunController::RunController(QObject* parent) : QObject(parent)
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
        prepareThread_->wait();   // bounded by name resolution
    if (engine_) {
        engine_->stop(bw::RunStatus::Interrupted, "the window was closed");
        engine_->waitFinished(std::chrono::seconds(10));
    }
}

void RunController::setTickIntervalMs(int ms)
{
    timer_.setInterval(qBound(10, ms, 1000));
}

bool RunController::watchingTarget() const
{
    return watch_ != nullptr;
}

double RunController::plannedSeconds() const
{
    double planned = config_.warmupSec;
    if (config_.requests == 0)
        planned += config_.measuredSeconds();
    // Count mode has no planned end: grow with the data, in steps.
    const double seen = std::max(runSeries_.lastT(), live_.elapsedSec);
    if (seen > planned)
        planned = std::ceil((seen + 1) / 10) * 10;
    return std::max(planned, 5.0);
}

bool RunController::start(const bw::LoadConfig& config, const bw::Slo& slo, const TargetSpec& target)
{
    if (state_ != State::Idle) {
        fail(tr("A run is already in progress."));
        return false;
    }
    if (auto e = bw::validateConfig(config)) {
        fail(configErrorText(*e));
        return false;
    }

    std::unique_ptr<TargetWatch> watch;
    switch (target.kind) {
    case TargetSpec::Kind::Demo:
        if (target.pid <= 0) {
            fail(tr("The demo target is not running yet."));
            return false;
        }
        [[fallthrough]];
    case TargetSpec::Kind::Attach: {
        QString why;
        watch = TargetWatch::attach(target.pid, &why);
        if (!watch) {
            fail(why);
            return false;
        }
        break;
    }
    case TargetSpec::Kind::Launch: {
        QString why;
        watch = TargetWatch::launch(target, config.url, &why);
        if (!watch) {
            fail(why);
            return false;
        }
        break;
    }
    case TargetSpec::Kind::Url:
        break;
    }

    config_ = config;
    slo_ = slo;
    target_ = target;
    watch_ = std::move(watch);
    result_.reset();
    live_ = bw::LiveStatus{};
    targetNow_.reset();
    runSeries_.clear();
    targetSeries_.clear();
    seriesNext_ = 0;
    stopRequested_ = false;
    engine_ = std::make_unique<bw::Engine>(config_);
    state_ = State::Preparing;

    bw::Engine* engine = engine_.get();
    TargetWatch* watchPtr = watch_.get();
    auto error = std::make_shared<std::optional<bw::EngineError>>();
    prepareThread_ = QThread::create([engine, watchPtr, error] {
        if (watchPtr) {
            const std::string notReady = watchPtr->waitReady();
            if (!notReady.empty()) {
                *error = bw::EngineError{"target", notReady};
                return;
            }
        }
        *error = engine->prepare();
    });
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
        stopRequested_ = true;
    } else if (state_ == State::Running && engine_) {
        stopRequested_ = true;
        engine_->stop(bw::RunStatus::Stopped, "stopped by the user");
    }
}

void RunController::onPrepared(std::optional<bw::EngineError> error)
{
    if (error || stopRequested_) {
        engine_.reset();
        watch_.reset();
        state_ = State::Idle;
        if (error)
            fail(engineErrorText(*error));
        else
            fail(tr("The run was stopped before it started."));
        return;
    }
    engine_->start();
    if (watch_) {
        const QString problem = watch_->runStarted();
        if (!problem.isEmpty())
            engine_->stop(bw::RunStatus::TargetExited, problem.toStdString());
    }
    state_ = State::Running;
    ticks_.reset(timer_.interval());
    timer_.start();
}

void RunController::tick()
{
    if (!engine_)
        return;
    ticks_.tickStarted();
    live_ = engine_->live();
    pullSeries();
    if (watch_) {
        for (const bw::TargetPoint& p : watch_->takePoints())
            targetSeries_.append(p.tSec, {double(p.rssBytes) / (1024.0 * 1024.0), p.cpuPct});
        const bw::TargetSnapshot snap = watch_->latest();
        if (snap.samples > 0) {
            bw::TargetPoint now;
            now.tSec = snap.tSec;
            now.rssBytes = snap.rssBytes;
            now.cpuPct = snap.cpuPctLastSecond;
            now.threads = snap.threads;
            now.processes = snap.processes;
            targetNow_ = now;
        }
        // A target that dies mid-run makes the rest of the run meaningless.
        if (!watch_->alive() && !engine_->finished())
            engine_->stop(bw::RunStatus::TargetExited, watch_->exitDescription());
    }
    const bool done = engine_->finished();
    emit ticked();
    ticks_.tickEnded();
    if (done)
        finish();
}

void RunController::pullSeries()
{
    const std::vector<bw::SecondStats> points = engine_->seriesFrom(seriesNext_);
    for (const bw::SecondStats& s : points) {
        const bool any = s.requests > 0;
        const double span = s.spanSec > 0 ? s.spanSec : 1.0;   // the last second may be partial
        // Plotted at the end of the second it describes.
        runSeries_.append(double(s.second) + s.spanSec,
                          {s.rps(),
                           any ? s.p50Us / 1000 : kNaN,
                           any ? s.p90Us / 1000 : kNaN,
                           any ? s.p99Us / 1000 : kNaN,
                           any ? s.maxUs / 1000 : kNaN,
                           double(s.errors.transport()) / span,
                           double(s.errors.status) / span,
                           s.clientCpuPct});
    }
    seriesNext_ += points.size();
}

void RunController::finish()
{
    timer_.stop();
    pullSeries();
    bw::RunResult r = engine_->result();
    live_ = engine_->live();
    if (watch_)
        r.target = watch_->finish();
    r.slo = slo_;
    r.verdict = bw::evaluateSlo(slo_, r);
    engine_.reset();
    watch_.reset();
    result_ = std::move(r);
    state_ = State::Idle;
    emit runFinished();
}

void RunController::fail(const QString& message)
{
    emit runFailed(message);
}

} // namespace bwui
