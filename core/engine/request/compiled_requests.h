#pragma once
// A request set checked against the run and turned into what the engine
// sends: each entry's request-target, headers (the engine's defaults added,
// the run's headers merged with the entry's) and body as templates; the
// whole HTTP/1.1 request as one template; the variables' draw plan; the
// alias table of the weighted pick. Built once in Engine::prepare() (and by
// the CLI, suites and the window to check a set before anything is sent),
// then shared read-only by every worker.
//
// A send draws the values its entry uses into a few 64-bit words
// (RequestDrawer, request_drawer.h) and renders templates from them:
// literal spans are copied, numbers written with std::to_chars, choices and
// data-file cells copied from memory. Nothing allocates but render() (for
// previews and tests). Qt-free; any thread once built.
#include "engine/load_config.h"
#include "engine/request/request_defaults.h"
#include "engine/request/request_set.h"
#include "engine/request/text_template.h"
#include "flow/compiled_flow.h"
#include "util/error.h"

#include <string_view>

#include <memory>
#include <string>
#include <vector>

namespace bw {

// The longest text a variable's value can have, by kind: a UUID is 36
// characters; a number as many as its decimal digits (with the sign).
inline constexpr size_t kUuidTextLength = 36;
size_t decimalLength(int64_t v);

// What a flow's user adds to a render: its extracted variables (by the
// flow's numbering) and its cookie jar's Cookie value (empty: none). Null
// for plain entries.
struct FlowValues {
    const std::string* values = nullptr;
    std::string_view cookie;
};

struct CompiledEntry {
    std::string name;
    int flow = -1;                      // a flow's step: the flow and step it is; -1 for a plain entry
    int step = -1;
    std::string method;
    std::string path;                   // as given in the set (results and messages show it)
    TextTemplate target;                // request-target: path and query, the run's base path applied
    struct Header {
        std::string name;
        TextTemplate value;
    };
    // The user's headers as sent, in order: the run's that the entry does not
    // replace, then the entry's. The engine's own (Host, User-Agent, Accept,
    // Content-Length) are in `added`.
    std::vector<Header> headers;
    DefaultHeaders added;
    std::string authority;              // Host / :authority when the engine adds it: host[:port]
    TextTemplate body;
    bool head = false;                  // HEAD: the response carries no body
    double weight = 1;
    std::vector<uint16_t> sources;      // the draw sources its templates read (RequestDrawer draws only these)
    // The whole request as HTTP/1.1 sends it (request line, headers with the
    // engine's, blank line, body): the native HTTP/1.1 transport's bytes and
    // the preview's text.
    TextTemplate http1;
};

// One value drawn per request: an integer, an index (a choice, a data
// file's row) or a UUID (two words).
struct DrawSource {
    enum class Kind : uint8_t { RandomInt, SequenceInt, RandomIndex, SequenceIndex, Uuid };
    Kind kind = Kind::RandomInt;
    uint16_t word = 0;                  // its first word in a draw
    int64_t lo = 0;                     // Int: the lowest value
    uint64_t span = 0;                  // Int: lo .. lo+span-1; Index: 0 .. span-1; 0 = all 2^64
};

class CompiledRequests {
public:
    CompiledRequests(const CompiledRequests&) = delete;
    CompiledRequests& operator=(const CompiledRequests&) = delete;

    const RequestSet& set() const { return set_; }
    uint64_t seed() const { return set_.seed; }
    // Every entry: the plain ones first (set().entries' order), then each
    // flow's steps in order.
    int entryCount() const { return int(entries_.size()); }
    int plainEntryCount() const { return plainEntries_; }
    int flowCount() const { return int(flows_.size()); }
    const CompiledFlow& flow(int i) const { return flows_[size_t(i)]; }
    bool hasFlows() const { return !flows_.empty(); }
    // "buy / list": an entry's name as live views and messages show it.
    std::string displayName(int entry) const;
    // With flows, what a user picks per iteration: item i < plainEntryCount()
    // is that entry, the others flow i - plainEntryCount(), by weight
    // through this alias table (or in turn in sequence order).
    int itemCount() const { return int(itemKeep_.size()); }
    const std::vector<uint64_t>& itemKeep() const { return itemKeep_; }
    const std::vector<uint16_t>& itemAlias() const { return itemAlias_; }
    const CompiledEntry& entry(int i) const { return entries_[size_t(i)]; }
    const std::vector<DrawSource>& sources() const { return sources_; }
    // 64-bit words one request's draw takes (at least 1).
    size_t drawWords() const { return drawWords_; }
    // The weighted pick's alias table (Vose): entry i is kept when a uniform
    // 64-bit number is below keep[i], else alias[i] is taken.
    const std::vector<uint64_t>& aliasKeep() const { return aliasKeep_; }
    const std::vector<uint16_t>& alias() const { return alias_; }

    // Rendering a template with the values of one draw (`words`). bodyBytes
    // is the request body's length, for the Content-Length part.
    // `flow`: a flow user's values (null for plain entries).
    size_t length(const TextTemplate& t, const uint64_t* words, size_t bodyBytes, const FlowValues* flow = nullptr) const;
    char* write(const TextTemplate& t, const uint64_t* words, size_t bodyBytes, char* out, const FlowValues* flow = nullptr) const;
    // The longest the template can render to (buffers are sized by it).
    size_t maxLength(const TextTemplate& t) const;
    std::string render(const TextTemplate& t, const uint64_t* words, size_t bodyBytes, const FlowValues* flow = nullptr) const;   // allocates
    // The entry's body length for a draw.
    size_t bodyLength(int entry, const uint64_t* words, const FlowValues* flow = nullptr) const
    {
        return length(entries_[size_t(entry)].body, words, 0, flow);
    }
    // The whole HTTP/1.1 request of `entry` for a draw into `out` (room for
    // maxHttp1Bytes()); returns its length.
    size_t writeHttp1(int entry, const uint64_t* words, char* out, const FlowValues* flow = nullptr) const;
    size_t maxHttp1Bytes() const { return maxHttp1Bytes_; }

private:
    friend Result<std::shared_ptr<const CompiledRequests>> compileRequestSet(const LoadConfig& cfg);
    CompiledRequests() = default;
    struct Variable {
        VariableKind kind = VariableKind::Random;
        uint16_t word = 0;
        int column = 0;                         // File
        const DataTable* data = nullptr;        // File
        const std::vector<std::string>* choices = nullptr;
        size_t maxLength = 0;
    };
    size_t valueLength(const Variable& v, const uint64_t* words) const;
    char* writeValue(const Variable& v, const uint64_t* words, char* out) const;

    RequestSet set_;                    // its own copy: variables point into it
    std::vector<CompiledEntry> entries_;
    std::vector<Variable> variables_;   // the set's, by index
    std::vector<DrawSource> sources_;
    size_t drawWords_ = 1;
    std::vector<uint64_t> aliasKeep_;
    std::vector<uint16_t> alias_;
    size_t maxHttp1Bytes_ = 0;
    int plainEntries_ = 0;
    std::vector<CompiledFlow> flows_;
    std::vector<uint64_t> itemKeep_;
    std::vector<uint16_t> itemAlias_;
};

// Checks cfg.mix against the run (cfg.url, its headers) and compiles it.
// Refuses, with a Plain error whose field names the set's source and the
// entry or variable ("mix.json, request 2 (\"find\")") and whose reason
// names the problem: no entries or more than kMaxRequestEntries, a name
// missing or given twice, a weight not above 0, an unknown or malformed
// {{variable}}, a variable's bad range or empty choice, a data file with no
// rows or without the column, a method or header name that is not a token,
// a value (literal, choice or data cell) that cannot go in a request-target
// or a header, an entry on another origin than the run's, a Content-Length
// set by hand on a templated body; and every problem validateFlows()
// (flow/compiled_flow.h) finds in its flows, the first one named with its
// flow, step and field ("mix.json, flow 1 (\"buy\"), step 2 (\"list\"),
// extract[0].json"). Uses cfg.mix.seed as it is (the engine
// sets one first when none was given). Any thread.
Result<std::shared_ptr<const CompiledRequests>> compileRequestSet(const LoadConfig& cfg);

// The run's first `count` requests (indices 0 .. count-1) as HTTP/1.1 text,
// drawn as the engine draws them with the set's seed: the window's preview,
// and tests. Any thread.
std::vector<std::string> previewRequests(const CompiledRequests& set, int count);

} // namespace bw
