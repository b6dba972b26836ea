#pragma once
// An x-y chart as one inline SVG element (well-formed XML, no scripts, no
// external references), for the capacity and sweep reports: linear axes
// from 0 with round steps, series of markers and/or lines (a colour per
// series or per point), reference lines (an SLO ceiling, N*), a shaded
// x band (a bracket), values above the y ceiling drawn on its edge as
// triangles, and a legend under the plot. Empty for a chart without points.
// Any thread.
#include <QString>

#include <optional>
#include <vector>

namespace bw {

struct XyPoint {
    double x = 0;
    double y = 0;
    QString color;               // "" = the series' colour
    QString title;               // tooltip text (<title>), "" none
};

struct XySeries {
    QString name;                // legend; "" = not in the legend
    QString color = QStringLiteral("#1f77b4");
    bool line = true;            // joined in x order
    bool markers = true;
    bool dashed = false;
    std::vector<XyPoint> points;
};

struct XyRule {
    bool vertical = false;       // false: y = at (horizontal)
    double at = 0;
    QString label;
    QString color = QStringLiteral("#b42318");
    bool dashed = true;
};

struct XyBand {                  // x from..to, shaded
    double from = 0, to = 0;
    QString label;
    QString color = QStringLiteral("#fdb022");
};

struct XyChart {
    QString title;               // the SVG's <title>
    QString xAxis, yAxis;        // axis titles
    std::vector<XySeries> series;
    std::vector<XyRule> rules;
    std::optional<XyBand> band;
    double yCeiling = 0;         // > 0: the y axis stops here; points above sit on the edge as triangles
    bool xThousands = true;      // x tick labels grouped (12,000), else plain numbers
    bool empty() const;
};

QString xyChartSvg(const XyChart& chart);

} // namespace bw
