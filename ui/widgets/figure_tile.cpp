#include "widgets/figure_tile.h"

#include "widgets/semantic_colors.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace bwui {

FigureTile::FigureTile(QWidget* parent) : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    caption_ = new QLabel;
    caption_->setForegroundRole(QPalette::PlaceholderText);
    value_ = new QLabel(QStringLiteral("\u2013"));
    value_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detail_ = new QLabel;
    detail_->setForegroundRole(QPalette::PlaceholderText);
    extra_ = new QLabel;
    extra_->setForegroundRole(QPalette::PlaceholderText);
    extra_->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(0);
    layout->addWidget(caption_);
    layout->addWidget(value_);
    layout->addWidget(detail_);
    layout->addWidget(extra_);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    applyFonts();
}

void FigureTile::setCaption(const QString& caption)
{
    caption_->setText(caption);
}

void FigureTile::setValue(const QString& value)
{
    if (value_->text() != value)   // a label relayouts on every setText
        value_->setText(value);
}

void FigureTile::setDetail(const QString& detail)
{
    if (detail_->text() != detail)
        detail_->setText(detail);
}

void FigureTile::setExtra(const QString& extra)
{
    if (extra_->text() != extra)
        extra_->setText(extra);
    if (extra_->isHidden() != extra.isEmpty())
        extra_->setVisible(!extra.isEmpty());
}

QString FigureTile::extra() const
{
    return extra_->text();
}

void FigureTile::setTone(Tone tone)
{
    if (tone == tone_)
        return;
    tone_ = tone;
    applyTone();
}

void FigureTile::applyTone()
{
    if (!value_)
        return;   // a palette change from the constructor, before the labels exist
    QPalette p = value_->palette();
    const QPalette base = palette();
    QColor c = base.color(value_->foregroundRole());
    if (tone_ == Tone::Good)
        c = SemanticColors::color(SemanticColors::Role::Good, base);
    else if (tone_ == Tone::Bad)
        c = SemanticColors::color(SemanticColors::Role::Bad, base);
    // A label on a Base background draws in Text, elsewhere in WindowText.
    p.setColor(QPalette::WindowText, c);
    p.setColor(QPalette::Text, c);
    value_->setPalette(p);
}

void FigureTile::setValueScale(double scale)
{
    valueScale_ = scale;
    applyFonts();
}

QString FigureTile::caption() const
{
    return caption_->text();
}

QString FigureTile::value() const
{
    return value_->text();
}

QString FigureTile::detail() const
{
    return detail_->text();
}

void FigureTile::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange && value_)
        applyFonts();
    if (event->type() == QEvent::PaletteChange)
        applyTone();
    QFrame::changeEvent(event);
}

void FigureTile::applyFonts()
{
    QFont big = font();
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * valueScale_);
    else
        big.setPixelSize(int(big.pixelSize() * valueScale_));
    big.setBold(true);
    value_->setFont(big);
    QFont small = font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.9);
    caption_->setFont(small);
    detail_->setFont(small);
    extra_->setFont(small);
}

} // namespace bwui
