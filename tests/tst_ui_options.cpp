// The window's command line: durations, load overrides, --autorun rules,
// messages that name the faulty option (a zero duration says it must be
// greater than zero; an option given twice names both values), and the
// settings it sets kept for this start only (StartOverrides).
#include "test_main.h"
#include "window/gui_options.h"
#include "window/start_options.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using bwui::GuiOptions;

class TestOptions : public QObject {
    Q_OBJECT
private slots:
    void durations_data();
    void durations();
    void fullAutorunLine();
    void errorsNameTheOption_data();
    void errorsNameTheOption();
    void zeroIsRefusedAsZero_data();
    void zeroIsRefusedAsZero();
    void optionGivenTwice();
    void commandLineValuesAreNotSaved();
};

void TestOptions::durations_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("seconds");
    QTest::newRow("s") << "10s" << true << 10.0;
    QTest::newRow("bare") << "1.5" << true << 1.5;
    QTest::newRow("ms") << "250ms" << true << 0.25;
    QTest::newRow("m") << "2m" << true << 120.0;
    QTest::newRow("h") << "1h" << true << 3600.0;
    QTest::newRow("us, as the CLI") << "500us" << true << 500e-6;
    QTest::newRow("combined, as the CLI") << "1m30s" << true << 90.0;
    QTest::newRow("trailing junk") << "10s!" << false << 0.0;
    QTest::newRow("negative") << "-1s" << false << 0.0;
    QTest::newRow("unit only") << "s" << false << 0.0;
    QTest::newRow("unknown unit") << "10d" << false << 0.0;
}

void TestOptions::durations()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, seconds);
    double s = -1;
    QCOMPARE(bwui::parseDurationSec(text, &s), ok);
    if (ok)
        QCOMPARE(s, seconds);
}

void TestOptions::fullAutorunLine()
{
    GuiOptions o;
    QString error;
    const QStringList args{"benchwork", "--autorun", "--url", "http://127.0.0.1:8080/x", "-c", "50", "-t", "2",
                           "-d", "10s", "--warmup", "2s", "--rate", "1000", "--timeout", "500ms", "--engine",
                           "curl", "-H", "X-A: 1", "-m", "post", "--body", "{}", "--slo-rps", "900",
                           "--slo-p99", "5ms", "--quit-after", "--language", "ko", "--tick-ms", "50",
                           "--http2", "--streams", "10", "-k", "--tls-min", "1.3"};
    QVERIFY2(bwui::parseGuiOptions(args, &o, &error), qPrintable(error));
    QVERIFY(o.autorun);
    QVERIFY(o.quitAfter);
    QCOMPARE(*o.url, QString("http://127.0.0.1:8080/x"));
    QCOMPARE(*o.connections, 50);
    QCOMPARE(*o.threads, 2);
    QCOMPARE(*o.durationSec, 10.0);
    QCOMPARE(*o.warmupSec, 2.0);
    QCOMPARE(*o.rate, 1000.0);
    QCOMPARE(*o.timeoutSec, 0.5);
    QCOMPARE(*o.engine, bw::EngineKind::Curl);
    QCOMPARE(o.headers, QStringList{"X-A: 1"});
    QCOMPARE(*o.method, QString("post"));
    QCOMPARE(*o.body, QString("{}"));
    QCOMPARE(*o.sloRps, 900.0);
    QCOMPARE(*o.sloP99Us, 5000.0);
    QCOMPARE(*o.language, QString("ko"));
    QCOMPARE(o.tickMs, 50);
    QVERIFY(o.http2);
    QCOMPARE(*o.streams, 10);
    QVERIFY(o.insecure);
    QCOMPARE(*o.tlsMin, QString("1.3"));

    // The CLI's grammar: the window used to refuse these two.
    QVERIFY2(bwui::parseGuiOptions({"benchwork", "-d", "1m30s", "--slo-p99", "500us"}, &o, &error), qPrintable(error));
    QCOMPARE(*o.durationSec, 90.0);
    QCOMPARE(*o.sloP99Us, 500.0);

    // Stages in the CLI's grammar, and the window's control socket.
    QVERIFY2(bwui::parseGuiOptions({"benchwork", "--stages", "30s:100,1m:100,10s:0", "--control", "/tmp/bw.sock"}, &o,
                                   &error),
             qPrintable(error));
    QCOMPARE(int(o.stages->size()), 3);
    QCOMPARE((*o.stages)[1].durationSec, 60.0);
    QCOMPARE((*o.stages)[2].target, 0.0);
    QCOMPARE(*o.control, QString("/tmp/bw.sock"));
    GuiOptions h3;
    QVERIFY2(bwui::parseGuiOptions({"benchwork", "--url", "https://127.0.0.1:8443/", "--http3", "--streams", "8"}, &h3, &error),
             qPrintable(error));
    QVERIFY(h3.http3);
    QVERIFY(!h3.http2);
    QCOMPARE(*h3.streams, 8);

    GuiOptions plain;
    QVERIFY(bwui::parseGuiOptions({"benchwork"}, &plain, &error));
    QVERIFY(!plain.stages);
    QVERIFY(!plain.control);
    QVERIFY(!plain.autorun);
    QVERIFY(!plain.url);
    QVERIFY(!plain.http2);
    QVERIFY(!plain.http3);
    QVERIFY(!plain.insecure);
    QVERIFY(!plain.tlsMin);
}

void TestOptions::errorsNameTheOption_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("missing value") << QStringList{"-c"} << "-c";
    QTest::newRow("zero vus") << QStringList{"-c", "0"} << "-c";
    QTest::newRow("bad duration") << QStringList{"-d", "ten"} << "ten";
    QTest::newRow("bad engine") << QStringList{"--engine", "fast"} << "fast";
    QTest::newRow("bad header") << QStringList{"-H", "nocolon"} << "nocolon";
    QTest::newRow("unknown") << QStringList{"--frobnicate"} << "--frobnicate";
    QTest::newRow("quit without autorun") << QStringList{"--quit-after"} << "--autorun";
    QTest::newRow("demo and url") << QStringList{"--demo", "--url", "http://127.0.0.1/"} << "--url";
    QTest::newRow("duration and count") << QStringList{"-d", "1s", "-n", "10"} << "--requests";
    QTest::newRow("streams without http2") << QStringList{"--streams", "4"} << "--http3";
    QTest::newRow("http2 and http3") << QStringList{"--http2", "--http3"} << "--http3";
    QTest::newRow("zero streams") << QStringList{"--http2", "--streams", "0"} << "--streams";
    QTest::newRow("too many streams") << QStringList{"--http2", "--streams", "1001"} << "1001";
    QTest::newRow("tls 1.1") << QStringList{"--tls-min", "1.1"} << "1.1";
    QTest::newRow("bad language") << QStringList{"--language", "fr"} << "fr";
    QTest::newRow("stage without colon") << QStringList{"--stages", "30s"} << "--stages";
    QTest::newRow("negative stage") << QStringList{"--stages", "-5s:10"} << "negative";
    QTest::newRow("stages and duration") << QStringList{"--stages", "5s:10", "-d", "10s"} << "--duration";
}

void TestOptions::errorsNameTheOption()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    GuiOptions o;
    QString error;
    args.prepend("benchwork");
    QVERIFY(!bwui::parseGuiOptions(args, &o, &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
}

void TestOptions::zeroIsRefusedAsZero_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("-d 0s") << QStringList{"-d", "0s"};
    QTest::newRow("--duration 0") << QStringList{"--duration", "0"};
    QTest::newRow("--timeout 0ms") << QStringList{"--timeout", "0ms"};
    QTest::newRow("--slo-p99 0us") << QStringList{"--slo-p99", "0us"};
}

// "0s" is a duration: the message says what is wrong with it, as the CLI does.
void TestOptions::zeroIsRefusedAsZero()
{
    QFETCH(QStringList, args);
    GuiOptions o;
    QString error;
    QVERIFY(!bwui::parseGuiOptions(QStringList{"benchwork"} + args, &o, &error));
    QCOMPARE(error, QStringLiteral("Option %1 must be greater than zero (got '%2').").arg(args[0], args[1]));
}

void TestOptions::optionGivenTwice()
{
    GuiOptions o;
    QString error;
    QVERIFY(!bwui::parseGuiOptions({"benchwork", "-c", "5", "--connections", "6"}, &o, &error));
    QCOMPARE(error, QStringLiteral("Option --connections was given twice with different values: '5' and '6'. Give it once."));
    // every value is checked: the first bad one is named before any second one
    QVERIFY(!bwui::parseGuiOptions({"benchwork", "--requests", "abc", "-n", "5"}, &o, &error));
    QVERIFY2(error.contains("'abc'"), qPrintable(error));
    // the same value twice, and a repeatable option, are fine
    QVERIFY2(bwui::parseGuiOptions({"benchwork", "-c", "5", "-c", "5", "-H", "A: 1", "-H", "B: 2"}, &o, &error),
             qPrintable(error));
    QCOMPARE(*o.connections, 5);
    QCOMPARE(o.headers, (QStringList{"A: 1", "B: 2"}));
}

// What the window saves for a field the command line set: the value saved
// before, unless the user changed the field since (then the user's).
void TestOptions::commandLineValuesAreNotSaved()
{
    const QVariantMap before{{"slo/minRps", 1000.0}, {"load/vus", 7}, {"target/url", "http://127.0.0.1:9/a"}};
    QVariantMap after = before;
    after["slo/minRps"] = 150000.0;   // --slo-rps 150000
    after["load/vus"] = 3;            // -c 3
    after["load/rate"] = 500.0;       // --rate 500, nothing saved before
    bwui::StartOverrides overrides;
    overrides.record(before, after);
    QCOMPARE(overrides.keys(), (QStringList{"load/rate", "load/vus", "slo/minRps"}));

    QTemporaryDir dir;
    QSettings s(dir.filePath("settings.ini"), QSettings::IniFormat);
    const bwui::StartOverrides::Writer window = [&](QSettings& out) {
        for (auto it = after.cbegin(); it != after.cend(); ++it)
            out.setValue(it.key(), it.value());
    };
    window(s);
    s.setValue("load/vus", 12);   // the user changed VUs in the window
    overrides.restoreUnchanged(s);
    QCOMPARE(s.value("slo/minRps").toDouble(), 1000.0);
    QCOMPARE(s.value("load/vus").toInt(), 12);
    QVERIFY(!s.contains("load/rate"));
    QCOMPARE(s.value("target/url").toString(), QString("http://127.0.0.1:9/a"));
    // snapshot(): what a writer would save, key by key, without touching `s`
    const QVariantMap snap = bwui::StartOverrides::snapshot(window);
    QCOMPARE(snap.value("slo/minRps").toDouble(), 150000.0);
    QCOMPARE(snap.size(), after.size());
}

BW_TEST_GUILESS_MAIN(TestOptions)
#include "tst_ui_options.moc"
