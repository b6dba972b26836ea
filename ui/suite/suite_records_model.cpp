#include "suite/suite_records_model.h"

#include "model/display_format.h"
#include "model/summary_text.h"
#include "report/client_warning_text.h"
#include "report/report_document.h"
#include "result/peak_memory.h"
#include "result/run_outcome.h"
#include "suite/suite_report.h"
#include "widgets/semantic_colors.h"

#include <QGuiApplication>

namespace bwui {

namespace F = DisplayFormat;

SuiteRecordsModel::SuiteRecordsModel(QObject* parent) : FlatTableModel(ColumnCount, Cells::ReadOnly, parent) {}

void SuiteRecordsModel::resetData(const std::vector<bw::SuiteRunRecord>& records)
{
    beginResetModel();
    records_ = records;
    endResetModel();
}

QString SuiteRecordsModel::verdictText(const bw::SuiteRunRecord& r) const
{
    if (r.skipped)
        return tr("skipped");
    if (!r.ran)
        return tr("not run");
    if (r.notJudged())   // stopped or interrupted before its end: neither PASS nor FAIL
        return tr("not judged");
    if (bw::statusFailsRun(r.result.status))
        return tr("failed");   // its target ended during the run: whatever the SLO said
    if (!r.result.verdict.evaluated)
        return r.passed() ? tr("done") : tr("failed");
    return r.result.verdict.pass ? tr("PASS") : tr("FAIL");
}

QString SuiteRecordsModel::skippedText(const bw::SuiteRunRecord& r)
{
    const QString program = QString::fromStdString(r.missingProgram);
    return r.install.empty() ? tr("skipped: %1 not found").arg(program)
                             : tr("skipped: %1 not found \u2014 %2").arg(program, QString::fromStdString(r.install));
}

QVariant SuiteRecordsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(records_.size()))
        return {};
    const bw::SuiteRunRecord& r = records_[size_t(index.row())];
    const bw::RunResult& res = r.result;
    if (role == Qt::ToolTipRole && !r.ran)
        return r.skipped ? skippedText(r) : QString::fromStdString(r.error);
    if (role == Qt::ToolTipRole) {
        // The client-health warnings, whole: the figures of this row may
        // measure the load generator rather than the target.
        QStringList lines;
        for (const std::string& w : bw::clientWarningsOf(res))
            lines << SummaryText::clientWarning(res, w);
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Rps && index.column() <= PeakRss)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == Verdict) {
        const QPalette palette = QGuiApplication::palette();
        if (r.failed())
            return SemanticColors::color(SemanticColors::Role::Bad, palette);
        if (r.passed())
            return SemanticColors::color(SemanticColors::Role::Good, palette);
        if (r.notJudged())
            return SemanticColors::color(SemanticColors::Role::NotJudged, palette);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Scenario: return QString::fromStdString(r.scenarioName);
    case Target: return QString::fromStdString(r.cellLabel);
    case Rps: return r.ran ? F::requestsPerSec(res.rps) : F::dash();
    case P99: return r.ran ? F::latencyUs(bw::judgedP99Us(res)) : F::dash();
    case Errors: return r.ran ? F::percent(res.errorRate() * 100.0, 2) : F::dash();
    case PeakRss: return r.ran && bw::peakMemoryOf(res.target).bytes ? F::bytes(bw::peakMemoryOf(res.target).bytes) : F::dash();
    case Verdict: {
        // A warning sign and the warnings' names after the verdict (the
        // tooltip says each in full).
        QStringList names;
        for (const std::string& w : bw::clientWarningsOf(res))
            names << SummaryText::clientWarningName(w);
        if (!r.ran || names.isEmpty())
            return verdictText(r);
        return tr("%1 \u26a0 %2").arg(verdictText(r), names.join(QStringLiteral(", ")));
    }
    case Headroom:
        if (!r.ran)
            return r.skipped ? skippedText(r) : QString::fromStdString(r.error);
        return res.verdict.evaluated ? SummaryText::headroom(res) : QString();
    case ColumnCount: break;
    }
    return {};
}

QString SuiteRecordsModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Scenario: return tr("Scenario");
    case Target: return tr("Target");
    case Rps: return tr("Req/s");
    case P99: return tr("p99");
    case Errors: return tr("Errors");
    case PeakRss: return tr("Peak memory");
    case Verdict: return tr("SLO");
    case Headroom: return tr("Headroom");
    case ColumnCount: break;
    }
    return {};
}

} // namespace bwui
