#include "panels/run_bar.h"

#include "model/display_format.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include "widgets/elided_label.h"
#include "widgets/phase_progress.h"
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace bwui {

namespace F = DisplayFormat;

namespace {
QToolButton* actionButton(QAction* action)
{
    auto* b = new QToolButton;
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setIconSize(QSize(20, 20));
    b->setMinimumWidth(96);
    b->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    return b;
}
} // namespace

RunBar::RunBar(QAction* run, QAction* stop, QWidget* parent) : QWidget(parent)
{
    runButton_ = actionButton(run);
    stopButton_ = actionButton(stop);
    progress_ = new PhaseProgress;
    phase_ = new ElidedLabel;
    phase_->setMinimumWidth(260);
    slo_ = new QLabel;
    slo_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The bar and the line share the row in fixed parts, whatever the line
    // says: a long one ("The run failed: ...") is cut with "…" (its tooltip
    // has it whole) and never narrows the bar.
    phase_->setSizePolicy(QSizePolicy::Ignored, phase_->sizePolicy().verticalPolicy());
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(progress_, 3);
    progressRow->addWidget(phase_, 2);
    auto* right = new QVBoxLayout;
    right->setContentsMargins(0, 0, 0, 0);
    right->addLayout(progressRow);
    right->addWidget(slo_);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(runButton_);
    layout->addWidget(stopButton_);
    layout->addSpacing(8);
    layout->addLayout(right, 1);
}

void RunBar::showSlo(const QString& text)
{
    slo_->setText(text);
}

QString RunBar::phaseText() const { return phase_->text(); }
QString RunBar::phaseShownText() const { return phase_->shownText(); }

QString RunBar::sloText() const { return slo_->text(); }

void RunBar::showIdle(const QString& message, bool finished)
{
    progress_->setFraction(finished ? 1 : 0);
    phase_->setText(message);
}

void RunBar::showPreparing(const QString& text)
{
    progress_->setFraction(0);
    phase_->setText(text.isEmpty() ? tr("Starting…") : text);
}

void RunBar::showLive(const bw::LiveStatus& live, const QString& what)
{
    QString text;
    double fraction = 0;
    switch (live.phase) {
    case bw::Phase::Idle:
        text = tr("Starting…");
        break;
    case bw::Phase::Warmup: {
        const double left = std::max(0.0, live.phaseTotalSec - live.phaseElapsedSec);
        fraction = live.phaseTotalSec > 0 ? live.phaseElapsedSec / live.phaseTotalSec : 0;
        text = tr("Warmup (not counted): %1 left").arg(F::seconds(left));
        break;
    }
    case bw::Phase::Measured:
        if (live.requestsTotal > 0) {
            fraction = double(live.requestsDone) / double(live.requestsTotal);
            text = tr("Measuring: %1 of %2 requests")
                       .arg(F::count(live.requestsDone), F::count(live.requestsTotal));
        } else {
            const double left = std::max(0.0, live.phaseTotalSec - live.phaseElapsedSec);
            fraction = live.phaseTotalSec > 0 ? live.phaseElapsedSec / live.phaseTotalSec : 0;
            text = tr("Measuring: %1 left").arg(F::seconds(left));
        }
        break;
    case bw::Phase::Finished:
        fraction = 1;
        text = tr("Finishing…");
        break;
    }
    progress_->setFraction(fraction);
    if (!what.isEmpty())
        text = what + QStringLiteral(" \u00b7 ") + text;
    if (phase_->text() != text)
        phase_->setText(text);
}

} // namespace bwui
