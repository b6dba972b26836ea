#include "history/browser/run_filter_bar.h"

#include "model/summary_text.h"
#include "result/client_health.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QAbstractItemView>
#include <QStyle>
#include <QToolButton>

#include <algorithm>

namespace bwui {

namespace {
constexpr int kDebounceMs = 250;
const char* const kStatuses[] = {"complete", "stopped", "target-exited", "interrupted", "failed", "running"};

int64_t startOfDayMs(QDate d)
{
    return QDateTime(d, QTime(0, 0)).toMSecsSinceEpoch();
}
} // namespace

RunFilterBar::RunFilterBar(QWidget* parent) : Retranslating(parent)
{
    text_ = new QLineEdit;
    text_->setObjectName(QStringLiteral("filterText"));
    text_->setClearButtonEnabled(true);
    text_->setMinimumWidth(160);
    target_ = new QLineEdit;
    target_->setClearButtonEnabled(true);
    tag_ = new QComboBox;
    tag_->setEditable(true);
    tag_->setInsertPolicy(QComboBox::NoInsert);
    tag_->setMinimumContentsLength(8);
    range_ = new QComboBox;
    for (int i = 0; i < 5; ++i)
        range_->addItem(QString());
    from_ = new QDateEdit(QDate::currentDate().addDays(-7));
    to_ = new QDateEdit(QDate::currentDate());
    for (QDateEdit* d : {from_, to_}) {
        d->setCalendarPopup(true);
        d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    }
    dash_ = new QLabel(QStringLiteral("\u2013"));
    verdict_ = new QComboBox;
    for (const char* v : {"", "pass", "fail", "none", "not-judged"})
        verdict_->addItem(QString(), QString::fromLatin1(v));
    status_ = new QComboBox;
    status_->addItem(QString(), QString());
    for (const char* s : kStatuses)
        status_->addItem(QString(), QString::fromLatin1(s));
    health_ = new QComboBox;
    health_->addItem(QString(), QString());
    for (const std::string& w : bw::client_health::allWarnings())
        health_->addItem(QString(), QString::fromStdString(w));
    clear_ = new QToolButton;
    clear_->setAutoRaise(true);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(text_, 3);
    layout->addWidget(target_, 2);
    layout->addWidget(tag_, 1);
    layout->addWidget(range_);
    layout->addWidget(from_);
    layout->addWidget(dash_);
    layout->addWidget(to_);
    layout->addWidget(verdict_);
    layout->addWidget(status_);
    layout->addWidget(health_);
    layout->addWidget(clear_);

    debounce_.setSingleShot(true);
    debounce_.setInterval(kDebounceMs);
    connect(&debounce_, &QTimer::timeout, this, &RunFilterBar::changed);
    connect(text_, &QLineEdit::textChanged, this, &RunFilterBar::emitSoon);
    connect(target_, &QLineEdit::textChanged, this, &RunFilterBar::emitSoon);
    connect(text_, &QLineEdit::returnPressed, this, &RunFilterBar::applyNow);
    connect(target_, &QLineEdit::returnPressed, this, &RunFilterBar::applyNow);
    connect(tag_, &QComboBox::currentTextChanged, this, &RunFilterBar::emitSoon);
    connect(range_, &QComboBox::currentIndexChanged, this, [this] {
        updateRangeEditors();
        emitSoon();
    });
    connect(from_, &QDateEdit::dateChanged, this, &RunFilterBar::emitSoon);
    connect(to_, &QDateEdit::dateChanged, this, &RunFilterBar::emitSoon);
    connect(verdict_, &QComboBox::currentIndexChanged, this, &RunFilterBar::emitSoon);
    connect(status_, &QComboBox::currentIndexChanged, this, &RunFilterBar::emitSoon);
    connect(health_, &QComboBox::currentIndexChanged, this, &RunFilterBar::emitSoon);
    connect(clear_, &QToolButton::clicked, this, &RunFilterBar::clearAll);
    retranslate();
    updateRangeEditors();
}

void RunFilterBar::retranslate()
{
    text_->setPlaceholderText(tr("Search name, notes, URL"));
    text_->setToolTip(tr("Shows runs whose name, notes or target URL contain this text (any case)."));
    target_->setPlaceholderText(tr("Target URL contains"));
    tag_->lineEdit()->setPlaceholderText(tr("Tag"));
    tag_->setToolTip(tr("Shows runs carrying exactly this tag."));
    range_->setItemText(0, tr("Any time"));
    range_->setItemText(1, tr("Last 24 hours"));
    range_->setItemText(2, tr("Last 7 days"));
    range_->setItemText(3, tr("Last 30 days"));
    range_->setItemText(4, tr("Between dates"));
    from_->setToolTip(tr("First day shown"));
    to_->setToolTip(tr("Last day shown"));
    verdict_->setItemText(0, tr("Any verdict"));
    verdict_->setItemText(1, tr("SLO passed"));
    verdict_->setItemText(2, tr("Failed"));
    verdict_->setItemText(3, tr("No SLO"));
    verdict_->setItemText(4, tr("Not judged"));
    verdict_->setToolTip(tr("Failed: runs that missed their SLO, in which no request completed, or whose target "
                            "ended during the run. Not judged: runs stopped or interrupted before their end."));
    status_->setItemText(0, tr("Any status"));
    status_->setItemText(1, tr("Complete"));
    status_->setItemText(2, tr("Stopped"));
    status_->setItemText(3, tr("Target exited"));
    status_->setItemText(4, tr("Interrupted"));
    status_->setItemText(5, tr("Failed"));
    status_->setItemText(6, tr("Running"));
    health_->setItemText(0, tr("Any client health"));
    for (int i = 1; i < health_->count(); ++i)
        health_->setItemText(i, SummaryText::clientWarningName(health_->itemData(i).toString().toStdString()));
    health_->setToolTip(tr("Shows runs with this client-health warning."));
    clear_->setText(tr("Clear filters"));
    clear_->setToolTip(tr("Show every run again"));
}

void RunFilterBar::emitSoon()
{
    if (!quiet_)
        debounce_.start();
}

void RunFilterBar::updateRangeEditors()
{
    const bool custom = range_->currentIndex() == int(Range::Custom);
    from_->setVisible(custom);
    to_->setVisible(custom);
    dash_->setVisible(custom);
}

bw::RunFilter RunFilterBar::filter() const
{
    bw::RunFilter f;
    f.text = text_->text().trimmed().toStdString();
    f.target = target_->text().trimmed().toStdString();
    f.tag = tag_->currentText().trimmed().toStdString();
    f.verdict = verdict_->currentData().toString().toStdString();
    f.status = status_->currentData().toString().toStdString();
    f.clientWarning = health_->currentData().toString().toStdString();
    const int64_t nowMs = QDateTime::currentMSecsSinceEpoch();
    constexpr int64_t kDayMs = 24LL * 3600 * 1000;
    switch (Range(range_->currentIndex())) {
    case Range::Any: break;
    case Range::Day: f.fromMs = nowMs - kDayMs; break;
    case Range::Week: f.fromMs = nowMs - 7 * kDayMs; break;
    case Range::Month: f.fromMs = nowMs - 30 * kDayMs; break;
    case Range::Custom: {
        // Whole local days, both ends included.
        QDate a = from_->date(), b = to_->date();
        if (b < a)
            std::swap(a, b);
        f.fromMs = startOfDayMs(a);
        f.toMs = startOfDayMs(b.addDays(1));
        break;
    }
    }
    return f;
}

void RunFilterBar::setKnownTags(const QStringList& tags)
{
    const QString typed = tag_->currentText();
    QStringList have;
    for (int i = 0; i < tag_->count(); ++i)
        have << tag_->itemText(i);
    QStringList want = tags;
    want.prepend(QString());   // "no tag filter"
    if (have == want)
        return;
    quiet_ = true;
    tag_->clear();
    tag_->addItems(want);
    tag_->setCurrentText(typed);
    // The list opens as wide as its longest tag (the box itself may be narrow).
    const QFontMetrics fm(tag_->view()->font());
    int widest = 0;
    for (const QString& t : tags)
        widest = std::max(widest, fm.horizontalAdvance(t));
    tag_->view()->setMinimumWidth(widest + 4 * fm.averageCharWidth()
                                  + tag_->view()->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    quiet_ = false;
}

void RunFilterBar::setText(const QString& text) { text_->setText(text); }
void RunFilterBar::setTarget(const QString& target) { target_->setText(target); }
void RunFilterBar::setTag(const QString& tag) { tag_->setCurrentText(tag); }

void RunFilterBar::setVerdict(const QString& verdict)
{
    const int i = verdict_->findData(verdict);
    verdict_->setCurrentIndex(i < 0 ? 0 : i);
}

void RunFilterBar::setStatus(const QString& status)
{
    const int i = status_->findData(status);
    status_->setCurrentIndex(i < 0 ? 0 : i);
}

void RunFilterBar::setRange(Range range, QDate from, QDate to)
{
    if (from.isValid())
        from_->setDate(from);
    if (to.isValid())
        to_->setDate(to);
    range_->setCurrentIndex(int(range));
}

void RunFilterBar::clearAll()
{
    quiet_ = true;
    text_->clear();
    target_->clear();
    tag_->setCurrentText(QString());
    range_->setCurrentIndex(0);
    verdict_->setCurrentIndex(0);
    status_->setCurrentIndex(0);
    health_->setCurrentIndex(0);
    quiet_ = false;
    updateRangeEditors();
    debounce_.stop();
    emit changed();
}

void RunFilterBar::applyNow()
{
    debounce_.stop();
    emit changed();
}

bool RunFilterBar::isEmpty() const
{
    const bw::RunFilter f = filter();
    return f.text.empty() && f.target.empty() && f.tag.empty() && f.verdict.empty() && f.status.empty()
           && f.clientWarning.empty() && f.fromMs == 0 && f.toMs == 0;
}

} // namespace bwui
