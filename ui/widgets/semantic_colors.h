#pragma once
// Colours with a meaning (pass, fail, warning) that stay readable on the
// current palette: darker on light backgrounds, lighter on dark ones.
#include <QColor>
#include <QPalette>

namespace bwui::SemanticColors {

// Good: passed; Bad: failed; Warning: a caution; NotJudged: neither passed
// nor failed (a run stopped or interrupted before its end).
enum class Role { Good, Bad, Warning, NotJudged };

QColor color(Role role, const QPalette& palette);
bool isDark(const QPalette& palette);

} // namespace bwui::SemanticColors
