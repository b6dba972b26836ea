#pragma once
// The row of large live figures: requests/s now, p99 now, errors, server
// memory (RSS) and client CPU. Updated on every controller tick (cheap:
// five labels, redrawn only when their text changes).
#include "engine/engine.h"
#include "result/run_result.h"

#include <QWidget>

#include <optional>

namespace bwui {

class FigureTile;

class LiveFiguresPanel : public QWidget {
    Q_OBJECT
public:
    explicit LiveFiguresPanel(QWidget* parent = nullptr);

    void showLive(const bw::LiveStatus& live, const std::optional<bw::TargetPoint>& target,
                  bool watchingTarget);
    // The final figures of a finished run.
    void showResult(const bw::RunResult& result);
    void clear();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    FigureTile* rps_;
    FigureTile* p99_;
    FigureTile* errors_;
    FigureTile* rss_;
    FigureTile* cpu_;
    bool final_ = false;   // showing a finished run's figures
    std::optional<bw::RunResult> result_;   // that run, to say it again in a new language
};

} // namespace bwui
