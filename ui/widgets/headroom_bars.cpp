#include "widgets/headroom_bars.h"

#include "model/display_format.h"
#include "widgets/semantic_colors.h"

#include "result/run_result.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>

namespace bwui {

namespace F = DisplayFormat;

namespace {
constexpr int kPad = 6;
} // namespace

HeadroomBars::Row HeadroomBars::rowFor(const QString& name, const bw::Slo& slo, const bw::SloVerdict& v)
{
    Row r;
    r.name = name;
    r.evaluated = v.evaluated;
    r.pass = v.pass;
    r.rpsRatio = v.evaluated && slo.minRps > 0 ? v.rpsRatio : 0;
    r.p99Headroom = v.evaluated && slo.maxP99Us > 0 ? v.p99Headroom : 0;
    return r;
}

HeadroomBars::HeadroomBars(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void HeadroomBars::setRows(std::vector<Row> rows)
{
    rows_ = std::move(rows);
    updateGeometry();
    update();
}

double HeadroomBars::scaleMax() const
{
    double m = 1.25;   // 1x never sits at the right edge
    for (const Row& r : rows_)
        m = std::max({m, r.rpsRatio, r.p99Headroom});
    return m;
}

int HeadroomBars::rowHeight() const
{
    // name line, two bars
    return fontMetrics().height() * 3 + kPad * 3;
}

int HeadroomBars::labelWidth() const
{
    return fontMetrics().horizontalAdvance(QStringLiteral("p99 ")) + kPad;
}

QString HeadroomBars::valueText(double ratio, int which) const
{
    if (ratio <= 0)
        return which == 0 ? tr("no requests/s floor") : tr("no p99 ceiling");
    return which == 0 ? tr("%1 RPS target").arg(F::ratio(ratio)) : tr("%1 p99 headroom").arg(F::ratio(ratio));
}

// Room after the longest bar for the widest value ("2.4x RPS target"), in
// this font and language; never more than 3/5 of the widget.
int HeadroomBars::valueRoom() const
{
    const QFontMetrics fm = fontMetrics();
    int widest = 0;
    for (const Row& r : rows_)
        for (int b = 0; b < 2; ++b)
            if (const double ratio = b == 0 ? r.rpsRatio : r.p99Headroom; ratio > 0)
                widest = std::max(widest, fm.horizontalAdvance(valueText(ratio, b)));
    return std::min(widest + 2 * kPad, width() * 3 / 5);
}

double HeadroomBars::barArea() const
{
    return std::max(40.0, double(width() - labelWidth() - valueRoom() - kPad));
}

double HeadroomBars::oneXPx() const
{
    return labelWidth() + barArea() / scaleMax();
}

double HeadroomBars::barPx(int row, int which) const
{
    if (row < 0 || row >= int(rows_.size()))
        return 0;
    const double ratio = which == 0 ? rows_[size_t(row)].rpsRatio : rows_[size_t(row)].p99Headroom;
    return ratio > 0 ? std::max(2.0, barArea() * std::min(ratio, scaleMax()) / scaleMax()) : 0;
}

double HeadroomBars::valueLeftPx(int row, int which) const
{
    return std::max(labelWidth() + barPx(row, which), oneXPx()) + kPad;
}

QSize HeadroomBars::sizeHint() const
{
    return QSize(480, std::max<int>(1, int(rows_.size())) * rowHeight() + kPad + fontMetrics().height());
}

QSize HeadroomBars::minimumSizeHint() const
{
    return QSize(240, sizeHint().height());
}

void HeadroomBars::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::LanguageChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void HeadroomBars::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    const QColor good = SemanticColors::color(SemanticColors::Role::Good, pal);
    const QColor bad = SemanticColors::color(SemanticColors::Role::Bad, pal);
    const QFontMetrics fm = fontMetrics();
    const int lh = fm.height();
    const int barH = std::max(8, lh - 4);
    // The 1x line first, under every row's bars and texts. A value starts
    // after it (valueLeftPx); a run's name and "no p99 ceiling" cross it on
    // the background behind their letters.
    const double oneX = oneXPx();
    const int rowsBottom = kPad + int(rows_.size()) * (3 * (lh + kPad / 2) + kPad);
    QPen dash(bad);
    dash.setStyle(Qt::DashLine);
    dash.setCosmetic(true);
    if (!rows_.empty()) {
        p.setPen(dash);
        p.drawLine(QPointF(oneX, kPad + lh), QPointF(oneX, rowsBottom));
    }
    const QColor background = pal.color(backgroundRole());
    // Left-aligned text on the background's colour (where it crosses the line).
    const auto say = [&](const QRectF& box, const QString& str) {
        p.fillRect(QRectF(box.left() - 1, box.top(), std::min(box.width(), double(fm.horizontalAdvance(str))) + 2, box.height()),
                   background);
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, str);
    };
    int y = kPad;
    for (int i = 0; i < int(rows_.size()); ++i) {
        const Row& r = rows_[size_t(i)];
        p.setPen(text);
        QString head = r.name;
        if (r.evaluated)
            head += QStringLiteral("  ") + (r.pass ? tr("PASS") : tr("FAIL"));
        else
            head += QStringLiteral("  ") + tr("no SLO");
        say(QRectF(0, y, width(), lh), fm.elidedText(head, Qt::ElideMiddle, width()));
        y += lh + kPad / 2;
        const std::pair<double, QString> bars[] = {{r.rpsRatio, tr("RPS")}, {r.p99Headroom, tr("p99")}};
        for (int b = 0; b < 2; ++b) {
            const auto& [ratio, what] = bars[b];
            p.setPen(pal.color(QPalette::PlaceholderText));
            p.drawText(QRect(0, y, labelWidth(), lh), Qt::AlignLeft | Qt::AlignVCenter, what);
            if (ratio > 0) {
                const double len = barPx(i, b);
                p.setPen(Qt::NoPen);
                p.setBrush(ratio >= 1.0 ? good : bad);
                p.drawRoundedRect(QRectF(labelWidth(), y + (lh - barH) / 2.0, len, barH), 3, 3);
                p.setPen(text);
                const double left = valueLeftPx(i, b);
                // Where "51.4x p99 headroom" does not fit (a narrow column
                // of the presentation), the figure alone: the row's label
                // already says which bar it is.
                QString value = valueText(ratio, b);
                if (fm.horizontalAdvance(value) > width() - left)
                    value = fm.elidedText(F::ratio(ratio), Qt::ElideRight, int(width() - left));
                say(QRectF(left, y, width() - left, lh), value);
            } else {
                say(QRectF(labelWidth(), y, width() - labelWidth(), lh), valueText(0, b));
            }
            y += lh + kPad / 2;
        }
        y += kPad;
    }
    // The 1x line's label at the bottom, centred under it, moved in to stay
    // whole near an edge.
    if (!rows_.empty()) {
        p.setPen(text);
        const QString label = tr("1x = on target");
        const double w = fm.horizontalAdvance(label) + 4;
        const double left = std::clamp(oneX - w / 2, 0.0, std::max(0.0, width() - w));
        p.drawText(QRectF(left, y, w, lh), Qt::AlignHCenter | Qt::AlignTop, label);
    }
}

} // namespace bwui
