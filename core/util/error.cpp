#include "util/error.h"

// Only for QT_TRANSLATE_NOOP, which marks the templates for lupdate (the
// window translates them in the context "ErrorText"); it expands to the
// string itself.
#include <QtGlobal>

namespace bw {
namespace {

struct Template {
    ErrorCode code;
    const char* text;
};

// The English sentence of every code. Its placeholders are the arguments
// listed beside the code in error.h.
constexpr Template kTemplates[] = {
    {ErrorCode::UrlMissing, QT_TRANSLATE_NOOP("ErrorText", "no URL given")},
    {ErrorCode::UrlWhitespace, QT_TRANSLATE_NOOP("ErrorText", "URL contains whitespace: '%1'")},
    {ErrorCode::UrlNoScheme, QT_TRANSLATE_NOOP("ErrorText", "URL has no scheme (expected http:// or https://): '%1'")},
    {ErrorCode::UrlUnsupportedScheme, QT_TRANSLATE_NOOP("ErrorText", "unsupported scheme '%1' (expected http or https)")},
    {ErrorCode::UrlCredentials,
     QT_TRANSLATE_NOOP("ErrorText", "credentials in the URL are not supported; send an Authorization header instead")},
    {ErrorCode::UrlNoHost, QT_TRANSLATE_NOOP("ErrorText", "URL has no host: '%1'")},
    {ErrorCode::UrlUnterminatedIpv6, QT_TRANSLATE_NOOP("ErrorText", "unterminated IPv6 address in URL: '%1'")},
    {ErrorCode::UrlTextAfterIpv6, QT_TRANSLATE_NOOP("ErrorText", "unexpected text after IPv6 address: '%1'")},
    {ErrorCode::UrlInvalidPort, QT_TRANSLATE_NOOP("ErrorText", "invalid port '%1'")},
    {ErrorCode::UrlPortOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "port out of range: %1")},

    {ErrorCode::ConnectionsTooFew, QT_TRANSLATE_NOOP("ErrorText", "must be at least 1")},
    {ErrorCode::ConnectionsTooMany, QT_TRANSLATE_NOOP("ErrorText", "more than 1,000,000 connections")},
    {ErrorCode::ThreadsNegative, QT_TRANSLATE_NOOP("ErrorText", "must be at least 1 (or 0 for one per core)")},
    {ErrorCode::DurationNotPositive, QT_TRANSLATE_NOOP("ErrorText", "must be greater than zero")},
    {ErrorCode::WarmupNegative, QT_TRANSLATE_NOOP("ErrorText", "must not be negative")},
    {ErrorCode::RateNegative, QT_TRANSLATE_NOOP("ErrorText", "must not be negative")},
    {ErrorCode::RateTooHigh, QT_TRANSLATE_NOOP("ErrorText", "%1 requests/s: at most %2")},
    {ErrorCode::TimeoutNotPositive, QT_TRANSLATE_NOOP("ErrorText", "must be greater than zero")},
    {ErrorCode::StageNegative, QT_TRANSLATE_NOOP("ErrorText", "a stage needs a non-negative duration and target")},
    {ErrorCode::MethodInvalid, QT_TRANSLATE_NOOP("ErrorText", "not a valid HTTP method: '%1'")},
    {ErrorCode::HeaderNameInvalid,
     QT_TRANSLATE_NOOP("ErrorText", "'%1' is not a valid header name: %2 is not allowed in one (a name is an RFC 9110 "
                                    "token: ASCII letters, digits and marks, no spaces, controls or any of \"(),/:;<=>?@[\\]{})")},
    {ErrorCode::HeaderNameEmpty, QT_TRANSLATE_NOOP("ErrorText", "a header needs a name (expected 'Name: value')")},
    {ErrorCode::HeaderValueLineBreak, QT_TRANSLATE_NOOP("ErrorText", "header value contains a line break: '%1'")},
    {ErrorCode::ContentLengthMismatch,
     QT_TRANSLATE_NOOP("ErrorText", "'Content-Length: %1' disagrees with the body, which is %2 bytes; leave the header "
                                    "out (Benchwork sets it)")},
    {ErrorCode::TlsMinInvalid, QT_TRANSLATE_NOOP("ErrorText", "must be 1.2 or 1.3, not '%1'")},
    {ErrorCode::NativeNoProxy, QT_TRANSLATE_NOOP("ErrorText", "the native engine does not use proxies; use --engine curl")},
    {ErrorCode::StreamsOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "%1 streams per connection: must be 1 to %2")},
    {ErrorCode::Http2SettingNeedsHttp2, QT_TRANSLATE_NOOP("ErrorText", "an HTTP/2 setting: it needs --http2")},
    {ErrorCode::Http2SettingNeedsNative,
     QT_TRANSLATE_NOOP("ErrorText", "a setting of the native HTTP/2 engine: libcurl (--engine curl, --proxy) "
                                    "multiplexes and sizes its windows itself")},
    {ErrorCode::StreamsNeedMultiplexing,
     QT_TRANSLATE_NOOP("ErrorText", "more than one stream per connection needs --http2 or --http3")},
    {ErrorCode::Http3NotBuilt,
     QT_TRANSLATE_NOOP("ErrorText", "this Benchwork was built without HTTP/3: ngtcp2, nghttp3 or GnuTLS was missing "
                                    "when it was configured (docs/http3.md)")},
    {ErrorCode::Http2AndHttp3, QT_TRANSLATE_NOOP("ErrorText", "--http2 and --http3 exclude each other")},
    {ErrorCode::Http3NeedsHttps, QT_TRANSLATE_NOOP("ErrorText", "HTTP/3 needs an https:// URL (QUIC is always encrypted)")},
    {ErrorCode::Http3NeedsNative,
     QT_TRANSLATE_NOOP("ErrorText", "HTTP/3 runs on the native engine only: not with --engine curl or a proxy")},
    {ErrorCode::Http3NoRequestSet,
     QT_TRANSLATE_NOOP("ErrorText", "HTTP/3 sends one request: a request set (--mix, --targets, --urls, --har) needs HTTP/1.1 or --http2")},

    {ErrorCode::HostUnresolved, QT_TRANSLATE_NOOP("ErrorText", "cannot resolve host '%1': %2")},
    {ErrorCode::FileLimitTooLow,
     QT_TRANSLATE_NOOP("ErrorText", "%1 connections needs about %2 open files, but the limit is %3 (hard limit %4); "
                                    "raise it with `ulimit -n %2` or use fewer connections")},

    {ErrorCode::EnvironmentEntryInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected NAME=value, got '%1'")},
    {ErrorCode::CommandUnterminatedSingleQuote, QT_TRANSLATE_NOOP("ErrorText", "unterminated single quote in command: %1")},
    {ErrorCode::CommandUnterminatedDoubleQuote, QT_TRANSLATE_NOOP("ErrorText", "unterminated double quote in command: %1")},
    {ErrorCode::CommandEmpty, QT_TRANSLATE_NOOP("ErrorText", "empty command")},

    {ErrorCode::DurationEmpty, QT_TRANSLATE_NOOP("ErrorText", "empty duration")},
    {ErrorCode::DurationInvalid,
     QT_TRANSLATE_NOOP("ErrorText", "not a duration: '%1' (expected e.g. 30s, 2m, 1m30s, 500ms, 500us)")},
    {ErrorCode::DurationUnknownUnit, QT_TRANSLATE_NOOP("ErrorText", "unknown duration unit '%1' in '%2' (use us, ms, s, m or h)")},
    {ErrorCode::NumberInvalid, QT_TRANSLATE_NOOP("ErrorText", "not a number: '%1'")},
    {ErrorCode::CountInvalid, QT_TRANSLATE_NOOP("ErrorText", "not a count: '%1' (expected e.g. 1000, 10k, 1M)")},
    {ErrorCode::DurationTooLong, QT_TRANSLATE_NOOP("ErrorText", "'%1' is longer than %2, the longest duration Benchwork takes")},
    {ErrorCode::CountTooLarge, QT_TRANSLATE_NOOP("ErrorText", "'%1' is more than %2, the largest count Benchwork takes")},

    {ErrorCode::CpuListEmpty, QT_TRANSLATE_NOOP("ErrorText", "the CPU list is empty (expected e.g. \"0,1\" or \"0-3,6\")")},
    {ErrorCode::CpuListEmptyEntry, QT_TRANSLATE_NOOP("ErrorText", "empty entry in CPU list '%1'")},
    {ErrorCode::CpuListNotANumber, QT_TRANSLATE_NOOP("ErrorText", "'%1' in CPU list '%2' is not a CPU number")},
    {ErrorCode::CpuListNotARange, QT_TRANSLATE_NOOP("ErrorText", "'%1' in CPU list '%2' is not a CPU range like 0-3")},
    {ErrorCode::CpuListBackwards, QT_TRANSLATE_NOOP("ErrorText", "range '%1' in CPU list '%2' runs backwards")},
    {ErrorCode::CpuListCpuOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "CPU %1 in CPU list '%2' is out of range (0-%3)")},

    {ErrorCode::ReadinessHttps,
     QT_TRANSLATE_NOOP("ErrorText", "readiness URL '%1' uses https; readiness probes speak plain HTTP, use http:// or "
                                    "tcp:HOST:PORT")},
    {ErrorCode::ReadinessNotUnderstood,
     QT_TRANSLATE_NOOP("ErrorText", "readiness '%1' is not understood (expected none, tcp:HOST:PORT or "
                                    "http://HOST:PORT/PATH)")},
    {ErrorCode::ReadinessBadIpv6, QT_TRANSLATE_NOOP("ErrorText", "readiness '%1': expected tcp:[IPv6]:PORT")},
    {ErrorCode::ReadinessNoPort, QT_TRANSLATE_NOOP("ErrorText", "readiness '%1' has no port (expected tcp:HOST:PORT)")},
    {ErrorCode::ReadinessNoHost, QT_TRANSLATE_NOOP("ErrorText", "readiness '%1' has no host (expected tcp:HOST:PORT)")},
    {ErrorCode::ReadinessInvalidPort, QT_TRANSLATE_NOOP("ErrorText", "readiness '%1': '%2' is not a port number")},
    {ErrorCode::ReadinessPortOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "readiness '%1': port %2 is out of range (1-65535)")},

    {ErrorCode::MemorySizeEmpty, QT_TRANSLATE_NOOP("ErrorText", "the memory size is empty (expected e.g. 512M, 2G or 1048576)")},
    {ErrorCode::MemorySizeInvalid, QT_TRANSLATE_NOOP("ErrorText", "'%1' is not a memory size (expected e.g. 512M, 2G or 1048576)")},
    {ErrorCode::MemorySizeUnknownUnit,
     QT_TRANSLATE_NOOP("ErrorText", "unknown unit '%1' in memory size '%2' (use K, M, G or T)")},
    {ErrorCode::MemorySizeFractionalBytes, QT_TRANSLATE_NOOP("ErrorText", "a size in bytes must be a whole number: '%1'")},
    {ErrorCode::MemorySizeTooLarge, QT_TRANSLATE_NOOP("ErrorText", "memory size '%1' is too large")},
    {ErrorCode::MemorySizeZero, QT_TRANSLATE_NOOP("ErrorText", "memory size '%1' is zero")},

    {ErrorCode::PidInvalid, QT_TRANSLATE_NOOP("ErrorText", "'%1' is not a process id (expected a positive number)")},
    {ErrorCode::PidOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "process id %1 is out of range")},

    {ErrorCode::CpuQuotaInvalid,
     QT_TRANSLATE_NOOP("ErrorText", "'%1' is not a CPU quota (expected CPUs' worth of time, e.g. 0.5, 1 or 2)")},
    {ErrorCode::CpuQuotaOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "CPU quota %1 is out of range (0.01 to 1024 CPUs)")},
    {ErrorCode::SplitInvalid,
     QT_TRANSLATE_NOOP("ErrorText", "'%1' is not a core split (expected auto, off, or the server's and the client's CPUs as S:C, e.g. 2:2)")},
    {ErrorCode::SplitTooLarge, QT_TRANSLATE_NOOP("ErrorText", "%1 needs %2 CPUs; this process may use %3 (%4)")},
    {ErrorCode::SplitWithCpus,
     QT_TRANSLATE_NOOP("ErrorText", "%1 and the target's CPU list both place the target: give one of them")},
    {ErrorCode::LinkUnknown,
     QT_TRANSLATE_NOOP("ErrorText", "'%1' is not a link profile (local, lan, wifi, wifi-poor, lte, intercontinental, or "
                                    "figures such as rtt=40ms,jitter=10ms,rate=50mbit,loss=0.5%)")},
    {ErrorCode::LinkBadKey,
     QT_TRANSLATE_NOOP("ErrorText", "'%1' in link '%2' is not one of rtt, jitter, rate, loss, queue (a profile's name comes first)")},
    {ErrorCode::LinkBadValue,
     QT_TRANSLATE_NOOP("ErrorText", "%1=%2 in link '%3' is out of range or malformed (rtt and jitter up to 10s, e.g. 40ms; "
                                    "rate e.g. 50mbit; loss 0 to 50%; queue at least 1500 bytes, e.g. 256K)")},
    {ErrorCode::LinkNeedsNative,
     QT_TRANSLATE_NOOP("ErrorText", "a link needs the native engine (not --engine curl or --proxy)")},
    {ErrorCode::MergeTooFew, QT_TRANSLATE_NOOP("ErrorText", "merging needs at least two results; got %1")},
    {ErrorCode::MergeNotAgent,
     QT_TRANSLATE_NOOP("ErrorText", "%1 is not an agent's result (run each agent with --agents N --agent-index I)")},
    {ErrorCode::MergeNoHistogram,
     QT_TRANSLATE_NOOP("ErrorText", "%1 has no latency histogram, so it cannot be merged exactly (write it with "
                                    "--json, which keeps the histograms)")},
    {ErrorCode::MergeAgentCount,
     QT_TRANSLATE_NOOP("ErrorText", "%1 is one of %2 agents but %3 is one of %4: they are not parts of the same run")},
    {ErrorCode::MergeIndexTwice,
     QT_TRANSLATE_NOOP("ErrorText", "%1 and %2 are both agent %3: overlapping indices, one agent would count twice")},
    {ErrorCode::MergeUrlDiffers, QT_TRANSLATE_NOOP("ErrorText", "%1 loaded %2 but %3 loaded %4: different URLs")},
    {ErrorCode::MergeShapeDiffers,
     QT_TRANSLATE_NOOP("ErrorText", "%1 and %2 ran different load shapes: %3 differs")},
    {ErrorCode::MergeStartsApart,
     QT_TRANSLATE_NOOP("ErrorText", "%1 and %2 started %3 s apart, more than the tolerance of %4 s: they did not run "
                                    "together (start them with --start-at, or raise --start-tolerance)")},

    {ErrorCode::StageTooManyVus,
     QT_TRANSLATE_NOOP("ErrorText", "a stage's target is a number of VUs in the closed model: at most %1, got %2")},
    {ErrorCode::StagesLastNoTime, QT_TRANSLATE_NOOP("ErrorText", "the stages last 0 s in total")},
    {ErrorCode::MaxVusOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "%1 VUs: must be 0 (none beyond the schedule) to %2")},
    {ErrorCode::SteerNotRunning, QT_TRANSLATE_NOOP("ErrorText", "no run is under way to change (not started, or ending)")},
    {ErrorCode::SteerVusInOpenModel,
     QT_TRANSLATE_NOOP("ErrorText", "this run sends at a set rate (open model): change its rate, not its VUs")},
    {ErrorCode::SteerRateInClosedModel,
     QT_TRANSLATE_NOOP("ErrorText", "this run has a set number of VUs (closed model): change its VUs; to steer the "
                                    "rate, start the run with a rate")},
    {ErrorCode::SteerVusOutOfRange,
     QT_TRANSLATE_NOOP("ErrorText", "%1 VUs: this run has room for 0 to %2 (start it with more room for VUs)")},
    {ErrorCode::SteerRateOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "%1 requests/s: must be 0 to %2")},
    {ErrorCode::SteerTooManyChanges, QT_TRANSLATE_NOOP("ErrorText", "this run has taken the most changes it can record (%1)")},

    {ErrorCode::JsonUnknownFieldNear, QT_TRANSLATE_NOOP("ErrorText", "unknown field \"%1\" (did you mean \"%2\"?)")},
    {ErrorCode::JsonUnknownField, QT_TRANSLATE_NOOP("ErrorText", "unknown field \"%1\" (known fields: %2)")},
    {ErrorCode::JsonMissing, QT_TRANSLATE_NOOP("ErrorText", "missing (required)")},
    {ErrorCode::JsonExpectedString, QT_TRANSLATE_NOOP("ErrorText", "expected a string, got %1")},
    {ErrorCode::JsonExpectedWholeNumber, QT_TRANSLATE_NOOP("ErrorText", "expected a whole number, got %1")},
    {ErrorCode::JsonOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "must be between %1 and %2, got %3")},
    {ErrorCode::JsonExpectedNumber, QT_TRANSLATE_NOOP("ErrorText", "expected a number, got %1")},
    {ErrorCode::JsonNegative, QT_TRANSLATE_NOOP("ErrorText", "must not be negative, got %1")},
    {ErrorCode::JsonNotPositive, QT_TRANSLATE_NOOP("ErrorText", "must be greater than zero, got %1")},
    {ErrorCode::JsonTooLarge, QT_TRANSLATE_NOOP("ErrorText", "must be at most 1,000,000,000, got %1")},
    {ErrorCode::JsonExpectedBoolean, QT_TRANSLATE_NOOP("ErrorText", "expected true or false, got %1")},
    {ErrorCode::JsonExpectedDuration, QT_TRANSLATE_NOOP("ErrorText", "expected a duration like \"5ms\", got %1")},
    {ErrorCode::JsonExpectedPercentage, QT_TRANSLATE_NOOP("ErrorText", "expected a percentage like \"1%\", got %1")},
    {ErrorCode::JsonPercentageOutOfRange, QT_TRANSLATE_NOOP("ErrorText", "must be between 0% and 100%, got %1")},
    {ErrorCode::JsonExpectedObject, QT_TRANSLATE_NOOP("ErrorText", "expected an object, got %1")},
    {ErrorCode::JsonExpectedArray, QT_TRANSLATE_NOOP("ErrorText", "expected an array, got %1")},
    {ErrorCode::JsonExpectedNonEmptyString, QT_TRANSLATE_NOOP("ErrorText", "expected a non-empty string, got %1")},
    {ErrorCode::JsonExpectedHeaders, QT_TRANSLATE_NOOP("ErrorText", "expected an object of header names and values, got %1")},

    {ErrorCode::MixNoRequests, QT_TRANSLATE_NOOP("ErrorText", "expected at least one request")},
    {ErrorCode::MixEntryNotObject, QT_TRANSLATE_NOOP("ErrorText", "expected an object such as {\"path\": \"/\"}, got %1")},
    {ErrorCode::MixOrderInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected \"weighted\" or \"sequence\", got \"%1\"")},
    {ErrorCode::MixBodyAndBodyBase64, QT_TRANSLATE_NOOP("ErrorText", "give either body or bodyBase64")},
    {ErrorCode::MixPathAndUrl, QT_TRANSLATE_NOOP("ErrorText", "give either path or url")},
    {ErrorCode::MixBodyAndBodyFile, QT_TRANSLATE_NOOP("ErrorText", "give either body or bodyFile")},
    {ErrorCode::MixBodyInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected a string or a JSON object/array, got %1")},
    {ErrorCode::MixBodyBase64Invalid, QT_TRANSLATE_NOOP("ErrorText", "expected the body's bytes in base64, got %1")},
    {ErrorCode::MixBodyFileUnreadable, QT_TRANSLATE_NOOP("ErrorText", "cannot read '%1'")},
    {ErrorCode::MixWeightNotPositive, QT_TRANSLATE_NOOP("ErrorText", "must be a number greater than 0, got %1")},
    {ErrorCode::JsonExpectedTrue, QT_TRANSLATE_NOOP("ErrorText", "expected true")},
    {ErrorCode::MixRangeExpected, QT_TRANSLATE_NOOP("ErrorText", "expected [lo, hi], two whole numbers, got %1")},
    {ErrorCode::MixRangeUpsideDown, QT_TRANSLATE_NOOP("ErrorText", "lo %1 is above hi %2")},
    {ErrorCode::MixVariableNotObject, QT_TRANSLATE_NOOP("ErrorText", "expected an object such as {\"random\": [1, 300]}, got %1")},
    {ErrorCode::MixVariableKindCount, QT_TRANSLATE_NOOP("ErrorText", "give exactly one of random, sequence, choice, file and uuid")},
    {ErrorCode::MixOnlyForFileVariable, QT_TRANSLATE_NOOP("ErrorText", "only for a file variable")},
    {ErrorCode::MixChoiceEmpty, QT_TRANSLATE_NOOP("ErrorText", "expected a non-empty array of values")},
    {ErrorCode::MixChoiceValueInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected a string or a number, got %1")},
    {ErrorCode::MixFileNameEmpty, QT_TRANSLATE_NOOP("ErrorText", "must not be empty")},
    {ErrorCode::MixPickInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected \"random\" or \"sequence\", got \"%1\"")},
    {ErrorCode::MixColumnNotNamed, QT_TRANSLATE_NOOP("ErrorText", "missing: '%1' has %2 columns, name the one to take")},
    {ErrorCode::MixColumnUnknown, QT_TRANSLATE_NOOP("ErrorText", "'%1' has no column \"%2\" (its columns: %3)")},
    {ErrorCode::MixFlowsEmpty, QT_TRANSLATE_NOOP("ErrorText", "expected at least one flow")},
    {ErrorCode::FlowStepsEmpty, QT_TRANSLATE_NOOP("ErrorText", "expected at least one step")},
    {ErrorCode::FlowOnFailureInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected \"continue\" or \"restart\", got \"%1\"")},
    {ErrorCode::FlowStatusCodeExpected, QT_TRANSLATE_NOOP("ErrorText", "expected a status code such as 200, got %1")},
    {ErrorCode::FlowStatusOrClassExpected, QT_TRANSLATE_NOOP("ErrorText", "expected a status code (200) or a class (\"2xx\"), got %1")},
    {ErrorCode::FlowCheckKindCount, QT_TRANSLATE_NOOP("ErrorText", "give exactly one of status, bodyContains, json (with equals or exists) and header")},
    {ErrorCode::FlowJsonCheckKind, QT_TRANSLATE_NOOP("ErrorText", "a json check takes either \"equals\": VALUE or \"exists\": true")},
    {ErrorCode::FlowExtractNotObject, QT_TRANSLATE_NOOP("ErrorText", "expected an object such as {\"json\": \"/token\"}, got %1")},
    {ErrorCode::FlowExtractKindCount, QT_TRANSLATE_NOOP("ErrorText", "give exactly one of json (a JSON Pointer), jsonpath, regex and header")},
    {ErrorCode::FlowGroupOnlyForRegex, QT_TRANSLATE_NOOP("ErrorText", "only for a regex")},
    {ErrorCode::FlowPickInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected \"first\" or \"random\", got \"%1\"")},
    {ErrorCode::FlowThinkInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected a duration (\"100ms\"), {\"uniform\": [\"50ms\", \"150ms\"]} or {\"exponential\": \"200ms\"}, got %1")},
    {ErrorCode::FlowThinkRangeExpected, QT_TRANSLATE_NOOP("ErrorText", "expected [min, max], two durations")},
    {ErrorCode::FlowThinkRangeUpsideDown, QT_TRANSLATE_NOOP("ErrorText", "min is above max")},
    {ErrorCode::FlowNameMissing, QT_TRANSLATE_NOOP("ErrorText", "a flow needs a name")},
    {ErrorCode::FlowNameTaken, QT_TRANSLATE_NOOP("ErrorText", "another flow or request already has the name \"%1\"")},
    {ErrorCode::FlowWeightNotPositive, QT_TRANSLATE_NOOP("ErrorText", "the weight must be greater than 0")},
    {ErrorCode::FlowNoSteps, QT_TRANSLATE_NOOP("ErrorText", "a flow needs at least one step")},
    {ErrorCode::FlowTooManySteps, QT_TRANSLATE_NOOP("ErrorText", "has %1 steps; a flow holds at most %2")},
    {ErrorCode::FlowTooManyVariables, QT_TRANSLATE_NOOP("ErrorText", "extracts %1 variables; a flow holds at most %2")},
    {ErrorCode::StepNameMissing, QT_TRANSLATE_NOOP("ErrorText", "a step needs a name")},
    {ErrorCode::StepNameTaken, QT_TRANSLATE_NOOP("ErrorText", "another step of this flow already has the name \"%1\"")},
    {ErrorCode::StepVariableExtractedLater, QT_TRANSLATE_NOOP("ErrorText", "{{%1}} is extracted by step %2 (\"%3\"), which does not come before this one")},
    {ErrorCode::StepVariableUnknown, QT_TRANSLATE_NOOP("ErrorText", "unknown variable {{%1}} (neither a variable of the set nor extracted by an earlier step)")},
    {ErrorCode::StepTooManyExtractions, QT_TRANSLATE_NOOP("ErrorText", "at most %1 extractions per step")},
    {ErrorCode::StepTooManyChecks, QT_TRANSLATE_NOOP("ErrorText", "at most %1 checks per step")},
    {ErrorCode::StepThinkNegative, QT_TRANSLATE_NOOP("ErrorText", "a think time must be 0 or more")},
    {ErrorCode::StepThinkMeanNotPositive, QT_TRANSLATE_NOOP("ErrorText", "an exponential think time needs a mean above 0")},
    {ErrorCode::StepThinkRangeInvalid, QT_TRANSLATE_NOOP("ErrorText", "a uniform think time needs 0 <= min <= max")},
    {ErrorCode::ExtractNameInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected a name of letters, digits, '_', '.' or '-' (at most 64), got \"%1\"")},
    {ErrorCode::ExtractIntoSetVariable, QT_TRANSLATE_NOOP("ErrorText", "{{%1}} is already one of the set's variables; extract into another name")},
    {ErrorCode::ExtractGroupMissing, QT_TRANSLATE_NOOP("ErrorText", "the expression has %1 group(s); group %2 does not exist")},
    {ErrorCode::StepHeaderNameInvalid, QT_TRANSLATE_NOOP("ErrorText", "expected a header name, got \"%1\"")},
    {ErrorCode::CheckStatusMissing, QT_TRANSLATE_NOOP("ErrorText", "expected a status (200), a class (\"2xx\") or a list of them")},
    {ErrorCode::CheckStatusImpossible, QT_TRANSLATE_NOOP("ErrorText", "status %1 cannot occur (HTTP statuses are 100 to 599)")},
    {ErrorCode::CheckStatusClassImpossible, QT_TRANSLATE_NOOP("ErrorText", "status class %1xx cannot occur (1xx to 5xx)")},
    {ErrorCode::CheckTextEmpty, QT_TRANSLATE_NOOP("ErrorText", "the text to look for is empty")},
    {ErrorCode::CheckExpectedMissing, QT_TRANSLATE_NOOP("ErrorText", "the expected value is missing")},
    {ErrorCode::RegexInvalid, QT_TRANSLATE_NOOP("ErrorText", "the regular expression \"%1\" cannot be used: %2 (at character %3)")},
    {ErrorCode::RegexEscapeUnsupported, QT_TRANSLATE_NOOP("ErrorText", "the regular expression \"%1\" cannot be used: the escape %2 is not supported (at character %3)")},
    {ErrorCode::RegexBackreference, QT_TRANSLATE_NOOP("ErrorText", "the regular expression \"%1\" cannot be used: the escape %2 is not supported (backreferences are not) (at character %3)")},
    {ErrorCode::JsonPointerNoSlash, QT_TRANSLATE_NOOP("ErrorText", "a JSON Pointer starts with '/' (\"/items/0/id\"), got \"%1\"")},
    {ErrorCode::JsonPointerBadTilde, QT_TRANSLATE_NOOP("ErrorText", "\"%1\" is not a JSON Pointer: '~' must be followed by 0 or 1 (at character %2)")},
    {ErrorCode::JsonPathInvalid, QT_TRANSLATE_NOOP("ErrorText", "\"%1\" is not a supported JSONPath (%2 at character %3); use $.name, $['name'], [0], [*] or .*")},
};

} // namespace

const char* errorTemplate(ErrorCode code)
{
    for (const Template& t : kTemplates)
        if (t.code == code)
            return t.text;
    return "%1";
}

const std::vector<ErrorCode>& allErrorCodes()
{
    static const std::vector<ErrorCode> codes = [] {
        std::vector<ErrorCode> out;
        for (const Template& t : kTemplates)
            out.push_back(t.code);
        return out;
    }();
    return codes;
}

std::string fillTemplate(const std::string& templ, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(templ.size());
    for (size_t i = 0; i < templ.size(); ++i) {
        const char c = templ[i];
        if (c == '%' && i + 1 < templ.size() && templ[i + 1] >= '1' && templ[i + 1] <= '9') {
            const size_t n = size_t(templ[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Error::reason() const
{
    if (code == ErrorCode::Plain)
        return detail;
    return fillTemplate(errorTemplate(code), args);
}

std::string Error::text() const
{
    const std::string r = reason();
    return field.empty() ? r : field + ": " + r;
}

} // namespace bw
