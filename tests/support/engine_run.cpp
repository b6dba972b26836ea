#include "engine_run.h"

#include <QtTest>

#include <chrono>

namespace bwtest {

bw::RunResult runEngineToEnd(const bw::LoadConfig& cfg, int limitMs, const std::function<void(bw::Engine&)>& during)
{
    bw::Engine e(cfg);
    if (auto err = e.prepare())
        qFatal("prepare failed: %s: %s", err->field.c_str(), err->reason().c_str());
    e.start();
    if (during)
        during(e);
    if (!e.waitFinished(std::chrono::milliseconds(limitMs))) {
        e.stop();
        qWarning("run did not finish within %d ms", limitMs);
    }
    return e.result();
}

bw::LoadConfig urlConfig(const std::string& url)
{
    bw::LoadConfig c;
    c.url = url;
    return c;
}

bw::LoadConfig engineTestConfig(const std::string& url, const std::string& engine, int timeoutSec)
{
    bw::LoadConfig c = urlConfig(url);
    c.engine = engine == "curl" ? bw::EngineKind::Curl : bw::EngineKind::Native;
    c.timeoutSec = timeoutSec;
    return c;
}

bw::LoadConfig h3TestConfig(const std::string& url, int connections, int streams, int threads, int timeoutSec)
{
    bw::LoadConfig c;
    c.url = url;
    c.connections = connections;
    c.threads = threads;
    c.timeoutSec = double(timeoutSec);
    c.http3 = true;
    c.streams = streams;
    c.insecure = true;
    return c;
}

std::string countsText(const bw::RunResult& r)
{
    const bw::ErrorCounts& e = r.errors;
    return "requests=" + std::to_string(r.requests) + " connect=" + std::to_string(e.connect) + " send=" + std::to_string(e.send)
           + " receive=" + std::to_string(e.receive) + " timeout=" + std::to_string(e.timeout) + " protocol="
           + std::to_string(e.protocol) + " tls=" + std::to_string(e.tls) + " status=" + std::to_string(e.status) + " ("
           + r.statusMessage + ")";
}

std::string errorExample(const bw::RunResult& r, const char* cls)
{
    auto it = r.errorExamples.find(cls);
    return it == r.errorExamples.end() ? std::string() : it->second;
}

void engineRows()
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("native") << QString("native");
    QTest::newRow("curl") << QString("curl");
}

} // namespace bwtest
