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
    QString value() const;
    QString detail() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyFonts();

    QLabel* caption_;
    QLabel* value_;
    QLabel* detail_;
};

} // namespace bwui
