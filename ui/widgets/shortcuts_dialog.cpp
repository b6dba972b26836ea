#include "widgets/shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bwui {

ShortcutsDialog::ShortcutsDialog(const QList<Group>& groups, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    table_ = new QTableWidget(0, 2);
    table_->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setShowGrid(false);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    for (const Group& g : groups) {
        bool titled = false;
        for (QAction* a : g.actions) {
            if (!a || a->shortcut().isEmpty())
                continue;
            if (!titled) {
                const int row = table_->rowCount();
                table_->insertRow(row);
                auto* title = new QTableWidgetItem(g.title);
                QFont bold = title->font();
                bold.setBold(true);
                title->setFont(bold);
                table_->setItem(row, 0, title);
                table_->setSpan(row, 0, 1, 2);
                titled = true;
            }
            const int row = table_->rowCount();
            table_->insertRow(row);
            QStringList keys;
            for (const QKeySequence& k : a->shortcuts())
                keys << k.toString(QKeySequence::NativeText);
            table_->setItem(row, 0, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
            QString text = a->text();
            text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
            table_->setItem(row, 1, new QTableWidgetItem(text));
        }
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(460, 420);
}

} // namespace bwui
