#include "capacity/capacity_panel.h"

#include "capacity/capacity_form.h"
#include "capacity/capacity_text.h"
#include "capacity/step_curve_view.h"
#include "history/history_paths.h"
#include "model/live_series.h"
#include "model/display_format.h"
#include "util/units.h"
#include "widgets/semantic_colors.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>

namespace bwui {

namespace F = DisplayFormat;

CapacityPanel::CapacityPanel(QWidget* parent)
    : Retranslating(parent), historyPath_(QString::fromStdString(bw::defaultDatabasePath()))
{
    capacityFactory_ = [](bw::CapacityJob job) { return std::make_unique<bw::CapacityRunner>(std::move(job)); };
    sweepFactory_ = [](bw::SweepJob job) { return std::make_unique<bw::SweepRunner>(std::move(job)); };

    form_ = new CapacityForm;
    runButton_ = new QPushButton;
    stopButton_ = new QPushButton;
    problem_ = new QLabel;
    problem_->setWordWrap(true);
    status_ = new QLabel;
    status_->setWordWrap(true);
    curves_ = new StepCurveView;
    timer_ = new QTimer(this);
    timer_->setInterval(250);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(runButton_);
    buttons->addWidget(stopButton_);
    buttons->addStretch();
    auto* left = new QVBoxLayout;
    left->addWidget(form_);
    left->addLayout(buttons);
    left->addWidget(problem_);
    left->addWidget(status_);
    left->addStretch();
    auto* leftBox = new QWidget;
    leftBox->setLayout(left);
    leftBox->setMaximumWidth(420);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(leftBox);
    layout->addWidget(curves_, 1);

    connect(form_, &CapacityForm::changed, this, [this] {
        startProblem_.clear();
        updateButtons();
    });
    connect(runButton_, &QPushButton::clicked, this, [this] { start(); });
    connect(stopButton_, &QPushButton::clicked, this, &CapacityPanel::stop);
    connect(timer_, &QTimer::timeout, this, &CapacityPanel::poll);
    retranslate();
    updateButtons();
}

CapacityPanel::~CapacityPanel()
{
    // The runners' destructors stop and join their threads.
    capacity_.reset();
    sweep_.reset();
}

std::optional<bw::TargetPoint> CapacityPanel::targetNow() const
{
    return target_.monitored ? bwui::targetNow(target_.latest) : std::nullopt;
}

void CapacityPanel::setMirror(StepCurveView* mirror) { mirror_ = mirror; }

void CapacityPanel::setBlockedReason(const QString& reason)
{
    blockedReason_ = reason;
    updateButtons();
}

void CapacityPanel::setTickIntervalMs(int ms) { timer_->setInterval(ms); }

bool CapacityPanel::isRunning() const { return capacity_ || sweep_; }

bool CapacityPanel::runEnabled() const { return !isRunning() && blockedReason_.isEmpty() && form_->problem().isEmpty(); }

QString CapacityPanel::problemText() const { return problem_->text(); }
QString CapacityPanel::statusText() const { return statusText_; }

bool CapacityPanel::start()
{
    if (isRunning())
        return false;
    if (!blockedReason_.isEmpty() || !form_->problem().isEmpty()) {
        updateButtons();
        return false;
    }
    bw::LoadConfig config;
    bw::TargetSpec target;
    QString why;
    if (!source_ || !source_(&config, &target, &why)) {
        startProblem_ = why.isEmpty() ? tr("The target is not ready.") : why;
        updateButtons();
        return false;
    }
    startProblem_.clear();
    bw::SessionOptions session;
    session.historyPath = historyPath_.toStdString();
    capacityResult_ = {};
    sweepResult_ = {};
    lo_ = hi_ = 0;
    drawnSteps_ = 0;
    live_ = {};
    target_ = {};
    if (form_->mode() == CapacityForm::Mode::Capacity) {
        bw::CapacityJob job;
        job.config = config;
        job.slo = form_->slo();
        job.target = target;
        job.settings = form_->capacitySettings();
        job.session = session;
        capacity_ = capacityFactory_(std::move(job));
        capacityResult_ = capacity_->result();
        capacity_->start();
    } else {
        bw::SweepJob job;
        job.config = config;
        job.target = target;
        job.model = form_->sweepModel();
        job.points = form_->sweepPoints();
        job.stepSec = form_->stepSec();
        job.warmupSec = form_->warmupSec();
        job.session = session;
        sweep_ = sweepFactory_(std::move(job));
        sweepResult_ = sweep_->result();
        sweep_->start();
    }
    form_->setEditable(false);
    draw(tr("Starting…"));
    updateButtons();
    timer_->start();
    emit started();
    return true;
}

void CapacityPanel::stop()
{
    if (capacity_)
        capacity_->stop();
    if (sweep_)
        sweep_->stop();
}

QString CapacityPanel::stepText(const std::optional<bw::StepPlan>& plan) const
{
    if (!plan)
        return tr("Between steps…");
    const bw::TextCatalog c = bw::TextCatalog::installed();
    const QString phase = bw::stepPhaseText(plan->phase, c);
    if (plan->phase == bw::StepPhase::Probe)
        return tr("Step %1: closed-model probe").arg(plan->index);
    if (plan->rate > 0)
        return tr("Step %1 (%2) at %3 req/s").arg(plan->index).arg(phase, bw::formatRps(plan->rate));
    return tr("Step %1 (%2) at %3 VUs").arg(plan->index).arg(phase).arg(plan->vus);
}

void CapacityPanel::poll()
{
    QString status;
    bool more = false, done = false;
    if (capacity_) {
        const bw::CapacityProgress p = capacity_->progress();
        live_ = p.live;
        target_ = p.target;
        status = stepText(p.current);
        more = size_t(p.stepsDone) != drawnSteps_ || p.low != lo_ || p.high != hi_;
        lo_ = p.low;
        hi_ = p.high;
        done = p.finished;
        if (more || done) {
            capacityResult_ = capacity_->result();
            drawnSteps_ = capacityResult_.steps.size();
        }
    } else if (sweep_) {
        const bw::SweepProgress p = sweep_->progress();
        live_ = p.live;
        target_ = p.target;
        status = stepText(p.current);
        if (p.current)
            status = tr("%1 (point %2 of %3)").arg(status).arg(p.pointsDone + 1).arg(p.pointsPlanned);
        more = size_t(p.pointsDone) != drawnSteps_;
        done = p.finished;
        if (more || done) {
            sweepResult_ = sweep_->result();
            drawnSteps_ = sweepResult_.points.size();
        }
    } else {
        return;
    }
    if (done) {
        finish();
        return;
    }
    statusText_ = status;
    status_->setText(status);
    if (more)
        draw(QString());
    emit ticked();
}

void CapacityPanel::draw(const QString& status)
{
    statusText_ = status.isEmpty() ? statusText_ : status;
    status_->setText(statusText_);
    for (StepCurveView* v : {curves_, mirror_}) {
        if (!v)
            continue;
        if (capacity_)
            v->showCapacity(capacityResult_, lo_, hi_);
        else
            v->showSweep(sweepResult_);
    }
}

void CapacityPanel::finish()
{
    timer_->stop();
    QString history;
    if (capacity_) {
        capacityResult_ = capacity_->result();
        lo_ = capacityResult_.maxRate;
        hi_ = capacityResult_.firstFailRate;
        history = QString::fromStdString(capacity_->historyError());
    } else if (sweep_) {
        sweepResult_ = sweep_->result();
        history = QString::fromStdString(sweep_->historyError());
    }
    const bool wasCapacity = bool(capacity_);
    // The answer is drawn before the runner goes: its destructor joins the
    // finished loop and takes a target it started down.
    for (StepCurveView* v : {curves_, mirror_}) {
        if (!v)
            continue;
        if (wasCapacity)
            v->showCapacity(capacityResult_, lo_, hi_);
        else
            v->showSweep(sweepResult_);
    }
    capacity_.reset();   // joins the finished loop, takes a started target down
    sweep_.reset();
    live_ = {};
    target_ = {};
    form_->setEditable(true);
    statusText_ = history.isEmpty() ? tr("Finished.") : tr("Finished; not saved in the history: %1").arg(history);
    status_->setText(statusText_);
    updateButtons();
    emit finished();
}

void CapacityPanel::updateButtons()
{
    const QString problem = form_->problem();
    runButton_->setText(form_->mode() == CapacityForm::Mode::Sweep ? tr("Run sweep") : tr("Run search"));
    runButton_->setEnabled(runEnabled());
    stopButton_->setEnabled(isRunning());
    const QString shown = !problem.isEmpty() ? problem : !startProblem_.isEmpty() ? startProblem_ : blockedReason_;
    problem_->setText(shown);
    problem_->setVisible(!shown.isEmpty());
    QPalette pal = problem_->palette();
    pal.setColor(QPalette::WindowText, SemanticColors::color(problem.isEmpty() && startProblem_.isEmpty()
                                                                 ? SemanticColors::Role::Warning
                                                                 : SemanticColors::Role::Bad,
                                                             palette()));
    problem_->setPalette(pal);
    runButton_->setToolTip(shown);
}

void CapacityPanel::loadSettings(const QSettings& settings) { form_->loadSettings(settings); }
void CapacityPanel::saveSettings(QSettings& settings) const { form_->saveSettings(settings); }

void CapacityPanel::retranslate()
{
    stopButton_->setText(tr("Stop"));
    updateButtons();
}

} // namespace bwui
