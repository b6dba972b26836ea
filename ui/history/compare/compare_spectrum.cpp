#include "history/compare/compare_spectrum.h"

#include "charts/spectrum_chart.h"
#include "model/spectrum_curves.h"

#include <QEvent>
#include <QVBoxLayout>

namespace bwui {

namespace {
constexpr int kHeightPx = 300;
}

CompareSpectrum::CompareSpectrum(QWidget* parent) : QWidget(parent)
{
    chart_ = new SpectrumChart;
    chart_->setMinimumHeight(kHeightPx);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chart_);
    render();
}

void CompareSpectrum::showRuns(const std::vector<bw::RunResult>& runs, const std::vector<QString>& names)
{
    runs_ = &runs;
    names_ = names;
    render();
}

void CompareSpectrum::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void CompareSpectrum::render()
{
    chart_->setTitle(tr("Latency by percentile (ms), each run"));
    std::vector<SpectrumChart::Curve> curves;
    if (runs_) {
        for (size_t i = 0; i < runs_->size() && i < names_.size(); ++i) {
            const auto c = SpectrumCurves::of((*runs_)[i], names_[i], int(i));
            curves.insert(curves.end(), c.begin(), c.end());
        }
    }
    chart_->setCurves(curves);
}

} // namespace bwui
