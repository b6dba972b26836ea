// Reports in a language of their own, through the catalogs embedded in the
// core (translations/*.ts -> :/i18n/*.qm): a Korean report from a process
// whose installed language is English, headings that come from the catalog
// (a translator lacking them gives the English text back), and no Korean
// written by hand left in core/.
#include "report/markdown_report.h"
#include "report/report_document.h"
#include "report/report_labels.h"
#include "suite/suite_report_labels.h"
#include "test_main.h"
#include "util/text_catalog.h"
#include "run_result_fixture.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

#include <memory>

class TestReportLanguage : public QObject {
    Q_OBJECT
private slots:
    void languageCodes();
    void koreanReportFromTheCatalog();
    void clientWarningsInTheReport();
    void missingEntryFallsBackToEnglish();
    void installedTranslatorsAreNotUsedForReports();
    void noHandWrittenKoreanInCore();
};

namespace {

std::shared_ptr<const QTranslator> loadKorean()
{
    auto t = std::make_shared<QTranslator>();
    if (!t->load(QStringLiteral(":/i18n/benchwork_ko.qm")))
        return nullptr;
    return t;
}

QString koreanMarkdown(const bw::ReportLabels& labels)
{
    bw::RunResult r = bwtest::makeFullRunResult(1, 12);
    r.status = bw::RunStatus::Complete;   // the fixture's run was stopped, and a stopped run is not judged
    r.statusMessage.clear();
    r.name = "Pure HTTP";
    r.slo.minRps = r.rps / 2.4;
    r.slo.maxP99Us = r.latencySummary.p99Us * 6.2;
    r.slo.maxErrorRate = -1;
    r.config.rate = 0;
    r.verdict = bw::evaluateSlo(r.slo, r);
    bw::ReportOptions o;
    o.labels = labels;
    return bw::reportToMarkdown(bw::buildReport({r}, o));
}

} // namespace

void TestReportLanguage::languageCodes()
{
    QCOMPARE(bw::TextCatalog().code(), QStringLiteral("en"));
    QCOMPARE(bw::TextCatalog::forLanguage("ko").code(), QStringLiteral("ko"));
    QCOMPARE(bw::TextCatalog::forLanguage("ko_KR").code(), QStringLiteral("ko"));
    QCOMPARE(bw::TextCatalog::forLanguage("KO").code(), QStringLiteral("ko"));
    QCOMPARE(bw::TextCatalog::forLanguage("en").code(), QStringLiteral("en"));
    // No catalog for French: English, and the report says lang="en".
    QCOMPARE(bw::TextCatalog::forLanguage("fr").code(), QStringLiteral("en"));
    QCOMPARE(bw::reportLabelsFor("fr").summary, QStringLiteral("Summary"));
    QCOMPARE(bw::reportLabelsFor("fr").language, QStringLiteral("en"));
    QCOMPARE(bw::reportLabelsFor("ko_KR").language, QStringLiteral("ko"));
}

void TestReportLanguage::koreanReportFromTheCatalog()
{
    const auto korean = loadKorean();
    QVERIFY(korean);
    const QString summary = korean->translate("ReportLabels", "Summary");
    const QString environment = korean->translate("ReportLabels", "Test environment");
    const QString suiteBaselines = korean->translate("SuiteReportLabels", "Comparison with familiar baselines");
    QCOMPARE(summary, QString::fromUtf8("요약"));
    QCOMPARE(environment, QString::fromUtf8("테스트 환경"));
    QCOMPARE(suiteBaselines, QString::fromUtf8("익숙한 기준과의 비교"));

    const bw::ReportLabels l = bw::reportLabelsFor("ko");
    QCOMPARE(l.summary, summary);
    QCOMPARE(bw::suiteReportLabelsFor("ko").baselinesTitle, suiteBaselines);
    const QString md = koreanMarkdown(l);
    QVERIFY2(md.contains("## " + summary), qPrintable(md.left(400)));
    QVERIFY(md.contains("## " + environment));
    QVERIFY(md.contains(QString::fromUtf8("RPS 목표 대비 2.4배, p99 여유 6.2배")));
    QVERIFY(!md.contains("## Summary"));
}

// Every client-health warning a run carries is a bullet of its section, in
// the report's language, with its figures; the client-bound flag alone (a
// merged or older run) still reads as CPU-bound.
void TestReportLanguage::clientWarningsInTheReport()
{
    bw::RunResult r = bwtest::makeFullRunResult(1, 12);
    r.name = "Pure HTTP";
    r.clientRunQueueWaitFraction = 0.37;
    r.lateSends = 1234;
    r.unsentAtEnd = 5;
    r.clientWarnings = {"cpu-starved", "pacer-behind"};
    r.clientBound = false;
    bw::ReportOptions o;
    o.labels = bw::reportLabelsFor("en");
    QString md = bw::reportToMarkdown(bw::buildReport({r}, o));
    QVERIFY2(md.contains("Pure HTTP, Client starved of CPU: An engine thread waited for a CPU 37 % of the time"),
             qPrintable(md));
    QVERIFY2(md.contains("Pure HTTP, Schedule not kept: The fixed-rate schedule was not kept (1,234 late, 5 never sent)"),
             qPrintable(md));
    QVERIFY(!md.contains("CPU-bound"));

    r.clientWarnings.clear();
    r.clientBound = true;
    r.clientBusyFraction = 0.96;
    md = bw::reportToMarkdown(bw::buildReport({r}, o));
    QVERIFY2(md.contains("Pure HTTP, Client CPU-bound: The load generator's threads were busy 96 % of the time"),
             qPrintable(md));

    o.labels = bw::reportLabelsFor("ko");
    md = bw::reportToMarkdown(bw::buildReport({r}, o));
    const QString name = bw::TextCatalog::forLanguage("ko").translate("ClientWarnings", "Client CPU-bound");
    QVERIFY(name != QLatin1String("Client CPU-bound"));
    QVERIFY2(md.contains("Pure HTTP, " + name + ": ") && md.contains("96 %"), qPrintable(md));
}

void TestReportLanguage::missingEntryFallsBackToEnglish()
{
    // A catalog that has none of the report's entries: every label, and the
    // verdict sentence, come out as written in the source.
    auto empty = std::make_shared<QTranslator>();
    const bw::ReportLabels l = bw::reportLabels(bw::TextCatalog::fromTranslator(empty, "ko"));
    QCOMPARE(l.language, QStringLiteral("ko"));
    QCOMPARE(l.summary, QStringLiteral("Summary"));
    const QString md = koreanMarkdown(l);
    QVERIFY(md.contains("## Summary"));
    QVERIFY(md.contains("## Test environment"));
    QVERIFY(md.contains("2.4x RPS target, 6.2x p99 headroom"));
    QVERIFY(!md.contains(QString::fromUtf8("요약")));
    // The same labels through the real catalog differ: the Korean came from it.
    QVERIFY(bw::reportLabelsFor("ko").summary != l.summary);
}

void TestReportLanguage::installedTranslatorsAreNotUsedForReports()
{
    // The window in Korean, a report asked for in English (and the reverse).
    QTranslator installed;
    QVERIFY(installed.load(QStringLiteral(":/i18n/benchwork_ko.qm")));
    QVERIFY(QCoreApplication::installTranslator(&installed));
    QCOMPARE(bw::reportLabelsFor("en").summary, QStringLiteral("Summary"));
    QCOMPARE(bw::englishReportLabels().environment, QStringLiteral("Test environment"));
    QCOMPARE(bw::TextCatalog::installed().translate("ReportLabels", "Summary"), QString::fromUtf8("요약"));
    QVERIFY(QCoreApplication::removeTranslator(&installed));
    QCOMPARE(bw::TextCatalog::installed().translate("ReportLabels", "Summary"), QStringLiteral("Summary"));
    QCOMPARE(bw::reportLabelsFor("ko").summary, QString::fromUtf8("요약"));
}

void TestReportLanguage::noHandWrittenKoreanInCore()
{
    const QString dir = qEnvironmentVariable("BENCHWORK_SOURCE_DIR");
    QVERIFY2(!dir.isEmpty(), "BENCHWORK_SOURCE_DIR is set by CTest");
    static const QRegularExpression hangul(QStringLiteral("[\\x{AC00}-\\x{D7A3}\\x{1100}-\\x{11FF}\\x{3130}-\\x{318F}]"));
    QStringList found;
    int files = 0;
    for (QDirIterator it(dir + "/core", {"*.cpp", "*.h"}, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        QFile f(it.next());
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        ++files;
        if (QString::fromUtf8(f.readAll()).contains(hangul))
            found << f.fileName();
    }
    QVERIFY(files > 50);
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
}

BW_TEST_GUILESS_MAIN(TestReportLanguage)
#include "tst_report_language.moc"
