#include "model/flat_table_model.h"

namespace bwui {

FlatTableModel::FlatTableModel(int columns, Cells cells, QObject* parent)
    : QAbstractTableModel(parent), columns_(columns), cells_(cells)
{
}

int FlatTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : itemCount();
}

int FlatTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : columns_;
}

QVariant FlatTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return columnTitle(section);
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole)
        if (const QString tip = columnToolTip(section); !tip.isEmpty())
            return tip;
    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags FlatTableModel::flags(const QModelIndex& index) const
{
    if (cells_ == Cells::ReadOnly)
        return QAbstractTableModel::flags(index);
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

QString FlatTableModel::columnToolTip(int) const
{
    return {};
}

} // namespace bwui
