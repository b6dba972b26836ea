// Steering a run from the window (issue 33) against the launched demo
// target: the load panel's VUs field stays live and a value typed there
// reaches the engine once (the result's loadChanges); + and - step the knob
// along 1-2-5 values; a refused change shows the reason and changes nothing;
// the window's control socket acts on its lines; every live chart (the
// presentation's too) marks each change at its instant; after the run the
// panel is back to the planned load, and the result's stages replay what ran.
#include "engine/stage_list.h"
#include "controller/demo_host.h"
#include "controller/run_controller.h"
#include "charts/time_chart.h"
#include "panels/charts_panel.h"
#include "panels/load_knobs.h"
#include "panels/load_panel.h"
#include "panels/stages_editor.h"
#include "test_main.h"
#include "window/gui_options.h"
#include "window/language_manager.h"
#include "window/main_window.h"
#include "window/presentation_view.h"

#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace bwui;

class TestSteering : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void stepsFollowOneTwoFive();
    void knobsSteerARunAndMarkTheCharts();
    void cleanupTestCase();

private:
    LanguageManager* language_ = nullptr;
    MainWindow* window_ = nullptr;
};

namespace {
// With BENCHWORK_SHOT_DIR set: the changes are seconds apart (so the charts
// show each level) and the window is saved at both review sizes, in English
// and Korean, and the presentation view, for the eye.
bool shooting()
{
    return !qEnvironmentVariableIsEmpty("BENCHWORK_SHOT_DIR");
}

void pauseForShots()
{
    if (shooting())
        QTest::qWait(3000);
}

void saveShots(QWidget* w, const QString& what)
{
    if (!shooting())
        return;
    const QString dir = qEnvironmentVariable("BENCHWORK_SHOT_DIR");
    const QSize before = w->size();
    for (QSize size : {QSize(1600, 1000), QSize(1280, 800)}) {
        w->resize(size);
        QTest::qWait(300);   // laid out and painted at the new size
        w->grab().save(QStringLiteral("%1/%2-%3x%4.png").arg(dir, what).arg(size.width()).arg(size.height()));
    }
    w->resize(before);
}

// One line to a Unix socket and its one-line reply (as socat would), within
// `timeoutMs`; "" when none came. The reply is read while the UI thread's
// event loop keeps running (the window's ticks).
QString askSocket(const QString& path, const QByteArray& line, int timeoutMs = 5000)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0)
        return {};
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    const QByteArray p = path.toLocal8Bit();
    if (size_t(p.size()) >= sizeof addr.sun_path) {
        ::close(fd);
        return {};
    }
    std::memcpy(addr.sun_path, p.constData(), size_t(p.size()));
    QByteArray reply;
    if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0
        && ::write(fd, line.constData(), size_t(line.size())) == line.size()) {
        QElapsedTimer t;
        t.start();
        while (!reply.contains('\n') && t.elapsed() < timeoutMs) {
            pollfd pfd{fd, POLLIN, 0};
            if (::poll(&pfd, 1, 20) > 0) {
                char buf[256];
                const ssize_t n = ::read(fd, buf, sizeof buf);
                if (n <= 0)
                    break;
                reply.append(buf, int(n));
            }
            QCoreApplication::processEvents();
        }
    }
    ::close(fd);
    return QString::fromUtf8(reply).trimmed();
}
} // namespace

void TestSteering::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("BenchworkTests");
    QCoreApplication::setApplicationName("tst_ui_steering");
    QSettings().clear();
    const QString demo = QString::fromStdString(DemoHost::demoSpec().demoBinary);
    QVERIFY2(QFileInfo(demo).isExecutable(), qPrintable("benchwork-target must be built next to the tests: " + demo));
    language_ = new LanguageManager(this);
    QVERIFY(language_->apply("en"));
    window_ = new MainWindow(language_);
    window_->controller()->setHistoryPath(QString());   // never the user's history
}

void TestSteering::stepsFollowOneTwoFive()
{
    QCOMPARE(LoadKnobs::stepUp(4), 5.0);
    QCOMPARE(LoadKnobs::stepUp(5), 10.0);
    QCOMPARE(LoadKnobs::stepUp(10), 20.0);
    QCOMPARE(LoadKnobs::stepUp(50), 100.0);
    QCOMPARE(LoadKnobs::stepUp(120), 200.0);
    QCOMPARE(LoadKnobs::stepUp(400), 500.0);
    QCOMPARE(LoadKnobs::stepUp(0), 1.0);
    QCOMPARE(LoadKnobs::stepDown(400), 200.0);
    QCOMPARE(LoadKnobs::stepDown(100), 50.0);
    QCOMPARE(LoadKnobs::stepDown(12), 10.0);
    QCOMPARE(LoadKnobs::stepDown(10), 5.0);
    QCOMPARE(LoadKnobs::stepDown(2), 1.0);
    QCOMPARE(LoadKnobs::stepDown(1), 1.0);   // never below one
    QCOMPARE(LoadKnobs::stepUp(1000), 2000.0);
    QCOMPARE(LoadKnobs::stepDown(1500), 1000.0);
}

void TestSteering::knobsSteerARunAndMarkTheCharts()
{
    GuiOptions o;
    o.demo = true;
    o.connections = 4;
    o.threads = 1;
    o.durationSec = 60;   // stopped by Esc once steered
    o.warmupSec = 0.5;
    window_->restore(o);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    QTRY_VERIFY_WITH_TIMEOUT(window_->demoTarget()->state() == DemoHost::State::Ready, 10000);
    RunController* rc = window_->controller();
    QSignalSpy finished(rc, &RunController::runFinished);
    QVERIFY(window_->startRun());
    QTRY_VERIFY_WITH_TIMEOUT(rc->canSteer() && rc->live().phase == bw::Phase::Measured
                                 && window_->loadPanel()->knobs()->live(),
                             10000);
    // The VUs field is live, the rest of the load settings locked.
    auto* vus = qobject_cast<QSpinBox*>(window_->loadPanel()->knobs()->field());
    QVERIFY(vus);
    QVERIFY(vus->isEnabled());
    QCOMPARE(vus->value(), 4);
    QVERIFY(!window_->loadPanel()->findChild<QWidget*>(QStringLiteral("duration"))->isEnabled());
    QVERIFY(rc->knobMaximum() >= 1000);   // room set before prepare (defaultLiveMaxVus)
    pauseForShots();

    // + : one 1-2-5 step up, 4 -> 5.
    QWidget* charts = window_->charts();
    charts->setFocusPolicy(Qt::StrongFocus);
    charts->setFocus();
    QTest::keyClick(charts, Qt::Key_Plus);
    QTRY_COMPARE(int(rc->loadChanges().size()), 1);
    QCOMPARE(rc->loadChanges()[0].from, 4.0);
    QCOMPARE(rc->loadChanges()[0].to, 5.0);
    QCOMPARE(rc->loadChanges()[0].source, std::string("window"));
    pauseForShots();

    // Typed into the field: one change on Enter, not one per digit.
    vus->setFocus();
    vus->selectAll();
    QTest::keyClicks(vus, QStringLiteral("12"));
    QTest::keyClick(vus, Qt::Key_Return);
    QTRY_COMPARE(int(rc->loadChanges().size()), 2);
    QCOMPARE(rc->loadChanges()[1].to, 12.0);
    pauseForShots();

    // - : one step down, 12 -> 10.
    charts->setFocus();
    QTest::keyClick(charts, Qt::Key_Minus);
    QTRY_COMPARE(int(rc->loadChanges().size()), 3);
    QCOMPARE(rc->loadChanges()[2].to, 10.0);

    // Above the room: refused with the reason, nothing changes.
    const QString why = rc->steer(rc->knobMaximum() + 1);
    QVERIFY2(why.contains(QString::number(int(rc->knobMaximum()))), qPrintable(why));
    QTest::qWait(300);
    QCOMPARE(int(rc->loadChanges().size()), 3);
    QCOMPARE(rc->knobLevel(), 10.0);

    // The window's control socket: "vus 6" acts like the knob.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bw.sock"));
    QVERIFY2(window_->openControlSocket(path), qPrintable(window_->lastMessage()));
    QCOMPARE(QFileInfo(path).permissions() & (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther),
             QFile::Permissions());
    const QString reply = askSocket(path, "vus 6\n");
    QVERIFY2(reply.startsWith(QStringLiteral("ok vus 10 -> 6 VUs")), qPrintable(reply));
    QTRY_COMPARE(int(rc->loadChanges().size()), 4);
    QCOMPARE(rc->loadChanges()[3].source, std::string("control"));
    const QString bad = askSocket(path, "vus many\n");
    QVERIFY2(bad.startsWith(QStringLiteral("error:")), qPrintable(bad));
    QTRY_COMPARE(vus->value(), 6);   // the field follows a change from elsewhere

    // Every live chart marks every change at its instant (warmup + atSec),
    // the presentation's too.
    QTRY_COMPARE(int(window_->charts()->rpsChart()->markers().size()), 4);
    const std::vector<bw::LoadChange> changes = rc->loadChanges();
    for (ChartsPanel* panel : {window_->charts(), window_->presentation()->charts()}) {
        for (TimeChart* c : {panel->rpsChart(), panel->latencyChart(), panel->serverChart(), panel->errorsChart()}) {
            QCOMPARE(int(c->markers().size()), 4);
            for (int i = 0; i < 4; ++i)
                QCOMPARE(c->markers()[size_t(i)].atSec, changes[size_t(i)].atSec + 0.5);
        }
    }
    QCOMPARE(window_->charts()->rpsChart()->markers()[1].label, QStringLiteral("5 → 12 VUs"));
    if (shooting()) {
        pauseForShots();
        saveShots(window_, QStringLiteral("steer-en"));
        QVERIFY(language_->apply("ko"));
        QTest::qWait(300);
        saveShots(window_, QStringLiteral("steer-ko"));
        for (QSize size : {QSize(1600, 1000), QSize(1280, 800)}) {
            window_->setPresentation(true, false, size);
            QTest::qWait(1500);   // a few ticks drawn there
            window_->presentation()->grab().save(QStringLiteral("%1/steer-presentation-ko-%2x%3.png")
                                                     .arg(qEnvironmentVariable("BENCHWORK_SHOT_DIR"))
                                                     .arg(size.width())
                                                     .arg(size.height()));
            window_->setPresentation(false);
        }
        QVERIFY(language_->apply("en"));
        window_->setPresentation(true, false, QSize(1280, 800));
        QTest::qWait(1500);
        window_->presentation()->grab().save(
            QStringLiteral("%1/steer-presentation-en-1280x800.png").arg(qEnvironmentVariable("BENCHWORK_SHOT_DIR")));
        window_->setPresentation(false);
    }

    // Esc ends the run: the result keeps the changes and the schedule that ran.
    // (After the presentation's shots its Esc may not reach the window
    // offscreen: Stop directly then; Esc itself is tested without shots.)
    if (shooting())
        rc->stop();
    else
        QTest::keyClick(window_, Qt::Key_Escape);
    QVERIFY(finished.wait(10000));
    window_->openControlSocket(QString());
    QVERIFY(!QFileInfo::exists(path));
    const bw::RunResult r = *rc->lastResult();   // a copy: Run again below starts a run, which drops the last result
    QCOMPARE(int(r.loadChanges.size()), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(r.loadChanges[size_t(i)].to, changes[size_t(i)].to);
    QVERIFY(!r.config.stages.empty());
    QCOMPARE(r.config.stages.back().target, 6.0);
    // The panel is back to the planned load, and unlocked.
    QCOMPARE(vus->value(), 4);
    QVERIFY(window_->loadPanel()->findChild<QWidget*>(QStringLiteral("duration"))->isEnabled());
    QVERIFY(!window_->loadPanel()->knobs()->live());
    QCOMPARE(int(window_->charts()->rpsChart()->markers().size()), 4);   // the markers stay with the run
    // The presentation, opened after the run, marks them too ("5 → 12 VUs").
    window_->setPresentation(true, false, QSize(1280, 800));
    for (TimeChart* c : {window_->presentation()->charts()->rpsChart(), window_->presentation()->charts()->latencyChart()}) {
        QCOMPARE(int(c->markers().size()), 4);
        QCOMPARE(c->markers()[1].label, QStringLiteral("5 → 12 VUs"));
        QCOMPARE(c->markers()[1].atSec, changes[1].atSec + 0.5);
    }
    window_->setPresentation(false);
    // The saved configuration shows its schedule as stages, ready to run again.
    window_->loadPanel()->setLoad(r.config);
    QVERIFY(window_->loadPanel()->stagesOn());
    QCOMPARE(window_->loadPanel()->stagesEditor()->stageText(),
             QString::fromStdString(bw::formatStageList(r.config.stages)));
    if (shooting()) {
        window_->loadPanel()->stagesEditor()->setStageText(QStringLiteral("10s:50,20s:50,0s:200,20s:200,10s:0"));
        saveShots(window_, QStringLiteral("stages-en"));
        QVERIFY(language_->apply("ko"));
        QTest::qWait(300);
        saveShots(window_, QStringLiteral("stages-ko"));
        QVERIFY(language_->apply("en"));
        window_->loadPanel()->setLoad(r.config);
    }
    // History > Run again: the same load, its stages the schedule that ran.
    QVERIFY2(window_->runAgain(r), qPrintable(window_->lastMessage()));
    QTRY_VERIFY_WITH_TIMEOUT(rc->canSteer(), 10000);
    QCOMPARE(rc->config().connections, 4);
    QCOMPARE(QString::fromStdString(bw::formatStageList(rc->config().stages)),
             QString::fromStdString(bw::formatStageList(r.config.stages)));
    QVERIFY(!window_->runAgain(r));   // one load at a time
    QTest::keyClick(window_, Qt::Key_Escape);   // (or it ends with its stages)
    QTRY_VERIFY_WITH_TIMEOUT(!rc->active(), 10000);
    QVERIFY(window_->charts()->rpsChart()->markers().empty());   // this run was not changed
    window_->loadPanel()->setStagesOn(false);
    // + does nothing between runs.
    charts->setFocus();
    QTest::keyClick(charts, Qt::Key_Plus);
    QVERIFY(!window_->stepLoad(+1));
}

void TestSteering::cleanupTestCase()
{
    delete window_;
    window_ = nullptr;
    QSettings().clear();
}

BW_TEST_MAIN(TestSteering)
#include "tst_ui_steering.moc"
