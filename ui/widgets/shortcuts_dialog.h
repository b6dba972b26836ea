#pragma once
// Help > Keyboard shortcuts: a table of the shortcuts the window's actions
// really carry (read from the QActions, so the list cannot drift from the
// key bindings), in the platform's notation.
//
// Threads: UI thread only.
#include <QDialog>
#include <QList>

class QAction;
class QTableWidget;

namespace bwui {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    struct Group {
        QString title;              // "Main window", "Run history"
        QList<QAction*> actions;    // those without a shortcut are left out
    };

    explicit ShortcutsDialog(const QList<Group>& groups, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

} // namespace bwui
