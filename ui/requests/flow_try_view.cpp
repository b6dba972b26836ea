#include "requests/flow_try_view.h"

#include "controller/error_text.h"
#include "widgets/semantic_colors.h"

#include <QApplication>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace bwui {

namespace {

// Received text as the view shows it: "\r\n" line ends as "\n", no trailing blank lines.
QString shown(const std::string& text)
{
    QString s = QString::fromUtf8(text.data(), qsizetype(text.size()));
    s.remove(QLatin1Char('\r'));
    while (s.endsWith(QLatin1Char('\n')))
        s.chop(1);
    return s;
}

} // namespace

FlowTryView::FlowTryView(QWidget* parent) : Retranslating(parent)
{
    setObjectName(QStringLiteral("flowTryView"));
    auto* l = new QVBoxLayout(this);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("flowTrySummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* split = split_ = new QSplitter(Qt::Horizontal, this);
    steps_ = new QListWidget(split);
    steps_->setObjectName(QStringLiteral("flowTrySteps"));
    detail_ = new QPlainTextEdit(split);
    detail_->setObjectName(QStringLiteral("flowTryDetail"));
    detail_->setReadOnly(true);
    detail_->setLineWrapMode(QPlainTextEdit::NoWrap);
    detail_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    steps_->setMinimumWidth(150);
    split->setSizes({220, 660});   // until render() fits the list to its lines
    l->addWidget(summary_);
    l->addWidget(split, 1);
    connect(steps_, &QListWidget::currentRowChanged, this, &FlowTryView::showStep);
    retranslate();
}

bool FlowTryView::start(const bw::LoadConfig& cfg, int flow)
{
    if (running_ || flow < 0 || flow >= int(cfg.mix.flows.size()))
        return false;
    running_ = true;
    flow_ = cfg.mix.flows[size_t(flow)];
    emit runningChanged(true);
    render();
    // The try blocks (each step up to the run's timeout): on a thread of its
    // own, which fills `out` and ends. QThread::finished comes from that
    // thread, so the connection to this object (of the UI thread) is a
    // queued call; if this view is gone by then, Qt drops it.
    auto out = std::make_shared<std::optional<bw::Result<bw::TriedFlow>>>();
    QThread* thread = QThread::create([cfg, flow, out] { out->emplace(bw::tryFlowOnce(cfg, flow)); });
    connect(thread, &QThread::finished, this, [this, out] {
        running_ = false;
        showResult(out->has_value() ? **out : bw::Result<bw::TriedFlow>(bw::Error(std::string(), "the try did not end")));
        emit runningChanged(false);
        emit finished();
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
    return true;
}

void FlowTryView::showResult(const bw::Result<bw::TriedFlow>& tried)
{
    if (tried) {
        result_ = *tried;
        error_.clear();
    } else {
        result_.reset();
        error_ = bwui::errorText(tried.error());
    }
    render();
    if (steps_->count() > 0) {
        // The first step that did not pass, else the first.
        int row = 0;
        for (int i = 0; i < steps_->count(); ++i)
            if (steps_->item(i)->data(Qt::UserRole).toBool()) {
                row = i;
                break;
            }
        steps_->setCurrentRow(row);
    }
}

QString FlowTryView::summaryText() const
{
    if (running_)
        return tr("Trying \"%1\" once against the target…").arg(QString::fromStdString(flow_.name));
    if (!error_.isEmpty())
        return tr("The try could not run: %1").arg(error_);
    if (!result_)
        return tr("Try once sends one iteration of the selected flow to the run's target and shows each step here.");
    return result_->passed ? tr("\"%1\" passed: every step was sent, answered 2xx or 3xx, and every check held.")
                                 .arg(QString::fromStdString(flow_.name))
                           : tr("\"%1\" failed: see the marked steps.").arg(QString::fromStdString(flow_.name));
}

QString FlowTryView::stepText(int step) const
{
    if (!result_ || step < 0)
        return {};
    const QLocale locale;
    if (step >= int(result_->steps.size())) {
        if (step >= int(flow_.steps.size()))
            return {};
        return tr("Not reached: an earlier step failed, and this flow starts over after a failure (On failure: restart).");
    }
    const bw::TriedStep& t = result_->steps[size_t(step)];
    QStringList out;
    if (!t.sent) {
        QStringList missing;
        for (const std::string& name : t.missing)
            missing << QStringLiteral("{{%1}}").arg(QString::fromStdString(name));
        return tr("Skipped: not sent, as it needs %1, which an earlier step did not give (its extraction found nothing, "
                  "or that step failed).")
            .arg(missing.join(QStringLiteral(", ")));
    }
    auto section = [&out](const QString& title) {
        if (!out.isEmpty())
            out << QString();
        out << QStringLiteral("── %1 ──").arg(title);
    };
    section(tr("Request as sent"));
    out << shown(t.request);
    section(tr("Response (%1 ms)").arg(locale.toString(t.elapsedMs, 'f', 1)));
    if (t.status == 0)
        out << tr("No response: %1").arg(QString::fromStdString(t.error));
    else
        out << shown(t.responseHead);
    if (!t.extracted.empty()) {
        section(tr("Extracted"));
        for (const auto& [name, value] : t.extracted)
            out << QStringLiteral("{{%1}} = %2").arg(QString::fromStdString(name), QString::fromStdString(value));
    }
    if (!t.failed.empty()) {
        section(tr("Failed checks"));
        for (const std::string& f : t.failed)
            out << QString::fromStdString(f);
    }
    return out.join(QLatin1Char('\n'));
}

void FlowTryView::render()
{
    summary_->setText(summaryText());
    const bool bad = !running_ && (!error_.isEmpty() || (result_ && !result_->passed));
    const bool good = !running_ && result_ && result_->passed;
    QPalette p = summary_->palette();
    p.setColor(QPalette::WindowText,
               bad ? SemanticColors::color(SemanticColors::Role::Bad, palette())
                   : good ? SemanticColors::color(SemanticColors::Role::Good, palette()) : palette().color(QPalette::WindowText));
    summary_->setPalette(p);

    const int current = steps_->currentRow();
    const QSignalBlocker block(steps_);
    steps_->clear();
    if (running_ || !result_) {
        detail_->clear();
        return;
    }
    const QLocale locale;
    QStyle* style = QApplication::style();
    for (size_t i = 0; i < flow_.steps.size(); ++i) {
        const QString name = QString::fromStdString(i < result_->steps.size() ? result_->steps[i].name : flow_.steps[i].request.name);
        QString line;
        bool failed = true;
        if (i >= result_->steps.size()) {
            line = tr("%1. %2: not reached").arg(int(i) + 1).arg(name);
        } else {
            const bw::TriedStep& t = result_->steps[i];
            failed = !t.sent || t.status < 200 || t.status >= 400 || !t.failed.empty();
            if (!t.sent)
                line = tr("%1. %2: skipped").arg(int(i) + 1).arg(name);
            else if (t.status == 0)
                line = tr("%1. %2: no response").arg(int(i) + 1).arg(name);
            else
                line = tr("%1. %2: %3 in %4 ms").arg(int(i) + 1).arg(name).arg(t.status).arg(locale.toString(t.elapsedMs, 'f', 1));
            if (t.sent && !t.failed.empty())
                line += tr(", %n check(s) failed", nullptr, int(t.failed.size()));
        }
        auto* item = new QListWidgetItem(style->standardIcon(failed ? QStyle::SP_MessageBoxWarning : QStyle::SP_DialogApplyButton), line);
        item->setData(Qt::UserRole, failed);
        item->setToolTip(line);
        steps_->addItem(item);
    }
    if (current >= 0 && current < steps_->count())
        steps_->setCurrentRow(current);
    showStep(steps_->currentRow());
    fitList();
}

void FlowTryView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fitList();
}

void FlowTryView::fitList()
{
    // "2. list: 401 in 1.2 ms, 2 check(s) failed" whole, the rest for the
    // request and the response.
    const int total = split_->width() - split_->handleWidth();
    if (!isVisible() || steps_->count() == 0 || total < 2 * steps_->minimumWidth())
        return;
    const int want = steps_->sizeHintForColumn(0) + 2 * steps_->frameWidth() + steps_->verticalScrollBar()->sizeHint().width();
    const int w = std::clamp(want, steps_->minimumWidth(), total / 2);
    split_->setSizes({w, total - w});
}

void FlowTryView::showStep(int row)
{
    detail_->setPlainText(stepText(row));
}

void FlowTryView::retranslate()
{
    detail_->setPlaceholderText(tr("The selected step's request, response head, extracted values and failed checks."));
    render();
}

} // namespace bwui
