#pragma once
// Colours with a meaning (pass, fail, warning) that stay readable on the
// current palette: darker on light backgrounds, lighter on dark ones.
#include <QColor>
#include <QPalette>

namespace bwui::SemanticColors {

enum class Role { Good, Bad, Warning };

QColor color(Role role, const QPalette& palette);
bool isDark(const QPalette& palette);

} // namespace bwui::SemanticColors
