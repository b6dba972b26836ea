#include "history/details/run_view.h"

#include "controller/run_controller.h"
#include "history/history_text.h"
#include "history/details/stored_series.h"
#include "model/run_channels.h"
#include "panels/charts_panel.h"
#include "panels/live_figures_panel.h"
#include "panels/summary_panel.h"

#include <QEvent>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace bwui {

RunView::RunView(QWidget* parent)
    : Retranslating(parent), runSeries_(RunChannelCount), targetSeries_(TargetChannelCount)
{
    heading_ = new QLabel;
    QFont f = heading_->font();
    f.setBold(true);
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 1.2);
    heading_->setFont(f);
    heading_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    details_ = new QLabel;
    details_->setWordWrap(true);
    details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    details_->setForegroundRole(QPalette::PlaceholderText);

    figures_ = new LiveFiguresPanel;
    charts_ = new ChartsPanel;
    summary_ = new SummaryPanel;
    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    tabs_->addTab(charts_, QString());
    tabs_->addTab(summary_, QString());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading_);
    layout->addWidget(details_);
    layout->addWidget(figures_);
    layout->addWidget(tabs_, 1);
    charts_->installEventFilter(this);
    retranslate();
}

// The live charts redraw on every tick; a saved run's must redraw when their
// size changes, since the decimation follows the plot's width.
bool RunView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == charts_ && (event->type() == QEvent::Resize || event->type() == QEvent::Show)
        && !redrawQueued_ && result_) {
        redrawQueued_ = true;
        QMetaObject::invokeMethod(this, &RunView::redrawCharts, Qt::QueuedConnection);
    }
    return QWidget::eventFilter(watched, event);
}

void RunView::redrawCharts()
{
    redrawQueued_ = false;
    charts_->refresh(runSeries_, targetSeries_, plannedSec_);
}

void RunView::retranslate()
{
    tabs_->setTabText(0, tr("Charts"));
    tabs_->setTabText(1, tr("Summary"));
    renderHeading();
}

void RunView::showRun(const bw::RunRow& row, const bw::RunResult& result)
{
    row_ = row;
    result_ = result;
    StoredSeries::fill(result, &runSeries_, &targetSeries_);
    plannedSec_ = StoredSeries::plannedSeconds(result);
    charts_->reset(result.warmupSec, plannedSec_);
    charts_->setLoadChanges(result.loadChanges, seriesWarmupSec(result));   // as they were marked live
    charts_->showResult(result);   // its SLO lines and whole spectrum, as the live view ended
    redrawCharts();
    summary_->showResult(result);
    figures_->clear();
    figures_->showResult(result);
    renderHeading();
}

void RunView::updateRow(const bw::RunRow& row)
{
    if (row.id != row_.id)
        return;
    row_ = row;
    renderHeading();
}

void RunView::renderHeading()
{
    if (!result_) {
        heading_->clear();
        details_->clear();
        return;
    }
    heading_->setText(HistoryText::runTitle(row_));
    QStringList parts;
    parts << tr("Started %1").arg(HistoryText::startedAt(row_.startedAtMs));
    parts << QString::fromStdString(result_->config.method + " " + result_->config.url);
    if (row_.requestEntries > 0)
        parts << HistoryText::target(row_);   // what it sent: a request set
    parts << HistoryText::status(row_.status);
    if (row_.source != bw::RunSource::Benchwork)
        parts << tr("imported from %1").arg(HistoryText::source(row_.source));
    if (!row_.tags.empty())
        parts << tr("tags: %1").arg(HistoryText::joinTags(row_.tags));
    QString text = parts.join(QStringLiteral("  ·  "));
    if (!row_.notes.empty())
        text += QLatin1Char('\n') + QString::fromStdString(row_.notes);
    details_->setText(text);
}

void RunView::showCharts()
{
    tabs_->setCurrentWidget(charts_);
}

void RunView::showSummary()
{
    tabs_->setCurrentWidget(summary_);
}

} // namespace bwui
