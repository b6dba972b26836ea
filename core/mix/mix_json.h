#pragma once
// A request set as JSON (docs/requests.md): a mix file's top level, a suite
// scenario's "mix" object, and the `config.mix` of a result (which keeps the
// seed a run used and every body inline, so it can be run again).
//
//   {"order": "weighted", "seed": 7,
//    "variables": {"id": {"random": [1, 300]}, "user": {"file": "users.csv", "column": "id"}},
//    "requests": [{"name": "find", "path": "/db/find/{{id}}", "weight": 6}, ...]}
//
// Any thread.
#include "engine/request/request_set.h"
#include "suite/suite_json_reader.h"
#include "util/error.h"

#include <QJsonObject>

#include <optional>
#include <string>

namespace bw {

struct RequestSetReadOptions {
    std::string baseDir;        // relative bodyFile and data-file paths resolve against it
    // A user's file: read each bodyFile (giving body too is refused) and the
    // data files. A stored result's config: bodies are inline already, data
    // files are left for loadRequestData().
    bool readFiles = true;
    std::string source;         // RequestSet::source: "mix.json" (the file's name), "suite scenario x"
};

// Strictly, with `r` (unknown keys and wrong types refused, each refusal at
// its JSON path under `path`). False once r holds an error.
bool readRequestSetJson(SuiteJsonReader& r, const QJsonObject& o, const std::string& path,
                        const RequestSetReadOptions& options, RequestSet* out);
QJsonObject requestSetToJson(const RequestSet& set);

// A mix file: read, parsed and its files read. Errors name the file:
// "mix.json: line 3, column 7: invalid JSON..." or "mix.json, $.requests[1].weight: ...".
Result<RequestSet> readMixFile(const std::string& path);

// Reads the data file of every `file` variable that has no rows yet (a set
// read from a stored result). The error names the variable and the file.
std::optional<Error> loadRequestData(RequestSet* set);

} // namespace bw
