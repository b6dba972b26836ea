#include "panels/baseline_picker.h"

#include "history/history_text.h"
#include "model/display_format.h"

#include "history/baseline_lookup.h"
#include "history/history_store.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>

namespace bwui {

namespace {
enum Item { ItemNone = 0, ItemLast, ItemRun, ItemChoose };
}

BaselinePicker::BaselinePicker(QWidget* parent) : Retranslating(parent)
{
    caption_ = new QLabel;
    combo_ = new QComboBox;
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    caption_->setBuddy(combo_);
    resolved_ = new QLabel;
    resolved_->setForegroundRole(QPalette::PlaceholderText);
    // A long "No baseline: ... http://..." must not widen the window.
    resolved_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    resolved_->setMinimumWidth(0);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(caption_);
    layout->addWidget(combo_);
    layout->addWidget(resolved_, 1);
    connect(combo_, &QComboBox::activated, this, [this](int index) {
        if (filling_)
            return;
        switch (combo_->itemData(index).toInt()) {
        case ItemNone: setChoice(Mode::None); break;
        case ItemLast: setChoice(Mode::LastMatching); break;
        case ItemRun: break;   // the run already chosen
        case ItemChoose: chooseFromHistory(); break;
        }
    });
    retranslate();
}

void BaselinePicker::retranslate()
{
    caption_->setText(tr("Base&line:"));
    combo_->setToolTip(tr("A past run to draw faded under the live charts, aligned by second since the start "
                          "of the measured phase; the big figures then compare against it."));
    fillCombo();
}

void BaselinePicker::fillCombo()
{
    filling_ = true;
    combo_->clear();
    combo_->addItem(tr("None"), ItemNone);
    combo_->addItem(tr("Last run of the same target and load"), ItemLast);
    if (mode_ == Mode::Run)
        combo_->addItem(runLabel_.isEmpty() ? tr("Run #%1").arg(runId_) : runLabel_, ItemRun);
    combo_->addItem(tr("Choose from history…"), ItemChoose);
    combo_->setCurrentIndex(mode_ == Mode::None ? 0 : mode_ == Mode::LastMatching ? 1 : 2);
    filling_ = false;
}

void BaselinePicker::setChoice(Mode mode, int64_t runId)
{
    if (mode == Mode::Run && runId <= 0)
        mode = Mode::None;
    const bool changed = mode != mode_ || runId != runId_;
    mode_ = mode;
    runId_ = mode == Mode::Run ? runId : 0;
    if (mode != Mode::Run)
        runLabel_.clear();
    fillCombo();
    if (changed)
        emit choiceChanged();
}

void BaselinePicker::chooseFromHistory()
{
    bw::HistoryStore store;
    QStringList items;
    std::vector<int64_t> ids;
    if (store.open(historyPath_.toStdString())) {
        bw::RunFilter f;
        f.status = bw::runStatusName(bw::RunStatus::Complete);
        f.limit = 200;
        for (const bw::RunRow& row : store.listRuns(f)) {
            items << tr("%1 · %2 req/s · p99 %3")
                         .arg(HistoryText::runTitle(row), DisplayFormat::requestsPerSec(row.rps),
                              DisplayFormat::latencyUs(row.p99Us));
            ids.push_back(row.id);
        }
    }
    if (items.isEmpty()) {
        showResolved(tr("The history has no complete run to compare with yet."));
        fillCombo();
        return;
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Baseline"), tr("Compare the next runs with:"), items, 0,
                                                 false, &ok);
    const int index = int(items.indexOf(chosen));
    if (!ok || index < 0) {
        fillCombo();   // back to what was chosen before
        return;
    }
    runLabel_ = chosen.section(QStringLiteral(" · "), 0, 0);
    const int64_t id = ids[size_t(index)];
    mode_ = Mode::None;   // so setChoice() sees a change
    setChoice(Mode::Run, id);
}

std::optional<bw::RunResult> BaselinePicker::resolve(const bw::LoadConfig& config, int64_t excludeId,
                                                     QString* problem) const
{
    if (mode_ == Mode::None)
        return std::nullopt;
    bw::HistoryStore store;
    if (!store.open(historyPath_.toStdString())) {
        *problem = tr("The baseline cannot be read: the history at %1 does not open (%2).")
                       .arg(historyPath_, QString::fromStdString(store.lastError()));
        return std::nullopt;
    }
    int64_t id = runId_;
    if (mode_ == Mode::LastMatching) {
        id = bw::lastMatchingRun(store, config, excludeId);
        if (id <= 0) {
            *problem = tr("No baseline: the history has no complete run of %1 with %n virtual user(s) and this rate yet.",
                          nullptr, config.connections)
                           .arg(QString::fromStdString(config.url));
            return std::nullopt;
        }
    }
    auto run = store.loadRun(id);
    if (!run) {
        *problem = tr("The baseline run #%1 cannot be read: %2").arg(id).arg(QString::fromStdString(store.lastError()));
        return std::nullopt;
    }
    return run;
}

QString BaselinePicker::label(const bw::RunResult& run)
{
    const QString name = run.name.empty() ? tr("run #%1").arg(run.historyId)
                                          : tr("#%1 %2").arg(run.historyId).arg(QString::fromStdString(run.name));
    return tr("%1 · %2 req/s · p99 %3")
        .arg(name, DisplayFormat::requestsPerSec(run.rps), DisplayFormat::latencyUs(run.latencySummary.p99Us));
}

void BaselinePicker::showResolved(const QString& text)
{
    resolved_->setText(text);
    resolved_->setToolTip(text);   // the whole sentence when it is cut
}

QString BaselinePicker::resolvedText() const
{
    return resolved_->text();
}

} // namespace bwui
