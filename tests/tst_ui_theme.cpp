// The fixed themes keep every control visible: in the dark theme an
// unchecked check box and radio button have an outline that stands out from
// the background (Fusion drew it in the window colour made darker: nearly
// black on nearly black); the light theme keeps Fusion's own look.
#include "test_main.h"
#include "window/theme.h"

#include <QCheckBox>
#include <QImage>
#include <QRadioButton>
#include <QStyle>
#include <QStyleOptionButton>
#include <QtTest>

#include <algorithm>

class TestTheme : public QObject {
    Q_OBJECT
private slots:
    void darkIndicatorsStandOut();
    void themeNamesRoundTrip();
};

namespace {
// The largest lightness difference (0..255) between the background and any
// pixel of the button's indicator, unchecked.
int indicatorContrast(QAbstractButton* button, QStyle::SubElement indicator)
{
    button->setChecked(false);
    button->resize(160, 32);
    const QImage img = button->grab().toImage();
    QStyleOptionButton opt;
    opt.initFrom(button);
    const QRect r = button->style()->subElementRect(indicator, &opt, button);
    const int background = button->palette().color(QPalette::Window).lightness();
    int most = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            most = std::max(most, std::abs(QColor(img.pixel(x, y)).lightness() - background));
    return most;
}
} // namespace

void TestTheme::darkIndicatorsStandOut()
{
    QCheckBox box(QStringLiteral("Accept any certificate"));
    QRadioButton radio(QStringLiteral("Duration"));
    bwui::applyTheme(bwui::Theme::Dark);
    QCoreApplication::processEvents();   // the palette reaches existing widgets as events
    QCOMPARE(bwui::currentTheme(), bwui::Theme::Dark);
    QVERIFY(box.palette().color(QPalette::Window).lightness() < 60);
    const int boxDark = indicatorContrast(&box, QStyle::SE_CheckBoxIndicator);
    const int radioDark = indicatorContrast(&radio, QStyle::SE_RadioButtonIndicator);
    QVERIFY2(boxDark >= 80, qPrintable(QString("check box outline %1 from the background").arg(boxDark)));
    QVERIFY2(radioDark >= 80, qPrintable(QString("radio button outline %1 from the background").arg(radioDark)));

    // The light theme: Fusion's indicators, visible as they were.
    bwui::applyTheme(bwui::Theme::Light);
    QCoreApplication::processEvents();
    QVERIFY(box.palette().color(QPalette::Window).lightness() > 200);
    // (Fusion's grey outline on its light grey: about 50, plainly visible.)
    QVERIFY(indicatorContrast(&box, QStyle::SE_CheckBoxIndicator) >= 40);
    QVERIFY(indicatorContrast(&radio, QStyle::SE_RadioButtonIndicator) >= 40);
}

void TestTheme::themeNamesRoundTrip()
{
    for (bwui::Theme t : {bwui::Theme::System, bwui::Theme::Light, bwui::Theme::Dark})
        QCOMPARE(bwui::themeFromName(bwui::themeName(t)), t);
    QCOMPARE(bwui::themeFromName(QStringLiteral("purple")), bwui::Theme::System);
}

BW_TEST_MAIN(TestTheme)
#include "tst_ui_theme.moc"
