#pragma once
// View > Presentation (F11, ⌃⌘F on macOS): a full-screen window for demos
// with large figures and charts and nothing else. It shows the same live
// figures and charts as the main window (the same LiveFiguresPanel and
// ChartsPanel classes in their presentation form: requests/s, p99 and
// errors; the requests/s, latency and spectrum charts), at a base font of
// kBaseFontPt points, and while a suite runs a running table of each
// scenario's PASS/FAIL and headroom bars; while a capacity search or sweep
// runs (the Capacity tab), its step chart and answer instead of the live
// charts (showSteps). Esc or F11 leaves it.
//
// The main window feeds it (MainWindow routes its ticks here while it is
// shown, instead of to its own charts, so the UI thread draws one set).
//
// Threads: UI thread only.
#include <QWidget>

class QLabel;

namespace bwui {

class ChartsPanel;
class HeadroomBars;
class LiveFiguresPanel;
class StepCurveView;

class PresentationView : public QWidget {
    Q_OBJECT
public:
    // Readable from the back of a room at 1280x800 (docs/gui.md lists the sizes).
    static constexpr double kBaseFontPt = 18.0;
    static constexpr double kFigureScale = 3.0;   // figures at 54 pt
    static constexpr double kChartFontPt = 14.0;  // chart titles; axis labels and legends at 12.6 pt

    explicit PresentationView(QWidget* parent = nullptr);

    LiveFiguresPanel* figures() const { return figures_; }
    ChartsPanel* charts() const { return charts_; }
    HeadroomBars* suiteBars() const { return suiteBars_; }
    StepCurveView* stepCurves() const { return steps_; }
    // The step chart of a search or sweep (on) or the live charts (off).
    void showSteps(bool on);
    bool showingSteps() const;
    // The line over the figures: the phase, or the scenario of a suite.
    void setCaption(const QString& text);
    QString caption() const;
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

    QLabel* caption_;
    QLabel* hint_;
    LiveFiguresPanel* figures_;
    ChartsPanel* charts_;
    HeadroomBars* suiteBars_;
    StepCurveView* steps_;
};

} // namespace bwui
