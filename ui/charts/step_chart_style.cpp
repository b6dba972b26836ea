#include "charts/step_chart_style.h"

#include "charts/chart_menu.h"

#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>

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

void addStepChartMenu(QChartView* view, QWidget* owner)
{
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, owner,
                     [view, owner](const QPoint& pos) { showChartMenu(owner, view->mapToGlobal(pos)); });
}

double axisTop(double maxValue, double floor)
{
    return std::max(maxValue * 1.15, floor);
}

} // namespace bwui
