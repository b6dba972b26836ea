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

} // namespace bwtest
