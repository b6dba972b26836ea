#pragma once
// The run a suite has under way, in the terms of the window's live view: the
// same series, figures and chart span a single run produces (live_series.h),
// plus which scenario of how many it is. SuitePanel feeds it on its poll; the
// main window draws it in the live figures, the charts and the Run bar, so a
// suite's scenarios look exactly like single runs while they run.
//
// Threads: UI thread only.
#include "model/live_source.h"

#include "engine/engine.h"
#include "suite/suite_progress.h"

#include <QObject>
#include <QString>

#include <optional>

namespace bw {
class SuiteRunner;
}

namespace bwui {

class SuiteLiveFeed : public QObject, public LiveSource {
    Q_OBJECT
public:
    explicit SuiteLiveFeed(QObject* parent = nullptr);

    // Takes the runner's progress and any new seconds of its current run.
    // Emits runStarted() when a new run of the suite begins, then ticked().
    void update(const bw::SuiteRunner& runner, const bw::SuiteProgress& progress);
    // The suite ended: finished() once, the series stay for a last look.
    void end();

    bool active() const { return runIndex_ >= 0; }
    int runIndex() const { return runIndex_; }          // 0-based; -1 when no run is under way
    int runCount() const { return runCount_; }
    // "Scenario 2 of 6: list users on node @ cpus 0-1" (translated).
    QString caption() const;
    // live(), runSeries(), ..., watchingTarget(): LiveSource's, of the current run.
    double warmupSec() const { return warmupSec_; }
    double plannedSeconds() const;
    const bw::Slo& slo() const { return slo_; }

signals:
    void runStarted();
    void ticked();
    void finished();

private:
    int runIndex_ = -1;
    int runCount_ = 0;
    QString scenario_;
    QString cell_;
    bw::Slo slo_;
    double warmupSec_ = 0;
    double plannedSec_ = 0;
};

} // namespace bwui
