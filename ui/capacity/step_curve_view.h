#pragma once
// A capacity search or a load sweep as the window shows it: the answer
// line (the core's own sentence, capacity_text.h, in the window's
// language) over its chart (CapacityChart or SweepChart), and the
// bracket, the client's limit or the fit on a second line. The Capacity
// tab draws into one while a search runs, the presentation view into
// another, and the history opens a stored group in a third.
//
// Threads: UI thread only.
#include "capacity/capacity_result.h"
#include "capacity/sweep_result.h"

#include <QWidget>

class QLabel;
class QStackedWidget;

namespace bwui {

class CapacityChart;
class SweepChart;

class StepCurveView : public QWidget {
    Q_OBJECT
public:
    explicit StepCurveView(QWidget* parent = nullptr);

    // A search so far (result.finished() false: no answer line yet, the
    // `status` instead) with its bracket [lo, hi] in requests/s.
    void showCapacity(const bw::CapacityResult& result, double lo, double hi, const QString& status = {});
    // A sweep so far; the answer and the fit once it finished.
    void showSweep(const bw::SweepResult& result, const QString& status = {});
    void clear();

    CapacityChart* capacityChart() const { return capacity_; }
    SweepChart* sweepChart() const { return sweep_; }
    QString answerText() const;
    QString detailText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();

    QLabel* answer_;
    QLabel* detail_;
    QStackedWidget* stack_;
    CapacityChart* capacity_;
    SweepChart* sweep_;

    enum class Shown { None, Capacity, Sweep } shown_ = Shown::None;
    bw::CapacityResult capacityResult_;
    bw::SweepResult sweepResult_;
    double lo_ = 0, hi_ = 0;
    QString status_;
};

} // namespace bwui
