#include "compare/comparison_json.h"

#include "compare/comparison_text.h"

#include <QJsonArray>

namespace bw {

namespace {

QJsonObject sideJson(const MedianInterval& m, const std::vector<double>& values)
{
    QJsonObject o;
    o.insert("median", m.median);
    o.insert("low", m.valid ? QJsonValue(m.low) : QJsonValue());
    o.insert("high", m.valid ? QJsonValue(m.high) : QJsonValue());
    o.insert("n", double(m.n));
    QJsonArray v;
    for (double x : values)
        v.append(x);
    o.insert("values", v);
    return o;
}

QJsonArray idArray(const std::vector<int64_t>& ids)
{
    QJsonArray a;
    for (int64_t id : ids)
        a.append(double(id));
    return a;
}

QJsonObject metricsJson(const std::vector<MetricComparison>& list)
{
    QJsonObject metrics;
    for (const MetricComparison& mc : list) {
        if (!mc.available)
            continue;
        QJsonObject m;
        m.insert("a", sideJson(mc.stats.a, mc.a));
        m.insert("b", sideJson(mc.stats.b, mc.b));
        m.insert("change", mc.stats.changeDefined ? QJsonValue(mc.stats.change) : QJsonValue());
        m.insert("p", mc.stats.test.pValue);
        m.insert("exactP", mc.stats.test.exact);
        m.insert("significant", mc.stats.significant);
        m.insert("verdict", mc.improved() ? "better" : mc.regressed() ? "worse" : "~");
        metrics.insert(metricKey(mc.metric), m);
    }
    return metrics;
}

} // namespace

QJsonObject comparisonToJson(const RunComparison& rc, const std::vector<int64_t>& idsA, const std::vector<int64_t>& idsB,
                             const ComparisonSettings& s)
{
    QJsonObject o;
    o.insert("a", QJsonObject{{"runs", idArray(idsA)}, {"rounds", double(rc.roundsA)}});
    o.insert("b", QJsonObject{{"runs", idArray(idsB)}, {"rounds", double(rc.roundsB)}});
    o.insert("alpha", s.alpha);
    o.insert("noiseThreshold", s.noiseThreshold);
    o.insert("headline", comparisonHeadline(rc, QStringLiteral("B"), s));
    QJsonArray warnings;
    for (const QString& w : comparisonWarnings(rc))
        warnings.append(w);
    o.insert("warnings", warnings);
    QJsonArray env;
    for (const EnvironmentDifference& d : rc.environment) {
        QJsonArray values;
        for (const std::string& v : d.values)
            values.append(QString::fromStdString(v));
        env.append(QJsonObject{{"field", QString::fromStdString(d.field)}, {"values", values}});
    }
    o.insert("environmentDifferences", env);
    QJsonArray leftOut;   // runs not compared: they failed (result/run_outcome.h)
    for (const LeftOutRun& l : rc.leftOut)
        leftOut.append(QJsonObject{{"side", l.sideB ? "b" : "a"},
                                   {"run", l.historyId ? QJsonValue(double(l.historyId)) : QJsonValue()},
                                   {"status", QLatin1String(runStatusName(l.status))}});
    o.insert("leftOut", leftOut);
    o.insert("metrics", metricsJson(rc.metrics));
    QJsonArray byRequest;   // a request set's entries, matched by name
    for (const RequestComparison& r : rc.byRequest)
        byRequest.append(QJsonObject{{"name", QString::fromStdString(r.name)}, {"metrics", metricsJson(r.metrics)}});
    o.insert("byRequest", byRequest);
    QJsonArray byStep;      // flows' steps, matched by "flow / step"
    for (const RequestComparison& r : rc.byStep)
        byStep.append(QJsonObject{{"name", QString::fromStdString(r.name)}, {"metrics", metricsJson(r.metrics)}});
    if (!byStep.isEmpty())
        o.insert("byStep", byStep);
    return o;
}

} // namespace bw
