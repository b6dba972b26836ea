#include "model/summary_text.h"

#include "model/display_format.h"

#include "history/run_record.h"
#include "report/client_warning_text.h"
#include "result/run_outcome.h"
#include "result/verdict_text.h"
#include "result/watch_text.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdint>

namespace bwui::SummaryText {

namespace F = DisplayFormat;

namespace {
// The p99 the SLO judges: from the intended send time in the open model.
double judgedP99Us(const bw::RunResult& r)
{
    if (r.config.rate > 0 && r.latencyIntended.count())
        return r.latencyIntendedSummary.p99Us;
    return r.latencySummary.p99Us;
}

// Adds `text` (a "SummaryText" %n plural, marked QT_TRANSLATE_N_NOOP) for
// `n` things, nothing when there are none; %n takes an int, so n is clamped.
void addCounted(QStringList& out, uint64_t n, const char* text)
{
    if (n > 0)
        out << QCoreApplication::translate("SummaryText", text, nullptr, n > uint64_t(INT32_MAX) ? INT32_MAX : int(n));
}
} // namespace

bool judgeable(const bw::RunResult& r)
{
    return r.requests > 0;
}

namespace {
// Why nothing completed: the core's message, else the first error seen.
QString failureReason(const bw::RunResult& r)
{
    if (!r.statusMessage.empty())
        return QString::fromStdString(r.statusMessage);
    for (const char* key : {"connect", "tls", "send", "receive", "timeout", "protocol", "status"}) {
        const auto it = r.errorExamples.find(key);
        if (it != r.errorExamples.end() && !it->second.empty())
            return QString::fromStdString(it->second);
    }
    return QCoreApplication::translate("SummaryText", "no request completed");
}
} // namespace

QString sloInUse(const bw::Slo& slo)
{
    QStringList parts;
    if (slo.minRps > 0)
        parts << QCoreApplication::translate("SummaryText", "\u2265 %1 req/s").arg(F::requestsPerSec(slo.minRps));
    if (slo.maxP99Us > 0)
        parts << QCoreApplication::translate("SummaryText", "p99 \u2264 %1").arg(F::latencyUs(slo.maxP99Us));
    if (slo.maxErrorRate >= 0)
        parts << QCoreApplication::translate("SummaryText", "errors \u2264 %1").arg(F::percent(100 * slo.maxErrorRate, 2));
    if (parts.isEmpty())
        return QCoreApplication::translate("SummaryText", "No SLO: no verdict");
    return QCoreApplication::translate("SummaryText", "SLO: %1").arg(parts.join(QStringLiteral(", ")));
}

QString headline(const bw::RunResult& r)
{
    // Nothing completed: a failure, however the run ended by the clock.
    if (!judgeable(r) && (r.status == bw::RunStatus::Complete || r.status == bw::RunStatus::Failed))
        return QCoreApplication::translate("SummaryText", "The run failed: %1").arg(failureReason(r));
    const QString figures = QCoreApplication::translate("SummaryText", "%1 requests in %2, %3 req/s")
                                .arg(F::count(r.requests), F::seconds(r.measuredSec), F::requestsPerSec(r.rps));
    switch (r.status) {
    case bw::RunStatus::Complete:
        return QCoreApplication::translate("SummaryText", "Complete: %1").arg(figures);
    case bw::RunStatus::Stopped:
        return QCoreApplication::translate("SummaryText", "Stopped early, partial result: %1").arg(figures);
    case bw::RunStatus::TargetExited:
        return QCoreApplication::translate("SummaryText", "The run failed: the target exited during it. Partial result: %1")
            .arg(figures);
    case bw::RunStatus::Interrupted:
        return QCoreApplication::translate("SummaryText", "Interrupted, partial result: %1").arg(figures);
    case bw::RunStatus::Failed:
        return QCoreApplication::translate("SummaryText", "The run failed: %1")
            .arg(QString::fromStdString(r.statusMessage));
    }
    return figures;
}

QString headroom(const bw::RunResult& r)
{
    if (!judgeable(r))
        return {};   // no headroom to speak of without a measurement
    return bw::headroomText(r.slo, r.verdict, bw::TextCatalog::installed(), F::ratioDigits);
}

QString verdictWord(const bw::RunResult& r)
{
    if (r.verdict.notJudged)   // stopped or interrupted: neither PASS nor FAIL (result/run_outcome.h)
        return notJudgedWord();
    if (!judgeable(r))
        return QCoreApplication::translate("SummaryText", "No verdict");
    if (bw::statusFailsRun(r.status))   // its target ended: failed whatever the SLO said (result/run_outcome.h)
        return QCoreApplication::translate("SummaryText", "Run FAILED");
    if (!r.verdict.evaluated)
        return QCoreApplication::translate("SummaryText", "No SLO set");
    return sloWord(r.verdict.pass);
}

QString notJudgedWord()
{
    return QCoreApplication::translate("SummaryText", "Not judged");
}

QString notJudgedReason(const bw::RunResult& r)
{
    return r.status == bw::RunStatus::Interrupted
               ? QCoreApplication::translate("SummaryText", "The run was interrupted before its end: its figures are "
                                                            "partial, so it neither passed nor failed.")
               : QCoreApplication::translate("SummaryText", "The run was stopped before its end: its figures are "
                                                            "partial, so it neither passed nor failed.");
}

QString sloWord(bool pass)
{
    return pass ? QCoreApplication::translate("SummaryText", "SLO PASS")
                : QCoreApplication::translate("SummaryText", "SLO FAIL");
}

QStringList failures(const bw::RunResult& r)
{
    QStringList out;
    if (r.verdict.notJudged)
        return out;   // notJudgedReason() says why there is no verdict
    if (!judgeable(r)) {
        out << QCoreApplication::translate("SummaryText",
                                           "No request completed in the measured phase: there is nothing to judge.");
        return out;
    }
    if (bw::statusFailsRun(r.status))   // the warnings below say how it ended
        out << QCoreApplication::translate("SummaryText",
                                           "Its target ended during the run: the figures measure a server going down.");
    if (!r.verdict.evaluated || r.verdict.pass)
        return out;
    if (!r.verdict.rpsPass)
        out << QCoreApplication::translate("SummaryText", "%1 req/s is below the floor of %2 req/s.")
                   .arg(F::requestsPerSec(r.rps), F::requestsPerSec(r.slo.minRps));
    if (!r.verdict.p99Pass && r.requests > 0)
        out << QCoreApplication::translate("SummaryText", "p99 of %1 is above the ceiling of %2.")
                   .arg(F::latencyUs(judgedP99Us(r)), F::latencyUs(r.slo.maxP99Us));
    if (!r.verdict.errorPass)
        out << QCoreApplication::translate("SummaryText", "Error rate %1 is above the allowed %2.")
                   .arg(F::percent(100 * r.verdict.errorRate, 2), F::percent(100 * r.slo.maxErrorRate, 2));
    return out;
}

QStringList warnings(const bw::RunResult& r)
{
    QStringList out;
    for (const std::string& w : bw::clientWarningsOf(r))
        out << clientWarning(r, w);
    addCounted(out, r.lateSends,
               QT_TRANSLATE_N_NOOP("SummaryText", "%n request(s) of the fixed rate went out late: the client or its "
                                                  "connections could not keep up. Latency from the intended send "
                                                  "time includes that wait."));
    addCounted(out, r.unsentAtEnd,
               QT_TRANSLATE_N_NOOP("SummaryText", "%n send(s) of the fixed rate were due but never sent before the "
                                                  "end. Their age at the end is in the latency from the intended "
                                                  "send time, as a lower bound."));
    if (!r.overlappingRuns.empty())
        out << overlapWarning(r.overlappingRuns);
    // No process watched, or the one watched is not the URL's server (target/watch_check.h).
    if (const QString w = bw::watchNoteText(r.target.watch, bw::TextCatalog::installed()); !w.isEmpty())
        out << w;
    if (!r.target.exitDescription.empty())
        out << QCoreApplication::translate("SummaryText", "The target process %1.")
                   .arg(QString::fromStdString(r.target.exitDescription));
    // The engine's own words for an interruption (the user's Stop needs no explanation).
    if (r.status == bw::RunStatus::Interrupted && !r.statusMessage.empty())
        out << QString::fromStdString(r.statusMessage);
    return out;
}

QString clientWarningName(const std::string& name)
{
    return bw::clientWarningName(name, bw::TextCatalog::installed());
}

QString clientWarning(const bw::RunResult& r, const std::string& name)
{
    const bw::TextCatalog c = bw::TextCatalog::installed();
    return QCoreApplication::translate("SummaryText", "%1: %2")
        .arg(bw::clientWarningName(name, c), bw::clientWarningSentence(r, name, c));
}

QString overlapWarning(const std::vector<int64_t>& ids)
{
    return QCoreApplication::translate("SummaryText",
                                       "Another Benchwork load (%1 in the history) used this machine while this run "
                                       "ran: both results are skewed.")
        .arg(QString::fromStdString(bw::runIdList(ids)));
}

QStringList notes(const bw::RunResult& r)
{
    QStringList out;
    addCounted(out, r.inFlightAtEnd,
               QT_TRANSLATE_N_NOOP("SummaryText", "%n request(s) were still in flight at the end; they are counted "
                                                  "neither as completed nor as errors."));
    struct ErrorClass {
        const char* key;
        uint64_t count;
        const char* name;
    };
    const ErrorClass classes[] = {
        {"connect", r.errors.connect, QT_TRANSLATE_NOOP("SummaryText", "First connect error: %1")},
        {"tls", r.errors.tls, QT_TRANSLATE_NOOP("SummaryText", "First TLS handshake error: %1")},
        {"send", r.errors.send, QT_TRANSLATE_NOOP("SummaryText", "First send error: %1")},
        {"receive", r.errors.receive, QT_TRANSLATE_NOOP("SummaryText", "First receive error: %1")},
        {"timeout", r.errors.timeout, QT_TRANSLATE_NOOP("SummaryText", "First timeout: %1")},
        {"protocol", r.errors.protocol, QT_TRANSLATE_NOOP("SummaryText", "First protocol error: %1")},
        {"status", r.errors.status, QT_TRANSLATE_NOOP("SummaryText", "First HTTP status error: %1")},
    };
    for (const ErrorClass& c : classes) {
        const auto it = r.errorExamples.find(c.key);
        if (c.count > 0 && it != r.errorExamples.end() && !it->second.empty())
            out << QCoreApplication::translate("SummaryText", c.name).arg(QString::fromStdString(it->second));
    }
    return out;
}

QString oneLine(const bw::RunResult& r)
{
    QString line = QCoreApplication::translate("SummaryText", "%1: %2 requests, %3 req/s, p50 %4, p99 %5, errors %6")
                       .arg(QString::fromLatin1(bw::runStatusName(r.status)), F::count(r.requests),
                            F::requestsPerSec(r.rps), F::latencyUs(r.latencySummary.p50Us),
                            F::latencyUs(r.latencySummary.p99Us), F::count(r.errors.total()));
    if (r.verdict.evaluated || r.verdict.notJudged || !judgeable(r)) {
        line += QStringLiteral(", ") + verdictWord(r);
        const QString h = headroom(r);
        if (!h.isEmpty())
            line += QStringLiteral(" (") + h + QLatin1Char(')');
    }
    return line;
}

} // namespace bwui::SummaryText
