#pragma once
// A one-line label that never asks for more width than it is given: text
// that does not fit ends in "…", and the whole text is its tooltip. text()
// is always the whole text.
#include <QLabel>

namespace bwui {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The text as drawn at the current width.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace bwui
