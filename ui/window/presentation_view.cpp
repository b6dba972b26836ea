#include "window/presentation_view.h"

#include "capacity/step_curve_view.h"
#include "panels/charts_panel.h"
#include "panels/live_figures_panel.h"
#include "widgets/headroom_bars.h"
#include "widgets/semantic_colors.h"

#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QScreen>
#include <QShortcut>
#include <QVBoxLayout>

namespace bwui {

PresentationView::PresentationView(QWidget* parent) : QWidget(parent, Qt::Window)
{
    QFont f = font();
    f.setPointSizeF(kBaseFontPt);
    setFont(f);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);

    caption_ = new QLabel;
    QFont cf = f;
    cf.setBold(true);
    cf.setPointSizeF(kBaseFontPt * 1.2);
    caption_->setFont(cf);
    // A long caption (a search's closing sentence) wraps: unwrapped, its
    // width became the window's minimum, wider than the screen.
    caption_->setWordWrap(true);
    hint_ = new QLabel;
    hint_->setForegroundRole(QPalette::PlaceholderText);
    QFont hf = f;
    hf.setPointSizeF(kBaseFontPt * 0.7);
    hint_->setFont(hf);

    verdict_ = new QLabel;
    QFont vf = f;
    vf.setBold(true);
    vf.setPointSizeF(kBaseFontPt * kVerdictScale);
    verdict_->setFont(vf);
    verdictDetail_ = new QLabel;
    verdictDetail_->setWordWrap(true);
    verdictDetail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    verdict_->hide();
    verdictDetail_->hide();

    figures_ = new LiveFiguresPanel;
    figures_->setPresentation(kFigureScale);
    charts_ = new ChartsPanel;
    charts_->setPresentation(true);
    // Three charts side by side at 1280 px: a smaller font than the
    // figures' so titles, legends and axis labels fit.
    QFont chartFont = f;
    chartFont.setPointSizeF(kChartFontPt);
    charts_->setFont(chartFont);
    bars_ = new HeadroomBars;
    bars_->setFont(chartFont);   // a quarter of the width: the charts' size, so "124x p99 headroom" fits
    bars_->hide();
    steps_ = new StepCurveView;
    steps_->setFont(chartFont);
    steps_->hide();

    auto* top = new QHBoxLayout;
    top->addWidget(caption_, 1);
    top->addWidget(hint_);
    auto* outcome = new QHBoxLayout;
    outcome->setSpacing(24);
    outcome->addWidget(verdict_);
    outcome->addWidget(verdictDetail_, 1);
    auto* body = new QHBoxLayout;
    body->addWidget(charts_, 3);
    body->addWidget(steps_, 3);
    body->addWidget(bars_, 1, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->setSpacing(12);
    layout->addLayout(top);
    layout->addLayout(outcome);
    layout->addWidget(figures_);
    layout->addLayout(body, 1);

    auto* leave = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(leave, &QShortcut::activated, this, &QWidget::close);
    auto* run = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_R), this);
    connect(run, &QShortcut::activated, this, &PresentationView::runRequested);
    retranslate();
}

void PresentationView::retranslate()
{
    setWindowTitle(tr("Benchwork presentation"));
    hint_->setText(tr("Esc or F11: leave · Ctrl+R: run"));
}

void PresentationView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        applyOutcomeColour();
    QWidget::changeEvent(event);
}

void PresentationView::showOutcome(const QString& verdict, const QString& detail, Outcome outcome,
                                   std::vector<HeadroomBars::Row> rows)
{
    outcome_ = outcome;
    verdict_->setText(verdict);
    verdictDetail_->setText(detail);
    verdict_->setVisible(!verdict.isEmpty());
    verdictDetail_->setVisible(!detail.isEmpty());
    applyOutcomeColour();
    bars_->setVisible(!rows.empty());
    bars_->setRows(std::move(rows));
}

void PresentationView::showSteps(bool on)
{
    steps_->setVisible(on);
    charts_->setVisible(!on);
}

bool PresentationView::showingSteps() const { return !steps_->isHidden(); }

void PresentationView::clearOutcome()
{
    showOutcome(QString(), QString(), Outcome::Neutral, {});
}

QString PresentationView::verdictText() const
{
    return verdict_->text();
}

QString PresentationView::verdictDetail() const
{
    return verdictDetail_->text();
}

void PresentationView::applyOutcomeColour()
{
    if (!verdict_)
        return;   // a palette change while constructing
    QPalette p = verdict_->palette();
    const QPalette base = palette();
    // The label draws in the role that contrasts with the view's Base background.
    const QPalette::ColorRole role = verdict_->foregroundRole();
    p.setColor(role, outcome_ == Outcome::Pass        ? SemanticColors::color(SemanticColors::Role::Good, base)
                     : outcome_ == Outcome::Fail      ? SemanticColors::color(SemanticColors::Role::Bad, base)
                     : outcome_ == Outcome::NotJudged ? SemanticColors::color(SemanticColors::Role::NotJudged, base)
                                                 : base.color(role));
    verdict_->setPalette(p);
}

QColor PresentationView::verdictColour() const
{
    return verdict_->palette().color(verdict_->foregroundRole());
}

void PresentationView::setCaption(const QString& text)
{
    if (caption_->text() != text)
        caption_->setText(text);
}

QString PresentationView::caption() const
{
    return caption_->text();
}

void PresentationView::enter(bool fullScreen, QSize size)
{
    if (fullScreen) {
        // The screen's size first: without a window manager (a bare X
        // server) full screen alone keeps the size hint.
        if (const QScreen* s = (parentWidget() ? parentWidget()->screen() : screen()))
            setGeometry(s->geometry());
        showFullScreen();
    } else {
        resize(size);
        showNormal();
    }
    raise();
    activateWindow();
}

void PresentationView::closeEvent(QCloseEvent* event)
{
    emit closed();
    QWidget::closeEvent(event);
}

} // namespace bwui
