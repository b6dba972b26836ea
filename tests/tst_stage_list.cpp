// The --stages grammar (engine/stage_list.h): k6's D:T,D:T... read with the
// one duration grammar, refused with the stage and the problem named, and
// written back exactly enough to replay; and benchwork-cli refusing
// malformed stages (no colon, a negative duration, a VU target past the
// limit without a rate, stages beside --duration or --requests) with exit 2
// and a message, in run, run --rounds and ab alike.
#include "engine/stage_list.h"

#include "cli_process.h"
#include "test_main.h"

#include <QtTest>

class TestStageList : public QObject {
    Q_OBJECT
private slots:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<double>>("flat");   // duration, target, duration, target...
        QTest::newRow("k6") << "30s:100,1m:100,10s:0" << QList<double>{30, 100, 60, 100, 10, 0};
        QTest::newRow("spaces and units") << " 1m30s : 5k , 500ms:2.5" << QList<double>{90, 5000, 0.5, 2.5};
        QTest::newRow("a jump") << "0s:10,5s:10" << QList<double>{0, 10, 5, 10};
        QTest::newRow("one stage") << "2h:1.5M" << QList<double>{7200, 1.5e6};
    }
    void parses()
    {
        QFETCH(QString, text);
        QFETCH(QList<double>, flat);
        const auto st = bw::parseStageList(text.toStdString());
        QVERIFY2(st.ok(), st.ok() ? "" : st.error().text().c_str());
        QCOMPARE(int(st->size() * 2), int(flat.size()));
        for (size_t i = 0; i < st->size(); ++i) {
            QCOMPARE((*st)[i].durationSec, flat[int(2 * i)]);
            QCOMPARE((*st)[i].target, flat[int(2 * i + 1)]);
        }
        // written back, it reads the same
        const auto again = bw::parseStageList(bw::formatStageList(*st));
        QVERIFY(again.ok());
        QCOMPARE(int(again->size()), int(st->size()));
        for (size_t i = 0; i < st->size(); ++i) {
            QCOMPARE((*again)[i].durationSec, (*st)[i].durationSec);
            QCOMPARE((*again)[i].target, (*st)[i].target);
        }
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("no colon") << "10s:50,30s" << "stage 2 '30s': no ':' between the duration and the target";
        QTest::newRow("negative duration") << "-5s:100" << "stage 1 '-5s:100': the duration must not be negative";
        QTest::newRow("negative target") << "5s:-1" << "the target must not be negative";
        QTest::newRow("bad target") << "5s:lots" << "the target 'lots' is not a number";
        QTest::newRow("bad unit") << "5d:10" << "unknown duration unit 'd'";
        QTest::newRow("empty stage") << "5s:10,,5s:0" << "stage 2 is empty";
        QTest::newRow("nothing") << "  " << "no stages given";
        QTest::newRow("no time") << "0s:10,0s:20" << "the stages last 0 s in total";
        QTest::newRow("a stage that overflows") << "10s:5,99999999999999999999s:10"
                                                << "stage 2 '99999999999999999999s:10': '99999999999999999999s' is longer than 720h";
        QTest::newRow("stages past 720h in all") << "400h:10,400h:10" << "'800h0m' is longer than 720h";
    }
    void refusals()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        const auto st = bw::parseStageList(text.toStdString());
        QVERIFY(!st.ok());
        const QString why = QString::fromStdString(st.error().text());
        QVERIFY2(why.contains(says), qPrintable(why));
    }

    void writesWhatRanToTheMillisecond()
    {
        const std::vector<bw::RampStage> ran{{4.0537, 50}, {0, 400}, {5.9463, 400}, {90, 2.25}};
        QCOMPARE(QString::fromStdString(bw::formatStageList(ran)), QString("4.054s:50,0s:400,5.946s:400,1m30s:2.25"));
        bw::LoadConfig c;
        c.connections = 50;
        c.stages = ran;
        QCOMPARE(QString::fromStdString(bw::stagesLine(c)), QString("VUs from 50: 4.054s:50,0s:400,5.946s:400,1m30s:2.25"));
        c.rate = 200;
        QVERIFY(QString::fromStdString(bw::stagesLine(c)).startsWith("requests/s from 200: "));
        const bw::LoadChange ch{4.0537, bw::LoadKnob::Vus, 50, 400, "control"};
        QCOMPARE(QString::fromStdString(bw::loadChangeLine(ch)), QString("50 -> 400 VUs at 4.05s (control)"));
        const bw::LoadChange warm{-1.5, bw::LoadKnob::Rate, 200, 750.5, ""};
        QCOMPARE(QString::fromStdString(bw::loadChangeLine(warm)), QString("200 -> 750.5 requests/s at 1.5s before the measured phase"));
    }

    void cliRefusesMalformedStages_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("says");
        const QString url = "http://127.0.0.1:1/";   // nothing is loaded: the options are refused first
        QTest::newRow("no colon") << QStringList{"run", "--stages", "10s:5,30s", url} << QStringList{"--stages", "no ':'"};
        QTest::newRow("negative duration") << QStringList{"run", "--stages", "-5s:10", url}
                                           << QStringList{"--stages", "must not be negative"};
        QTest::newRow("rate target in the closed model") << QStringList{"run", "--stages", "10s:200000", url}
                                                         << QStringList{"--stages", "VUs in the closed model", "200000", "--rate"};
        QTest::newRow("with --duration") << QStringList{"run", "-d", "5s", "--stages", "10s:5", url}
                                         << QStringList{"--stages", "--duration"};
        QTest::newRow("with --requests") << QStringList{"run", "-n", "100", "--stages", "10s:5", url}
                                         << QStringList{"--stages", "--requests"};
        QTest::newRow("--max-vus with a rate") << QStringList{"run", "-R", "100", "--max-vus", "500", url}
                                               << QStringList{"--max-vus", "closed model"};
        QTest::newRow("--max-vus below the peak") << QStringList{"run", "-c", "50", "--max-vus", "10", url}
                                                  << QStringList{"--max-vus", "50"};
        QTest::newRow("rounds") << QStringList{"run", "--rounds", "3", "--stages", "10s", url} << QStringList{"--stages", "no ':'"};
        QTest::newRow("ab") << QStringList{"ab", "--stages", "5s:-3", url, url} << QStringList{"--stages", "must not be negative"};
    }
    void cliRefusesMalformedStages()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, says);
        const bwtest::CliResult r = bwtest::runBenchworkCli(args + QStringList{"--no-save"});
        QCOMPARE(r.exitCode, 2);
        for (const QString& s : says)
            QVERIFY2(r.err.contains(s), qPrintable(r.err));
    }
};

BW_TEST_GUILESS_MAIN(TestStageList)
#include "tst_stage_list.moc"
