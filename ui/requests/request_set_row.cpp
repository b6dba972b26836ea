#include "requests/request_set_row.h"

#include "requests/request_set_editor.h"
#include "requests/requests_dialog.h"
#include "widgets/semantic_colors.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

#include <memory>

namespace bwui {

namespace {
const char* const kSettingsKey = "target/requestSet";
}

RequestSetRow::RequestSetRow(RunFor run, QWidget* parent)
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
        problem_ = check.problem(run_(set_));
    }
    render();
    emit changed();
}

RequestsDialog* RequestSetRow::makeDialog(QWidget* parent)
{
    return new RequestsDialog(run_, set_, parent);
}

void RequestSetRow::edit()
{
    std::unique_ptr<RequestsDialog> dialog(makeDialog(this));
    if (dialog->exec() == QDialog::Accepted)
        setSet(dialog->editor()->set());
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
    edit_->setToolTip(tr("Several requests in proportion, or user journeys (flows), with {{variables}}: edit, import or load a "
                       "request set."));
    clear_->setText(tr("Clear"));
    clear_->setEnabled(!set_.empty() || !restoreError_.isEmpty());
    QString text;
    if (set_.empty()) {
        text = tr("One request: the fields above.");
    } else {
        const QString order = set_.order == bw::RequestOrder::Sequence ? tr("in sequence") : tr("by weight");
        const QString source = QString::fromStdString(set_.source);
        if (set_.flows.empty())
            text = tr("%n request(s) from %1, %2; method and body are each entry's.", nullptr, int(set_.entries.size()))
                       .arg(source, order);
        else if (set_.entries.empty())
            text = tr("%n flow(s) from %1, %2; each virtual user runs a flow's steps in order.", nullptr,
                      int(set_.flows.size()))
                       .arg(source, order);
        else
            text = tr("%n flow(s) and %1 from %2, %3; each virtual user runs a flow's steps in order.", nullptr,
                      int(set_.flows.size()))
                       .arg(tr("%n request(s)", nullptr, int(set_.entries.size())), source, order);
    }
    const QString problem = this->problem();
    QPalette p = summary_->palette();
    p.setColor(QPalette::WindowText, problem.isEmpty() ? palette().color(QPalette::WindowText)
                                                       : SemanticColors::color(SemanticColors::Role::Bad, palette()));
    summary_->setPalette(p);
    summary_->setText(problem.isEmpty() ? text : text + QLatin1Char('\n') + problem);
}

} // namespace bwui
