#include "history/compare/interval_chart.h"

#include "charts/axis_scale.h"
#include "widgets/semantic_colors.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace bwui {

namespace {
constexpr int kRowPx = 26;
constexpr int kLabelPx = 150;
constexpr int kValuePx = 140;
constexpr int kTickPx = 4;
// The narrowest axis, as a fraction of the largest absolute value on it.
constexpr double kMinRelativeSpan = 0.2;
} // namespace

IntervalChart::IntervalChart(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void IntervalChart::setTitle(const QString& title)
{
    title_ = title;
    update();
}

void IntervalChart::setSides(std::vector<Side> sides)
{
    sides_ = std::move(sides);
    updateGeometry();
    update();
}

void IntervalChart::setTickFormat(std::function<QString(double)> format)
{
    tickFormat_ = std::move(format);
    update();
}

QString IntervalChart::tickText(double value) const
{
    return tickFormat_ ? tickFormat_(value) : tickLabel(value);
}

std::pair<double, double> IntervalChart::axisRange() const
{
    if (sides_.empty())
        return {0, 1};
    double lo = sides_.front().median, hi = lo;
    bool lone = false;   // a side without an interval
    for (const Side& s : sides_) {
        lo = std::min({lo, s.median, s.hasInterval ? s.low : s.median});
        hi = std::max({hi, s.median, s.hasInterval ? s.high : s.median});
        lone = lone || !s.hasInterval;
    }
    const bool nonNegative = lo >= 0;
    if (lone && nonNegative)
        lo = 0;
    const double minSpan = kMinRelativeSpan * std::max(std::fabs(lo), std::fabs(hi));
    if (hi - lo < minSpan) {
        const double grow = (minSpan - (hi - lo)) / 2;
        lo -= grow;
        hi += grow;
        if (nonNegative && lo < 0) {
            hi -= lo;
            lo = 0;
        }
    }
    const LinearRange r = linearRange(lo, hi);
    return {r.low, r.high};
}

std::vector<double> IntervalChart::axisTicks() const
{
    const auto [lo, hi] = axisRange();
    return rangeTicks(linearRange(lo, hi));
}

int IntervalChart::axisHeight() const
{
    return kTickPx + fontMetrics().height() + 4;
}

QSize IntervalChart::sizeHint() const
{
    return {kLabelPx + kValuePx + 300,
            fontMetrics().height() + 12 + kRowPx * int(std::max<size_t>(1, sides_.size())) + axisHeight()};
}

QSize IntervalChart::minimumSizeHint() const
{
    return {kLabelPx + kValuePx + 80, sizeHint().height()};
}

double IntervalChart::xOf(double v) const
{
    const auto [lo, hi] = axisRange();
    const int x0 = kLabelPx, x1 = std::max(x0 + 40, width() - kValuePx);
    return hi > lo ? x0 + (v - lo) / (hi - lo) * (x1 - x0) : (x0 + x1) / 2.0;
}

void IntervalChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QFontMetrics fm = fontMetrics();
    const int titleH = fm.height() + 8;
    p.setPen(pal.color(QPalette::WindowText));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRect(0, 0, width(), titleH), Qt::AlignLeft | Qt::AlignVCenter, title_);
    p.setFont(font());
    const int x0 = kLabelPx, x1 = std::max(x0 + 40, width() - kValuePx);
    const int rowsBottom = titleH + int(sides_.size()) * kRowPx;
    // The ticks' grid lines behind the rows, faint, and the axis under them.
    const std::vector<double> ticks = axisTicks();
    QColor grid = pal.color(QPalette::Mid);
    grid.setAlpha(90);
    for (double t : ticks) {
        p.setPen(QPen(grid, 1, Qt::DotLine));
        p.drawLine(QPointF(xOf(t), titleH), QPointF(xOf(t), rowsBottom));
    }
    p.setPen(QPen(pal.color(QPalette::Mid), 1));
    p.drawLine(QPointF(x0, rowsBottom), QPointF(x1, rowsBottom));
    p.setPen(pal.color(QPalette::PlaceholderText));
    for (double t : ticks) {
        const double x = xOf(t);
        p.drawLine(QPointF(x, rowsBottom), QPointF(x, rowsBottom + kTickPx));
        const QString text = tickText(t);
        const int w = fm.horizontalAdvance(text) + 4;
        p.drawText(QRectF(x - w / 2.0, rowsBottom + kTickPx, w, fm.height()), Qt::AlignHCenter | Qt::AlignTop, text);
    }
    for (size_t i = 0; i < sides_.size(); ++i) {
        const Side& s = sides_[i];
        const int y = titleH + int(i) * kRowPx + kRowPx / 2;
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(0, y - kRowPx / 2, kLabelPx - 8, kRowPx), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(s.label, Qt::ElideMiddle, kLabelPx - 8));
        const QColor c = s.highlighted ? SemanticColors::color(SemanticColors::Role::Warning, pal) : pal.color(QPalette::Highlight);
        p.setPen(QPen(c, 2));
        if (s.hasInterval) {
            const double a = xOf(s.low), b = xOf(s.high);
            p.drawLine(QPointF(a, y), QPointF(b, y));
            p.drawLine(QPointF(a, y - 5), QPointF(a, y + 5));
            p.drawLine(QPointF(b, y - 5), QPointF(b, y + 5));
        }
        p.setBrush(c);
        p.drawEllipse(QPointF(xOf(s.median), y), 4, 4);
        p.setBrush(Qt::NoBrush);
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(x1 + 8, y - kRowPx / 2, kValuePx - 8, kRowPx), Qt::AlignLeft | Qt::AlignVCenter, s.valueText);
    }
}

} // namespace bwui
