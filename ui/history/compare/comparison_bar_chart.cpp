#include "history/compare/comparison_bar_chart.h"


#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace bwui {

namespace {
constexpr int kBarHeightPx = 18;
constexpr int kRowGapPx = 8;
constexpr int kPadPx = 8;
} // namespace

ComparisonBarChart::ComparisonBarChart(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
}

void ComparisonBarChart::setTitle(const QString& title)
{
    title_ = title;
    update();
}

void ComparisonBarChart::setNote(const QString& note)
{
    note_ = note;
    updateGeometry();
    update();
}

void ComparisonBarChart::setBaselineMark(const QString& mark)
{
    baselineMark_ = mark;
    update();
}

void ComparisonBarChart::setBars(std::vector<Bar> bars)
{
    bars_ = std::move(bars);
    updateGeometry();
    update();
}

int ComparisonBarChart::headerHeight() const
{
    QFont bold = font();
    bold.setBold(true);
    const int title = QFontMetrics(bold).height();
    const int note = note_.isEmpty() ? 0 : fontMetrics().height();
    return kPadPx + title + note + kPadPx;
}

int ComparisonBarChart::rowHeight() const
{
    return fontMetrics().height() + kBarHeightPx + kRowGapPx;
}

QString ComparisonBarChart::labelOf(const Bar& b) const
{
    return b.baseline && !baselineMark_.isEmpty() ? b.label + QLatin1Char(' ') + baselineMark_ : b.label;
}

QStringList ComparisonBarChart::shownLabels() const
{
    QStringList out;
    const QFontMetrics fm(font());
    for (const Bar& b : bars_)
        out << fm.elidedText(labelOf(b), Qt::ElideRight, width() - 2 * kPadPx);
    return out;
}

QSize ComparisonBarChart::sizeHint() const
{
    const int rows = std::max<int>(1, int(bars_.size()));
    return {420, headerHeight() + rows * rowHeight() + kPadPx};
}

QSize ComparisonBarChart::minimumSizeHint() const
{
    return {260, sizeHint().height()};
}

void ComparisonBarChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    QColor muted = text;
    muted.setAlpha(150);

    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(text);
    int y = kPadPx;
    const QFontMetrics boldMetrics(bold);
    p.drawText(QRect(kPadPx, y, width() - 2 * kPadPx, boldMetrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
               title_);
    y += boldMetrics.height();
    p.setFont(font());
    const QFontMetrics fm(font());
    if (!note_.isEmpty()) {
        p.setPen(muted);
        p.drawText(QRect(kPadPx, y, width() - 2 * kPadPx, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, note_);
        y += fm.height();
    }
    y += kPadPx;
    if (bars_.empty())
        return;

    // The label on its own line above its bar, the value text after the bar.
    int valueW = 0;
    for (const Bar& b : bars_)
        valueW = std::max(valueW, fm.horizontalAdvance(b.valueText));
    const int barX = kPadPx;
    const int barMaxW = std::max(10, width() - barX - valueW - 3 * kPadPx);
    double maxValue = 0;
    for (const Bar& b : bars_)
        if (std::isfinite(b.value))
            maxValue = std::max(maxValue, b.value);

    const QColor barColor = pal.color(QPalette::Highlight);
    QColor baseColor = text;
    baseColor.setAlpha(90);
    const QStringList labels = shownLabels();
    for (size_t i = 0; i < bars_.size(); ++i) {
        const Bar& b = bars_[i];
        p.setPen(text);
        p.drawText(QRect(kPadPx, y, width() - 2 * kPadPx, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   labels[int(i)]);
        y += fm.height();
        const double frac = maxValue > 0 && std::isfinite(b.value) ? std::max(0.0, b.value) / maxValue : 0;
        const int w = std::max(frac > 0 ? 2 : 0, int(std::lround(frac * barMaxW)));
        p.setPen(Qt::NoPen);
        p.setBrush(b.baseline ? baseColor : barColor);
        p.drawRoundedRect(QRectF(barX, y + 1, w, kBarHeightPx - 2), 2, 2);
        p.setPen(text);
        p.drawText(QRect(barX + w + kPadPx, y, valueW + kPadPx, kBarHeightPx), Qt::AlignLeft | Qt::AlignVCenter,
                   b.valueText);
        y += kBarHeightPx + kRowGapPx;
    }
}

} // namespace bwui
