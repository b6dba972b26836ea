#pragma once
// The one error type of the core: what went wrong (a code), where (the
// setting, JSON path or line at fault) and the sentence's parameters. Plain
// data, Qt-free, copyable across threads.
//
// The core makes the English sentence from the code and its arguments
// (reason(), text(): the CLI and the logs print these); the window makes the
// translated one from the same code and arguments (ui/controller/error_text.h).
// Errors without a code of their own (a parser's or a library's sentence) are
// ErrorCode::Plain and carry their English sentence in `detail`; text from the
// OS or a library (strerror, curl, SQLite) is kept verbatim, as `detail` or as
// one of the arguments.
#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace bw {

// One code per reason a user can be told about. The English template of each,
// with its %1.. placeholders, is errorTemplate(code); the arguments each code
// takes are listed beside it.
enum class ErrorCode : std::uint16_t {
    Plain = 0,                 // no code: `detail` is the English sentence

    // URLs (parseUrl)
    UrlMissing,                // -
    UrlWhitespace,             // url
    UrlNoScheme,               // url
    UrlUnsupportedScheme,      // scheme
    UrlCredentials,            // -
    UrlNoHost,                 // url
    UrlUnterminatedIpv6,       // url
    UrlTextAfterIpv6,          // text after the ']'
    UrlInvalidPort,            // port text
    UrlPortOutOfRange,         // port text

    // A load configuration (validateConfig)
    ConnectionsTooFew,         // -
    ConnectionsTooMany,        // -
    ThreadsNegative,           // -
    DurationNotPositive,       // -
    WarmupNegative,            // -
    RateNegative,              // -
    RateTooHigh,               // rate given, highest allowed (requests/s)
    TimeoutNotPositive,        // -
    StageNegative,             // -
    MethodInvalid,             // method
    HeaderNameInvalid,         // name, its first character not allowed ("';'", "0x0A")
    HeaderNameEmpty,           // -
    HeaderValueLineBreak,      // name
    ContentLengthMismatch,     // header value, body size in bytes
    TlsMinInvalid,             // text
    NativeNoProxy,             // -
    StreamsOutOfRange,         // streams given, highest allowed
    Http2SettingNeedsHttp2,    // - (field: streams, h2-window)
    Http2SettingNeedsNative,   // - (field: streams, h2-window)
    StreamsNeedMultiplexing,   // - (field: streams)
    Http3NotBuilt,             // - (field: http3)
    Http2AndHttp3,             // - (field: http3)
    Http3NeedsHttps,           // - (field: http3)
    Http3NeedsNative,          // - (field: http3)
    Http3NoRequestSet,         // - (field: http3)

    // Preparing a run (Engine::prepare)
    HostUnresolved,            // host, resolver's message
    FileLimitTooLow,           // connections, open files needed, soft limit, hard limit

    // A launched server's settings (launch_spec.h, command_line.h)
    EnvironmentEntryInvalid,   // entry
    CommandUnterminatedSingleQuote,   // command
    CommandUnterminatedDoubleQuote,   // command
    CommandEmpty,                     // -

    // Durations, numbers and counts as typed (units.h)
    DurationEmpty,             // -
    DurationInvalid,           // text
    DurationUnknownUnit,       // unit, text
    NumberInvalid,             // text
    CountInvalid,              // text
    DurationTooLong,           // text, the longest duration taken ("720h")
    CountTooLarge,             // text, the largest count taken

    // A launched target's CPU list (cpu_list.h)
    CpuListEmpty,              // -
    CpuListEmptyEntry,         // list
    CpuListNotANumber,         // entry, list
    CpuListNotARange,          // entry, list
    CpuListBackwards,          // entry, list
    CpuListCpuOutOfRange,      // cpu, list, highest cpu

    // A launched target's readiness (readiness.h); a bad http:// URL keeps
    // parseUrl's code, with the field "readiness URL"
    ReadinessHttps,            // text
    ReadinessNotUnderstood,    // text
    ReadinessBadIpv6,          // text
    ReadinessNoPort,           // text
    ReadinessNoHost,           // text
    ReadinessInvalidPort,      // text, port text
    ReadinessPortOutOfRange,   // text, port text

    // A memory size (size_parse.h)
    MemorySizeEmpty,           // -
    MemorySizeInvalid,         // text
    MemorySizeUnknownUnit,     // unit, text
    MemorySizeFractionalBytes, // text
    MemorySizeTooLarge,        // text
    MemorySizeZero,            // text

    // A process id as typed (attach.h)
    PidInvalid,                // text
    PidOutOfRange,             // digits

    // A CPU quota as typed (cpu_list.h)
    CpuQuotaInvalid,           // text
    CpuQuotaOutOfRange,        // text
    SplitInvalid,              // text
    SplitTooLarge,             // split, CPUs needed, CPUs usable, their list
    SplitWithCpus,             // split
    LinkUnknown,               // name
    LinkBadKey,                // key, link
    LinkBadValue,              // key, value, link
    LinkNeedsNative,           // -
    // Merging agents' results into one run (result/run_merge.h); each names
    // the inputs it is about by their labels (file names)
    MergeTooFew,               // inputs given
    MergeNotAgent,             // input
    MergeNoHistogram,          // input
    MergeAgentCount,           // input, its agent count, other input, its agent count
    MergeIndexTwice,           // input, other input, agent index
    MergeUrlDiffers,           // input, its URL, other input, its URL
    MergeShapeDiffers,         // input, other input, what differs
    MergeStartsApart,          // input, other input, seconds apart, tolerance in seconds

    // Ramping stages and live changes of a run's load (load_config.h, Engine::steer)
    StageTooManyVus,           // highest VUs, target given
    StagesLastNoTime,          // -
    MaxVusOutOfRange,          // VUs given, highest allowed
    SteerNotRunning,           // -
    SteerVusInOpenModel,       // -
    SteerRateInClosedModel,    // -
    SteerVusOutOfRange,        // VUs asked, highest allowed
    SteerRateOutOfRange,       // requests/s asked, highest allowed
    SteerTooManyChanges,       // most changes a run takes

    // A JSON file's fields (suites, mix files: SuiteJsonReader). "what was
    // there" is the value as JSON shows it ("3", "\"abc\"", "null") or its
    // kind ("an array", "an object", "nothing"), which the window translates.
    JsonUnknownFieldNear,      // key, the known field it is close to
    JsonUnknownField,          // key, the known fields
    JsonMissing,               // -
    JsonExpectedString,        // what was there
    JsonExpectedWholeNumber,   // what was there
    JsonOutOfRange,            // lowest, highest, what was there
    JsonExpectedNumber,        // what was there
    JsonNegative,              // what was there
    JsonNotPositive,           // what was there
    JsonTooLarge,              // what was there
    JsonExpectedBoolean,       // what was there
    JsonExpectedDuration,      // what was there
    JsonExpectedPercentage,    // what was there
    JsonPercentageOutOfRange,  // what was there
    JsonExpectedObject,        // what was there
    JsonExpectedArray,         // what was there
    JsonExpectedNonEmptyString,   // what was there
    JsonExpectedHeaders,       // what was there

    // A request set's entries (mix_json.h)
    MixNoRequests,             // -
    MixEntryNotObject,         // what was there
    MixOrderInvalid,           // the order given
    MixBodyAndBodyBase64,      // -
    MixPathAndUrl,             // -
    MixBodyAndBodyFile,        // -
    MixBodyInvalid,            // what was there
    MixBodyBase64Invalid,      // what was there
    MixBodyFileUnreadable,     // file
    MixWeightNotPositive,      // the weight given
    JsonExpectedTrue,           // -
    MixRangeExpected,           // what was there
    MixRangeUpsideDown,         // lo, hi
    MixVariableNotObject,       // what was there
    MixVariableKindCount,       // -
    MixOnlyForFileVariable,     // -
    MixChoiceEmpty,             // -
    MixChoiceValueInvalid,      // what was there
    MixFileNameEmpty,           // -
    MixPickInvalid,             // the order given
    MixColumnNotNamed,          // file, its column count
    MixColumnUnknown,           // file, column, its columns
    MixFlowsEmpty,              // -
    FlowStepsEmpty,             // -
    FlowOnFailureInvalid,       // the value given
    FlowStatusCodeExpected,     // what was there
    FlowStatusOrClassExpected,  // what was there
    FlowCheckKindCount,         // -
    FlowJsonCheckKind,          // -
    FlowExtractNotObject,       // what was there
    FlowExtractKindCount,       // -
    FlowGroupOnlyForRegex,      // -
    FlowPickInvalid,            // the value given
    FlowThinkInvalid,           // what was there
    FlowThinkRangeExpected,     // -
    FlowThinkRangeUpsideDown,   // -

    // A flow's problems (compile_flow.cpp validateFlows; JSON Pointer,
    // JSONPath and regular expressions of extractions and checks)
    FlowNameMissing,            // -
    FlowNameTaken,              // name
    FlowWeightNotPositive,      // -
    FlowNoSteps,                // -
    FlowTooManySteps,           // steps, most allowed
    FlowTooManyVariables,       // variables, most allowed
    StepNameMissing,            // -
    StepNameTaken,              // name
    StepVariableExtractedLater,  // name, step number, step name
    StepVariableUnknown,        // name
    StepTooManyExtractions,     // most allowed
    StepTooManyChecks,          // most allowed
    StepThinkNegative,          // -
    StepThinkMeanNotPositive,   // -
    StepThinkRangeInvalid,      // -
    ExtractNameInvalid,         // name given
    ExtractIntoSetVariable,     // name
    ExtractGroupMissing,        // groups, group
    StepHeaderNameInvalid,      // name given
    CheckStatusMissing,         // -
    CheckStatusImpossible,      // status
    CheckStatusClassImpossible,  // class digit
    CheckTextEmpty,             // -
    CheckExpectedMissing,       // -
    RegexInvalid,               // pattern, what is wrong (ErrorText words), character
    RegexEscapeUnsupported,     // pattern, the escape, character
    RegexBackreference,         // pattern, the escape, character
    JsonPointerNoSlash,         // text
    JsonPointerBadTilde,        // text, character
    JsonPathInvalid,            // text, what is wrong (ErrorText words), character
};

struct Error {
    ErrorCode code = ErrorCode::Plain;
    std::string field;              // setting ("url", "connections"), JSON path or "line 3"; "" for none
    std::string detail;             // Plain only: the English sentence
    std::vector<std::string> args;  // the code's parameters, %1.. in order

    Error() = default;
    // A Plain error: an English sentence without a code. Spell an empty field
    // as std::string() or "": a bare {} would pick the coded constructor below.
    Error(std::string field, std::string detail) : field(std::move(field)), detail(std::move(detail)) {}
    Error(ErrorCode code, std::string field, std::vector<std::string> args = {})
        : code(code), field(std::move(field)), args(std::move(args)) {}

    // The English reason, without the field: "must be at least 1".
    std::string reason() const;
    // "field: reason", or the reason alone when there is no field.
    std::string text() const;
};

// The English template of a code ("unsupported scheme '%1' (expected http or
// https)"); "%1" for Plain. Also the source text the window translates, in the
// context "ErrorText".
const char* errorTemplate(ErrorCode code);
// Replaces %1..%9 in `templ` by args[0].. in one pass (an argument's own "%2"
// stays as it is); a placeholder without an argument stays too.
std::string fillTemplate(const std::string& templ, const std::vector<std::string>& args);
// Every code but Plain, in declaration order (for tests and catalogs).
const std::vector<ErrorCode>& allErrorCodes();

// A value or the error that prevented it. For functions that make something
// or say why not: `if (!r) return r.error();`, then `*r`.
template <typename T>
class Result {
public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error error) : v_(std::move(error)) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& operator*() { return std::get<0>(v_); }
    const T& operator*() const { return std::get<0>(v_); }
    T* operator->() { return &std::get<0>(v_); }
    const T* operator->() const { return &std::get<0>(v_); }
    // Only when !ok().
    const Error& error() const { return std::get<1>(v_); }

private:
    std::variant<T, Error> v_;
};

} // namespace bw
