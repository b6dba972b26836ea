#include "history/compare/comparison_table.h"

#include "history/history_text.h"
#include "model/display_format.h"

#include <QHeaderView>
#include <QResizeEvent>
#include <QLocale>

#include <cmath>

namespace bwui {

namespace F = DisplayFormat;

namespace {

double valueOf(const bw::RunRow& r, ComparisonTable::Metric m)
{
    switch (m) {
    case ComparisonTable::MRps: return r.rps;
    case ComparisonTable::MP50: return r.p50Us;
    case ComparisonTable::MP90: return r.p90Us;
    case ComparisonTable::MP99: return r.p99Us;
    case ComparisonTable::MMax: return r.maxUs;
    case ComparisonTable::MErrors: return 100.0 * r.errorRate;
    case ComparisonTable::MPeakRss: return double(r.peakRssBytes);
    case ComparisonTable::MClientCpu: return r.source == bw::RunSource::Benchwork ? r.clientCpuPct : 0;
    case ComparisonTable::MetricCount: break;
    }
    return 0;
}

QString valueText(const bw::RunRow& r, ComparisonTable::Metric m)
{
    const double v = valueOf(r, m);
    switch (m) {
    case ComparisonTable::MRps: return F::requestsPerSec(v);
    case ComparisonTable::MP50:
    case ComparisonTable::MP90:
    case ComparisonTable::MP99:
    case ComparisonTable::MMax: return v > 0 ? F::latencyUs(v) : F::dash();
    case ComparisonTable::MErrors:
        return ComparisonTable::tr("%1 (%2)").arg(F::count(r.errors), F::percent(v, 2));
    case ComparisonTable::MPeakRss: return v > 0 ? F::bytes(r.peakRssBytes) : F::dash();
    case ComparisonTable::MClientCpu:
        return r.source == bw::RunSource::Benchwork ? F::percent(v) : F::dash();
    case ComparisonTable::MetricCount: break;
    }
    return {};
}

} // namespace

ComparisonTable::ComparisonTable(QWidget* parent) : Rerendering(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);   // fitColumns() sizes them
    horizontalHeader()->setStretchLastSection(false);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

double ComparisonTable::ratioOf(const bw::ComparisonRow& row, const bw::ComparisonRow& baseline, Metric m)
{
    // The store's ratios where it computes them; p90 and client CPU by the same rule.
    switch (m) {
    case MRps: return row.rpsRatio;
    case MP50: return row.p50Ratio;
    case MP99: return row.p99Ratio;
    case MMax: return row.maxRatio;
    case MPeakRss: return row.peakRssRatio;
    case MErrors: return 100.0 * row.errorRateDelta;
    case MP90:
    case MClientCpu: {
        const double base = valueOf(baseline.run, m);
        const double v = valueOf(row.run, m);
        return base > 0 && v > 0 ? v / base : 0;
    }
    case MetricCount: break;
    }
    return 0;
}

void ComparisonTable::showComparison(const bw::Comparison& comparison)
{
    comparison_ = comparison;
    render();
}

void ComparisonTable::render()
{
    clear();
    const auto& rows = comparison_.rows;
    setRowCount(MetricCount);
    setColumnCount(int(rows.size()));
    const QString metricNames[MetricCount] = {tr("Requests/s"), tr("p50"), tr("p90"), tr("p99"), tr("max"),
                                              tr("Errors"), tr("Peak memory"), tr("Client CPU")};
    setVerticalHeaderLabels(QStringList(std::begin(metricNames), std::end(metricNames)));
    const bw::ComparisonRow* base = nullptr;
    for (const auto& r : rows)
        if (r.isBaseline)
            base = &r;

    for (int c = 0; c < int(rows.size()); ++c) {
        const bw::ComparisonRow& row = rows[size_t(c)];
        // The run by its id, name and tags; its A/B side; without a name or on a side, what it loaded.
        QString head = HistoryText::compareTitle(row.run, QStringLiteral("\n"));
        if (row.isBaseline)
            head += QLatin1Char('\n') + tr("(baseline)");
        auto* h = new QTableWidgetItem(head);
        h->setToolTip(QString::fromStdString(row.run.targetUrl) + QLatin1Char('\n')
                      + HistoryText::startedAt(row.run.startedAtMs));
        setHorizontalHeaderItem(c, h);
        for (int m = 0; m < MetricCount; ++m) {
            const Metric metric = Metric(m);
            QString text = valueText(row.run, metric);
            auto* item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (base && !row.isBaseline) {
                const double x = ratioOf(row, *base, metric);
                // No colour for better or worse: one run per side cannot tell a
                // change from noise (identical runs differ by tens of percent).
                if (metric == MErrors) {
                    const QString sign = x > 0 ? QStringLiteral("+") : QString();
                    text += QStringLiteral("   ") + tr("%1 pp").arg(sign + QLocale().toString(x, 'f', 2));
                    item->setToolTip(tr("Error rate minus the baseline's, in percentage points."));
                } else if (x > 0) {
                    text += QStringLiteral("   ") + tr("%1x").arg(QLocale().toString(x, 'f', 2));
                    item->setToolTip(tr("This run's value divided by the baseline's."));
                }
            }
            if (row.run.rate > 0 && metric >= MP50 && metric <= MMax)
                item->setToolTip(tr("Fixed-rate run: latency from the intended send time (coordinated "
                                    "omission corrected)."));
            item->setText(text);
            setItem(m, c, item);
        }
    }
    fitColumns();
}

void ComparisonTable::fitColumns()
{
    if (fitting_ || columnCount() == 0)
        return;
    fitting_ = true;
    resizeColumnsToContents();
    int used = 0;
    for (int c = 0; c < columnCount(); ++c)
        used += columnWidth(c);
    const int room = viewport()->width();
    if (used < room) {
        const int extra = (room - used) / columnCount();
        for (int c = 0; c < columnCount(); ++c)
            setColumnWidth(c, columnWidth(c) + extra);
    }
    fitting_ = false;
}

void ComparisonTable::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    fitColumns();
}

} // namespace bwui
