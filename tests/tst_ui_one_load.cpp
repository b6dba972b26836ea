// The window tells the truth about what runs: one load at a time (Run is
// disabled while a suite runs, and the suite's Run while a run runs, each
// with its reason), a suite's scenarios show live in the same figures and
// charts as a run ("Scenario k of n"), a run in which nothing completed
// reads as failed with no verdict, a failed new attempt does not pass off the
// previous run's figures as its own, and the Run bar names the SLO in use.
#include "test_main.h"
#include "window/gui_options.h"
#include "window/language_manager.h"
#include "window/main_window.h"
#include "controller/run_controller.h"
#include "loopback_server.h"
#include "panels/charts_panel.h"
#include "panels/load_panel.h"
#include "panels/run_bar.h"
#include "panels/summary_panel.h"
#include "panels/target_panel.h"
#include "panels/live_figures_panel.h"
#include "suite/suite_panel.h"
#include "widgets/figure_tile.h"
#include "widgets/headroom_bars.h"
#include "widgets/semantic_colors.h"
#include "window/presentation_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace bwui;
using bwtest::LoopbackServer;

class TestOneLoad : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void runBarShowsTheSlo();
    void nothingCompletedIsAFailure();
    void failedAttemptMarksThePreviousRun();
    void runAgainstClosedPortFails();
    void zeroDurationIsRefusedWithItsReason();
    void presentationEndsOnTheVerdict();
    void suiteRunsLiveAndBlocksRun();
    void runBlocksSuite();
    void http2AndTlsOptionsReachTheRun();
    void http3ReachesTheRunThroughTheProtocolChoice();
    void tlsFieldsFollowTheScheme();
    void cleanupTestCase();

private:
    void shot(const QString& name) const;
    LanguageManager* language_ = nullptr;
    MainWindow* window_ = nullptr;
    LoopbackServer* server_ = nullptr;
    QTemporaryDir dir_;
};

void TestOneLoad::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("BenchworkTests");
    QCoreApplication::setApplicationName("tst_ui_one_load");
    QSettings().clear();
    server_ = new LoopbackServer(LoopbackServer::Mode::Ok);
    QVERIFY(server_->start());
    language_ = new LanguageManager(this);
    QVERIFY(language_->apply("en"));
    window_ = new MainWindow(language_);
    window_->controller()->setHistoryPath(QString());   // never the user's history
    window_->suitePanel()->setHistoryPath(QString());
    GuiOptions o;
    o.url = QString::fromStdString(server_->url("/json"));
    o.connections = 2;
    o.threads = 1;
    o.durationSec = 2;
    o.warmupSec = 0;
    o.rate = 500;   // light: the machine is shared
    window_->restore(o);
    window_->resize(1280, 800);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

// The window's command line sets what the CLI's --http2, --streams, -k and
// --tls-min set, and the panels hand it to the run's configuration.
void TestOneLoad::http2AndTlsOptionsReachTheRun()
{
    MainWindow window(language_);
    window.controller()->setHistoryPath(QString());
    window.suitePanel()->setHistoryPath(QString());
    GuiOptions o;
    QString error;
    QVERIFY2(parseGuiOptions({"benchwork", "--url", "https://127.0.0.1:9/json", "--http2", "--streams", "10", "-k",
                              "--tls-min", "1.3"},
                             &o, &error),
             qPrintable(error));
    window.restore(o);
    bw::LoadConfig c;
    window.loadPanel()->fillLoad(c);
    window.targetPanel()->fillRequest(c);
    QVERIFY(c.http2);
    QCOMPARE(c.streams, 10);
    QVERIFY(c.insecure);
    QCOMPARE(QString::fromStdString(c.tlsMin), QString("1.3"));
    QCOMPARE(QString::fromStdString(c.url), QString("https://127.0.0.1:9/json"));
}

// --http3 selects HTTP/3 in the load panel's protocol choice, with its
// streams, and the panel hands it to the run (HTTP/3 never beside HTTP/2).
// In a build without HTTP/3 the choice is there but cannot be taken.
void TestOneLoad::http3ReachesTheRunThroughTheProtocolChoice()
{
    MainWindow window(language_);
    window.controller()->setHistoryPath(QString());
    window.suitePanel()->setHistoryPath(QString());
    GuiOptions o;
    QString error;
    QVERIFY2(parseGuiOptions({"benchwork", "--url", "https://127.0.0.1:9/json", "--http3", "--streams", "6"}, &o, &error),
             qPrintable(error));
    window.restore(o);
    auto* protocol = window.loadPanel()->findChild<QComboBox*>(QStringLiteral("protocol"));
    QVERIFY(protocol);
    QCOMPARE(protocol->count(), 3);
    bw::LoadConfig c;
    window.loadPanel()->fillLoad(c);
    if (!bw::http3Available()) {
        QVERIFY(!(protocol->model()->flags(protocol->model()->index(2, 0)) & Qt::ItemIsEnabled));
        return;
    }
    QCOMPARE(protocol->currentIndex(), 2);
    QVERIFY(c.http3);
    QVERIFY(!c.http2);
    QCOMPARE(c.streams, 6);
    protocol->setCurrentIndex(0);   // HTTP/1.1: one stream, neither flag
    window.loadPanel()->fillLoad(c);
    QVERIFY(!c.http3 && !c.http2);
    QCOMPARE(c.streams, 1);
}

// The TLS row applies to https:// only, and is kept with the settings.
void TestOneLoad::tlsFieldsFollowTheScheme()
{
    TargetPanel panel;
    panel.setUrl("http://127.0.0.1:9/json");
    auto* insecure = panel.findChild<QCheckBox*>();
    QVERIFY(insecure);
    QVERIFY(!insecure->isEnabled());
    panel.setUrl("https://127.0.0.1:9/json");
    QVERIFY(insecure->isEnabled());
    bw::LoadConfig c;
    panel.fillRequest(c);
    QVERIFY(!c.insecure);
    QVERIFY(c.tlsMin.empty());
    panel.applyTlsOverrides(true, QString("1.3"));
    panel.fillRequest(c);
    QVERIFY(c.insecure);
    QCOMPARE(QString::fromStdString(c.tlsMin), QString("1.3"));

    QSettings s(dir_.filePath("tls.ini"), QSettings::IniFormat);
    panel.saveSettings(s);
    TargetPanel again;
    again.loadSettings(s);
    bw::LoadConfig d;
    again.fillRequest(d);
    QVERIFY(d.insecure);
    QCOMPARE(QString::fromStdString(d.tlsMin), QString("1.3"));
    QCOMPARE(QString::fromStdString(d.url), QString("https://127.0.0.1:9/json"));
}

void TestOneLoad::runBarShowsTheSlo()
{
    bw::Slo slo;
    slo.minRps = 50000;
    slo.maxP99Us = 5000;
    window_->loadPanel()->setSlo(slo);
    const QString text = window_->runBar()->sloText();
    QVERIFY2(text.startsWith(QString::fromUtf8("SLO: ≥ 50,000 req/s, p99 ≤ 5")), qPrintable(text));
    QVERIFY2(text.contains("ms"), qPrintable(text));
    QVERIFY(window_->runBar()->isVisible());
    shot("run-bar-slo-1280x800");
    window_->loadPanel()->setSlo(bw::Slo{});
    QCOMPARE(window_->runBar()->sloText(), QString("No SLO: no verdict"));
}

void TestOneLoad::nothingCompletedIsAFailure()
{
    // As a run against a closed port ends: no request completed, connect
    // errors, an SLO the core judged FAIL on zero figures.
    bw::RunResult r;
    r.config.url = "http://127.0.0.1:9/json";
    r.measuredSec = 3;
    r.errors.connect = 1200;
    r.errorExamples["connect"] = "Connection refused";
    r.slo.maxP99Us = 5000;
    r.verdict = bw::evaluateSlo(r.slo, r);
    SummaryPanel panel;
    panel.showResult(r);
    QCOMPARE(panel.headlineText(), QString("The run failed: Connection refused"));
    const QString verdict = panel.verdictText();
    QVERIFY2(verdict.contains("No verdict") && verdict.contains("nothing to judge"), qPrintable(verdict));
    QVERIFY2(!verdict.contains("SLO FAIL") && !verdict.contains("headroom"), qPrintable(verdict));
    // The core's own message wins when it gave one.
    r.status = bw::RunStatus::Failed;
    r.statusMessage = "no request completed: connect: Connection refused (1,200 errors)";
    panel.showResult(r);
    QCOMPARE(panel.headlineText(), QString("The run failed: ") + QString::fromStdString(r.statusMessage));
    // Another load at the same time is a warning of the summary.
    QVERIFY(!panel.notesText().contains("Another Benchwork load"));
    r.overlappingRuns = {12, 15};
    panel.showResult(r);
    QVERIFY2(panel.notesText().contains("Another Benchwork load (#12, #15 in the history)"), qPrintable(panel.notesText()));
}

void TestOneLoad::failedAttemptMarksThePreviousRun()
{
    bw::RunResult previous;
    previous.requests = 5000;
    previous.rps = 2500;
    previous.measuredSec = 2;
    window_->summary()->showResult(previous);
    QVERIFY(window_->summary()->previousNote().isEmpty());
    const QString url = window_->targetPanel()->url();
    window_->targetPanel()->setUrl("ftp://127.0.0.1/json");   // refused before it starts
    QSignalSpy failed(window_, &MainWindow::runFailed);
    QVERIFY(!window_->startRun());
    QCOMPARE(failed.count(), 1);
    const QString note = window_->summary()->previousNote();
    QVERIFY2(note.startsWith("Previous run.") && note.contains("ftp"), qPrintable(note));
    QVERIFY(window_->charts()->pointsShown() == 0);
    window_->targetPanel()->setUrl(url);
}

void TestOneLoad::shot(const QString& name) const
{
    const QString dir = qEnvironmentVariable("BENCHWORK_SHOT_DIR");
    if (!dir.isEmpty())
        window_->grab().save(dir + "/" + name + ".png");
}

void TestOneLoad::runAgainstClosedPortFails()
{
    const QString url = window_->targetPanel()->url();
    const bwtest::RefusedPort closed;   // held: no server of a test beside this one takes it
    QVERIFY(closed.port() > 0);
    window_->targetPanel()->setUrl(QString("http://127.0.0.1:%1/json").arg(closed.port()));
    bw::Slo slo;
    slo.maxP99Us = 5000;
    window_->loadPanel()->setSlo(slo);
    QSignalSpy finished(window_->controller(), &RunController::runFinished);
    QVERIFY(window_->startRun());
    QVERIFY2(finished.wait(20000), qPrintable(window_->lastMessage()));
    QCOMPARE(window_->controller()->lastResult()->requests, uint64_t(0));
    const QString headline = window_->summary()->headlineText();
    QVERIFY2(headline.startsWith("The run failed: "), qPrintable(headline));
    QVERIFY2(!headline.contains("Complete"), qPrintable(headline));
    QVERIFY2(!window_->summary()->verdictText().contains("SLO FAIL"), qPrintable(window_->summary()->verdictText()));
    QVERIFY2(window_->runBar()->phaseText().startsWith("The run failed"), qPrintable(window_->runBar()->phaseText()));
    // The long failure line fits the 1280-wide window: the Run bar stays
    // inside it and the line is cut with "…" (all of it in the tooltip).
    QApplication::processEvents();
    shot("failed-run-1280x800");
    const QRect bar(window_->runBar()->mapTo(window_, QPoint(0, 0)), window_->runBar()->size());
    QVERIFY2(bar.right() < window_->width(), qPrintable(QString("run bar ends at %1 of %2").arg(bar.right()).arg(window_->width())));
    qInfo("shown: %s", qPrintable(window_->runBar()->phaseShownText()));
    window_->targetPanel()->setUrl(url);
    window_->loadPanel()->setSlo(bw::Slo{});
}

// A Duration of 0 is refused with the reason, not replaced.
void TestOneLoad::zeroDurationIsRefusedWithItsReason()
{
    bw::LoadConfig c;
    window_->loadPanel()->fillLoad(c);
    const double was = c.durationSec;
    c.durationSec = 0;
    c.requests = 0;
    window_->loadPanel()->setLoad(c);
    QSignalSpy failed(window_, &MainWindow::runFailed);
    QVERIFY(!window_->startRun());
    QCOMPARE(failed.count(), 1);
    QVERIFY(!window_->controller()->active());
    QVERIFY2(window_->lastMessage().contains("Duration: must be greater than zero"), qPrintable(window_->lastMessage()));
    c.durationSec = was;
    window_->loadPanel()->setLoad(c);
}

// Presentation mode ends on the verdict, big, with the run's headroom bars,
// and final figures that no longer say "now".
void TestOneLoad::presentationEndsOnTheVerdict()
{
    bw::Slo slo;
    slo.minRps = 1e9;      // a floor no run here reaches: FAIL
    slo.maxP99Us = 1e6;    // a ceiling every run here stays under
    window_->loadPanel()->setSlo(slo);
    window_->setPresentation(true, false, QSize(1280, 800));
    PresentationView* show = window_->presentation();
    QSignalSpy finished(window_->controller(), &RunController::runFinished);
    QVERIFY(window_->startRun());
    QVERIFY(show->verdictText().isEmpty());   // nothing to say while it runs
    QVERIFY(!show->headroomBars()->isVisible());
    QVERIFY2(finished.wait(20000), qPrintable(window_->lastMessage()));
    QCOMPARE(show->verdictText(), QString("SLO FAIL"));
    QCOMPARE(show->outcome(), PresentationView::Outcome::Fail);
    QCOMPARE(show->verdictColour(), SemanticColors::color(SemanticColors::Role::Bad, show->palette()));
    QVERIFY2(show->verdictDetail().contains("RPS target") && show->verdictDetail().contains("p99 headroom"),
             qPrintable(show->verdictDetail()));
    QVERIFY2(show->verdictDetail().contains("below the floor"), qPrintable(show->verdictDetail()));
    QVERIFY(show->headroomBars()->isVisible());
    QCOMPARE(int(show->headroomBars()->rows().size()), 1);
    QVERIFY(show->headroomBars()->rows()[0].evaluated && !show->headroomBars()->rows()[0].pass);
    for (FigureTile* t : show->figures()->tiles())
        QVERIFY2(!t->caption().contains("now"), qPrintable(t->caption()));
    if (!qEnvironmentVariableIsEmpty("BENCHWORK_SHOT_DIR")) {
        QCoreApplication::processEvents();
        show->grab().save(qEnvironmentVariable("BENCHWORK_SHOT_DIR") + "/presentation-verdict-1280x800.png");
    }
    window_->setPresentation(false);
    window_->loadPanel()->setSlo(bw::Slo{});
}

void TestOneLoad::suiteRunsLiveAndBlocksRun()
{
    const QByteArray json = R"({"schema": "benchwork.suite/1", "name": "live",
        "targets": [{"name": "local", "url": ")" + QByteArray::fromStdString(server_->url("")) + R"("}],
        "scenarios": [{"id": "a", "name": "first", "request": {"path": "/json"},
                       "load": {"vus": 2, "threads": 1, "duration": "3s", "rate": 300}, "slo": {"rps": 1, "p99": "1s"}},
                      {"id": "b", "name": "second", "request": {"path": "/json"},
                       "load": {"vus": 2, "threads": 1, "duration": "2s", "rate": 300}}]})";
    const QString path = dir_.filePath("live.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(json) == json.size());
    f.close();
    SuitePanel* suite = window_->suitePanel();
    QVERIFY(suite->openSuiteFile(path));
    QSignalSpy finished(suite, &SuitePanel::suiteFinished);
    suite->runSuite();
    QVERIFY(suite->isRunning());
    // Run is refused, and says why.
    QVERIFY(!window_->startRun());
    QVERIFY(!window_->controller()->active());
    QVERIFY2(window_->lastMessage().contains("A suite is running"), qPrintable(window_->lastMessage()));
    // The first scenario draws in the window's figures and charts, named.
    QTRY_VERIFY_WITH_TIMEOUT(window_->charts()->pointsShown() > 0
                                 && window_->runBar()->phaseText().startsWith("Scenario 1 of 2: first"),
                             15000);
    QVERIFY2(window_->runBar()->sloText().contains(QString::fromUtf8("p99 ≤")), qPrintable(window_->runBar()->sloText()));
    if (!qEnvironmentVariableIsEmpty("BENCHWORK_SHOT_DIR")) {
        // Only for the picture: once two seconds are drawn.
        QTRY_VERIFY_WITH_TIMEOUT(window_->charts()->pointsShown() >= 14
                                     || !window_->runBar()->phaseText().startsWith("Scenario 1"), 10000);
        shot("live-suite-1280x800");
    }
    // The suite plays in the presentation view too: each scenario live,
    // with a running table of PASS/FAIL and headroom.
    window_->setPresentation(true, false, QSize(1280, 800));
    QVERIFY(window_->presenting());
    PresentationView* show = window_->presentation();
    QVERIFY(show->headroomBars()->isVisible());
    // Then the second, from an empty chart.
    QTRY_VERIFY_WITH_TIMEOUT(window_->runBar()->phaseText().startsWith("Scenario 2 of 2: second"), 15000);
    QVERIFY2(window_->runBar()->sloText().startsWith("No SLO"), qPrintable(window_->runBar()->sloText()));
    QTRY_VERIFY_WITH_TIMEOUT(show->caption().startsWith("Scenario 2 of 2: second"), 5000);
    QTRY_COMPARE_WITH_TIMEOUT(int(show->headroomBars()->rows().size()), 1, 5000);
    QVERIFY(show->headroomBars()->rows()[0].evaluated && show->headroomBars()->rows()[0].pass);
    QTRY_VERIFY_WITH_TIMEOUT(show->charts()->pointsShown() > 0, 10000);   // the ticks draw here now
    QVERIFY(!window_->startRun());
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 20000);
    QVERIFY(!suite->isRunning());
    QVERIFY(window_->lastMessage().isEmpty());
    // The suite ends on its verdict: the Suites tab; the tiles hold the last
    // run's final figures, labelled so, and nothing says "now"; the Run bar
    // says whose figures and SLO they are; the summary is that run's, named.
    QCOMPARE(window_->findChild<QTabWidget*>()->currentWidget(), static_cast<QWidget*>(suite));
    for (LiveFiguresPanel* figures : {window_->figures(), show->figures()})
        for (FigureTile* t : figures->tiles()) {
            QVERIFY2(!t->caption().contains("now"), qPrintable(t->caption()));
            QVERIFY2(!t->detail().contains("active"), qPrintable(t->detail()));
        }
    QVERIFY2(window_->figures()->rpsTile()->detail().startsWith("average"), qPrintable(window_->figures()->rpsTile()->detail()));
    QVERIFY2(window_->runBar()->sloText().startsWith("Figures of second on local"), qPrintable(window_->runBar()->sloText()));
    QVERIFY(window_->summary()->hasResult());
    QVERIFY2(window_->summary()->contextText().contains("second on local"), qPrintable(window_->summary()->contextText()));
    QCOMPARE(show->caption(), QString("Suite complete: 2 passed, 0 failed."));
    QCOMPARE(show->verdictText(), QString("PASS"));
    QCOMPARE(show->outcome(), PresentationView::Outcome::Pass);
    QCOMPARE(show->verdictColour(), SemanticColors::color(SemanticColors::Role::Good, show->palette()));
    shot("after-suite-1280x800");
    // Every scenario has its headroom row: a bar each for RPS and p99 where the SLO has them.
    const std::vector<HeadroomBars::Row> rows = suite->headroomBars()->rows();
    QCOMPARE(int(rows.size()), 2);
    QVERIFY(rows[0].pass && rows[0].rpsRatio > 1 && rows[0].p99Headroom > 1);
    QVERIFY(!rows[1].evaluated);   // the second scenario has no SLO
    QCOMPARE(int(show->headroomBars()->rows().size()), 2);
    if (!qEnvironmentVariableIsEmpty("BENCHWORK_SHOT_DIR")) {
        const QString dir = qEnvironmentVariable("BENCHWORK_SHOT_DIR");
        window_->findChild<QTabWidget*>()->setCurrentWidget(suite);
        for (const char* lang : {"en", "ko"}) {
            language_->apply(QString::fromLatin1(lang));
            for (Theme theme : {Theme::Light, Theme::Dark}) {
                window_->setThemeChoice(theme);
                QCoreApplication::processEvents();
                const QString name = QStringLiteral("%1-%2").arg(QLatin1String(lang),
                                                                 theme == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
                window_->grab().save(dir + "/suite-headroom-bars-" + name + ".png");
                show->grab().save(dir + "/presentation-suite-" + name + ".png");
            }
        }
        language_->apply("en");
        window_->setThemeChoice(Theme::System);
        window_->resize(1600, 1000);
        QTest::qWait(150);   // laid out at the larger size
        window_->grab().save(dir + "/suite-headroom-bars-en-system-1600x1000.png");
        window_->resize(1280, 800);
    }
    window_->setPresentation(false);
    QVERIFY(!window_->presenting());
}

void TestOneLoad::runBlocksSuite()
{
    SuitePanel* suite = window_->suitePanel();
    QVERIFY(suite->runEnabled());   // a suite is open from the last test
    QSignalSpy finished(window_->controller(), &RunController::runFinished);
    QVERIFY(window_->startRun());
    QVERIFY(!suite->runEnabled());
    QVERIFY2(suite->blockedReason().contains("A run is under way"), qPrintable(suite->blockedReason()));
    suite->runSuite();
    QVERIFY(!suite->isRunning());
    QVERIFY2(finished.wait(20000), qPrintable(window_->lastMessage()));
    QVERIFY(suite->runEnabled());
    QVERIFY(suite->blockedReason().isEmpty());
}

void TestOneLoad::cleanupTestCase()
{
    delete window_;
    window_ = nullptr;
    delete server_;
    server_ = nullptr;
    QSettings().clear();
}

BW_TEST_MAIN(TestOneLoad)
#include "tst_ui_one_load.moc"
