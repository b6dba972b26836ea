#include "control_channel.h"

#include "control/control_line.h"
#include "engine/stage_list.h"


namespace bw {

ControlChannel::~ControlChannel() { close(); }

std::optional<Error> ControlChannel::open(const std::string& path, std::string source)
{
    source_ = std::move(source);
    return server_.listen(path, [this](const std::string& line) { return handle(line); });
}

void ControlChannel::close() { server_.close(); }

void ControlChannel::attach(RunSession* session)
{
    std::lock_guard<std::mutex> lk(mutex_);
    session_ = session;
}

std::string ControlChannel::handle(const std::string& line)
{
    const auto cmd = parseControlLine(line);
    if (!cmd)
        return "error: " + cmd.error().text();
    std::lock_guard<std::mutex> lk(mutex_);
    if (cmd->kind == ControlCommand::Kind::Stop) {
        stopAsked_ = true;
        if (session_)
            session_->stop(RunStatus::Stopped, "stopped through the control socket");
        return "ok stopping";
    }
    if (!session_)
        return "error: " + Error(ErrorCode::SteerNotRunning, std::string()).text();
    const auto change = session_->steer(cmd->knob, cmd->value, source_);
    if (!change)
        return "error: " + change.error().text();
    // "ok vus 100 -> 400 VUs at 12.35s": the change's own line, without its source
    LoadChange shown = *change;
    shown.source.clear();
    return std::string("ok ") + loadKnobName(shown.knob) + " " + loadChangeLine(shown);
}

} // namespace bw
