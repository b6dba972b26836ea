#pragma once
// Paints the history table's target cell as the route in the normal text
// colour followed by host:port in the placeholder colour, so runs against
// the demo target (a random port each start) read alike by what they
// loaded. The size hint covers both parts, so fitting the column to its
// contents shows them whole.
//
// Threads: UI thread only.
#include <QStyledItemDelegate>

namespace bwui {

class RunTargetDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    // `hostRole`: the model role holding the secondary text.
    explicit RunTargetDelegate(int hostRole, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    int hostRole_;
};

} // namespace bwui
