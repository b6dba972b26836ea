#pragma once
// Each side of a comparison as a dot at its median with an error bar over
// its 95 % interval (no bar where a side has fewer than 6 samples: "±∞"),
// on one horizontal axis per chart, the sides one under another. Painted
// with QPainter (no Qt Charts), colours from the palette.
//
// Threads: UI thread only.
#include <QString>
#include <QWidget>

#include <vector>

namespace bwui {

class IntervalChart : public QWidget {
    Q_OBJECT
public:
    struct Side {
        QString label;            // "g3:a (6)"
        double median = 0;
        bool hasInterval = false;
        double low = 0, high = 0;
        QString valueText;        // printed right of the bar: "12,345 ±2%"
        bool highlighted = false; // significantly different from the first side
    };

    explicit IntervalChart(QWidget* parent = nullptr);
    void setTitle(const QString& title);
    void setSides(std::vector<Side> sides);
    const std::vector<Side>& sides() const { return sides_; }
    QString title() const { return title_; }

    // The axis the sides are drawn on: from the lowest interval end to the highest, padded.
    std::pair<double, double> axisRange() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString title_;
    std::vector<Side> sides_;
};

} // namespace bwui
