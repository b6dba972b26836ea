#include "capacity/capacity_text.h"

#include "report/client_warning_text.h"
#include "util/units.h"
#include "util/qstring_from.h"

#include <QStringList>

#include <cmath>

namespace bw {

namespace {

QString rps(double v) { return formatRps(v); }

// Four significant digits, no exponent for the usual range: 0.051, 0.00021.
QString coefficient(double v)
{
    if (v == 0)
        return QStringLiteral("0");
    return QString::number(v, 'g', 3);
}

QString stepsAndTime(int steps, double sec, const TextCatalog& c)
{
    const QString t = steps == 1 ? c.translate("CapacityText", "1 step in %1 s") : c.translate("CapacityText", "%1 steps in %2 s").arg(steps);
    return t.arg(formatSeconds(std::round(sec)));
}

// Whether a step or point before `silent` had an answer (capacity steps and
// sweep points alike: plan.index, figures.requests).
template <typename Items>
bool answeredBefore(const Items& items, int silent)
{
    for (const auto& it : items)
        if (it.plan.index < silent && it.figures.requests > 0)
            return true;
    return false;
}

} // namespace

QString stepCheckText(const StepCheck& k, const CapacityStep& step, const TextCatalog& c, bool withBound)
{
    switch (k.kind) {
    case StepCheck::Kind::P99:
        return withBound ? c.translate("CapacityText", "p99 %1 > %2").arg(formatLatencyUs(k.measured), formatLatencyUs(k.bound))
                         : c.translate("CapacityText", "p99 %1").arg(formatLatencyUs(k.measured));
    case StepCheck::Kind::Errors:
        return withBound ? c.translate("CapacityText", "errors %1 > %2").arg(formatPercent(k.measured), formatPercent(k.bound))
                         : c.translate("CapacityText", "errors %1").arg(formatPercent(k.measured));
    case StepCheck::Kind::Shortfall:
        return c.translate("CapacityText", "achieved %1 of %2 req/s").arg(rps(k.measured), rps(k.bound));
    case StepCheck::Kind::PacerBehind:
        return withBound ? c.translate("CapacityText", "late or unsent sends %1 > %2").arg(formatPercent(k.measured), formatPercent(k.bound))
                         : c.translate("CapacityText", "late or unsent sends %1").arg(formatPercent(k.measured));
    case StepCheck::Kind::NoRequests:
        return c.translate("CapacityText", "no request completed");
    case StepCheck::Kind::EndedEarly:
        return c.translate("CapacityText", "ended early (%1)").arg(qs(step.figures.status));
    }
    return {};
}

QString stepWhy(const CapacityStep& step, const TextCatalog& c)
{
    QStringList parts;
    if (step.notJudged)
        parts << c.translate("CapacityText", "%1 before its end: not judged").arg(qs(step.figures.status));
    for (const StepCheck& k : step.failures)
        parts << stepCheckText(k, step, c);
    if (!step.clientLimit.empty())
        parts << c.translate("CapacityText", "the client was the limit (%1)").arg(clientWarningName(step.clientLimit, c));
    return parts.join(QStringLiteral("; "));
}

QString stepPhaseText(StepPhase phase, const TextCatalog& c)
{
    switch (phase) {
    case StepPhase::Probe: return c.translate("CapacityText", "probe");
    case StepPhase::Grow: return c.translate("CapacityText", "grow");
    case StepPhase::Halve: return c.translate("CapacityText", "halve");
    case StepPhase::Bisect: return c.translate("CapacityText", "bisect");
    case StepPhase::Recheck: return c.translate("CapacityText", "recheck");
    case StepPhase::Confirm: return c.translate("CapacityText", "confirm");
    case StepPhase::Point: return c.translate("CapacityText", "point");
    }
    return {};
}

QString capacityBracket(const CapacityResult& r)
{
    return QStringLiteral("[%1, %2] req/s").arg(r.maxRate > 0 ? rps(r.maxRate) : QStringLiteral("-"),
                                                r.firstFailRate > 0 ? rps(r.firstFailRate) : QStringLiteral("-"));
}

QString clientLimitSentence(const CapacityResult& r, const TextCatalog& c)
{
    if (r.outcome != CapacityOutcome::ClientLimited)
        return {};
    return c.translate("CapacityText", "the client, not the server, limits this search on this machine: the client cannot "
                                       "offer more than %1 req/s here (%2)")
        .arg(rps(r.clientLimitRps), clientWarningName(r.clientLimit, c));
}

QString capacityRate(double rate, bool lowerBound)
{
    return lowerBound ? QStringLiteral("\u2265 ") + rps(rate) : rps(rate);
}

QString silentStepText(const CapacityResult& r, const TextCatalog& c)
{
    if (r.silentStep <= 0)
        return {};
    return (answeredBefore(r.steps, r.silentStep) ? c.translate("CapacityText", "the target stopped answering at step %1 (%2)")
                           : c.translate("CapacityText", "the target answered no request at step %1 (%2)"))
        .arg(r.silentStep)
        .arg(qs(r.message));
}

QString capacityRaiseHint(const CapacityResult& r, const TextCatalog& c)
{
    if (r.outcome != CapacityOutcome::ClientLimited)
        return {};
    return r.maxRate > 0 ? c.translate("CapacityText", "More client threads, load agents on other machines, or cores of its own "
                                                       "for the server would raise this bound.")
                         : c.translate("CapacityText", "More client threads, load agents on other machines, or cores of its own "
                                                       "for the server would let the search measure the server.");
}

QString capacityAnswer(const CapacityResult& r, const TextCatalog& c)
{
    const QString p99 = formatLatencyUs(r.slo.maxP99Us);
    const QString tail = stepsAndTime(r.loadSteps(), r.elapsedSec, c);
    const CapacityStep* fail = r.firstFailStep();
    const QString failWhy = fail && !fail->failures.empty() ? stepCheckText(fail->failures.front(), *fail, c, false) : QString();
    QString s;
    switch (r.outcome) {
    case CapacityOutcome::Found:
    case CapacityOutcome::StepLimit:
    case CapacityOutcome::Stopped:
        if (r.maxRate <= 0) {
            s = r.outcome == CapacityOutcome::Stopped ? c.translate("CapacityText", "stopped before any rate passed")
                                                      : c.translate("CapacityText", "the step limit came before any rate passed");
            break;
        }
        if (r.outcome == CapacityOutcome::Found)
            s = r.firstFailRate > 0 ? c.translate("CapacityText", "max sustainable %1 req/s at p99 ≤ %2").arg(rps(r.maxRate), p99)
                                    : c.translate("CapacityText", "sustainable at least %1 req/s at p99 ≤ %2 (the --max ceiling; "
                                                                  "no step failed)").arg(rps(r.maxRate), p99);
        else if (r.outcome == CapacityOutcome::StepLimit)
            s = c.translate("CapacityText", "unconfirmed: at least %1 req/s at p99 ≤ %2 when the step limit came")
                    .arg(rps(r.maxRate), p99);
        else
            s = c.translate("CapacityText", "stopped: at least %1 req/s at p99 ≤ %2 so far").arg(rps(r.maxRate), p99);
        if (r.firstFailRate > 0)
            s += QStringLiteral(" ") + (failWhy.isEmpty() ? c.translate("CapacityText", "(%1 failed)").arg(rps(r.firstFailRate))
                                                          : c.translate("CapacityText", "(%1 failed: %2)").arg(rps(r.firstFailRate), failWhy));
        if (r.hasFloor())
            s += QStringLiteral("; ") + c.translate("CapacityText", "%1x the %2 req/s floor").arg(formatRatio(r.floorRatio()), rps(r.slo.minRps));
        break;
    case CapacityOutcome::NonePassed:
        s = c.translate("CapacityText", "no rate down to %1 req/s held p99 ≤ %2").arg(rps(r.settings.minRate), p99);
        if (fail)
            s += QStringLiteral(" ") + (failWhy.isEmpty() ? c.translate("CapacityText", "(%1 failed)").arg(rps(r.firstFailRate))
                                                          : c.translate("CapacityText", "(%1 failed: %2)").arg(rps(r.firstFailRate), failWhy));
        break;
    case CapacityOutcome::ClientLimited:
        if (r.maxRate > 0) {
            // What was shown, as a lower bound: the server held this rate, and
            // the client could not offer more.
            s = c.translate("CapacityText", "at least %1 req/s at p99 ≤ %2 (the client could not offer more than %3 req/s here: %4)")
                    .arg(rps(r.maxRate), p99, rps(r.clientLimitRps), clientWarningName(r.clientLimit, c));
            if (r.hasFloor())
                s += QStringLiteral("; ") + c.translate("CapacityText", "%1x the %2 req/s floor").arg(formatRatio(r.floorRatio()), rps(r.slo.minRps));
        } else {
            s = clientLimitSentence(r, c) + QStringLiteral("; ") +
                c.translate("CapacityText", "no rate was shown to hold p99 ≤ %1").arg(p99);
            if (r.probeRps > 0)
                s += QStringLiteral("; ") + c.translate("CapacityText", "the closed-model probe reached %1 req/s").arg(rps(r.probeRps));
        }
        break;
    case CapacityOutcome::RunFailed:
        s = r.silentStep > 0 ? silentStepText(r, c) : c.translate("CapacityText", "the search could not go on: %1").arg(qs(r.message));
        break;
    case CapacityOutcome::Running:
        s = c.translate("CapacityText", "searching: bracket %1").arg(capacityBracket(r));
        break;
    }
    return s + QStringLiteral("; ") + tail;
}

QString capacityHeadroomText(const CapacityResult& r, const TextCatalog& c)
{
    if (r.maxRate <= 0)
        return c.translate("CapacityText", "no sustainable rate found");
    const QString max = r.isLowerBound() ? c.translate("CapacityText", "at least %1 req/s").arg(rps(r.maxRate))
                                         : c.translate("CapacityText", "max %1 req/s").arg(rps(r.maxRate));
    return r.hasFloor() ? max + QStringLiteral(", ") + c.translate("CapacityText", "%1x the floor").arg(formatRatio(r.floorRatio())) : max;
}

QString uslText(const UslFit& f, const TextCatalog& c)
{
    if (!f.ok)
        return c.translate("CapacityText", "no USL fit: %1").arg(qs(f.problem));
    const QString r2 = c.translate("CapacityText", "R² %1").arg(qs(formatFixed(f.r2, 3)));
    if (!f.describes)
        return c.translate("CapacityText", "the Universal Scalability Law does not describe these points: at %1 VUs it gives %2 "
                                           "req/s against %3 measured (%4 off); %5")
            .arg(formatThousands(f.worstN), rps(f.at(f.worstN)), rps(f.worstRps), formatPercent(f.worstDeviation), r2);
    QString s = c.translate("CapacityText", "λ %1 req/s, α %2, β %3").arg(rps(f.lambda), coefficient(f.alpha), coefficient(f.beta));
    if (f.peakN > 0)
        s += QStringLiteral(", ") + c.translate("CapacityText", "N* %1, peak %2 req/s").arg(formatRps(f.peakN), rps(f.peakRps));
    else
        s += QStringLiteral(", ") + c.translate("CapacityText", "no peak within the law (β = 0)");
    return s + QStringLiteral("; ") + c.translate("CapacityText", "within %1 of every point").arg(formatPercent(f.worstDeviation)) +
           QStringLiteral(", ") + r2;
}

QString silentPointText(const SweepResult& r, const TextCatalog& c)
{
    if (r.silentPoint <= 0)
        return {};
    return (answeredBefore(r.points, r.silentPoint) ? c.translate("CapacityText", "the target stopped answering at point %1 (%2)")
                           : c.translate("CapacityText", "the target answered no request at point %1 (%2)"))
        .arg(r.silentPoint)
        .arg(qs(r.message));
}

QString sweepAnswer(const SweepResult& r, const TextCatalog& c)
{
    QString s;
    if (const SweepPoint* p = r.peak())
        s = r.model == SweepModel::Closed
                ? c.translate("CapacityText", "peak %1 req/s at %2 VUs").arg(rps(p->figures.achievedRps)).arg(p->plan.vus)
                : c.translate("CapacityText", "peak %1 req/s at %2 req/s offered").arg(rps(p->figures.achievedRps), rps(p->plan.rate));
    else
        s = c.translate("CapacityText", "no point completed a request");
    if (r.outcome == SweepOutcome::Stopped)
        s += QStringLiteral("; ") + c.translate("CapacityText", "stopped after %1 of %2 points").arg(r.points.size()).arg(r.planned.size());
    else if (r.outcome == SweepOutcome::RunFailed && r.silentPoint > 0)
        s += QStringLiteral("; ") + silentPointText(r, c);
    else if (r.outcome == SweepOutcome::RunFailed)
        s += QStringLiteral("; ") + c.translate("CapacityText", "the sweep could not go on: %1").arg(qs(r.message));
    return s + QStringLiteral("; ") + stepsAndTime(int(r.points.size()), r.elapsedSec, c);
}

} // namespace bw
