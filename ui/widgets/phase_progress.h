#pragma once
// A progress bar for the run's phases that repaints asynchronously.
// QProgressBar::setValue() repaints synchronously, which at 10 updates a
// second under a software-rendered X server cost up to ~20 ms of the UI tick;
// this widget draws the same style element from paintEvent() after update().
#include <QWidget>

namespace bwui {

class PhaseProgress : public QWidget {
    Q_OBJECT
public:
    explicit PhaseProgress(QWidget* parent = nullptr);

    // 0..1; a negative value shows an empty bar.
    void setFraction(double fraction);
    double fraction() const { return fraction_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double fraction_ = 0;
    int permille_ = 0;
};

} // namespace bwui
