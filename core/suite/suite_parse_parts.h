#pragma once
// The pieces of parseSuite(), one per part of the file, shared between
// suite_parser.cpp (suite, defaults, scenarios), suite_target_parser.cpp
// (targets) and suite_extras_parser.cpp (matrix, baselines, report text).
// Each returns false once the reader holds an error. Internal to core/suite.
#include "suite/suite.h"
#include "suite/suite_json_reader.h"

namespace bw::suiteparse {

// "a-z A-Z 0-9 _ . -", 1..64 characters: ids and names used in tags and file names.
bool validName(const std::string& s);

bool localizedText(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const char* key, LocalizedText* out);
bool cpuListValue(SuiteJsonReader& r, const QJsonValue& v, const std::string& path, std::vector<int>* out);
// A CPU quota: a number (1, 0.5) or a string ("0.5"), as parseCpuQuota takes.
bool cpuQuotaValue(SuiteJsonReader& r, const QJsonValue& v, const std::string& path, double* out);

bool targets(SuiteJsonReader& r, const QJsonArray& a, const std::string& path, const std::string& baseDir,
             std::vector<SuiteTarget>* out);
bool matrix(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const Suite& suite, SuiteMatrix* out);
bool baselines(SuiteJsonReader& r, const QJsonArray& a, const std::string& path, const Suite& suite,
               std::vector<SuiteBaseline>* out);
bool reportText(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, SuiteReportText* out);
// A scenario's "kind" and, for "capacity", its "capacity" settings
// (suite_capacity_parser.cpp); `ownLoad` is the scenario's own "load" object.
bool scenarioKind(SuiteJsonReader& r, const QJsonObject& o, const QJsonObject& ownLoad, const std::string& path,
                  SuiteScenario* s);

// A scenario's "mix" (suite_mix_parser.cpp): a mix file's name, relative to
// the suite's folder, or the set itself as an object (docs/requests.md).
bool mix(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const std::string& baseDir, RequestSet* out);
// The keys of "slo" that are not rps, p99 or errorRate: a request's name and
// its own {"rps", "p99", "errorRate"}. `known` holds the run's three keys.
bool requestSlos(SuiteJsonReader& r, const QJsonObject& slo, const std::string& path,
                 std::vector<std::pair<std::string, Slo>>* out);
// One SLO object ({"rps", "p99", "errorRate"}), the run's or a request's.
bool sloValues(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, Slo* slo);
// The scenario's request set checked as its run will check it (a stand-in
// URL on 127.0.0.1 with its path), and each per-request SLO naming an entry.
bool checkScenarioMix(SuiteJsonReader& r, const SuiteScenario& s);

} // namespace bw::suiteparse
