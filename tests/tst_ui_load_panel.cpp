// The load panel keeps what is typed and says what is wrong with it: a
// Duration of 0 stays 0 (the field used to put its last value back without
// a word) and the panel says why it cannot run, in the core's sentence, as
// the CLI does; the window then refuses to start with that sentence. The
// target panel's URL field likewise.
#include "panels/load_panel.h"
#include "panels/target_panel.h"

#include "engine/load_config.h"
#include "test_main.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QStackedWidget>
#include <QTranslator>
#include <QtTest>

class TestLoadPanel : public QObject {
    Q_OBJECT
private slots:
    void zeroDurationStaysAndSaysWhy();
    void requestCountNeedsNoDuration();
    void urlFieldShowsWhatRuns();
    void serverPageTakesItsOwnHeight();
};

namespace {
QDoubleSpinBox* durationField(bwui::LoadPanel& panel)
{
    return panel.findChild<QDoubleSpinBox*>(QStringLiteral("duration"));
}

// The visible label that says `text`, if any.
bool shows(QWidget& panel, const QString& text)
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

// The target panel's URL keeps what was typed: a typo ("htp://") stays as
// typed (the demo target moving to a new port does not put "http://" in its
// place), the panel names the problem under the field in the core's words,
// and what Run sends is the field's text.
void TestLoadPanel::urlFieldShowsWhatRuns()
{
    bwui::TargetPanel panel;
    panel.setKind(bw::TargetSpec::Kind::Demo);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setDemoStatus(QStringLiteral("ready"), QStringLiteral("http://127.0.0.1:1111"));
    auto* url = panel.findChild<QLineEdit*>(QStringLiteral("url"));
    QVERIFY(url);
    url->setFocus();
    QTRY_VERIFY(url->hasFocus());
    url->selectAll();
    QTest::keyClicks(url, QStringLiteral("htp://127.0.0.1:1111/json"));
    QTest::keyClick(url, Qt::Key_Tab);
    panel.setDemoStatus(QStringLiteral("ready"), QStringLiteral("http://127.0.0.1:2222"));   // the demo started again
    QCOMPARE(url->text(), QStringLiteral("htp://127.0.0.1:1111/json"));
    bw::LoadConfig c;
    panel.fillRequest(c);
    QCOMPARE(QString::fromStdString(c.url), url->text());   // what runs is what is shown
    const QString problem = panel.problem();
    QCOMPARE(problem, QStringLiteral("URL: unsupported scheme 'htp' (expected http or https)"));
    QVERIFY2(shows(panel, problem), "the panel says it under the field");

    // A good address on the demo target follows the demo to its new port.
    url->setText(QStringLiteral("http://127.0.0.1:2222/db/list"));
    panel.setDemoStatus(QStringLiteral("ready"), QStringLiteral("http://127.0.0.1:3333"));
    QCOMPARE(url->text(), QStringLiteral("http://127.0.0.1:3333/db/list"));
    QVERIFY(panel.problem().isEmpty());
    QTRY_VERIFY(!shows(panel, problem));
}

// The Server box is as tall as the chosen target's page: the demo target's
// one line of text sits right under the Target row, not under the empty
// room of the tallest page (the Launch form).
void TestLoadPanel::serverPageTakesItsOwnHeight()
{
    bwui::TargetPanel panel;
    panel.setKind(bw::TargetSpec::Kind::Demo);
    panel.setDemoStatus(QStringLiteral("The demo target is listening at http://127.0.0.1:46581 (pid 18877)."),
                        QStringLiteral("http://127.0.0.1:46581"));
    panel.resize(420, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto* pages = panel.findChild<QStackedWidget*>();
    QVERIFY(pages);
    auto* demo = qobject_cast<QLabel*>(pages->currentWidget());
    QVERIFY(demo);
    // (asked for its height: a panel given more room than it asks for may
    // still stretch it, with the text at the top)
    QTRY_VERIFY2(pages->sizeHint().height() <= demo->heightForWidth(pages->width()) + 6,
                 qPrintable(QString("page %1 px for a %2 px text").arg(pages->sizeHint().height()).arg(demo->heightForWidth(pages->width()))));
    QCOMPARE(demo->geometry().top(), 0);
    // The Launch page has its form's height, and back.
    panel.setKind(bw::TargetSpec::Kind::Launch);
    QTRY_VERIFY(pages->height() >= pages->currentWidget()->sizeHint().height());
    panel.setKind(bw::TargetSpec::Kind::Demo);
    // back: the stack asks for the text's own height again, not the form's
    QTRY_VERIFY2(pages->sizeHint().height() <= demo->sizeHint().height(),
                 qPrintable(QString("page %1 px for a %2 px text").arg(pages->sizeHint().height()).arg(demo->sizeHint().height())));
}

BW_TEST_MAIN(TestLoadPanel)
#include "tst_ui_load_panel.moc"
