#pragma once
// Edits a table cell that holds one of a few choices with a combo box: a
// cell whose model answers kChoicesRole (the choices' texts, in order) gets
// a QComboBox at the choice its EditRole gives (an index), and writes the
// picked index back; any other cell the usual editor. For the flow tables'
// "from", "pick" and "kind" columns.
//
// Threads: UI thread only.
#include <QStyledItemDelegate>

namespace bwui {

inline constexpr int kChoicesRole = Qt::UserRole + 40;

class ChoiceDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

} // namespace bwui
