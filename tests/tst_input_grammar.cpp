// The one grammar for what users type as durations and plain numbers
// (core/util/units.h), shared by the CLI, the window and suites: every unit and
// combination the CLI documents is accepted, garbage and trailing junk are
// refused, and benchwork-cli refuses `--slo-errors 5abc` (exit 2, naming the
// option) where std::stod used to read it as 5.
#include "test_main.h"
#include "util/units.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestInputGrammar : public QObject {
    Q_OBJECT
private slots:
    void durations_data();
    void durations();
    void refusalsNameTheText();
    void decimals_data();
    void decimals();
    void countsRefuseMalformedNumbers();
    void countsRefuseWhatTheyCannotHold();
    void cliRefusesWhatItCannotHold_data();
    void cliRefusesWhatItCannotHold();
    void cliRefusesTrailingJunkInSloErrors_data();
    void cliRefusesTrailingJunkInSloErrors();
};

void TestInputGrammar::durations_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("seconds");
    QTest::newRow("500us") << "500us" << true << 500e-6;
    QTest::newRow("250ms") << "250ms" << true << 0.25;
    QTest::newRow("10s") << "10s" << true << 10.0;
    QTest::newRow("2m") << "2m" << true << 120.0;
    QTest::newRow("2min") << "2min" << true << 120.0;
    QTest::newRow("1h") << "1h" << true << 3600.0;
    QTest::newRow("1m30s") << "1m30s" << true << 90.0;
    QTest::newRow("1h30m") << "1h30m" << true << 5400.0;
    QTest::newRow("1s500ms") << "1s500ms" << true << 1.5;
    QTest::newRow("spaced parts") << " 1m 30s " << true << 90.0;
    QTest::newRow("space before unit") << "10 s" << true << 10.0;
    QTest::newRow("plain seconds") << "1.5" << true << 1.5;
    QTest::newRow("zero") << "0s" << true << 0.0;
    QTest::newRow("empty") << "" << false << 0.0;
    QTest::newRow("blank") << "   " << false << 0.0;
    QTest::newRow("unit only") << "s" << false << 0.0;
    QTest::newRow("negative") << "-1s" << false << 0.0;
    QTest::newRow("unknown unit") << "10d" << false << 0.0;
    QTest::newRow("garbage") << "fast" << false << 0.0;
    QTest::newRow("trailing junk") << "10s!" << false << 0.0;
    QTest::newRow("trailing number") << "1m30" << false << 0.0;
    QTest::newRow("two dots") << "1.2.3s" << false << 0.0;
    QTest::newRow("lone dot") << ".s" << false << 0.0;
    QTest::newRow("exponent") << "1e3s" << false << 0.0;
    QTest::newRow("hex") << "0x10s" << false << 0.0;
    QTest::newRow("inf") << "inf" << false << 0.0;
    QTest::newRow("the longest: 720h") << "720h" << true << 720 * 3600.0;
    QTest::newRow("past 720h") << "720h1s" << false << 0.0;
    QTest::newRow("overflowing seconds") << "99999999999999999999s" << false << 0.0;
    QTest::newRow("overflowing hours") << "9999999999999999h" << false << 0.0;
    QTest::newRow("a number past a double") << QString(400, '9') << false << 0.0;
}

void TestInputGrammar::durations()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, seconds);
    const auto v = bw::parseDuration(text.toStdString());
    QCOMPARE(v.ok(), ok);
    if (ok)
        QVERIFY2(std::abs(*v - seconds) <= 1e-12 * std::max(1.0, seconds), qPrintable(QString::number(*v)));
    else
        QVERIFY2(!v.error().text().empty(), "a refusal says why");
}

void TestInputGrammar::refusalsNameTheText()
{
    auto d = bw::parseDuration("5y");
    QVERIFY(!d);
    std::string why = d.error().text();
    QCOMPARE(d.error().code, bw::ErrorCode::DurationUnknownUnit);
    QVERIFY2(why.find("unknown duration unit 'y'") != std::string::npos, why.c_str());
    QVERIFY2(why.find("us, ms, s, m or h") != std::string::npos, why.c_str());
    d = bw::parseDuration("1.2.3s");
    QVERIFY(!d);
    why = d.error().text();
    QVERIFY2(why.find("'1.2.3s'") != std::string::npos, why.c_str());
    const auto n = bw::parseDecimal("5abc");
    QVERIFY(!n);
    QCOMPARE(n.error().text(), std::string("not a number: '5abc'"));
}

void TestInputGrammar::decimals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("integer") << "5" << true << 5.0;
    QTest::newRow("fraction") << "0.5" << true << 0.5;
    QTest::newRow("padded") << " 12.25 " << true << 12.25;
    QTest::newRow("trailing junk") << "5abc" << false << 0.0;
    QTest::newRow("trailing percent") << "5%" << false << 0.0;
    QTest::newRow("negative") << "-5" << false << 0.0;
    QTest::newRow("exponent") << "1e2" << false << 0.0;
    QTest::newRow("hex") << "0x10" << false << 0.0;
    QTest::newRow("inf") << "inf" << false << 0.0;
    QTest::newRow("nan") << "nan" << false << 0.0;
    QTest::newRow("two dots") << "1.2.3" << false << 0.0;
    QTest::newRow("empty") << "" << false << 0.0;
}

void TestInputGrammar::decimals()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, value);
    const auto v = bw::parseDecimal(text.toStdString());
    QCOMPARE(v.ok(), ok);
    if (ok)
        QCOMPARE(*v, value);
}

void TestInputGrammar::countsRefuseMalformedNumbers()
{
    QCOMPARE(*bw::parseCount("10k"), uint64_t(10000));
    QCOMPARE(*bw::parseCount("1.5M"), uint64_t(1500000));
    QVERIFY(!bw::parseCount("1.2.3k"));   // std::stod read "1.2" and gave 1200
    QVERIFY(!bw::parseCount("k"));
    QVERIFY(!bw::parseCount("5abc"));
}

void TestInputGrammar::countsRefuseWhatTheyCannotHold()
{
    QCOMPARE(*bw::parseCount("1000000000000000"), uint64_t(1'000'000'000'000'000));
    const auto big = bw::parseCount("99999999999999999999");
    QVERIFY(!big);
    QCOMPARE(big.error().code, bw::ErrorCode::CountTooLarge);
    QVERIFY(!bw::parseCount("1000001G"));
    QVERIFY(!bw::parseCount(std::string(400, '9')));
}

// Every duration, count and rate option of every command: a value it cannot
// hold is refused before anything runs (exit 2, naming the option), and
// nothing is saved. `-d 99999999999999999999s` used to print "Running
// -9223372036854775808s test", exit 1 and save a failed run.
void TestInputGrammar::cliRefusesWhatItCannotHold_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("option");
    const QString url = "http://127.0.0.1:1/";
    const QString huge = "99999999999999999999";
    const QString hugeS = huge + "s";
    QTest::newRow("run -d") << QStringList{"run", "-d", hugeS, url} << "--duration";
    QTest::newRow("run -d 721h") << QStringList{"run", "-d", "721h", url} << "--duration";
    QTest::newRow("run -w") << QStringList{"run", "-w", hugeS, url} << "--warmup";
    QTest::newRow("run --timeout") << QStringList{"run", "--timeout", hugeS, url} << "--timeout";
    QTest::newRow("run --stages") << QStringList{"run", "--stages", "10s:5," + hugeS + ":10", url} << "--stages";
    QTest::newRow("run --stages summing past 720h") << QStringList{"run", "--stages", "400h:10,400h:10", url} << "--stages";
    QTest::newRow("run -n") << QStringList{"run", "-n", huge, url} << "--requests";
    QTest::newRow("run -c") << QStringList{"run", "-c", huge, url} << "--connections";
    QTest::newRow("run -t") << QStringList{"run", "-t", huge, url} << "--threads";
    QTest::newRow("run -R") << QStringList{"run", "-R", huge, url} << "--rate";
    QTest::newRow("run -R past 10M") << QStringList{"run", "-R", "20M", url} << "--rate";
    QTest::newRow("run --stages rate past 10M") << QStringList{"run", "-R", "100", "--stages", "10s:20M", url} << "--stages";
    QTest::newRow("run --max-vus") << QStringList{"run", "--max-vus", huge, url} << "--max-vus";
    QTest::newRow("run --streams") << QStringList{"run", "--http2", "--streams", huge, url} << "--streams";
    QTest::newRow("run --slo-p99") << QStringList{"run", "--slo-p99", hugeS, url} << "--slo-p99";
    QTest::newRow("run --slo-rps") << QStringList{"run", "--slo-rps", huge, url} << "--slo-rps";
    QTest::newRow("run --rounds") << QStringList{"run", "--rounds", huge, url} << "--rounds";
    QTest::newRow("run --cooldown") << QStringList{"run", "--rounds", "2", "--cooldown", hugeS, url} << "--cooldown";
    QTest::newRow("run --ready-timeout") << QStringList{"run", "--launch", "true", "--ready-timeout", hugeS, url} << "--ready-timeout";
    QTest::newRow("run --memory") << QStringList{"run", "--demo", "--memory", huge + "T"} << "--memory";
    QTest::newRow("run --h2-window") << QStringList{"run", "--http2", "--h2-window", huge + "T", url} << "--h2-window";
    QTest::newRow("ab -d") << QStringList{"ab", "-d", hugeS, url, "http://127.0.0.1:2/"} << "--duration";
    QTest::newRow("ab --stages") << QStringList{"ab", "--stages", hugeS + ":10", url, "http://127.0.0.1:2/"} << "--stages";
    QTest::newRow("capacity --step") << QStringList{"capacity", "--slo-p99", "5ms", "--step", hugeS, url} << "--step";
    QTest::newRow("capacity --probe") << QStringList{"capacity", "--slo-p99", "5ms", "--probe", hugeS, url} << "--probe";
    QTest::newRow("capacity --max") << QStringList{"capacity", "--slo-p99", "5ms", "--max", huge, url} << "--max";
    QTest::newRow("capacity --timeout") << QStringList{"capacity", "--slo-p99", "5ms", "--timeout", hugeS, url} << "--timeout";
    QTest::newRow("sweep --rates") << QStringList{"sweep", "--rates", "100:" + huge + ":100", url} << "--rates";
    QTest::newRow("sweep --vus") << QStringList{"sweep", "--vus", "1,2," + huge, url} << "--vus";
    QTest::newRow("sweep --step") << QStringList{"sweep", "--vus", "1,2", "--step", hugeS, url} << "--step";
    QTest::newRow("merge --start-tolerance") << QStringList{"merge", "--start-tolerance", hugeS, "a.json", "b.json"}
                                            << "--start-tolerance";
}

void TestInputGrammar::cliRefusesWhatItCannotHold()
{
    QFETCH(QStringList, args);
    QFETCH(QString, option);
    const QByteArray dir = qgetenv("BENCHWORK_BIN_DIR");
    QVERIFY2(!dir.isEmpty(), "BENCHWORK_BIN_DIR is set by CTest");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString db = tmp.filePath("history.sqlite");
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("BENCHWORK_DB", db);
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(tmp.path());
    p.start(QString::fromLocal8Bit(dir) + "/benchwork-cli", args);
    QVERIFY(p.waitForFinished(60000));
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 2, qPrintable(QString("exit %1\n%2%3").arg(p.exitCode()).arg(out, err)));
    QVERIFY2(err.contains(option), qPrintable(err));
    QVERIFY2(!out.contains("Running") && !err.contains("Running"), qPrintable(out + err));
    // Nothing saved: no history at all, or one without runs.
    if (QFileInfo::exists(db)) {
        QProcess list;
        list.setProcessEnvironment(env);
        list.start(QString::fromLocal8Bit(dir) + "/benchwork-cli", {"history", "list", "--json"});
        QVERIFY(list.waitForFinished(60000));
        const QString runs = QString::fromUtf8(list.readAllStandardOutput());
        QVERIFY2(!runs.contains("\"id\""), qPrintable(runs));
    }
}

void TestInputGrammar::cliRefusesTrailingJunkInSloErrors_data()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("trailing junk") << "5abc";
    QTest::newRow("above 100") << "101";
    QTest::newRow("negative") << "-1";
    QTest::newRow("exponent") << "1e1";
}

void TestInputGrammar::cliRefusesTrailingJunkInSloErrors()
{
    QFETCH(QString, value);
    const QByteArray dir = qgetenv("BENCHWORK_BIN_DIR");
    QVERIFY2(!dir.isEmpty(), "BENCHWORK_BIN_DIR is set by CTest");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("BENCHWORK_DB", tmp.filePath("history.sqlite"));
    p.setProcessEnvironment(env);
    // Port 1 on loopback: nothing would be loaded even if the option passed.
    p.start(QString::fromLocal8Bit(dir) + "/benchwork-cli",
            {"run", "--no-save", "-n", "1", "--slo-errors", value, "http://127.0.0.1:1/"});
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.contains("--slo-errors") && err.contains("'" + value + "'"), qPrintable(err));
}

BW_TEST_GUILESS_MAIN(TestInputGrammar)
#include "tst_input_grammar.moc"
