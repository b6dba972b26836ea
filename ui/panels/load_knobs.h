#pragma once
// The load panel's live knobs: while a run is under way, its VUs field (a
// closed-model run) or its rate field (an open-model one) stays live, and a
// value set there asks the run for that load (RunController::steer). The
// other fields are locked as before. A presenter's +/- step the knob along
// 1-2-5 values (stepUp/stepDown).
//
// The knob field asks only for a settled value: keyboard tracking is off
// while live, so typing 4-0-0 asks once, on Enter or when the field loses
// focus; the arrows and a focused wheel ask on each step.
//
// Threads: UI thread only.
#include "result/run_result.h"

#include <QObject>

class QAbstractSpinBox;
class QDoubleSpinBox;
class QSpinBox;

namespace bwui {

class LoadKnobs : public QObject {
    Q_OBJECT
public:
    // The panel's fields (not owned).
    LoadKnobs(QSpinBox* vus, QDoubleSpinBox* rate, QObject* parent = nullptr);

    // A run can be steered: `knob`'s field becomes live with the range 0 (1
    // VU) to `maximum` and shows `level`. The field's settings before are
    // put back by end().
    void begin(bw::LoadKnob knob, double maximum, double level);
    void end();
    bool live() const { return live_; }
    bw::LoadKnob knob() const { return knob_; }
    // The field live now (nullptr when not live).
    QAbstractSpinBox* field() const;
    // Shows a level the run took from elsewhere (a +/- step, the control
    // socket, a refusal putting the run's level back) without asking for it.
    void showLevel(double level);

    // The next 1-2-5 value above / below `level` (10 -> 20 -> 50 -> 100;
    // 400 -> 500; 400 -> 200), never below 1.
    static double stepUp(double level);
    static double stepDown(double level);

signals:
    // The user set the live field to `value` (VUs or requests/s).
    void changeAsked(double value);

private:
    void onValue(double value);

    QSpinBox* vus_;
    QDoubleSpinBox* rate_;
    bool live_ = false;
    bool showing_ = false;          // showLevel() is setting the field: no ask
    bw::LoadKnob knob_ = bw::LoadKnob::Vus;
    double savedMin_ = 0, savedMax_ = 0, savedValue_ = 0;
};

} // namespace bwui
