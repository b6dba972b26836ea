#include "run/split_plan.h"

#include "target/cpu_list.h"

#include <algorithm>
#include <charconv>

namespace bw {

namespace {

bool parseCount(const std::string& s, int* out)
{
    if (s.empty() || s.size() > 4)
        return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
    return ec == std::errc() && end == s.data() + s.size() && *out >= 1 && *out <= 1024;
}

// The CPUs of `all` not in `taken`, ascending.
std::vector<int> without(const std::vector<int>& all, const std::vector<int>& taken)
{
    std::vector<int> out;
    for (int c : all)
        if (std::find(taken.begin(), taken.end(), c) == taken.end())
            out.push_back(c);
    return out;
}

CoreSplit unpinned(const std::string& requested, int machine, SplitReason why)
{
    CoreSplit s;
    s.requested = requested;
    s.machineCpus = machine;
    s.reason = why;
    return s;
}

} // namespace

Result<SplitRequest> parseSplit(const std::string& text)
{
    SplitRequest r;
    if (text == "auto")
        return r;
    if (text == "off") {
        r.mode = SplitRequest::Mode::Off;
        return r;
    }
    const auto colon = text.find(':');
    if (colon != std::string::npos && parseCount(text.substr(0, colon), &r.serverCpus) &&
        parseCount(text.substr(colon + 1), &r.clientCpus)) {
        r.mode = SplitRequest::Mode::Fixed;
        return r;
    }
    return Error(ErrorCode::SplitInvalid, "", {text});
}

std::string formatSplit(const SplitRequest& s)
{
    switch (s.mode) {
    case SplitRequest::Mode::Auto: return "auto";
    case SplitRequest::Mode::Off: return "off";
    case SplitRequest::Mode::Fixed: break;
    }
    return std::to_string(s.serverCpus) + ":" + std::to_string(s.clientCpus);
}

Result<CoreSplit> planSplit(const SplitRequest& request, const SplitContext& ctx)
{
    const std::string requested = formatSplit(request);
    const int machine = int(ctx.available.size());
    using Mode = SplitRequest::Mode;
    using Target = SplitContext::Target;
    if (request.mode == Mode::Fixed) {
        const int need = request.serverCpus + request.clientCpus;
        if (need > machine)
            return Error(ErrorCode::SplitTooLarge, "",
                         {requested, std::to_string(need), std::to_string(machine), formatCpuList(ctx.available)});
        if (!ctx.targetCpus.empty() && ctx.target == Target::Ours)
            return Error(ErrorCode::SplitWithCpus, "", {requested});
    }
    if (request.mode == Mode::Off)
        return unpinned(requested, machine, SplitReason::Off);
    if (!ctx.affinity)
        return unpinned(requested, machine, SplitReason::NoAffinity);

    CoreSplit s = unpinned(requested, machine, SplitReason::None);
    if (request.mode == Mode::Fixed) {
        // The server gets the lowest CPUs, the client the highest.
        s.serverCpus.assign(ctx.available.begin(), ctx.available.begin() + request.serverCpus);
        s.clientCpus.assign(ctx.available.end() - request.clientCpus, ctx.available.end());
        s.clientPinned = true;
        s.serverPinned = ctx.target == Target::Ours;
        if (!s.serverPinned)
            s.reason = ctx.target == Target::Attached ? SplitReason::Attached : SplitReason::NotLaunched;
        return s;
    }

    // Auto.
    if (ctx.target != Target::Ours)
        return unpinned(requested, machine, ctx.target == Target::Attached ? SplitReason::Attached : SplitReason::NotLaunched);
    if (!ctx.targetCpus.empty()) {
        std::vector<int> rest = without(ctx.available, ctx.targetCpus);
        if (rest.empty())
            return unpinned(requested, machine, SplitReason::CpusTakeAll);
        s.serverCpus = ctx.targetCpus;
        s.clientCpus = std::move(rest);
        s.serverPinned = s.clientPinned = true;
        return s;
    }
    if (machine < kAutoSplitMinCpus)
        return unpinned(requested, machine, SplitReason::FewCpus);
    const int half = machine / 2;
    const int client = std::clamp(ctx.threads > 0 ? ctx.threads : half, 1, half);
    s.serverCpus.assign(ctx.available.begin(), ctx.available.end() - client);
    s.clientCpus.assign(ctx.available.end() - client, ctx.available.end());
    s.serverPinned = s.clientPinned = true;
    return s;
}

} // namespace bw
