// HeadroomBars (ui/widgets/headroom_bars.h): bars on a common scale with the
// 1x line where it belongs, the verdict's colours, and each value written
// after its bar and after the 1x line, as the HTML report draws them
// ("0.68x RPS target" once started inside the gap and crossed the line).
#include "widgets/headroom_bars.h"
#include "widgets/semantic_colors.h"

#include "result/run_result.h"
#include "test_main.h"

#include <QImage>
#include <QPalette>
#include <QtTest>

#include <cmath>

class TestHeadroomBars : public QObject {
    Q_OBJECT
private slots:
    void barsScaleToTheRatios();
    void valueStartsAfterTheOneXLine();
};

void TestHeadroomBars::barsScaleToTheRatios()
{
    bwui::HeadroomBars bars;
    bars.resize(700, 300);
    bwui::HeadroomBars::Row a{QStringLiteral("fast"), true, true, 2.4, 6.2};
    bwui::HeadroomBars::Row b{QStringLiteral("slow"), true, false, 0.5, 0};
    bars.setRows({a, b});
    QCOMPARE(bars.scaleMax(), 6.2);
    const double one = bars.oneXPx();
    QVERIFY(std::abs(bars.barPx(0, 0) / bars.barPx(0, 1) - 2.4 / 6.2) < 1e-9);
    QVERIFY(std::abs(bars.barPx(1, 0) / bars.barPx(0, 0) - 0.5 / 2.4) < 1e-9);
    QCOMPARE(bars.barPx(1, 1), 0.0);   // no ceiling: no bar
    // The 1x line sits at the scale's 1/6.2.
    QVERIFY(std::abs(one - (bars.barLeftPx() + bars.barPx(0, 1) / 6.2)) < 1e-9);
    QVERIFY(bars.barLeftPx() + bars.barPx(1, 0) < one);   // the failing bar stops short of 1x
    QVERIFY(bars.barLeftPx() + bars.barPx(0, 0) > one);
    QVERIFY(bars.sizeHint().height() > 0);

    // rowFor follows the verdict and which limits the SLO has.
    bw::Slo slo;
    slo.minRps = 100;
    bw::SloVerdict v;
    v.evaluated = true;
    v.pass = true;
    v.rpsRatio = 3;
    v.p99Headroom = 9;   // computed, but the SLO has no ceiling
    const auto row = bwui::HeadroomBars::rowFor(QStringLiteral("x"), slo, v);
    QCOMPARE(row.rpsRatio, 3.0);
    QCOMPARE(row.p99Headroom, 0.0);
    QVERIFY(row.pass);
}

// A run at 0.68x its requests/s floor with 2x p99 headroom, painted: the
// short bar in the fail colour, the long one in the pass colour, nothing
// between the short bar's end and the 1x line, its value to the right of
// the line; a value past a long bar still starts right after that bar.
void TestHeadroomBars::valueStartsAfterTheOneXLine()
{
    bwui::HeadroomBars bars;
    QPalette pal;
    pal.setColor(QPalette::Window, Qt::white);
    pal.setColor(QPalette::WindowText, Qt::black);
    bars.setPalette(pal);
    bars.setRows({bwui::HeadroomBars::Row{QStringLiteral("list on node"), true, false, 0.68, 2.0}});
    bars.resize(640, bars.sizeHint().height());

    const double one = bars.oneXPx();
    const double rpsEnd = bars.barLeftPx() + bars.barPx(0, 0);
    const double p99End = bars.barLeftPx() + bars.barPx(0, 1);
    QVERIFY(rpsEnd < one - 40);   // a gap wide enough to hold text
    QVERIFY(bars.valueLeftPx(0, 0) > one);
    QVERIFY(bars.valueLeftPx(0, 1) > p99End && bars.valueLeftPx(0, 1) < p99End + 10);

    const QImage img = bars.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QColor bad = bwui::SemanticColors::color(bwui::SemanticColors::Role::Bad, bars.palette());
    const QColor good = bwui::SemanticColors::color(bwui::SemanticColors::Role::Good, bars.palette());
    const QRgb background = img.pixel(img.width() - 1, 0);
    QCOMPARE(QColor(background), QColor(Qt::white));

    // The bars' rows: where each bar's colour is, a few pixels into it.
    const int probeX = int(bars.barLeftPx()) + 3;
    int rpsTop = -1, rpsBottom = -1, p99Top = -1;
    for (int y = 0; y < img.height(); ++y) {
        const QRgb c = img.pixel(probeX, y);
        if (c == bad.rgb()) {
            rpsTop = rpsTop < 0 ? y : rpsTop;
            rpsBottom = y;
        } else if (c == good.rgb() && p99Top < 0) {
            p99Top = y;
        }
    }
    QVERIFY2(rpsTop >= 0, "the short RPS bar is in the fail colour");
    QVERIFY2(p99Top > rpsBottom, "the p99 bar, past 1x, is in the pass colour, below");

    // Between the short bar's end and the 1x line (the line's own pixels
    // aside): only background.
    const auto inkIn = [&](int x0, int x1) {
        int ink = 0;
        for (int y = rpsTop; y <= rpsBottom; ++y)
            for (int x = std::max(0, x0); x < std::min(img.width(), x1); ++x)
                ink += img.pixel(x, y) != background;
        return ink;
    };
    QCOMPARE(inkIn(int(std::ceil(rpsEnd)) + 2, int(one) - 2), 0);
    // "0.68x RPS target" is there, right of the line.
    QVERIFY2(inkIn(int(one) + 3, int(one) + 80) > 20, "the value is drawn after the 1x line");
}

BW_TEST_MAIN(TestHeadroomBars)
#include "tst_ui_headroom_bars.moc"
