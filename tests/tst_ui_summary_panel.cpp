// The summary's tables never cut a figure: in the width the summary has at
// 1280x800 the Count and Share columns show their whole text (the Share
// column read "0.0"), the class names give way instead and keep their full
// text in a tooltip. After a suite the summary names the suite run it shows.
#include "panels/summary_panel.h"
#include "test_main.h"

#include <QHeaderView>
#include <QTableWidget>
#include <QtTest>

class TestSummaryPanel : public QObject {
    Q_OBJECT
private slots:
    void figuresAreNeverCut_data();
    void figuresAreNeverCut();
    void suiteRunIsNamed();
};

namespace {
bw::RunResult someRun()
{
    bw::RunResult r;
    r.status = bw::RunStatus::Complete;
    r.requests = 215837;
    r.rps = 43167;
    r.measuredSec = 5;
    r.errors.connect = 12;
    r.errors.timeout = 3;
    r.statusCodes[200] = 215837;
    r.statusCodes[503] = 1234;
    for (int i = 0; i < 1000; ++i)
        r.latency.record(uint64_t(200000 + i * 1000));
    r.latencySummary = bw::LatencySummary::from(r.latency);
    return r;
}
} // namespace

void TestSummaryPanel::figuresAreNeverCut_data()
{
    QTest::addColumn<int>("width");
    QTest::newRow("1280x800 window") << 760;
    QTest::newRow("1600x1000 window") << 1100;
}

void TestSummaryPanel::figuresAreNeverCut()
{
    QFETCH(int, width);
    bwui::SummaryPanel panel;
    panel.resize(width, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.showResult(someRun());
    QCoreApplication::processEvents();
    for (const char* name : {"latency", "errors", "status"}) {
        const QTableWidget* t = panel.table(QString::fromLatin1(name));
        QVERIFY(t);
        const QHeaderView* h = t->horizontalHeader();
        for (int col = 1; col < t->columnCount(); ++col) {
            if (h->isSectionHidden(col))
                continue;
            const int right = h->sectionViewportPosition(col) + h->sectionSize(col);
            QVERIFY2(right <= t->viewport()->width(),
                     qPrintable(QString("%1: column %2 ends at %3 of %4").arg(name).arg(col).arg(right).arg(t->viewport()->width())));
            for (int row = 0; row < t->rowCount(); ++row) {
                const QTableWidgetItem* item = t->item(row, col);
                const int textPx = item ? t->fontMetrics().horizontalAdvance(item->text()) : 0;
                QVERIFY2(h->sectionSize(col) >= textPx + 4,
                         qPrintable(QString("%1: \"%2\" needs %3 px in a column of %4").arg(name, item ? item->text() : QString())
                                        .arg(textPx).arg(h->sectionSize(col))));
            }
        }
        // A name cut to fit says itself whole in its tooltip.
        for (int row = 0; row < t->rowCount(); ++row)
            if (const QTableWidgetItem* item = t->item(row, 0); item && !item->text().isEmpty())
                QVERIFY2(!item->toolTip().isEmpty(), qPrintable(item->text()));
    }
    QCOMPARE(panel.cell("errors", 0, 2), QStringLiteral("0.01 %"));
}

void TestSummaryPanel::suiteRunIsNamed()
{
    bwui::SummaryPanel panel;
    panel.showResult(someRun(), QStringLiteral("list users on node"));
    QVERIFY2(panel.contextText().contains("list users on node") && panel.contextText().contains("suite"),
             qPrintable(panel.contextText()));
    panel.showResult(someRun());
    QVERIFY(panel.contextText().isEmpty());
}

BW_TEST_MAIN(TestSummaryPanel)
#include "tst_ui_summary_panel.moc"
