#include "suite/suite_panel.h"

#include "controller/error_text.h"
#include "history/files/history_export.h"
#include "history/history_paths.h"
#include "history/history_store.h"
#include "junit/junit_document.h"
#include "junit/junit_suite.h"
#include "model/display_format.h"
#include "report/html_report.h"
#include "model/summary_text.h"
#include "report/markdown_report.h"
#include "suite/bundled_suite_box.h"
#include "suite/suite_baselines.h"
#include "suite/suite_commands.h"
#include "suite/suite_live_feed.h"
#include "suite/suite_headroom.h"
#include "suite/suite_records_model.h"
#include "requests/request_stats_box.h"
#include "suite/suite_report.h"
#include "suite/suite_runner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QScrollArea>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace bwui {

namespace F = DisplayFormat;

SuitePanel::SuitePanel(QWidget* parent) : Retranslating(parent)
{
    historyPath_ = QString::fromStdString(bw::defaultDatabasePath());
    openButton_ = new QPushButton;
    suiteLabel_ = new QLabel;
    suiteLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    suiteLabel_->setWordWrap(true);
    bundled_ = new BundledSuiteBox;
    bundled_->setFolder(suitesFolder());
    descriptionLabel_ = new QLabel;
    descriptionLabel_->setWordWrap(true);
    planLabel_ = new QLabel;
    planLabel_->setWordWrap(true);
    // Unchecked: as the suite file says; checked: every scenario shortened to the value.
    shortenDuration_ = new QCheckBox;
    durationSpin_ = new QSpinBox;
    durationSpin_->setRange(1, 3600);
    durationSpin_->setValue(10);
    durationSpin_->setEnabled(false);
    shortenWarmup_ = new QCheckBox;
    warmupSpin_ = new QSpinBox;
    warmupSpin_->setRange(0, 600);
    warmupSpin_->setValue(2);
    warmupSpin_->setEnabled(false);
    planTable_ = new QTableWidget(0, 5);
    planTable_->verticalHeader()->hide();
    planTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    planTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    planTable_->horizontalHeader()->setStretchLastSection(true);
    runButton_ = new QPushButton;
    stopButton_ = new QPushButton;
    progress_ = new QProgressBar;
    progress_->setTextVisible(true);
    status_ = new QLabel;
    status_->setWordWrap(true);
    blockedLabel_ = new QLabel;
    blockedLabel_->setWordWrap(true);
    blockedLabel_->hide();
    feed_ = new SuiteLiveFeed(this);
    model_ = new SuiteRecordsModel(this);
    table_ = new QTableView;
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // One line a run: a wrapped cell in a one-line row read "PASS ⚠ Client
    // starved of CP…". Columns take their text's width (showRecords()), the
    // last one too (stretched, it was cut to what was left), and the table
    // scrolls sideways when they are wider than it.
    table_->setWordWrap(false);
    languageBox_ = new QComboBox;
    languageBox_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    languageBox_->addItem(QStringLiteral("한국어"), QStringLiteral("ko"));
    languageBox_->setCurrentIndex(languageBox_->findData(HistoryExport::reportLanguage()));
    exportButton_ = new QPushButton;

    auto* top = new QHBoxLayout;
    top->addWidget(openButton_);
    top->addWidget(bundled_);
    top->addWidget(suiteLabel_, 1);
    auto* options = new QHBoxLayout;
    options->addWidget(shortenDuration_);
    options->addWidget(durationSpin_);
    options->addSpacing(12);
    options->addWidget(shortenWarmup_);
    options->addWidget(warmupSpin_);
    options->addStretch(1);
    options->addWidget(runButton_);
    options->addWidget(stopButton_);
    auto* bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(languageBox_);
    bottom->addWidget(exportButton_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(descriptionLabel_);
    layout->addWidget(planLabel_);
    layout->addLayout(options);
    layout->addWidget(blockedLabel_);
    layout->addWidget(progress_);
    layout->addWidget(status_);
    // The plan before Run, the results as runs end.
    auto* tables = new QSplitter(Qt::Vertical);
    tables->addWidget(planTable_);
    tables->addWidget(table_);
    requests_ = new RequestStatsBox;   // a scenario with a "mix": its per-request table
    tables->addWidget(requests_);
    headroom_ = new HeadroomBars;
    auto* headroomScroll = new QScrollArea;
    headroomScroll->setWidget(headroom_);
    headroomScroll->setWidgetResizable(true);
    headroomScroll->setFrameShape(QFrame::NoFrame);
    headroomScroll_ = headroomScroll;
    tables->addWidget(headroomScroll);
    tables->setChildrenCollapsible(false);
    // The results and their bars matter more than the plan once runs end.
    tables->setStretchFactor(0, 1);
    tables->setStretchFactor(1, 2);
    tables->setStretchFactor(2, 2);
    layout->addWidget(tables, 1);
    layout->addLayout(bottom);

    timer_ = new QTimer(this);
    timer_->setInterval(200);
    connect(timer_, &QTimer::timeout, this, &SuitePanel::poll);
    connect(openButton_, &QPushButton::clicked, this, &SuitePanel::chooseFile);
    connect(bundled_, &BundledSuiteBox::suiteChosen, this, &SuitePanel::openSuiteFile);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SuitePanel::showRequests);
    connect(runButton_, &QPushButton::clicked, this, &SuitePanel::runSuite);
    connect(stopButton_, &QPushButton::clicked, this, &SuitePanel::stopSuite);
    connect(exportButton_, &QPushButton::clicked, this, &SuitePanel::chooseReport);
    connect(durationSpin_, &QSpinBox::valueChanged, this, &SuitePanel::replan);
    connect(warmupSpin_, &QSpinBox::valueChanged, this, &SuitePanel::replan);
    connect(shortenDuration_, &QCheckBox::toggled, this, [this] { updateButtons(); replan(); });
    connect(shortenWarmup_, &QCheckBox::toggled, this, [this] { updateButtons(); replan(); });
    connect(languageBox_, &QComboBox::activated, this, [this] { languageChosen_ = true; });
    confirm_ = [this](const QStringList& commands) {
        return QMessageBox::question(this, tr("Start commands?"),
                                     tr("This suite starts the following commands on this machine:\n\n%1\n\nStart them?")
                                         .arg(commands.join(QLatin1Char('\n'))))
               == QMessageBox::Yes;
    };
    retranslate();
    updateButtons();
}

SuitePanel::~SuitePanel()
{
    if (runner_)
        runner_->stop();   // the runner's destructor joins its thread
}

void SuitePanel::setHistoryPath(const QString& path) { historyPath_ = path; }

void SuitePanel::setDemoBinary(const QString& path) { demoBinary_ = path; }

void SuitePanel::setCommandConfirmer(std::function<bool(const QStringList&)> confirm) { confirm_ = std::move(confirm); }

bool SuitePanel::isRunning() const { return runner_ && !runner_->finished(); }

bool SuitePanel::runEnabled() const { return runButton_->isEnabled(); }

void SuitePanel::setBlockedReason(const QString& reason)
{
    blockedReason_ = reason;
    blockedLabel_->setText(reason);
    blockedLabel_->setVisible(!reason.isEmpty());
    updateButtons();
}

QString SuitePanel::statusText() const
{
    // An ended suite's outcome in the current language, whichever widget
    // hears of a language change first.
    return outcome_ && !isRunning() ? outcomeText() : status_->text();
}

void SuitePanel::retranslate()
{
    headroom_->setRows(suiteHeadroomRows(model_->records()));   // "%1 on %2" in the new language
    openButton_->setText(tr("Open suite…"));
    shortenDuration_->setText(tr("Shorten every scenario to"));
    shortenDuration_->setToolTip(tr("Unchecked: each scenario runs as long as the suite file says."));
    durationSpin_->setSuffix(tr(" s"));
    shortenWarmup_->setText(tr("Warmup"));
    shortenWarmup_->setToolTip(tr("Unchecked: each scenario warms up as the suite file says."));
    warmupSpin_->setSuffix(tr(" s"));
    runButton_->setText(tr("Run suite"));
    stopButton_->setText(tr("Stop"));
    exportButton_->setText(tr("Export report…"));
    languageBox_->setToolTip(tr("The language of the exported report."));
    if (!languageChosen_)
        languageBox_->setCurrentIndex(languageBox_->findData(HistoryExport::reportLanguage()));
    planTable_->setHorizontalHeaderLabels({tr("Scenario"), tr("Target"), tr("Warmup"), tr("Measured"), tr("SLO")});
    if (!suite_)
        suiteLabel_->setText(errorText_.isEmpty() ? tr("No suite open.") : errorText_);
    descriptionLabel_->setText(descriptionText());
    descriptionLabel_->setVisible(!descriptionLabel_->text().isEmpty());
    replan();
    if (outcome_ && !isRunning())
        status_->setText(outcomeText());
    emit model_->headerDataChanged(Qt::Horizontal, 0, SuiteRecordsModel::ColumnCount - 1);
    table_->resizeColumnsToContents();   // the headers and cells in the new language
    if (progress_->maximum() > 0)   // "2 of 2 runs", said again
        progress_->setFormat(tr("%1 of %n run(s)", nullptr, progress_->maximum()).arg(progress_->value()));
}

QString SuitePanel::reportLanguage() const { return languageBox_->currentData().toString(); }

QString SuitePanel::planText() const { return planLabel_->text(); }

QString SuitePanel::descriptionText() const { return suite_ ? BundledSuiteBox::descriptionOf(*suite_) : QString(); }

void SuitePanel::runSuite()
{
    if (!suite_ || !plan_ || isRunning() || !blockedReason_.isEmpty())
        return;
    if (bw::suiteLaunchesCommands(*suite_)) {
        QStringList lines;
        for (const auto& c : bw::suiteCommands(*suite_)) {
            QString line = QString::fromStdString(c.targetName) + QStringLiteral(": ") + QString::fromStdString(c.commandLine);
            if (!c.workingDir.empty())
                line += QStringLiteral("  (") + tr("in %1").arg(QString::fromStdString(c.workingDir)) + QLatin1Char(')');
            lines << line;
        }
        if (confirm_ && !confirm_(lines))
            return;
    }
    runner_.reset();
    outcome_.reset();
    showRecords({});
    bw::SuiteRunOptions ro;
    ro.historyPath = historyPath_.toStdString();
    ro.demoBinary = demoBinary_.toStdString();
    outcomePlan_ = plan_;
    runner_ = std::make_unique<bw::SuiteRunner>(*suite_, *plan_, ro);
    runner_->start();
    progress_->setRange(0, int(plan_->runs.size()));
    progress_->setValue(0);
    timer_->start();
    updateButtons();
    emit suiteStarted();
    poll();
}

void SuitePanel::stopSuite()
{
    if (runner_)
        runner_->stop();
}

void SuitePanel::poll()
{
    if (!runner_)
        return;
    const bw::SuiteProgress p = runner_->progress();
    feed_->update(*runner_, p);
    if (p.finishedRuns != model_->rowCount())
        showRecords(runner_->recordsFrom(0));
    progress_->setValue(p.finishedRuns);
    progress_->setFormat(tr("%1 of %n run(s)", nullptr, p.runCount).arg(p.finishedRuns));
    QString what;
    switch (p.stage) {
    case bw::SuiteStage::Idle: what = tr("Starting…"); break;
    case bw::SuiteStage::StartingTarget: what = tr("Starting the target %1…").arg(QString::fromStdString(p.cellLabel)); break;
    case bw::SuiteStage::Running:
        what = tr("Run %1 of %2: %3 on %4 · %5 req/s · p99 %6")
                   .arg(p.runIndex + 1)
                   .arg(p.runCount)
                   .arg(QString::fromStdString(p.scenarioName), QString::fromStdString(p.cellLabel),
                        F::requestsPerSec(p.live.rpsNow), F::latencyUs(p.live.p99NowUs));
        if (p.targetMonitored)
            what += tr(" · server %1").arg(F::bytes(p.target.rssBytes));
        break;
    case bw::SuiteStage::Cooldown: what = tr("Cooling down before the next run…"); break;
    case bw::SuiteStage::StoppingTarget: what = tr("Stopping the target…"); break;
    case bw::SuiteStage::Finished: what = tr("Finished."); break;
    }
    if (p.stage != bw::SuiteStage::Finished)
        what += QStringLiteral(" · ") + tr("about %1 left").arg(F::seconds(p.remainingSec));
    if (p.stopRequested && p.stage != bw::SuiteStage::Finished)
        what = tr("Stopping…");
    status_->setText(what);
    if (runner_->finished())
        finish();
}

void SuitePanel::finish()
{
    timer_->stop();
    outcome_ = runner_->outcome();
    showRecords(outcome_->records);
    const QString text = outcomeText();
    status_->setText(text);
    updateButtons();
    feed_->end();
    emit suiteFinished(outcome_->suiteRunId);
}

void SuitePanel::showRecords(const std::vector<bw::SuiteRunRecord>& records)
{
    model_->resetData(records);
    table_->resizeColumnsToContents();
    headroom_->setRows(suiteHeadroomRows(records));
    showRequests();
    // At least two runs' bars in view (the splitter once left them ~50 px);
    // more scroll.
    const int twoRuns = 2 * headroom_->rowHeightPx() + headroom_->fontMetrics().height() + 8;
    headroomScroll_->setMinimumHeight(std::min(headroom_->sizeHint().height(), twoRuns));
    emit recordsChanged();
}

void SuitePanel::showRequests()
{
    // The selected run's entries; without a selection, the last run that had a request set.
    const auto& records = model_->records();
    const QModelIndexList selected = table_->selectionModel()->selectedRows();
    int row = selected.isEmpty() ? -1 : selected.first().row();
    if (row < 0)
        for (int i = int(records.size()) - 1; i >= 0 && row < 0; --i)
            if (!records[size_t(i)].result.byRequest.empty())
                row = i;
    if (row < 0 || row >= int(records.size())) {
        requests_->clear();
        return;
    }
    requests_->setResult(records[size_t(row)].result);
}

int SuitePanel::headroomShownHeight() const
{
    return static_cast<QScrollArea*>(headroomScroll_)->viewport()->height();
}

QString SuitePanel::outcomeText() const
{
    QString text;
    switch (outcome_->status) {
    case bw::SuiteStatus::Complete: text = tr("Suite complete: %1 passed, %2 failed."); break;
    case bw::SuiteStatus::Failed: text = tr("Suite finished with runs that could not run: %1 passed, %2 failed."); break;
    case bw::SuiteStatus::Stopped: text = tr("Suite stopped: %1 passed, %2 failed; finished runs are kept."); break;
    case bw::SuiteStatus::Running: break;
    }
    text = text.arg(outcome_->passedCount()).arg(outcome_->failedCount());
    if (const int skipped = outcome_->skippedCount())
        text += QLatin1Char(' ') + tr("%n run(s) skipped: a runtime is missing.", nullptr, skipped);
    if (!outcome_->historyError.empty())
        text += QLatin1Char(' ') + tr("Not saved: %1").arg(QString::fromStdString(outcome_->historyError));
    return text;
}

void SuitePanel::updateButtons()
{
    const bool running = isRunning();
    openButton_->setEnabled(!running);
    bundled_->setEnabled(!running && !bundled_->paths().isEmpty());
    runButton_->setEnabled(!running && suite_ && plan_ && blockedReason_.isEmpty());
    stopButton_->setEnabled(running);
    shortenDuration_->setEnabled(!running);
    shortenWarmup_->setEnabled(!running);
    durationSpin_->setEnabled(!running && shortenDuration_->isChecked());
    warmupSpin_->setEnabled(!running && shortenWarmup_->isChecked());
    exportButton_->setEnabled(!running && outcome_.has_value());
}

void SuitePanel::chooseReport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export suite report"), QString(),
                                                      tr("HTML report (*.html);;Markdown report (*.md);;JUnit XML for CI (*.xml)"));
    if (path.isEmpty())
        return;
    const QString problem = exportReport(path, reportLanguage());
    if (!problem.isEmpty())
        QMessageBox::warning(this, tr("Export suite report"), problem);
}

QString SuitePanel::exportReport(const QString& path, const QString& language)
{
    if (!outcome_ || !suite_ || !outcomePlan_)
        return tr("No suite has run yet.");
    const QString lower = path.toLower();
    const bool html = lower.endsWith(QLatin1String(".html")) || lower.endsWith(QLatin1String(".htm"));
    const bool junit = lower.endsWith(QLatin1String(".xml"));
    if (!html && !junit && !lower.endsWith(QLatin1String(".md")))
        return tr("The file name must end in .html, .md or .xml (JUnit).");
    QByteArray bytes;
    if (junit) {
        // as `benchwork-cli suite --junit`: a test case per run (docs/ci.md)
        bytes = bw::junitXml(bw::junitFromSuite(*outcome_, &*outcomePlan_));
    } else {
        bw::HistoryStore store;
        const bool haveHistory = !historyPath_.isEmpty() && store.open(historyPath_.toStdString());
        const auto baselines = bw::resolveBaselines(*suite_, haveHistory ? &store : nullptr);
        const bw::ReportDocument doc = bw::buildSuiteReport(*suite_, *outcomePlan_, *outcome_, baselines, language);
        bytes = (html ? bw::reportToHtml(doc) : bw::reportToMarkdown(doc)).toUtf8();
    }
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
    return {};
}

} // namespace bwui
