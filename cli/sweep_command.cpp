// benchwork-cli sweep: one step per VU count (closed model) or per rate
// (open model), the load curve, and the Universal Scalability Law fitted to
// a VU sweep (core/capacity/usl_fit.h).
#include "cli/commands.h"
#include "cli/step_options.h"
#include "cli/step_printer.h"
#include "cli/step_series_command.h"

#include "capacity/capacity_json.h"
#include "capacity/capacity_text.h"
#include "capacity/sweep_points.h"
#include "capacity/sweep_runner.h"
#include "util/units.h"

namespace bwcli {

namespace {

const char* kSweepUsage =
    "usage: benchwork-cli sweep [options] --vus LIST URL\n"
    "       benchwork-cli sweep [options] --rates FROM:TO:STEP URL\n"
    "       benchwork-cli sweep [options] --vus LIST --demo [PATH]\n\n"
    "Runs one step per point and prints the load curve: throughput against concurrency\n"
    "(--vus, closed model) or against the offered rate (--rates, open model), with p50\n"
    "and p99 at each point. A VU sweep fits Gunther's Universal Scalability Law,\n"
    "C(N) = lambda N / (1 + alpha (N-1) + beta N (N-1)), and reports lambda, alpha, beta,\n"
    "the peak concurrency N* = sqrt((1-alpha)/beta) and the peak throughput, or says\n"
    "that the law does not describe the points (one lies more than 15% off it).\n"
    "LIST: 1,2,4,8 or 1,2,4,...,256 ('...' continues the pattern up to the last number).\n"
    "Every step is a run in the history, together one sweep group.\n"
    "A point in which the target answered no request ends the sweep.\n"
    "Exit status: 0 done, 1 a step could not run or was not answered, 2 bad input,\n"
    "130 interrupted.\n\nOptions:\n";

} // namespace

int sweepCommand(const Args& args, const Streams& io)
{
    std::vector<bw::OptionSpec> specs = stepSeriesOptionSpecs(bw::kSweepSchema);
    specs.push_back({"vus", 0, true, "LIST", "closed model: the VU counts, ascending, e.g. 1,2,4,...,256"});
    specs.push_back({"rates", 0, true, "FROM:TO:STEP", "open model: the offered rates in requests/s, e.g. 500:5000:500"});
    bw::OptionParser p(specs);
    if (auto status = parseStepSeriesOptions(p, args, "sweep", kSweepUsage, io))
        return *status;
    auto fail = [&](const std::string& message) { return stepSeriesUsageError("sweep", message, io); };
    if (p.has("vus") == p.has("rates"))
        return fail("give either --vus LIST (closed model) or --rates FROM:TO:STEP (open model)");
    StepSeriesArgs a;
    if (auto e = stepSeriesFromArgs(p, &a))
        return fail(e->text());
    const bw::SweepModel model = p.has("vus") ? bw::SweepModel::Closed : bw::SweepModel::Open;
    auto points = model == bw::SweepModel::Closed ? bw::parseVuList(p.value("vus")) : bw::parseRateRange(p.value("rates"));
    if (!points)
        return fail(std::string(model == bw::SweepModel::Closed ? "--vus: " : "--rates: ") + points.error().text());
    if (model == bw::SweepModel::Closed && p.has("connections"))
        return fail("--connections: a VU sweep sets the VUs of each step from --vus");
    StepSeriesCommand command("sweep", a, io);
    std::ostream& out = command.out();
    if (auto e = command.openMetrics(p))
        return fail(e->text());
    const bw::SweepJob job{a.config, a.slo, a.target, model, *points, a.stepSec, a.warmupSec, a.session, command.metrics()};

    bw::SweepRunner runner(job);
    command.opened(runner);
    if (!a.quiet)
        out << "Sweep: " << a.config.method << " "
            << (a.target.kind == bw::TargetSpec::Kind::Demo ? "the demo target " + a.target.demoPath : a.config.url) << ", "
            << job.points.size() << " points" << (job.model == bw::SweepModel::Open
                                                       ? " (open model, " + std::to_string(a.config.connections) + " connections)"
                                                       : " (closed model)")
            << ", steps of " << bw::formatDurationSec(job.stepSec) << " after " << bw::formatDurationSec(job.warmupSec) << " warm-up\n"
            << std::flush;
    command.watch(runner, [&](size_t from) {
        std::vector<std::string> lines;
        for (const bw::SweepPoint& pt : runner.pointsFrom(from))
            lines.push_back(sweepPointLine(pt));
        return lines;
    });
    const bw::SweepResult r = runner.result();
    const bw::TextCatalog en;
    out << "\n" << sweepTable(r);
    if (r.model == bw::SweepModel::Closed)
        out << "USL fit: " << bw::uslText(r.fit, en).toStdString() << "\n";
    QString answer = bw::sweepAnswer(r, en);
    answer[0] = answer[0].toUpper();
    out << answer.toStdString() << "\n";
    const int status = command.finish(runner, r.groupId, bw::sweepToJson(r), r.exitStatus());
    command.holdMetrics();
    return status;
}

} // namespace bwcli
