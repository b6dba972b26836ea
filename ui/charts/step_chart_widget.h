#pragma once
// The base of the step charts (capacity_chart.h, sweep_chart.h): a widget
// that draws again when its palette or font changes (dark theme,
// presentation mode) or the language does. redraw() draws everything, the
// texts included, so a subclass has one hook; it calls redraw() itself once
// its chart exists (a constructor cannot reach it through the base). Part
// of the chart layer.
//
// Threads: UI thread only.
#include <QWidget>

namespace bwui {

class StepChartWidget : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

protected:
    // Draws the data and its texts in the current palette, font and language.
    virtual void redraw() = 0;
    void changeEvent(QEvent* event) override;
};

} // namespace bwui
