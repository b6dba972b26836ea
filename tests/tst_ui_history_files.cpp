// The history browser's files: imports naming where parsing failed, and
// exports of the selected runs written.
#include "history_browser_test.h"

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
};

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

QTEST_MAIN(TstUiHistoryFiles)
#include "tst_ui_history_files.moc"
