// History store, a run in progress: begun, saved second by second in
// chunks (ProgressSaver) that load and list exactly as saving the whole
// series would, finished into one record; the progress connection's page
// cache stays small; progress saved whole by older versions still loads.
#include "history_ui_fixture.h"
#include "run_result_fixture.h"

#include "history/history_codec.h"
#include "history/history_store.h"
#include "history/progress_saver.h"
#include "test_main.h"

#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <sqlite3.h>

class TestHistoryProgress : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void beginProgressFinish();
    void progressSavedInChunksLoadsWhole();
    void loadsProgressSavedWhole();
    void limitedCacheStaysSmallWhileAppending();

private:
    std::unique_ptr<bwtest::ScratchHistoryDir> dir_;
    bw::HistoryStore store_;
};

void TestHistoryProgress::init()
{
    dir_ = std::make_unique<bwtest::ScratchHistoryDir>();
    QVERIFY2(dir_->open(store_), store_.lastError().c_str());
}

void TestHistoryProgress::cleanup()
{
    store_.close();
    dir_.reset();
}

void TestHistoryProgress::beginProgressFinish()
{
    const bw::RunResult full = bwtest::makeFullRunResult(9, 20);
    bw::RunResult header;
    header.config = full.config;
    header.name = full.name;
    header.startedAtMs = full.startedAtMs;
    header.environment = full.environment;
    const int64_t id = store_.beginRun(header);
    QVERIFY(id > 0);
    auto row = store_.runRow(id);
    QCOMPARE(row->status, std::string("running"));

    std::vector<bw::SecondStats> partial(full.series.begin(), full.series.begin() + 15);
    QVERIFY2(store_.updateProgress(id, partial, &full.target), store_.lastError().c_str());
    row = store_.runRow(id);
    QCOMPARE(row->measuredSec, 5.0);   // seconds 10..14 are measured (0..9 warmup)
    uint64_t req = 0;
    for (int s = 10; s < 15; ++s)
        req += full.series[size_t(s)].requests;
    QCOMPARE(row->requests, req);
    QCOMPARE(row->peakRssBytes, full.target.peakRssBytes);
    const auto mid = store_.loadRun(id);
    QVERIFY(mid.has_value());
    QCOMPARE(mid->series.size(), size_t(15));
    QCOMPARE(mid->requests, req);
    QVERIFY(mid->status == bw::RunStatus::Interrupted);   // not finished: shown as such

    QVERIFY2(store_.finishRun(id, full), store_.lastError().c_str());
    const auto done = store_.loadRun(id);
    QCOMPARE(bwtest::diffRunResults(full, *done), QString());
    QCOMPARE(store_.runRow(id)->status, std::string("stopped"));
    QVERIFY(!store_.updateProgress(id, partial));   // no longer running
}

// Progress saves store only each save's new seconds, one chunk per save
// (ProgressSaver); what loads and lists must be exactly what saving every
// second at once gives, at every step.
void TestHistoryProgress::progressSavedInChunksLoadsWhole()
{
    const bw::RunResult full = bwtest::makeFullRunResult(9, 20);
    QVERIFY(full.series.size() >= 20);
    bw::RunResult header;
    header.config = full.config;
    header.startedAtMs = full.startedAtMs;
    const int64_t id = store_.beginRun(header);
    QVERIFY(id > 0);
    auto chunkStats = [&](int64_t* rows, int64_t* seconds, int64_t* biggest) {
        bw::SqliteStatement st(store_.db(), "SELECT count(*), coalesce(sum(seconds), 0), coalesce(max(seconds), 0) "
                                            "FROM run_progress WHERE run_id = ?");
        st.bind(1, id);
        QVERIFY(st.step());
        *rows = st.columnInt(0);
        *seconds = st.columnInt(1);
        *biggest = st.columnInt(2);
    };

    bw::ProgressSaver saver(store_, id);
    int64_t saves = 0;
    for (size_t from = 0; from < full.series.size(); from += 3) {
        const size_t to = std::min(full.series.size(), from + 3);
        QCOMPARE(saver.seconds(), from);
        QVERIFY2(saver.save(std::vector<bw::SecondStats>(full.series.begin() + long(from), full.series.begin() + long(to))),
                 store_.lastError().c_str());
        ++saves;
        QCOMPARE(saver.seconds(), to);
        const std::vector<bw::SecondStats> soFar(full.series.begin(), full.series.begin() + long(to));
        int64_t rows = 0, seconds = 0, biggest = 0;
        chunkStats(&rows, &seconds, &biggest);
        QCOMPARE(rows, saves);
        QCOMPARE(seconds, int64_t(to));
        QVERIFY(biggest <= 3);   // no save rewrote what an earlier one stored
        const auto loaded = store_.loadRun(id);
        QVERIFY2(loaded.has_value(), store_.lastError().c_str());
        QCOMPARE(bw::encodeSeriesBlob(loaded->series), bw::encodeSeriesBlob(soFar));
        const bw::ProgressSummary want = bw::summariseProgress(soFar);
        const auto row = store_.runRow(id);
        QVERIFY(row.has_value());
        QCOMPARE(row->status, std::string("running"));
        QCOMPARE(row->requests, want.requests);
        QCOMPARE(row->rps, want.rps);
        QCOMPARE(row->p50Us, want.p50Us);
        QCOMPARE(row->p99Us, want.p99Us);
        QCOMPARE(row->errors, want.errors);
    }

    // A chunk that does not continue the stored series is refused, by name.
    QVERIFY(!store_.appendProgress(id, 3, {full.series[3]}, bw::ProgressSummary{}));
    QVERIFY2(QString::fromStdString(store_.lastError()).contains("does not follow"), store_.lastError().c_str());
    // A whole-series update replaces the chunks.
    const std::vector<bw::SecondStats> first5(full.series.begin(), full.series.begin() + 5);
    QVERIFY2(store_.updateProgress(id, first5), store_.lastError().c_str());
    int64_t rows = 0, seconds = 0, biggest = 0;
    chunkStats(&rows, &seconds, &biggest);
    QCOMPARE(rows, int64_t(1));
    QCOMPARE(seconds, int64_t(5));
    QCOMPARE(store_.loadRun(id)->series.size(), size_t(5));

    // Finishing moves the series into run_data and drops the chunks.
    QVERIFY2(store_.finishRun(id, full), store_.lastError().c_str());
    chunkStats(&rows, &seconds, &biggest);
    QCOMPARE(rows, int64_t(0));
    const auto done = store_.loadRun(id);
    QVERIFY(done.has_value());
    QCOMPARE(bwtest::diffRunResults(full, *done), QString());
    // A finished run takes no more progress, and the saver keeps its count.
    const size_t before = saver.seconds();
    QVERIFY(!saver.save({full.series.back()}));
    QCOMPARE(saver.seconds(), before);
}

// A run's progress connection only appends; with its cache limited it does
// not keep every page it wrote (SQLite's default cache holds up to 2 MiB, so
// without the limit a long run's memory grew with the file).
void TestHistoryProgress::limitedCacheStaysSmallWhileAppending()
{
    const bw::RunResult full = bwtest::makeFullRunResult(6, 20);
    auto cacheAfterAppending = [&](bw::HistoryStore& store, int64_t* used) {
        const int64_t id = store.beginRun(full);
        QVERIFY(id > 0);
        for (size_t i = 0; i < 1000; ++i)
            QVERIFY2(store.appendProgress(id, i * full.series.size(), full.series, bw::ProgressSummary{}),
                     store.lastError().c_str());
        int current = 0, highwater = 0;
        QCOMPARE(sqlite3_db_status(store.db().handle(), SQLITE_DBSTATUS_CACHE_USED, &current, &highwater, 0), SQLITE_OK);
        *used = current;
    };
    QTemporaryDir dir;
    bw::HistoryStore limited, plain;
    QVERIFY(limited.open((dir.path() + "/limited.sqlite").toStdString()));
    QVERIFY(plain.open((dir.path() + "/plain.sqlite").toStdString()));
    QVERIFY(limited.limitCache(128));
    int64_t size = 0;
    QVERIFY(limited.db().queryInt("PRAGMA cache_size", &size));
    QCOMPARE(size, int64_t(-128));
    int64_t limitedUsed = 0, plainUsed = 0;
    cacheAfterAppending(limited, &limitedUsed);
    cacheAfterAppending(plain, &plainUsed);
    int64_t pages = 0, pageSize = 0;
    QVERIFY(plain.db().queryInt("PRAGMA page_count", &pages));
    QVERIFY(plain.db().queryInt("PRAGMA page_size", &pageSize));
    qInfo("database %lld KiB; page cache after 1,000 appends: limited %lld KiB, default %lld KiB",
          (long long)(pages * pageSize / 1024), (long long)(limitedUsed / 1024), (long long)(plainUsed / 1024));
    QVERIFY(pages * pageSize > 1024 * 1024);   // the file outgrew the limit many times over
    QVERIFY(limitedUsed <= 192 * 1024);
    QVERIFY(plainUsed > 3 * limitedUsed);
}

// A run left running by Benchwork before schema 3 has its progress in
// run_data.series, not in chunks; it still loads.
void TestHistoryProgress::loadsProgressSavedWhole()
{
    const bw::RunResult full = bwtest::makeFullRunResult(4, 10);
    const int64_t id = store_.beginRun(full);
    QVERIFY(id > 0);
    const std::vector<bw::SecondStats> soFar(full.series.begin(), full.series.begin() + 7);
    bw::SqliteStatement st(store_.db(), "UPDATE run_data SET series = ? WHERE run_id = ?");
    st.bindBlob(1, bw::encodeSeriesBlob(soFar));
    st.bind(2, id);
    QVERIFY(st.run());
    const auto loaded = store_.loadRun(id);
    QVERIFY2(loaded.has_value(), store_.lastError().c_str());
    QCOMPARE(bw::encodeSeriesBlob(loaded->series), bw::encodeSeriesBlob(soFar));
}

BW_TEST_GUILESS_MAIN(TestHistoryProgress)
#include "tst_history_progress.moc"
