// The history browser's files: imports naming where parsing failed, and
// exports of the selected runs written.
#include "history_browser_test.h"

#include "history/history_store.h"
#include "panels/summary_panel.h"
#include "result/result_json.h"
#include "test_main.h"

#include <QJsonDocument>
#include <QTranslator>

#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QtTest>

using namespace bwui;

class TstUiHistoryFiles : public bwtest::HistoryBrowserTest {
    Q_OBJECT
private slots:
    void importsAndNamesWhereParsingFailed();
    void exportsSelectedRuns();
    void importsAndMergesAgentResults();
};

namespace {

// Agent `index` of 2 of one run, with `n` samples around `baseNs`, written as
// benchwork.run/1 JSON to `path`.
bw::RunResult writeAgent(const QString& path, int index, int n, uint64_t baseNs)
{
    bw::RunResult r;
    r.config.url = "http://127.0.0.1:8080/json";
    r.config.connections = 5;
    r.agent.index = index;
    r.agent.count = 2;
    r.agent.share.connections = 5;
    r.agent.whole.connections = 10;
    r.agent.host = index == 0 ? "node-a" : "node-b";
    r.startedAtMs = 1'780'000'000'000 + index * 20;
    r.measuredSec = 1;
    for (int i = 0; i < n; ++i)
        r.latency.record(baseNs + uint64_t(i) * 1000);
    r.requests = r.latency.count();
    r.rps = double(r.requests);
    r.statusCodes[200] = r.requests;
    r.latencySummary = bw::LatencySummary::from(r.latency);
    r.clientBound = index == 1;
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(QJsonDocument(bw::runResultToJson(r)).toJson());
    return r;
}

} // namespace

void TstUiHistoryFiles::importsAndMergesAgentResults()
{
    const QString a = dir_->filePath(QStringLiteral("agent-0.json"));
    const QString b = dir_->filePath(QStringLiteral("agent-1.json"));
    const bw::RunResult ra = writeAgent(a, 0, 300, 200'000);
    const bw::RunResult rb = writeAgent(b, 1, 500, 900'000);

    QVERIFY2(panel_->importResults({a, b}, true), qPrintable(panel_->lastMessage()));
    QCOMPARE(panel_->model()->rowCount(), 5);   // one merged run
    QCOMPARE(panel_->selectedIds().size(), size_t(1));
    bw::HistoryStore store;
    QVERIFY(store.open(dbPath().toStdString()));
    const auto merged = store.loadRun(panel_->selectedIds().front());
    QVERIFY2(merged, store.lastError().c_str());
    QCOMPARE(merged->requests, uint64_t(800));
    QCOMPARE(int(merged->agents.size()), 2);   // kept by the history
    bw::LatencyHistogram added = ra.latency;
    added.add(rb.latency);
    QCOMPARE(merged->latency.encode(), added.encode());
    QVERIFY(merged->clientBound);

    // The window's summary of the merged run lists its agents.
    bwui::SummaryPanel summary;
    summary.showResult(*merged);
    QCOMPARE(summary.rowCount(QStringLiteral("agents")), 2);
    QCOMPARE(summary.cell(QStringLiteral("agents"), 1, 1), QStringLiteral("node-b"));
    QCOMPARE(summary.cell(QStringLiteral("agents"), 1, 3), QStringLiteral("500"));
    QCOMPARE(summary.cell(QStringLiteral("agents"), 1, 7), QStringLiteral("yes: add agents"));
    QCOMPARE(summary.cell(QStringLiteral("agents"), 0, 7), QStringLiteral("no"));
    const QString shots = qEnvironmentVariable("BENCHWORK_SHOT_DIR");
    if (!shots.isEmpty()) {
        // For the review of the layout, in both languages (only when asked for).
        QTranslator korean;
        QVERIFY(korean.load(QStringLiteral(":/i18n/benchwork_ko.qm")));
        summary.resize(1280, 800);
        summary.show();
        for (const char* lang : {"en", "ko"}) {
            if (QLatin1String(lang) == QLatin1String("ko"))
                QCoreApplication::installTranslator(&korean);
            QEvent change(QEvent::LanguageChange);
            QCoreApplication::sendEvent(&summary, &change);
            QTest::qWait(150);
            summary.grab().save(QStringLiteral("%1/summary-agents-%2.png").arg(shots, QLatin1String(lang)));
        }
        QCoreApplication::removeTranslator(&korean);
        QEvent back(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&summary, &back);
    }

    // Or one run per file.
    QVERIFY2(panel_->importResults({a, b}, false), qPrintable(panel_->lastMessage()));
    QCOMPARE(panel_->model()->rowCount(), 7);

    // A refused merge says why and imports nothing.
    QVERIFY(!panel_->importResults({a, a}, true));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("overlapping indices")), qPrintable(panel_->lastMessage()));
    QCOMPARE(panel_->model()->rowCount(), 7);
    const QString junk = dir_->filePath(QStringLiteral("junk.json"));
    QFile j(junk);
    QVERIFY(j.open(QIODevice::WriteOnly));
    j.write("{\"schema\": \"other/1\"}");
    j.close();
    QVERIFY(!panel_->importResults({a, junk}, true));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("junk.json is not a Benchwork result")),
             qPrintable(panel_->lastMessage()));
}

void TstUiHistoryFiles::importsAndNamesWhereParsingFailed()
{
    const QString data = qEnvironmentVariable("BENCHWORK_SOURCE_DIR") + QStringLiteral("/tests/data/");
    QVERIFY(QFile::exists(data + QStringLiteral("wrk_latency.txt")));
    QVERIFY2(panel_->importPaths(bw::ImportFormat::Wrk, {data + QStringLiteral("wrk_latency.txt")}),
             qPrintable(panel_->lastMessage()));
    QCOMPARE(panel_->model()->rowCount(), 5);
    QCOMPARE(panel_->selectedIds().size(), size_t(1));
    const int row = panel_->model()->rowOfId(panel_->selectedIds().front());
    QCOMPARE(cell(row, RunTableModel::ColSource), QStringLiteral("wrk"));
    QCOMPARE(cell(row, RunTableModel::ColClientCpu), QStringLiteral("\u2013"));   // not recorded by wrk

    // A wrk file whose Requests/sec line is garbled: refused, naming file and line; nothing imported.
    const QString bad = dir_->filePath(QStringLiteral("broken-wrk.txt"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("Running 10s test @ http://127.0.0.1:8080/\n  2 threads and 10 connections\n"
            "  1000 requests in 10.00s, 1.00MB read\nRequests/sec:    fast\n");
    f.close();
    QVERIFY(!panel_->importPaths(bw::ImportFormat::Wrk, {data + QStringLiteral("wrk_non2xx.txt"), bad}));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("broken-wrk.txt")), qPrintable(panel_->lastMessage()));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("line 4")), qPrintable(panel_->lastMessage()));
    QVERIFY(panel_->findChild<QMessageBox*>(QStringLiteral("historyError")));
    QCOMPARE(panel_->model()->rowCount(), 5);

    // The wrong reader for a file says so too (JSON path or what is missing).
    QVERIFY(!panel_->importPaths(bw::ImportFormat::K6, {data + QStringLiteral("oha_output.json")}));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("oha_output.json was not imported as k6 summary JSON")),
             qPrintable(panel_->lastMessage()));
    QVERIFY2(panel_->importPaths(bw::ImportFormat::Oha, {data + QStringLiteral("oha_output.json")}),
             qPrintable(panel_->lastMessage()));
    QVERIFY2(panel_->importPaths(bw::ImportFormat::K6, {data + QStringLiteral("k6_summary_export.json")}),
             qPrintable(panel_->lastMessage()));
    QCOMPARE(panel_->model()->rowCount(), 7);
}

void TstUiHistoryFiles::exportsSelectedRuns()
{
    using Format = HistoryExport::Format;
    panel_->selectIds({ids_[0]});
    const QString md = dir_->filePath(QStringLiteral("one.md"));
    QVERIFY2(panel_->exportTo(Format::Markdown, md), qPrintable(panel_->lastMessage()));
    QFile mdFile(md);
    QVERIFY(mdFile.open(QIODevice::ReadOnly));
    QVERIFY(mdFile.readAll().contains("alpha nginx"));

    const QString csv = dir_->filePath(QStringLiteral("one.csv"));
    QVERIFY(panel_->exportTo(Format::Csv, csv));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QCOMPARE(csvFile.readAll().trimmed().split('\n').size(), 1 + 12);   // header + one row per second

    const QString hdr = dir_->filePath(QStringLiteral("one.hgrm"));
    QVERIFY(panel_->exportTo(Format::Hdr, hdr));
    QFile hdrFile(hdr);
    QVERIFY(hdrFile.open(QIODevice::ReadOnly));
    QVERIFY(hdrFile.readAll().contains("#[Max"));

    // Two runs: a comparison; CSV is refused with a reason.
    panel_->selectIds({ids_[0], ids_[1]});
    const QString json = dir_->filePath(QStringLiteral("two.json"));
    QVERIFY(panel_->exportTo(Format::Json, json));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    QVERIFY(jsonFile.readAll().contains("benchwork.comparison/1"));
    QVERIFY(!panel_->exportTo(Format::Csv, dir_->filePath(QStringLiteral("two.csv"))));
    QVERIFY2(panel_->lastMessage().contains(QStringLiteral("one run")), qPrintable(panel_->lastMessage()));
    QVERIFY(!QFile::exists(dir_->filePath(QStringLiteral("two.csv"))));
    const QString html = dir_->filePath(QStringLiteral("two.html"));
    QVERIFY(panel_->exportTo(Format::Html, html));
    QVERIFY(QFileInfo(html).size() > 1000);
}

BW_TEST_MAIN(TstUiHistoryFiles)
#include "tst_ui_history_files.moc"
