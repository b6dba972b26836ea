#include "widgets/wheel_guard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace bwui {

namespace {
// The fields whose value a wheel turn changes.
bool isValueField(QObject* o)
{
    return qobject_cast<QAbstractSpinBox*>(o) || qobject_cast<QComboBox*>(o);
}
} // namespace

void WheelGuard::install(QCoreApplication* app)
{
    if (!app || app->findChild<WheelGuard*>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new WheelGuard(app));
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Polish:
        if (isValueField(watched)) {
            auto* w = static_cast<QWidget*>(watched);
            if (w->focusPolicy() == Qt::WheelFocus)
                w->setFocusPolicy(Qt::StrongFocus);
        }
        break;
    case QEvent::Wheel:
        if (isValueField(watched) && !static_cast<QWidget*>(watched)->hasFocus()) {
            // Filtered and not accepted: QApplication offers it to the parent next.
            event->ignore();
            return true;
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace bwui
