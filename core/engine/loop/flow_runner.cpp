#include "flow_runner.h"

#include "flow/step_outcome.h"

#include <algorithm>

namespace bw {

FlowRunner::FlowRunner(const CompiledRequests& set, int worker, int threads, WorkerRecorder& recorder, int slots)
    : set_(set), drawer_(set, worker, threads), rec_(recorder), users_(size_t(std::max(slots, 0)))
{
    size_t vars = 0;
    for (int f = 0; f < set.flowCount(); ++f)
        vars = std::max(vars, set.flow(f).variables.size());
    for (User& u : users_) {
        u.values.resize(vars);
        for (std::string& v : u.values)
            v.reserve(64);
        u.view.values = u.values.data();
    }
    wakes_.reserve(users_.size());
    scratch_.reserve(256);
}

int FlowRunner::next(int slot, uint64_t nowNs, uint64_t intendedNs, uint64_t* words, bool mayStart)
{
    User& u = users_[size_t(slot)];
    for (int attempt = 0; attempt < 4; ++attempt) {
        if (u.flow < 0) {
            u.captures = false;
            if (!mayStart)
                return -1;
            const int item = drawer_.nextItem();
            if (item < set_.plainEntryCount()) {
                drawer_.draw(item, words);
                return item;   // a plain entry: one request, no iteration
            }
            u.flow = int16_t(item - set_.plainEntryCount());
            u.step = 0;
            u.failed = false;
            u.have = 0;
            u.startNs = nowNs;
            u.intendedNs = intendedNs;
            const CompiledFlow& f = set_.flow(u.flow);
            if (f.cookies)
                u.jar.clear();
            advance(u, nowNs);
            if (u.flow < 0)
                continue;   // every step skipped (a first step needs nothing, so only in odd sets)
        }
        const CompiledFlow& f = set_.flow(u.flow);
        const CompiledStep& st = f.steps[size_t(u.step)];
        drawer_.draw(st.entry, words);
        u.view.cookie = u.jar.header();
        u.captures = f.cookies || st.wantsBody || !st.headerNames.empty();
        if (u.captures)
            u.capture.begin(&st.headerNames, f.cookies, st.wantsBody);
        return st.entry;
    }
    return -1;
}

void FlowRunner::advance(User& u, uint64_t nowNs)
{
    const CompiledFlow& f = set_.flow(u.flow);
    while (size_t(u.step) < f.steps.size()) {
        const CompiledStep& st = f.steps[size_t(u.step)];
        if ((st.needs & ~u.have) == 0)
            return;
        rec_.skipped(st.entry, nowNs);   // never sent with a literal {{value}}
        u.failed = true;
        ++u.step;
    }
    endIteration(u, nowNs);
}

void FlowRunner::endIteration(User& u, uint64_t nowNs)
{
    if (u.startNs)
        rec_.iteration(u.flow, u.startNs, u.intendedNs, nowNs, u.failed);
    u.flow = -1;
    u.step = 0;
}

void FlowRunner::completed(int slot, int status, uint64_t sendNs, uint64_t nowNs)
{
    User& u = users_[size_t(slot)];
    if (u.flow < 0)
        return;   // a plain entry
    const CompiledFlow& f = set_.flow(u.flow);
    const CompiledStep& st = f.steps[size_t(u.step)];
    if (f.cookies) {
        std::string_view v;
        for (size_t n = 0; u.capture.headerValue("set-cookie", n, &v); ++n)
            u.jar.take(v);
    }
    StepOutcome out;
    if (!st.checks.empty() || !st.extract.empty()) {
        out = evaluateStep(f, st, status, u.capture, u.values.data(), drawer_.random(), &scratch_);
        uint64_t extracts = 0;
        for (const CompiledExtraction& x : st.extract)
            extracts |= uint64_t(1) << x.variable;
        u.have = (u.have & ~extracts) | out.gave;
        rec_.checkFailures(st.entry, out.failed, sendNs, nowNs);
    }
    const bool bad = out.failed != 0 || status < 200 || status >= 400;
    u.failed = u.failed || bad;
    u.captures = false;
    if (out.failed && f.onFailure == OnFailure::Restart) {
        endIteration(u, nowNs);
        after(u, slot, st, nowNs);
        return;
    }
    ++u.step;
    advance(u, nowNs);
    after(u, slot, st, nowNs);
}

void FlowRunner::failed(int slot, uint64_t nowNs)
{
    User& u = users_[size_t(slot)];
    if (u.flow < 0)
        return;
    const CompiledFlow& f = set_.flow(u.flow);
    const CompiledStep& st = f.steps[size_t(u.step)];
    for (const CompiledExtraction& x : st.extract)
        u.have &= ~(uint64_t(1) << x.variable);
    u.failed = true;
    u.captures = false;
    if (f.onFailure == OnFailure::Restart) {
        endIteration(u, nowNs);
    } else {
        ++u.step;
        advance(u, nowNs);
    }
    after(u, slot, st, nowNs);
}

// The step's think time before the user's next request.
void FlowRunner::after(User& u, int slot, const CompiledStep& step, uint64_t nowNs)
{
    const uint64_t think = thinkTimeNs(step.think, drawer_.random());
    u.readyAtNs = think ? nowNs + think : 0;
    if (think)
        pushWake(u.readyAtNs, slot);
}

void FlowRunner::pushWake(uint64_t atNs, int slot)
{
    wakes_.push_back({atNs, slot});
    std::push_heap(wakes_.begin(), wakes_.end(), laterWake);
}

void FlowRunner::takeWoken(uint64_t nowNs, std::vector<int>* out)
{
    while (!wakes_.empty() && wakes_.front().atNs <= nowNs) {
        std::pop_heap(wakes_.begin(), wakes_.end(), laterWake);
        out->push_back(wakes_.back().slot);
        wakes_.pop_back();
    }
}

} // namespace bw
