#include "charts/live_chart_frame.h"

#include "charts/chart_legend.h"
#include "charts/chart_palette.h"

#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

#include <QGraphicsLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace bwui {

QChart* newLiveChart()
{
    auto* chart = new QChart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->legend()->hide();
    return chart;
}

QLabel* newLiveChartTitle()
{
    auto* title = new QLabel;
    title->setAlignment(Qt::AlignHCenter);
    title->setForegroundRole(QPalette::Text);
    title->hide();
    return title;
}

void setUpLiveChartView(QChartView* view)
{
    view->setRenderHint(QPainter::Antialiasing);
    view->setFocusPolicy(Qt::NoFocus);
    view->setFrameShape(QFrame::NoFrame);
    view->setMinimumSize(220, 150);
}

void layOutLiveChart(QWidget* owner, QLabel* title, ChartLegend* legend, QChartView* view)
{
    owner->setBackgroundRole(QPalette::Base);   // one surface with the plot under title and legend
    owner->setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(owner);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(title);
    layout->addWidget(legend);
    layout->addWidget(view, 1);
}

LiveChartTheme applyLiveChartTheme(QChart* chart, QChartView* view, QLabel* title, ChartLegend* legend,
                                   const QPalette& p, const QFont& font)
{
    LiveChartTheme t;
    t.text = p.color(QPalette::Text);
    t.grid = t.text;
    t.grid.setAlpha(isDarkPalette(p) ? 40 : 28);
    t.axisLine = t.text;
    t.axisLine.setAlpha(90);
    chart->setBackgroundBrush(p.color(QPalette::Base));
    chart->setBackgroundPen(Qt::NoPen);
    view->setBackgroundBrush(p.color(QPalette::Base));
    QFont titleFont = font;
    titleFont.setBold(true);
    title->setFont(titleFont);
    t.small = font;
    if (t.small.pointSizeF() > 0)
        t.small.setPointSizeF(t.small.pointSizeF() * 0.9);
    legend->setFont(t.small);
    return t;
}

void styleLiveAxis(QAbstractAxis* axis, const LiveChartTheme& t)
{
    axis->setLabelsBrush(t.text);
    axis->setLabelsFont(t.small);
    axis->setGridLineColor(t.grid);
    axis->setLinePenColor(t.axisLine);
}

} // namespace bwui
