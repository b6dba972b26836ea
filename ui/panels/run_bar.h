#pragma once
// Run / Stop buttons and the phase progress bar ("Warmup: 3 s left", then
// "Measuring: 7 s left"). The buttons show the window's Run and Stop actions,
// which carry the shortcuts (Ctrl+R, Esc).
#include "engine/engine.h"

#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace bwui {

class ElidedLabel;
class PhaseProgress;

class RunBar : public QWidget {
    Q_OBJECT
public:
    RunBar(QAction* run, QAction* stop, QWidget* parent = nullptr);

    // Between runs: `message` beside a full bar after a run, an empty one before.
    void showIdle(const QString& message, bool finished = false);
    // "Starting…", or `text` saying what the start waits for (preparing_text.h).
    void showPreparing(const QString& text = {});
    // `what` names the run when it is not the window's own (a suite's
    // "Scenario 2 of 6: …"); it leads the phase text.
    void showLive(const bw::LiveStatus& live, const QString& what = QString());
    // The SLO the next (or current) run is judged on, always in view: a
    // verdict never depends on a setting scrolled out of sight.
    void showSlo(const QString& text);
    QString phaseText() const;
    QString phaseShownText() const;   // as drawn: ends in "…" when it does not fit
    QString sloText() const;

private:
    QToolButton* runButton_;
    QToolButton* stopButton_;
    PhaseProgress* progress_;
    ElidedLabel* phase_;
    QLabel* slo_;
};

} // namespace bwui
