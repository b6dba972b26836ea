#include "window/theme.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

#include <optional>

namespace bwui {

namespace {
Theme g_theme = Theme::System;
std::optional<QString> g_systemStyle;
std::optional<QPalette> g_systemPalette;

QPalette darkPalette()
{
    // High contrast: near-black bases, light text, a saturated highlight.
    QPalette p;
    const QColor window(0x20, 0x22, 0x27), base(0x16, 0x18, 0x1c), text(0xec, 0xee, 0xf2);
    const QColor button(0x2b, 0x2e, 0x35), mid(0x55, 0x5a, 0x66), highlight(0x3d, 0x8b, 0xfd);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, button);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa8, 0xae, 0xba));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, mid.lighter(150));
    p.setColor(QPalette::Midlight, mid.lighter(120));
    p.setColor(QPalette::Mid, mid);
    p.setColor(QPalette::Dark, QColor(0x10, 0x11, 0x14));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb0, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x94, 0xff));
    for (QPalette::ColorRole r : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, r, QColor(0x7a, 0x80, 0x8c));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}

// Fusion outlines check boxes and radio buttons in the window colour made
// darker: on a dark palette that is near-black on near-black, and an
// unchecked box or radio button cannot be seen. This style draws Fusion's
// indicator and then a clear outline in the mid tone of the text (the
// outline of a light palette stays Fusion's own).
class ThemeStyle : public QProxyStyle {
public:
    ThemeStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        const bool box = element == PE_IndicatorCheckBox, radio = element == PE_IndicatorRadioButton;
        if ((!box && !radio) || option->palette.color(QPalette::Window).lightness() >= 128)
            return;
        // As Fusion places its outline (qfusionstyle.cpp), in a visible colour.
        QColor outline = option->palette.color(QPalette::Text);
        outline.setAlpha(option->state & State_Enabled ? 150 : 70);
        if (option->state & State_HasFocus && option->state & State_KeyboardFocusChange)
            outline = option->palette.color(QPalette::Highlight);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(outline, 1.2));
        const QRect r = option->rect;
        if (box) {
            painter->translate(0.5, 0.5);
            painter->drawRect(r.adjusted(0, 0, -1, -1));
        } else {
            const QPointF centre = QPointF(r.center()) + QPointF(1, 1);
            const double radius = (r.width() + (r.width() + 1) % 2) / 2.0 - 1;
            painter->drawEllipse(centre, radius, radius);
        }
        painter->restore();
    }
};
} // namespace

Theme themeFromName(const QString& name)
{
    if (name == QLatin1String("light"))
        return Theme::Light;
    if (name == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::System: break;
    }
    return QString();
}

void applyTheme(Theme theme)
{
    if (!g_systemStyle) {
        g_systemStyle = QApplication::style() ? QApplication::style()->name() : QString();
        g_systemPalette = QApplication::palette();
    }
    // Setting a style re-polishes every widget: only on a change (the
    // application starts with the system's).
    if (theme == g_theme)
        return;
    g_theme = theme;
    switch (theme) {
    case Theme::System:
        if (!g_systemStyle->isEmpty())
            QApplication::setStyle(QStyleFactory::create(*g_systemStyle));
        QApplication::setPalette(*g_systemPalette);
        break;
    case Theme::Light:
        QApplication::setStyle(new ThemeStyle);
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Theme::Dark:
        QApplication::setStyle(new ThemeStyle);
        QApplication::setPalette(darkPalette());
        break;
    }
}

Theme currentTheme()
{
    return g_theme;
}

} // namespace bwui
