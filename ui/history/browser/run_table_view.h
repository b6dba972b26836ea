#pragma once
// The history table's view: a QTableView that says whether a cell editor is
// open, so a background refresh never resets the model under the user's
// typing.
//
// Threads: UI thread only.
#include <QTableView>

namespace bwui {

class RunTableView : public QTableView {
    Q_OBJECT
public:
    using QTableView::QTableView;
    bool editing() const { return state() == QAbstractItemView::EditingState; }
};

} // namespace bwui
