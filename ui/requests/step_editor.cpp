#include "requests/step_editor.h"

#include "requests/choice_delegate.h"
#include "requests/editor_table.h"
#include "requests/request_entries_model.h"
#include "requests/request_flows_model.h"
#include "requests/step_checks_model.h"
#include "requests/step_extractions_model.h"
#include "widgets/semantic_colors.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace bwui {

namespace {

// A table with Add and Remove under it, on a page of its own.
QWidget* tablePage(QLabel** label, QTableView* table, QPushButton** add, QPushButton** remove)
{
    auto* page = new QWidget;
    auto* l = new QVBoxLayout(page);
    *label = new QLabel(page);
    (*label)->setWordWrap(true);
    table->setParent(page);
    table->setItemDelegate(new ChoiceDelegate(table));
    *add = new QPushButton(page);
    *remove = new QPushButton(page);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(*add);
    buttons->addWidget(*remove);
    buttons->addStretch(1);
    l->addWidget(*label);
    l->addWidget(table, 1);
    l->addLayout(buttons);
    return page;
}

QDoubleSpinBox* msBox(QWidget* parent)
{
    auto* b = new QDoubleSpinBox(parent);
    b->setRange(0, 3'600'000);
    b->setDecimals(1);
    b->setSingleStep(10);
    b->setSuffix(QStringLiteral(" ms"));
    return b;
}

// A label in the Bad colour with the problem as its tooltip, or as it was.
void markLabel(QLabel* label, const QString& problem)
{
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, problem.isEmpty() ? QApplication::palette().color(QPalette::WindowText)
                                                       : SemanticColors::color(SemanticColors::Role::Bad, p));
    label->setPalette(p);
    label->setToolTip(problem);
}

} // namespace

StepEditor::StepEditor(RequestFlowsModel* flows, QWidget* parent)
    : Retranslating(parent), flows_(flows), extractions_(new StepExtractionsModel(flows, this)),
      checks_(new StepChecksModel(flows, this))
{
    setObjectName(QStringLiteral("stepEditor"));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);

    auto* request = new QWidget;
    auto* rl = new QGridLayout(request);
    headersLabel_ = new QLabel(request);
    headers_ = new QPlainTextEdit(request);
    headers_->setObjectName(QStringLiteral("stepHeaders"));
    bodyLabel_ = new QLabel(request);
    body_ = new QPlainTextEdit(request);
    body_->setObjectName(QStringLiteral("stepBody"));
    headers_->setFont(mono);
    body_->setFont(mono);
    rl->addWidget(headersLabel_, 0, 0);
    rl->addWidget(headers_, 1, 0);
    rl->addWidget(bodyLabel_, 2, 0);
    rl->addWidget(body_, 3, 0);
    addTab(request, QString());

    extractTable_ = makeEditorTable(extractions_, nullptr);
    extractTable_->setObjectName(QStringLiteral("stepExtractions"));
    addTab(tablePage(&extractLabel_, extractTable_, &addExtraction_, &removeExtraction_), QString());
    checksTable_ = makeEditorTable(checks_, nullptr);
    checksTable_->setObjectName(QStringLiteral("stepChecks"));
    addTab(tablePage(&checksLabel_, checksTable_, &addCheck_, &removeCheck_), QString());
    for (QTableView* t : {extractTable_, checksTable_})
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    extractTable_->horizontalHeader()->resizeSection(StepExtractionsModel::Variable, 110);
    extractTable_->horizontalHeader()->resizeSection(StepExtractionsModel::From, 110);
    extractTable_->horizontalHeader()->resizeSection(StepExtractionsModel::Expression, 170);
    extractTable_->horizontalHeader()->resizeSection(StepExtractionsModel::Group, 50);
    checksTable_->horizontalHeader()->resizeSection(StepChecksModel::Kind, 110);
    checksTable_->horizontalHeader()->resizeSection(StepChecksModel::Value, 170);
    checksTable_->horizontalHeader()->resizeSection(StepChecksModel::Expected, 80);

    auto* think = new QWidget;
    auto* tl = new QGridLayout(think);
    thinkLabel_ = new QLabel(think);
    thinkLabel_->setWordWrap(true);
    thinkKind_ = new QComboBox(think);
    thinkKind_->setObjectName(QStringLiteral("thinkKind"));
    thinkKind_->addItems({QString(), QString(), QString(), QString()});   // bw::ThinkKind's order
    thinkALabel_ = new QLabel(think);
    thinkA_ = msBox(think);
    thinkA_->setObjectName(QStringLiteral("thinkA"));
    thinkBLabel_ = new QLabel(think);
    thinkB_ = msBox(think);
    thinkB_->setObjectName(QStringLiteral("thinkB"));
    thinkProblem_ = new QLabel(think);
    thinkProblem_->setWordWrap(true);
    tl->addWidget(thinkLabel_, 0, 0, 1, 3);
    tl->addWidget(thinkKind_, 1, 0);
    tl->addWidget(thinkALabel_, 2, 0);
    tl->addWidget(thinkA_, 2, 1);
    tl->addWidget(thinkBLabel_, 3, 0);
    tl->addWidget(thinkB_, 3, 1);
    tl->addWidget(thinkProblem_, 4, 0, 1, 3);
    tl->setColumnStretch(2, 1);
    tl->setRowStretch(5, 1);
    addTab(think, QString());

    auto editRequest = [this](const std::function<void(bw::RequestEntry&)>& edit) {
        if (!syncing_ && step_ >= 0)
            flows_->editFlow(flow_, [&](bw::Flow& f) { edit(f.steps[size_t(step_)].request); });
    };
    connect(headers_, &QPlainTextEdit::textChanged, this, [this, editRequest] {
        const auto headers = RequestEntriesModel::headersFromText(headers_->toPlainText());
        editRequest([&](bw::RequestEntry& r) { r.headers = headers; });
    });
    connect(body_, &QPlainTextEdit::textChanged, this, [this, editRequest] {
        const std::string body = body_->toPlainText().toStdString();
        editRequest([&](bw::RequestEntry& r) {
            r.body = body;
            r.bodyFile.clear();   // edited: now inline
        });
    });
    connect(addExtraction_, &QPushButton::clicked, this, [this] { extractTable_->selectRow(extractions_->addRow()); });
    connect(removeExtraction_, &QPushButton::clicked, this, [this] { extractions_->removeRow(selectedTableRow(extractTable_)); });
    connect(addCheck_, &QPushButton::clicked, this, [this] { checksTable_->selectRow(checks_->addRow()); });
    connect(removeCheck_, &QPushButton::clicked, this, [this] { checks_->removeRow(selectedTableRow(checksTable_)); });
    connect(thinkKind_, &QComboBox::currentIndexChanged, this, [this] {
        showThinkFields();
        writeThink();
    });
    connect(thinkA_, &QDoubleSpinBox::valueChanged, this, &StepEditor::writeThink);
    connect(thinkB_, &QDoubleSpinBox::valueChanged, this, &StepEditor::writeThink);
    connect(flows_, &RequestFlowsModel::problemsChanged, this, &StepEditor::showProblems);

    retranslate();
    setStep(-1, -1);
}

void StepEditor::setStep(int flow, int step)
{
    const bw::Flow* f = flows_->flow(flow);
    if (!f || step < 0 || step >= int(f->steps.size()))
        flow = step = -1;
    flow_ = flow;
    step_ = step;
    extractions_->setStep(flow, step);
    checks_->setStep(flow, step);
    showStep();
}

void StepEditor::showStep()
{
    const bw::Flow* f = flows_->flow(flow_);
    const bw::FlowStep* s = f && step_ >= 0 ? &f->steps[size_t(step_)] : nullptr;
    syncing_ = true;
    headers_->setPlainText(s ? RequestEntriesModel::headersText(s->request.headers) : QString());
    body_->setPlainText(s ? QString::fromStdString(s->request.body) : QString());
    const bw::ThinkTime think = s ? s->think : bw::ThinkTime{};
    thinkKind_->setCurrentIndex(int(think.kind));
    thinkA_->setValue(think.kind == bw::ThinkKind::Uniform ? think.minMs : think.ms);
    thinkB_->setValue(think.kind == bw::ThinkKind::Uniform ? think.maxMs : 0);
    syncing_ = false;
    for (QWidget* w : std::initializer_list<QWidget*>{headers_, body_, extractTable_, addExtraction_, removeExtraction_,
                                                      checksTable_, addCheck_, removeCheck_, thinkKind_})
        w->setEnabled(s != nullptr);
    showThinkFields();
    showProblems();
}

void StepEditor::showThinkFields()
{
    const auto kind = bw::ThinkKind(thinkKind_->currentIndex());
    const bool on = step_ >= 0;
    thinkA_->setEnabled(on && kind != bw::ThinkKind::None);
    thinkB_->setEnabled(on && kind == bw::ThinkKind::Uniform);
    thinkA_->setVisible(kind != bw::ThinkKind::None);
    thinkALabel_->setVisible(kind != bw::ThinkKind::None);
    thinkB_->setVisible(kind == bw::ThinkKind::Uniform);
    thinkBLabel_->setVisible(kind == bw::ThinkKind::Uniform);
    switch (kind) {
    case bw::ThinkKind::None: break;
    case bw::ThinkKind::Fixed: thinkALabel_->setText(tr("Pause:")); break;
    case bw::ThinkKind::Uniform:
        thinkALabel_->setText(tr("At least:"));
        thinkBLabel_->setText(tr("At most:"));
        break;
    case bw::ThinkKind::Exponential: thinkALabel_->setText(tr("Mean:")); break;
    }
}

void StepEditor::writeThink()
{
    if (syncing_ || step_ < 0)
        return;
    bw::ThinkTime t;
    t.kind = bw::ThinkKind(thinkKind_->currentIndex());
    if (t.kind == bw::ThinkKind::Uniform) {
        t.minMs = thinkA_->value();
        t.maxMs = thinkB_->value();
    } else if (t.kind != bw::ThinkKind::None) {
        t.ms = thinkA_->value();
    }
    flows_->editFlow(flow_, [&](bw::Flow& f) { f.steps[size_t(step_)].think = t; });
}

void StepEditor::showProblems()
{
    auto problem = [this](const char* field) {
        return step_ < 0 ? QString() : flows_->problemText(flow_, step_, QString::fromLatin1(field));
    };
    const QString headers = problem("headers"), body = problem("body"), think = problem("think");
    const QString extract = problem("extract"), checks = problem("checks");
    markLabel(headersLabel_, headers);
    markLabel(bodyLabel_, body);
    headers_->setToolTip(headers);
    body_->setToolTip(body);
    thinkProblem_->setText(think);
    markLabel(thinkProblem_, think);
    markLabel(extractLabel_, extract);
    markLabel(checksLabel_, checks);
    const QIcon warning = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QString tabProblems[] = {headers + (headers.isEmpty() || body.isEmpty() ? QString() : QStringLiteral("\n")) + body,
                                   extract, checks, think};
    for (int tab = RequestTab; tab <= ThinkTab; ++tab) {
        setTabIcon(tab, tabProblems[tab].isEmpty() ? QIcon() : warning);
        setTabToolTip(tab, tabProblems[tab]);
    }
}

void StepEditor::retranslate()
{
    setTabText(RequestTab, tr("Headers and body"));
    setTabText(ExtractTab, tr("Extract"));
    setTabText(ChecksTab, tr("Checks"));
    setTabText(ThinkTab, tr("Think time"));
    headersLabel_->setText(tr("Headers of the selected step (one \"Name: value\" a line; {{name}} takes a variable)"));
    bodyLabel_->setText(tr("Body of the selected step"));
    extractLabel_->setText(tr("Values this step's response gives to later steps, as {{variable}} (double-click a cell to edit)"));
    addExtraction_->setText(tr("Add extraction"));
    removeExtraction_->setText(tr("Remove extraction"));
    checksLabel_->setText(tr("What this step's response must show; a failed check is counted for the step"));
    addCheck_->setText(tr("Add check"));
    removeCheck_->setText(tr("Remove check"));
    thinkLabel_->setText(tr("The pause after this step, before the user's next request"));
    const QSignalBlocker block(thinkKind_);
    thinkKind_->setItemText(0, tr("None"));
    thinkKind_->setItemText(1, tr("Fixed"));
    thinkKind_->setItemText(2, tr("Uniform"));
    thinkKind_->setItemText(3, tr("Exponential"));
    showThinkFields();
}

} // namespace bwui
