#include "charts/chart_palette.h"

namespace bwui {

namespace {
const QColor kLineColors[] = {
    QColor(0x1f, 0x77, 0xb4), // blue
    QColor(0x2c, 0xa0, 0x2c), // green
    QColor(0xe6, 0x7e, 0x0b), // orange
    QColor(0xd6, 0x27, 0x28), // red
    QColor(0x94, 0x67, 0xbd), // purple
    QColor(0x17, 0xa5, 0xb8), // teal
};
} // namespace

bool isDarkPalette(const QPalette& p)
{
    return p.color(QPalette::Base).lightness() < 128;
}

QColor chartLineColor(int index, const QPalette& p)
{
    const int n = int(sizeof(kLineColors) / sizeof(kLineColors[0]));
    QColor c = kLineColors[((index % n) + n) % n];
    return isDarkPalette(p) ? c.lighter(150) : c;
}

QColor fadedLineColor(int index, const QPalette& p)
{
    QColor c = chartLineColor(index, p);
    c.setAlpha(isDarkPalette(p) ? 110 : 90);
    return c;
}

QColor thresholdColor(const QPalette& p)
{
    return isDarkPalette(p) ? QColor(0xff, 0x6b, 0x5e) : QColor(0xb4, 0x23, 0x18);
}

QPen thresholdPen(const QPalette& p)
{
    QPen t(thresholdColor(p));
    t.setWidthF(1.4);
    t.setStyle(Qt::DashLine);
    t.setCosmetic(true);
    return t;
}

} // namespace bwui
