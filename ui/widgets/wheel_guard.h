#pragma once
// Settings fields take the mouse wheel only when they have the keyboard
// focus, as Qt applications usually do: a wheel turned over an unfocused
// spin box or combo box scrolls the panel under it instead of changing the
// value (wheeling down the load panel once set Warmup to None and VUs from
// 20 to 17, and the next run ran that way).
//
// One application-wide event filter does it for every QAbstractSpinBox and
// QComboBox, present and future, so no field can forget it:
// - such a widget's focus policy loses Qt::WheelFocus when it is polished
//   (a wheel would otherwise focus it before any filter sees the event);
// - a wheel event that reaches one without focus is ignored, and Qt passes
//   it on to the parent (the scroll area).
// A click or Tab focuses the field; then the wheel changes it as before.
//
// Threads: UI thread only.
#include <QObject>

class QCoreApplication;

namespace bwui {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Installs the guard on `app` once (later calls do nothing); it lives as
    // long as the application.
    static void install(QCoreApplication* app);

    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace bwui
