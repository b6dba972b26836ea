#include "requests/choice_delegate.h"

#include <QComboBox>

namespace bwui {

QWidget* ChoiceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QStringList choices = index.data(kChoicesRole).toStringList();
    if (choices.isEmpty())
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* box = new QComboBox(parent);
    box->addItems(choices);
    // A pick is the edit: written at once, not when the cell loses focus.
    connect(box, &QComboBox::activated, this, [this, box] { emit const_cast<ChoiceDelegate*>(this)->commitData(box); });
    return box;
}

void ChoiceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QComboBox*>(editor))
        box->setCurrentIndex(index.data(Qt::EditRole).toInt());
    else
        QStyledItemDelegate::setEditorData(editor, index);
}

void ChoiceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QComboBox*>(editor))
        model->setData(index, box->currentIndex());
    else
        QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace bwui
