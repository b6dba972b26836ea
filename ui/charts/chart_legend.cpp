#include "charts/chart_legend.h"
#include "charts/chart_palette.h"

#include <QEvent>
#include <QFontMetrics>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace bwui {

namespace {
constexpr int kSampleW = 18;   // px: the line sample before a name
constexpr int kGap = 5;        // px: between sample and name
constexpr int kSpacing = 14;   // px: between entries
constexpr int kRowGap = 2;     // px: between rows
} // namespace

ChartLegend::Entry ChartLegend::thresholdEntry(const QString& name, const QPalette& palette)
{
    Entry e;
    e.id = -1;
    e.name = name;
    e.color = thresholdColor(palette);
    e.style = Qt::DashLine;
    return e;
}

ChartLegend::ChartLegend(QWidget* parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setCursor(Qt::PointingHandCursor);
}

void ChartLegend::setEntries(std::vector<Entry> entries)
{
    if (entries == entries_)
        return;   // the live charts set them at every tick
    entries_ = std::move(entries);
    updateGeometry();
    update();
}

QStringList ChartLegend::names() const
{
    QStringList out;
    for (const Entry& e : entries_)
        out << e.name;
    return out;
}

int ChartLegend::entryWidth(const Entry& e) const
{
    return kSampleW + kGap + fontMetrics().horizontalAdvance(e.name);
}

std::vector<QRect> ChartLegend::layoutAt(int width) const
{
    // Rows of whole entries; an entry wider than the row gets a row of its
    // own (and is the only thing that may be clipped: a name wider than the chart).
    const int lh = fontMetrics().height();
    std::vector<QRect> rects(entries_.size());
    std::vector<std::pair<size_t, size_t>> rows;   // [first, last) entry of each row
    size_t first = 0;
    int x = 0;
    for (size_t i = 0; i < entries_.size(); ++i) {
        const int w = entryWidth(entries_[i]);
        if (i > first && x + kSpacing + w > width) {
            rows.push_back({first, i});
            first = i;
            x = 0;
        }
        x += (i > first ? kSpacing : 0) + w;
    }
    if (first < entries_.size())
        rows.push_back({first, entries_.size()});
    int y = 0;
    for (auto [a, b] : rows) {
        int rowW = 0;
        for (size_t i = a; i < b; ++i)
            rowW += (i > a ? kSpacing : 0) + entryWidth(entries_[i]);
        int left = std::max(0, (width - rowW) / 2);   // centred, as the title above
        for (size_t i = a; i < b; ++i) {
            const int w = entryWidth(entries_[i]);
            rects[i] = QRect(left, y, w, lh);
            left += w + kSpacing;
        }
        y += lh + kRowGap;
    }
    return rects;
}

std::vector<QRect> ChartLegend::entryRects() const
{
    return layoutAt(width());
}

int ChartLegend::rowCount(int width) const
{
    int rows = 0, lastY = -1;
    for (const QRect& r : layoutAt(width))
        if (r.y() != lastY) {
            ++rows;
            lastY = r.y();
        }
    return rows;
}

int ChartLegend::heightForWidth(int width) const
{
    const int rows = rowCount(std::max(1, width));
    return rows ? rows * fontMetrics().height() + (rows - 1) * kRowGap + 4 : 0;
}

QSize ChartLegend::sizeHint() const
{
    int w = 0;
    for (const Entry& e : entries_)
        w += (w ? kSpacing : 0) + entryWidth(e);
    return QSize(w, heightForWidth(w));
}

QSize ChartLegend::minimumSizeHint() const
{
    return QSize(0, entries_.empty() ? 0 : fontMetrics().height());
}

void ChartLegend::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const std::vector<QRect> rects = layoutAt(width());
    const QColor text = palette().color(QPalette::Text);
    for (size_t i = 0; i < entries_.size(); ++i) {
        const Entry& e = entries_[i];
        const QRect r = rects[i].translated(0, 2);
        QColor line = e.color;
        QColor label = text;
        if (e.off) {
            line.setAlpha(70);
            label.setAlpha(90);
        }
        const double y = r.center().y() + 0.5;
        const double cx = r.left() + kSampleW / 2.0;
        const double m = std::min(9.0, r.height() * 0.6);   // a mark's size, px
        switch (e.mark) {
        case Mark::Line:
            p.setPen(QPen(line, e.wide ? 4.0 : 2.2, e.style, Qt::FlatCap));
            p.drawLine(QPointF(r.left() + 1, y), QPointF(r.left() + kSampleW - 1, y));
            break;
        case Mark::Circle:
        case Mark::Square: {
            p.setPen(QPen(line.darker(130), 1));
            p.setBrush(line);
            const QRectF box(cx - m / 2, y - m / 2, m, m);
            if (e.mark == Mark::Circle)
                p.drawEllipse(box);
            else
                p.drawRect(box);
            p.setBrush(Qt::NoBrush);
            break;
        }
        case Mark::Band: {
            QColor fill = line;
            fill.setAlpha(e.off ? 25 : 70);
            p.setPen(QPen(line, 1, Qt::DotLine));
            p.setBrush(fill);
            p.drawRect(QRectF(r.left() + 1, y - m / 2, kSampleW - 2, m));
            p.setBrush(Qt::NoBrush);
            break;
        }
        }
        QFont f = font();
        f.setStrikeOut(e.off);
        p.setFont(f);
        p.setPen(label);
        p.drawText(QRect(r.left() + kSampleW + kGap, r.top(), r.width() - kSampleW - kGap, r.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, e.name);
    }
}

void ChartLegend::mouseReleaseEvent(QMouseEvent* event)
{
    const std::vector<QRect> rects = layoutAt(width());
    for (size_t i = 0; i < rects.size(); ++i)
        if (rects[i].adjusted(-kSpacing / 2, 0, kSpacing / 2, 2).contains(event->position().toPoint())) {
            emit clicked(entries_[i].id);
            return;
        }
    QWidget::mouseReleaseEvent(event);
}

void ChartLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    } else if (event->type() == QEvent::PaletteChange) {
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace bwui
