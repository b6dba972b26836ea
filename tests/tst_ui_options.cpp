// The window's command line: durations, load overrides, --autorun rules and
// messages that name the faulty option.
#include "window/gui_options.h"

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

    GuiOptions h3;
    QVERIFY2(bwui::parseGuiOptions({"benchwork", "--url", "https://127.0.0.1:8443/", "--http3", "--streams", "8"}, &h3, &error),
             qPrintable(error));
    QVERIFY(h3.http3);
    QVERIFY(!h3.http2);
    QCOMPARE(*h3.streams, 8);

    GuiOptions plain;
    QVERIFY(bwui::parseGuiOptions({"benchwork"}, &plain, &error));
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

QTEST_GUILESS_MAIN(TestOptions)
#include "tst_ui_options.moc"
