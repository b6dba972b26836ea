#include "suite_target_host.h"

#include "engine/url.h"
#include "target/container.h"
#include "target/demo_launch.h"
#include "target/readiness_probe.h"

namespace bw {

SuiteTargetHost::SuiteTargetHost(std::string demoBinary) : demoBinary_(std::move(demoBinary)) {}

SuiteTargetHost::~SuiteTargetHost() { stop(); }

std::string SuiteTargetHost::start(const SuiteTarget& target, const std::vector<int>& cpus, double cpuQuota)
{
    stop();
    baseUrl_.clear();
    container_.clear();
    containerPid_ = 0;
    containerCgroup_ = CgroupLocation{};
    switch (target.kind) {
    case SuiteTarget::Kind::Url:
        baseUrl_ = target.baseUrl;
        return {};
    case SuiteTarget::Kind::Demo: {
        LaunchSpec extras = target.launch;
        extras.cpus = cpus;
        if (cpuQuota > 0)
            extras.cpuQuota = cpuQuota;
        const LaunchSpec spec = demoLaunchSpec(demoBinary_, target.demoDocuments, extras);
        const std::string& bin = spec.argv.front();
        launcher_ = std::make_unique<TargetLauncher>();
        std::string why = launcher_->start(spec);
        if (!why.empty())
            return "cannot start the demo target (" + bin + "): " + why;
        auto url = launcher_->waitForListenUrl(kDemoAnnounceTimeout);
        if (!url) {
            launcher_->stop();
            return "the demo target did not start: " + url.error().text();
        }
        baseUrl_ = *url;
        return {};
    }
    case SuiteTarget::Kind::Launch: {
        LaunchSpec spec = target.launch;
        spec.cpus = cpus;
        if (cpuQuota > 0)
            spec.cpuQuota = cpuQuota;
        auto u = parseUrl(target.baseUrl);
        if (!u)
            return u.error().text();
        // A server left over from an earlier run (or anything else) on the
        // port would pass the readiness check and be measured instead.
        if (probeTcp(u->host, u->port, std::chrono::milliseconds(300)).ready)
            return "something else already answers on " + u->hostHeader() + "; stop it or give " + target.name
                   + " another port";
        if (spec.readiness.kind == Readiness::Kind::None)
            spec.readiness = Readiness::tcp(u->host, u->port);
        launcher_ = std::make_unique<TargetLauncher>();
        std::string why = launcher_->start(spec);
        if (!why.empty())
            return why;
        why = launcher_->waitReady();
        if (!why.empty()) {
            launcher_->stop();
            return why;
        }
        if (!target.container.empty()) {
            auto c = waitForContainer(target.container, spec.readyTimeout);
            if (!c) {
                launcher_->stop();
                return c.error().text();
            }
            container_ = target.container;
            containerPid_ = c->pid;
            containerCgroup_ = c->cgroup;
        }
        baseUrl_ = target.baseUrl;
        return {};
    }
    }
    return {};
}

void SuiteTargetHost::stop()
{
    if (launcher_)
        launcher_->stop();
}

std::string SuiteTargetHost::baseUrl() const { return baseUrl_; }

int64_t SuiteTargetHost::pid() const { return containerPid_ ? containerPid_ : launcher_ ? launcher_->pid() : 0; }

CgroupLocation SuiteTargetHost::cgroup() const
{
    if (containerPid_)
        return containerCgroup_;
    return launcher_ ? launcher_->cgroup() : CgroupLocation{};
}

std::string SuiteTargetHost::container() const { return container_; }

bool SuiteTargetHost::running() const { return launcher_ && launcher_->running(); }

std::string SuiteTargetHost::endedDescription() const
{
    if (!launcher_)
        return {};
    std::string s = launcher_->exitDescription();
    std::string tail = launcher_->logTail(10);
    if (!tail.empty())
        s += "; last output:\n" + tail;
    return s;
}

} // namespace bw
