#include "history/compare/compare_view.h"

#include "charts/time_chart.h"
#include "history/compare/compare_spectrum.h"
#include "history/compare/comparison_bar_chart.h"
#include "history/compare/comparison_table.h"
#include "history/history_database.h"
#include "history/history_text.h"
#include "history/compare/significance_panel.h"
#include "model/baseline_series.h"
#include "model/display_format.h"
#include "model/run_channels.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace bwui {

namespace F = DisplayFormat;

namespace {
constexpr int kTimeChartHeightPx = 260;
} // namespace

CompareView::CompareView(HistoryDatabase* db, QWidget* parent) : QWidget(parent), db_(db)
{
    baselineLabel_ = new QLabel;
    baseline_ = new QComboBox;
    baseline_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    baselineLabel_->setBuddy(baseline_);
    hint_ = new QLabel;
    hint_->setWordWrap(true);
    hint_->setForegroundRole(QPalette::PlaceholderText);
    auto* top = new QHBoxLayout;
    top->addWidget(baselineLabel_);
    top->addWidget(baseline_);
    top->addSpacing(12);
    top->addWidget(hint_, 1);

    table_ = new ComparisonTable;
    significance_ = new SignificancePanel;
    rpsBars_ = new ComparisonBarChart;
    p99Bars_ = new ComparisonBarChart;

    charts_ = new QWidget;
    charts_->setAutoFillBackground(true);
    charts_->setBackgroundRole(QPalette::Base);
    auto* grid = new QGridLayout(charts_);
    grid->addWidget(rpsBars_, 0, 0);
    grid->addWidget(p99Bars_, 0, 1);
    spectrum_ = new CompareSpectrum;
    grid->addWidget(spectrum_, 3, 0, 1, 2);
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);

    auto* content = new QWidget;
    auto* col = new QVBoxLayout(content);
    col->addLayout(top);
    col->addWidget(table_);
    col->addWidget(significance_);
    col->addWidget(charts_, 1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(baseline_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!updatingCombo_ && i >= 0)
            setBaseline(baseline_->itemData(i).toLongLong());
    });
    retranslate();
}

void CompareView::retranslate()
{
    baselineLabel_->setText(tr("&Baseline:"));
    baseline_->setToolTip(tr("Ratios and the muted bars are relative to this run."));
    QString hint = tr("Ratios: this run's value divided by the baseline's (for errors, the difference in "
                      "percentage points).")
                   + QLatin1Char('\n')
                   + tr("Runs of one round group are one side below; a side of one run cannot separate change from "
                        "noise. Repeat the runs to tell: Rounds in the load panel (6 or more).");
    bool fixedRate = false;
    for (const bw::ComparisonRow& r : comparison_.rows)
        fixedRate = fixedRate || r.run.rate > 0;
    if (fixedRate)
        hint += QLatin1Char('\n') + tr("Fixed-rate runs list latency from the intended send time; their "
                                        "per-second lines show the latency as measured.");
    hint_->setText(hint);
    rpsBars_->setTitle(tr("Requests per second"));
    rpsBars_->setNote(tr("higher is better"));
    rpsBars_->setBaselineMark(tr("(baseline)"));
    p99Bars_->setTitle(tr("p99 latency (ms)"));
    p99Bars_->setNote(tr("lower is better"));
    p99Bars_->setBaselineMark(tr("(baseline)"));
    if (rpsLines_) {
        // Seconds since each run's measured phase began: its warmup, not
        // counted, is left out, as the live view's baseline overlay does.
        rpsLines_->setTitle(tr("Requests per second, each run's measured phase"));
        p99Lines_->setTitle(tr("p99 latency per second (ms), each run's measured phase"));
    }
}

void CompareView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        renderBars();   // value texts follow the number format
    }
    QWidget::changeEvent(event);
}

bool CompareView::compare(const std::vector<int64_t>& ids, int64_t baselineId)
{
    if (ids.size() < 2) {
        error_ = tr("Choose at least two runs to compare.");
        return false;
    }
    if (!db_) {
        error_ = tr("No history database is open.");
        return false;
    }
    auto c = db_->compareRuns(ids, baselineId);
    if (!c) {
        error_ = db_->lastError();
        return false;
    }
    std::vector<bw::RunResult> runs;
    runs.reserve(ids.size());
    for (int64_t id : ids) {
        auto r = db_->loadRun(id);
        if (!r) {
            error_ = db_->lastError();
            return false;
        }
        runs.push_back(std::move(*r));
    }
    ids_ = ids;
    runs_ = std::move(runs);
    comparison_ = std::move(*c);
    error_.clear();
    retranslate();   // the hint depends on the runs
    fillBaselineCombo();
    table_->showComparison(comparison_);
    renderBars();
    buildTimeCharts();
    renderSignificance();
    return true;
}

bool CompareView::setBaseline(int64_t id)
{
    if (id == comparison_.baselineId)
        return true;
    if (std::find(ids_.begin(), ids_.end(), id) == ids_.end()) {
        error_ = tr("Run %1 is not part of this comparison.").arg(id);
        return false;
    }
    auto c = db_ ? db_->compareRuns(ids_, id) : std::nullopt;
    if (!c) {
        error_ = db_ ? db_->lastError() : tr("No history database is open.");
        return false;
    }
    comparison_ = std::move(*c);
    fillBaselineCombo();
    table_->showComparison(comparison_);
    renderBars();
    renderSignificance();
    emit baselineChanged(qint64(id));
    return true;
}

int CompareView::baselineIndex() const
{
    const auto it = std::find(ids_.begin(), ids_.end(), comparison_.baselineId);
    return it == ids_.end() ? 0 : int(it - ids_.begin());
}

QString CompareView::title() const
{
    return tr("Comparison of %n run(s)", nullptr, int(ids_.size()));
}

void CompareView::fillBaselineCombo()
{
    updatingCombo_ = true;
    baseline_->clear();
    for (const bw::ComparisonRow& r : comparison_.rows)
        baseline_->addItem(HistoryText::compareTitle(r.run), qint64(r.run.id));
    baseline_->setCurrentIndex(baselineIndex());
    updatingCombo_ = false;
}

void CompareView::renderBars()
{
    std::vector<ComparisonBarChart::Bar> rps, p99;
    for (const bw::ComparisonRow& r : comparison_.rows) {
        const QString label = HistoryText::compareTitle(r.run);
        rps.push_back({label, r.run.rps, F::requestsPerSec(r.run.rps), r.isBaseline});
        // The chart's unit is ms: the value texts too, also below 1 ms.
        p99.push_back({label, r.run.p99Us / 1000.0, r.run.p99Us > 0 ? F::latencyMs(r.run.p99Us) : F::dash(),
                       r.isBaseline});
    }
    rpsBars_->setBars(std::move(rps));
    p99Bars_->setBars(std::move(p99));
}

// Sides in the order their first run was asked for: the runs of one round
// group (one side per A/B side), or a run alone.
void CompareView::renderSignificance()
{
    std::vector<SignificancePanel::Side> sides;
    std::vector<std::pair<int64_t, std::string>> keys;   // (group, side); group 0: a single run
    size_t base = 0;
    for (size_t i = 0; i < comparison_.rows.size() && i < runs_.size(); ++i) {
        const bw::RunRow& row = comparison_.rows[i].run;
        size_t at = sides.size();
        if (row.roundGroupId)
            for (size_t k = 0; k < keys.size(); ++k)
                if (keys[k] == std::make_pair(row.roundGroupId, row.roundSide))
                    at = k;
        if (at == sides.size()) {
            keys.push_back({row.roundGroupId, row.roundSide});
            // "g3:a /json": an A/B side by its route too, which is what differs between A and B.
            sides.push_back({row.roundGroupId ? QStringLiteral("g%1").arg(row.roundGroupId) +
                                                    (row.roundSide.empty() ? QString()
                                                                           : QLatin1Char(':') + QString::fromStdString(row.roundSide)
                                                                                 + QLatin1Char(' ') + HistoryText::urlRoute(row.targetUrl))
                                              : QStringLiteral("#%1").arg(row.id),
                             {}});
        }
        sides[at].runs.push_back(runs_[i]);
        if (comparison_.rows[i].isBaseline)
            base = at;
    }
    for (SignificancePanel::Side& s : sides)
        if (s.runs.size() > 1)
            s.label += QStringLiteral(" (%1)").arg(s.runs.size());
    significance_->setSides(std::move(sides), base);
}

// One line per run; the time charts are rebuilt because a TimeChart's lines
// are fixed once added.
void CompareView::buildTimeCharts()
{
    auto* grid = static_cast<QGridLayout*>(charts_->layout());
    delete rpsLines_;
    delete p99Lines_;
    rpsLines_ = new TimeChart;
    p99Lines_ = new TimeChart;
    for (TimeChart* c : {rpsLines_, p99Lines_})
        c->setMinimumHeight(kTimeChartHeightPx);
    // Each over the whole width: its legend names every run whole (id, side, route).
    grid->addWidget(rpsLines_, 1, 0, 1, 2);
    grid->addWidget(p99Lines_, 2, 0, 1, 2);

    // Each run on the clock of its measured phase (BaselineSeries, as a
    // baseline is laid under a live run), so runs with different warmups
    // line up and no unshaded warmup second is drawn.
    double spanSec = 5;
    for (const bw::RunResult& r : runs_)
        spanSec = std::max(spanSec, std::ceil(r.measuredSec));
    overlaidPoints_.assign(runs_.size(), 0);
    const int buckets = 600;   // a point per pixel or two on a wide screen
    for (size_t i = 0; i < runs_.size(); ++i) {
        BaselineSeries measured;
        const QString name = HistoryText::compareTitle(comparison_.rows[i].run);
        measured.set(runs_[i], name);
        const int rpsLine = rpsLines_->addLine(name, int(i));
        const int p99Line = p99Lines_->addLine(name, int(i));
        const QList<QPointF> rpsPts = measured.points(ChRps, 0, spanSec, buckets);
        rpsLines_->setPoints(rpsLine, rpsPts);
        p99Lines_->setPoints(p99Line, measured.points(ChP99Ms, 0, spanSec, buckets));
        overlaidPoints_[i] = int(rpsPts.size());
    }
    rpsLines_->setTimeRange(0, spanSec);
    p99Lines_->setTimeRange(0, spanSec);
    std::vector<QString> names;
    for (const bw::ComparisonRow& row : comparison_.rows)
        names.push_back(HistoryText::compareTitle(row.run));
    spectrum_->showRuns(runs_, names);
    retranslate();
}

int CompareView::overlaidPoints(int runIndex) const
{
    return runIndex >= 0 && runIndex < int(overlaidPoints_.size()) ? overlaidPoints_[size_t(runIndex)] : 0;
}

} // namespace bwui
