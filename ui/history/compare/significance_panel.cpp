#include "history/compare/significance_panel.h"

#include "compare/comparison_text.h"
#include "history/compare/interval_chart.h"
#include "model/display_format.h"
#include "util/text_catalog.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bwui {

// Every figure of the panel as the window writes it (the table, the charts' axes and labels).
namespace F = DisplayFormat;

SignificancePanel::SignificancePanel(QWidget* parent) : QWidget(parent)
{
    title_ = new QLabel;
    QFont f = title_->font();
    f.setBold(true);
    title_->setFont(f);
    text_ = new QLabel;
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_ = new QTableWidget;
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    rpsChart_ = new IntervalChart;
    p99Chart_ = new IntervalChart;
    rpsChart_->setTickFormat([](double v) { return F::metricValue(bw::Metric::Rps, v); });
    p99Chart_->setTickFormat([](double us) { return F::metricValue(bw::Metric::P99, us); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addWidget(text_);
    layout->addWidget(table_);
    layout->addWidget(rpsChart_);
    layout->addWidget(p99Chart_);
}

void SignificancePanel::setSides(std::vector<Side> sides, size_t base)
{
    sides_ = std::move(sides);
    base_ = base < sides_.size() ? base : 0;
    render();
}

void SignificancePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void SignificancePanel::render()
{
    const bw::TextCatalog c = bw::TextCatalog::installed();
    title_->setText(tr("Change or noise"));
    sentences_.clear();
    table_->clear();
    table_->setColumnCount(5);
    table_->setHorizontalHeaderLabels({tr("Metric"), tr("Sides"), tr("Baseline side"), tr("Compared side"), tr("Change")});
    table_->setRowCount(0);
    std::vector<IntervalChart::Side> rps, p99;
    if (sides_.size() < 2) {
        text_->setText(QString());
        rpsChart_->setSides({});
        p99Chart_->setSides({});
        return;
    }
    const Side& a = sides_[base_];
    const bw::ComparisonSettings settings;
    auto chartSide = [](const QString& label, const bw::MetricComparison& mc, bool first) {
        const bw::MedianInterval& m = first ? mc.stats.a : mc.stats.b;
        IntervalChart::Side s{label, m.median, m.valid, m.low, m.high, bw::medianCell(mc.metric, m, F::metricValue), !first && mc.stats.significant};
        return s;
    };
    QStringList lines;
    for (size_t i = 0; i < sides_.size(); ++i) {
        if (i == base_)
            continue;
        const Side& b = sides_[i];
        const bw::RunComparison rc = bw::compareRunSets(a.runs, b.runs, settings);
        const QString pair = a.label + QStringLiteral(" \u2192 ") + b.label;
        const QString headline = bw::comparisonHeadline(rc, b.label, settings, c);
        sentences_ << headline;
        lines << QStringLiteral("<b>%1</b>").arg((pair + QStringLiteral(": ") + headline).toHtmlEscaped());
        for (const QString& w : bw::comparisonWarnings(rc, c)) {
            sentences_ << w;
            lines << QStringLiteral("\u26a0 ") + w.toHtmlEscaped();
        }
        for (const bw::MetricComparison& mc : rc.metrics) {
            if (!mc.available)
                continue;
            const int row = table_->rowCount();
            table_->insertRow(row);
            const QStringList cells = {bw::metricName(mc.metric, c), pair, bw::medianCell(mc.metric, mc.stats.a, F::metricValue),
                                       bw::medianCell(mc.metric, mc.stats.b, F::metricValue), bw::changeCell(mc, F::metricValue)};
            for (int col = 0; col < cells.size(); ++col)
                table_->setItem(row, col, new QTableWidgetItem(cells[col]));
            if (mc.metric == bw::Metric::Rps || mc.metric == bw::Metric::P99) {
                auto& list = mc.metric == bw::Metric::Rps ? rps : p99;
                if (list.empty())
                    list.push_back(chartSide(a.label, mc, true));
                list.push_back(chartSide(b.label, mc, false));
            }
        }
        // A request set's entries and its flows' steps that both sides
        // have, by name ("shop / list" for a step): A and B with the change.
        const std::pair<const std::vector<bw::RequestComparison>*, QString> parts[] = {
            {&rc.byRequest, tr("Request %1: %2")}, {&rc.byStep, tr("Step %1: %2")}};
        for (const auto& [list, label] : parts) {
            for (const bw::RequestComparison& rq : *list) {
                for (const bw::MetricComparison& mc : rq.metrics) {
                    if (!mc.available)
                        continue;
                    const int row = table_->rowCount();
                    table_->insertRow(row);
                    const QStringList cells = {label.arg(QString::fromStdString(rq.name), bw::metricName(mc.metric, c)),
                                               pair, bw::medianCell(mc.metric, mc.stats.a, F::metricValue), bw::medianCell(mc.metric, mc.stats.b, F::metricValue),
                                               bw::changeCell(mc, F::metricValue)};
                    for (int col = 0; col < cells.size(); ++col)
                        table_->setItem(row, col, new QTableWidgetItem(cells[col]));
                }
            }
        }
    }
    text_->setText(lines.join(QStringLiteral("<br>")));
    table_->resizeColumnsToContents();
    rpsChart_->setTitle(tr("Requests per second: median and 95% interval per side"));
    p99Chart_->setTitle(tr("p99 latency: median and 95% interval per side"));
    rpsChart_->setSides(std::move(rps));
    p99Chart_->setSides(std::move(p99));
}

} // namespace bwui
