#pragma once
// One scenario's runs over time (the history's Trend tab): the scenario of
// a chosen run (same name, URL path, method and load shape), a metric
// chosen in a combo box, a chart of the points' medians with their 95 %
// intervals as a band and the change points E-divisive means finds marked,
// and in words how the latest point compares with those before it since
// the last change, and which change point made the metric worse (what
// `history trend --check` fails on), with an Accept button that records the
// change as intended, as `history trend --accept` does. The figures are
// core/compare's (trend_query.h, trend.h), the same as `benchwork-cli
// history trend`.
//
// Threads: UI thread only.
#include "compare/trend.h"
#include "widgets/retranslating.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace bwui {

class HistoryDatabase;
class TrendChart;

class TrendView : public Retranslating<QWidget> {
    Q_OBJECT
public:
    explicit TrendView(HistoryDatabase* db, QWidget* parent = nullptr);

    // The scenario of run `anchorId`. False, with error(), when it cannot be read.
    bool load(int64_t anchorId);
    int64_t anchorId() const { return anchorId_; }
    QString error() const { return error_; }
    QString title() const;

    const bw::Trend& trend() const { return trend_; }
    TrendChart* chart() const { return chart_; }
    QComboBox* metricBox() const { return metric_; }
    QString verdictText() const;
    // The button accepting the latest failing change (hidden when none fails).
    QPushButton* acceptButton() const { return accept_; }
    // Records the latest failing change as accepted and shows the trend again.
    bool acceptLatestChange();

private:
    void retranslate() override;
    void render();

    HistoryDatabase* db_;
    int64_t anchorId_ = 0;
    QString error_;
    QString scenario_;
    std::vector<bw::RunResult> runs_;
    std::vector<bw::TrendRun> trendRuns_;
    std::vector<int64_t> acceptedRuns_;
    bw::Trend trend_;
    int64_t acceptId_ = 0;        // the run the Accept button records; 0: nothing to accept
    QLabel* scenarioLabel_;
    QLabel* metricLabel_;
    QComboBox* metric_;
    QLabel* verdict_;
    QPushButton* accept_;
    TrendChart* chart_;
};

} // namespace bwui
