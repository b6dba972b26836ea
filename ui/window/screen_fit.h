#pragma once
// A window's saved geometry on the screen it opens on now: a size saved in
// a 1600x1000 session and restored on a 1280x800 screen would cut the right
// edge off. fitToScreen() shrinks the frame to the available area and moves
// it inside; a geometry that fits is returned as it is.
//
// Threads: any (plain function).
#include <QRect>

namespace bwui {

// `frame`: the window with its decorations; `available`: the screen's
// available geometry (without panels and docks). The result lies inside
// `available`, as large as `frame` where that fits.
QRect fitToScreen(const QRect& frame, const QRect& available);

} // namespace bwui
