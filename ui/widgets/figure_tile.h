#pragma once
// One large live figure ("Requests/s  12,345") with a small caption and an
// optional detail line underneath. Colours come from the palette.
#include <QFrame>

class QLabel;

namespace bwui {

class FigureTile : public QFrame {
    Q_OBJECT
public:
    explicit FigureTile(QWidget* parent = nullptr);

    void setCaption(const QString& caption);
    void setValue(const QString& value);
    void setDetail(const QString& detail);
    // A second detail line ("vs baseline 1.12x"); hidden while empty.
    void setExtra(const QString& extra);
    // The value's colour: the palette's text, or pass / fail against an SLO.
    enum class Tone { Plain, Good, Bad };
    void setTone(Tone tone);
    Tone tone() const { return tone_; }
    // The value's size relative to the widget font (2.0 by default; the
    // presentation view uses larger figures).
    void setValueScale(double scale);
    QString caption() const;
    QString value() const;
    QString detail() const;
    QString extra() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyFonts();
    void applyTone();

    QLabel* caption_ = nullptr;
    QLabel* value_ = nullptr;
    QLabel* detail_ = nullptr;
    QLabel* extra_ = nullptr;
    Tone tone_ = Tone::Plain;
    double valueScale_ = 2.0;
};

} // namespace bwui
