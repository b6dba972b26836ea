#pragma once
// A request set's "flows" as JSON (docs/flows.md): read strictly (unknown
// keys and wrong types refused at their JSON path) and written back in the
// same form, so a result's config.mix runs again as it ran.
//
//   "flows": [{"name": "buy", "weight": 1, "onFailure": "continue", "cookies": true,
//              "steps": [{"name": "login", "method": "POST", "path": "/journey/login",
//                         "body": {"user": "u{{n}}"},
//                         "extract": {"token": {"json": "/token"}},
//                         "checks": [{"status": 200}],
//                         "think": "100ms"}, ...]}]
//
// Any thread.
#include "engine/request/request_set.h"
#include "mix/mix_json.h"

#include <QJsonArray>
#include <QJsonObject>

namespace bw {

// Reads o["flows"] (under `path`) into `out`. False once r holds an error.
bool readFlowsJson(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const RequestSetReadOptions& options,
                   std::vector<Flow>* out);
QJsonArray flowsToJson(const std::vector<Flow>& flows);

} // namespace bw
