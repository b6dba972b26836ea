#pragma once
// Run and Stop icons drawn in code, in a colour that suits the current
// palette (the style's standard media icons are black pixmaps that vanish on
// dark themes). Rendered at several sizes so they stay sharp on HiDPI screens.
#include <QColor>
#include <QIcon>

namespace bwui::GlyphIcon {

enum class Glyph { Play, Stop };

QIcon make(Glyph glyph, const QColor& color, const QColor& disabledColor);

} // namespace bwui::GlyphIcon
