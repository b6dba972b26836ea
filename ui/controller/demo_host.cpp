#include "controller/demo_host.h"

#include "target/demo_launch.h"
#include "target/target_launcher.h"

#include <QDir>
#include <QFileInfo>

namespace bwui {

namespace {
constexpr int kStartingPollMs = 50;   // while waiting for the "listening" line
constexpr int kRunningPollMs = 500;   // afterwards: only to notice an exit
constexpr std::chrono::milliseconds kStopGrace{1500};
} // namespace

DemoHost::DemoHost(QObject* parent) : QObject(parent)
{
    connect(&timer_, &QTimer::timeout, this, &DemoHost::poll);
}

DemoHost::~DemoHost()
{
    stop();
}

bw::TargetSpec DemoHost::demoSpec()
{
    bw::TargetSpec spec;
    spec.kind = bw::TargetSpec::Kind::Demo;
    spec.demoBinary = bw::defaultDemoBinary();
    return spec;
}

void DemoHost::start(const bw::TargetSpec& demo)
{
    stop();
    error_.clear();
    baseUrl_.clear();
    state_ = State::Starting;
    bw::LaunchSpec extras = demo.launch;
    if (!demo.demoCpus.empty())
        extras.cpus = demo.demoCpus;
    const bw::LaunchSpec spec = bw::demoLaunchSpec(demo.demoBinary, demo.demoDocuments, extras);
    const QString program = QString::fromStdString(spec.argv.front());
    if (!QFileInfo(program).isExecutable()) {
        fail(tr("The demo target was not found at %1.").arg(QDir::toNativeSeparators(program)));
        return;
    }
    launcher_ = std::make_unique<bw::TargetLauncher>();
    const std::string why = launcher_->start(spec);
    if (!why.empty()) {
        launcher_.reset();
        fail(tr("The demo target could not be started: %1").arg(QString::fromStdString(why)));
        return;
    }
    sinceStart_.start();
    timer_.start(kStartingPollMs);
}

void DemoHost::stop()
{
    timer_.stop();
    if (launcher_) {
        launcher_->stop(kStopGrace);
        launcher_.reset();
    }
    if (state_ != State::Failed)
        state_ = State::Stopped;
}

qint64 DemoHost::pid() const
{
    return launcher_ && launcher_->running() ? qint64(launcher_->pid()) : 0;
}

bw::TargetSpec DemoHost::attachSpec() const
{
    bw::TargetSpec spec;
    spec.kind = bw::TargetSpec::Kind::Attach;
    spec.origin = bw::TargetSpec::Origin::Demo;   // watched only when it serves the run's URL
    spec.pid = pid();
    return spec;
}

void DemoHost::poll()
{
    if (!launcher_)
        return;
    if (state_ == State::Ready) {
        if (launcher_->running())
            return;
        const QString why = tr("The demo target exited: %1").arg(QString::fromStdString(launcher_->exitDescription()));
        timer_.stop();
        launcher_.reset();
        state_ = State::Stopped;
        emit exited(why);
        return;
    }
    // A zero timeout looks once and returns: the UI thread never waits here.
    auto url = launcher_->waitForListenUrl(std::chrono::milliseconds(0));
    if (!url && !launcher_->running())   // ended meanwhile: a last look, and the reason with its output
        url = launcher_->waitForListenUrl(std::chrono::milliseconds(0));
    if (url) {
        baseUrl_ = QString::fromStdString(*url);
        state_ = State::Ready;
        timer_.start(kRunningPollMs);
        emit ready(baseUrl_);
        return;
    }
    if (!launcher_->running()) {
        fail(tr("The demo target did not start: %1").arg(QString::fromStdString(url.error().text())));
        return;
    }
    if (sinceStart_.elapsed() >= std::chrono::milliseconds(bw::kDemoAnnounceTimeout).count())
        fail(tr("The demo target did not announce its address within %1 s.").arg(bw::kDemoAnnounceTimeout.count()));
}

void DemoHost::fail(const QString& message)
{
    stop();
    state_ = State::Failed;
    error_ = message;
    emit failed(message);
}

} // namespace bwui
