#include "suite_plan.h"

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

std::string cellLabel(const std::string& targetName, const std::vector<int>& cpus, double cpuQuota)
{
    std::string how;
    if (!cpus.empty())
        how = "cpus " + formatCpuList(cpus);
    if (cpuQuota > 0)
        how += (how.empty() ? "" : ", ") + std::string("quota ") + formatCpuQuota(cpuQuota);
    return how.empty() ? targetName : targetName + " @ " + how;
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

    auto addRun = [&](SuiteCell& cell, const SuiteScenario& s) {
        for (int round = 1; round <= s.rounds; ++round) {
        PlannedRun run;
        run.round = round;
        run.rounds = s.rounds;
        run.index = int(plan.runs.size());
        run.cell = cell.index;
        run.scenarioId = s.id;
        run.scenarioName = s.name;
        run.targetName = cell.targetName;
        run.cpus = cell.cpus;
        run.cpuQuota = cell.cpuQuota;
        run.path = s.path;
        run.config = s.load;
        run.config.url.clear();
        shorten(&run.config, overrides);
        run.slo = s.slo;
        run.runName = suite.name + " / " + s.id + " / " + cell.label;
        run.tags = {"suite:" + suite.name, "scenario:" + s.id, "target:" + cell.targetName};
        if (!cell.cpus.empty())
            run.tags.push_back("cpus:" + formatCpuList(cell.cpus));
        if (cell.cpuQuota > 0)
            run.tags.push_back("cpu-quota:" + formatCpuQuota(cell.cpuQuota));
        cell.runs.push_back(run.index);
        plan.runs.push_back(std::move(run));
        }
    };
    auto newCell = [&](const SuiteTarget& t, std::vector<int> cpus, bool fromMatrix, double quota) -> SuiteCell& {
        SuiteCell cell;
        cell.index = int(plan.cells.size());
        cell.targetName = t.name;
        cell.cpus = std::move(cpus);
        cell.cpusFromMatrix = fromMatrix;
        cell.cpuQuota = quota;
        cell.label = cellLabel(cell.targetName, cell.cpus, cell.cpuQuota);
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
            for (const auto& cpus : configs) {
                for (double quota : quotas) {
                    SuiteCell& cell = newCell(*t, cpus, fromMatrix, quota);
                    for (const SuiteScenario* s : scenarios)
                        addRun(cell, *s);
                }
            }
        }
    } else {
        // one cell per target, in order of first use; scenarios keep file order within it
        for (const auto& s : suite.scenarios) {
            if (!wanted(s.id))
                continue;
            bool known = std::any_of(plan.cells.begin(), plan.cells.end(), [&](const SuiteCell& c) { return c.targetName == s.target; });
            if (!known) {
                const SuiteTarget* t = suite.findTarget(s.target);
                newCell(*t, t->launch.cpus, false, t->launch.cpuQuota);
            }
        }
        for (auto& cell : plan.cells)
            for (const auto& s : suite.scenarios)
                if (wanted(s.id) && s.target == cell.targetName)
                    addRun(cell, s);
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
