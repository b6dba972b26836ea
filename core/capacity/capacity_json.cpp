#include "capacity/capacity_json.h"

#include "capacity/capacity_text.h"
#include "result/json_field_reader.h"
#include "result/json_fields.h"
#include "result/result_json.h"
#include "result/run_outcome.h"
#include "util/qstring_from.h"

#include <QJsonArray>

namespace bw {

namespace {

QJsonValue idOrNull(int64_t id) { return id ? QJsonValue(double(id)) : QJsonValue(); }
QJsonValue rateOrNull(double r) { return r > 0 ? QJsonValue(r) : QJsonValue(); }

// A step's plain fields, written and read by the same rows
// (result/json_fields.h); index, phase, rate, vus, status and run beside them.
const JsonField<StepPlan> kPlanFields[] = {
    {"restSec", &StepPlan::restSec},
    {"warmupSec", &StepPlan::warmupSec},
    {"stepSec", &StepPlan::measuredSec},
};

const JsonField<StepFigures> kFigureFields[] = {
    {"achievedRps", &StepFigures::achievedRps},
    {"p50Us", &StepFigures::p50Us},
    {"p99Us", &StepFigures::p99Us},
    {"errorRate", &StepFigures::errorRate},
    {"behindFraction", &StepFigures::behindFraction},
    {"requests", &StepFigures::requests},
    {"inFlightAtEnd", &StepFigures::inFlightAtEnd},
    {"measuredSec", &StepFigures::measuredSec},
    {"statusMessage", &StepFigures::statusMessage},
    {"startedAtMs", &StepFigures::startedAtMs},
};

// The plan and figures every step has, searches' and sweeps' alike.
void writeStep(QJsonObject& o, const StepPlan& p, const StepFigures& f)
{
    o.insert("index", p.index);
    o.insert("phase", stepPhaseName(p.phase));
    o.insert("rate", rateOrNull(p.rate));
    o.insert("vus", p.vus > 0 ? QJsonValue(p.vus) : QJsonValue());
    writeFields(o, p, kPlanFields);
    writeFields(o, f, kFigureFields);
    QJsonArray w;
    for (const std::string& s : f.clientWarnings)
        w.append(qs(s));
    o.insert("clientWarnings", w);
    o.insert("status", qs(f.status));
    o.insert("run", idOrNull(f.runId));
}

void readStep(JsonFieldReader& rd, const QJsonObject& o, const QString& path, StepPlan* p, StepFigures* f)
{
    p->index = int(rd.integer(o, path, "index", 0, true));
    const std::string phase = rd.string(o, path, "phase", {}, true);
    if (rd.ok() && !parseStepPhase(phase, &p->phase))
        rd.fail(JsonFieldReader::join(path, "phase"), QStringLiteral("unknown phase '%1'").arg(qs(phase)));
    if (o.value("rate").isDouble())
        p->rate = rd.number(o, path, "rate");
    if (o.value("vus").isDouble())
        p->vus = int(rd.integer(o, path, "vus"));
    readFields(rd, o, path, p, kPlanFields);
    readFields(rd, o, path, f, kFigureFields);
    const QJsonArray w = rd.array(o, path, "clientWarnings");
    for (const QJsonValue& v : w)
        f->clientWarnings.push_back(v.toString().toStdString());
    f->status = rd.string(o, path, "status", "complete");
    if (o.value("run").isDouble())
        f->runId = rd.integer(o, path, "run");
}

bool checkSchema(const QJsonObject& json, const char* schema, QString* error)
{
    if (json.value("schema").toString() == QLatin1String(schema))
        return true;
    if (error)
        *error = QStringLiteral("$.schema: expected \"%1\", got \"%2\"").arg(QLatin1String(schema), json.value("schema").toString());
    return false;
}

} // namespace

QJsonObject capacityToJson(const CapacityResult& r)
{
    const TextCatalog en;
    QJsonObject o;
    o.insert("schema", kCapacitySchema);
    o.insert("outcome", capacityOutcomeName(r.outcome));
    o.insert("answer", capacityAnswer(r, en));
    o.insert("maxRate", rateOrNull(r.maxRate));
    o.insert("lowerBound", r.isLowerBound());
    o.insert("firstFailRate", rateOrNull(r.firstFailRate));
    o.insert("floorRatio", r.hasFloor() ? QJsonValue(r.floorRatio()) : QJsonValue());
    o.insert("slo", sloToJson(r.slo));
    o.insert("precision", r.settings.precision);
    const CapacitySettings& s = r.settings;
    o.insert("settings", QJsonObject{{"fromRate", rateOrNull(s.fromRate)},
                                     {"stepSec", s.stepSec},
                                     {"warmupSec", s.warmupSec},
                                     {"probeSec", s.probeSec},
                                     {"minRate", s.minRate},
                                     {"maxRate", rateOrNull(s.maxRate)},
                                     {"confirmations", s.confirmations},
                                     {"maxSteps", s.maxSteps}});
    o.insert("probeRps", rateOrNull(r.probeRps));
    o.insert("clientLimit", r.clientLimit.empty() ? QJsonValue() : QJsonValue(qs(r.clientLimit)));
    o.insert("clientLimitRps", rateOrNull(r.clientLimitRps));
    o.insert("message", qs(r.message));
    o.insert("silentStep", r.silentStep > 0 ? QJsonValue(r.silentStep) : QJsonValue());
    o.insert("elapsedSec", r.elapsedSec);
    o.insert("startedAtMs", double(r.startedAtMs));
    o.insert("capacityGroupId", idOrNull(r.groupId));
    QJsonArray steps;
    for (const CapacityStep& st : r.steps) {
        QJsonObject j;
        writeStep(j, st.plan, st.figures);
        j.insert("passed", st.passed);
        j.insert("notJudged", st.notJudged);
        j.insert("why", stepWhy(st, en));
        QJsonArray checks;
        for (const StepCheck& k : st.failures)
            checks.append(QJsonObject{{"kind", stepCheckName(k.kind)}, {"measured", k.measured}, {"bound", k.bound}});
        j.insert("checks", checks);
        j.insert("clientLimit", st.clientLimit.empty() ? QJsonValue() : QJsonValue(qs(st.clientLimit)));
        steps.append(j);
    }
    o.insert("steps", steps);
    return o;
}

bool capacityFromJson(const QJsonObject& json, CapacityResult* out, QString* error)
{
    if (!checkSchema(json, kCapacitySchema, error))
        return false;
    JsonFieldReader rd;
    const QString root = QStringLiteral("$");
    CapacityResult r;
    const std::string outcome = rd.string(json, root, "outcome", {}, true);
    if (rd.ok() && !parseCapacityOutcome(outcome, &r.outcome))
        rd.fail(QStringLiteral("$.outcome"), QStringLiteral("unknown outcome '%1'").arg(qs(outcome)));
    if (json.value("maxRate").isDouble())
        r.maxRate = rd.number(json, root, "maxRate");
    if (json.value("firstFailRate").isDouble())
        r.firstFailRate = rd.number(json, root, "firstFailRate");
    QString sloError;
    if (!sloFromJson(rd.object(json, root, "slo"), &r.slo, &sloError) && rd.ok())
        rd.fail(QStringLiteral("$.slo"), sloError);
    r.settings.precision = rd.number(json, root, "precision", r.settings.precision);
    const QJsonObject s = rd.object(json, root, "settings");
    const QString sp = QStringLiteral("$.settings");
    if (s.value("fromRate").isDouble())
        r.settings.fromRate = rd.number(s, sp, "fromRate");
    r.settings.stepSec = rd.number(s, sp, "stepSec", r.settings.stepSec);
    r.settings.warmupSec = rd.number(s, sp, "warmupSec", r.settings.warmupSec);
    r.settings.probeSec = rd.number(s, sp, "probeSec", r.settings.probeSec);
    r.settings.minRate = rd.number(s, sp, "minRate", r.settings.minRate);
    if (s.value("maxRate").isDouble())
        r.settings.maxRate = rd.number(s, sp, "maxRate");
    r.settings.confirmations = int(rd.integer(s, sp, "confirmations", r.settings.confirmations));
    r.settings.maxSteps = int(rd.integer(s, sp, "maxSteps", r.settings.maxSteps));
    if (json.value("probeRps").isDouble())
        r.probeRps = rd.number(json, root, "probeRps");
    if (json.value("clientLimit").isString())
        r.clientLimit = rd.string(json, root, "clientLimit");
    if (json.value("clientLimitRps").isDouble())
        r.clientLimitRps = rd.number(json, root, "clientLimitRps");
    r.message = rd.string(json, root, "message");
    if (json.value("silentStep").isDouble())
        r.silentStep = int(rd.integer(json, root, "silentStep"));
    r.elapsedSec = rd.number(json, root, "elapsedSec");
    r.startedAtMs = rd.integer(json, root, "startedAtMs");
    if (json.value("capacityGroupId").isDouble())
        r.groupId = rd.integer(json, root, "capacityGroupId");
    const QJsonArray steps = rd.array(json, root, "steps");
    for (int i = 0; i < steps.size() && rd.ok(); ++i) {
        const QString path = JsonFieldReader::index(QStringLiteral("$.steps"), i);
        const QJsonObject j = rd.objectAt(steps, QStringLiteral("$.steps"), i);
        CapacityStep st;
        readStep(rd, j, path, &st.plan, &st.figures);
        st.passed = rd.boolean(j, path, "passed");
        st.notJudged = rd.boolean(j, path, "notJudged");   // absent in older documents: false
        const QJsonArray checks = rd.array(j, path, "checks");
        for (int k = 0; k < checks.size() && rd.ok(); ++k) {
            const QString cp = JsonFieldReader::index(JsonFieldReader::join(path, "checks"), k);
            const QJsonObject c = rd.objectAt(checks, JsonFieldReader::join(path, "checks"), k);
            StepCheck check;
            const std::string kind = rd.string(c, cp, "kind", {}, true);
            if (rd.ok() && !parseStepCheck(kind, &check.kind))
                rd.fail(JsonFieldReader::join(cp, "kind"), QStringLiteral("unknown check '%1'").arg(qs(kind)));
            check.measured = rd.number(c, cp, "measured");
            check.bound = rd.number(c, cp, "bound");
            st.failures.push_back(check);
        }
        if (j.value("clientLimit").isString())
            st.clientLimit = rd.string(j, path, "clientLimit");
        if (statusLeavesUnjudged(st.figures.status)) {   // written before the rule as failed (ended-early)
            st.notJudged = true;
            st.passed = false;
            st.failures.clear();
        }
        r.steps.push_back(std::move(st));
    }
    if (!rd.ok()) {
        if (error)
            *error = rd.error();
        return false;
    }
    *out = std::move(r);
    return true;
}

QJsonObject sweepToJson(const SweepResult& r)
{
    const TextCatalog en;
    QJsonObject o;
    o.insert("schema", kSweepSchema);
    o.insert("model", sweepModelName(r.model));
    o.insert("outcome", sweepOutcomeName(r.outcome));
    o.insert("answer", sweepAnswer(r, en));
    QJsonArray planned;
    for (double x : r.planned)
        planned.append(x);
    o.insert("planned", planned);
    o.insert("stepSec", r.stepSec);
    o.insert("warmupSec", r.warmupSec);
    o.insert("slo", sloToJson(r.slo));
    o.insert("message", qs(r.message));
    o.insert("silentPoint", r.silentPoint > 0 ? QJsonValue(r.silentPoint) : QJsonValue());
    o.insert("elapsedSec", r.elapsedSec);
    o.insert("startedAtMs", double(r.startedAtMs));
    o.insert("sweepGroupId", idOrNull(r.groupId));
    const SweepPoint* peak = r.peak();
    o.insert("peakRps", peak ? QJsonValue(peak->figures.achievedRps) : QJsonValue());
    o.insert("peakAt", peak ? QJsonValue(peak->x()) : QJsonValue());
    if (r.fit.ok)
        o.insert("usl", QJsonObject{{"lambda", r.fit.lambda},
                                    {"alpha", r.fit.alpha},
                                    {"beta", r.fit.beta},
                                    {"peakN", r.fit.peakN > 0 ? QJsonValue(r.fit.peakN) : QJsonValue()},
                                    {"peakRps", r.fit.peakRps > 0 ? QJsonValue(r.fit.peakRps) : QJsonValue()},
                                    {"r2", r.fit.r2},
                                    {"describes", r.fit.describes},
                                    {"worstDeviation", r.fit.worstDeviation},
                                    {"worstAt", r.fit.worstN},
                                    {"iterations", r.fit.iterations}});
    else
        o.insert("usl", r.model == SweepModel::Closed && r.finished() ? QJsonValue(QJsonObject{{"problem", qs(r.fit.problem)}}) : QJsonValue());
    QJsonArray points;
    for (const SweepPoint& p : r.points) {
        QJsonObject j;
        writeStep(j, p.plan, p.figures);
        points.append(j);
    }
    o.insert("points", points);
    return o;
}

bool sweepFromJson(const QJsonObject& json, SweepResult* out, QString* error)
{
    if (!checkSchema(json, kSweepSchema, error))
        return false;
    JsonFieldReader rd;
    const QString root = QStringLiteral("$");
    SweepResult r;
    const std::string model = rd.string(json, root, "model", {}, true);
    if (model == "open")
        r.model = SweepModel::Open;
    else if (model != "closed" && rd.ok())
        rd.fail(QStringLiteral("$.model"), QStringLiteral("expected \"closed\" or \"open\""));
    const std::string outcome = rd.string(json, root, "outcome", {}, true);
    if (rd.ok() && !parseSweepOutcome(outcome, &r.outcome))
        rd.fail(QStringLiteral("$.outcome"), QStringLiteral("unknown outcome '%1'").arg(qs(outcome)));
    for (const QJsonValue& v : rd.array(json, root, "planned"))
        r.planned.push_back(v.toDouble());
    r.stepSec = rd.number(json, root, "stepSec", r.stepSec);
    r.warmupSec = rd.number(json, root, "warmupSec", r.warmupSec);
    QString sloError;
    if (!sloFromJson(rd.object(json, root, "slo"), &r.slo, &sloError) && rd.ok())
        rd.fail(QStringLiteral("$.slo"), sloError);
    r.message = rd.string(json, root, "message");
    if (json.value("silentPoint").isDouble())
        r.silentPoint = int(rd.integer(json, root, "silentPoint"));
    r.elapsedSec = rd.number(json, root, "elapsedSec");
    r.startedAtMs = rd.integer(json, root, "startedAtMs");
    if (json.value("sweepGroupId").isDouble())
        r.groupId = rd.integer(json, root, "sweepGroupId");
    if (json.value("usl").isObject()) {
        const QJsonObject u = rd.object(json, root, "usl");
        const QString up = QStringLiteral("$.usl");
        if (u.contains("lambda")) {
            r.fit.ok = true;
            r.fit.lambda = rd.number(u, up, "lambda");
            r.fit.alpha = rd.number(u, up, "alpha");
            r.fit.beta = rd.number(u, up, "beta");
            if (u.value("peakN").isDouble())
                r.fit.peakN = rd.number(u, up, "peakN");
            if (u.value("peakRps").isDouble())
                r.fit.peakRps = rd.number(u, up, "peakRps");
            r.fit.iterations = int(rd.integer(u, up, "iterations"));
        } else {
            r.fit.problem = rd.string(u, up, "problem");
        }
    }
    const QJsonArray points = rd.array(json, root, "points");
    for (int i = 0; i < points.size() && rd.ok(); ++i) {
        SweepPoint p;
        readStep(rd, rd.objectAt(points, QStringLiteral("$.points"), i), JsonFieldReader::index(QStringLiteral("$.points"), i),
                 &p.plan, &p.figures);
        r.points.push_back(std::move(p));
    }
    // The fit's quality is derived: judged again against the points (a
    // sweep saved before it was judged, or by the fitter that stalled on
    // beta = 0, is then seen for what its law is).
    if (r.fit.ok)
        judgeUslFit(&r.fit, uslPoints(r));
    if (!rd.ok()) {
        if (error)
            *error = rd.error();
        return false;
    }
    *out = std::move(r);
    return true;
}

} // namespace bw
