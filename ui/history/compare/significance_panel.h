#pragma once
// The compare view's answer to "did anything change?": the compared runs
// grouped into sides (the rounds of one group, each side of an A/B group, or
// a run alone), each side against the baseline's: the sentence in words
// ("B is 8.1% faster, p = 0.002, 10 rounds each", "no significant
// difference", and for single runs that one sample cannot tell), the
// warnings (sample sizes, differing machines or versions), a table of every
// metric (median ±interval per side, change with its p-value, "~"), and the
// medians of requests/s and p99 with their intervals as error bars. The
// statistics are core/compare's, the words its catalogs' (context
// "ComparisonText", in the window's language).
//
// Threads: UI thread only.
#include "result/run_result.h"

#include <QString>
#include <QWidget>

#include <vector>

class QLabel;
class QTableWidget;

namespace bwui {

class IntervalChart;

class SignificancePanel : public QWidget {
    Q_OBJECT
public:
    struct Side {
        QString label;                    // "#12", "g3 (6 rounds)", "g3:a"
        std::vector<bw::RunResult> runs;  // its samples
    };

    explicit SignificancePanel(QWidget* parent = nullptr);

    // sides[base] is A; every other side is compared with it.
    void setSides(std::vector<Side> sides, size_t base);

    // The sentences shown (headline and warnings), for tests.
    QStringList sentences() const { return sentences_; }
    QTableWidget* table() const { return table_; }
    IntervalChart* rpsChart() const { return rpsChart_; }
    IntervalChart* p99Chart() const { return p99Chart_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    std::vector<Side> sides_;
    size_t base_ = 0;
    QStringList sentences_;
    QLabel* title_;
    QLabel* text_;
    QTableWidget* table_;
    IntervalChart* rpsChart_;
    IntervalChart* p99Chart_;
};

} // namespace bwui
