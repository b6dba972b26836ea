// The whole window against the launched demo target (benchwork-target from
// BENCHWORK_BIN_DIR): the charts receive points, the summary is filled, the
// UI thread keeps its pace while it draws, Esc stops a run with a partial
// result that is not judged, settings persist, and a language switch
// retranslates at once. The server figures belong to the URL's server: a
// URL the demo target does not serve watches no process, and a capacity
// sweep watches the demo target as a run does.
#include "test_main.h"
#include "window/gui_options.h"
#include "window/language_manager.h"
#include "window/main_window.h"
#include "controller/demo_host.h"
#include "capacity/capacity_form.h"
#include "capacity/capacity_panel.h"
#include "controller/run_controller.h"
#include "panels/charts_panel.h"
#include "panels/load_panel.h"
#include "panels/summary_panel.h"
#include "panels/live_figures_panel.h"
#include "panels/run_bar.h"
#include "panels/target_panel.h"
#include "window/presentation_view.h"
#include "model/display_format.h"
#include "widgets/figure_tile.h"
#include "widgets/message_area.h"
#include "widgets/phase_progress.h"
#include "widgets/status_note.h"

#include <QDialog>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QMenu>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QStandardPaths>
#include <QtTest>

using namespace bwui;

class TestWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void runAgainstDemoTarget();
    void escapeStopsMidRun();
    void languageSwitchRetranslates();
    void statusNotesFollowTheLanguageAndGo();
    void chartsFollowDarkPalette();
    void longErrorWrapsAndClearsOnTargetSwitch();
    void longPhaseTextsKeepTheProgressBarsWidth();
    void fileExportsTheCurrentRunAndHelpListsShortcuts();
    void settingsPersist();
    void demoTargetNotServingTheUrlIsNotWatched();
    void sweepFromTheWindowWatchesTheDemoTarget();
    void cleanupTestCase();

private:
    GuiOptions quickRun(double durationSec) const;
    LanguageManager* language_ = nullptr;
    MainWindow* window_ = nullptr;
};

// With BENCHWORK_SHOT_DIR set: the window at both review sizes, for the eye.
static void saveShots(QWidget* w, const QString& what)
{
    const QString dir = qEnvironmentVariable("BENCHWORK_SHOT_DIR");
    if (dir.isEmpty())
        return;
    const QSize before = w->size();
    for (QSize size : {QSize(1600, 1000), QSize(1280, 800)}) {
        w->resize(size);
        QTest::qWait(150);   // laid out and painted at the new size
        w->grab().save(QStringLiteral("%1/window-%2-%3x%4.png").arg(dir, what).arg(size.width()).arg(size.height()));
    }
    w->resize(before);
}

void TestWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("BenchworkTests");
    QCoreApplication::setApplicationName("tst_ui_window");
    QSettings().clear();
    const QString demo = QString::fromStdString(DemoHost::demoSpec().demoBinary);
    QVERIFY2(QFileInfo(demo).isExecutable(),
             qPrintable("benchwork-target must be built next to the tests: " + demo));
    language_ = new LanguageManager(this);
    QVERIFY(language_->apply("en"));
    window_ = new MainWindow(language_);
    window_->controller()->setHistoryPath(QString());   // never the user's history
}

GuiOptions TestWindow::quickRun(double durationSec) const
{
    GuiOptions o;
    o.demo = true;
    o.connections = 4;
    o.threads = 1;
    o.durationSec = durationSec;
    o.warmupSec = 0.5;
    o.sloRps = 10;
    o.sloP99Us = 2e6;
    // A modest fixed rate leaves CPU for the UI thread on a 2-core machine,
    // so a late tick means the UI blocked, not that the load starved it.
    o.rate = 3000;
    return o;
}

void TestWindow::runAgainstDemoTarget()
{
    window_->restore(quickRun(1.5));
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    QTRY_VERIFY_WITH_TIMEOUT(window_->demoTarget()->state() == DemoHost::State::Ready, 10000);
    QVERIFY(window_->targetPanel()->url().startsWith(window_->demoTarget()->baseUrl()));

    QSignalSpy finished(window_->controller(), &RunController::runFinished);
    QSignalSpy failed(window_, &MainWindow::runFailed);
    QVERIFY(window_->startRun());
    QTRY_VERIFY_WITH_TIMEOUT(window_->charts()->pointsShown() > 0, 10000);
    saveShots(window_, "live-en");
    QVERIFY2(finished.wait(20000), qPrintable(window_->lastMessage()));
    saveShots(window_, "summary-en");
    QCOMPARE(failed.count(), 0);

    const bw::RunResult& r = *window_->controller()->lastResult();
    QCOMPARE(r.status, bw::RunStatus::Complete);
    QVERIFY(r.requests > 0);
    QVERIFY(r.target.present);
    QVERIFY(r.target.peakRssBytes > 0);

    SummaryPanel* s = window_->summary();
    QVERIFY(s->hasResult());
    QVERIFY(s->isVisible());   // the window switches to the summary
    QCOMPARE(s->rowCount("latency"), 8);
    QVERIFY(s->cell("latency", 0, 0).startsWith("p50"));
    QVERIFY(!s->cell("latency", 3, 1).isEmpty());
    QCOMPARE(s->rowCount("errors"), 8);   // connect, TLS handshake, send, receive, timeout, protocol, status, total
    QCOMPARE(s->cell("errors", 7, 1), QString("0"));
    QVERIFY(s->cell("status", 0, 0) == "200");
    QVERIFY2(s->verdictText().contains("SLO PASS"), qPrintable(s->verdictText()));
    QVERIFY2(s->verdictText().contains("RPS target") && s->verdictText().contains("p99 headroom"),
             qPrintable(s->verdictText()));
    QVERIFY(s->headlineText().startsWith("Complete"));
    QCOMPARE(s->cell("facts", 0, 0), QString("Target peak memory"));
    QVERIFY(s->cell("facts", 0, 1).contains("MiB"));
    QVERIFY2(s->cell("facts", 0, 1).contains("process tree RSS"), qPrintable(s->cell("facts", 0, 1)));   // its source

    const TickStats t = window_->controller()->tickStats();
    QVERIFY(t.ticks >= 3);   // ~10 a second; fewer when a busy machine starves the test
    // Blocked = late beyond the time the kernel kept the thread waiting for
    // a CPU (other builds and tests share this machine's two cores; 61 ms
    // of blocking was seen beside two CPU hogs, an engine handoff that
    // waits blocks for a whole 100 ms interval).
    // Taking the screenshots above (BENCHWORK_SHOT_DIR) blocks the UI thread
    // itself while a PNG is written, so the bound holds only without them.
    if (qEnvironmentVariableIsEmpty("BENCHWORK_SHOT_DIR"))
        QVERIFY2(t.stallMaxMs < 100, qPrintable(QString("UI tick late by %1 ms, %2 ms of it blocked")
                                                   .arg(t.lateMaxMs).arg(t.stallMaxMs)));
}

void TestWindow::escapeStopsMidRun()
{
    GuiOptions o = quickRun(30);
    o.sloRps.reset();
    o.rate = 0;
    window_->restore(o);
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_));
    QSignalSpy finished(window_->controller(), &RunController::runFinished);
    QTest::keyClick(window_, Qt::Key_R, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(window_->controller()->live().phase == bw::Phase::Measured
                                 && window_->controller()->live().requestsDone > 0,
                             10000);
    QTest::keyClick(window_, Qt::Key_Escape);
    QVERIFY(finished.wait(5000));
    const bw::RunResult& r = *window_->controller()->lastResult();
    QCOMPARE(r.status, bw::RunStatus::Stopped);
    QVERIFY(r.measuredSec < 10);
    QVERIFY(r.requests > 0);
    QVERIFY(window_->summary()->headlineText().startsWith("Stopped early"));
    // Stopped: not judged, neither PASS nor FAIL (its SLO, p99 <= 2 s, was met so far).
    const QString verdict = window_->summary()->verdictText();
    QVERIFY2(!verdict.contains("PASS") && !verdict.contains("FAIL"), qPrintable(verdict));
    QVERIFY2(verdict.contains("Not judged"), qPrintable(verdict));
    QCOMPARE(window_->presentation()->verdictText(), QStringLiteral("Not judged"));
}

void TestWindow::languageSwitchRetranslates()
{
    const QString englishHeadline = window_->summary()->headlineText();
    const QString englishMenu = window_->menuBar()->actions().first()->text();
    // Outside QApplication::exec() Qt does not announce a new translator;
    // deliver the LanguageChange it sends to every window in a running app.
    auto announce = [] {
        QEvent change(QEvent::LanguageChange);
        for (QWidget* w : QApplication::topLevelWidgets())
            QCoreApplication::sendEvent(w, &change);
    };
    const auto tiles = window_->figures()->findChildren<FigureTile*>();
    QVERIFY(tiles.size() >= 4);
    const QString englishSubline = tiles.first()->detail();
    QVERIFY2(englishSubline.startsWith("average"), qPrintable(englishSubline));
    QVERIFY(language_->apply("ko"));
    announce();
    QCOMPARE(language_->effective(), QString("ko"));
    const QString koreanHeadline = window_->summary()->headlineText();
    QVERIFY(koreanHeadline != englishHeadline);
    auto hasHangul = [](const QString& s) {
        for (QChar c : s)
            if (c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3)
                return true;
        return false;
    };
    QVERIFY2(hasHangul(koreanHeadline), qPrintable(koreanHeadline));
    const QString koreanMenu = window_->menuBar()->actions().first()->text();
    QVERIFY(koreanMenu != englishMenu);
    QVERIFY2(hasHangul(koreanMenu), qPrintable(koreanMenu));
    // The figures' sublines ("average, … requests", "peak") follow the switch.
    const QString koreanSubline = tiles.first()->detail();
    QVERIFY2(hasHangul(koreanSubline), qPrintable(koreanSubline));
    saveShots(window_, "summary-ko");
    QVERIFY(language_->apply("en"));
    announce();
    QCOMPARE(window_->summary()->headlineText(), englishHeadline);
    QCOMPARE(tiles.first()->detail(), englishSubline);
}

// A note in the status bar ("Load set to 200 VUs.", "The control socket is
// closed.") is said again in a new language, and goes after a while: it
// never stays behind, in a language the window no longer speaks.
void TestWindow::statusNotesFollowTheLanguageAndGo()
{
    auto announce = [] {
        QEvent change(QEvent::LanguageChange);
        for (QWidget* w : QApplication::topLevelWidgets())
            QCoreApplication::sendEvent(w, &change);
    };
    QLabel* note = window_->statusNote();
    QCOMPARE(window_->statusBar()->findChild<QLabel*>(), note);
    QVERIFY(window_->openControlSocket(QString()));
    QCOMPARE(note->text(), QStringLiteral("The control socket is closed."));
    QVERIFY(language_->apply("ko"));
    announce();
    QCOMPARE(note->text(), QStringLiteral("제어 소켓을 닫았습니다."));
    QVERIFY(language_->apply("en"));
    announce();
    QCOMPARE(note->text(), QStringLiteral("The control socket is closed."));
    QTRY_VERIFY_WITH_TIMEOUT(note->text().isEmpty(), StatusNote::kShownMs + 10000);
}

void TestWindow::chartsFollowDarkPalette()
{
    const QPalette light = QApplication::palette();
    // Derived roles (light, mid, dark, shadow) from the button and window colours.
    QPalette dark(QColor(0x3a, 0x3a, 0x3d), QColor(0x2d, 0x2d, 0x30));
    dark.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x20));
    dark.setColor(QPalette::AlternateBase, QColor(0x28, 0x28, 0x2b));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3d));
    dark.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();

    // A corner of every chart is drawn in the palette's base colour.
    const auto charts = window_->charts()->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly);
    int checked = 0;
    for (QWidget* c : charts) {
        if (!c->inherits("bwui::TimeChart"))
            continue;
        const QImage img = c->grab().toImage();
        const QColor corner = img.pixelColor(3, 3);
        QVERIFY2(qGray(corner.rgb()) < 80, qPrintable(corner.name()));
        ++checked;
    }
    QCOMPARE(checked, 4);
    const QString shots = qEnvironmentVariable("BENCHWORK_SHOT_DIR");
    if (!shots.isEmpty()) {
        window_->grab().save(shots + "/dark-summary.png");
        auto* tabs = window_->findChild<QTabWidget*>();
        tabs->setCurrentWidget(window_->charts());
        QTest::qWait(200);   // the charts lay out once shown
        window_->grab().save(shots + "/dark-charts.png");
        tabs->setCurrentWidget(window_->summary());
    }
    QApplication::setPalette(light);
    QCoreApplication::processEvents();
    for (QWidget* c : charts) {
        if (c->inherits("bwui::TimeChart"))
            QVERIFY(qGray(c->grab().toImage().pixelColor(3, 3).rgb()) > 170);
    }
}

// A multi-line launch error shrank the progress bar to a stub and ran off
// the right edge; it also stayed after switching target.
void TestWindow::longErrorWrapsAndClearsOnTargetSwitch()
{
    window_->resize(1280, 800);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    auto* progress = window_->runBar()->findChild<PhaseProgress*>();
    QVERIFY(progress);
    QTRY_VERIFY(progress->width() > 0);
    const int before = progress->width();
    const QString log = QStringLiteral("/tmp/benchwork-test/benchwork-target-abc123.log");
    const QString error = QStringLiteral("The target exited before it was ready: exit status 1\nlast output (") + log
                          + QStringLiteral("):\n") + QString(400, QLatin1Char('x'))
                          + QStringLiteral("\nError: listen EADDRINUSE: address already in use 127.0.0.1:3000");
    window_->targetPanel()->setKind(bw::TargetSpec::Kind::Launch);
    window_->onRunFailed(error);
    QCoreApplication::processEvents();
    MessageArea* area = window_->messageArea();
    QTRY_VERIFY(area->isVisible());
    QCOMPARE(area->text(), error);
    QVERIFY(area->label()->wordWrap());
    QVERIFY(area->label()->text().contains(QStringLiteral("href=\"") + log));
    QCOMPARE(MessageArea::logPaths(error), QStringList{log});
    // The progress bar keeps its width; nothing leaves the window.
    QTRY_VERIFY(window_->width() <= 1280);
    QVERIFY2(progress->width() >= before * 9 / 10,
             qPrintable(QString("progress %1 px, was %2 px").arg(progress->width()).arg(before)));
    const QPoint areaRight = area->mapTo(window_, QPoint(area->width(), 0));
    QVERIFY2(areaRight.x() <= window_->width(), qPrintable(QString::number(areaRight.x())));
    const QString shots = qEnvironmentVariable("BENCHWORK_SHOT_DIR");
    if (!shots.isEmpty())
        window_->grab().save(shots + "/window-error-en-1280x800.png");
    // Another target: the error about the old one goes.
    window_->targetPanel()->setKind(bw::TargetSpec::Kind::Url);
    QVERIFY(!area->isVisible());
    QVERIFY(area->text().isEmpty());
    window_->targetPanel()->setKind(bw::TargetSpec::Kind::Demo);
}

// The run bar's line after a run can be long (a failed run's first error, a
// client-bound capacity search's answer): it is cut with "…" (the whole
// text its tooltip), and the progress bar keeps its width whatever it says.
void TestWindow::longPhaseTextsKeepTheProgressBarsWidth()
{
    window_->resize(1280, 800);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    RunBar* bar = window_->runBar();
    auto* progress = bar->findChild<PhaseProgress*>();
    QVERIFY(progress);
    bar->showIdle(QStringLiteral("Ready."));
    QTRY_VERIFY(progress->width() > 0);
    const int shortText = progress->width();
    QVERIFY2(shortText >= bar->width() / 3, qPrintable(QString("%1 of %2 px").arg(shortText).arg(bar->width())));
    const QString longTexts[] = {
        QStringLiteral("The run failed: no request completed: Connection refused (127.0.0.1:9), and the first error of "
                       "each class is in the summary"),
        QStringLiteral("The client, not the server, limits this search on this machine: the client cannot offer more "
                       "than 9,641 req/s here (Client starved of CPU); 1 step in 4 s"),
        QStringLiteral("실패한 실행: 완료된 요청이 없습니다: 연결이 거부되었습니다 (127.0.0.1:9), 유형별 첫 오류는 요약에 있습니다"),
    };
    for (const QString& text : longTexts) {
        bar->showIdle(text, true);
        QCoreApplication::processEvents();
        QTRY_COMPARE(progress->width(), shortText);
        QCOMPARE(bar->phaseText(), text);
        QVERIFY2(bar->phaseShownText().endsWith(QChar(0x2026)), qPrintable(bar->phaseShownText()));   // cut, not wider
    }
    QTRY_VERIFY(window_->width() <= 1280);
}

void TestWindow::fileExportsTheCurrentRunAndHelpListsShortcuts()
{
    QTemporaryDir dir;
    QVERIFY(window_->controller()->lastResult().has_value());
    // Every format the history offers, through the history's exporter.
    const struct { HistoryExport::Format format; const char* name; const char* expect; } formats[] = {
        {HistoryExport::Format::Markdown, "r.md", "# "},
        {HistoryExport::Format::Html, "r.html", "<html"},
        {HistoryExport::Format::Json, "r.json", "{"},
        {HistoryExport::Format::Csv, "r.csv", ","},
        {HistoryExport::Format::Hdr, "r.hgrm", "Percentile"},
    };
    for (const auto& f : formats) {
        const QString path = dir.filePath(f.name);
        QVERIFY2(window_->exportCurrentRun(f.format, path), qPrintable(window_->lastMessage()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(file.readAll().contains(f.expect), f.name);
    }
    int formatsInMenu = 0;
    for (QAction* a : window_->exportMenu()->actions())
        formatsInMenu += a->isSeparator() ? 0 : 1;
    QCOMPARE(formatsInMenu, 5);
    QVERIFY(window_->fileMenu()->actions().contains(window_->exportMenu()->menuAction()));

    // Help: the docs exist where the links point, and the shortcuts are the real ones.
    QVERIFY(QFileInfo::exists(MainWindow::docPath("docs/gui.md")));
    QVERIFY(QFileInfo::exists(MainWindow::docPath("README.md")));
    QVERIFY(MainWindow::docPath("docs/no-such-file.md").isEmpty());
    QVERIFY(window_->helpMenu()->actions().size() >= 4);
    std::unique_ptr<QDialog> d(window_->makeShortcutsDialog());
    auto* table = d->findChild<QTableWidget*>();
    QVERIFY(table);
    QStringList keys;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0))
            keys << table->item(r, 0)->text();
    for (const QKeySequence& k : {QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_Escape),
                                  QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence(Qt::CTRL | Qt::Key_D)})
        QVERIFY2(keys.contains(k.toString(QKeySequence::NativeText)), qPrintable(keys.join(" | ")));
    // View > Presentation: F11 (and the platform's full-screen key).
    QVERIFY2(keys.join(" | ").contains(QKeySequence(Qt::Key_F11).toString(QKeySequence::NativeText)),
             qPrintable(keys.join(" | ")));
}

// What the user edits in the window is saved; what came from the command
// line (quickRun's -c 4, --slo-p99 2s...) is not, unless edited
// (start_options.h; tst_window_start checks the whole program).
void TestWindow::settingsPersist()
{
    bw::LoadConfig edited;
    window_->loadPanel()->fillLoad(edited);
    edited.connections = 9;   // an edit over the command line's 4
    edited.warmupSec = 1.5;
    window_->loadPanel()->setLoad(edited);
    bw::Slo slo = window_->loadPanel()->slo();
    slo.maxP99Us = 3e6;
    window_->loadPanel()->setSlo(slo);
    window_->saveSettings();
    LanguageManager lang;
    lang.apply("en");
    MainWindow second(&lang);
    second.restore(GuiOptions{});
    bw::LoadConfig a, b;
    window_->loadPanel()->fillLoad(a);
    second.loadPanel()->fillLoad(b);
    QCOMPARE(b.connections, 9);
    QCOMPARE(b.warmupSec, 1.5);
    QCOMPARE(second.loadPanel()->slo().maxP99Us, 3e6);
    QVERIFY(b.rate != 3000);   // quickRun's --rate, never edited: not saved
    QCOMPARE(b.connections, a.connections);
    QCOMPARE(second.targetPanel()->kind(), bw::TargetSpec::Kind::Demo);
    QCOMPARE(second.saveGeometry().isEmpty(), false);
}

// The case: the demo target chosen, the URL changed to one it does
// not serve. No process is watched, the server tile and the result say so,
// and no target figures are recorded.
void TestWindow::demoTargetNotServingTheUrlIsNotWatched()
{
    GuiOptions o = quickRun(1);
    o.sloRps.reset();
    o.rate = 0;
    window_->restore(o);
    QTRY_VERIFY_WITH_TIMEOUT(window_->demoTarget()->state() == DemoHost::State::Ready, 10000);
    const QString demoUrl = window_->targetPanel()->url();
    window_->targetPanel()->setUrl(QStringLiteral("http://127.0.0.1:1/json"));
    QSignalSpy finished(window_->controller(), &RunController::runFinished);
    QVERIFY(window_->startRun());
    QVERIFY2(finished.wait(20000), qPrintable(window_->lastMessage()));
    window_->targetPanel()->setUrl(demoUrl);   // as the other tests expect it

    const bw::RunResult& r = *window_->controller()->lastResult();
    QVERIFY(!r.target.present);
    QCOMPARE(r.target.peakRssBytes, quint64(0));
    QVERIFY(r.target.series.empty());
    QCOMPARE(window_->controller()->targetSeries().size(), size_t(0));   // no chart line
    FigureTile* rss = window_->figures()->tiles().at(3);
    QCOMPARE(rss->value(), DisplayFormat::dash());
    QCOMPARE(rss->detail(), QStringLiteral("no process watched"));
    QVERIFY2(rss->extra().contains("the demo target does not listen on 127.0.0.1:1"), qPrintable(rss->extra()));
    QCOMPARE(window_->summary()->cell("facts", 0, 0), QStringLiteral("Target peak memory"));
    QCOMPARE(window_->summary()->cell("facts", 0, 1), QStringLiteral("not watched"));
}

// A sweep started in the Capacity tab on the demo target watches it as a
// run does: the server tile shows its memory, not "no process watched".
void TestWindow::sweepFromTheWindowWatchesTheDemoTarget()
{
    GuiOptions o = quickRun(1);
    o.rate = 0;
    window_->restore(o);
    QTRY_VERIFY_WITH_TIMEOUT(window_->demoTarget()->state() == DemoHost::State::Ready, 10000);
    // a URL the demo target serves, whatever an earlier test left in the field
    window_->targetPanel()->setUrl(window_->demoTarget()->baseUrl() + QStringLiteral("/json"));
    CapacityPanel* panel = window_->capacityPanel();
    panel->setHistoryPath(QString());   // never the user's history
    CapacityForm* form = panel->form();
    form->setMode(CapacityForm::Mode::Sweep);
    form->setField(QStringLiteral("vus"), QStringLiteral("1,2"));
    form->setField(QStringLiteral("step"), 1.5);
    form->setField(QStringLiteral("warmup"), 0.0);
    QSignalSpy done(panel, &CapacityPanel::finished);
    QVERIFY2(panel->start(), qPrintable(panel->problemText()));
    FigureTile* rss = window_->figures()->tiles().at(3);
    QTRY_VERIFY2_WITH_TIMEOUT(rss->value() != DisplayFormat::dash() && rss->detail().startsWith("server CPU"),
                              qPrintable(rss->value() + " / " + rss->detail() + " / " + panel->statusText() + " / "
                                         + window_->targetPanel()->url()), 15000);
    QVERIFY(rss->value().contains("MiB"));
    QVERIFY(done.wait(30000));
    QCOMPARE(int(panel->sweepResult().points.size()), 2);
    form->setMode(CapacityForm::Mode::Capacity);
}

void TestWindow::cleanupTestCase()
{
    delete window_;
    window_ = nullptr;
    QSettings().clear();
}

BW_TEST_MAIN(TestWindow)
#include "tst_ui_window.moc"
