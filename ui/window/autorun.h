#pragma once
// --autorun: starts a run with the window's settings as soon as the event
// loop runs (after the demo target announced itself, when it is the
// target), prints one line about the result on stdout when the run ends,
// and with --quit-after closes the application with the exit status
// benchwork-cli would give the run (bw::runExitStatus: 0 passed, 1 failed,
// its target ended or its SLO missed, 130 stopped; 2 when the run could not
// start). The line is English and machine-friendly, for demos and
// bench/gui-overhead.sh.
#include <QObject>

namespace bw {
struct RunResult;
}

namespace bwui {

class MainWindow;
struct TickStats;

class Autorun : public QObject {
    Q_OBJECT
public:
    // `steps`: start the Capacity tab's search or sweep instead of a run,
    // and print its answer when it ends.
    Autorun(MainWindow* window, bool quitAfter, bool steps = false, QObject* parent = nullptr);
    void begin();

    static QString summaryLine(const bw::RunResult& r, const TickStats& ticks);

private:
    void onFinished();
    void startSteps();
    void onStepsFinished();
    void onFailed(const QString& message);
    void quit(int code);

    MainWindow* window_;
    bool quitAfter_;
    bool steps_ = false;
    bool done_ = false;
};

} // namespace bwui
