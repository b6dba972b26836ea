// The "agent" and "agents" parts of benchwork.run/1 (docs/json-schema.md):
// an agent's share of a many-agent run and a merged run's list of agents.
#include "result/result_json.h"
#include "result/result_json_detail.h"

namespace bw {

namespace {

QJsonObject shareToJson(const LoadShare& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("connections"), s.connections);
    o.insert(QStringLiteral("rate"), s.rate);
    o.insert(QStringLiteral("requests"), countToJson(s.requests));
    QJsonArray targets;
    for (double t : s.stageTargets)
        targets.append(t);
    o.insert(QStringLiteral("stageTargets"), targets);
    return o;
}

void readShare(JsonFieldReader& rd, const QJsonObject& o, const QString& path, LoadShare* s)
{
    s->connections = int(rd.integer(o, path, "connections", 0, true));
    s->rate = rd.number(o, path, "rate");
    s->requests = rd.count(o, path, "requests");
    const QJsonArray targets = rd.array(o, path, "stageTargets");
    const QString tp = JsonFieldReader::join(path, "stageTargets");
    for (int i = 0; i < targets.size() && rd.ok(); ++i) {
        if (!targets.at(i).isDouble()) {
            rd.fail(JsonFieldReader::index(tp, i), QStringLiteral("expected a number"));
            break;
        }
        s->stageTargets.push_back(targets.at(i).toDouble());
    }
}

void insertAgent(QJsonObject& o, const AgentInfo& a)
{
    o.insert(QStringLiteral("index"), a.index);
    o.insert(QStringLiteral("count"), a.count);
    o.insert(QStringLiteral("share"), shareToJson(a.share));
    o.insert(QStringLiteral("whole"), shareToJson(a.whole));
    o.insert(QStringLiteral("host"), QString::fromStdString(a.host));
    o.insert(QStringLiteral("startAtMs"), double(a.startAtMs));
    QJsonObject c;
    c.insert(QStringLiteral("known"), a.clock.known);
    if (a.clock.known) {
        c.insert(QStringLiteral("synced"), a.clock.synced);
        c.insert(QStringLiteral("offsetMs"), a.clock.offsetMs);
        c.insert(QStringLiteral("estErrorMs"), a.clock.estErrorMs);
        c.insert(QStringLiteral("maxErrorMs"), a.clock.maxErrorMs);
    }
    o.insert(QStringLiteral("clock"), c);
}

void readAgentFields(JsonFieldReader& rd, const QJsonObject& o, const QString& path, AgentInfo* a)
{
    a->index = int(rd.integer(o, path, "index", 0, true));
    a->count = int(rd.integer(o, path, "count", 0, true));
    readShare(rd, rd.object(o, path, "share", true), JsonFieldReader::join(path, "share"), &a->share);
    readShare(rd, rd.object(o, path, "whole", true), JsonFieldReader::join(path, "whole"), &a->whole);
    a->host = rd.string(o, path, "host");
    a->startAtMs = rd.integer(o, path, "startAtMs");
    const QString cp = JsonFieldReader::join(path, "clock");
    const QJsonObject c = rd.object(o, path, "clock");
    a->clock.known = rd.boolean(c, cp, "known");
    a->clock.synced = rd.boolean(c, cp, "synced");
    a->clock.offsetMs = rd.number(c, cp, "offsetMs");
    a->clock.estErrorMs = rd.number(c, cp, "estErrorMs");
    a->clock.maxErrorMs = rd.number(c, cp, "maxErrorMs");
    if (rd.ok() && (a->count < 1 || a->index < 0 || a->index >= a->count))
        rd.fail(JsonFieldReader::join(path, "index"),
                QStringLiteral("agent index %1 is not within 0..%2").arg(a->index).arg(a->count - 1));
}

} // namespace

QJsonObject agentInfoToJson(const AgentInfo& a)
{
    QJsonObject o;
    insertAgent(o, a);
    return o;
}

QJsonArray mergedAgentsToJson(const std::vector<MergedAgent>& agents)
{
    QJsonArray list;
    for (const MergedAgent& m : agents) {
        QJsonObject o;
        insertAgent(o, m.agent);
        o.insert(QStringLiteral("startedAtMs"), double(m.startedAtMs));
        o.insert(QStringLiteral("status"), QString::fromStdString(m.status));
        o.insert(QStringLiteral("threads"), m.threads);
        o.insert(QStringLiteral("requests"), countToJson(m.requests));
        o.insert(QStringLiteral("errors"), countToJson(m.errors));
        o.insert(QStringLiteral("rps"), m.rps);
        o.insert(QStringLiteral("p99Us"), m.p99Us);
        o.insert(QStringLiteral("clientCpuPct"), m.clientCpuPct);
        o.insert(QStringLiteral("clientBusyFraction"), m.clientBusyFraction);
        o.insert(QStringLiteral("clientBound"), m.clientBound);
        list.append(o);
    }
    return list;
}

void detail::readAgent(JsonFieldReader& rd, const QJsonObject& o, const QString& path, AgentInfo* a)
{
    *a = AgentInfo{};
    if (!o.isEmpty())
        readAgentFields(rd, o, path, a);
}

void detail::readMergedAgents(JsonFieldReader& rd, const QJsonArray& list, const QString& path,
                              std::vector<MergedAgent>* out)
{
    out->clear();
    for (int i = 0; i < list.size() && rd.ok(); ++i) {
        const QString p = JsonFieldReader::index(path, i);
        const QJsonObject o = rd.objectAt(list, path, i);
        MergedAgent m;
        readAgentFields(rd, o, p, &m.agent);
        m.startedAtMs = rd.integer(o, p, "startedAtMs");
        m.status = rd.string(o, p, "status");
        m.threads = int(rd.integer(o, p, "threads"));
        m.requests = rd.count(o, p, "requests");
        m.errors = rd.count(o, p, "errors");
        m.rps = rd.number(o, p, "rps");
        m.p99Us = rd.number(o, p, "p99Us");
        m.clientCpuPct = rd.number(o, p, "clientCpuPct");
        m.clientBusyFraction = rd.number(o, p, "clientBusyFraction");
        m.clientBound = rd.boolean(o, p, "clientBound");
        out->push_back(std::move(m));
    }
}

} // namespace bw
