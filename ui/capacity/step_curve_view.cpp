#include "capacity/step_curve_view.h"

#include "capacity/capacity_text.h"
#include "charts/capacity_chart.h"
#include "charts/sweep_chart.h"
#include "util/units.h"

#include <QEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace bwui {

StepCurveView::StepCurveView(QWidget* parent) : QWidget(parent)
{
    answer_ = new QLabel;
    answer_->setWordWrap(true);
    answer_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = answer_->font();
    f.setBold(true);
    answer_->setFont(f);
    detail_ = new QLabel;
    detail_->setWordWrap(true);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    capacity_ = new CapacityChart;
    sweep_ = new SweepChart;
    stack_ = new QStackedWidget;
    stack_->addWidget(capacity_);
    stack_->addWidget(sweep_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(answer_);
    layout->addWidget(detail_);
    layout->addWidget(stack_, 1);
    redraw();
}

void StepCurveView::showCapacity(const bw::CapacityResult& result, double lo, double hi, const QString& status)
{
    shown_ = Shown::Capacity;
    capacityResult_ = result;
    lo_ = lo;
    hi_ = hi;
    status_ = status;
    redraw();
}

void StepCurveView::showSweep(const bw::SweepResult& result, const QString& status)
{
    shown_ = Shown::Sweep;
    sweepResult_ = result;
    status_ = status;
    redraw();
}

void StepCurveView::clear()
{
    shown_ = Shown::None;
    capacityResult_ = {};
    sweepResult_ = {};
    status_.clear();
    redraw();
}

QString StepCurveView::answerText() const { return answer_->text(); }
QString StepCurveView::detailText() const { return detail_->text(); }

void StepCurveView::redraw()
{
    const bw::TextCatalog c = bw::TextCatalog::installed();
    QString answer = status_, detail;
    if (shown_ == Shown::Capacity) {
        const bw::CapacityResult& r = capacityResult_;
        stack_->setCurrentWidget(capacity_);
        capacity_->setSteps(r.steps, r.slo, lo_, hi_, r.finished() && r.isLowerBound() ? r.maxRate : 0.0);
        if (r.finished()) {
            answer = bw::capacityAnswer(r, c);
            // The client was the limit (the answer says so): what would raise it.
            const QString hint = bw::capacityRaiseHint(r, c);
            if (!hint.isEmpty())
                detail = hint;
            else if (r.maxRate > 0 || r.firstFailRate > 0)
                detail = tr("Bracket %1").arg(bw::capacityBracket(r));   // "[38,400, 39,200] req/s"
        } else if (lo_ > 0 || hi_ > 0) {
            detail = tr("Bracket now: %1 to %2 req/s")
                         .arg(lo_ > 0 ? bw::formatRps(lo_) : QStringLiteral("-"), hi_ > 0 ? bw::formatRps(hi_) : QStringLiteral("-"));
        }
    } else if (shown_ == Shown::Sweep) {
        const bw::SweepResult& r = sweepResult_;
        stack_->setCurrentWidget(sweep_);
        sweep_->setResult(r);
        if (r.finished()) {
            answer = bw::sweepAnswer(r, c);
            if (r.model == bw::SweepModel::Closed)
                detail = bw::uslText(r.fit, c);
        }
    } else {
        capacity_->clear();
        stack_->setCurrentWidget(capacity_);
    }
    answer_->setText(answer);
    answer_->setVisible(!answer.isEmpty());
    detail_->setText(detail);
    detail_->setVisible(!detail.isEmpty());
}

void StepCurveView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        redraw();   // the core's sentences in the new language
    QWidget::changeEvent(event);
}

} // namespace bwui
