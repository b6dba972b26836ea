// Crash safety of the history: `benchwork-cli run --db` is killed with
// SIGKILL at random points of its runs, many times over, alone and while a
// second process writes to the same database. Afterwards the database passes
// PRAGMA integrity_check, every run allowed to finish is there and complete,
// and every killed run is either absent (killed before it began), complete
// (killed after it was saved) or 'interrupted' once the database is reopened.
//
// The random kill points come from a seed printed at the start; set
// BENCHWORK_CRASH_SEED to replay a failure.
#include "history/history_store.h"
#include "history/sqlite_db.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdlib>
#include <map>

class CrashSafetyTest : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    bwtest::LoopbackServer server_{bwtest::LoopbackServer::Mode::Ok};
    QString cli_;
    QRandomGenerator rng_;
    int kills_ = 0;
    QStringList completedNames_;      // exited 0: must be saved as complete
    QStringList killedNames_;         // SIGKILLed at some point
    QStringList killedWithProgress_;  // killed after their first progress save

    QString db() const { return tmp_.path() + "/history.sqlite"; }

    QProcess* startRun(const QString& name, const QString& duration)
    {
        auto* p = new QProcess(this);
        p->setProgram(cli_);
        p->setArguments({"run", "--db", db(), "--name", name, "-c", "2", "-t", "1", "-d", duration, "-q",
                         QString::fromStdString(server_.url("/"))});
        p->setProcessChannelMode(QProcess::MergedChannels);
        p->start();
        return p;
    }

    // Waits for a run allowed to finish and records it as such.
    void finishRun(QProcess* p, const QString& name)
    {
        QVERIFY2(p->waitForFinished(30000), qPrintable(name + " did not finish"));
        QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0,
                 qPrintable(name + ": " + QString::fromLocal8Bit(p->readAll())));
        completedNames_ << name;
        delete p;
    }

    // SIGKILL after `afterMs` (or at once if it already ended by itself).
    void killRun(QProcess* p, const QString& name, int afterMs)
    {
        QVERIFY(p->waitForStarted(5000));
        if (!p->waitForFinished(afterMs)) {
            p->kill();
            QVERIFY(p->waitForFinished(5000));   // reaped: its pid is gone
            ++kills_;
            killedNames_ << name;
        } else {
            completedNames_ << name;   // finished before its kill point
        }
        delete p;
    }

    // One round of short runs: most killed at a random point of a 1.5 s run
    // (start-up, the row begun, mid-run, the final save at ~1.6 s), every
    // fourth finishing.
    void shortRuns(const QString& prefix, int count)
    {
        for (int i = 0; i < count; ++i) {
            const QString name = QString("%1-%2").arg(prefix).arg(i);
            if (i % 4 == 3) {
                finishRun(startRun(name + "-done", "0.5s"), name + "-done");
            } else {
                killRun(startRun(name, "1.5s"), name, int(rng_.bounded(1700)));
            }
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The requests the run `name` has saved so far, read without the store
    // (whose opening recovers runs it finds unfinished); -1 while it has no row.
    int64_t savedRequests(const char* name) const
    {
        bw::SqliteDb raw;
        int64_t n = -1;
        if (QFile::exists(db()) && raw.open(db().toStdString()))
            raw.queryInt(std::string("SELECT coalesce(max(requests), -1) FROM runs WHERE name = '") + name + "'", &n);
        return n;
    }

    // Reopens the database (recovering killed runs) and checks every run.
    void checkDatabase()
    {
        bw::HistoryStore store;
        QVERIFY2(store.open(db().toStdString()), store.lastError().c_str());
        std::string integrity;
        {
            bw::SqliteStatement st(store.db(), "PRAGMA integrity_check");
            QVERIFY(st.step());
            integrity = st.columnText(0);
        }
        QCOMPARE(QString::fromStdString(integrity), QString("ok"));
        int64_t fkProblems = -1;
        QVERIFY(store.db().queryInt("SELECT count(*) FROM pragma_foreign_key_check", &fkProblems));
        QCOMPARE(fkProblems, int64_t(0));

        bw::RunFilter all;
        all.limit = 0;
        bool ok = false;
        std::map<QString, bw::RunRow> rows;
        for (const auto& r : store.listRuns(all, &ok))
            rows[QString::fromStdString(r.name)] = r;
        QVERIFY(ok);
        for (const QString& name : completedNames_) {
            QVERIFY2(rows.count(name), qPrintable("a finished run is missing: " + name));
            QCOMPARE(QString::fromStdString(rows[name].status), QString("complete"));
            QVERIFY2(rows[name].requests > 0, qPrintable(name));
            QVERIFY2(store.loadRun(rows[name].id), qPrintable("cannot load " + name + ": " + QString::fromStdString(store.lastError())));
        }
        int absent = 0, interrupted = 0, saved = 0;
        for (const QString& name : killedNames_) {
            if (!rows.count(name)) {
                ++absent;   // killed before its row was begun
                continue;
            }
            const QString status = QString::fromStdString(rows[name].status);
            QVERIFY2(status == "interrupted" || status == "complete", qPrintable(name + " is " + status));
            ++(status == "interrupted" ? interrupted : saved);
        }
        qInfo("killed runs: %d interrupted, %d saved complete before the kill, %d killed before their row began",
              interrupted, saved, absent);
        for (const QString& name : killedWithProgress_) {
            QVERIFY2(rows.count(name), qPrintable(name));
            QCOMPARE(QString::fromStdString(rows[name].status), QString("interrupted"));
            QVERIFY2(rows[name].requests > 0, "an interrupted run keeps the progress it had saved");
        }
        for (const auto& [name, row] : rows)
            QVERIFY2(row.status != "running", qPrintable(name + " is still 'running' after reopening"));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(tmp_.isValid());
        QVERIFY(server_.start());
        const char* bin = std::getenv("BENCHWORK_BIN_DIR");
        cli_ = QString(bin && *bin ? bin : qPrintable(QCoreApplication::applicationDirPath())) + "/benchwork-cli";
        QVERIFY2(QFileInfo(cli_).isExecutable(), qPrintable(cli_ + " not found (set BENCHWORK_BIN_DIR)"));
        quint32 seed = quint32(QDateTime::currentMSecsSinceEpoch());
        if (const char* s = std::getenv("BENCHWORK_CRASH_SEED"))
            seed = quint32(std::strtoul(s, nullptr, 10));
        qInfo("kill points from seed %u (BENCHWORK_CRASH_SEED)", seed);
        rng_.seed(seed);
    }

    void killedAlone()
    {
        shortRuns("alone", 24);
        if (QTest::currentTestFailed())
            return;
        checkDatabase();
    }

    // A long run writes (begin, progress at 5 s and 10 s, finish) while short
    // runs are killed next to it; it must finish complete.
    void killedNextToAnotherWriter()
    {
        QProcess* writer = startRun("writer", "11s");
        QVERIFY(writer->waitForStarted(5000));
        QElapsedTimer t;
        t.start();
        int round = 0;
        while (writer->state() != QProcess::NotRunning && t.elapsed() < 10000) {
            shortRuns(QString("beside-%1").arg(round++), 4);
            if (QTest::currentTestFailed())
                return;
        }
        finishRun(writer, "writer");
        checkDatabase();
    }

    // A long run killed after its first progress save (5 s) while another
    // run writes: it comes back 'interrupted' with the numbers it had saved.
    void killedAfterProgressWasSaved()
    {
        QProcess* victim = startRun("victim", "20s");
        QVERIFY(victim->waitForStarted(5000));
        QProcess* other = startRun("other", "6s");
        // Killed once its progress is in the database (saved every 5 s: near
        // the end of "other", the second writer), at a random moment after.
        QTRY_VERIFY2_WITH_TIMEOUT(savedRequests("victim") > 0, "the victim saved no progress within 20 s", 20000);
        killRun(victim, "victim", int(rng_.bounded(600)));
        killedWithProgress_ << "victim";
        finishRun(other, "other");
        checkDatabase();
        qInfo("%d kills survived; %lld runs finished", kills_, qlonglong(completedNames_.size()));
        QVERIFY(kills_ >= 20);
    }
};

BW_TEST_GUILESS_MAIN(CrashSafetyTest)
#include "tst_crash_safety.moc"
