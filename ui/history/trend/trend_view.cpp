#include "history/trend/trend_view.h"

#include "charts/trend_chart.h"
#include "compare/comparison_text.h"
#include "compare/trend_query.h"
#include "history/history_database.h"
#include "model/display_format.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace bwui {

TrendView::TrendView(HistoryDatabase* db, QWidget* parent) : Retranslating(parent), db_(db)
{
    scenarioLabel_ = new QLabel;
    scenarioLabel_->setWordWrap(true);
    scenarioLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    metricLabel_ = new QLabel;
    metric_ = new QComboBox;
    metricLabel_->setBuddy(metric_);
    for (bw::Metric m : bw::kComparedMetrics)
        metric_->addItem(QString(), QString::fromLatin1(bw::metricKey(m)));
    verdict_ = new QLabel;
    verdict_->setWordWrap(true);
    accept_ = new QPushButton;
    accept_->setVisible(false);
    connect(accept_, &QPushButton::clicked, this, [this] { acceptLatestChange(); });
    chart_ = new TrendChart;
    auto* top = new QHBoxLayout;
    top->addWidget(metricLabel_);
    top->addWidget(metric_);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scenarioLabel_);
    layout->addLayout(top);
    layout->addWidget(chart_, 1);
    layout->addWidget(verdict_);
    auto* acceptRow = new QHBoxLayout;
    acceptRow->addWidget(accept_);
    acceptRow->addStretch(1);
    layout->addLayout(acceptRow);
    connect(metric_, &QComboBox::currentIndexChanged, this, [this] { render(); });
    retranslate();
}

bool TrendView::load(int64_t anchorId)
{
    if (!db_ || !db_->isOpen()) {
        error_ = tr("No history database is open.");
        return false;
    }
    auto s = db_->scenarioRuns(anchorId);
    if (!s) {
        error_ = db_->lastError();
        return false;
    }
    anchorId_ = anchorId;
    scenario_ = QString::fromStdString(bw::scenarioText(s->key));
    runs_ = std::move(s->runs);
    acceptedRuns_ = s->acceptedRuns;
    trendRuns_.clear();
    for (size_t i = 0; i < runs_.size(); ++i)
        trendRuns_.push_back({&runs_[i], s->roundGroupIds[i], s->roundSides[i]});
    error_.clear();
    render();
    return true;
}

QString TrendView::title() const
{
    return tr("Trend of #%1").arg(anchorId_);
}

void TrendView::retranslate()
{
    metricLabel_->setText(tr("&Metric:"));
    const bw::TextCatalog c = bw::TextCatalog::installed();
    for (int i = 0; i < metric_->count(); ++i)
        if (auto m = bw::parseMetric(metric_->itemData(i).toString().toStdString()))
            metric_->setItemText(i, bw::metricName(*m, c));
    chart_->setNames(tr("median"), tr("95% interval"), tr("change point"));
    render();
}

QString TrendView::verdictText() const
{
    return verdict_->text();
}

bool TrendView::acceptLatestChange()
{
    if (!acceptId_ || !db_ || !db_->acceptChange(acceptId_)) {
        if (db_ && acceptId_)
            verdict_->setText(db_->lastError());
        return false;
    }
    return load(anchorId_);
}

void TrendView::render()
{
    const auto metric = bw::parseMetric(metric_->currentData().toString().toStdString()).value_or(bw::Metric::Rps);
    bw::TrendCheckSettings check;
    check.acceptedRuns = acceptedRuns_;
    trend_ = bw::buildTrend(trendRuns_, metric, {}, {}, check);
    scenarioLabel_->setText(tr("Scenario: %1 (%n point(s); a point is a run, or the rounds of one group)", nullptr,
                               int(trend_.points.size()))
                                .arg(scenario_));
    std::vector<TrendChart::Point> points;
    std::vector<bool> change(trend_.points.size(), false);
    for (const bw::ChangePoint& cp : trend_.changes)
        change[cp.index] = true;
    for (size_t i = 0; i < trend_.points.size(); ++i) {
        const bw::TrendPoint& p = trend_.points[i];
        points.push_back({double(p.startedAtMs), p.interval.median, p.interval.valid, p.interval.low, p.interval.high, change[i]});
    }
    const bw::TextCatalog c = bw::TextCatalog::installed();
    chart_->setTitle(bw::metricName(metric, c));
    chart_->setValueFormat([metric](double v) { return DisplayFormat::metricValue(metric, v); });
    chart_->setPoints(points);
    QStringList lines;
    if (!trend_.changes.empty())
        lines << tr("%n change point(s) found (E-divisive means, permutation test at 5%).", nullptr, int(trend_.changes.size()));
    if (!trend_.latestCompared) {
        lines << tr("One point: nothing to compare yet.");
    } else {
        const bw::SampleComparison& s = trend_.latest;
        const QString p = bw::formatPValue(s.test.pValue);
        const QString pct = QString::number(std::fabs(s.change) * 100, 'f', 1);
        if (trend_.regression)
            lines << tr("The latest point is a significant regression: %1% worse than the %2 point(s) before it, p = %3.")
                         .arg(pct).arg(trend_.baselineTo - trend_.baselineFrom).arg(p);
        else if (s.significant)
            lines << tr("The latest point is significantly better: %1% better than the %2 point(s) before it, p = %3.")
                         .arg(pct).arg(trend_.baselineTo - trend_.baselineFrom).arg(p);
        else
            lines << tr("The latest point shows no significant difference from the %1 point(s) before it (p = %2).")
                         .arg(trend_.baselineTo - trend_.baselineFrom).arg(p);
        if (s.b.n <= 1 && trend_.changes.empty())
            lines << tr("The latest point is one run: repeat it in rounds (Rounds in the load panel, 6 or more) to tell a change from noise.");
    }
    // What a check fails on: a recent change point that made the metric worse.
    acceptId_ = 0;
    for (const bw::TrendChange& ch : trend_.changeDetails) {
        const QString from = bw::formatMetricValue(metric, ch.before), to = bw::formatMetricValue(metric, ch.after);
        const QString pct = QString::number(ch.change * 100, 'f', 1);
        if (ch.failsCheck()) {
            lines << tr("Regression at the change point beginning with run #%1: %2 went from %3 to %4 (%5%), p = %6; "
                        "%7 run(s) before it, %8 after. A trend check fails until the change is accepted.")
                         .arg(ch.acceptId()).arg(bw::metricName(metric, c), from, to, pct, bw::formatPValue(ch.pValue))
                         .arg(ch.runsBefore.size()).arg(ch.runsAfter.size());
            acceptId_ = ch.acceptId();
        } else if (ch.accepted) {
            lines << tr("The change beginning with run #%1 (%2 to %3) was accepted as intended.").arg(ch.acceptId()).arg(from, to);
        }
    }
    accept_->setVisible(acceptId_ != 0);
    accept_->setText(tr("Accept the change at #%1").arg(acceptId_));
    accept_->setToolTip(tr("Records in the history that the change beginning with run #%1 is intended: trend checks "
                           "(benchwork-cli history trend --check) stop failing on it.")
                            .arg(acceptId_));
    verdict_->setText(lines.join(QLatin1Char('\n')));
}

} // namespace bwui
