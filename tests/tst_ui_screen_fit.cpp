// A window geometry saved on a larger screen is brought inside the screen it
// opens on (ui/window/screen_fit.h): a 1600x1000 session restored on a
// 1280x800 screen keeps its right edge in view.
#include "test_main.h"
#include "window/screen_fit.h"

#include <QtTest>

class TestScreenFit : public QObject {
    Q_OBJECT
private slots:
    void aLargerWindowShrinksIntoTheScreen();
    void aWindowThatFitsIsLeftAlone();
    void aWindowOffTheEdgeMovesBack();
};

void TestScreenFit::aLargerWindowShrinksIntoTheScreen()
{
    const QRect screen(0, 0, 1280, 800);
    const QRect fitted = bwui::fitToScreen(QRect(100, 50, 1600, 1000), screen);
    QVERIFY(screen.contains(fitted));
    QCOMPARE(fitted, screen);
    // A screen with a panel on top: the available area is what counts.
    const QRect available(0, 32, 1280, 768);
    const QRect below = bwui::fitToScreen(QRect(0, 0, 1600, 1000), available);
    QCOMPARE(below, available);
}

void TestScreenFit::aWindowThatFitsIsLeftAlone()
{
    const QRect w(40, 60, 1000, 700);
    QCOMPARE(bwui::fitToScreen(w, QRect(0, 0, 1280, 800)), w);
    QCOMPARE(bwui::fitToScreen(w, QRect()), w);   // no screen known: as saved
}

void TestScreenFit::aWindowOffTheEdgeMovesBack()
{
    // The right edge past the screen: the same size, moved left.
    const QRect fitted = bwui::fitToScreen(QRect(600, 100, 1000, 600), QRect(0, 0, 1280, 800));
    QCOMPARE(fitted, QRect(280, 100, 1000, 600));
    // A second screen to the right: inside that one.
    const QRect right(1280, 0, 1920, 1080);
    const QRect there = bwui::fitToScreen(QRect(1200, -20, 800, 600), right);
    QCOMPARE(there, QRect(1280, 0, 800, 600));
}

BW_TEST_MAIN(TestScreenFit)
#include "tst_ui_screen_fit.moc"
