#include "requests/requests_dialog.h"

#include "mix/imported_requests.h"
#include "requests/editor_table.h"
#include "requests/flow_editor.h"
#include "requests/request_entries_model.h"
#include "requests/request_set_editor.h"
#include "requests/request_variables_model.h"
#include "widgets/semantic_colors.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace bwui {

RequestsDialog::RequestsDialog(RunFor run, const bw::RequestSet& set, QWidget* parent)
    : Retranslating(parent), run_(std::move(run)), editor_(new RequestSetEditor(this))
{
    setObjectName(QStringLiteral("requestsDialog"));
    resize(1280, 860);
    auto* outer = new QVBoxLayout(this);

    // Files and the set's own settings.
    auto* top = new QHBoxLayout;
    load_ = new QPushButton(this);
    save_ = new QPushButton(this);
    import_ = new QToolButton(this);
    import_->setPopupMode(QToolButton::InstantPopup);
    import_->setMenu(new QMenu(import_));
    keepSecrets_ = new QCheckBox(this);
    orderLabel_ = new QLabel(this);
    order_ = new QComboBox(this);
    order_->addItems({QString(), QString()});
    seedSet_ = new QCheckBox(this);
    seed_ = new QSpinBox(this);
    seed_->setRange(0, 2147483647);
    for (QWidget* w : std::initializer_list<QWidget*>{load_, save_, import_, keepSecrets_})
        top->addWidget(w);
    top->addStretch(1);
    for (QWidget* w : std::initializer_list<QWidget*>{orderLabel_, order_, seedSet_, seed_})
        top->addWidget(w);
    outer->addLayout(top);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    outer->addWidget(split, 1);

    // Entries, and the selected one's headers and body in full; beside
    // them, the flows.
    tabs_ = new QTabWidget(split);
    tabs_->setObjectName(QStringLiteral("requestsTabs"));
    auto* entriesPane = new QWidget;
    auto* el = new QGridLayout(entriesPane);
    el->setContentsMargins(0, 0, 0, 0);
    entriesLabel_ = new QLabel(entriesPane);
    entries_ = makeEditorTable(editor_->entries(), entriesPane);
    entries_->setObjectName(QStringLiteral("requestEntries"));
    // The path is what tells entries apart: it takes the room; headers and body show their start.
    QHeaderView* eh = entries_->horizontalHeader();
    eh->setStretchLastSection(false);
    // Name, weight and method whole: sized to their contents at each change
    // (ResizeToContents alone kept the width of the empty table: "req…").
    auto fitShort = [this] {
        for (int c : {RequestEntriesModel::Name, RequestEntriesModel::Weight, RequestEntriesModel::Method})
            entries_->resizeColumnToContents(c);
    };
    for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(editor_->entries(), signal, this, fitShort);
    connect(editor_->entries(), &QAbstractItemModel::dataChanged, this, fitShort);
    connect(editor_->entries(), &QAbstractItemModel::modelReset, this, fitShort);
    eh->setSectionResizeMode(RequestEntriesModel::Path, QHeaderView::Stretch);
    eh->resizeSection(RequestEntriesModel::Headers, 220);
    eh->resizeSection(RequestEntriesModel::Body, 260);
    add_ = new QPushButton(entriesPane);
    add_->setObjectName(QStringLiteral("addRequest"));
    duplicate_ = new QPushButton(entriesPane);
    remove_ = new QPushButton(entriesPane);
    auto* rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add_);
    rowButtons->addWidget(duplicate_);
    rowButtons->addWidget(remove_);
    rowButtons->addStretch(1);
    headersLabel_ = new QLabel(entriesPane);
    headers_ = new QPlainTextEdit(entriesPane);
    bodyLabel_ = new QLabel(entriesPane);
    body_ = new QPlainTextEdit(entriesPane);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    headers_->setFont(mono);
    body_->setFont(mono);
    headers_->setMaximumHeight(110);
    body_->setMaximumHeight(110);
    el->addWidget(entriesLabel_, 0, 0, 1, 2);
    el->addWidget(entries_, 1, 0, 1, 2);
    el->addLayout(rowButtons, 2, 0, 1, 2);
    el->addWidget(headersLabel_, 3, 0);
    el->addWidget(bodyLabel_, 3, 1);
    el->addWidget(headers_, 4, 0);
    el->addWidget(body_, 4, 1);
    el->setRowStretch(1, 1);
    tabs_->addTab(entriesPane, QString());
    flowEditor_ = new FlowEditor(editor_, run_, tabs_);
    tabs_->addTab(flowEditor_, QString());

    // Variables beside the preview.
    auto* lower = new QWidget(split);
    auto* ll = new QGridLayout(lower);
    ll->setContentsMargins(0, 0, 0, 0);
    variablesLabel_ = new QLabel(lower);
    variables_ = makeEditorTable(editor_->variables(), lower);
    variables_->setObjectName(QStringLiteral("requestVariables"));
    addVariable_ = new QPushButton(lower);
    removeVariable_ = new QPushButton(lower);
    auto* varButtons = new QHBoxLayout;
    varButtons->addWidget(addVariable_);
    varButtons->addWidget(removeVariable_);
    varButtons->addStretch(1);
    previewLabel_ = new QLabel(lower);
    preview_ = new QPlainTextEdit(lower);
    preview_->setReadOnly(true);
    preview_->setFont(mono);
    preview_->setLineWrapMode(QPlainTextEdit::NoWrap);
    ll->addWidget(variablesLabel_, 0, 0);
    ll->addWidget(previewLabel_, 0, 1);
    ll->addWidget(variables_, 1, 0);
    ll->addWidget(preview_, 1, 1, 2, 1);
    ll->addLayout(varButtons, 2, 0);
    ll->setColumnStretch(0, 2);
    ll->setColumnStretch(1, 3);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    // What a file left out and what keeps the set from running, in a space
    // of its own: its lines come and go without moving the tables above (a
    // longer text scrolls there).
    auto* messages = new QWidget;
    auto* ml = new QVBoxLayout(messages);
    ml->setContentsMargins(0, 0, 0, 0);
    note_ = new QLabel(messages);
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    problem_ = new QLabel(messages);
    problem_->setObjectName(QStringLiteral("requestsProblem"));
    problem_->setWordWrap(true);
    problem_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    ml->addWidget(note_);
    ml->addWidget(problem_);
    ml->addStretch(1);
    auto* messageRoom = new QScrollArea(this);
    messageRoom->setObjectName(QStringLiteral("requestsMessages"));
    messageRoom->setWidget(messages);
    messageRoom->setWidgetResizable(true);
    messageRoom->setFrameShape(QFrame::NoFrame);
    messageRoom->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    messageRoom->setFixedHeight(3 * fontMetrics().lineSpacing() + 6);
    outer->addWidget(messageRoom);
    auto* bottom = new QHBoxLayout;
    clear_ = new QPushButton(this);
    ok_ = new QPushButton(this);
    ok_->setObjectName(QStringLiteral("requestsOk"));
    ok_->setDefault(true);
    cancel_ = new QPushButton(this);
    bottom->addWidget(clear_);
    bottom->addStretch(1);
    bottom->addWidget(ok_);
    bottom->addWidget(cancel_);
    outer->addLayout(bottom);

    connect(add_, &QPushButton::clicked, this, [this] {
        entries_->selectRow(editor_->entries()->addEntry(selectedRow()));
    });
    connect(duplicate_, &QPushButton::clicked, this, [this] {
        const int row = editor_->entries()->duplicateEntry(selectedRow());
        if (row >= 0)
            entries_->selectRow(row);
    });
    connect(remove_, &QPushButton::clicked, this, [this] { editor_->entries()->removeEntry(selectedRow()); });
    connect(addVariable_, &QPushButton::clicked, this, [this] {
        variables_->selectRow(editor_->variables()->addVariable());
    });
    connect(removeVariable_, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = variables_->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            editor_->variables()->removeVariable(rows.first().row());
    });
    connect(entries_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RequestsDialog::showSelected);
    connect(headers_, &QPlainTextEdit::textChanged, this, [this] {
        if (!syncing_ && selectedRow() >= 0)
            editor_->entries()->setData(editor_->entries()->index(selectedRow(), RequestEntriesModel::Headers),
                                        headers_->toPlainText());
    });
    connect(body_, &QPlainTextEdit::textChanged, this, [this] {
        if (!syncing_ && selectedRow() >= 0)
            editor_->entries()->setData(editor_->entries()->index(selectedRow(), RequestEntriesModel::Body),
                                        body_->toPlainText());
    });
    connect(order_, &QComboBox::currentIndexChanged, this, [this](int i) {
        editor_->setOrder(i == 1 ? bw::RequestOrder::Sequence : bw::RequestOrder::Weighted);
    });
    connect(seedSet_, &QCheckBox::toggled, this, [this](bool on) {
        seed_->setEnabled(on);
        editor_->setSeed(on, uint64_t(seed_->value()));
    });
    connect(seed_, &QSpinBox::valueChanged, this, [this](int v) { editor_->setSeed(seedSet_->isChecked(), uint64_t(v)); });
    connect(load_, &QPushButton::clicked, this, &RequestsDialog::loadFile);
    connect(save_, &QPushButton::clicked, this, &RequestsDialog::saveFile);
    connect(clear_, &QPushButton::clicked, editor_, &RequestSetEditor::clear);
    connect(ok_, &QPushButton::clicked, this, &QDialog::accept);
    connect(cancel_, &QPushButton::clicked, this, &QDialog::reject);
    connect(editor_, &RequestSetEditor::changed, this, &RequestsDialog::refresh);

    editor_->setSet(set);
    retranslate();
    if (editor_->entries()->rowCount() > 0)
        entries_->selectRow(0);
    showFlows(set.entries.empty() && !set.flows.empty());
}

void RequestsDialog::showFlows(bool flows)
{
    tabs_->setCurrentIndex(flows ? 1 : 0);
}

int RequestsDialog::selectedRow() const
{
    const QModelIndexList rows = entries_->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void RequestsDialog::showSelected()
{
    const int row = selectedRow();
    const auto& entries = editor_->entries()->entries();
    const bool has = row >= 0 && row < int(entries.size());
    syncing_ = true;
    headers_->setPlainText(has ? RequestEntriesModel::headersText(entries[size_t(row)].headers) : QString());
    body_->setPlainText(has ? QString::fromStdString(entries[size_t(row)].body) : QString());
    syncing_ = false;
    headers_->setEnabled(has);
    body_->setEnabled(has);
    duplicate_->setEnabled(has);
    remove_->setEnabled(has);
}

void RequestsDialog::refresh()
{
    {
        const QSignalBlocker b1(order_), b2(seedSet_), b3(seed_);
        order_->setCurrentIndex(editor_->order() == bw::RequestOrder::Sequence ? 1 : 0);
        seedSet_->setChecked(editor_->seedSet());
        seed_->setValue(int(std::min<uint64_t>(editor_->seed(), uint64_t(seed_->maximum()))));
        seed_->setEnabled(editor_->seedSet());
    }
    const bw::LoadConfig run = run_(editor_->set());   // the run Run would start with this set
    const QString problem = editor_->problem(run);
    problem_->setText(problem);
    QPalette p = problem_->palette();
    p.setColor(QPalette::WindowText, SemanticColors::color(SemanticColors::Role::Bad, palette()));
    problem_->setPalette(p);
    problem_->setVisible(!problem.isEmpty());
    const QStringList samples = editor_->preview(run);
    preview_->setPlainText(samples.join(QStringLiteral("\n")));
    if (editor_->empty())
        preview_->setPlaceholderText(tr("No requests: the run sends its one request (the fields of the target panel)."));
    else if (!problem.isEmpty())
        preview_->setPlaceholderText(tr("No preview while the set has a problem."));
    else if (editor_->entries()->rowCount() == 0)
        preview_->setPlaceholderText(tr("A flow's requests depend on the answers before them: Try once in the Flows "
                                        "tab sends one iteration and shows each step."));
    save_->setEnabled(!editor_->empty());
    // A file's refused entries are loaded to be fixed here, not to run as read.
    const int marked = editor_->entries()->markedRows();
    ok_->setEnabled(marked == 0);
    ok_->setToolTip(marked == 0 ? QString()
                                : tr("%n marked request(s) could not be read as the file gave them: edit or remove "
                                     "them first (their tooltip says what is wrong).", nullptr, marked));
    if (!headers_->hasFocus() && !body_->hasFocus())
        showSelected();
}

void RequestsDialog::setNote(const QString& text, bool bad)
{
    note_->setText(text);
    QPalette p = note_->palette();
    p.setColor(QPalette::WindowText, bad ? SemanticColors::color(SemanticColors::Role::Bad, palette())
                                         : palette().color(QPalette::WindowText));
    note_->setPalette(p);
}

void RequestsDialog::loadFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load a mix file"), QString(),
                                                      tr("Mix files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString error = editor_->loadFile(path);
    setNote(error, !error.isEmpty());
    // The first marked entry (one the file got wrong), else the first.
    int row = 0;
    while (row < editor_->entries()->rowCount() && editor_->entries()->rowProblem(row).isEmpty())
        ++row;
    if (editor_->entries()->rowCount() > 0)
        entries_->selectRow(row < editor_->entries()->rowCount() ? row : 0);
    const bw::RequestSet loaded = editor_->set();
    showFlows(loaded.entries.empty() && !loaded.flows.empty());
}

void RequestsDialog::saveFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the mix file"), QStringLiteral("mix.json"),
                                                      tr("Mix files (*.json)"));
    if (path.isEmpty())
        return;
    const QString error = editor_->saveFile(path);
    setNote(error.isEmpty() ? tr("Saved %1.").arg(path) : error, !error.isEmpty());
}

void RequestsDialog::importFile(int kind)
{
    const auto k = RequestSetEditor::Import(kind);
    const QString filter = k == RequestSetEditor::Import::Har ? tr("HAR files (*.har *.json);;All files (*)")
                                                              : tr("Text files (*.txt);;All files (*)");
    const QString path = QFileDialog::getOpenFileName(this, tr("Import requests"), QString(), filter);
    if (path.isEmpty())
        return;
    QString note;
    const QString error = editor_->importFile(k, path, QString::fromStdString(bw::urlOrigin(run_(editor_->set()).url)),
                                              keepSecrets_->isChecked(), &note);
    setNote(error.isEmpty() ? note : error, !error.isEmpty());
    if (error.isEmpty() && editor_->entries()->rowCount() > 0)
        entries_->selectRow(0);
}

QString RequestsDialog::problemText() const
{
    return problem_->text();
}

QString RequestsDialog::previewText() const
{
    return preview_->toPlainText();
}

void RequestsDialog::retranslate()
{
    setWindowTitle(tr("Requests"));
    load_->setText(tr("Load mix…"));
    save_->setText(tr("Save mix…"));
    import_->setText(tr("Import"));
    QMenu* menu = import_->menu();
    menu->clear();
    menu->addAction(tr("vegeta targets…"), this, [this] { importFile(int(RequestSetEditor::Import::VegetaTargets)); });
    menu->addAction(tr("URL list…"), this, [this] { importFile(int(RequestSetEditor::Import::UrlList)); });
    menu->addAction(tr("HAR file…"), this, [this] { importFile(int(RequestSetEditor::Import::Har)); });
    keepSecrets_->setText(tr("HAR: keep cookies and authorization"));
    orderLabel_->setText(tr("Order:"));
    order_->setItemText(0, tr("By weight"));
    order_->setItemText(1, tr("In sequence"));
    seedSet_->setText(tr("Seed:"));
    seedSet_->setToolTip(tr("Unset: every run picks a seed and records it."));
    entriesLabel_->setText(tr("Requests (double-click a cell to edit; {{name}} takes a variable's value)"));
    tabs_->setTabText(0, tr("Requests"));
    tabs_->setTabText(1, tr("Flows"));
    add_->setText(tr("Add"));
    duplicate_->setText(tr("Duplicate"));
    remove_->setText(tr("Remove"));
    headersLabel_->setText(tr("Headers of the selected request (one \"Name: value\" a line)"));
    bodyLabel_->setText(tr("Body of the selected request"));
    variablesLabel_->setText(tr("Variables (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)"));
    addVariable_->setText(tr("Add variable"));
    removeVariable_->setText(tr("Remove variable"));
    previewLabel_->setText(tr("Preview: five sample requests as they will be sent (of the Requests tab)"));
    clear_->setText(tr("Clear all"));
    ok_->setText(tr("OK"));
    cancel_->setText(tr("Cancel"));
    refresh();
}

} // namespace bwui
