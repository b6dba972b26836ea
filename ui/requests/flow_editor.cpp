#include "requests/flow_editor.h"

#include "requests/editor_table.h"
#include "requests/flow_steps_model.h"
#include "requests/flow_try_view.h"
#include "requests/request_flows_model.h"
#include "requests/request_set_editor.h"
#include "requests/step_editor.h"
#include "widgets/semantic_colors.h"

#include <QApplication>
#include <QStyle>

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace bwui {

FlowEditor::FlowEditor(RequestSetEditor* editor, RunFor run, QWidget* parent)
    : Retranslating(parent), editor_(editor), run_(std::move(run)), steps_(new FlowStepsModel(editor->flows(), this))
{
    setObjectName(QStringLiteral("flowEditor"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    outer->addWidget(split, 1);

    // The flows, and the selected one's own settings.
    auto* flowsPane = new QWidget(split);
    auto* fl = new QGridLayout(flowsPane);
    fl->setContentsMargins(0, 0, 0, 0);
    flowsLabel_ = new QLabel(flowsPane);
    flowsTable_ = makeEditorTable(editor_->flows(), flowsPane);
    flowsTable_->setObjectName(QStringLiteral("flowsTable"));
    flowsTable_->horizontalHeader()->setSectionResizeMode(RequestFlowsModel::Name, QHeaderView::Stretch);
    flowsTable_->horizontalHeader()->setStretchLastSection(false);
    flowsTable_->horizontalHeader()->resizeSection(RequestFlowsModel::Weight, 64);
    flowsTable_->horizontalHeader()->resizeSection(RequestFlowsModel::Steps, 52);
    addFlow_ = new QPushButton(flowsPane);
    addFlow_->setObjectName(QStringLiteral("addFlow"));
    duplicateFlow_ = new QPushButton(flowsPane);
    removeFlow_ = new QPushButton(flowsPane);
    onFailureLabel_ = new QLabel(flowsPane);
    onFailure_ = new QComboBox(flowsPane);
    onFailure_->setObjectName(QStringLiteral("flowOnFailure"));
    onFailure_->addItems({QString(), QString()});   // bw::OnFailure's order
    cookies_ = new QCheckBox(flowsPane);
    tryOnce_ = new QPushButton(flowsPane);
    tryOnce_->setObjectName(QStringLiteral("tryOnce"));
    auto* flowButtons = new QHBoxLayout;
    flowButtons->addWidget(addFlow_);
    flowButtons->addWidget(duplicateFlow_);
    flowButtons->addWidget(removeFlow_);
    flowButtons->addStretch(1);
    fl->addWidget(flowsLabel_, 0, 0, 1, 2);
    fl->addWidget(flowsTable_, 1, 0, 1, 2);
    fl->addLayout(flowButtons, 2, 0, 1, 2);
    fl->addWidget(onFailureLabel_, 3, 0);
    fl->addWidget(onFailure_, 3, 1);
    fl->addWidget(cookies_, 4, 0, 1, 2);
    fl->addWidget(tryOnce_, 5, 0, 1, 2);
    fl->setRowStretch(1, 1);
    fl->setColumnStretch(1, 1);

    // The selected flow's steps, in order.
    auto* stepsPane = new QWidget(split);
    auto* sl = new QVBoxLayout(stepsPane);
    sl->setContentsMargins(0, 0, 0, 0);
    stepsLabel_ = new QLabel(stepsPane);
    stepsTable_ = makeEditorTable(steps_, stepsPane);
    stepsTable_->setObjectName(QStringLiteral("flowSteps"));
    QHeaderView* sh = stepsTable_->horizontalHeader();
    sh->setSectionResizeMode(FlowStepsModel::Path, QHeaderView::Stretch);
    sh->resizeSection(FlowStepsModel::Name, 120);
    sh->resizeSection(FlowStepsModel::Method, 70);
    addStep_ = new QPushButton(stepsPane);
    addStep_->setObjectName(QStringLiteral("addStep"));
    duplicateStep_ = new QPushButton(stepsPane);
    removeStep_ = new QPushButton(stepsPane);
    upStep_ = new QPushButton(stepsPane);
    downStep_ = new QPushButton(stepsPane);
    auto* stepButtons = new QHBoxLayout;
    for (QPushButton* b : {addStep_, duplicateStep_, removeStep_, upStep_, downStep_})
        stepButtons->addWidget(b);
    stepButtons->addStretch(1);
    sl->addWidget(stepsLabel_);
    sl->addWidget(stepsTable_, 1);
    sl->addLayout(stepButtons);

    // The selected step in full, and the last try.
    stepEditor_ = new StepEditor(editor_->flows(), split);
    tryView_ = new FlowTryView(stepEditor_);
    stepEditor_->addTab(tryView_, QString());
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 5);
    split->setSizes({230, 330, 700});

    problems_ = new QListWidget(this);
    problems_->setObjectName(QStringLiteral("flowProblems"));
    problems_->setMaximumHeight(4 * fontMetrics().lineSpacing() + 8);
    outer->addWidget(problems_);

    connect(flowsTable_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &FlowEditor::flowSelected);
    connect(stepsTable_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &FlowEditor::stepSelected);
    connect(editor_->flows(), &QAbstractItemModel::modelReset, this, [this] { selectFlow(0); });
    connect(editor_->flows(), &RequestFlowsModel::problemsChanged, this, &FlowEditor::showProblems);
    connect(addFlow_, &QPushButton::clicked, this, [this] { selectFlow(editor_->flows()->addFlow(selectedFlow())); });
    connect(duplicateFlow_, &QPushButton::clicked, this, [this] {
        const int row = editor_->flows()->duplicateFlow(selectedFlow());
        if (row >= 0)
            selectFlow(row);
    });
    connect(removeFlow_, &QPushButton::clicked, this, [this] {
        const int row = selectedFlow();
        editor_->flows()->removeFlow(row);
        selectFlow(std::min(row, editor_->flows()->rowCount() - 1));
    });
    connect(onFailure_, &QComboBox::activated, this, [this](int i) {
        editor_->flows()->editFlow(selectedFlow(), [i](bw::Flow& f) { f.onFailure = bw::OnFailure(i); });
    });
    connect(cookies_, &QCheckBox::clicked, this, [this](bool on) {
        editor_->flows()->editFlow(selectedFlow(), [on](bw::Flow& f) { f.cookies = on; });
    });
    connect(tryOnce_, &QPushButton::clicked, this, &FlowEditor::tryOnce);
    connect(tryView_, &FlowTryView::runningChanged, this, &FlowEditor::updateButtons);
    connect(addStep_, &QPushButton::clicked, this, [this] {
        const int row = steps_->addStep(selectedStep());
        if (row >= 0)
            selectStep(row);
    });
    connect(duplicateStep_, &QPushButton::clicked, this, [this] {
        const int row = steps_->duplicateStep(selectedStep());
        if (row >= 0)
            selectStep(row);
    });
    connect(removeStep_, &QPushButton::clicked, this, [this] {
        const int row = selectedStep();
        steps_->removeStep(row);
        selectStep(std::min(row, steps_->rowCount() - 1));
    });
    connect(upStep_, &QPushButton::clicked, this, [this] { selectStep(steps_->moveStep(selectedStep(), true)); });
    connect(downStep_, &QPushButton::clicked, this, [this] { selectStep(steps_->moveStep(selectedStep(), false)); });
    connect(problems_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const int flow = item->data(Qt::UserRole).toInt(), step = item->data(Qt::UserRole + 1).toInt();
        selectFlow(flow);
        if (step >= 0)
            selectStep(step);
        const QString field = item->data(Qt::UserRole + 2).toString();
        if (field.startsWith(QLatin1String("extract")))
            stepEditor_->setCurrentIndex(StepEditor::ExtractTab);
        else if (field.startsWith(QLatin1String("checks")))
            stepEditor_->setCurrentIndex(StepEditor::ChecksTab);
        else if (field == QLatin1String("think"))
            stepEditor_->setCurrentIndex(StepEditor::ThinkTab);
        else if (field == QLatin1String("body") || field.startsWith(QLatin1String("headers.")))
            stepEditor_->setCurrentIndex(StepEditor::RequestTab);
    });

    retranslate();
    selectFlow(0);
    showProblems();
}

int FlowEditor::selectedFlow() const
{
    return selectedTableRow(flowsTable_);
}

int FlowEditor::selectedStep() const
{
    return selectedTableRow(stepsTable_);
}

void FlowEditor::selectFlow(int flow)
{
    if (flow >= 0 && flow < editor_->flows()->rowCount())
        flowsTable_->selectRow(flow);
    else
        flowsTable_->clearSelection();
    flowSelected();
}

void FlowEditor::selectStep(int step)
{
    if (step >= 0 && step < steps_->rowCount())
        stepsTable_->selectRow(step);
    else
        stepsTable_->clearSelection();
    stepSelected();
}

void FlowEditor::flowSelected()
{
    steps_->setFlow(selectedFlow());
    selectStep(0);
    showFlowOptions();
    updateButtons();
}

void FlowEditor::stepSelected()
{
    stepEditor_->setStep(steps_->flowRow(), selectedStep());
    updateButtons();
}

void FlowEditor::showFlowOptions()
{
    const bw::Flow* f = editor_->flows()->flow(selectedFlow());
    const QSignalBlocker b1(onFailure_), b2(cookies_);
    onFailure_->setCurrentIndex(f ? int(f->onFailure) : 0);
    cookies_->setChecked(f ? f->cookies : true);
}

void FlowEditor::updateButtons()
{
    const bool flow = selectedFlow() >= 0, step = selectedStep() >= 0;
    for (QWidget* w : std::initializer_list<QWidget*>{duplicateFlow_, removeFlow_, onFailure_, cookies_, addStep_})
        w->setEnabled(flow);
    duplicateStep_->setEnabled(step);
    removeStep_->setEnabled(step);
    upStep_->setEnabled(step && selectedStep() > 0);
    downStep_->setEnabled(step && selectedStep() + 1 < steps_->rowCount());
    tryOnce_->setEnabled(flow && !tryView_->running());
    tryOnce_->setToolTip(tryView_->running() ? tr("A try is under way.") : QString());
}

bool FlowEditor::tryOnce()
{
    const int flow = selectedFlow();
    if (flow < 0 || tryView_->running())
        return false;
    stepEditor_->setCurrentWidget(tryView_);
    return tryView_->start(run_(editor_->set()), flow);
}

void FlowEditor::showProblems()
{
    problems_->clear();
    for (const bw::FlowProblem& p : editor_->flows()->problems()) {
        auto* item = new QListWidgetItem(RequestFlowsModel::problemLine(p), problems_);
        item->setData(Qt::UserRole, p.flow);
        item->setData(Qt::UserRole + 1, p.step);
        item->setData(Qt::UserRole + 2, QString::fromStdString(p.field));
        item->setToolTip(item->text());
        item->setIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning));
        item->setForeground(SemanticColors::color(SemanticColors::Role::Bad, palette()));
    }
    problems_->setVisible(problems_->count() > 0);
}

QStringList FlowEditor::problemLines() const
{
    QStringList out;
    for (int i = 0; i < problems_->count(); ++i)
        out << problems_->item(i)->text();
    return out;
}

void FlowEditor::retranslate()
{
    flowsLabel_->setText(tr("Flows: each virtual user runs a flow's steps in order, picked by weight"));
    flowsLabel_->setWordWrap(true);
    addFlow_->setText(tr("Add flow"));
    duplicateFlow_->setText(tr("Duplicate"));
    removeFlow_->setText(tr("Remove"));
    onFailureLabel_->setText(tr("On failure:"));
    onFailure_->setItemText(0, tr("Go on"));
    onFailure_->setItemText(1, tr("Start over"));
    onFailure_->setToolTip(tr("After a failed check or a missing value. Go on: the steps that need a value that is "
                              "missing are skipped. Start over: the iteration ends, failed, and the user begins the next."));
    cookies_->setText(tr("Cookie jar per virtual user"));
    tryOnce_->setText(tr("Try once"));
    stepsLabel_->setText(tr("Steps of the selected flow, in order (double-click a cell to edit)"));
    addStep_->setText(tr("Add step"));
    duplicateStep_->setText(tr("Duplicate"));
    removeStep_->setText(tr("Remove"));
    upStep_->setText(tr("Up"));
    downStep_->setText(tr("Down"));
    stepEditor_->setTabText(stepEditor_->indexOf(tryView_), tr("Try once"));
    updateButtons();
    showProblems();   // their flow and step words in the new language
}

} // namespace bwui
