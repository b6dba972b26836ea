#pragma once
// The one look of the Requests editor's tables (entries, variables, flows,
// steps, extractions, checks): whole rows selected one at a time, alternating
// rows, one line a row, no row numbers, edited by a double-click or typing.
//
// Threads: UI thread only.
class QAbstractItemModel;
class QTableView;
class QWidget;

namespace bwui {

QTableView* makeEditorTable(QAbstractItemModel* model, QWidget* parent);
// The selected row of `table`, -1 when none.
int selectedTableRow(const QTableView* table);

} // namespace bwui
