#pragma once
// RunResult <-> JSON, schema "benchwork.run/1" (documented field by field in
// docs/json-schema.md). The CLI's --json writes exactly runResultToJson();
// the history store keeps its parts (config, environment, series, target).
// Pure functions: any thread may call them.
#include "result/run_result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace bw {

inline constexpr char kRunSchema[] = "benchwork.run/1";
inline constexpr char kRedacted[] = "<redacted>";

struct RunJsonOptions {
    bool includeHistograms = true;   // base64 of LatencyHistogram::encode()
    bool redactSecrets = true;       // secret-looking headers, URL/proxy passwords -> "<redacted>"
};

// Secrets redacted. The full object of the schema.
QJsonObject runResultToJson(const RunResult& r, bool includeHistograms = true);
QJsonObject runResultToJson(const RunResult& r, const RunJsonOptions& options);

// Exact inverse of runResultToJson (without redaction). Returns false and sets
// *error to "$.path.to.field: what is wrong" on a schema mismatch or a field
// of the wrong type; *out is then unspecified. Absent optional fields keep
// their defaults; histograms absent -> empty histograms.
bool runResultFromJson(const QJsonObject& json, RunResult* out, QString* error);

// True for header names whose values are credentials: Authorization, Cookie,
// Set-Cookie, Proxy-Authorization, X-Api-Key and any name containing token,
// secret, key, password, passwd, auth or session (case-insensitive).
bool isSecretHeaderName(const std::string& name);

// The parts, reused by the history store and the exporters.
QJsonObject loadConfigToJson(const LoadConfig& c, bool redactSecrets);
bool loadConfigFromJson(const QJsonObject& json, LoadConfig* out, QString* error);
QJsonObject environmentToJson(const Environment& e);
bool environmentFromJson(const QJsonObject& json, Environment* out, QString* error);
QJsonArray seriesToJson(const std::vector<SecondStats>& series);
QJsonObject secondToJson(const SecondStats& s);   // one element of seriesToJson()
bool seriesFromJson(const QJsonArray& json, std::vector<SecondStats>* out, QString* error);
QJsonObject targetToJson(const TargetInfo& t);
QJsonObject coreSplitToJson(const CoreSplit& c);                         // "cores"
QJsonObject linkRecordToJson(const LinkRecord& l);                       // "link" ({} without one)
bool targetFromJson(const QJsonObject& json, TargetInfo* out, QString* error);
QJsonObject latencySummaryToJson(const LatencySummary& s);
QJsonObject sloToJson(const Slo& s);          // {} when the SLO is empty
bool sloFromJson(const QJsonObject& json, Slo* out, QString* error);
QJsonObject verdictToJson(const SloVerdict& v);
bool verdictFromJson(const QJsonObject& json, SloVerdict* out, QString* error);

// A request set as the config records it (entries' secret header values
// redacted when asked); the per-request statistics ("byRequest") and their
// histograms ("histograms.byRequest").
QJsonObject requestSetConfigToJson(const RequestSet& set, bool redactSecrets);
QJsonArray requestStatsToJson(const std::vector<RequestStats>& entries);
QJsonArray requestHistogramsToJson(const std::vector<RequestStats>& entries);
// A set's flows: "byFlow" and "histograms.byFlow" (the steps, "byStep", are
// written by requestStatsToJson with their flow's keys).
QJsonArray flowStatsToJson(const std::vector<FlowStats>& flows);
QJsonArray flowHistogramsToJson(const std::vector<FlowStats>& flows);

QJsonObject agentInfoToJson(const AgentInfo& a);                        // "agent"
QJsonArray loadChangesToJson(const std::vector<LoadChange>& changes);   // "loadChanges"
QJsonArray mergedAgentsToJson(const std::vector<MergedAgent>& agents);  // "agents"

// Base64 of LatencyHistogram::encode() and back (false on malformed input).
QString histogramToBase64(const LatencyHistogram& h);
bool histogramFromBase64(const QString& text, LatencyHistogram* out);

} // namespace bw
