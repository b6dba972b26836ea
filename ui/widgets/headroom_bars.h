#pragma once
// SLO headroom as bars, the way the reference report draws it: per run (or
// suite scenario) one bar for requests/s against its floor (measured /
// floor) and one for p99 against its ceiling (ceiling / measured), on a
// common scale with a dashed line at 1x (exactly on target). Bars at or
// past 1x are drawn in the pass colour, short ones in the fail colour, each
// value after its bar and after the 1x line (as core/report's HTML); a run
// without a floor or ceiling has no bar for it. Painted with QPainter
// (not a chart): it is a handful of rectangles.
//
// Threads: UI thread only.
#include <QString>
#include <QWidget>

#include <vector>

namespace bw {
struct SloVerdict;
struct Slo;
}

namespace bwui {

class HeadroomBars : public QWidget {
    Q_OBJECT
public:
    struct Row {
        QString name;
        bool evaluated = false;   // the run had an SLO and a result to judge
        bool pass = false;
        double rpsRatio = 0;      // 0: no floor
        double p99Headroom = 0;   // 0: no ceiling
    };
    static Row rowFor(const QString& name, const bw::Slo& slo, const bw::SloVerdict& verdict);

    explicit HeadroomBars(QWidget* parent = nullptr);

    void setRows(std::vector<Row> rows);
    const std::vector<Row>& rows() const { return rows_; }
    // The common scale's right end (a ratio, at least 1.25).
    double scaleMax() const;
    // The bars' geometry for tests: x of the 1x line and the length of a bar
    // in pixels, at the current width (`which` 0: requests/s, 1: p99).
    double oneXPx() const;
    double barLeftPx() const { return labelWidth(); }
    double barPx(int row, int which) const;
    // Where a bar's value text starts: after the bar and after the 1x line,
    // so "0.68x RPS target" never crosses the line (as the HTML report).
    double valueLeftPx(int row, int which) const;

    // One run's height: its name line and its two bars.
    int rowHeightPx() const { return rowHeight(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int rowHeight() const;
    int labelWidth() const;
    int valueRoom() const;
    QString valueText(double ratio, int which) const;
    double barArea() const;

    std::vector<Row> rows_;
};

} // namespace bwui
