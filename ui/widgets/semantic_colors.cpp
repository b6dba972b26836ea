#include "widgets/semantic_colors.h"

namespace bwui::SemanticColors {

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor color(Role role, const QPalette& palette)
{
    const bool dark = isDark(palette);
    switch (role) {
    case Role::Good:
        return dark ? QColor(0x6c, 0xd4, 0x7e) : QColor(0x1a, 0x7f, 0x37);
    case Role::Bad:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x1c, 0x28);
    case Role::Warning:
        return dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x9a, 0x67, 0x00);
    case Role::NotJudged:   // a slate blue: neither the pass green nor the fail red nor the warning amber
        return dark ? QColor(0x8f, 0xb4, 0xe8) : QColor(0x3d, 0x5f, 0x95);
    }
    return palette.color(QPalette::Text);
}

} // namespace bwui::SemanticColors
