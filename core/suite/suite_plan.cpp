#include "suite_plan.h"

#include "run/ab_rounds.h"
#include "run/split_plan.h"
#include "platform/cpu_affinity.h"
#include "target/cpu_list.h"

#include <algorithm>

namespace bw {

namespace {

// Applies --duration / --warmup to one scenario's load.
void shorten(LoadConfig* c, const SuiteOverrides& o)
{
    if (o.warmupSec)
        c->warmupSec = *o.warmupSec;
    if (!o.durationSec)
        return;
    if (!c->stages.empty()) {
        // keep the ramp's shape, squeezed into the new length
        double total = c->measuredSeconds();
        double scale = total > 0 ? *o.durationSec / total : 1.0;
        for (auto& s : c->stages)
            s.durationSec *= scale;
    } else if (c->requests > 0) {
        c->maxDurationSec = *o.durationSec;   // count mode: ends at the count or at this cap
    } else {
        c->durationSec = *o.durationSec;
    }
}

} // namespace

double PlannedRun::plannedSec() const
{
    if (capacity)
        return capacityPlannedSec(*capacity);
    double measured = config.requests > 0 ? config.maxDurationSec : config.measuredSeconds();
    return config.warmupSec + measured;
}

double SuitePlan::estimatedSec() const
{
    double sum = 0;
    for (const auto& r : runs)
        sum += r.plannedSec();
    if (runs.size() > 1)
        sum += cooldownSec * double(runs.size() - 1);
    return sum;
}

std::string cellLabel(const std::string& targetName, const std::vector<int>& cpus, double cpuQuota, const std::string& link)
{
    std::string how;
    if (!cpus.empty())
        how = "cpus " + formatCpuList(cpus);
    if (cpuQuota > 0)
        how += (how.empty() ? "" : ", ") + std::string("quota ") + formatCpuQuota(cpuQuota);
    std::string label = how.empty() ? targetName : targetName + " @ " + how;
    return link.empty() ? label : label + " over " + link;
}

std::optional<SuitePlan> planSuite(const Suite& suite, const SuiteOverrides& overrides, Error* error)
{
    auto refuse = [&](std::string where, std::string message) -> std::optional<SuitePlan> {
        if (error)
            *error = {std::move(where), std::move(message)};
        return std::nullopt;
    };
    if (overrides.durationSec && !(*overrides.durationSec > 0))
        return refuse("--duration", "must be greater than zero");
    if (overrides.warmupSec && *overrides.warmupSec < 0)
        return refuse("--warmup", "must not be negative");
    if (overrides.split)
        if (auto parsed = parseSplit(*overrides.split); !parsed)
            return refuse("--split", parsed.error().reason());
    for (const auto& id : overrides.scenarioIds)
        if (!suite.findScenario(id))
            return refuse("--scenario", "the suite has no scenario with the id \"" + id + "\"");

    auto wanted = [&](const std::string& id) {
        return overrides.scenarioIds.empty()
               || std::find(overrides.scenarioIds.begin(), overrides.scenarioIds.end(), id) != overrides.scenarioIds.end();
    };

    SuitePlan plan;
    plan.matrix = suite.matrix.has_value();
    plan.cooldownSec = suite.cooldownSec;

    auto addOne = [&](SuiteCell& cell, const SuiteScenario& s, const SuiteTarget& target, int round, const std::string& side) {
        PlannedRun run;
        run.round = round;
        run.rounds = s.rounds;
        run.side = side;
        run.index = int(plan.runs.size());
        run.cell = cell.index;
        run.scenarioId = s.id;
        run.scenarioName = s.name;
        run.targetName = target.name;
        // an A/B cell's runs are pinned as their own side's target is
        run.cpus = side.empty() ? cell.cpus : target.launch.cpus;
        run.cpuQuota = side.empty() ? cell.cpuQuota : target.launch.cpuQuota;
        run.path = s.path;
        run.config = s.load;
        run.config.url.clear();
        shorten(&run.config, overrides);
        if (overrides.split)
            run.config.split = *overrides.split;
        if (side.empty() && cell.linkFromMatrix)
            run.config.link = cell.link;
        run.slo = s.slo;
        run.requestSlos = s.requestSlos;
        run.capacity = s.capacity;
        if (run.capacity && overrides.durationSec)   // each step's measured length
            run.capacity->stepSec = *overrides.durationSec;
        if (run.capacity && overrides.warmupSec)
            run.capacity->warmupSec = *overrides.warmupSec;
        const std::string label = side.empty() ? cell.label : cellLabel(target.name, run.cpus, run.cpuQuota);
        run.runName = suite.name + " / " + s.id + " / " + label;
        run.tags = {"suite:" + suite.name, "scenario:" + s.id, "target:" + target.name};
        if (!run.cpus.empty())
            run.tags.push_back("cpus:" + formatCpuList(run.cpus));
        if (run.cpuQuota > 0)
            run.tags.push_back("cpu-quota:" + formatCpuQuota(run.cpuQuota));
        if (side.empty() && cell.linkFromMatrix)
            run.tags.push_back("link:" + (cell.link.empty() ? std::string("local") : cell.link));
        cell.runs.push_back(run.index);
        plan.runs.push_back(std::move(run));
    };
    auto addRun = [&](SuiteCell& cell, const SuiteScenario& s) {
        if (s.isAb()) {
            const SuiteTarget* a = suite.findTarget(s.abTargetA);
            const SuiteTarget* b = suite.findTarget(s.abTargetB);
            for (const AbStep& step : abSchedule(s.rounds))
                addOne(cell, s, step.b ? *b : *a, step.round, step.side());
            return;
        }
        const SuiteTarget* t = suite.findTarget(cell.targetName);
        for (int round = 1; round <= s.rounds; ++round)
            addOne(cell, s, *t, round, std::string());
    };
    auto newCell = [&](const SuiteTarget& t, std::vector<int> cpus, bool fromMatrix, double quota,
                       const std::optional<std::string>& link = std::nullopt) -> SuiteCell& {
        SuiteCell cell;
        cell.index = int(plan.cells.size());
        cell.targetName = t.name;
        cell.cpus = std::move(cpus);
        cell.cpusFromMatrix = fromMatrix;
        cell.cpuQuota = quota;
        cell.linkFromMatrix = link.has_value();
        cell.link = link.value_or(std::string());
        // a local cell among networks is named so, as the others are by theirs
        cell.label = cellLabel(cell.targetName, cell.cpus, cell.cpuQuota,
                               link ? (link->empty() ? std::string("local") : *link) : std::string());
        plan.cells.push_back(std::move(cell));
        return plan.cells.back();
    };

    if (suite.matrix) {
        const SuiteMatrix& m = *suite.matrix;
        std::vector<const SuiteScenario*> scenarios;
        if (m.scenarios.empty()) {
            for (const auto& s : suite.scenarios)
                scenarios.push_back(&s);
        } else {
            for (const auto& id : m.scenarios)
                scenarios.push_back(suite.findScenario(id));
        }
        scenarios.erase(std::remove_if(scenarios.begin(), scenarios.end(), [&](const SuiteScenario* s) { return !wanted(s->id); }),
                        scenarios.end());
        if (scenarios.empty())
            return refuse("--scenario", "none of the chosen scenarios is part of the matrix");
        for (const auto& name : m.targets) {
            const SuiteTarget* t = suite.findTarget(name);
            std::vector<std::vector<int>> configs = m.cpus;
            bool fromMatrix = !configs.empty();
            if (configs.empty())
                configs.push_back(t->launch.cpus);
            std::vector<double> quotas = m.cpuQuotas;
            if (quotas.empty())
                quotas.push_back(t->launch.cpuQuota);
            for (double& q : quotas)
                if (q == kAllCpusQuota)
                    q = double(std::max<size_t>(availableCpus().size(), 1));
            std::vector<std::optional<std::string>> links;
            for (const auto& l : m.links)
                links.emplace_back(l);
            if (links.empty())
                links.emplace_back(std::nullopt);   // each scenario's own
            for (const auto& cpus : configs) {
                for (double quota : quotas) {
                    for (const auto& link : links) {
                        SuiteCell& cell = newCell(*t, cpus, fromMatrix, quota, link);
                        for (const SuiteScenario* s : scenarios)
                            addRun(cell, *s);
                    }
                }
            }
        }
    } else {
        // one cell per target, in order of first use; scenarios keep file
        // order within it; an A/B scenario is a cell of its own, in its place
        std::vector<const SuiteScenario*> abOfCell;   // by cell index; null: a target's cell
        for (const auto& s : suite.scenarios) {
            if (!wanted(s.id))
                continue;
            if (s.isAb()) {
                const SuiteTarget* a = suite.findTarget(s.abTargetA);
                SuiteCell& cell = newCell(*a, a->launch.cpus, false, a->launch.cpuQuota);
                cell.targetNameB = s.abTargetB;
                const SuiteTarget* b = suite.findTarget(s.abTargetB);
                cell.label = cell.label + " vs " + cellLabel(b->name, b->launch.cpus, b->launch.cpuQuota);
                abOfCell.resize(plan.cells.size(), nullptr);
                abOfCell.back() = &s;
                continue;
            }
            bool known = std::any_of(plan.cells.begin(), plan.cells.end(),
                                     [&](const SuiteCell& c) { return c.targetNameB.empty() && c.targetName == s.target; });
            if (!known) {
                const SuiteTarget* t = suite.findTarget(s.target);
                newCell(*t, t->launch.cpus, false, t->launch.cpuQuota);
            }
        }
        abOfCell.resize(plan.cells.size(), nullptr);
        for (auto& cell : plan.cells) {
            if (const SuiteScenario* ab = abOfCell[size_t(cell.index)]) {
                addRun(cell, *ab);
                continue;
            }
            for (const auto& s : suite.scenarios)
                if (wanted(s.id) && !s.isAb() && s.target == cell.targetName)
                    addRun(cell, s);
        }
    }
    // runs numbered in execution order (cells one after another)
    std::vector<PlannedRun> ordered;
    for (auto& cell : plan.cells) {
        for (int& idx : cell.runs) {
            PlannedRun r = plan.runs[size_t(idx)];
            r.index = int(ordered.size());
            idx = r.index;
            ordered.push_back(std::move(r));
        }
    }
    plan.runs = std::move(ordered);
    return plan;
}

} // namespace bw
