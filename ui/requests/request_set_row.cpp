#include "requests/request_set_row.h"

#include "requests/request_set_editor.h"
#include "requests/requests_dialog.h"
#include "widgets/semantic_colors.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

namespace bwui {

namespace {
const char* const kSettingsKey = "target/requestSet";
}

RequestSetRow::RequestSetRow(std::function<bw::LoadConfig()> run, QWidget* parent)
    : Rerendering(parent), run_(std::move(run)), summary_(new QLabel(this)), edit_(new QPushButton(this)),
      clear_(new QPushButton(this))
{
    edit_->setObjectName(QStringLiteral("editRequests"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* l = new QGridLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(edit_, 0, 0);
    l->addWidget(clear_, 0, 1);
    l->setColumnStretch(2, 1);
    l->addWidget(summary_, 1, 0, 1, 3);
    connect(edit_, &QPushButton::clicked, this, &RequestSetRow::edit);
    connect(clear_, &QPushButton::clicked, this, [this] { setSet({}); });
    render();
}

void RequestSetRow::setSet(const bw::RequestSet& set)
{
    set_ = set;
    restoreError_.clear();
    recheck();
}

QString RequestSetRow::problem() const
{
    return restoreError_.isEmpty() ? problem_ : restoreError_;
}

void RequestSetRow::recheck()
{
    if (set_.empty()) {
        problem_.clear();
    } else {
        RequestSetEditor check;
        check.setSet(set_);
        problem_ = check.problem(run_());
    }
    render();
    emit changed();
}

void RequestSetRow::edit()
{
    RequestsDialog dialog(run_(), set_, this);
    if (dialog.exec() == QDialog::Accepted)
        setSet(dialog.editor()->set());
}

void RequestSetRow::loadSettings(const QSettings& settings)
{
    bw::RequestSet set;
    const QString error = RequestSetEditor::fromSettingsText(settings.value(kSettingsKey).toString(), &set);
    setSet(set);
    if (!error.isEmpty()) {
        restoreError_ = tr("The saved request set could not be read again: %1").arg(error);
        render();
        emit changed();
    }
}

void RequestSetRow::saveSettings(QSettings& settings) const
{
    settings.setValue(kSettingsKey, RequestSetEditor::toSettingsText(set_));
}

void RequestSetRow::render()
{
    edit_->setText(tr("Requests…"));
    edit_->setToolTip(tr("Several requests in proportion, with {{variables}}: edit, import or load a request set."));
    clear_->setText(tr("Clear"));
    clear_->setEnabled(!set_.empty() || !restoreError_.isEmpty());
    QString text;
    if (set_.empty()) {
        text = tr("One request: the fields above.");
    } else {
        const QString order = set_.order == bw::RequestOrder::Sequence ? tr("in sequence") : tr("by weight");
        text = tr("%n request(s) from %1, %2; method and body are each entry's.", nullptr, int(set_.entries.size()))
                   .arg(QString::fromStdString(set_.source), order);
    }
    const QString problem = this->problem();
    QPalette p = summary_->palette();
    p.setColor(QPalette::WindowText, problem.isEmpty() ? palette().color(QPalette::WindowText)
                                                       : SemanticColors::color(SemanticColors::Role::Bad, palette()));
    summary_->setPalette(p);
    summary_->setText(problem.isEmpty() ? text : text + QLatin1Char('\n') + problem);
}

} // namespace bwui
