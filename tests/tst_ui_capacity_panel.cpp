// The window's Capacity tab driven as a user would, against made-up step
// runs without sockets (a model server of known capacity: below it every
// answer within 2 ms, above it p99 soars and the rate falls short), through
// the core's own CapacityRunner and SweepRunner. Each step is held until
// the test lets it go, so the chart is checked after every step: one dot
// per step with its verdict, the bracket only ever narrowing, the answer
// line at the end. Invalid settings keep Run off with the core's message;
// a client-bound search ends with its lower bound (the answer, a green
// dashed line on the chart, what would raise it); the legend marks each
// kind of mark as it is drawn, no two alike, in the light and the dark
// theme; a VU sweep draws its throughput, its USL fit and N*, and neither
// when the law does not describe its points.
#include "capacity/capacity_form.h"
#include "capacity/capacity_panel.h"
#include "capacity/step_curve_view.h"
#include "charts/capacity_chart.h"
#include "charts/chart_legend.h"
#include "charts/sweep_chart.h"
#include "test_main.h"
#include "window/start_options.h"
#include "window/theme.h"
#include "result/client_health.h"
#include "usl_curve_runner.h"

#include <QtTest>

#include <condition_variable>
#include <mutex>

using namespace bwui;

namespace {

constexpr double kCapacity = 3000;   // req/s of the model server

// Made-up runs of a server of capacity `capacity`; with `gated`, each run
// waits for release() (or stop()).
class ModelRunner : public bw::StepRunner {
public:
    ModelRunner(double capacity, bool gated, std::vector<std::string> warnings = {})
        : capacity_(capacity), gated_(gated), warnings_(std::move(warnings))
    {
    }
    bw::Result<bw::RunResult> run(const bw::StepPlan& plan) override
    {
        if (gated_) {
            std::unique_lock<std::mutex> lk(mutex_);
            cv_.wait(lk, [this] { return permits_ > 0 || stopped_; });
            if (permits_ > 0)
                --permits_;
        }
        const bool over = plan.rate > capacity_;
        bw::RunResult r;
        r.config.rate = plan.rate;
        r.measuredSec = plan.measuredSec;
        r.rps = plan.rate <= 0 ? capacity_ : over ? capacity_ * 0.9 : plan.rate;
        r.requests = uint64_t(r.rps * r.measuredSec);
        const double p99 = over ? 80'000 : 2'000;
        r.latency.recordN(uint64_t(p99 * 1000), 10);
        r.latencySummary.p50Us = p99 / 2;
        r.latencySummary.p99Us = p99;
        if (plan.rate > 0) {
            r.latencyIntended.recordN(uint64_t(p99 * 1000), 10);
            r.latencyIntendedSummary.p50Us = p99 / 2;
            r.latencyIntendedSummary.p99Us = p99;
        }
        r.clientWarnings = warnings_;
        return r;
    }
    void stop() override
    {
        std::lock_guard<std::mutex> lk(mutex_);
        stopped_ = true;
        cv_.notify_all();
    }
    bw::LiveStatus live() const override { return {}; }
    // Lets one held step run.
    void release()
    {
        std::lock_guard<std::mutex> lk(mutex_);
        ++permits_;
        cv_.notify_all();
    }

private:
    double capacity_;
    bool gated_;
    std::vector<std::string> warnings_;
    std::mutex mutex_;
    std::condition_variable cv_;
    int permits_ = 0;
    bool stopped_ = false;
};

} // namespace

class TstUiCapacityPanel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void searchDrawsEveryStepAndNarrows();
    void invalidInputKeepsRunOff();
    void clientBoundSearchSaysSo();
    void legendMarksAreDistinct_data();
    void legendMarksAreDistinct();
    void sweepDrawsCurvesAndFit();
    void sweepTheLawDoesNotDescribeDrawsNoFit();
    void commandLineSloIsTheSearchs();

private:
    CapacityPanel* panel_ = nullptr;
    ModelRunner* model_ = nullptr;   // owned by the runner the panel holds
};

void TstUiCapacityPanel::init()
{
    panel_ = new CapacityPanel;
    panel_->setHistoryPath(QString());   // nothing saved
    panel_->setTickIntervalMs(10);
    panel_->setLoadSource([](bw::LoadConfig* c, bw::TargetSpec*, QString*) {
        c->url = "http://127.0.0.1:9/";
        return true;
    });
    CapacityForm* f = panel_->form();
    f->setMode(CapacityForm::Mode::Capacity);
    f->setField(QStringLiteral("slo-p99"), 10.0);
    f->setField(QStringLiteral("from"), 500.0);
    f->setField(QStringLiteral("precision"), 5.0);
    f->setField(QStringLiteral("step"), 0.1);
    f->setField(QStringLiteral("warmup"), 0.0);
}

void TstUiCapacityPanel::cleanup()
{
    delete panel_;   // stops and joins a search under way
    panel_ = nullptr;
    model_ = nullptr;
}

void TstUiCapacityPanel::searchDrawsEveryStepAndNarrows()
{
    panel_->setCapacityFactory([this](bw::CapacityJob job) {
        auto runner = std::make_unique<ModelRunner>(kCapacity, true);
        model_ = runner.get();
        return std::make_unique<bw::CapacityRunner>(job.settings, job.slo, std::move(runner));
    });
    QVERIFY2(panel_->runEnabled(), qPrintable(panel_->problemText()));
    QVERIFY(panel_->start());
    QVERIFY(panel_->isRunning());
    QVERIFY(!panel_->runEnabled());
    CapacityChart* chart = panel_->curves()->capacityChart();
    double width = 0;   // the bracket's, once it has two ends
    int steps = 0;
    for (; steps < 40 && panel_->isRunning(); ++steps) {
        model_->release();
        // One dot per finished step, drawn while the search goes on.
        QTRY_VERIFY(!panel_->isRunning() || chart->passedCount() + chart->failedCount() == steps + 1);
        if (!panel_->isRunning())
            break;
        const auto& result = panel_->capacityResult();
        QCOMPARE(int(result.steps.size()), steps + 1);
        int passed = 0;
        for (const bw::CapacityStep& s : result.steps) {
            QCOMPARE(s.passed, s.plan.rate <= kCapacity);   // green below the capacity, red above
            passed += s.passed;
        }
        QCOMPARE(chart->passedCount(), passed);
        QCOMPARE(chart->failedCount(), steps + 1 - passed);
        QCOMPARE(chart->sloLineMs(), 10.0);
        QCOMPARE(chart->sloLineEndRate(), chart->rateAxisEnd());   // across the whole plot
        if (chart->bracketLow() > 0) {
            QVERIFY(chart->bracketHigh() > chart->bracketLow());
            QVERIFY(chart->bracketLow() <= kCapacity && chart->bracketHigh() > kCapacity);
            const double w = chart->bracketHigh() - chart->bracketLow();
            QVERIFY2(width == 0 || w <= width, qPrintable(QStringLiteral("%1 after %2").arg(w).arg(width)));
            width = w;
        }
    }
    QTRY_VERIFY(!panel_->isRunning());
    QVERIFY(width > 0 && width <= kCapacity * 0.06);   // it narrowed to about the precision
    const bw::CapacityResult& r = panel_->capacityResult();
    QCOMPARE(r.outcome, bw::CapacityOutcome::Found);
    QVERIFY(r.maxRate <= kCapacity && r.maxRate >= kCapacity / 1.05);
    const QString answer = panel_->curves()->answerText();
    QVERIFY2(answer.startsWith(QStringLiteral("max sustainable ")) && answer.contains(QStringLiteral("p99")), qPrintable(answer));
    QVERIFY(panel_->runEnabled());
}

void TstUiCapacityPanel::invalidInputKeepsRunOff()
{
    CapacityForm* f = panel_->form();
    QVERIFY(panel_->runEnabled());
    f->setField(QStringLiteral("precision"), 0.0);
    QVERIFY(!panel_->runEnabled());
    QVERIFY2(panel_->problemText().startsWith(QStringLiteral("Precision (%): must be above 0%")), qPrintable(panel_->problemText()));
    QVERIFY(!panel_->start());
    QVERIFY(!panel_->isRunning());
    f->setField(QStringLiteral("precision"), 2.0);
    f->setField(QStringLiteral("slo-p99"), 0.0);
    QVERIFY(!panel_->runEnabled());
    QVERIFY2(panel_->problemText().contains(QStringLiteral("needs a p99 ceiling")), qPrintable(panel_->problemText()));
    f->setField(QStringLiteral("slo-p99"), 5.0);
    f->setField(QStringLiteral("from"), 10.0);
    f->setField(QStringLiteral("max"), 1.0);   // not above the minimum (1)
    QVERIFY2(panel_->problemText().startsWith(QStringLiteral("Maximum rate (req/s): must be above the minimum rate")),
             qPrintable(panel_->problemText()));
    f->setField(QStringLiteral("max"), 0.0);
    QVERIFY(panel_->runEnabled());
    QVERIFY(panel_->problemText().isEmpty());

    f->setMode(CapacityForm::Mode::Sweep);
    f->setField(QStringLiteral("vus"), QStringLiteral("1,8,4"));
    QVERIFY(!panel_->runEnabled());
    QVERIFY2(panel_->problemText().startsWith(QStringLiteral("VUs: ")) && panel_->problemText().contains(QStringLiteral("must ascend: 4 after 8")),
             qPrintable(panel_->problemText()));
    f->setField(QStringLiteral("rates"), QStringLiteral("500:100:50"));
    QVERIFY2(panel_->problemText().startsWith(QStringLiteral("Rates: ")), qPrintable(panel_->problemText()));
    f->setField(QStringLiteral("vus"), QStringLiteral("1,2,4"));
    QVERIFY(panel_->runEnabled());
}

void TstUiCapacityPanel::clientBoundSearchSaysSo()
{
    panel_->setCapacityFactory([](bw::CapacityJob job) {
        return std::make_unique<bw::CapacityRunner>(
            job.settings, job.slo, std::make_unique<ModelRunner>(kCapacity, false, std::vector<std::string>{bw::client_health::kCpuBusy}));
    });
    QVERIFY(panel_->start());
    QTRY_VERIFY(!panel_->isRunning());
    // The first step (500 req/s) held every bound with the client busy: the
    // server holds at least that, and the window says so as it is.
    const bw::CapacityResult& r = panel_->capacityResult();
    QCOMPARE(r.outcome, bw::CapacityOutcome::ClientLimited);
    QCOMPARE(r.maxRate, 500.0);
    const QString answer = panel_->curves()->answerText();
    QVERIFY2(answer.startsWith(QStringLiteral("at least 500 req/s at p99 \u2264 10ms (the client could not offer more than 500 req/s here")),
             qPrintable(answer));
    QVERIFY2(panel_->curves()->detailText().contains(QStringLiteral("would raise this bound")), qPrintable(panel_->curves()->detailText()));
    CapacityChart* chart = panel_->curves()->capacityChart();
    QCOMPARE(chart->lowerBoundRate(), 500.0);
    QVERIFY2(chart->legend()->names().contains(QStringLiteral("at least 500 req/s: nothing above it failed")),
             qPrintable(chart->legend()->names().join(" | ")));
}

void TstUiCapacityPanel::legendMarksAreDistinct_data()
{
    QTest::addColumn<int>("theme");
    QTest::newRow("light") << int(Theme::Light);
    QTest::newRow("dark") << int(Theme::Dark);
}

// "p99 ceiling" and "step failed" had the same red square in the legend.
// Every entry now has its own mark, as the plot draws it: a circle for a
// passed step, a square for a failed one, a dashed line for the ceiling, a
// band for the bracket; and its text.
void TstUiCapacityPanel::legendMarksAreDistinct()
{
    QFETCH(int, theme);
    applyTheme(Theme(theme));
    panel_->setCapacityFactory([](bw::CapacityJob job) {
        return std::make_unique<bw::CapacityRunner>(job.settings, job.slo, std::make_unique<ModelRunner>(kCapacity, false));
    });
    QVERIFY(panel_->start());
    QTRY_VERIFY(!panel_->isRunning());
    using Mark = ChartLegend::Mark;
    const auto entries = panel_->curves()->capacityChart()->legend()->entries();
    QCOMPARE(entries.size(), size_t(4));   // passed, failed, the ceiling, the bracket
    const auto find = [&](const QString& name) {
        for (const ChartLegend::Entry& e : entries)
            if (e.name == name)
                return e;
        return ChartLegend::Entry{};
    };
    const ChartLegend::Entry passed = find(QStringLiteral("step passed")), failed = find(QStringLiteral("step failed")),
                             ceiling = find(QStringLiteral("p99 ceiling")),
                             bracket = find(QStringLiteral("bracket [last pass, first fail]"));
    QCOMPARE(passed.mark, Mark::Circle);
    QCOMPARE(failed.mark, Mark::Square);
    QCOMPARE(ceiling.mark, Mark::Line);
    QCOMPARE(ceiling.style, Qt::DashLine);
    QCOMPARE(bracket.mark, Mark::Band);
    for (size_t i = 0; i < entries.size(); ++i) {
        QVERIFY(!entries[i].name.isEmpty());
        QVERIFY(entries[i].color.isValid());
        for (size_t j = i + 1; j < entries.size(); ++j)
            QVERIFY2(entries[i].mark != entries[j].mark || entries[i].color != entries[j].color || entries[i].style != entries[j].style,
                     qPrintable(entries[i].name + " looks like " + entries[j].name));
    }
    QVERIFY(passed.color != failed.color);
    applyTheme(Theme::System);
}

void TstUiCapacityPanel::sweepDrawsCurvesAndFit()
{
    panel_->setSweepFactory([](bw::SweepJob job) {
        return std::make_unique<bw::SweepRunner>(job.model, job.points, job.stepSec, job.warmupSec, std::make_unique<bwtest::UslCurveRunner>());
    });
    CapacityForm* f = panel_->form();
    f->setMode(CapacityForm::Mode::Sweep);
    f->setField(QStringLiteral("vus"), QStringLiteral("1,2,4,...,128"));
    QVERIFY(panel_->start());
    QTRY_VERIFY(!panel_->isRunning());
    SweepChart* chart = panel_->curves()->sweepChart();
    QCOMPARE(chart->throughputPointCount(), 8);
    QCOMPARE(chart->latencyPointCount(), 8);
    QVERIFY(chart->fitPointCount() > 10);
    const double nStar = std::sqrt((1 - 0.04) / 0.0005);   // 43.8
    QVERIFY2(std::abs(chart->peakLineN() - nStar) < nStar * 0.1, qPrintable(QString::number(chart->peakLineN())));
    QVERIFY2(panel_->curves()->detailText().contains(QStringLiteral("N* 4")), qPrintable(panel_->curves()->detailText()));
    QVERIFY(!panel_->curves()->answerText().isEmpty());
    // Each legend entry has its text (the fit's had none).
    QCOMPARE(chart->legendNames(),
             QStringList({QStringLiteral("measured"), QStringLiteral("USL fit"), QStringLiteral("N* = 44"), QStringLiteral("p50"),
                          QStringLiteral("p99")}));
}

// A laptop's sweep that no law of this form follows (a plateau, then a
// jump to 10,719 req/s at 64 VUs): the law is neither drawn nor named in
// the legend, and the line under the answer says it does not describe the
// points (it was drawn flat at 7,136 req/s, as if it did).
void TstUiCapacityPanel::sweepTheLawDoesNotDescribeDrawsNoFit()
{
    panel_->setSweepFactory([](bw::SweepJob job) {
        auto runner = std::make_unique<bwtest::UslCurveRunner>(
            std::map<int, double>{{1, 3394}, {2, 3836}, {4, 4480}, {8, 7547}, {16, 7585}, {32, 7706}, {64, 10719}});
        return std::make_unique<bw::SweepRunner>(job.model, job.points, job.stepSec, job.warmupSec, std::move(runner));
    });
    CapacityForm* f = panel_->form();
    f->setMode(CapacityForm::Mode::Sweep);
    f->setField(QStringLiteral("vus"), QStringLiteral("1,2,4,...,64"));
    QVERIFY(panel_->start());
    QTRY_VERIFY(!panel_->isRunning());
    QVERIFY(panel_->sweepResult().fit.ok && !panel_->sweepResult().fit.describes);
    SweepChart* chart = panel_->curves()->sweepChart();
    QCOMPARE(chart->throughputPointCount(), 7);
    QCOMPARE(chart->fitPointCount(), 0);
    QCOMPARE(chart->peakLineN(), 0.0);
    QVERIFY2(!chart->legendNames().contains(QStringLiteral("USL fit")), qPrintable(chart->legendNames().join(" | ")));
    QVERIFY2(panel_->curves()->detailText().startsWith(QStringLiteral("the Universal Scalability Law does not describe these points")),
             qPrintable(panel_->curves()->detailText()));
}

// `benchwork --capacity search --slo-p99 50ms` searches under 50 ms, as
// `benchwork-cli capacity --slo-p99 50ms` does (the form's saved ceiling
// was used instead). Without --capacity the form is left as it was.
void TstUiCapacityPanel::commandLineSloIsTheSearchs()
{
    bwui::CapacityForm* f = panel_->form();
    f->setMode(bwui::CapacityForm::Mode::Capacity);
    f->setField(QStringLiteral("slo-p99"), 10.0);
    bwui::GuiOptions o;
    o.capacity = QStringLiteral("search");
    o.sloP99Us = 50'000;
    o.sloRps = 1'200;
    bwui::applyCapacityStartOptions(o, f);
    QCOMPARE(f->slo().maxP99Us, 50'000.0);
    QCOMPARE(f->slo().minRps, 1'200.0);
    o.capacity.reset();
    o.sloP99Us = 7'000;
    bwui::applyCapacityStartOptions(o, f);
    QCOMPARE(f->slo().maxP99Us, 50'000.0);
}

BW_TEST_MAIN(TstUiCapacityPanel)
#include "tst_ui_capacity_panel.moc"
