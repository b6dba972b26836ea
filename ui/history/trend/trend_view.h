#pragma once
// One scenario's runs over time (the history's Trend tab): the scenario of
// a chosen run (same name, URL path, method and load shape), a metric
// chosen in a combo box, a chart of the points' medians with their 95 %
// intervals as a band and the change points E-divisive means finds marked,
// and in words how the latest point compares with those before it since
// the last change. The figures are core/compare's (trend_query.h,
// trend.h), the same as `benchwork-cli history trend`.
//
// Threads: UI thread only.
#include "compare/trend.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace bwui {

class HistoryDatabase;
class TrendChart;

class TrendView : public QWidget {
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

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void render();

    HistoryDatabase* db_;
    int64_t anchorId_ = 0;
    QString error_;
    QString scenario_;
    std::vector<bw::RunResult> runs_;
    std::vector<bw::TrendRun> trendRuns_;
    bw::Trend trend_;
    QLabel* scenarioLabel_;
    QLabel* metricLabel_;
    QComboBox* metric_;
    QLabel* verdict_;
    TrendChart* chart_;
};

} // namespace bwui
