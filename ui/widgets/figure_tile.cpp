#include "widgets/figure_tile.h"

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
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(0);
    layout->addWidget(caption_);
    layout->addWidget(value_);
    layout->addWidget(detail_);
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
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QFrame::changeEvent(event);
}

void FigureTile::applyFonts()
{
    QFont big = font();
    if (big.pointSizeF() > 0)
        big.setPointSizeF(big.pointSizeF() * 2.0);
    else
        big.setPixelSize(big.pixelSize() * 2);
    big.setBold(true);
    value_->setFont(big);
    QFont small = font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.9);
    caption_->setFont(small);
    detail_->setFont(small);
}

} // namespace bwui
