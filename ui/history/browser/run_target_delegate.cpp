#include "history/browser/run_target_delegate.h"

#include <QApplication>
#include <QPainter>

namespace bwui {

namespace {
constexpr int kGapPx = 8;   // between the route and the host
}

RunTargetDelegate::RunTargetDelegate(int hostRole, QObject* parent) : QStyledItemDelegate(parent), hostRole_(hostRole) {}

void RunTargetDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QString host = index.data(hostRole_).toString();
    if (host.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The route through the style (selection, focus, elision), the host in
    // the room left after it.
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    const QString route = opt.text;
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QRect text = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget).adjusted(3, 0, -3, 0);
    const QFontMetrics fm(opt.font);
    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    const QString routeShown = fm.elidedText(route, Qt::ElideMiddle, text.width());
    painter->drawText(text, Qt::AlignLeft | Qt::AlignVCenter, routeShown);
    const int hostX = text.left() + fm.horizontalAdvance(routeShown) + kGapPx;
    if (hostX < text.right()) {
        QColor grey = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::PlaceholderText);
        if (selected)
            grey.setAlpha(170);
        painter->setPen(grey);
        const QRect hostRect(hostX, text.top(), text.right() - hostX, text.height());
        painter->drawText(hostRect, Qt::AlignLeft | Qt::AlignVCenter,
                          fm.elidedText(host, Qt::ElideRight, hostRect.width()));
    }
    painter->restore();
}

QSize RunTargetDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    const QString host = index.data(hostRole_).toString();
    if (!host.isEmpty())
        s.rwidth() += kGapPx + 6 + QFontMetrics(option.font).horizontalAdvance(host);   // 6: the text rect's inset in paint()
    return s;
}

} // namespace bwui
