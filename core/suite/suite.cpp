#include "suite.h"

namespace bw {

std::string LocalizedText::in(const std::string& language) const
{
    if (auto it = byLanguage.find(language); it != byLanguage.end())
        return it->second;
    if (auto it = byLanguage.find("en"); it != byLanguage.end())
        return it->second;
    if (auto it = byLanguage.find(""); it != byLanguage.end())
        return it->second;
    return byLanguage.empty() ? std::string() : byLanguage.begin()->second;
}

const SuiteTarget* Suite::findTarget(const std::string& targetName) const
{
    for (const auto& t : targets)
        if (t.name == targetName)
            return &t;
    return nullptr;
}

const SuiteScenario* Suite::findScenario(const std::string& scenarioId) const
{
    for (const auto& s : scenarios)
        if (s.id == scenarioId)
            return &s;
    return nullptr;
}

} // namespace bw
