#include "controller/target_watch.h"

#include "engine/url.h"
#include "target/attach.h"
#include "target/cpu_list.h"
#include "target/process_monitor.h"
#include "target/target_info_fill.h"
#include "target/target_launcher.h"

#include <QCoreApplication>

namespace bwui {

TargetWatch::TargetWatch() : monitor_(std::make_unique<bw::ProcessMonitor>()) {}

TargetWatch::~TargetWatch()
{
    monitor_->stop();
    if (launcher_)
        launcher_->stop();
}

std::unique_ptr<TargetWatch> TargetWatch::attach(qint64 pid, QString* why)
{
    const std::string problem = bw::checkAttachable(pid);
    if (!problem.empty()) {
        *why = QCoreApplication::translate("TargetWatch", "Cannot watch the target: %1")
                   .arg(QString::fromStdString(problem));
        return nullptr;
    }
    std::unique_ptr<TargetWatch> w(new TargetWatch);
    w->pid_ = pid;
    return w;
}

std::unique_ptr<TargetWatch> TargetWatch::launch(const TargetSpec& spec, const std::string& url, QString* why)
{
    bw::LaunchSpec ls;
    ls.argv = {spec.command.toStdString()};
    ls.shell = true;
    std::string error;
    if (!spec.cpuList.isEmpty() && !bw::parseCpuList(spec.cpuList.toStdString(), &ls.cpus, &error)) {
        *why = QCoreApplication::translate("TargetWatch", "CPUs: %1").arg(QString::fromStdString(error));
        return nullptr;
    }
    ls.memoryLimitBytes = uint64_t(spec.memoryLimitMiB) * 1024 * 1024;
    if (auto u = bw::parseUrl(url))
        ls.readiness = bw::Readiness::tcp(u->host, u->port);
    std::unique_ptr<TargetWatch> w(new TargetWatch);
    w->launcher_ = std::make_unique<bw::TargetLauncher>();
    const std::string problem = w->launcher_->start(ls);
    if (!problem.empty()) {
        *why = QCoreApplication::translate("TargetWatch", "The command could not be started: %1")
                   .arg(QString::fromStdString(problem));
        return nullptr;
    }
    w->pid_ = w->launcher_->pid();
    return w;
}

std::string TargetWatch::waitReady()
{
    return launcher_ ? launcher_->waitReady() : std::string();
}

QString TargetWatch::runStarted()
{
    pointsTaken_ = 0;
    const std::string problem = monitor_->start(pid_, bw::ProcessMonitor::Clock::now());
    started_ = problem.empty();
    if (!started_)
        return QCoreApplication::translate("TargetWatch", "Cannot watch the target: %1")
            .arg(QString::fromStdString(problem));
    return {};
}

std::vector<bw::TargetPoint> TargetWatch::takePoints()
{
    if (!started_)
        return {};
    std::vector<bw::TargetPoint> pts = monitor_->seriesFrom(pointsTaken_);
    pointsTaken_ += pts.size();
    return pts;
}

bw::TargetSnapshot TargetWatch::latest() const
{
    return started_ ? monitor_->latest() : bw::TargetSnapshot{};
}

bool TargetWatch::alive() const
{
    return !started_ || !monitor_->targetGone();
}

std::string TargetWatch::exitDescription() const
{
    // English, like every status message the core records in a result.
    if (launcher_) {
        const std::string d = launcher_->exitDescription();
        if (!d.empty())
            return "the target " + d;
    }
    return "the target process has gone";
}

bw::TargetInfo TargetWatch::finish()
{
    monitor_->stop();
    bw::TargetInfo info;
    if (started_)
        bw::fillTargetInfo(*monitor_, &info);
    if (launcher_) {
        // Before stopping it: its end by our own SIGTERM is no finding.
        bw::fillTargetInfo(*launcher_, &info);
        launcher_->stop();
    } else {
        info.command = bw::describeAttached(pid_);
        if (monitor_->targetGone())
            info.exitDescription = "has gone";
    }
    return info;
}

} // namespace bwui
