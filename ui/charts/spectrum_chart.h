#pragma once
// The percentile spectrum (HdrHistogram's plot): x is the percentile on a
// log scale of 1/(1-p), labelled 0 %, 90 %, 99 % ... 99.999 % (all six at any
// width); y is latency
// in milliseconds. Curves come from bw::percentileSpectrum(); a baseline's
// curve is drawn faded under the live one, a fixed-rate run's uncorrected
// curve dashed next to its corrected one. An optional horizontal line marks
// the SLO's p99 ceiling. Title and legend (chart_legend.h) sit above the
// plot. Part of the chart layer: Qt Charts stays in ui/charts/.
//
// Threads: UI thread only.
#include "stats/percentile_spectrum.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

namespace bwui {

class SpectrumChart : public QWidget {
    Q_OBJECT
public:
    enum class Style { Solid, Dashed, Faded };
    struct Curve {
        QString name;
        int color = 0;                          // index into the chart colour list
        Style style = Style::Solid;
        std::vector<bw::SpectrumPoint> points;  // bw::percentileSpectrum()
    };

    explicit SpectrumChart(QWidget* parent = nullptr);
    ~SpectrumChart() override;

    // Shows these curves (in order; faded ones are drawn under the others).
    // Curves without points are left out, legend entry included.
    void setCurves(const std::vector<Curve>& curves);
    void clearCurves() { setCurves({}); }
    int curveCount() const;
    void setTitle(const QString& title);
    // A dashed horizontal line at `valueMs` (the p99 ceiling); <= 0 removes it.
    void setThreshold(double valueMs, const QString& name);

    // What is drawn, for tests: (x, latency ms) of a curve, the x axis's labels.
    QList<QPointF> curvePoints(int curve) const;
    QString curveName(int curve) const;
    QStringList xLabels() const;
    // The legend's entries (curves, then the SLO line).
    QStringList legendNames() const;
    double yTop() const;
    double thresholdMs() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyTheme();
    void placeXLabels();
    void rescale();
    void updateLegend();

    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace bwui
