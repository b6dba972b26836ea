#pragma once
// A chart's legend that never cuts a name: entries (a sample drawn as the
// series is: a line, a circle, a square or a band; and its name) flow left to right and wrap onto as many rows as the width
// needs, so "CPU (% of a core)" or "SLO floor 150,000 req/s" reads in full
// at 1280x800, in Korean, and in the presentation's large font. (Qt Charts'
// own legend keeps one row and elides the names: "CPU (% of a …".)
//
// A click on an entry emits clicked(id) (TimeChart hides or shows the line);
// an entry marked off is drawn greyed and struck out. Text and background
// follow the palette. Painted with QPainter; the height follows the width
// (heightForWidth).
//
// Threads: UI thread only.
#include <QColor>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

namespace bwui {

class ChartLegend : public QWidget {
    Q_OBJECT
public:
    // How an entry's sample is drawn: as its series is in the plot.
    enum class Mark {
        Line,     // a short line in `style` (a curve, a threshold)
        Circle,   // a filled circle (scatter points)
        Square,   // a filled square (scatter points of another kind)
        Band,     // a translucent box (a shaded range)
    };
    struct Entry {
        int id = 0;                       // what clicked() reports
        QString name;
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
        Mark mark = Mark::Line;
        bool wide = false;                // a faded (baseline) line: drawn wider
        bool off = false;                 // hidden by the user: greyed, struck out
        bool operator==(const Entry&) const = default;
    };
    // The entry of a chart's threshold line (an SLO bound): dashed, in the
    // palette's threshold colour, id -1.
    static Entry thresholdEntry(const QString& name, const QPalette& palette);

    explicit ChartLegend(QWidget* parent = nullptr);

    // Shows these entries in order; redraws and relayouts only on a change.
    void setEntries(std::vector<Entry> entries);
    const std::vector<Entry>& entries() const { return entries_; }
    QStringList names() const;
    // Where each entry is drawn at the current width (for tests): the whole
    // entry, sample and name.
    std::vector<QRect> entryRects() const;
    // The rows the entries take at `width`.
    int rowCount(int width) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void clicked(int id);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Rectangles of every entry laid out in rows `width` wide, centred.
    std::vector<QRect> layoutAt(int width) const;
    int entryWidth(const Entry& e) const;

    std::vector<Entry> entries_;
};

} // namespace bwui
