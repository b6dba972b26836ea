#pragma once
// Internal to result_json*.cpp: readers that share one JsonFieldReader so an
// error names its full path from the document root.
#include "result/json_field_reader.h"
#include "result/run_result.h"

namespace bw::detail {

void readConfig(JsonFieldReader& rd, const QJsonObject& o, const QString& path, LoadConfig* c);
void readEnvironment(JsonFieldReader& rd, const QJsonObject& o, const QString& path, Environment* e);
void readErrors(JsonFieldReader& rd, const QJsonObject& o, const QString& path, ErrorCounts* e);
void readSeries(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<SecondStats>* out);
void readTarget(JsonFieldReader& rd, const QJsonObject& o, const QString& path, TargetInfo* t);
void readLatencySummary(JsonFieldReader& rd, const QJsonObject& o, const QString& path, LatencySummary* s);
void readSlo(JsonFieldReader& rd, const QJsonObject& o, const QString& path, Slo* s);
void readVerdict(JsonFieldReader& rd, const QJsonObject& o, const QString& path, SloVerdict* v);
void readAgent(JsonFieldReader& rd, const QJsonObject& o, const QString& path, AgentInfo* a);   // {} -> no agent
void readMergedAgents(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<MergedAgent>* out);
void readLinkRecord(JsonFieldReader& rd, const QJsonObject& o, const QString& path, LinkRecord* l);   // {} or absent: no link
void readCoreSplit(JsonFieldReader& rd, const QJsonObject& o, const QString& path, CoreSplit* c);   // {} -> none recorded
void readLoadChanges(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<LoadChange>* out);
QJsonObject errorsToJson(const ErrorCounts& e);
// {"200": n, ...}, and back; a key that is not a status code 0..999 fails `rd`.
QJsonObject statusCodesToJson(const std::map<int, uint64_t>& codes);
void readStatusCodes(JsonFieldReader& rd, const QJsonObject& codes, const QString& path, std::map<int, uint64_t>* out);
// config.mix ({} or absent: no set), byRequest and histograms.byRequest (result_json_requests.cpp)
void readRequestSetConfig(JsonFieldReader& rd, const QJsonObject& o, const QString& path, RequestSet* out);
void readRequestStats(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<RequestStats>* out);
void readRequestHistograms(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<RequestStats>* entries);
// byFlow and histograms.byFlow (result_json_flows.cpp); byStep is read as byRequest is
void readFlowStats(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<FlowStats>* out);
void readFlowHistograms(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<FlowStats>* flows);

} // namespace bw::detail
