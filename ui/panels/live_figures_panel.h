#pragma once
// The row of large figures: requests/s, p99, errors, server memory (RSS)
// and client CPU. While a run goes on they are live ("Requests/s now"),
// updated on every controller tick (cheap: five labels, redrawn only when
// their text changes); once it ended, or a suite's run ended, they are its
// final figures, labelled so ("Requests/s", "average, 12,345 requests") and
// coloured by its own verdict: nothing then says "now".
#include "engine/engine.h"
#include "result/run_result.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;

namespace bwui {

class FigureTile;

class LiveFiguresPanel : public QWidget {
    Q_OBJECT
public:
    explicit LiveFiguresPanel(QWidget* parent = nullptr);

    // `watch`: whether the target's process is watched and why (the server
    // tile says "no process watched" and the reason, or the reason it may
    // not be the URL's server).
    void showLive(const bw::LiveStatus& live, const std::optional<bw::TargetPoint>& target,
                  bool watchingTarget, const bw::WatchNote& watch = {});
    // The final figures of a finished run.
    void showResult(const bw::RunResult& result);
    void clear();
    // The SLO the figures are coloured against (green within, red outside;
    // plain without one or during the warmup).
    void setSlo(const bw::Slo& slo);
    // A baseline's averages: the requests/s and p99 figures gain a line
    // "vs baseline 1.12x". rps <= 0: no baseline.
    void setBaseline(double rps, double p99Us);
    // The presentation form: requests/s, p99 and errors only, the values at
    // `valueScale` times the font size.
    void setPresentation(double valueScale);
    // For tests and the presentation view.
    FigureTile* rpsTile() const { return rps_; }
    FigureTile* p99Tile() const { return p99_; }
    // Every tile, left to right (requests/s, p99, errors, server memory, client CPU).
    std::vector<FigureTile*> tiles() const { return {rps_, p99_, errors_, rss_, cpu_}; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showWatch(const bw::WatchNote& watch);

    FigureTile* rps_;
    FigureTile* p99_;
    FigureTile* errors_;
    FigureTile* rss_;
    FigureTile* cpu_;
    QLabel* cores_;            // "Cores: server 0-1, client 2-3 ... Server-bound: ...", then "Link: ..."
    bool presentation_ = false;
    void showVsBaseline(double rps, double p99Us);

    bw::Slo slo_;
    double baselineRps_ = 0, baselineP99Us_ = 0;
    bool final_ = false;   // showing a finished run's figures
    std::optional<bw::RunResult> result_;   // that run, to say it again in a new language
    struct Live {
        bw::LiveStatus status;
        std::optional<bw::TargetPoint> target;
        bool watching = false;
        bw::WatchNote watch;
    };
    std::optional<Live> live_;   // the last live figures, likewise (a suite's last tick stays shown)
};

} // namespace bwui
