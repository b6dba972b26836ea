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

bw::LoadConfig engineTestConfig(const std::string& url, const std::string& engine, int timeoutSec)
{
    bw::LoadConfig c;
    c.url = url;
    c.engine = engine == "curl" ? bw::EngineKind::Curl : bw::EngineKind::Native;
    c.timeoutSec = timeoutSec;
    return c;
}

void engineRows()
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("native") << QString("native");
    QTest::newRow("curl") << QString("curl");
}

} // namespace bwtest
