#include "widgets/glyph_icon.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace bwui::GlyphIcon {

namespace {
QPixmap render(Glyph glyph, const QColor& color, int px)
{
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    const double m = px * 0.18;   // margin
    if (glyph == Glyph::Play) {
        QPainterPath path;
        path.moveTo(m + px * 0.06, m);
        path.lineTo(px - m, px / 2.0);
        path.lineTo(m + px * 0.06, px - m);
        path.closeSubpath();
        p.drawPath(path);
    } else {
        const double s = px - 2 * m;
        p.drawRoundedRect(QRectF(m, m, s, s), px * 0.08, px * 0.08);
    }
    return pm;
}
} // namespace

QIcon make(Glyph glyph, const QColor& color, const QColor& disabledColor)
{
    QIcon icon;
    for (int px : {16, 20, 24, 32, 40, 48, 64}) {
        icon.addPixmap(render(glyph, color, px), QIcon::Normal);
        icon.addPixmap(render(glyph, disabledColor, px), QIcon::Disabled);
    }
    return icon;
}

} // namespace bwui::GlyphIcon
