#include "cli/step_printer.h"

#include "capacity/capacity_text.h"
#include "util/units.h"

#include <iomanip>
#include <sstream>

namespace bwcli {

namespace {

std::string str(const QString& q) { return q.toStdString(); }

std::string padTo(const std::string& v, size_t width, bool right = false)
{
    if (v.size() >= width)
        return v;
    return right ? std::string(width - v.size(), ' ') + v : v + std::string(width - v.size(), ' ');
}

std::string load(const bw::StepPlan& p)
{
    if (p.phase == bw::StepPhase::Probe)
        return "closed-model probe";
    if (p.rate > 0)
        return str(bw::formatRps(p.rate)) + " req/s";
    return std::to_string(p.vus) + " VUs";
}

std::string figures(const bw::StepFigures& f)
{
    std::string line = str(bw::formatRps(f.achievedRps)) + " req/s  p50 " + str(bw::formatLatencyUs(f.p50Us)) + "  p99 " +
                       str(bw::formatLatencyUs(f.p99Us)) + "  errors " + str(bw::formatPercent(f.errorRate));
    if (f.runId)
        line += "  #" + std::to_string(f.runId);
    return line;
}

} // namespace

std::string capacityStepLine(const bw::CapacityStep& st)
{
    const bw::TextCatalog en;
    std::string line = "step " + padTo(std::to_string(st.plan.index), 2, true) + " " + padTo(bw::stepPhaseName(st.plan.phase), 8) +
                       padTo(load(st.plan), 18, true) + "  ";
    if (st.plan.phase == bw::StepPhase::Probe)
        line += "      ";
    else
        line += st.passed ? "PASS  " : st.notJudged ? "NOT JUDGED  " : "FAIL  ";
    line += figures(st.figures);
    const std::string why = str(bw::stepWhy(st, en));
    if (!why.empty())
        line += "  " + why;
    return line;
}

std::string sweepPointLine(const bw::SweepPoint& p)
{
    std::string line = "point " + padTo(std::to_string(p.plan.index), 2, true) + padTo(load(p.plan), 14, true) + "  " + figures(p.figures);
    if (p.figures.status != "complete")
        line += "  " + p.figures.status;
    for (const std::string& w : p.figures.clientWarnings)
        line += "  [" + w + "]";
    return line;
}

std::string stepProgressLine(const bw::StepPlan& plan, const bw::LiveStatus& live)
{
    std::string line = "[step " + std::to_string(plan.index) + " " + bw::stepPhaseName(plan.phase) + " " + load(plan) + "] " +
                       bw::formatDurationSec(live.elapsedSec) + "/" + bw::formatDurationSec(plan.warmupSec + plan.measuredSec);
    if (live.rpsNow > 0)
        line += "  " + str(bw::formatRps(live.rpsNow)) + " req/s now  p99 " + str(bw::formatLatencyUs(live.p99NowUs));
    return line;
}

std::string sweepTable(const bw::SweepResult& r)
{
    const bool vus = r.model == bw::SweepModel::Closed;
    std::ostringstream out;
    out << padTo(vus ? "VUS" : "OFFERED", 10, true) << "  " << padTo("REQ/S", 10, true) << "  " << padTo("P50", 9, true) << "  "
        << padTo("P99", 9, true) << "  " << padTo("ERRORS", 7, true);
    // The law's throughput beside the points only when it describes them.
    const bool fit = r.fit.ok && r.fit.describes;
    if (fit)
        out << "  " << padTo("USL REQ/S", 10, true);
    out << "\n";
    for (const bw::SweepPoint& p : r.points) {
        out << padTo(vus ? std::to_string(p.plan.vus) : str(bw::formatRps(p.plan.rate)), 10, true) << "  "
            << padTo(str(bw::formatRps(p.figures.achievedRps)), 10, true) << "  " << padTo(str(bw::formatLatencyUs(p.figures.p50Us)), 9, true)
            << "  " << padTo(str(bw::formatLatencyUs(p.figures.p99Us)), 9, true) << "  "
            << padTo(str(bw::formatPercent(p.figures.errorRate)), 7, true);
        if (fit)
            out << "  " << padTo(str(bw::formatRps(r.fit.at(p.plan.vus))), 10, true);
        out << "\n";
    }
    return out.str();
}

} // namespace bwcli
