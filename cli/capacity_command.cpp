// benchwork-cli capacity: the highest fixed request rate the target holds
// inside an SLO, found step by step (core/capacity/capacity_search.h).
#include "cli/commands.h"
#include "cli/junit_output.h"
#include "cli/step_options.h"
#include "cli/step_printer.h"
#include "cli/step_series_command.h"

#include "capacity/capacity_json.h"
#include "capacity/capacity_runner.h"
#include "capacity/capacity_text.h"
#include "junit/junit_capacity.h"
#include "util/units.h"

namespace bwcli {

namespace {

const char* kCapacityUsage =
    "usage: benchwork-cli capacity [options] --slo-p99 D URL\n"
    "       benchwork-cli capacity [options] --slo-p99 D --demo [PATH]\n"
    "       benchwork-cli capacity [options] --slo-p99 D --launch 'CMD ...' URL\n\n"
    "Finds the highest fixed request rate URL sustains inside the SLO. Starts at --from,\n"
    "or at half the throughput of a short closed-model probe; runs fixed-rate steps of\n"
    "--step each after --warmup; grows x2 until a step fails (halves when the first one\n"
    "fails, down to --min), narrows [last pass, first fail] to --precision and confirms\n"
    "the best rate --confirm times (a failed confirmation steps down). A step passes only\n"
    "if every bound holds: p99 from the intended send time (coordinated omission\n"
    "corrected) <= --slo-p99, error rate <= --slo-errors (default 1%), achieved >= 99% of\n"
    "offered, and no late or unsent sends. A step where the client itself was CPU-bound\n"
    "or starved ends the search: the client, not the server, is then the limit, and the\n"
    "answer is a lower bound (\"at least R req/s\") when a rate held. A step in which the\n"
    "target answered no request (it died, or refuses connections) ends the search too.\n"
    "--slo-rps gives the floor the answer is compared with. -c sets the connections of\n"
    "every step (raise it if steps fall behind with few connections busy).\n"
    "Every step is a run in the history, together one capacity group.\n"
    "Exit status: 0 found, or a lower bound where the client was the limit (at or above\n"
    "--slo-rps), 1 not found (nothing passed down to --min, the client was the limit\n"
    "before any rate held, the step limit, below the floor) or a step could not run or\n"
    "was not answered, 2 bad input, 130 interrupted.\n\nOptions:\n";

std::optional<bw::Error> settingsFromArgs(const bw::OptionParser& p, bw::CapacitySettings* s)
{
    if (auto e = rateOption(p, "from", &s->fromRate))
        return e;
    if (auto e = rateOption(p, "min", &s->minRate))
        return e;
    if (auto e = rateOption(p, "max", &s->maxRate))
        return e;
    if (p.has("precision")) {
        std::string text = p.value("precision");
        if (!text.empty() && text.back() == '%')
            text.pop_back();
        auto v = bw::parseDecimal(text);
        if (!v)
            return bw::Error("--precision", "expected a percentage, e.g. 2, got '" + p.value("precision") + "'");
        s->precision = *v / 100;
    }
    if (p.has("confirm")) {
        auto n = bw::parseCount(p.value("confirm"));
        if (!n || *n > 10)
            return bw::Error("--confirm", "must be 0 to 10, got '" + p.value("confirm") + "'");
        s->confirmations = int(*n);
    }
    if (p.has("max-steps")) {
        auto n = bw::parseCount(p.value("max-steps"));
        if (!n || *n < 2 || *n > 200)
            return bw::Error("--max-steps", "must be 2 to 200, got '" + p.value("max-steps") + "'");
        s->maxSteps = int(*n);
    }
    if (p.has("probe")) {
        auto v = bw::parseDuration(p.value("probe"));
        if (!v || !(*v > 0))
            return bw::Error("--probe", "expected a duration above zero, e.g. 2s, got '" + p.value("probe") + "'");
        s->probeSec = *v;
    }
    return std::nullopt;
}

std::string sloText(const bw::Slo& slo)
{
    const bw::Slo step = bw::capacityStepSlo(slo);
    std::string t = "p99 <= " + bw::formatLatencyUs(step.maxP99Us).toStdString() + ", errors <= " +
                    bw::formatPercent(step.maxErrorRate).toStdString() + ", achieved >= 99% of offered, no late sends";
    if (slo.minRps > 0)
        t += "; floor " + bw::formatRps(slo.minRps).toStdString() + " req/s";
    return t;
}

} // namespace

int capacityCommand(const Args& args, const Streams& io)
{
    std::vector<bw::OptionSpec> specs = stepSeriesOptionSpecs(bw::kCapacitySchema);
    specs.push_back({"from", 0, true, "RATE", "first step's rate in requests/s (default: half of a closed-model probe's throughput)"});
    specs.push_back({"precision", 0, true, "PCT", "done when the first fail is within PCT% of the last pass (default 2)"});
    specs.push_back({"min", 0, true, "RATE", "halve no lower than this, requests/s (default 1)"});
    specs.push_back({"max", 0, true, "RATE", "grow no higher than this, requests/s (default: no ceiling)"});
    specs.push_back({"confirm", 0, true, "N", "re-runs of the best rate that must pass too (default 2)"});
    specs.push_back({"max-steps", 0, true, "N", "at most N steps, the probe included (default 30)"});
    specs.push_back({"probe", 0, true, "D", "length of the closed-model probe (default 2s)"});
    specs.push_back(junitOptionSpec("write JUnit XML for CI: a test case per step and one for the answer (docs/ci.md)"));
    bw::OptionParser p(specs);
    if (auto status = parseStepSeriesOptions(p, args, "capacity", kCapacityUsage, io))
        return *status;
    auto fail = [&](const std::string& message) { return stepSeriesUsageError("capacity", message, io); };
    StepSeriesArgs a;
    if (auto e = stepSeriesFromArgs(p, &a))
        return fail(e->text());
    bw::CapacitySettings settings;
    settings.stepSec = a.stepSec;
    settings.warmupSec = a.warmupSec;
    if (auto e = settingsFromArgs(p, &settings))
        return fail(e->text());
    if (auto e = bw::validateCapacitySettings(settings, a.slo))
        return fail(e->text());
    if (std::string bad = junitPathProblem(p.value("junit")); !bad.empty())
        return fail("--junit: " + bad);
    StepSeriesCommand command("capacity", a, io);
    std::ostream& out = command.out();
    if (auto e = command.openMetrics(p))
        return fail(e->text());

    const std::string targetText = a.config.method + " "
                                   + (a.target.kind == bw::TargetSpec::Kind::Demo ? "the demo target " + a.target.demoPath : a.config.url);
    bw::CapacityRunner runner({a.config, a.slo, a.target, settings, a.session, command.metrics()});
    command.opened(runner);
    if (!a.quiet) {
        out << "Capacity search: " << targetText << ", "
            << a.config.connections << " connections\n"
            << "  a step passes when " << sloText(a.slo) << "\n"
            << "  steps of " << bw::formatDurationSec(settings.stepSec) << " after " << bw::formatDurationSec(settings.warmupSec)
            << " warm-up; bracket to " << bw::formatPercent(settings.precision).toStdString() << "; confirm "
            << settings.confirmations << "x\n"
            << std::flush;
    }
    command.watch(runner, [&](size_t from) {
        std::vector<std::string> lines;
        for (const bw::CapacityStep& s : runner.stepsFrom(from))
            lines.push_back(capacityStepLine(s));
        return lines;
    });
    const bw::CapacityResult r = runner.result();
    const bw::TextCatalog en;
    QString answer = bw::capacityAnswer(r, en);
    answer[0] = answer[0].toUpper();
    out << "\n" << answer.toStdString() << "\n";
    if (const QString hint = bw::capacityRaiseHint(r, en); !hint.isEmpty())
        out << hint.toStdString() << "\n";
    if (r.maxRate > 0 || r.firstFailRate > 0)
        out << "Bracket: " << bw::capacityBracket(r).toStdString() << "\n";
    const int status = command.finish(runner, r.groupId, bw::capacityToJson(r), r.exitStatus());
    if (p.has("junit") && !writeJUnitFile(p.value("junit"), bw::junitFromCapacity({targetText, a.config.connections}, r), "capacity", io))
        return 2;
    command.holdMetrics();
    return status;
}

} // namespace bwcli
