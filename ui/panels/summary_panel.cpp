#include "panels/summary_panel.h"

#include "requests/request_stats_box.h"

#include "compare/comparison_text.h"
#include "compare/rounds_summary.h"
#include "history/history_text.h"
#include "report/client_warning_text.h"
#include "model/display_format.h"
#include "model/summary_text.h"
#include "result/client_health.h"
#include "result/cgroup_text.h"
#include "result/peak_memory.h"
#include "result/run_outcome.h"
#include "widgets/semantic_colors.h"

#include "charts/spectrum_chart.h"
#include "model/spectrum_curves.h"
#include "widgets/headroom_bars.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace bwui {

namespace F = DisplayFormat;
namespace SC = SemanticColors;

namespace {
QTableWidget* makeTable(int columns)
{
    auto* t = new QTableWidget(0, columns);
    t->verticalHeader()->setVisible(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setAlternatingRowColors(true);
    t->setShowGrid(false);
    t->setFocusPolicy(Qt::TabFocus);   // reachable by keyboard, copyable
    t->horizontalHeader()->setStretchLastSection(true);
    t->horizontalHeader()->setHighlightSections(false);
    t->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return t;
}

QGroupBox* boxed(QTableWidget* table)
{
    auto* box = new QGroupBox;
    auto* l = new QVBoxLayout(box);
    l->addWidget(table);
    l->addStretch();
    return box;
}

} // namespace

SummaryPanel::SummaryPanel(QWidget* parent) : Rerendering(parent)
{
    placeholder_ = new QLabel;
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setWordWrap(true);
    placeholder_->setForegroundRole(QPalette::PlaceholderText);

    stale_ = new QLabel;
    stale_->setWordWrap(true);
    stale_->setTextFormat(Qt::RichText);
    stale_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    stale_->hide();
    headline_ = new QLabel;
    headline_->setWordWrap(true);
    headline_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont hf = headline_->font();
    hf.setBold(true);
    if (hf.pointSizeF() > 0)
        hf.setPointSizeF(hf.pointSizeF() * 1.2);
    headline_->setFont(hf);
    verdict_ = new QLabel;
    verdict_->setWordWrap(true);
    verdict_->setTextFormat(Qt::RichText);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    notes_ = new QLabel;
    notes_->setWordWrap(true);
    notes_->setTextFormat(Qt::RichText);
    notes_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    headroom_ = new HeadroomBars;
    spectrum_ = new SpectrumChart;
    spectrum_->setMinimumHeight(300);

    latency_ = makeTable(3);
    errors_ = makeTable(3);
    status_ = makeTable(3);
    facts_ = makeTable(2);
    agents_ = makeTable(8);
    latencyBox_ = boxed(latency_);
    errorsBox_ = boxed(errors_);
    statusBox_ = boxed(status_);
    factsBox_ = boxed(facts_);
    agentsBox_ = boxed(agents_);
    agentsBox_->setObjectName(QStringLiteral("summaryAgents"));
    roundsTable_ = makeTable(4);
    roundList_ = makeTable(5);
    roundsNote_ = new QLabel;
    roundsNote_->setWordWrap(true);
    roundsNote_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    roundsBox_ = new QGroupBox;
    roundsBox_->setObjectName(QStringLiteral("summaryRounds"));
    {
        auto* l = new QVBoxLayout(roundsBox_);
        l->addWidget(roundsNote_);
        auto* tables = new QHBoxLayout;
        tables->addWidget(roundsTable_, 3);
        tables->addWidget(roundList_, 2);
        l->addLayout(tables);
    }

    auto* grid = new QGridLayout;
    grid->addWidget(latencyBox_, 0, 0);
    grid->addWidget(errorsBox_, 0, 1);
    grid->addWidget(statusBox_, 0, 2);
    grid->addWidget(spectrum_, 1, 0, 1, 3);
    grid->addWidget(agentsBox_, 3, 0, 1, 3);
    grid->addWidget(factsBox_, 2, 0, 1, 3);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);

    content_ = new QWidget;
    auto* content = new QVBoxLayout(content_);
    content->addWidget(stale_);
    content->addWidget(headline_);
    content->addWidget(verdict_);
    content->addWidget(headroom_);
    content->addWidget(notes_);
    content->addWidget(roundsBox_);
    requests_ = new RequestStatsBox;   // hidden without a request set
    content->addWidget(requests_);
    content->addLayout(grid);
    content->addStretch();

    auto* scroll = new QScrollArea;
    scroll->setWidget(content_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll_ = scroll;

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(placeholder_);
    layout->addWidget(scroll);
    render();
}

void SummaryPanel::showResult(const bw::RunResult& result, const QString& suiteRun)
{
    result_ = result;
    rounds_.clear();
    staleNote_.clear();
    suiteRun_ = suiteRun;
    render();
}

void SummaryPanel::showRounds(const std::vector<bw::RunResult>& rounds, int planned, int64_t groupId)
{
    if (rounds.empty()) {
        clear();
        return;
    }
    result_ = rounds.back();
    rounds_ = rounds;
    roundsPlanned_ = planned;
    roundGroupId_ = groupId;
    staleNote_.clear();
    suiteRun_.clear();
    render();
}

QString SummaryPanel::roundsHeadline(const std::vector<bw::RunResult>& rounds, int planned, int64_t groupId)
{
    QString text = int(rounds.size()) < planned ? tr("%1 of %2 rounds (stopped)").arg(rounds.size()).arg(planned)
                                                : tr("%1 of %2 rounds").arg(rounds.size()).arg(planned);
    for (const bw::RoundsMetric& rm : bw::summarizeRounds(rounds))
        if (rm.metric == bw::Metric::Rps)
            text = tr("%1: median %2 req/s").arg(text, bw::medianCell(rm.metric, rm.interval, F::metricValue));
    if (groupId > 0)
        text = tr("%1 (round group g%2)").arg(text).arg(groupId);
    return text;
}

void SummaryPanel::clear()
{
    result_.reset();
    rounds_.clear();
    staleNote_.clear();
    suiteRun_.clear();
    render();
}

void SummaryPanel::markPrevious(const QString& why)
{
    if (!result_)
        return;
    staleNote_ = why;
    render();
}

void SummaryPanel::render()
{
    latencyBox_->setTitle(tr("Latency"));
    errorsBox_->setTitle(tr("Errors by class"));
    statusBox_->setTitle(tr("Status codes"));
    factsBox_->setTitle(tr("Run details"));
    agentsBox_->setTitle(tr("Agents (merged into this run)"));
    placeholder_->setText(tr("The summary appears here when a run ends.\nPress Run (Ctrl+R) to start one."));
    const bool has = result_.has_value();
    placeholder_->setVisible(!has);
    scroll_->setVisible(has);
    if (!has)
        return;
    const bw::RunResult& r = *result_;
    headline_->setText(rounds_.empty() ? SummaryText::headline(r)
                                       : roundsHeadline(rounds_, roundsPlanned_, roundGroupId_));
    renderRounds();

    const QPalette pal = palette();
    QString verdict;
    if (r.verdict.notJudged) {
        // Stopped or interrupted: neither PASS nor FAIL, in a colour of its own.
        const QColor c = SC::color(SC::Role::NotJudged, pal);
        verdict = QStringLiteral("<span style=\"color:%1; font-weight:600; font-size:large\">%2</span><br>%3")
                      .arg(c.name(), SummaryText::verdictWord(r).toHtmlEscaped(),
                           SummaryText::notJudgedReason(r).toHtmlEscaped());
    } else if (!SummaryText::judgeable(r)) {
        // A failed run has no figures: neither PASS nor FAIL nor headroom.
        verdict = QStringLiteral("<b>%1</b> — %2")
                      .arg(SummaryText::verdictWord(r).toHtmlEscaped(), SummaryText::failures(r).join(' ').toHtmlEscaped());
    } else if (r.verdict.evaluated || bw::statusFailsRun(r.status)) {
        const QColor c = SC::color(bw::judgeRun(r) == bw::RunJudgement::Passed ? SC::Role::Good : SC::Role::Bad, pal);
        verdict = QStringLiteral("<span style=\"color:%1; font-weight:600; font-size:large\">%2</span>")
                      .arg(c.name(), SummaryText::verdictWord(r).toHtmlEscaped());
        const QString h = SummaryText::headroom(r);
        if (!h.isEmpty())
            verdict += QStringLiteral("&nbsp;&nbsp;") + h.toHtmlEscaped();
        for (const QString& f : SummaryText::failures(r))
            verdict += QStringLiteral("<br>") + f.toHtmlEscaped();
    } else {
        verdict = SummaryText::verdictWord(r).toHtmlEscaped() + QStringLiteral(" — ")
                  + tr("set an RPS floor or a p99 ceiling to get a verdict.").toHtmlEscaped();
    }
    verdict_->setText(verdict);
    const bool bars = SummaryText::judgeable(r) && r.verdict.evaluated
                      && (r.slo.minRps > 0 || r.slo.maxP99Us > 0);
    HeadroomBars::Row row = HeadroomBars::rowFor(tr("This run"), r.slo, r.verdict);
    row.pass = row.pass && !bw::statusFailsRun(r.status);   // its target ended: FAIL, as the verdict says
    headroom_->setRows(bars ? std::vector<HeadroomBars::Row>{row} : std::vector<HeadroomBars::Row>{});
    headroom_->setVisible(bars);
    spectrum_->setTitle(tr("Latency by percentile (ms), whole measured phase"));
    spectrum_->setCurves(SpectrumCurves::of(r, QString(), 0));
    spectrum_->setThreshold(r.slo.maxP99Us / 1000.0,
                            tr("SLO p99 ceiling %1").arg(F::latencyUs(r.slo.maxP99Us)));
    spectrum_->setVisible(r.latency.count() > 0);

    QStringList notes;
    const QColor warn = SC::color(SC::Role::Warning, pal);
    if (!staleNote_.isEmpty())
        stale_->setText(QStringLiteral("<span style=\"color:%1\">\u26a0</span> %2").arg(warn.name(), staleNote_.toHtmlEscaped()));
    else if (!suiteRun_.isEmpty())
        stale_->setText(tr("The last run of the suite: %1. Each run's verdict is in the Suites tab.")
                            .arg(suiteRun_).toHtmlEscaped());
    else
        stale_->clear();
    stale_->setVisible(!stale_->text().isEmpty());
    for (const QString& w : SummaryText::warnings(r))
        notes << QStringLiteral("<span style=\"color:%1\">\u26a0</span> %2").arg(warn.name(), w.toHtmlEscaped());
    for (const QString& n : SummaryText::notes(r))
        notes << n.toHtmlEscaped();
    notes_->setText(notes.join(QStringLiteral("<br>")));
    notes_->setVisible(!notes.isEmpty());
    renderTables(r);
    requests_->setResult(r);
}

QTableWidget* SummaryPanel::table(const QString& name) const
{
    if (name == QLatin1String("latency")) return latency_;
    if (name == QLatin1String("errors")) return errors_;
    if (name == QLatin1String("status")) return status_;
    if (name == QLatin1String("facts")) return facts_;
    if (name == QLatin1String("agents")) return agents_;
    if (name == QLatin1String("rounds")) return roundsTable_;
    if (name == QLatin1String("roundList")) return roundList_;
    return nullptr;
}

QString SummaryPanel::headlineText() const
{
    return result_ ? headline_->text() : QString();
}

QString SummaryPanel::verdictText() const
{
    return result_ ? verdict_->text() : QString();
}

QString SummaryPanel::contextText() const
{
    return result_ ? stale_->text() : QString();
}

QString SummaryPanel::previousNote() const
{
    return result_ ? staleNote_ : QString();
}

QString SummaryPanel::notesText() const
{
    return result_ ? notes_->text() : QString();
}

QString SummaryPanel::cell(const QString& name, int row, int column) const
{
    QTableWidget* t = table(name);
    if (!t || !result_)
        return {};
    const QTableWidgetItem* item = t->item(row, column);
    return item ? item->text() : QString();
}

int SummaryPanel::rowCount(const QString& name) const
{
    QTableWidget* t = table(name);
    return t && result_ ? t->rowCount() : 0;
}

} // namespace bwui
