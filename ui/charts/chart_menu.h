#pragma once
// The menu every chart shows on a right-click: save it as PNG or SVG (a
// file dialog, then exportWidgetImage()), and reset the zoom when the chart
// can zoom. Errors are shown in a message box naming the file.
//
// Threads: UI thread only.
#include <QPoint>

#include <functional>

class QWidget;

namespace bwui {

// `resetZoom` empty: the chart has no zoom (no entry).
void showChartMenu(QWidget* chart, const QPoint& globalPos, const std::function<void()>& resetZoom = {},
                   bool zoomed = false);
// A save dialog for PNG/SVG, then the export; false when cancelled or it failed (message shown).
bool saveWidgetImageAs(QWidget* widget, const QString& suggestedName);

} // namespace bwui
