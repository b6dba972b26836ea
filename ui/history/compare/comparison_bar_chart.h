#pragma once
// Horizontal bars, one per run, like the comparison charts of the reference
// report ("Minimal HTTP 비교") and of the HTML export: the run's name on its
// own line (whole: it is what tells the bars apart), under it a bar scaled to
// the largest value, the value printed at its end; the baseline's
// bar is drawn in a muted colour and marked. Painted with QPainter (no Qt
// Charts), colours from the palette so dark mode works.
//
// Threads: UI thread only.
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

namespace bwui {

class ComparisonBarChart : public QWidget {
    Q_OBJECT
public:
    struct Bar {
        QString label;
        double value = 0;        // bar length in the chart's unit
        QString valueText;       // printed after the bar
        bool baseline = false;
    };

    explicit ComparisonBarChart(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    void setNote(const QString& note);          // small text under the title ("higher is better")
    void setBaselineMark(const QString& mark);  // appended to the baseline's label
    void setBars(std::vector<Bar> bars);

    const std::vector<Bar>& bars() const { return bars_; }
    QString title() const { return title_; }

    // Where the bars' labels would be drawn at the current width, and the
    // text they would show (elided only when the widget is narrower than it).
    QStringList shownLabels() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int headerHeight() const;
    int rowHeight() const;
    QString labelOf(const Bar& bar) const;

    QString title_;
    QString note_;
    QString baselineMark_;
    std::vector<Bar> bars_;
};

} // namespace bwui
