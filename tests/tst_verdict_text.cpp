// The headroom sentence of a verdict, written once in core/result/verdict_text
// and printed by the CLI summary, `history show`, the window and reports:
// the parts an SLO has, in English and Korean, with the caller's digits.
#include "result/verdict_text.h"
#include "test_main.h"

#include <QTranslator>
#include <QtTest>

#include <memory>

class TestVerdictText : public QObject {
    Q_OBJECT
private slots:
    void englishSentence();
    void koreanSentence();
    void onlyTheBoundsTheSloHas();
    void callerDigits();
};

namespace {

bw::Slo bothBounds()
{
    bw::Slo slo;
    slo.minRps = 50000;
    slo.maxP99Us = 5000;
    return slo;
}

bw::SloVerdict verdict(double rpsRatio, double p99Headroom, double errorRate = 0)
{
    bw::SloVerdict v;
    v.evaluated = true;
    v.pass = rpsRatio >= 1 && p99Headroom >= 1;
    v.rpsRatio = rpsRatio;
    v.p99Headroom = p99Headroom;
    v.errorRate = errorRate;
    return v;
}

QString withTwoDecimals(double x) { return QString::number(x, 'f', 2); }

} // namespace

void TestVerdictText::englishSentence()
{
    const bw::SloVerdict v = verdict(2.39142, 6.15764);
    QCOMPARE(bw::headroomText(bothBounds(), v), QStringLiteral("2.4x RPS target, 6.2x p99 headroom"));
    QCOMPARE(bw::headroomText(bothBounds(), v, bw::TextCatalog::forLanguage("en")),
             QStringLiteral("2.4x RPS target, 6.2x p99 headroom"));
    // Below 1, two significant digits (formatRatio), not "0.0x".
    QCOMPARE(bw::headroomText(bothBounds(), verdict(0.032, 0.45)), QStringLiteral("0.032x RPS target, 0.45x p99 headroom"));
    const bw::HeadroomParts p = bw::headroomParts(bothBounds(), v);
    QCOMPARE(p.rps, QStringLiteral("2.4x RPS target"));
    QCOMPARE(p.p99, QStringLiteral("6.2x p99 headroom"));
    QVERIFY(p.errorsOnly.isEmpty());
}

void TestVerdictText::koreanSentence()
{
    const bw::SloVerdict v = verdict(2.39142, 6.15764);
    QCOMPARE(bw::headroomText(bothBounds(), v, bw::TextCatalog::forLanguage("ko")),
             QString::fromUtf8("RPS 목표 대비 2.4배, p99 여유 6.2배"));
    bw::Slo errors;
    errors.maxErrorRate = 0.01;
    QCOMPARE(bw::headroomText(errors, verdict(0, 0, 0.005), bw::TextCatalog::forLanguage("ko_KR")),
             QString::fromUtf8("오류 0.5%, 상한 1%"));
    // The same words through a translator lacking them: the English source.
    auto empty = std::make_shared<QTranslator>();
    QCOMPARE(bw::headroomText(bothBounds(), v, bw::TextCatalog::fromTranslator(empty, "ko")),
             QStringLiteral("2.4x RPS target, 6.2x p99 headroom"));
}

void TestVerdictText::onlyTheBoundsTheSloHas()
{
    const bw::SloVerdict v = verdict(2.39142, 6.15764, 0.005);
    bw::Slo rps;
    rps.minRps = 50000;
    QCOMPARE(bw::headroomText(rps, v), QStringLiteral("2.4x RPS target"));
    bw::Slo p99;
    p99.maxP99Us = 5000;
    p99.maxErrorRate = 0.01;   // an error ceiling beside a latency one adds no part
    QCOMPARE(bw::headroomText(p99, v), QStringLiteral("6.2x p99 headroom"));
    bw::Slo errors;
    errors.maxErrorRate = 0.01;
    QCOMPARE(bw::headroomText(errors, v), QStringLiteral("0.5% errors, ceiling 1%"));
    QCOMPARE(bw::headroomParts(errors, v).errorsOnly, QStringLiteral("0.5% errors, ceiling 1%"));
    QVERIFY(bw::headroomText(bw::Slo{}, v).isEmpty());
}

void TestVerdictText::callerDigits()
{
    // The window passes its locale's digits; the words stay the catalog's.
    QCOMPARE(bw::headroomText(bothBounds(), verdict(2.39142, 6.15764), bw::TextCatalog(), withTwoDecimals),
             QStringLiteral("2.39x RPS target, 6.16x p99 headroom"));
}

BW_TEST_GUILESS_MAIN(TestVerdictText)
#include "tst_verdict_text.moc"
