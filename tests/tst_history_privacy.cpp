// The history keeps headers unredacted on request, so it is the user's
// alone: folders it creates are 0700, the database and its -wal/-shm 0600
// whatever the umask, an existing world-readable database is tightened on
// open and the user is told once; folders that already existed are left as
// they are.
#include "cli_process.h"
#include "history/history_store.h"
#include "loopback_server.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

namespace {
int modeOf(const QString& path)
{
    struct stat st{};
    return ::stat(path.toLocal8Bit().constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}
QString octal(int mode) { return QString::number(mode, 8); }
} // namespace

class TestHistoryPrivacy : public QObject {
    Q_OBJECT
    QTemporaryDir tmp_;
    mode_t oldUmask_ = 0;

private slots:
    void initTestCase()
    {
        QVERIFY(tmp_.isValid());
        oldUmask_ = ::umask(022);   // the usual umask: what was made 0644/0755 before
    }
    void cleanupTestCase() { ::umask(oldUmask_); }

    void newDatabaseAndFoldersArePrivate()
    {
        const QString folder = tmp_.filePath("new/benchwork");
        const QString db = folder + "/history.sqlite";
        bw::HistoryStore store;
        QVERIFY2(store.open(db.toStdString()), store.lastError().c_str());
        QVERIFY(store.privacyNotice().empty());
        QCOMPARE(octal(modeOf(tmp_.filePath("new"))), QString("700"));
        QCOMPARE(octal(modeOf(folder)), QString("700"));
        QCOMPARE(octal(modeOf(db)), QString("600"));
        // WAL mode: the side files exist while the database is open
        QVERIFY(QFile::exists(db + "-wal"));
        QCOMPARE(octal(modeOf(db + "-wal")), QString("600"));
        QCOMPARE(octal(modeOf(db + "-shm")), QString("600"));
    }

    void existingFolderIsLeftAsItIs()
    {
        const QString folder = tmp_.filePath("shared");
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(::chmod(folder.toLocal8Bit().constData(), 0755) == 0);
        bw::HistoryStore store;
        QVERIFY(store.open((folder + "/h.sqlite").toStdString()));
        QCOMPARE(octal(modeOf(folder)), QString("755"));   // a --db in /tmp must not change /tmp
        QCOMPARE(octal(modeOf(folder + "/h.sqlite")), QString("600"));
    }

    void looseDatabaseIsTightenedOnOpenAndSaidOnce()
    {
        const QString db = tmp_.filePath("loose.sqlite");
        {
            bw::HistoryStore store;
            QVERIFY(store.open(db.toStdString()));
            // as an older Benchwork left it, while another process has it open
            for (const QString& f : {db, db + "-wal", db + "-shm"})
                QVERIFY(::chmod(f.toLocal8Bit().constData(), 0644) == 0);
            bw::HistoryStore second;
            QVERIFY(second.open(db.toStdString()));
            const QString notice = QString::fromStdString(second.privacyNotice());
            QVERIFY2(notice.contains(db) && notice.contains("0644") && notice.contains("0600"), qPrintable(notice));
            for (const QString& f : {db, db + "-wal", db + "-shm"})
                QCOMPARE(octal(modeOf(f)), QString("600"));
        }
        bw::HistoryStore again;
        QVERIFY(again.open(db.toStdString()));
        QVERIFY2(again.privacyNotice().empty(), again.privacyNotice().c_str());
    }

    // The CLI says it on stderr, once, before the run.
    void cliSaysItOnce()
    {
        const QString db = tmp_.filePath("cli.sqlite");
        {
            bw::HistoryStore store;
            QVERIFY(store.open(db.toStdString()));
        }
        QVERIFY(::chmod(db.toLocal8Bit().constData(), 0644) == 0);
        bwtest::LoopbackServer srv(bwtest::LoopbackServer::Mode::Ok);
        QVERIFY(srv.start());
        bwtest::CliResult r = bwtest::runBenchworkCli({"run", "-n", "3", "-c", "1", "--db", db, QString::fromStdString(srv.url())});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err.count("benchwork-cli run: the history database " + db + " was open to other users (0644)"), 1);
        QCOMPARE(octal(modeOf(db)), QString("600"));
        r = bwtest::runBenchworkCli({"history", "list", "--db", db});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.err.contains("open to other users"), qPrintable(r.err));

        QVERIFY(::chmod(db.toLocal8Bit().constData(), 0640) == 0);
        r = bwtest::runBenchworkCli({"history", "list", "--db", db});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err.count("benchwork-cli history: the history database " + db + " was open to other users (0640)"), 1);
    }
};

BW_TEST_GUILESS_MAIN(TestHistoryPrivacy)
#include "tst_history_privacy.moc"
