#pragma once
// A request set (docs/requests.md): the entries a run sends instead of its
// one request, each with a name, method, path (or a URL on the run's
// origin), headers, body and weight; the variables whose values fill their
// {{name}} placeholders; the order entries are picked in; and the seed of
// the pseudo-random picks, so a run can be reproduced. Plain data, Qt-free:
// part of LoadConfig, filled by core/mix (mix files, --var, --targets,
// --urls, --har, suites) or the window, compiled for the engine by
// compileRequestSet() (compiled_requests.h), which checks it.
#include "engine/header_field.h"
#include "engine/request/data_table.h"
#include "engine/request/request_entry.h"
#include "flow/flow.h"
#include "util/error.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace bw {

// Per-request statistics keep one set of histograms per entry (about 70 KiB
// each per engine thread): a set has at most this many entries.
inline constexpr int kMaxRequestEntries = 64;
inline constexpr int kMaxRequestVariables = 32;
// The largest seed: results record it as a JSON number, exact up to 2^53.
inline constexpr uint64_t kMaxRequestSeed = (uint64_t(1) << 53) - 1;

enum class VariableKind : uint8_t {
    Random,     // a uniform integer in [lo, hi]
    Sequence,   // lo, lo+1, .. hi, then lo again
    Choice,     // one of `choices`, uniformly
    File,       // `column` of a row of a data file; a request's variables on one file share its row
    Uuid,       // a random (version 4) UUID
};

// How a data file's rows are picked: uniformly at random, or in file order (wrapping).
enum class PickOrder : uint8_t { Random, Sequence };

struct RequestVariable {
    std::string name;                       // as in {{name}}: letters, digits, '_', '.', '-'
    VariableKind kind = VariableKind::Random;
    int64_t lo = 0, hi = 0;                 // Random, Sequence (inclusive)
    std::vector<std::string> choices;       // Choice
    std::string file;                       // File: the data file's path (absolute once read)
    std::string column;                     // File: the column this variable takes
    PickOrder pick = PickOrder::Random;     // File: every variable on one file picks alike
    std::shared_ptr<const DataTable> data;  // File: the file's rows (core/mix/data_file.h reads them)
};


enum class RequestOrder : uint8_t {
    Weighted,   // each request picks an entry at random by weight (seeded)
    Sequence,   // the entries in order, round-robin: request i of the run is entry i mod n
};

struct RequestSet {
    std::vector<RequestEntry> entries;      // plain entries (none when the set holds only flows)
    // User journeys (docs/flows.md): each virtual user runs a flow's steps in
    // order, picked per iteration by weight among the flows and the entries.
    std::vector<Flow> flows;
    std::vector<RequestVariable> variables;
    RequestOrder order = RequestOrder::Weighted;
    // The seed of every pseudo-random pick (entries, variables). Unset: the
    // engine picks one when it prepares the run, and the result records it.
    bool seedSet = false;
    uint64_t seed = 0;
    std::string source;                     // where it came from, for display: "mix.json", "--urls list.txt"

    bool empty() const { return entries.empty() && flows.empty(); }
    bool hasFlows() const { return !flows.empty(); }
    const RequestVariable* variable(const std::string& name) const
    {
        for (const RequestVariable& v : variables)
            if (v.name == name)
                return &v;
        return nullptr;
    }
};

// "GET /db/find/{{id}}": the name an entry without one gets (mix files, importers, --var).
std::string defaultEntryName(const std::string& method, const std::string& path);
// How every message names an entry (the mix reader, the check of a set):
// 'request 2 ("find")', or 'request 2' when it has no name; `index` from 0.
std::string requestEntryPlace(size_t index, const std::string& name);
// How they name a variable: 'variable "id"'.
std::string requestVariablePlace(const std::string& name);
// Why a weight cannot be: "must be a number greater than 0, got 0"
// (`shown`: the value as the user wrote it), at `field`.
Error entryWeightProblem(const std::string& field, const std::string& shown);

const char* variableKindName(VariableKind k);   // "random", "sequence", "choice", "file", "uuid"
const char* requestOrderName(RequestOrder o);   // "weighted", "sequence"

} // namespace bw
