#include "history/browser/run_details_pane.h"

#include "history/history_database.h"
#include "history/history_text.h"
#include "history/round_group_sides.h"
#include "compare/comparison_text.h"
#include "util/text_catalog.h"
#include "model/summary_text.h"
#include "model/display_format.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace bwui {

namespace F = DisplayFormat;

namespace {
constexpr int kManyListed = int(RunDetailsPane::kRunsNamed);   // names listed for a multi-selection
}

RunDetailsPane::RunDetailsPane(HistoryDatabase* db, QWidget* parent) : Retranslating(parent), db_(db)
{
    empty_ = new QLabel;
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);
    empty_->setForegroundRole(QPalette::PlaceholderText);
    manyText_ = new QLabel;
    manyText_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    manyText_->setWordWrap(true);
    manyText_->setTextFormat(Qt::PlainText);

    title_ = new QLabel;
    QFont f = title_->font();
    f.setBold(true);
    title_->setFont(f);
    title_->setWordWrap(true);
    facts_ = new QLabel;
    facts_->setWordWrap(true);
    facts_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    facts_->setTextFormat(Qt::PlainText);
    name_ = new QLineEdit;
    tags_ = new QLineEdit;
    notes_ = new QPlainTextEdit;
    notes_->setTabChangesFocus(true);
    nameLabel_ = new QLabel;
    tagsLabel_ = new QLabel;
    notesLabel_ = new QLabel;
    nameLabel_->setBuddy(name_);
    tagsLabel_->setBuddy(tags_);
    notesLabel_->setBuddy(notes_);
    save_ = new QPushButton;
    revert_ = new QPushButton;

    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(nameLabel_, name_);
    form->addRow(tagsLabel_, tags_);
    form->addRow(notesLabel_, notes_);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(revert_);
    buttons->addWidget(save_);

    single_ = new QWidget;
    auto* col = new QVBoxLayout(single_);
    col->setContentsMargins(0, 0, 0, 0);
    col->addWidget(title_);
    col->addWidget(facts_);
    col->addLayout(form, 1);
    col->addLayout(buttons);

    pages_ = new QStackedWidget;
    pages_->addWidget(empty_);
    pages_->addWidget(manyText_);
    pages_->addWidget(single_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 0, 0, 0);
    layout->addWidget(pages_);

    connect(name_, &QLineEdit::textEdited, this, &RunDetailsPane::updateButtons);
    connect(tags_, &QLineEdit::textEdited, this, &RunDetailsPane::updateButtons);
    connect(notes_, &QPlainTextEdit::textChanged, this, [this] {
        if (!loading_)
            updateButtons();
    });
    connect(name_, &QLineEdit::returnPressed, this, &RunDetailsPane::save);
    connect(tags_, &QLineEdit::returnPressed, this, &RunDetailsPane::save);
    connect(save_, &QPushButton::clicked, this, &RunDetailsPane::save);
    connect(revert_, &QPushButton::clicked, this, &RunDetailsPane::revert);
    retranslate();
    showSelection({});
}

void RunDetailsPane::retranslate()
{
    empty_->setText(tr("Select a run to see its details.\nDouble-click or press Enter to open it; select "
                       "two or more to compare them."));
    nameLabel_->setText(tr("&Name:"));
    tagsLabel_->setText(tr("&Tags:"));
    notesLabel_->setText(tr("N&otes:"));
    tags_->setPlaceholderText(tr("comma-separated, e.g. nginx, baseline"));
    notes_->setPlaceholderText(tr("What was different about this run?"));
    save_->setText(tr("&Save"));
    save_->setToolTip(tr("Save the name, tags and notes to the history"));
    revert_->setText(tr("Re&vert"));
    renderFacts();
}

void RunDetailsPane::showGroup(int64_t groupId, const std::vector<bw::RunRow>& runs)
{
    run_.reset();
    many_.clear();
    manyCount_ = 0;
    groupId_ = groupId;
    groupRuns_ = runs;
    pages_->setCurrentWidget(manyText_);
    renderFacts();
}

QString RunDetailsPane::summaryText() const
{
    return pages_->currentWidget() == manyText_ ? manyText_->text() : QString();
}

QString RunDetailsPane::groupText() const
{
    const std::vector<bw::RoundGroupSide> sides = bw::roundGroupSides(groupRuns_, groupId_);
    if (sides.empty())
        return {};
    const bool ab = !sides.front().side.empty();
    QStringList lines;
    if (ab)
        lines << tr("A/B group g%1: %n round(s) per side, A and B alternated.", nullptr, int(sides.front().runIds.size()))
                     .arg(groupId_);
    else
        lines << tr("Round group g%1: %n round(s) of one configuration.", nullptr, int(sides.front().runIds.size()))
                     .arg(groupId_);
    for (const bw::RoundGroupSide& side : sides) {
        lines << QString();
        const QString url = QString::fromStdString(side.method.empty() ? side.targetUrl : side.method + " " + side.targetUrl);
        lines << (ab ? QString::fromStdString(bw::sideName(side.side)) + QStringLiteral(": ") : QString()) + url;
        lines << tr("Median of %n run(s): %1 req/s, p50 %2, p99 %3", nullptr, int(side.runIds.size()))
                     .arg(F::requestsPerSec(side.rps), side.p50Us > 0 ? F::latencyUs(side.p50Us) : F::dash(),
                          side.p99Us > 0 ? F::latencyUs(side.p99Us) : F::dash());
        lines << tr("Runs: %1").arg(QString::fromStdString(bw::runIdList(side.runIds)));
        if (side.failedRuns > 0)
            lines << tr("%1 of %n run(s) failed the SLO.", nullptr, int(side.runIds.size())).arg(side.failedRuns);
        if (side.unfinishedRuns > 0)
            lines << tr("%n run(s) did not complete.", nullptr, side.unfinishedRuns);
    }
    if (sides.size() == 2) {
        std::vector<bw::RunRow> a, b;
        for (const bw::RunRow& r : groupRuns_)
            if (r.roundGroupId == groupId_)
                (r.roundSide == sides[0].side ? a : b).push_back(r);
        const bw::ComparisonSettings settings;
        const bw::TextCatalog c = bw::TextCatalog::installed();
        lines << QString() << QStringLiteral("A → B: ")
                                  + bw::comparisonHeadline(bw::compareRowSets(a, b, settings), QStringLiteral("B"), settings, c);
    }
    lines << QString() << tr("Compare it (Ctrl+D) for every metric with its interval; double-click the row to list "
                             "each round.");
    return lines.join(QLatin1Char('\n'));
}

void RunDetailsPane::showSelection(const std::vector<bw::RunRow>& selected, size_t count)
{
    groupId_ = 0;
    groupRuns_.clear();
    manyCount_ = std::max(count, selected.size());
    if (manyCount_ == 1 && selected.size() == 1) {
        const bool same = run_ && run_->id == selected.front().id;
        const bool keepEdits = same && dirty();
        run_ = selected.front();
        many_.clear();
        if (!keepEdits)
            revert();
        pages_->setCurrentWidget(single_);
    } else {
        run_.reset();
        many_ = selected;
        pages_->setCurrentWidget(manyCount_ == 0 ? static_cast<QWidget*>(empty_) : manyText_);
    }
    renderFacts();
}

void RunDetailsPane::renderFacts()
{
    if (groupId_) {
        manyText_->setText(groupText());
        return;
    }
    if (!many_.empty()) {
        QStringList lines;
        lines << tr("%n run(s) selected.", nullptr, int(manyCount_));
        lines << QString();
        for (size_t i = 0; i < many_.size() && i < size_t(kManyListed); ++i)
            lines << HistoryText::runTitle(many_[i]);
        if (manyCount_ > size_t(kManyListed))
            lines << tr("and %n more", nullptr, int(manyCount_ - kManyListed));
        lines << QString() << tr("Compare them (Ctrl+D), export them, or delete them (Del).");
        manyText_->setText(lines.join(QLatin1Char('\n')));
        return;
    }
    if (!run_)
        return;
    const bw::RunRow& r = *run_;
    title_->setText(HistoryText::runTitle(r));
    QStringList lines;
    lines << tr("Started: %1").arg(HistoryText::startedAt(r.startedAtMs));
    lines << tr("Target: %1").arg(QString::fromStdString(r.method.empty() ? r.targetUrl : r.method + " " + r.targetUrl));
    if (r.rate > 0)
        lines << tr("Load: %1 connections at %2 req/s for %3")
                     .arg(r.connections)
                     .arg(F::requestsPerSec(r.rate), F::seconds(r.measuredSec));
    else if (r.connections > 0)
        lines << tr("Load: %1 virtual users for %2").arg(r.connections).arg(F::seconds(r.measuredSec));
    lines << tr("Result: %1 requests, %2 req/s, p99 %3")
                 .arg(F::count(r.requests), F::requestsPerSec(r.rps), r.p99Us > 0 ? F::latencyUs(r.p99Us) : F::dash());
    QString status = HistoryText::status(r.status);
    if (!r.statusMessage.empty())
        status += QStringLiteral(" (") + QString::fromStdString(r.statusMessage) + QLatin1Char(')');
    lines << tr("Status: %1").arg(status);
    lines << tr("SLO: %1").arg(HistoryText::verdict(r.verdict));
    lines << tr("Source: %1").arg(HistoryText::source(r.source));
    if (!r.overlappingRuns.empty())
        lines << QStringLiteral("\u26a0 ") + SummaryText::overlapWarning(r.overlappingRuns);
    facts_->setText(lines.join(QLatin1Char('\n')));
}

bool RunDetailsPane::dirty() const
{
    if (!run_)
        return false;
    return name_->text().trimmed().toStdString() != run_->name
           || HistoryText::parseTags(tags_->text()) != run_->tags
           || notes_->toPlainText().toStdString() != run_->notes;
}

void RunDetailsPane::updateButtons()
{
    const bool d = dirty();
    save_->setEnabled(d && db_);
    revert_->setEnabled(d);
}

void RunDetailsPane::revert()
{
    loading_ = true;
    name_->setText(run_ ? QString::fromStdString(run_->name) : QString());
    tags_->setText(run_ ? HistoryText::joinTags(run_->tags) : QString());
    notes_->setPlainText(run_ ? QString::fromStdString(run_->notes) : QString());
    loading_ = false;
    updateButtons();
}

bool RunDetailsPane::save()
{
    if (!run_ || !db_)
        return false;
    bw::RunRow r = *run_;
    const QString name = name_->text().trimmed();
    const std::vector<std::string> tags = HistoryText::parseTags(tags_->text());
    const QString notes = notes_->toPlainText();
    bool ok = true;
    if (ok && name.toStdString() != r.name) {
        ok = db_->setName(r.id, name);
        if (ok)
            r.name = name.toStdString();
    }
    if (ok && tags != r.tags) {
        ok = db_->setTags(r.id, tags);
        if (ok)
            r.tags = tags;
    }
    if (ok && notes.toStdString() != r.notes) {
        ok = db_->setNotes(r.id, notes);
        if (ok)
            r.notes = notes.toStdString();
    }
    run_ = r;
    if (!ok)
        emit editFailed(db_->lastError());
    else
        revert();   // normalised tags ("b, a" -> "a, b")
    renderFacts();
    updateButtons();
    emit runEdited(r);
    return ok;
}

} // namespace bwui
