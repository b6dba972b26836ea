#include "capacity/step_loop.h"

#include <condition_variable>
#include <mutex>
#include <thread>

namespace bw {

namespace {
using Clock = std::chrono::steady_clock;
}

struct StepLoop::Impl {
    StepPlanner& planner;
    StepRunner& runner;
    std::function<void(const StepPlanner&)> afterStep;
    std::function<void(const StepPlan&, const RunResult&)> onRun;
    std::thread thread;

    mutable std::mutex mutex;   // guards the planner and everything below
    std::condition_variable cv;
    bool started = false;
    bool done = false;
    bool stopRequested = false;
    std::optional<StepPlan> current;
    int stepsDone = 0;
    Clock::time_point startTime;

    Impl(StepPlanner& p, StepRunner& r) : planner(p), runner(r) {}

    double elapsedLocked() const { return started ? std::chrono::duration<double>(Clock::now() - startTime).count() : 0.0; }

    void loop()
    {
        for (;;) {
            StepPlan plan;
            {
                std::lock_guard<std::mutex> lk(mutex);
                if (stopRequested)
                    planner.stop();
                const std::optional<StepPlan> next = planner.next();
                if (!next)
                    break;
                plan = *next;
                current = plan;
            }
            if (plan.restSec > 0 && !rest(plan.restSec)) {
                std::lock_guard<std::mutex> lk(mutex);
                current.reset();
                planner.stop();
                continue;   // stopped while resting: next() ends the series
            }
            Result<RunResult> run = runner.run(plan);
            if (run && onRun)
                onRun(plan, *run);
            {
                std::lock_guard<std::mutex> lk(mutex);
                current.reset();
                ++stepsDone;
                planner.setElapsed(elapsedLocked());
                if (run)
                    planner.record(plan, *run);
                else if (!stopRequested)
                    planner.fail(plan, run.error().text());
                if (stopRequested)
                    planner.stop();
            }
            if (afterStep)
                afterStep(planner);   // only this thread changes the planner
        }
        runner.finish();
        {
            std::lock_guard<std::mutex> lk(mutex);
            planner.setElapsed(elapsedLocked());
        }
        if (afterStep)
            afterStep(planner);
        std::lock_guard<std::mutex> lk(mutex);
        done = true;
        cv.notify_all();
    }

    // Waits restSec, or less when stop() comes first: false then.
    bool rest(double restSec)
    {
        std::unique_lock<std::mutex> lk(mutex);
        const auto until = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(restSec));
        return !cv.wait_until(lk, until, [this] { return stopRequested; });
    }

    bool begin()
    {
        std::lock_guard<std::mutex> lk(mutex);
        if (started)
            return false;
        started = true;
        startTime = Clock::now();
        return true;
    }
};

StepLoop::StepLoop(StepPlanner& planner, StepRunner& runner) : d(std::make_unique<Impl>(planner, runner)) {}

StepLoop::~StepLoop()
{
    stop();
    if (d->thread.joinable())
        d->thread.join();
}

void StepLoop::setAfterStep(std::function<void(const StepPlanner&)> afterStep) { d->afterStep = std::move(afterStep); }

void StepLoop::setOnRun(std::function<void(const StepPlan&, const RunResult&)> onRun) { d->onRun = std::move(onRun); }

void StepLoop::run()
{
    if (d->begin())
        d->loop();
}

void StepLoop::start()
{
    if (d->begin())
        d->thread = std::thread([this] { d->loop(); });
}

void StepLoop::stop()
{
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        d->stopRequested = true;
    }
    d->cv.notify_all();   // ends a rest between steps
    d->runner.stop();
}

bool StepLoop::finished() const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    return d->done;
}

bool StepLoop::waitFinished(std::chrono::milliseconds timeout)
{
    std::unique_lock<std::mutex> lk(d->mutex);
    return d->cv.wait_for(lk, timeout, [this] { return d->done; });
}

StepLoopStatus StepLoop::status() const
{
    StepLoopStatus s;
    {
        std::lock_guard<std::mutex> lk(d->mutex);
        s.started = d->started;
        s.finished = d->done;
        s.current = d->current;
        s.stepsDone = d->stepsDone;
        s.elapsedSec = d->elapsedLocked();
        s.stopRequested = d->stopRequested;
    }
    if (s.current)
        s.live = d->runner.live();
    s.target = d->runner.target();
    return s;
}

void StepLoop::inspect(const std::function<void(const StepPlanner&)>& f) const
{
    std::lock_guard<std::mutex> lk(d->mutex);
    f(d->planner);
}

} // namespace bw
