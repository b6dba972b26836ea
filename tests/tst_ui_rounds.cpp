// Rounds in the window: the load panel's Rounds field runs the same
// configuration N times with the cool-down between, every round a run of one
// round group in the history (as `benchwork-cli run --rounds`), the run bar
// names the round, Stop ends the whole sequence (the round under way saved
// as stopped, no later round started), and the summary leads with the
// rounds' medians and 95 % intervals from core/compare.
#include "test_main.h"
#include "window/gui_options.h"
#include "window/language_manager.h"
#include "window/main_window.h"
#include "compare/comparison_text.h"
#include "compare/rounds_summary.h"
#include "controller/run_controller.h"
#include "model/display_format.h"
#include "demo/demo_server.h"
#include "history/history_store.h"
#include "panels/load_panel.h"
#include "panels/run_bar.h"
#include "panels/summary_panel.h"
#include "suite/suite_panel.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace bwui;

class TestUiRounds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void loadPanelField();
    void threeRoundsOneGroup();
    void stopEndsTheSequence();
    void cleanupTestCase();

private:
    void stopFromTheWindow();
    std::vector<bw::RunRow> groupRuns(int64_t group);

    bw::demo::DemoServer demo_;
    LanguageManager* language_ = nullptr;
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
    QString db_;
};

void TestUiRounds::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("BenchworkTests");
    QCoreApplication::setApplicationName("tst_ui_rounds");
    QSettings().clear();
    QVERIFY(dir_.isValid());
    // The in-process demo target, one thread, on a free loopback port.
    const auto refused = demo_.start(0, 200, 1);
    QVERIFY2(!refused, refused ? refused->text().c_str() : "");
    db_ = dir_.filePath("history.db");
    language_ = new LanguageManager(this);
    QVERIFY(language_->apply("en"));
    window_ = new MainWindow(language_);
    window_->controller()->setHistoryPath(db_);   // a scratch history, never the user's
    window_->suitePanel()->setHistoryPath(QString());
    GuiOptions o;
    o.url = QStringLiteral("http://127.0.0.1:%1/json").arg(demo_.port());
    o.connections = 2;
    o.threads = 1;
    o.durationSec = 0.5;   // short rounds: the machine is shared
    o.warmupSec = 0;
    o.rate = 300;
    window_->restore(o);
    window_->resize(1280, 800);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestUiRounds::loadPanelField()
{
    LoadPanel* load = window_->loadPanel();
    QCOMPARE(load->rounds(), 1);                 // default: a single run
    QCOMPARE(load->cooldownSec(), 1.0);
    auto* rounds = load->findChild<QSpinBox*>("rounds");
    auto* cooldown = load->findChild<QDoubleSpinBox*>("cooldown");
    QVERIFY(rounds && cooldown);
    QCOMPARE(rounds->minimum(), 1);
    QCOMPARE(rounds->maximum(), 1000);
    QVERIFY(!cooldown->isEnabled());             // nothing to cool down between
    load->setRounds(4);
    QVERIFY(cooldown->isEnabled());
    load->setRounds(5000);
    QCOMPARE(load->rounds(), 1000);
    // Kept with the other load settings.
    load->setRounds(7);
    load->setCooldownSec(2.5);
    QSettings s;
    load->saveSettings(s);
    load->setRounds(1);
    load->setCooldownSec(1);
    load->loadSettings(s);
    QCOMPARE(load->rounds(), 7);
    QCOMPARE(load->cooldownSec(), 2.5);
    load->setRounds(1);
    load->setCooldownSec(1);
}

std::vector<bw::RunRow> TestUiRounds::groupRuns(int64_t group)
{
    bw::HistoryStore store;
    if (!store.open(db_.toStdString()))
        return {};
    bool ok = false;
    std::vector<bw::RunRow> rows = store.roundGroupRuns(group, &ok);
    return ok ? rows : std::vector<bw::RunRow>{};
}

void TestUiRounds::stopFromTheWindow()
{
    // As the user stops: the window's Stop action (Esc, the run bar's button).
    for (QAction* a : window_->findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(Qt::Key_Escape)) {
            QVERIFY(a->isEnabled());
            a->trigger();
            return;
        }
    QFAIL("no Stop action");
}

void TestUiRounds::threeRoundsOneGroup()
{
    window_->loadPanel()->setRounds(3);
    window_->loadPanel()->setCooldownSec(0.2);
    RunController* c = window_->controller();
    QSignalSpy started(c, &RunController::runStarted);
    QSignalSpy between(c, &RunController::roundFinished);
    QSignalSpy finished(c, &RunController::runFinished);
    QSignalSpy failed(window_, &MainWindow::runFailed);
    QVERIFY(window_->startRun());
    // The run bar names the round while it runs.
    QTRY_VERIFY_WITH_TIMEOUT(window_->runBar()->phaseText().startsWith("Round 2 of 3"), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(started.count(), 3);
    QCOMPARE(between.count(), 2);
    QVERIFY(!c->active());

    // Three runs in one group of kind "rounds", rounds 1, 2, 3, all complete.
    const std::vector<bw::RunResult>& results = c->roundResults();
    QCOMPARE(int(results.size()), 3);
    const int64_t group = c->roundGroupId();
    QVERIFY(group > 0);
    bw::HistoryStore store;
    QVERIFY(store.open(db_.toStdString()));
    const auto g = store.roundGroup(group);
    QVERIFY(g);
    QCOMPARE(g->kind, std::string("rounds"));
    QCOMPARE(g->rounds, 3);
    const std::vector<bw::RunRow> rows = groupRuns(group);
    QCOMPARE(int(rows.size()), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(rows[i].roundIndex, i + 1);
        QCOMPARE(rows[i].status, std::string("complete"));
        QCOMPARE(rows[i].id, c->roundHistoryIds()[i]);
        QVERIFY(results[i].requests > 0);
    }

    // The summary: the rounds' medians with their intervals, computed by
    // core/compare, and a line per round.
    SummaryPanel* summary = window_->summary();
    const QString headline = summary->headlineText();
    QVERIFY2(headline.startsWith("3 of 3 rounds: median "), qPrintable(headline));
    QVERIFY2(headline.endsWith(QStringLiteral("(round group g%1)").arg(group)), qPrintable(headline));
    std::vector<double> rps;
    for (const bw::RunResult& r : results)
        rps.push_back(r.rps);
    const QString rpsCell = bw::medianCell(bw::Metric::Rps, bw::medianInterval(rps));
    QVERIFY2(rpsCell.endsWith(QString::fromUtf8("±∞")), qPrintable(rpsCell));   // 3 rounds: no 95 % interval
    QVERIFY2(headline.contains(rpsCell), qPrintable(headline + " / " + rpsCell));
    const std::vector<bw::RoundsMetric> metrics = bw::summarizeRounds(results);
    QCOMPARE(summary->rowCount("rounds"), int(metrics.size()));
    QCOMPARE(summary->cell("rounds", 0, 0), QString("requests/s"));
    QCOMPARE(summary->cell("rounds", 0, 1), rpsCell);
    QCOMPARE(summary->cell("rounds", 0, 3), QString("3"));
    for (int i = 0; i < int(metrics.size()); ++i)
        QCOMPARE(summary->cell("rounds", i, 1), bw::medianCell(metrics[i].metric, metrics[i].interval, DisplayFormat::metricValue));
    QCOMPARE(summary->rowCount("roundList"), 3);
    QCOMPARE(summary->cell("roundList", 2, 4), QStringLiteral("#%1").arg(rows[2].id));
    QVERIFY2(window_->runBar()->phaseText().startsWith("3 of 3 rounds"), qPrintable(window_->runBar()->phaseText()));

    // A single run afterwards is a run of its own again, in no group.
    window_->loadPanel()->setRounds(1);
    QSignalSpy single(c, &RunController::runFinished);
    QVERIFY(window_->startRun());
    QVERIFY(single.wait(20000));
    QCOMPARE(c->roundGroupId(), int64_t(0));
    QVERIFY2(summary->headlineText().startsWith("Complete: "), qPrintable(summary->headlineText()));
    QCOMPARE(summary->rowCount("rounds"), 0);
    QVERIFY(c->lastHistoryId() > rows[2].id);
    QCOMPARE(int(groupRuns(group).size()), 3);
}

void TestUiRounds::stopEndsTheSequence()
{
    // Longer rounds, so that Stop lands inside round 2's measured phase.
    bw::LoadConfig load;
    window_->loadPanel()->fillLoad(load);
    load.durationSec = 3;
    window_->loadPanel()->setLoad(load);
    window_->loadPanel()->setRounds(3);
    window_->loadPanel()->setCooldownSec(0.1);
    RunController* c = window_->controller();
    QSignalSpy started(c, &RunController::runStarted);
    QSignalSpy finished(c, &RunController::runFinished);
    QVERIFY(window_->startRun());
    QTRY_VERIFY_WITH_TIMEOUT(c->round() == 2 && c->state() == RunController::State::Running
                                 && c->live().phase == bw::Phase::Measured && c->live().requestsDone > 0,
                             30000);
    QVERIFY2(window_->runBar()->phaseText().startsWith("Round 2 of 3"), qPrintable(window_->runBar()->phaseText()));
    stopFromTheWindow();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QVERIFY(!c->active());
    QCOMPARE(started.count(), 2);   // round 3 never started

    const std::vector<bw::RunResult>& results = c->roundResults();
    QCOMPARE(int(results.size()), 2);
    QCOMPARE(results[0].status, bw::RunStatus::Complete);
    QCOMPARE(results[1].status, bw::RunStatus::Stopped);
    const std::vector<bw::RunRow> rows = groupRuns(c->roundGroupId());
    QCOMPARE(int(rows.size()), 2);
    QCOMPARE(rows[0].status, std::string("complete"));
    QCOMPARE(rows[1].status, std::string("stopped"));
    QCOMPARE(rows[1].roundIndex, 2);
    const QString headline = window_->summary()->headlineText();
    QVERIFY2(headline.startsWith("2 of 3 rounds (stopped): median "), qPrintable(headline));
    QCOMPARE(window_->summary()->rowCount("roundList"), 2);
    QCOMPARE(window_->summary()->cell("roundList", 1, 3), QString("stopped"));

    // Nothing starts later: the cool-down timer is gone with the sequence.
    QSignalSpy more(c, &RunController::runStarted);
    QVERIFY(!more.wait(1500));
    QCOMPARE(int(groupRuns(c->roundGroupId()).size()), 2);
}

void TestUiRounds::cleanupTestCase()
{
    delete window_;
    window_ = nullptr;
    demo_.stop();
    QSettings().clear();
}

BW_TEST_MAIN(TestUiRounds)
#include "tst_ui_rounds.moc"
