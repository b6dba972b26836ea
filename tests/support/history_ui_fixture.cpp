#include "history_ui_fixture.h"

#include "run_result_fixture.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace bwtest {

bool useEnglishFigures()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    static QTranslator english;
    if (!english.load(QStringLiteral(":/i18n/benchwork_en.qm")))
        return false;
    QCoreApplication::installTranslator(&english);
    return true;
}

bool useEnglishFiguresAndTestSettings(const QString& program)
{
    QCoreApplication::setOrganizationName(QStringLiteral("BenchworkTest"));
    QCoreApplication::setApplicationName(program);
    return useEnglishFigures();
}

bool ScratchHistoryDir::open(bw::HistoryStore& store) const
{
    return dir_.isValid() && store.open(dbPath().toStdString());
}

HistoryRunSpec runSpec(const std::string& name, double rps, double p99Us, int seconds)
{
    HistoryRunSpec s;
    s.name = name;
    s.rps = rps;
    s.p99Us = p99Us;
    s.seconds = seconds;
    return s;
}

bw::RunResult makeHistoryRun(const HistoryRunSpec& spec)
{
    bw::RunResult r = makeFullRunResult(1, spec.seconds);
    r.name = spec.name;
    r.config.url = spec.url;
    r.config.method = "GET";
    r.config.body.clear();
    r.config.mix = {};        // a run of one request (the full fixture's has a set of two)
    r.byRequest.clear();
    r.config.rate = 0;
    r.config.stages.clear();
    r.config.warmupSec = 2;
    r.config.durationSec = spec.seconds - 2;
    r.warmupSec = 2;
    r.measuredSec = spec.seconds - 2;
    r.status = bw::RunStatus::Complete;
    r.statusMessage.clear();
    r.startedAtMs = spec.startedAtMs;
    r.rps = spec.rps;
    r.requests = uint64_t(spec.rps * r.measuredSec);
    r.latencySummary.p99Us = spec.p99Us;
    r.latencySummary.p50Us = spec.p99Us / 4;
    r.latencySummary.p90Us = spec.p99Us / 2;
    r.latencySummary.maxUs = spec.p99Us * 3;
    for (size_t i = 0; i < r.series.size(); ++i) {
        r.series[i].warmup = i < 2;
        r.series[i].requests = uint64_t(spec.rps);
        r.series[i].p99Us = spec.p99Us;
    }
    r.slo = bw::Slo{};
    if (!spec.noSlo) {
        // Passing: floor at half the throughput; failing: a floor twice as high.
        r.slo.minRps = spec.sloPass ? spec.rps / 2 : spec.rps * 2;
        r.slo.maxP99Us = spec.p99Us * 4;
    }
    r.verdict = bw::evaluateSlo(r.slo, r);
    return r;
}

int64_t saveHistoryRun(bw::HistoryStore& store, const HistoryRunSpec& spec)
{
    bw::SaveOptions o;
    o.tags = spec.tags;
    return store.saveRun(makeHistoryRun(spec), o);
}

} // namespace bwtest
