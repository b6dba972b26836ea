#pragma once
// Saves a widget (one chart, or a whole view of them) as an image: PNG at
// the screen's device pixel ratio, or SVG through QSvgGenerator (vector
// lines and text where Qt Charts paints them so). The format follows the
// file name's suffix (".png" / ".svg"); anything else is refused.
//
// Threads: UI thread only.
#include <QString>

class QWidget;

namespace bwui {

// Empty on success, else what went wrong (translated), naming the file.
QString exportWidgetImage(QWidget* widget, const QString& path);

} // namespace bwui
