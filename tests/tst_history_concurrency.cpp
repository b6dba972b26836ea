// Two writers at once on one history file: a second connection in another
// thread, and a second process (this executable started with --writer).
// WAL + BEGIN IMMEDIATE + busy_timeout must make every write land.
#include "history/history_store.h"
#include "run_result_fixture.h"
#include "test_main.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <cstring>
#include <thread>

namespace {

constexpr int kRunsPerWriter = 40;

// Saves `count` runs tagged `tag`; returns the number that failed.
int writeRuns(const std::string& path, const std::string& tag, int count, std::string* error)
{
    bw::HistoryStore store;
    if (!store.open(path)) {
        *error = store.lastError();
        return count;
    }
    int failed = 0;
    for (int i = 0; i < count; ++i) {
        bw::SaveOptions o;
        o.tags = {tag};
        bw::RunResult r = bwtest::makeFullRunResult(i, 30);
        r.name = tag + " " + std::to_string(i);
        if (store.saveRun(r, o) == 0) {
            ++failed;
            *error = store.lastError();
        }
        // Interleave reads with the writes, as the window does.
        bw::RunFilter f;
        f.limit = 5;
        bool ok = false;
        store.listRuns(f, &ok);
        if (!ok) {
            ++failed;
            *error = store.lastError();
        }
    }
    return failed;
}

} // namespace

class TestHistoryConcurrency : public QObject {
    Q_OBJECT
private slots:
    void threadAndProcessWriteAtOnce();
};

void TestHistoryConcurrency::threadAndProcessWriteAtOnce()
{
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/shared.sqlite").toStdString();
    {
        bw::HistoryStore init;   // create the schema before the race starts
        QVERIFY(init.open(path));
    }
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(),
                bwtest::selfArguments() + QStringList{QStringLiteral("--writer"), QString::fromStdString(path),
                                                      QString::number(kRunsPerWriter)});
    QVERIFY(child.waitForStarted(10000));

    std::atomic<int> threadFailed{0};
    std::string threadError;
    std::thread t([&] { threadFailed = writeRuns(path, "thread", kRunsPerWriter, &threadError); });
    std::string mainError;
    const int mainFailed = writeRuns(path, "main", kRunsPerWriter, &mainError);
    t.join();
    QVERIFY(child.waitForFinished(60000));

    QVERIFY2(mainFailed == 0, mainError.c_str());
    QVERIFY2(threadFailed == 0, threadError.c_str());
    QCOMPARE(child.exitStatus(), QProcess::NormalExit);
    QCOMPARE(child.exitCode(), 0);

    bw::HistoryStore check;
    QVERIFY(check.open(path));
    QCOMPARE(check.countRuns({}), int64_t(3 * kRunsPerWriter));
    for (const char* tag : {"main", "thread", "process"}) {
        bw::RunFilter f;
        f.tag = tag;
        QCOMPARE(check.countRuns(f), int64_t(kRunsPerWriter));
    }
    // Every run is whole: load a few written by each writer.
    for (const bw::RunRow& row : check.listRuns({})) {
        if (row.id % 17)
            continue;
        const auto r = check.loadRun(row.id);
        QVERIFY2(r.has_value(), check.lastError().c_str());
        QCOMPARE(r->series.size(), size_t(30));
        QVERIFY(r->latency.count() > 0);
    }
}

namespace {
// The test, or (started by it, with --writer) the writer process.
int runConcurrencyTest(int argc, char** argv)
{
    if (argc == 4 && std::strcmp(argv[1], "--writer") == 0) {
        std::string error;
        const int failed = writeRuns(argv[2], "process", std::atoi(argv[3]), &error);
        if (failed)
            std::fprintf(stderr, "writer process: %d failed: %s\n", failed, error.c_str());
        return failed ? 1 : 0;
    }
    QCoreApplication app(argc, argv);
    TestHistoryConcurrency t;
    return QTest::qExec(&t, argc, argv);
}
}  // namespace

BW_TEST_CUSTOM_MAIN(runConcurrencyTest)

#include "tst_history_concurrency.moc"
