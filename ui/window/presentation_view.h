#pragma once
// View > Presentation (F11, ⌃⌘F on macOS): a full-screen window for demos
// with large figures and charts and nothing else. It shows the same live
// figures and charts as the main window (the same LiveFiguresPanel and
// ChartsPanel classes in their presentation form: requests/s, p99 and
// errors; the requests/s, latency and spectrum charts), at a base font of
// kBaseFontPt points, and while a suite runs a running table of each
// scenario's PASS/FAIL and headroom bars. Esc or F11 leaves it.
//
// When a run, its rounds or a suite ends, the outcome is the punchline: the
// verdict in large coloured words (SLO PASS / SLO FAIL), its headroom or
// reasons beside it, and the headroom bars (the run, each round, or each
// scenario) next to the charts.
//
// The main window feeds it (MainWindow routes its ticks here while it is
// shown, instead of to its own charts, so the UI thread draws one set).
//
// Threads: UI thread only.
#include "widgets/headroom_bars.h"

#include <QColor>
#include <QWidget>

#include <vector>

class QLabel;

namespace bwui {

class ChartsPanel;
class LiveFiguresPanel;
class StepCurveView;

class PresentationView : public QWidget {
    Q_OBJECT
public:
    // Readable from the back of a room at 1280x800 (docs/gui.md lists the sizes).
    static constexpr double kBaseFontPt = 18.0;
    static constexpr double kFigureScale = 3.0;   // figures at 54 pt
    static constexpr double kChartFontPt = 14.0;  // chart titles; axis labels and legends at 12.6 pt
    static constexpr double kVerdictScale = 2.4;  // the verdict at 43 pt

    // How the outcome reads: its colour.
    enum class Outcome { Neutral, Pass, Fail, NotJudged };   // NotJudged: stopped before its end

    explicit PresentationView(QWidget* parent = nullptr);

    LiveFiguresPanel* figures() const { return figures_; }
    ChartsPanel* charts() const { return charts_; }
    // The headroom bars beside the charts: a suite's scenarios while it runs
    // and after, the run (or each round) once it ended.
    HeadroomBars* headroomBars() const { return bars_; }
    // A capacity search's or sweep's chart and answer (the Capacity tab's
    // mirror), shown in place of the live charts by showSteps(true).
    StepCurveView* stepCurves() const { return steps_; }
    void showSteps(bool on);
    bool showingSteps() const;
    // The line over the figures: the phase, or the scenario of a suite.
    void setCaption(const QString& text);
    QString caption() const;
    // The outcome in large words under the caption ("SLO PASS" and "2.4x RPS
    // target, 6.2x p99 headroom"), and `rows` as headroom bars (none: the
    // bars are hidden).
    void showOutcome(const QString& verdict, const QString& detail, Outcome outcome,
                     std::vector<HeadroomBars::Row> rows);
    // A new run or suite: no outcome, no bars.
    void clearOutcome();
    QString verdictText() const;
    QString verdictDetail() const;
    QColor verdictColour() const;   // as drawn: the pass or fail colour, or the text's
    Outcome outcome() const { return outcome_; }
    // Full screen (the default), or a normal window of `size` (tests, screenshots).
    void enter(bool fullScreen = true, QSize size = QSize(1280, 800));

signals:
    void closed();
    void runRequested();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void applyOutcomeColour();

    QLabel* caption_;
    QLabel* verdict_ = nullptr;
    QLabel* verdictDetail_ = nullptr;
    Outcome outcome_ = Outcome::Neutral;
    QLabel* hint_;
    LiveFiguresPanel* figures_;
    ChartsPanel* charts_;
    HeadroomBars* bars_;
    StepCurveView* steps_;
};

} // namespace bwui
