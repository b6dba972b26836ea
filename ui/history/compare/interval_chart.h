#pragma once
// Each side of a comparison as a dot at its median with an error bar over
// its 95 % interval (no bar where a side has fewer than 6 samples: "±∞"),
// on one horizontal axis per chart, the sides one under another, the axis's
// round ticks labelled under them. The axis starts at 0 when a side has no
// interval (a lone dot is a value, read against zero like a bar), and never
// spans less than a fifth of the largest value: a gap of a few percent
// cannot fill the width. Painted with QPainter (no Qt Charts), colours from
// the palette.
//
// Threads: UI thread only.
#include <QString>
#include <QWidget>

#include <functional>
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

    // How tick labels are written (default: grouped digits, charts/axis_scale.h tickLabel()).
    void setTickFormat(std::function<QString(double)> format);

    // The axis the sides are drawn on (round ends) and its labelled ticks.
    std::pair<double, double> axisRange() const;
    std::vector<double> axisTicks() const;
    QString tickText(double value) const;
    // The x of a value at the current width, in pixels.
    double xOf(double value) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int axisHeight() const;

    QString title_;
    std::vector<Side> sides_;
    std::function<QString(double)> tickFormat_;
};

} // namespace bwui
