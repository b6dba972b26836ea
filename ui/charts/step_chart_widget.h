#pragma once
// The base of the step charts (capacity_chart.h, sweep_chart.h): a widget
// that redraws when its palette or font changes (dark theme, presentation
// mode) and retranslates on a language change. A subclass builds its chart,
// then calls retranslate() and redraw() itself (a constructor cannot reach
// them through the base). Part of the chart layer.
//
// Threads: UI thread only.
#include <QWidget>

namespace bwui {

class StepChartWidget : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

protected:
    // Draws the data in the current palette and font.
    virtual void redraw() = 0;
    // Sets every visible text in the current language.
    virtual void retranslate() = 0;
    void changeEvent(QEvent* event) override;
};

} // namespace bwui
