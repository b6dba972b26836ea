// The Linguist files: no unfinished or empty Korean (or English) message,
// placeholders kept in every translation, plural forms filled, and the
// compiled Korean catalogue embedded in the core library (and so in the UI).
#include <QFile>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>
#include "test_main.h"

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void tsFilesAreComplete_data();
    void tsFilesAreComplete();
    void koreanCatalogueIsEmbedded();
    void koreanTermsAreConsistent();
};

namespace {
QSet<QString> placeholders(const QString& s)
{
    static const QRegularExpression re("%(n|L?[1-9])");
    QSet<QString> out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out.insert(it.next().captured(0).remove('L'));
    return out;
}
} // namespace

void TestTranslations::tsFilesAreComplete_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("ko") << "benchwork_ko.ts";
    QTest::newRow("en") << "benchwork_en.ts";
}

void TestTranslations::tsFilesAreComplete()
{
    QFETCH(QString, file);
    const QString dir = qEnvironmentVariable("BENCHWORK_SOURCE_DIR");
    QVERIFY2(!dir.isEmpty(), "BENCHWORK_SOURCE_DIR is set by CTest");
    QFile f(dir + "/translations/" + file);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));

    // <context><name/><message [numerus="yes"]><source/><translation [type=..]>
    // text or <numerusform/>...</translation></message></context>
    QXmlStreamReader xml(&f);
    QStringList problems;
    int messages = 0;
    QString context, source;
    bool numerus = false;
    auto check = [&](const QString& text) {
        const QString where = context + ": " + source.left(60);
        if (text.isEmpty())
            problems << "empty " + where;
        else if (placeholders(text) != placeholders(source))
            problems << "placeholders differ " + where;
    };
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            ++messages;
            numerus = xml.attributes().value("numerus") == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value("type").toString();
            if (!type.isEmpty())
                problems << type + " " + context + ": " + source.left(60);
            if (numerus) {
                int forms = 0;
                while (xml.readNextStartElement()) {
                    ++forms;
                    check(xml.readElementText());
                }
                if (forms == 0)
                    problems << "no plural forms " + context + ": " + source.left(60);
            } else {
                check(xml.readElementText());
            }
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 200);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
}

void TestTranslations::koreanCatalogueIsEmbedded()
{
    QTranslator t;
    QVERIFY(t.load(":/i18n/benchwork_ko.qm"));
    const QString file = t.translate("bwui::MainWindow", "&File");
    QVERIFY2(!file.isEmpty() && file != "&File", qPrintable(file));
    QVERIFY(!t.translate("bwui::LoadPanel", "Virtual user&s:").isEmpty());
    QVERIFY(t.load(":/i18n/benchwork_en.qm"));
}

// Strings that stayed English or mixed ("Suite 열기", "scenario", "warmup",
// "Peak memory", PASS/FAIL, "SLO 하한 20,000 req/s") in the Korean window.
void TestTranslations::koreanTermsAreConsistent()
{
    QTranslator t;
    QVERIFY(t.load(":/i18n/benchwork_ko.qm"));
    const struct { const char* context; const char* source; const char* korean; } expected[] = {
        {"bwui::SuiteRecordsModel", "Scenario", "시나리오"},
        {"bwui::SuiteRecordsModel", "Peak memory", "최대 메모리"},
        {"bwui::SuiteRecordsModel", "PASS", "통과"},
        {"bwui::SuiteRecordsModel", "FAIL", "실패"},
        {"bwui::RunTableModel", "Peak memory", "최대 메모리"},
        {"bwui::SuitePanel", "Open suite…", "스위트 열기…"},
        {"bwui::SuitePanel", "Warmup", "워밍업"},
        {"bwui::SuitePanel", "Scenario", "시나리오"},
        {"VerdictText", "%1x p99 headroom", "p99 여유 %1배"},
        {"SummaryText", "SLO PASS", "SLO 통과"},
        {"bwui::ChartsPanel", "SLO floor %1 req/s", "SLO 하한 %1 요청/초"},   // the live legend, as the axes say it
        {"bwui::LiveFiguresPanel", "peak", nullptr},
        {"bwui::LiveFiguresPanel", "average, %1 requests", nullptr},
    };
    for (const auto& e : expected) {
        const QString k = t.translate(e.context, e.source);
        QVERIFY2(!k.isEmpty(), qPrintable(QString("%1: %2 missing").arg(e.context, e.source)));
        if (e.korean)
            QCOMPARE(k, QString::fromUtf8(e.korean));
        else
            QVERIFY2(k != QLatin1String(e.source), qPrintable(QString("%1: %2 untranslated").arg(e.context, e.source)));
    }
    // Requests per second read 요청/초 everywhere in Korean, never "req/s"
    // (the capacity and sweep texts said both).
    QFile ts(qEnvironmentVariable("BENCHWORK_SOURCE_DIR") + QStringLiteral("/translations/benchwork_ko.ts"));
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
    int line = 0;
    while (!ts.atEnd()) {
        const QString l = QString::fromUtf8(ts.readLine());
        ++line;
        if (l.contains(QStringLiteral("<translation")) || l.contains(QStringLiteral("<numerusform")))
            QVERIFY2(!l.contains(QStringLiteral("req/s")), qPrintable(QString("benchwork_ko.ts:%1: %2").arg(line).arg(l.trimmed())));
    }
    // No Korean text in the suite panel mixes in the English words it translates.
    for (const char* source : {"Open suite…", "Shorten every scenario to", "Run suite", "No suite open.",
                               "Cooling down before the next run…", "Suite complete: %1 passed, %2 failed."}) {
        const QString k = t.translate("bwui::SuitePanel", source);
        QVERIFY2(!k.isEmpty(), source);
        for (const char* word : {"Suite", "suite", "scenario", "warmup", "run"})
            QVERIFY2(!k.contains(QLatin1String(word)), qPrintable(k));
    }
}

BW_TEST_GUILESS_MAIN(TestTranslations)
#include "tst_ui_translations.moc"
