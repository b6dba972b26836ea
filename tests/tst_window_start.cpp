// The window's start, end to end (the `benchwork` executable, offscreen):
// `--help` prints the help without a display (no QApplication, so no xcb
// abort), and options given on the command line apply to that start only:
// after a session with `--slo-rps 150000 -c 3 -d 1s --url ... --theme dark` the
// saved settings are the ones saved before (start_options.h).
#include "cli_process.h"
#include "proc_helpers.h"
#include "test_main.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

class TestWindowStart : public QObject {
    Q_OBJECT
    QTemporaryDir tmp_;

    struct Outcome {
        int exitCode = -1;   // -1: crashed (Qt's abort) or timed out
        QString out;
    };

    Outcome window(const QStringList& args, const QProcessEnvironment& env)
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(bwtest::builtProgram("benchwork"), args);
        Outcome o;
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished(5000);
        } else if (p.exitStatus() == QProcess::NormalExit) {
            o.exitCode = p.exitCode();
        }
        o.out = QString::fromUtf8(p.readAll());
        return o;
    }

private slots:
    void initTestCase()
    {
#ifdef __APPLE__
        QSKIP("the window is Benchwork.app on macOS");
#endif
        QVERIFY(tmp_.isValid());
        QVERIFY2(QFile::exists(bwtest::builtProgram("benchwork")), "benchwork is not built");
    }

    // As on a server over ssh: the xcb platform and no display to open.
    void helpWithoutADisplay()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "xcb");
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        env.insert("XDG_CONFIG_HOME", tmp_.filePath("help-config"));
        for (const char* option : {"--help", "-h"}) {
            const Outcome o = window({option}, env);
            QVERIFY2(o.exitCode == 0, qPrintable(QString("%1: exit %2\n%3").arg(option).arg(o.exitCode).arg(o.out)));
            QVERIFY2(o.out.startsWith("Usage: benchwork [options]"), qPrintable(o.out));
            QVERIFY2(o.out.contains("--slo-rps"), qPrintable(o.out));
        }
        const Outcome v = window({"--version"}, env);
        QCOMPARE(v.exitCode, 0);
        QVERIFY2(v.out.startsWith("benchwork "), qPrintable(v.out));
    }

    void commandLineOptionsAreForThisStartOnly()
    {
        const QString config = tmp_.filePath("config");
        const QString file = config + "/Benchwork/Benchwork.conf";
        QDir().mkpath(config + "/Benchwork");
        {
            QSettings s(file, QSettings::IniFormat);
            s.setValue("target/kind", 1);   // URL
            s.setValue("target/url", "http://127.0.0.1:9/saved");
            s.setValue("load/vus", 7);
            s.setValue("load/durationSec", 4.0);
            s.setValue("slo/minRps", 1000.0);
            s.setValue("view/theme", "light");
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", config);
        env.insert("BENCHWORK_DB", tmp_.filePath("start.sqlite"));
        const QString closed = QString("http://127.0.0.1:%1/once").arg(bwtest::unusedLoopbackPort());
        const Outcome o = window({"--autorun", "--quit-after", "--url", closed, "-c", "3", "-d", "1s", "--warmup", "0s",
                                  "--slo-rps", "150000", "--theme", "dark"},
                                 env);
        // The run went the command line's way (its line names the URL's failure)...
        QVERIFY2(o.exitCode == 1, qPrintable(QString("exit %1\n%2").arg(o.exitCode).arg(o.out)));
        QVERIFY2(o.out.contains("benchwork: failed"), qPrintable(o.out));
        // ...and the settings it saved (at the run's start) are the ones saved before.
        QSettings s(file, QSettings::IniFormat);
        QCOMPARE(s.value("slo/minRps").toDouble(), 1000.0);
        QCOMPARE(s.value("load/vus").toInt(), 7);
        QCOMPARE(s.value("target/url").toString(), QString("http://127.0.0.1:9/saved"));
        QCOMPARE(s.value("target/kind").toInt(), 1);
        QCOMPARE(s.value("load/requests", 0).toULongLong(), 0ull);   // duration mode
        QCOMPARE(s.value("load/durationSec").toDouble(), 4.0);
        QCOMPARE(s.value("view/theme").toString(), QString("light"));
        QVERIFY(s.contains("window/geometry"));   // positive control: the window did save
    }
};

BW_TEST_GUILESS_MAIN(TestWindowStart)
#include "tst_window_start.moc"
