// The window's built-in demo target goes through the core's one launcher
// (bw::TargetLauncher via DemoHost, no QProcess): it runs in its own process
// group, announces its address, and stops with the host and with the window.
// The Launch panel feeds ready URL, working folder and environment into
// bw::TargetSpec, as the CLI's --ready-url, --cwd and -e do, and the Run bar
// says what the start waits for.
#include "test_main.h"
#include "window/language_manager.h"
#include "window/main_window.h"
#include "controller/demo_host.h"
#include "controller/run_controller.h"
#include "loopback_server.h"
#include "panels/load_panel.h"
#include "panels/run_bar.h"
#include "panels/target_panel.h"

#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <csignal>
#include <unistd.h>

using namespace bwui;

namespace {
// Gone for good: the launcher reaps what it stops, so not even a zombie is left.
bool processGone(qint64 pid)
{
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
}
} // namespace

class TestDemoHost : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void startsThroughTheCoreLauncherAndStopsWithTheHost();
    void noticesWhenTheTargetExits();
    void missingExecutableFailsNamingIt();
    void windowDemoStopsWithTheWindow();
    void runPressedWhileStartingSaysWhatItWaitsFor();
    void launchPanelFeedsReadyUrlFolderAndEnvironment();
    void launchPanelRefusesBadLines();
    void panelRefusesABadHeaderName();
    void launchedRunWaitsForTheReadyUrlInItsFolderAndEnvironment();
    void cleanupTestCase();

private:
    QString demoBinary_;
    LanguageManager* language_ = nullptr;
};

void TestDemoHost::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("BenchworkTests");
    QCoreApplication::setApplicationName("tst_ui_demo_host");
    QSettings().clear();
    demoBinary_ = QString::fromStdString(DemoHost::demoSpec().demoBinary);
    QVERIFY2(QFileInfo(demoBinary_).isExecutable(), qPrintable("benchwork-target must be built: " + demoBinary_));
    language_ = new LanguageManager(this);
    QVERIFY(language_->apply("en"));
}

void TestDemoHost::startsThroughTheCoreLauncherAndStopsWithTheHost()
{
    qint64 pid = 0;
    {
        DemoHost host;
        QSignalSpy ready(&host, &DemoHost::ready);
        host.start();
        QCOMPARE(host.state(), DemoHost::State::Starting);
        QTRY_VERIFY_WITH_TIMEOUT(host.state() == DemoHost::State::Ready, 15000);
        QCOMPARE(ready.count(), 1);
        QVERIFY2(host.baseUrl().startsWith("http://127.0.0.1:"), qPrintable(host.baseUrl()));
        QVERIFY(!host.baseUrl().endsWith('/'));
        pid = host.pid();
        QVERIFY(pid > 0);
        // The core launcher puts the target in a process group of its own
        // (so stopping it also stops anything it started); a QProcess child
        // would share this test's group.
        QCOMPARE(qint64(::getpgid(pid_t(pid))), pid);
        QVERIFY(::getpgid(pid_t(pid)) != ::getpgrp());
        const bw::TargetSpec attach = host.attachSpec();
        QCOMPARE(attach.kind, bw::TargetSpec::Kind::Attach);
        QCOMPARE(qint64(attach.pid), pid);
    }
    QVERIFY(processGone(pid));
}

void TestDemoHost::noticesWhenTheTargetExits()
{
    DemoHost host;
    QSignalSpy exited(&host, &DemoHost::exited);
    host.start();
    QTRY_VERIFY_WITH_TIMEOUT(host.state() == DemoHost::State::Ready, 15000);
    QCOMPARE(::kill(pid_t(host.pid()), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(exited.count() == 1, 5000);
    QCOMPARE(host.state(), DemoHost::State::Stopped);
    QCOMPARE(host.pid(), qint64(0));
    QVERIFY2(exited.first().first().toString().contains("signal 9"), qPrintable(exited.first().first().toString()));
}

void TestDemoHost::missingExecutableFailsNamingIt()
{
    DemoHost host;
    QSignalSpy failed(&host, &DemoHost::failed);
    bw::TargetSpec spec = DemoHost::demoSpec();
    spec.demoBinary = "/nonexistent/benchwork-target";
    host.start(spec);
    QCOMPARE(host.state(), DemoHost::State::Failed);
    QCOMPARE(failed.count(), 1);
    QVERIFY2(host.errorText().contains("/nonexistent/benchwork-target"), qPrintable(host.errorText()));
}

void TestDemoHost::windowDemoStopsWithTheWindow()
{
    auto* window = new MainWindow(language_);
    window->controller()->setHistoryPath(QString());
    GuiOptions o;
    o.demo = true;
    window->restore(o);
    QTRY_VERIFY_WITH_TIMEOUT(window->demoTarget()->state() == DemoHost::State::Ready, 15000);
    const qint64 pid = window->demoTarget()->pid();
    QVERIFY(pid > 0);
    QCOMPARE(qint64(::getpgid(pid_t(pid))), pid);   // started by the core launcher
    QVERIFY(window->targetPanel()->url().startsWith(window->demoTarget()->baseUrl()));
    delete window;
    QVERIFY(processGone(pid));
}

void TestDemoHost::runPressedWhileStartingSaysWhatItWaitsFor()
{
    auto* window = new MainWindow(language_);
    window->controller()->setHistoryPath(QString());
    GuiOptions o;
    o.demo = true;
    window->restore(o);
    QCOMPARE(window->demoTarget()->state(), DemoHost::State::Starting);
    const qint64 pid = window->demoTarget()->pid();
    QVERIFY(pid > 0);
    QVERIFY(window->startRun());
    QCOMPARE(window->runBar()->phaseText(), QString("Starting… waiting for the demo target's listening line"));
    delete window;   // before it listens: the pending run never starts, the target stops
    QVERIFY(processGone(pid));
}

void TestDemoHost::launchPanelFeedsReadyUrlFolderAndEnvironment()
{
    TargetPanel panel;
    panel.setKind(bw::TargetSpec::Kind::Launch);
    panel.setUrl("http://127.0.0.1:3000/json");
    panel.findChild<QLineEdit*>("readyUrl")->setText("http://127.0.0.1:3000/health");
    panel.findChild<QLineEdit*>("workingDir")->setText("/srv/app");
    panel.findChild<QPlainTextEdit*>("environment")->setPlainText("PORT=3000\n\n  MODE=a=b  \n");
    QVERIFY(panel.problem().contains("command"));   // the one field left empty
    panel.findChild<QLineEdit*>("command")->setText("node server.js");
    QVERIFY2(panel.problem().isEmpty(), qPrintable(panel.problem()));
    const bw::TargetSpec t = panel.targetSpec();
    QCOMPARE(t.kind, bw::TargetSpec::Kind::Launch);
    QCOMPARE(t.launch.readiness.kind, bw::Readiness::Kind::Http);
    QCOMPARE(t.launch.readiness.url, std::string("http://127.0.0.1:3000/health"));
    QCOMPARE(t.launch.workingDir, std::string("/srv/app"));
    QCOMPARE(int(t.launch.env.size()), 2);
    QCOMPARE(t.launch.env.at("PORT"), std::string("3000"));
    QCOMPARE(t.launch.env.at("MODE"), std::string("a=b"));
}

void TestDemoHost::launchPanelRefusesBadLines()
{
    TargetPanel panel;
    panel.setKind(bw::TargetSpec::Kind::Launch);
    panel.setUrl("http://127.0.0.1:3000/json");
    panel.findChild<QLineEdit*>("command")->setText("node server.js");
    panel.findChild<QLineEdit*>("readyUrl")->setText("ftp://127.0.0.1/health");
    QVERIFY2(panel.problem().contains("Ready URL"), qPrintable(panel.problem()));
    panel.findChild<QLineEdit*>("readyUrl")->clear();
    panel.findChild<QPlainTextEdit*>("environment")->setPlainText("PORT=3000\nNOEQUALS");
    QVERIFY2(panel.problem().contains("line 2") && panel.problem().contains("NOEQUALS"), qPrintable(panel.problem()));
    panel.findChild<QPlainTextEdit*>("environment")->setPlainText("=value");
    QVERIFY2(panel.problem().contains("line 1"), qPrintable(panel.problem()));
}

// The window's header rows get the core's one check, as -H and files do:
// the row, the header and the character named before a run starts.
void TestDemoHost::panelRefusesABadHeaderName()
{
    TargetPanel panel;
    panel.setUrl("http://127.0.0.1:3000/json");
    panel.applyRequestOverrides(std::nullopt, {"X-Ok: 1", "Bad;Name: x"}, std::nullopt);
    QVERIFY2(panel.problem().contains("row 2") && panel.problem().contains("'Bad;Name'") && panel.problem().contains("';'"),
             qPrintable(panel.problem()));
    panel.applyRequestOverrides(std::nullopt, {"X-Ok: 1", "User-Agent:"}, std::nullopt);
    QVERIFY2(panel.problem().isEmpty(), qPrintable(panel.problem()));
    bw::LoadConfig c;
    panel.fillRequest(c);
    QCOMPARE(int(c.headers.size()), 2);
    QCOMPARE(c.headers[1].name, std::string("User-Agent"));
    QCOMPARE(c.headers[1].value, std::string());   // no User-Agent at all (request_defaults.h)
}

void TestDemoHost::launchedRunWaitsForTheReadyUrlInItsFolderAndEnvironment()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString canonical = QFileInfo(folder.path()).canonicalFilePath();
    const int port = bwtest::unusedPort();
    const QString url = QString("http://127.0.0.1:%1/json").arg(port);

    MainWindow window(language_);
    window.controller()->setHistoryPath(QString());
    window.restore(GuiOptions{});
    TargetPanel* panel = window.targetPanel();
    panel->setKind(bw::TargetSpec::Kind::Launch);
    panel->setUrl(url);
    // The server only starts in the chosen folder with the chosen variable
    // set; otherwise the shell exits 1 and the run fails.
    panel->findChild<QLineEdit*>("command")->setText(
        QString("test \"$BW_MARK\" = on && test \"$(pwd -P)\" = '%1' && exec '%2' --port %3 --quiet")
            .arg(canonical, demoBinary_)
            .arg(port));
    panel->findChild<QLineEdit*>("readyUrl")->setText(url);
    panel->findChild<QLineEdit*>("workingDir")->setText(folder.path());
    panel->findChild<QPlainTextEdit*>("environment")->setPlainText("BW_MARK=on");
    bw::LoadConfig c;
    window.loadPanel()->fillLoad(c);
    c.connections = 2;
    c.threads = 1;
    c.warmupSec = 0;
    c.durationSec = 1;
    c.rate = 0;
    window.loadPanel()->setLoad(c);

    QSignalSpy finished(window.controller(), &RunController::runFinished);
    QVERIFY2(window.startRun(), qPrintable(window.lastMessage()));
    QCOMPARE(window.runBar()->phaseText(), "Starting… waiting for " + url);
    QVERIFY2(finished.wait(30000), qPrintable(window.lastMessage()));
    const bw::RunResult& r = *window.controller()->lastResult();
    QCOMPARE(r.status, bw::RunStatus::Complete);
    QVERIFY(r.requests > 0);
    QVERIFY(r.target.present);
}

void TestDemoHost::cleanupTestCase()
{
    QSettings().clear();
}

BW_TEST_MAIN(TestDemoHost)
#include "tst_ui_demo_host.moc"
