#include "widgets/elided_label.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOption>

namespace bwui {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QSize ElidedLabel::sizeHint() const
{
    // As wide as the whole text, so that it has all the room the layout can
    // spare; minimumSizeHint lets the layout give it less.
    const QFontMetrics fm(font());
    return {fm.horizontalAdvance(text()) + 2 * margin() + 2, fm.height() + 2 * margin()};
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return {fm.horizontalAdvance(QStringLiteral("…")) + 2 * margin(), fm.height() + 2 * margin()};
}

QString ElidedLabel::shownText() const
{
    return fontMetrics().elidedText(text(), Qt::ElideRight, contentsRect().width());
}

void ElidedLabel::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QString shown = shownText();
    const QString tip = shown == text() ? QString() : text();
    if (toolTip() != tip)
        setToolTip(tip);
    style()->drawItemText(&p, contentsRect(), int(alignment()) | Qt::TextSingleLine, palette(), isEnabled(), shown,
                          foregroundRole());
}

} // namespace bwui
