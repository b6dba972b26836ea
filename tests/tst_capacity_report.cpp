// Reports of a capacity search and a sweep (history export of their group):
// the answer, the bracket and the headroom against the floor; the curve as
// inline SVG that is well-formed XML, one marker per fixed-rate step in its
// verdict's colour, the SLO line and the bracket; every step in a table;
// the sweep's two curves with the fit and N* (neither when the law does
// not describe the points); a lower bound where the client was the limit;
// the JSON export with the steps' runs; and the Korean report in Korean.
#include "capacity/capacity_search.h"
#include "capacity/capacity_text.h"
#include "capacity/step_judge.h"
#include "capacity/sweep_planner.h"
#include "report/capacity_report.h"
#include "report/html_report.h"
#include "report/markdown_report.h"
#include "run_result_fixture.h"
#include "test_main.h"
#include "util/units.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

bw::CapacityResult search(std::vector<bw::RunResult>* runs)
{
    bw::Slo slo;
    slo.maxP99Us = 5000;
    slo.minRps = 1000;
    bw::CapacitySettings s;
    s.stepSec = 5;
    bw::CapacitySearch cs(s, slo);
    const double k = 2500;
    while (auto plan = cs.next()) {
        bw::StepFigures f;
        f.measuredSec = 5;
        f.achievedRps = plan->rate > 0 ? std::min(plan->rate, k * 0.998) : k;
        f.requests = uint64_t(f.achievedRps * 5);
        f.p50Us = plan->rate > k ? 30'000 : 900;
        f.p99Us = plan->rate > k ? 90'000 : 2000;
        f.runId = 100 + plan->index;
        bw::RunResult run = bwtest::makeFullRunResult(plan->index, 6);
        run.historyId = f.runId;
        run.config.rate = plan->rate;
        runs->push_back(run);
        cs.recordStep(bw::judgeCapacityStep(*plan, f, bw::capacityStepSlo(slo)));
    }
    bw::CapacityResult r = cs.result();
    r.elapsedSec = 61;
    return r;
}

// Every <svg>...</svg> of `text`, each checked to be well-formed XML.
QStringList svgs(const QString& text)
{
    QStringList out;
    const QRegularExpression re(QStringLiteral("<svg xmlns.*?</svg>"), QRegularExpression::DotMatchesEverythingOption);
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QString svg = it.next().captured(0);
        QXmlStreamReader xml(svg);
        while (!xml.atEnd())
            xml.readNext();
        if (xml.hasError())
            qWarning() << xml.errorString();
        else
            out << svg;
    }
    return out;
}

} // namespace

class TestCapacityReport : public QObject {
    Q_OBJECT

private slots:
    void aSearchReport()
    {
        std::vector<bw::RunResult> runs;
        const bw::CapacityResult r = search(&runs);
        QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
        const bw::ReportDocument doc = bw::buildCapacityReport(r, runs, {});
        const QString md = bw::reportToMarkdown(doc);
        QVERIFY2(md.startsWith("# Capacity under the SLO\n"), qPrintable(md.left(200)));
        QVERIFY2(md.contains("- Answer: " + bw::capacityAnswer(r, bw::TextCatalog()) + "."), qPrintable(md));
        QVERIFY2(md.contains("max sustainable " + bw::formatRps(r.maxRate) + " req/s"), qPrintable(bw::capacityAnswer(r, bw::TextCatalog())));
        QVERIFY(md.contains("The bracket [last pass, first fail] is " + bw::capacityBracket(r)));
        QVERIFY2(md.contains("**Max sustainable rate**") && md.contains("x the 1,000 req/s floor"), qPrintable(md));
        QVERIFY(md.contains("fixed-rate steps of 5 s after 1 s warm-up"));
        QVERIFY(md.contains("| Step | Phase | Offered | Achieved | p50 | p99 | Errors | Result | Why |"));
        QVERIFY(!md.contains("## What was measured"));   // no per-run sections
        int rows = 0;
        for (const QString& line : md.split('\n'))
            rows += line.startsWith("| ") && !line.startsWith("| Step") && !line.startsWith("| ---");
        QCOMPARE(rows, int(r.steps.size()));
        QVERIFY(md.contains("p99 90ms > 5ms"));
        const QStringList mdSvgs = svgs(md);
        QCOMPARE(mdSvgs.size(), 1);   // the curve (the Markdown writer has no spectrum)
        const QString curve = mdSvgs.front();
        int pass = 0, fail = 0;
        for (const bw::CapacityStep& s : r.steps)
            if (s.plan.phase != bw::StepPhase::Probe)
                (s.passed ? pass : fail)++;
        QCOMPARE(curve.count("<circle cx") + curve.count("<polygon"), pass + fail + 2);   // and the legend's two dots
        QCOMPARE(curve.count("fill=\"#12a150\" stroke"), pass);
        QVERIFY(curve.contains("p99 ceiling 5ms"));
        QVERIFY(curve.contains("fill-opacity=\"0.25\""));   // the bracket
        QVERIFY(curve.contains("<polygon"));   // 90 ms steps drawn on the 20 ms edge

        const QString html = bw::reportToHtml(doc);
        QCOMPARE(svgs(html).size(), html.count("<svg xmlns"));   // every drawn SVG well-formed
        QVERIFY(html.count("<svg") >= 3);                  // the headroom bars, the spectrum, the curve
        QVERIFY2(html.contains("at " + bw::formatRps(r.maxRate) + " req/s, corrected"), "the spectrum at the max sustainable rate");

        const QJsonObject json = bw::capacityExportJson(r, runs);
        QCOMPARE(json.value("schema").toString(), QString("benchwork.capacity/1"));
        QCOMPARE(json.value("runs").toArray().size(), int(r.steps.size()));
        QCOMPARE(json.value("runs").toArray()[1].toObject().value("schema").toString(), QString("benchwork.run/1"));
    }

    void aSweepReport()
    {
        bw::SweepPlanner p(bw::SweepModel::Closed, {1, 2, 4, 8, 16, 32, 64}, 5, 1);
        std::vector<bw::RunResult> runs;
        while (auto plan = p.next()) {
            const double n = plan->vus;
            bw::RunResult run = bwtest::makeFullRunResult(plan->index, 6);
            run.historyId = 200 + plan->index;
            run.config.rate = 0;
            run.status = bw::RunStatus::Complete;
            run.clientWarnings.clear();
            run.config.connections = plan->vus;
            run.measuredSec = 5;
            run.rps = 900 * n / (1 + 0.05 * (n - 1) + 0.001 * n * (n - 1));
            run.requests = uint64_t(run.rps * 5);
            run.latencySummary.p50Us = 1e6 * n / run.rps;
            run.latencySummary.p99Us = 3e6 * n / run.rps;
            runs.push_back(run);
            p.record(*plan, run);
        }
        const bw::SweepResult r = p.result();
        QVERIFY(r.fit.ok);
        const QString md = bw::reportToMarkdown(bw::buildSweepReport(r, runs, {}));
        QVERIFY2(md.startsWith("# Load curve\n"), qPrintable(md.left(100)));
        QVERIFY2(md.contains("- Answer: peak ") && md.contains("Universal Scalability Law fit: \u03bb "), qPrintable(md));
        QVERIFY(md.contains("| Step | VUs | Achieved | p50 | p99 | Errors | USL fit |"));
        const QStringList curves = svgs(md);
        QCOMPARE(curves.size(), 2);
        QVERIFY(curves[0].contains("USL fit") && curves[0].contains("N* = 30"));   // sqrt(0.95 / 0.001) = 30.8
        QVERIFY(curves[0].contains("stroke-dasharray=\"5,3\""));                  // the fit, dashed
        QVERIFY(curves[1].contains(">p50<") && curves[1].contains(">p99<"));
        QCOMPARE(bw::sweepExportJson(r, runs).value("runs").toArray().size(), 7);
    }

    // A search the client limited: the answer is a lower bound in the
    // sentence, the headroom card and the chart (a rule at the rate, "at
    // least ..."), with what would raise it.
    void aLowerBoundReport()
    {
        std::vector<bw::RunResult> runs;
        bw::CapacityResult r = search(&runs);
        r.outcome = bw::CapacityOutcome::ClientLimited;
        r.clientLimit = "cpu-busy";
        r.clientLimitRps = r.maxRate;
        r.firstFailRate = 0;
        const QString md = bw::reportToMarkdown(bw::buildCapacityReport(r, runs, {}));
        const QString rate = bw::formatRps(r.maxRate);
        QVERIFY2(md.contains("- Answer: at least " + rate + " req/s at p99 ≤ 5ms (the client could not offer more than "), qPrintable(md));
        QVERIFY2(md.contains("would raise this bound."), qPrintable(md));
        QVERIFY2(md.contains("≥ " + rate + " req/s"), "the headroom card: at least the rate");
        const QStringList charts = svgs(md);
        QVERIFY(!charts.isEmpty());
        QVERIFY2(charts[0].contains("at least " + rate + " req/s: nothing above it failed"), qPrintable(charts[0]));
        QVERIFY(!charts[0].contains("bracket [last pass, first fail]"));
    }

    // A sweep the law does not describe: the law is not drawn, its column
    // not given, and the summary says why.
    void aSweepTheLawDoesNotDescribe()
    {
        const double rps[] = {3394, 3836, 4480, 7547, 7585, 7706, 10719};
        bw::SweepPlanner p(bw::SweepModel::Closed, {1, 2, 4, 8, 16, 32, 64}, 5, 1);
        while (auto plan = p.next()) {
            bw::RunResult run;
            run.config.connections = plan->vus;
            run.measuredSec = 5;
            run.rps = rps[plan->index - 1];
            run.requests = uint64_t(run.rps * 5);
            run.latencySummary.p50Us = 1e6 * plan->vus / run.rps;
            run.latencySummary.p99Us = 3e6 * plan->vus / run.rps;
            p.record(*plan, run);
        }
        const bw::SweepResult r = p.result();
        QVERIFY(r.fit.ok && !r.fit.describes);
        const QString md = bw::reportToMarkdown(bw::buildSweepReport(r, {}, {}));
        QVERIFY2(md.contains("Universal Scalability Law fit: the Universal Scalability Law does not describe these points: at "), qPrintable(md));
        QVERIFY2(md.contains("| Step | VUs | Achieved | p50 | p99 | Errors |\n"), qPrintable(md));
        const QStringList curves = svgs(md);
        QCOMPARE(curves.size(), 2);
        QVERIFY2(!curves[0].contains("USL fit") && !curves[0].contains("N* ="), qPrintable(curves[0]));
    }

    void theKoreanReportIsInKorean()
    {
        std::vector<bw::RunResult> runs;
        const bw::CapacityResult r = search(&runs);
        bw::ReportOptions o;
        o.labels = bw::reportLabelsFor("ko");
        const QString md = bw::reportToMarkdown(bw::buildCapacityReport(r, runs, o));
        const QString title = md.section('\n', 0, 0);
        QVERIFY2(title != "# Capacity under the SLO" && title.contains(QRegularExpression("[\uac00-\ud7a3]")), qPrintable(title));
        QVERIFY2(!md.contains("max sustainable") && !md.contains("Every step") && !md.contains("offered rate"), qPrintable(md));
        QVERIFY(md.contains(bw::capacityAnswer(r, bw::TextCatalog::forLanguage("ko"))));
    }
};

BW_TEST_GUILESS_MAIN(TestCapacityReport)
#include "tst_capacity_report.moc"
