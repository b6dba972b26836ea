#include "window/screen_fit.h"

#include <algorithm>

namespace bwui {

QRect fitToScreen(const QRect& frame, const QRect& available)
{
    if (!available.isValid() || available.contains(frame))
        return frame;
    QRect r(frame.topLeft(), frame.size().boundedTo(available.size()));
    // Moved back inside: the right and bottom edges first, then the left and top.
    r.moveLeft(std::max(available.left(), std::min(r.left(), available.right() - r.width() + 1)));
    r.moveTop(std::max(available.top(), std::min(r.top(), available.bottom() - r.height() + 1)));
    return r;
}

} // namespace bwui
