#include "widgets/phase_progress.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOptionProgressBar>

#include <algorithm>

namespace bwui {

PhaseProgress::PhaseProgress(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void PhaseProgress::setFraction(double fraction)
{
    fraction_ = std::clamp(fraction, 0.0, 1.0);
    const int permille = int(fraction_ * 1000);
    if (permille == permille_)
        return;
    permille_ = permille;
    update();
}

QSize PhaseProgress::sizeHint() const
{
    QStyleOptionProgressBar opt;
    opt.initFrom(this);
    const int h = style()->pixelMetric(QStyle::PM_ProgressBarChunkWidth, &opt, this);
    return QSize(200, std::max(fontMetrics().height() + 6, h));
}

QSize PhaseProgress::minimumSizeHint() const
{
    return QSize(60, sizeHint().height());
}

void PhaseProgress::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    QStyleOptionProgressBar opt;
    opt.initFrom(this);
    opt.minimum = 0;
    opt.maximum = 1000;
    opt.progress = permille_;
    opt.textVisible = false;
    opt.state |= QStyle::State_Horizontal;
    style()->drawControl(QStyle::CE_ProgressBar, &opt, &p, this);
}

} // namespace bwui
