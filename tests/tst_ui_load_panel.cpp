// The load panel keeps what is typed and says what is wrong with it: a
// Duration of 0 stays 0 (the field used to put its last value back without
// a word) and the panel says why it cannot run, in the core's sentence, as
// the CLI does; the window then refuses to start with that sentence.
#include "panels/load_panel.h"

#include "engine/load_config.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QTranslator>
#include <QtTest>

class TestLoadPanel : public QObject {
    Q_OBJECT
private slots:
    void zeroDurationStaysAndSaysWhy();
    void requestCountNeedsNoDuration();
};

namespace {
QDoubleSpinBox* durationField(bwui::LoadPanel& panel)
{
    return panel.findChild<QDoubleSpinBox*>(QStringLiteral("duration"));
}

// The visible label that says `text`, if any.
bool shows(bwui::LoadPanel& panel, const QString& text)
{
    for (QLabel* l : panel.findChildren<QLabel*>())
        if (l->isVisible() && l->text() == text)
            return true;
    return false;
}
} // namespace

void TestLoadPanel::zeroDurationStaysAndSaysWhy()
{
    bwui::LoadPanel panel;
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QDoubleSpinBox* duration = durationField(panel);
    QVERIFY(duration);
    QVERIFY(panel.problem().isEmpty());

    // Typed as a user types it: select all, "0", leave the field.
    duration->setFocus();
    QTRY_VERIFY(duration->hasFocus());
    duration->selectAll();
    QTest::keyClicks(duration, QStringLiteral("0"));
    QTest::keyClick(duration, Qt::Key_Tab);
    QCOMPARE(duration->value(), 0.0);   // kept, not silently put back
    const QString problem = panel.problem();
    QCOMPARE(problem, QStringLiteral("Duration: must be greater than zero"));
    QVERIFY2(shows(panel, problem), "the panel says it under the field");
    // The same judgement as the core's (and the CLI's).
    bw::LoadConfig c;
    c.url = "http://127.0.0.1:9/";
    panel.fillLoad(c);
    QCOMPARE(c.durationSec, 0.0);
    const auto e = bw::validateConfig(c);
    QVERIFY(e.has_value());
    QCOMPARE(int(e->code), int(bw::ErrorCode::DurationNotPositive));

    // In Korean, the Korean sentence.
    QTranslator korean;
    QVERIFY(korean.load(QStringLiteral(":/i18n/benchwork_ko.qm")));
    QCoreApplication::installTranslator(&korean);
    QTRY_VERIFY2(shows(panel, panel.problem()), qPrintable(panel.problem()));   // LanguageChange is posted
    const QString ko = panel.problem();
    QCoreApplication::removeTranslator(&korean);
    QVERIFY2(ko != problem && !ko.isEmpty(), qPrintable(ko));

    // A duration again: no message.
    duration->setValue(2.0);
    QVERIFY(panel.problem().isEmpty());
    QVERIFY(!shows(panel, problem));
}

void TestLoadPanel::requestCountNeedsNoDuration()
{
    bwui::LoadPanel panel;
    bw::LoadConfig c;
    c.durationSec = 0;
    c.requests = 5000;
    panel.setLoad(c);
    QVERIFY2(panel.problem().isEmpty(), qPrintable(panel.problem()));   // the duration is not used
    c.requests = 0;
    panel.setLoad(c);
    QVERIFY(!panel.problem().isEmpty());
}

QTEST_MAIN(TestLoadPanel)
#include "tst_ui_load_panel.moc"
