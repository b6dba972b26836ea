#include "panels/stages_editor.h"

#include "engine/stage_list.h"
#include "widgets/semantic_colors.h"
#include "widgets/stage_sparkline.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace bwui {

namespace {
QString cellText(const QTableWidget* t, int row, int column)
{
    const QTableWidgetItem* item = t->item(row, column);
    return item ? item->text().trimmed() : QString();
}

bool parses(const QString& text)
{
    return bool(bw::parseStageList(text.toStdString()));
}
} // namespace

StagesEditor::StagesEditor(QWidget* parent) : Retranslating(parent)
{
    table_ = new QTableWidget(0, 2);
    table_->setObjectName(QStringLiteral("stages"));
    table_->verticalHeader()->setVisible(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setMinimumHeight(110);
    table_->setMaximumHeight(170);
    add_ = new QPushButton;
    remove_ = new QPushButton;
    sparkline_ = new StageSparkline;
    problem_ = new QLabel;
    problem_->setWordWrap(true);
    problem_->hide();

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_);
    layout->addLayout(buttons);
    layout->addWidget(sparkline_);
    layout->addWidget(problem_);

    connect(add_, &QPushButton::clicked, this, [this] {
        // A new stage holds the last target for 30 s: a plateau to edit.
        const int last = table_->rowCount() - 1;
        addRow(QStringLiteral("30s"), last >= 0 ? cellText(table_, last, 1) : QString::number(qRound(base_)));
        refresh();
    });
    connect(remove_, &QPushButton::clicked, this, [this] {
        int row = table_->currentRow();
        if (row < 0)
            row = table_->rowCount() - 1;
        if (row >= 0)
            table_->removeRow(row);
        refresh();
    });
    connect(table_, &QTableWidget::itemChanged, this, [this] { refresh(); });
    retranslate();
}

void StagesEditor::retranslate()
{
    table_->setHorizontalHeaderLabels({tr("Duration"), tr("Target")});
    table_->setToolTip(tr("<p>Ramping stages, as k6's stages: over each stage's duration the load moves "
                          "linearly to its target, from the virtual users (or the fixed rate) above. A "
                          "stage of 0s is a jump.</p><p>Durations: 30s, 2m, 1m30s, 500ms. Targets: VUs, or "
                          "requests/s with a fixed rate.</p>"));
    add_->setText(tr("Add stage"));
    remove_->setText(tr("Remove stage"));
    sparkline_->setToolTip(tr("The planned load over the measured phase."));
    refresh();
}

void StagesEditor::addRow(const QString& duration, const QString& target)
{
    const QSignalBlocker block(table_);
    const int row = table_->rowCount();
    table_->insertRow(row);
    table_->setItem(row, 0, new QTableWidgetItem(duration));
    table_->setItem(row, 1, new QTableWidgetItem(target));
}

void StagesEditor::setStages(const std::vector<bw::RampStage>& stages)
{
    {
        const QSignalBlocker block(table_);
        table_->setRowCount(0);
    }
    for (const bw::RampStage& s : stages) {
        // Each stage's own text, as formatStageList writes it: "30s:100".
        const QString text = QString::fromStdString(bw::formatStageList({s}));
        const int colon = int(text.indexOf(QLatin1Char(':')));
        addRow(text.left(colon), text.mid(colon + 1));
    }
    refresh();
}

bool StagesEditor::setStageText(const QString& text)
{
    const auto parsed = bw::parseStageList(text.toStdString());
    if (!parsed)
        return false;
    setStages(*parsed);
    return true;
}

std::optional<std::vector<bw::RampStage>> StagesEditor::stages() const
{
    if (!problem().isEmpty())
        return std::nullopt;
    const auto parsed = bw::parseStageList(stageText().toStdString());
    if (!parsed)
        return std::nullopt;
    return *parsed;
}

QString StagesEditor::stageText() const
{
    QStringList items;
    for (int row = 0; row < table_->rowCount(); ++row)
        items << cellText(table_, row, 0) + QLatin1Char(':') + cellText(table_, row, 1);
    const QString text = items.join(QLatin1Char(','));
    const auto parsed = bw::parseStageList(text.toStdString());
    return parsed ? QString::fromStdString(bw::formatStageList(*parsed)) : QString();
}

QString StagesEditor::problem() const
{
    if (table_->rowCount() == 0)
        return tr("Add at least one stage.");
    double totalSec = 0;
    for (int row = 0; row < table_->rowCount(); ++row) {
        const QString d = cellText(table_, row, 0), t = cellText(table_, row, 1);
        // Each cell tried alone through the one parser, to name the cell at
        // fault (beside a 1 s stage, so that a 0 s jump parses on its own).
        const QString durationAlone = d + QStringLiteral(":0,1s:0");
        if (!parses(durationAlone))
            return tr("Stage %1: '%2' is not a duration (such as 30s, 2m, 1m30s or 500ms; 0s for a jump).")
                .arg(row + 1)
                .arg(d);
        if (!parses(QStringLiteral("1s:") + t))
            return tr("Stage %1: '%2' is not a target (a number of VUs, or of requests/s with a fixed rate).")
                .arg(row + 1)
                .arg(t);
        totalSec += bw::parseStageList(durationAlone.toStdString())->front().durationSec;
    }
    if (!(totalSec > 0))
        return tr("The stages last 0 s in total: give at least one of them a duration.");
    return {};
}

void StagesEditor::setBase(double base)
{
    base_ = base;
    refresh();
}

void StagesEditor::refresh()
{
    const QString why = problem();
    problem_->setText(why);
    QPalette p = problem_->palette();
    p.setColor(QPalette::WindowText, SemanticColors::color(SemanticColors::Role::Bad, palette()));
    problem_->setPalette(p);
    problem_->setVisible(!why.isEmpty());
    remove_->setEnabled(table_->rowCount() > 0);
    const auto s = why.isEmpty() ? bw::parseStageList(stageText().toStdString())
                                 : bw::Result<std::vector<bw::RampStage>>(bw::Error(std::string(), std::string()));
    sparkline_->setSchedule(base_, s ? *s : std::vector<bw::RampStage>());
    emit changed();
}

} // namespace bwui
