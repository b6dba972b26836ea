#include "charts/step_chart_widget.h"

#include <QEvent>

namespace bwui {

void StepChartWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange)
        redraw();
    QWidget::changeEvent(event);
}

} // namespace bwui
