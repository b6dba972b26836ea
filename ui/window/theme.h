#pragma once
// The window's colour theme: follow the system (the platform's own style and
// palette: macOS and most Linux desktops switch it with their dark mode), or
// a fixed light or dark Fusion palette (check boxes and radio buttons get an
// outline that shows on the dark one). Applied to the whole application;
// every widget that draws colours reads the palette (charts re-theme on
// PaletteChange), so a switch shows at once.
//
// Threads: UI thread only.
#include <QString>

namespace bwui {

enum class Theme { System, Light, Dark };

// "" / "system", "light", "dark" <-> Theme (anything else: System).
Theme themeFromName(const QString& name);
QString themeName(Theme theme);   // "", "light", "dark"

// Applies `theme` to qApp. The system's style and palette are remembered at
// the first call, so System restores them.
void applyTheme(Theme theme);
Theme currentTheme();

} // namespace bwui
