#include "cli/step_series_command.h"

#include "cli/cli_files.h"
#include "cli/interrupts.h"
#include "cli/step_watch.h"

#include <QJsonDocument>

#include <optional>
#include <utility>

namespace bwcli {

int stepSeriesUsageError(const char* name, const std::string& message, const Streams& io)
{
    io.err << "benchwork-cli " << name << ": " << message << "\n(see benchwork-cli " << name << " --help)\n";
    return 2;
}

std::optional<int> parseStepSeriesOptions(bw::OptionParser& p, const std::vector<std::string>& args, const char* name,
                                          const char* usage, const Streams& io)
{
    if (!p.parse(args, 1))
        return stepSeriesUsageError(name, p.error(), io);
    if (p.has("help")) {
        io.out << usage << p.helpText();
        return 0;
    }
    return std::nullopt;
}

StepSeriesCommand::StepSeriesCommand(const char* name, const StepSeriesArgs& args, const Streams& io)
    : name_(name), args_(args), io_(io), out_(args.json == "-" ? io.err : io.out)
{
    if (!args.session.historyPath.empty())
        tellHistoryPrivacy(args.session.historyPath, name, io.err);
}

void StepSeriesCommand::opened(const bw::StepSeriesRunner& runner)
{
    groupError_ = runner.historyError();
    if (!groupError_.empty())
        io_.err << "benchwork-cli " << name_ << ": the steps will be saved without their group: " << groupError_ << "\n";
}

std::optional<bw::Error> StepSeriesCommand::openMetrics(const bw::OptionParser& p)
{
    return openMetricsFromArgs(p, &metrics_, &metricsAsked_);
}

void StepSeriesCommand::watch(bw::StepSeriesRunner& runner, const std::function<std::vector<std::string>(size_t)>& linesFrom)
{
    size_t shown = 0;
    if (!args_.quiet && metricsAsked_.asked)
        out_ << "Metrics on " << metrics_.url() << " (each step while it runs)\n" << std::flush;
    runner.start();
    watchSteps({[&](std::chrono::milliseconds t) { return runner.waitFinished(t); },
                [&] {
                    std::vector<std::string> lines = linesFrom(shown);
                    shown += lines.size();
                    return lines;
                },
                [&]() -> std::optional<std::pair<bw::StepPlan, bw::LiveStatus>> {
                    const bw::StepLoopStatus s = runner.loopStatus();
                    if (!s.current)
                        return std::nullopt;
                    return std::make_pair(*s.current, s.live);
                },
                [&] { runner.stop(); }},
               io_, out_, interrupts_, args_.quiet);
}

int StepSeriesCommand::finish(const bw::StepSeriesRunner& runner, int64_t groupId, const QJsonObject& json, int status)
{
    if (groupId)
        out_ << "Saved as " << name_ << " group g" << groupId << " in " << args_.session.historyPath
             << " (benchwork-cli history export g" << groupId << " --format html)\n";
    if (runner.historyError() != groupError_)
        io_.err << "benchwork-cli " << name_ << ": the group's result was not saved: " << runner.historyError() << "\n";
    out_ << std::flush;
    if (!args_.json.empty()) {
        if (auto e = writeOutputFile(args_.json, QJsonDocument(json).toJson(QJsonDocument::Indented), io_.out)) {
            io_.err << "benchwork-cli " << name_ << ": --json: " << e->text() << "\n";
            status = 2;
        }
    }
    return status;
}

void StepSeriesCommand::holdMetrics()
{
    bwcli::holdMetrics(metricsAsked_, metrics_, args_.quiet, out_, interrupts_);
}

} // namespace bwcli
