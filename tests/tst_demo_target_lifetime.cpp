// benchwork-target --exit-with-parent: the background demo target of a window
// that is killed (no chance to clean up) stops by itself.
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>
#include "test_main.h"
#include <csignal>
#include <sys/wait.h>

class TestDemoTargetLifetime : public QObject {
    Q_OBJECT
private slots:
    void stopsWhenItsParentIsKilled()
    {
#ifndef __linux__
        QSKIP("PR_SET_PDEATHSIG is Linux only");
#endif
        QByteArray dir = qgetenv("BENCHWORK_BIN_DIR");
        QVERIFY(!dir.isEmpty());
        QString target = QString::fromLocal8Bit(dir) + "/benchwork-target";
        QVERIFY(QFile::exists(target));
        // A shell stands in for the window: it starts the target, prints its
        // pid, then waits; we SIGKILL the shell.
        QProcess parent;
        // The target's "listening" line comes after it set up the death signal.
        parent.start("/bin/sh", {"-c", "\"$0\" --port 0 --quiet --exit-with-parent & echo \"pid $!\"; sleep 60", target});
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += parent.readAllStandardOutput()).contains("listening http://127.0.0.1:"), 10000);
        QRegularExpression re("pid (\\d+)");
        auto m = re.match(QString::fromLatin1(out));
        QVERIFY2(m.hasMatch(), out.constData());
        pid_t pid = pid_t(m.captured(1).toInt());
        QVERIFY(pid > 0);
        ::kill(pid_t(parent.processId()), SIGKILL);
        parent.waitForFinished(5000);
        // gone (or a zombie waiting for init to reap it)
        auto alive = [pid] {
            QFile stat(QString("/proc/%1/stat").arg(pid));
            if (!stat.open(QIODevice::ReadOnly))
                return false;
            QByteArray s = stat.readAll();
            int close = s.lastIndexOf(')');
            return close > 0 && s.size() > close + 2 && s[close + 2] != 'Z';
        };
        QTRY_VERIFY_WITH_TIMEOUT(!alive(), 10000);
    }
};

BW_TEST_GUILESS_MAIN(TestDemoTargetLifetime)
#include "tst_demo_target_lifetime.moc"
