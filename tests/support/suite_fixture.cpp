#include "suite_fixture.h"

#include "suite/suite_parser.h"

#include <QtGlobal>

namespace bwtest {

bw::Suite parseSuiteOrDie(const std::string& json)
{
    bw::Error e;
    auto s = bw::parseSuite(json, "", &e);
    if (!s)
        qFatal("suite refused: %s", e.text().c_str());
    return *s;
}

bw::SuitePlan planSuiteOrDie(const bw::Suite& suite)
{
    bw::Error e;
    auto p = bw::planSuite(suite, {}, &e);
    if (!p)
        qFatal("plan refused: %s", e.text().c_str());
    return *p;
}

// URLs are written http:\/\/ (JSON's escaped slash), as in the tests.
std::string suiteWith(const std::string& scenario, const std::string& extra)
{
    return R"({"schema": "benchwork.suite/1", "name": "t",
               "targets": [{"name": "local", "url": "http:\/\/127.0.0.1:8080"}],
               "scenarios": [)" + scenario + "]" + extra + "}";
}

std::string abSuiteWith(const std::string& scenario, const std::string& extra)
{
    return R"({"schema": "benchwork.suite/1", "name": "t",
               "targets": [{"name": "v1", "url": "http:\/\/127.0.0.1:8081"}, {"name": "v2", "url": "http:\/\/127.0.0.1:8082"},
                           {"name": "n1", "command": "node a.js", "url": "http:\/\/127.0.0.1:3000"},
                           {"name": "n2", "command": "node b.js", "url": "http:\/\/127.0.0.1:3000"}],
               "defaults": {"target": "v1"},
               "scenarios": [)" + scenario + "]" + extra + "}";
}

std::string suiteRefusal(const std::string& json)
{
    bw::Error e;
    auto s = bw::parseSuite(json, "/base", &e);
    if (s)
        return "(accepted)";
    return e.text();
}

} // namespace bwtest
