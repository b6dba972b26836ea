// The load panel's stages table (ui/panels/stages_editor): rows round-trip
// to the --stages text through the core's one parser, bad rows are refused
// with a message naming the row and the cell, the sparkline follows the
// schedule, and the load panel hands the stages to the run's LoadConfig
// exactly as `--stages` would.
#include "engine/stage_list.h"
#include "panels/load_panel.h"
#include "panels/stages_editor.h"
#include "test_main.h"
#include "widgets/stage_sparkline.h"

#include <QCheckBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

using namespace bwui;

class TestStagesEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rowsRoundTripToTheStageText();
    void badRowsAreRefusedWithAMessage();
    void sparklineFollowsTheSchedule();
    void loadPanelGivesTheRunTheStages();
    void stagesSurviveTheSettings();
};

void TestStagesEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("BenchworkTests");
    QCoreApplication::setApplicationName("tst_ui_stages_editor");
    QSettings().clear();
}

void TestStagesEditor::rowsRoundTripToTheStageText()
{
    StagesEditor e;
    const QString text = QStringLiteral("30s:100,1m30s:100,0s:400,0.5s:2.5,2m:0");
    QVERIFY(e.setStageText(text));
    QCOMPARE(e.table()->rowCount(), 5);
    QCOMPARE(e.table()->item(1, 0)->text(), QStringLiteral("1m30s"));
    QCOMPARE(e.table()->item(3, 1)->text(), QStringLiteral("2.5"));
    QCOMPARE(e.stageText(), text);
    QVERIFY(e.problem().isEmpty());
    const auto stages = e.stages();
    QVERIFY(stages.has_value());
    const auto parsed = bw::parseStageList(text.toStdString());
    QCOMPARE(stages->size(), parsed->size());
    for (size_t i = 0; i < stages->size(); ++i) {
        QCOMPARE((*stages)[i].durationSec, (*parsed)[i].durationSec);
        QCOMPARE((*stages)[i].target, (*parsed)[i].target);
    }
    // A row typed in another spelling reads back in the one written form.
    e.addRow(QStringLiteral(" 90s "), QStringLiteral("5k"));
    QCOMPARE(e.stageText(), text + QStringLiteral(",1m30s:5000"));
    // setStages() writes what stageText() reads.
    StagesEditor f;
    f.setStages(*stages);
    QCOMPARE(f.stageText(), text);
    // Text that does not parse leaves the rows alone.
    QVERIFY(!f.setStageText(QStringLiteral("30s")));
    QCOMPARE(f.table()->rowCount(), 5);
}

void TestStagesEditor::badRowsAreRefusedWithAMessage()
{
    StagesEditor e;
    e.setStages({});
    QCOMPARE(e.problem(), QStringLiteral("Add at least one stage."));
    QVERIFY(!e.stages().has_value());
    e.addRow(QStringLiteral("30s"), QStringLiteral("100"));
    e.addRow(QStringLiteral("soon"), QStringLiteral("200"));
    QVERIFY2(e.problem().startsWith(QStringLiteral("Stage 2: 'soon' is not a duration")), qPrintable(e.problem()));
    QVERIFY(!e.stages().has_value());
    QVERIFY(e.stageText().isEmpty());
    e.table()->item(1, 0)->setText(QStringLiteral("-5s"));
    QVERIFY2(e.problem().startsWith(QStringLiteral("Stage 2: '-5s' is not a duration")), qPrintable(e.problem()));
    e.table()->item(1, 0)->setText(QStringLiteral("10s"));
    e.table()->item(1, 1)->setText(QStringLiteral("lots"));
    QVERIFY2(e.problem().startsWith(QStringLiteral("Stage 2: 'lots' is not a target")), qPrintable(e.problem()));
    e.table()->item(1, 1)->setText(QStringLiteral("-3"));
    QVERIFY2(e.problem().startsWith(QStringLiteral("Stage 2: '-3' is not a target")), qPrintable(e.problem()));
    e.table()->item(1, 1)->setText(QStringLiteral("200"));
    QVERIFY(e.problem().isEmpty());
    e.table()->item(0, 0)->setText(QStringLiteral("0s"));
    e.table()->item(1, 0)->setText(QStringLiteral("0s"));
    QVERIFY2(e.problem().contains(QStringLiteral("0 s in total")), qPrintable(e.problem()));

    // The load panel says it under the fields, and with a closed-model target
    // above the VU limit the core's own sentence (as the CLI's exit 2).
    LoadPanel panel;
    panel.setStagesOn(true);
    panel.stagesEditor()->setStageText(QStringLiteral("10s:200000"));
    QVERIFY2(panel.problem().startsWith(QStringLiteral("Stages:")), qPrintable(panel.problem()));
    QVERIFY2(panel.problem().contains(QStringLiteral("100000")), qPrintable(panel.problem()));
    panel.stagesEditor()->setStageText(QStringLiteral("10s:200"));
    QVERIFY(panel.problem().isEmpty());
}

void TestStagesEditor::sparklineFollowsTheSchedule()
{
    StagesEditor e;
    e.setBase(10);
    QVERIFY(e.setStageText(QStringLiteral("4s:50,2s:50,0s:20,2s:20")));
    const StageSparkline* s = e.sparkline();
    QCOMPARE(s->peak(), 50.0);
    QCOMPARE(s->levelAt(0), 10.0);
    QCOMPARE(s->levelAt(2), 30.0);    // half-way up the ramp
    QCOMPARE(s->levelAt(5), 50.0);
    QCOMPARE(s->levelAt(7), 20.0);    // after the jump
    // A bad row: no preview rather than a wrong one.
    e.table()->item(3, 0)->setText(QStringLiteral("x"));   // as typed: the table's itemChanged
    QCOMPARE(s->peak(), 10.0);
    QCOMPARE(s->levelAt(5), 10.0);
}

void TestStagesEditor::loadPanelGivesTheRunTheStages()
{
    LoadPanel panel;
    bw::LoadConfig c;
    panel.fillLoad(c);
    QVERIFY(c.stages.empty());   // off by default
    panel.setStagesOn(true);
    QVERIFY(panel.stagesEditor()->setStageText(QStringLiteral("30s:100,1m:100,10s:0")));
    panel.fillLoad(c);
    const auto cli = bw::parseStageList("30s:100,1m:100,10s:0");
    QCOMPARE(c.stages.size(), cli->size());
    for (size_t i = 0; i < c.stages.size(); ++i) {
        QCOMPARE(c.stages[i].durationSec, (*cli)[i].durationSec);
        QCOMPARE(c.stages[i].target, (*cli)[i].target);
    }
    QCOMPARE(c.requests, uint64_t(0));
    QCOMPARE(c.measuredSeconds(), 100.0);
    QVERIFY(!bw::validateConfig([&] { auto d = c; d.url = "http://127.0.0.1/"; return d; }()));
    // A saved run's config shows its stages ("Run again"), and one without
    // them turns the table off.
    LoadPanel other;
    other.setLoad(c);
    QVERIFY(other.stagesOn());
    QCOMPARE(other.stagesEditor()->stageText(), QStringLiteral("30s:100,1m:100,10s:0"));
    bw::LoadConfig plain;
    other.setLoad(plain);
    QVERIFY(!other.stagesOn());
}

void TestStagesEditor::stagesSurviveTheSettings()
{
    {
        LoadPanel panel;
        panel.setStagesOn(true);
        panel.stagesEditor()->setStageText(QStringLiteral("5s:20,5s:0"));
        QSettings s;
        panel.saveSettings(s);
    }
    LoadPanel restored;
    QSettings s;
    restored.loadSettings(s);
    QVERIFY(restored.stagesOn());
    QCOMPARE(restored.stagesEditor()->stageText(), QStringLiteral("5s:20,5s:0"));
}

BW_TEST_MAIN(TestStagesEditor)
#include "tst_ui_stages_editor.moc"
