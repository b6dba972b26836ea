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
#include <vector>
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

// One refusal in a request set's JSON. Its error's field names where, an
// entry or a variable by number and name as the set's check does
// (requestEntryPlace: 'request 2 ("b"), weight', 'variable "id", random'),
// anything else by its JSON path ("$.order").
struct RequestSetProblem {
    int entry = -1;          // the entry it is about, in the set as read (-1: none)
    std::string variable;    // the variable it is about ("" none); a refused variable is left out
    Error error;
};

// Strictly, with `r` (unknown keys and wrong types refused): the first
// refusal, placed under `path` ("$.scenarios[0].mix, request 1 (\"a\"),
// weight: ..."). False once r holds an error.
bool readRequestSetJson(SuiteJsonReader& r, const QJsonObject& o, const std::string& path,
                        const RequestSetReadOptions& options, RequestSet* out);
QJsonObject requestSetToJson(const RequestSet& set);

// One entry's (or a flow step's request's) own keys: name, method, path or
// url, headers, body or bodyFile, and (for an entry) weight. With
// `checkKeys` false the caller has checked the object's keys itself (a
// flow's step has more of them). Written without weight.
bool readRequestEntryJson(SuiteJsonReader& r, const QJsonObject& o, const std::string& path, const RequestSetReadOptions& options,
                          RequestEntry* e, bool checkKeys = true);
QJsonObject requestEntryToJson(const RequestEntry& e);

// A mix file read as far as it goes: every entry and variable on its own,
// so the window's editor can load the file, mark what is wrong and let the
// user fix it. A refused entry is kept with what could be read of it (a
// weight that is not a number as 0, which the set's check refuses); a
// refused variable is left out. Each problem's field names the file:
// "mix.json, request 2 (\"b\"), weight". An error only when nothing can be
// shown: the file cannot be read, is not JSON, or has no list of requests.
struct MixFileRead {
    RequestSet set;
    std::vector<RequestSetProblem> problems;   // in file order; empty: the file is good
};
Result<MixFileRead> readMixFileParts(const std::string& path);

// A mix file for a run (the CLI's --mix): read, parsed and its files read,
// or its first problem, in readMixFileParts()'s words: "mix.json: line 3,
// column 7: invalid JSON...", "mix.json, request 2 (\"b\"), weight: must be a
// number greater than 0, got 0".
Result<RequestSet> readMixFile(const std::string& path);

// Reads the data file of every `file` variable that has no rows yet (a set
// read from a stored result). The error names the variable and the file.
std::optional<Error> loadRequestData(RequestSet* set);

} // namespace bw
