#include "widgets/stage_sparkline.h"

#include "engine/loop/load_schedule.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace bwui {

namespace {
constexpr double kNsPerSec = 1e9;
}

StageSparkline::StageSparkline(QWidget* parent) : QWidget(parent)
{
    setMinimumHeight(32);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QSize StageSparkline::sizeHint() const
{
    return QSize(160, 36);
}

void StageSparkline::setSchedule(double base, const std::vector<bw::RampStage>& stages)
{
    base_ = std::max(0.0, base);
    stages_ = stages;
    totalSec_ = 0;
    peak_ = base_;
    for (const bw::RampStage& s : stages) {
        totalSec_ += std::max(0.0, s.durationSec);
        peak_ = std::max(peak_, s.target);
    }
    update();
}

double StageSparkline::levelAt(double sec) const
{
    const bw::LoadSchedule schedule(0, 0, base_, stages_);
    return schedule.levelAt(uint64_t(std::max(0.0, sec) * kNsPerSec));
}

void StageSparkline::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(1, 2, -1, -2);
    QColor frame = palette().color(QPalette::Text);
    frame.setAlpha(40);
    p.setPen(frame);
    p.drawLine(area.bottomLeft(), area.bottomRight());
    if (stages_.empty() || !(totalSec_ > 0) || !(peak_ > 0))
        return;
    // One sample per pixel column, plus each stage's end, so a jump (a 0 s
    // stage) stays a vertical edge.
    const bw::LoadSchedule schedule(0, 0, base_, stages_);
    std::vector<double> secs;
    const int columns = std::max(2, int(area.width()));
    for (int i = 0; i <= columns; ++i)
        secs.push_back(totalSec_ * i / columns);
    double t = 0;
    for (const bw::RampStage& s : stages_) {
        t += std::max(0.0, s.durationSec);
        secs.push_back(t);
    }
    std::sort(secs.begin(), secs.end());
    QPainterPath path;
    bool first = true;
    auto point = [&](double sec, double level) {
        return QPointF(area.left() + sec / totalSec_ * area.width(), area.bottom() - level / peak_ * area.height());
    };
    for (double sec : secs) {
        // Just before and at an instant: a jump draws both of its levels.
        const uint64_t ns = uint64_t(sec * kNsPerSec);
        const double before = schedule.levelAt(ns > 0 ? ns - 1 : 0);
        const double at = schedule.levelAt(ns);
        if (first) {
            path.moveTo(point(sec, before));
            first = false;
        } else {
            path.lineTo(point(sec, before));
        }
        if (at != before)
            path.lineTo(point(sec, at));
    }
    QPen pen(palette().color(QPalette::Highlight));
    pen.setWidthF(1.6);
    p.setPen(pen);
    p.drawPath(path);
}

} // namespace bwui
