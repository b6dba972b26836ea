#pragma once
// The base of the window's flat tables (one row an item, nothing under an
// item): the request set's entries and variables, the per-request figures,
// a suite's runs. It answers rowCount() and columnCount() (0 under an item,
// as Qt's views ask), the horizontal header from columnTitle() and
// columnToolTip() in the installed language, and, for a table made with
// Cells::Editable, flags that let every cell be edited. A subclass gives its
// item count and its column texts; its own Q_OBJECT keeps tr()'s context.
//
// Threads: UI thread only.
#include <QAbstractTableModel>

namespace bwui {

class FlatTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Cells { ReadOnly, Editable };

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

signals:
    // Any change to an editable table's items (an edit in a cell, an add, a
    // remove, a new set); the subclass emits it.
    void edited();

protected:
    FlatTableModel(int columns, Cells cells, QObject* parent);

    // The number of columns; call it between beginResetModel() and endResetModel().
    void setColumns(int columns) { columns_ = columns; }

    // How many rows (items) there are now.
    virtual int itemCount() const = 0;
    // The header's text for `column`, in the installed language.
    virtual QString columnTitle(int column) const = 0;
    // Its tooltip; "" (the default): none.
    virtual QString columnToolTip(int column) const;

private:
    int columns_;
    Cells cells_;
};

} // namespace bwui
