#include "history/compare/interval_chart.h"

#include "widgets/semantic_colors.h"

#include <QPainter>

#include <algorithm>

namespace bwui {

namespace {
constexpr int kRowPx = 26;
constexpr int kLabelPx = 150;
constexpr int kValuePx = 140;
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

std::pair<double, double> IntervalChart::axisRange() const
{
    if (sides_.empty())
        return {0, 1};
    double lo = sides_.front().median, hi = lo;
    for (const Side& s : sides_) {
        lo = std::min({lo, s.median, s.hasInterval ? s.low : s.median});
        hi = std::max({hi, s.median, s.hasInterval ? s.high : s.median});
    }
    const double pad = std::max((hi - lo) * 0.1, std::max(std::abs(hi), 1e-9) * 0.02);
    return {lo - pad, hi + pad};
}

QSize IntervalChart::sizeHint() const
{
    return {kLabelPx + kValuePx + 300, fontMetrics().height() + 12 + kRowPx * int(std::max<size_t>(1, sides_.size()))};
}

QSize IntervalChart::minimumSizeHint() const
{
    return {kLabelPx + kValuePx + 80, sizeHint().height()};
}

void IntervalChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const int titleH = fontMetrics().height() + 8;
    p.setPen(pal.color(QPalette::WindowText));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.drawText(QRect(0, 0, width(), titleH), Qt::AlignLeft | Qt::AlignVCenter, title_);
    p.setFont(font());
    // Plain variables, not a structured binding: the lambda below captures
    // them, which clang accepts only from LLVM 16 on (Xcode 14's clang and older refuse it).
    const std::pair<double, double> range = axisRange();
    const double lo = range.first, hi = range.second;
    const int x0 = kLabelPx, x1 = std::max(x0 + 40, width() - kValuePx);
    auto xOf = [&](double v) { return hi > lo ? x0 + (v - lo) / (hi - lo) * (x1 - x0) : (x0 + x1) / 2.0; };
    for (size_t i = 0; i < sides_.size(); ++i) {
        const Side& s = sides_[i];
        const int y = titleH + int(i) * kRowPx + kRowPx / 2;
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(0, y - kRowPx / 2, kLabelPx - 8, kRowPx), Qt::AlignRight | Qt::AlignVCenter,
                   fontMetrics().elidedText(s.label, Qt::ElideMiddle, kLabelPx - 8));
        // the axis line, faint
        p.setPen(QPen(pal.color(QPalette::Mid), 1));
        p.drawLine(QPointF(x0, y), QPointF(x1, y));
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
