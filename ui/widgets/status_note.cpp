#include "widgets/status_note.h"

namespace bwui {

StatusNote::StatusNote(QWidget* parent) : Retranslating(parent)
{
    expiry_.setSingleShot(true);
    connect(&expiry_, &QTimer::timeout, this, &StatusNote::clear);
}

void StatusNote::say(std::function<QString()> text, int shownMs)
{
    text_ = std::move(text);
    setText(text_ ? text_() : QString());
    expiry_.start(shownMs);
}

void StatusNote::clear()
{
    expiry_.stop();
    text_ = nullptr;
    QLabel::clear();
}

void StatusNote::retranslate()
{
    if (text_)
        setText(text_());
}

} // namespace bwui
