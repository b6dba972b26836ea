#include "charts/step_chart_style.h"

#include "charts/chart_menu.h"

#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <algorithm>

namespace bwui {

void styleStepChart(QChart* chart, const QPalette& p, const QFont& font)
{
    chart->setBackgroundBrush(p.color(QPalette::Base));
    chart->setTitleBrush(p.color(QPalette::Text));
    QFont title = font;
    title.setPointSizeF(font.pointSizeF() + 1);
    title.setBold(true);
    chart->setTitleFont(title);
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.9);
    chart->legend()->setFont(small);
    chart->legend()->setLabelColor(p.color(QPalette::Text));
    const auto axes = chart->axes();
    for (QAbstractAxis* a : axes) {
        a->setLabelsColor(p.color(QPalette::Text));
        a->setTitleBrush(p.color(QPalette::Text));
        a->setGridLineColor(p.color(QPalette::Mid));
        a->setLabelsFont(small);
        a->setTitleFont(small);
    }
}

QChartView* newStepChartView(QChart* chart, QWidget* owner)
{
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto* view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(240);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, owner,
                     [view, owner](const QPoint& pos) { showChartMenu(owner, view->mapToGlobal(pos)); });
    return view;
}

void attachSeries(QChart* chart, QAbstractSeries* series, QValueAxis* x, QValueAxis* y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

double axisTop(double maxValue, double floor)
{
    return std::max(maxValue * 1.15, floor);
}

} // namespace bwui
