// bw::Error: the English sentence of every code with its arguments (what the
// CLI prints), validateConfig and parseUrl naming each reason by its code, the
// one-pass placeholder substitution, and Result<T>.
#include "engine/load_config.h"
#include "engine/url.h"
#include "target/attach.h"
#include "target/cpu_list.h"
#include "target/launch_spec.h"
#include "target/readiness.h"
#include "target/size_parse.h"
#include "test_main.h"
#include "util/command_line.h"
#include "util/error.h"
#include "util/units.h"

#include <QSet>
#include <QtTest>

#include <cctype>
#include <limits>

using bw::Error;
using bw::ErrorCode;

class TestError : public QObject {
    Q_OBJECT
private slots:
    void englishTextOfEveryCode_data();
    void englishTextOfEveryCode();
    void everyCodeHasARow();
    void plainErrorKeepsItsSentence();
    void fillTemplateIsOnePass();
    void configReasons_data();
    void configReasons();
    void urlReasons_data();
    void urlReasons();
    void commandAndEnvironmentReasons();
    void inputParsersNameTheirCodes();
    void resultHoldsValueOrError();
};

namespace {

// The rows of englishTextOfEveryCode, also counted by everyCodeHasARow.
struct Row {
    ErrorCode code;
    const char* field;
    std::vector<std::string> args;
    const char* text;
};

const std::vector<Row>& rows()
{
    static const std::vector<Row> r = {
        {ErrorCode::UrlMissing, "url", {}, "url: no URL given"},
        {ErrorCode::UrlWhitespace, "url", {"http://a b/"}, "url: URL contains whitespace: 'http://a b/'"},
        {ErrorCode::UrlNoScheme, "url", {"example.com"}, "url: URL has no scheme (expected http:// or https://): 'example.com'"},
        {ErrorCode::UrlUnsupportedScheme, "url", {"ftp"}, "url: unsupported scheme 'ftp' (expected http or https)"},
        {ErrorCode::UrlCredentials, "url", {}, "url: credentials in the URL are not supported; send an Authorization header instead"},
        {ErrorCode::UrlNoHost, "url", {"http:///x"}, "url: URL has no host: 'http:///x'"},
        {ErrorCode::UrlUnterminatedIpv6, "url", {"http://[::1/"}, "url: unterminated IPv6 address in URL: 'http://[::1/'"},
        {ErrorCode::UrlTextAfterIpv6, "url", {"x"}, "url: unexpected text after IPv6 address: 'x'"},
        {ErrorCode::UrlInvalidPort, "url", {"8o"}, "url: invalid port '8o'"},
        {ErrorCode::UrlPortOutOfRange, "url", {"70000"}, "url: port out of range: 70000"},
        {ErrorCode::ConnectionsTooFew, "connections", {}, "connections: must be at least 1"},
        {ErrorCode::ConnectionsTooMany, "connections", {}, "connections: more than 1,000,000 connections"},
        {ErrorCode::ThreadsNegative, "threads", {}, "threads: must be at least 1 (or 0 for one per core)"},
        {ErrorCode::DurationNotPositive, "duration", {}, "duration: must be greater than zero"},
        {ErrorCode::WarmupNegative, "warmup", {}, "warmup: must not be negative"},
        {ErrorCode::RateNegative, "rate", {}, "rate: must not be negative"},
        {ErrorCode::RateTooHigh, "rate", {"2e+07", "10,000,000"}, "rate: 2e+07 requests/s: at most 10,000,000"},
        {ErrorCode::TimeoutNotPositive, "timeout", {}, "timeout: must be greater than zero"},
        {ErrorCode::StageNegative, "stages", {}, "stages: a stage needs a non-negative duration and target"},
        {ErrorCode::MethodInvalid, "method", {"GE T"}, "method: not a valid HTTP method: 'GE T'"},
        {ErrorCode::HeaderNameInvalid, "header", {"Bad;Name", "';'"},
         "header: 'Bad;Name' is not a valid header name: ';' is not allowed in one (a name is an RFC 9110 token: ASCII "
         "letters, digits and marks, no spaces, controls or any of \"(),/:;<=>?@[\\]{})"},
        {ErrorCode::HeaderNameEmpty, "header", {}, "header: a header needs a name (expected 'Name: value')"},
        {ErrorCode::HeaderValueLineBreak, "header", {"X-A"}, "header: header value contains a line break: 'X-A'"},
        {ErrorCode::ContentLengthMismatch, "header", {"7", "3"},
         "header: 'Content-Length: 7' disagrees with the body, which is 3 bytes; leave the header out (Benchwork sets it)"},
        {ErrorCode::TlsMinInvalid, "tls-min", {"1.1"}, "tls-min: must be 1.2 or 1.3, not '1.1'"},
        {ErrorCode::NativeNoProxy, "engine", {}, "engine: the native engine does not use proxies; use --engine curl"},
        {ErrorCode::StreamsOutOfRange, "streams", {"0", "1000"}, "streams: 0 streams per connection: must be 1 to 1000"},
        {ErrorCode::Http2SettingNeedsHttp2, "h2-window", {}, "h2-window: an HTTP/2 setting: it needs --http2"},
        {ErrorCode::StreamsNeedMultiplexing, "streams", {}, "streams: more than one stream per connection needs --http2 or --http3"},
        {ErrorCode::Http2AndHttp3, "http3", {}, "http3: --http2 and --http3 exclude each other"},
        {ErrorCode::Http3NotBuilt, "http3", {},
         "http3: this Benchwork was built without HTTP/3: ngtcp2, nghttp3 or GnuTLS was missing when it was configured "
         "(docs/http3.md)"},
        {ErrorCode::Http3NeedsHttps, "http3", {}, "http3: HTTP/3 needs an https:// URL (QUIC is always encrypted)"},
        {ErrorCode::Http3NeedsNative, "http3", {},
         "http3: HTTP/3 runs on the native engine only: not with --engine curl or a proxy"},
        {ErrorCode::Http3NoRequestSet, "http3", {},
         "http3: HTTP/3 sends one request: a request set (--mix, --targets, --urls, --har) needs HTTP/1.1 or --http2"},
        {ErrorCode::Http2SettingNeedsNative, "h2-window", {},
         "h2-window: a setting of the native HTTP/2 engine: libcurl (--engine curl, --proxy) multiplexes and sizes its "
         "windows itself"},
        {ErrorCode::HostUnresolved, "url", {"no-such.invalid", "Name or service not known"},
         "url: cannot resolve host 'no-such.invalid': Name or service not known"},
        {ErrorCode::FileLimitTooLow, "connections", {"5000", "5064", "1024", "4096"},
         "connections: 5000 connections needs about 5064 open files, but the limit is 1024 (hard limit 4096); raise it "
         "with `ulimit -n 5064` or use fewer connections"},
        {ErrorCode::EnvironmentEntryInvalid, "", {"PORT"}, "expected NAME=value, got 'PORT'"},
        {ErrorCode::CommandUnterminatedSingleQuote, "", {"node 'a"}, "unterminated single quote in command: node 'a"},
        {ErrorCode::CommandUnterminatedDoubleQuote, "", {"node \"a"}, "unterminated double quote in command: node \"a"},
        {ErrorCode::CommandEmpty, "", {}, "empty command"},
        {ErrorCode::DurationEmpty, "--duration", {}, "--duration: empty duration"},
        {ErrorCode::DurationInvalid, "--duration", {"1.2.3s"},
         "--duration: not a duration: '1.2.3s' (expected e.g. 30s, 2m, 1m30s, 500ms, 500us)"},
        {ErrorCode::DurationUnknownUnit, "--duration", {"y", "5y"},
         "--duration: unknown duration unit 'y' in '5y' (use us, ms, s, m or h)"},
        {ErrorCode::NumberInvalid, "", {"5abc"}, "not a number: '5abc'"},
        {ErrorCode::CountInvalid, "--connections", {"10x"}, "--connections: not a count: '10x' (expected e.g. 1000, 10k, 1M)"},
        {ErrorCode::DurationTooLong, "--duration", {"99999999999999999999s", "720h"},
         "--duration: '99999999999999999999s' is longer than 720h, the longest duration Benchwork takes"},
        {ErrorCode::CountTooLarge, "--requests", {"2000T", "1,000,000,000,000,000"},
         "--requests: '2000T' is more than 1,000,000,000,000,000, the largest count Benchwork takes"},
        {ErrorCode::CpuListEmpty, "", {}, "the CPU list is empty (expected e.g. \"0,1\" or \"0-3,6\")"},
        {ErrorCode::CpuListEmptyEntry, "", {"0,,1"}, "empty entry in CPU list '0,,1'"},
        {ErrorCode::CpuListNotANumber, "", {"a", "0,a"}, "'a' in CPU list '0,a' is not a CPU number"},
        {ErrorCode::CpuListNotARange, "", {"1-x", "1-x"}, "'1-x' in CPU list '1-x' is not a CPU range like 0-3"},
        {ErrorCode::CpuListBackwards, "", {"3-1", "3-1"}, "range '3-1' in CPU list '3-1' runs backwards"},
        {ErrorCode::CpuListCpuOutOfRange, "--cpus", {"9999", "0,9999", "4095"},
         "--cpus: CPU 9999 in CPU list '0,9999' is out of range (0-4095)"},
        {ErrorCode::ReadinessHttps, "", {"https://h/"},
         "readiness URL 'https://h/' uses https; readiness probes speak plain HTTP, use http:// or tcp:HOST:PORT"},
        {ErrorCode::ReadinessNotUnderstood, "", {"port 3000"},
         "readiness 'port 3000' is not understood (expected none, tcp:HOST:PORT or http://HOST:PORT/PATH)"},
        {ErrorCode::ReadinessBadIpv6, "", {"tcp:[::1"}, "readiness 'tcp:[::1': expected tcp:[IPv6]:PORT"},
        {ErrorCode::ReadinessNoPort, "", {"tcp:localhost"}, "readiness 'tcp:localhost' has no port (expected tcp:HOST:PORT)"},
        {ErrorCode::ReadinessNoHost, "", {"tcp::80"}, "readiness 'tcp::80' has no host (expected tcp:HOST:PORT)"},
        {ErrorCode::ReadinessInvalidPort, "", {"tcp:h:x", "x"}, "readiness 'tcp:h:x': 'x' is not a port number"},
        {ErrorCode::ReadinessPortOutOfRange, "", {"tcp:h:99999", "99999"},
         "readiness 'tcp:h:99999': port 99999 is out of range (1-65535)"},
        {ErrorCode::MemorySizeEmpty, "", {}, "the memory size is empty (expected e.g. 512M, 2G or 1048576)"},
        {ErrorCode::MemorySizeInvalid, "", {"lots"}, "'lots' is not a memory size (expected e.g. 512M, 2G or 1048576)"},
        {ErrorCode::MemorySizeUnknownUnit, "--memory", {"X", "512X"},
         "--memory: unknown unit 'X' in memory size '512X' (use K, M, G or T)"},
        {ErrorCode::MemorySizeFractionalBytes, "", {"1.5"}, "a size in bytes must be a whole number: '1.5'"},
        {ErrorCode::MemorySizeTooLarge, "", {"99999999T"}, "memory size '99999999T' is too large"},
        {ErrorCode::MemorySizeZero, "", {"0"}, "memory size '0' is zero"},
        {ErrorCode::PidInvalid, "--pid", {"abc"}, "--pid: 'abc' is not a process id (expected a positive number)"},
        {ErrorCode::PidOutOfRange, "", {"9999999999"}, "process id 9999999999 is out of range"},
        {ErrorCode::CpuQuotaInvalid, "--cpu-quota", {"half"},
         "--cpu-quota: 'half' is not a CPU quota (expected CPUs' worth of time, e.g. 0.5, 1 or 2)"},
        {ErrorCode::CpuQuotaOutOfRange, "", {"0.001"}, "CPU quota 0.001 is out of range (0.01 to 1024 CPUs)"},
        {ErrorCode::SplitInvalid, "--split", {"2-2"},
         "--split: '2-2' is not a core split (expected auto, off, or the server's and the client's CPUs as S:C, e.g. 2:2)"},
        {ErrorCode::SplitTooLarge, "--split", {"3:2", "5", "2", "0-1"}, "--split: 3:2 needs 5 CPUs; this process may use 2 (0-1)"},
        {ErrorCode::LinkUnknown, "--link", {"dsl"},
         "--link: 'dsl' is not a link profile (local, lan, wifi, wifi-poor, lte, intercontinental, or figures such as "
         "rtt=40ms,jitter=10ms,rate=50mbit,loss=0.5%)"},
        {ErrorCode::LinkBadKey, "", {"delay", "delay=5ms"},
         "'delay' in link 'delay=5ms' is not one of rtt, jitter, rate, loss, queue (a profile's name comes first)"},
        {ErrorCode::LinkBadValue, "", {"loss", "80%", "wifi,loss=80%"},
         "loss=80% in link 'wifi,loss=80%' is out of range or malformed (rtt and jitter up to 10s, e.g. 40ms; rate "
         "e.g. 50mbit; loss 0 to 50%; queue at least 1500 bytes, e.g. 256K)"},
        {ErrorCode::LinkNeedsNative, "link", {}, "link: a link needs the native engine (not --engine curl or --proxy)"},
        {ErrorCode::SplitWithCpus, "split", {"1:1"}, "split: 1:1 and the target's CPU list both place the target: give one of them"},
        {ErrorCode::MergeTooFew, "", {"1"}, "merging needs at least two results; got 1"},
        {ErrorCode::MergeNotAgent, "", {"a.json"},
         "a.json is not an agent's result (run each agent with --agents N --agent-index I)"},
        {ErrorCode::MergeNoHistogram, "", {"a.json"},
         "a.json has no latency histogram, so it cannot be merged exactly (write it with --json, which keeps the "
         "histograms)"},
        {ErrorCode::MergeAgentCount, "", {"a.json", "2", "b.json", "3"},
         "a.json is one of 2 agents but b.json is one of 3: they are not parts of the same run"},
        {ErrorCode::MergeIndexTwice, "", {"a.json", "b.json", "0"},
         "a.json and b.json are both agent 0: overlapping indices, one agent would count twice"},
        {ErrorCode::MergeUrlDiffers, "", {"a.json", "http://h/a", "b.json", "http://h/b"},
         "a.json loaded http://h/a but b.json loaded http://h/b: different URLs"},
        {ErrorCode::MergeShapeDiffers, "", {"a.json", "b.json", "duration"},
         "a.json and b.json ran different load shapes: duration differs"},
        {ErrorCode::MergeStartsApart, "", {"a.json", "b.json", "3.2", "1"},
         "a.json and b.json started 3.2 s apart, more than the tolerance of 1 s: they did not run together (start "
         "them with --start-at, or raise --start-tolerance)"},
        {ErrorCode::StageTooManyVus, "stages", {"100000", "200000"},
         "stages: a stage's target is a number of VUs in the closed model: at most 100000, got 200000"},
        {ErrorCode::StagesLastNoTime, "stages", {}, "stages: the stages last 0 s in total"},
        {ErrorCode::MaxVusOutOfRange, "max-vus", {"-1", "100000"}, "max-vus: -1 VUs: must be 0 (none beyond the schedule) to 100000"},
        {ErrorCode::SteerNotRunning, "", {}, "no run is under way to change (not started, or ending)"},
        {ErrorCode::SteerVusInOpenModel, "vus", {}, "vus: this run sends at a set rate (open model): change its rate, not its VUs"},
        {ErrorCode::SteerRateInClosedModel, "rate", {},
         "rate: this run has a set number of VUs (closed model): change its VUs; to steer the rate, start the run with a rate"},
        {ErrorCode::SteerVusOutOfRange, "vus", {"5000", "1000"},
         "vus: 5000 VUs: this run has room for 0 to 1000 (start it with more room for VUs)"},
        {ErrorCode::SteerRateOutOfRange, "rate", {"2e+07", "10000000"}, "rate: 2e+07 requests/s: must be 0 to 10000000"},
        {ErrorCode::SteerTooManyChanges, "", {"4096"}, "this run has taken the most changes it can record (4096)"},
        {ErrorCode::JsonUnknownFieldNear, "$.wieght", {"wieght", "weight"}, "$.wieght: unknown field \"wieght\" (did you mean \"weight\"?)"},
        {ErrorCode::JsonUnknownField, "$.x", {"x", "a, b"}, "$.x: unknown field \"x\" (known fields: a, b)"},
        {ErrorCode::JsonMissing, "$.url", {}, "$.url: missing (required)"},
        {ErrorCode::JsonExpectedString, "$.url", {"3"}, "$.url: expected a string, got 3"},
        {ErrorCode::JsonExpectedWholeNumber, "$.vus", {"1.5"}, "$.vus: expected a whole number, got 1.5"},
        {ErrorCode::JsonOutOfRange, "$.seed", {"0", "10", "11"}, "$.seed: must be between 0 and 10, got 11"},
        {ErrorCode::JsonExpectedNumber, "$.rate", {"\"x\""}, "$.rate: expected a number, got \"x\""},
        {ErrorCode::JsonNegative, "$.rate", {"-1"}, "$.rate: must not be negative, got -1"},
        {ErrorCode::JsonNotPositive, "$.rate", {"0"}, "$.rate: must be greater than zero, got 0"},
        {ErrorCode::JsonTooLarge, "$.rate", {"1e12"}, "$.rate: must be at most 1,000,000,000, got 1e12"},
        {ErrorCode::JsonExpectedBoolean, "$.on", {"null"}, "$.on: expected true or false, got null"},
        {ErrorCode::JsonExpectedDuration, "$.d", {"5"}, "$.d: expected a duration like \"5ms\", got 5"},
        {ErrorCode::JsonExpectedPercentage, "$.e", {"0.5"}, "$.e: expected a percentage like \"1%\", got 0.5"},
        {ErrorCode::JsonPercentageOutOfRange, "$.e", {"\"120%\""}, "$.e: must be between 0% and 100%, got \"120%\""},
        {ErrorCode::JsonExpectedObject, "$.slo", {"an array"}, "$.slo: expected an object, got an array"},
        {ErrorCode::JsonExpectedArray, "$.tags", {"an object"}, "$.tags: expected an array, got an object"},
        {ErrorCode::JsonExpectedNonEmptyString, "$.tags[0]", {"\"\""}, "$.tags[0]: expected a non-empty string, got \"\""},
        {ErrorCode::JsonExpectedHeaders, "headers", {"5"}, "headers: expected an object of header names and values, got 5"},
        {ErrorCode::MixNoRequests, "$.requests", {}, "$.requests: expected at least one request"},
        {ErrorCode::MixEntryNotObject, "request 1", {"5"}, "request 1: expected an object such as {\"path\": \"/\"}, got 5"},
        {ErrorCode::MixOrderInvalid, "$.order", {"random"}, "$.order: expected \"weighted\" or \"sequence\", got \"random\""},
        {ErrorCode::MixBodyAndBodyBase64, "bodyBase64", {}, "bodyBase64: give either body or bodyBase64"},
        {ErrorCode::MixPathAndUrl, "request 1", {}, "request 1: give either path or url"},
        {ErrorCode::MixBodyAndBodyFile, "bodyFile", {}, "bodyFile: give either body or bodyFile"},
        {ErrorCode::MixBodyInvalid, "body", {"5"}, "body: expected a string or a JSON object/array, got 5"},
        {ErrorCode::MixBodyBase64Invalid, "bodyBase64", {"\"!!\""}, "bodyBase64: expected the body's bytes in base64, got \"!!\""},
        {ErrorCode::MixBodyFileUnreadable, "bodyFile", {"/nope/b.bin"}, "bodyFile: cannot read '/nope/b.bin'"},
        {ErrorCode::MixWeightNotPositive, "weight", {"0"}, "weight: must be a number greater than 0, got 0"},
        {ErrorCode::JsonExpectedTrue, "step 1", {}, "step 1: expected true"},
        {ErrorCode::MixRangeExpected, "step 1", {"\"x\""}, "step 1: expected [lo, hi], two whole numbers, got \"x\""},
        {ErrorCode::MixRangeUpsideDown, "step 1", {"9", "3"}, "step 1: lo 9 is above hi 3"},
        {ErrorCode::MixVariableNotObject, "step 1", {"5"}, "step 1: expected an object such as {\"random\": [1, 300]}, got 5"},
        {ErrorCode::MixVariableKindCount, "step 1", {}, "step 1: give exactly one of random, sequence, choice, file and uuid"},
        {ErrorCode::MixOnlyForFileVariable, "step 1", {}, "step 1: only for a file variable"},
        {ErrorCode::MixChoiceEmpty, "step 1", {}, "step 1: expected a non-empty array of values"},
        {ErrorCode::MixChoiceValueInvalid, "step 1", {"an object"}, "step 1: expected a string or a number, got an object"},
        {ErrorCode::MixFileNameEmpty, "step 1", {}, "step 1: must not be empty"},
        {ErrorCode::MixPickInvalid, "step 1", {"first"}, "step 1: expected \"random\" or \"sequence\", got \"first\""},
        {ErrorCode::MixColumnNotNamed, "step 1", {"users.csv", "3"}, "step 1: missing: 'users.csv' has 3 columns, name the one to take"},
        {ErrorCode::MixColumnUnknown, "step 1", {"users.csv", "mail", "id, name"}, "step 1: 'users.csv' has no column \"mail\" (its columns: id, name)"},
        {ErrorCode::MixFlowsEmpty, "step 1", {}, "step 1: expected at least one flow"},
        {ErrorCode::FlowStepsEmpty, "step 1", {}, "step 1: expected at least one step"},
        {ErrorCode::FlowOnFailureInvalid, "step 1", {"stop"}, "step 1: expected \"continue\" or \"restart\", got \"stop\""},
        {ErrorCode::FlowStatusCodeExpected, "step 1", {"\"ok\""}, "step 1: expected a status code such as 200, got \"ok\""},
        {ErrorCode::FlowStatusOrClassExpected, "step 1", {"true"}, "step 1: expected a status code (200) or a class (\"2xx\"), got true"},
        {ErrorCode::FlowCheckKindCount, "step 1", {}, "step 1: give exactly one of status, bodyContains, json (with equals or exists) and header"},
        {ErrorCode::FlowJsonCheckKind, "step 1", {}, "step 1: a json check takes either \"equals\": VALUE or \"exists\": true"},
        {ErrorCode::FlowExtractNotObject, "step 1", {"7"}, "step 1: expected an object such as {\"json\": \"/token\"}, got 7"},
        {ErrorCode::FlowExtractKindCount, "step 1", {}, "step 1: give exactly one of json (a JSON Pointer), jsonpath, regex and header"},
        {ErrorCode::FlowGroupOnlyForRegex, "step 1", {}, "step 1: only for a regex"},
        {ErrorCode::FlowPickInvalid, "step 1", {"last"}, "step 1: expected \"first\" or \"random\", got \"last\""},
        {ErrorCode::FlowThinkInvalid, "step 1", {"\"soon\""}, "step 1: expected a duration (\"100ms\"), {\"uniform\": [\"50ms\", \"150ms\"]} or {\"exponential\": \"200ms\"}, got \"soon\""},
        {ErrorCode::FlowThinkRangeExpected, "step 1", {}, "step 1: expected [min, max], two durations"},
        {ErrorCode::FlowThinkRangeUpsideDown, "step 1", {}, "step 1: min is above max"},
        {ErrorCode::FlowNameMissing, "step 1", {}, "step 1: a flow needs a name"},
        {ErrorCode::FlowNameTaken, "step 1", {"buy"}, "step 1: another flow or request already has the name \"buy\""},
        {ErrorCode::FlowWeightNotPositive, "step 1", {}, "step 1: the weight must be greater than 0"},
        {ErrorCode::FlowNoSteps, "step 1", {}, "step 1: a flow needs at least one step"},
        {ErrorCode::FlowTooManySteps, "step 1", {"70", "64"}, "step 1: has 70 steps; a flow holds at most 64"},
        {ErrorCode::FlowTooManyVariables, "step 1", {"40", "32"}, "step 1: extracts 40 variables; a flow holds at most 32"},
        {ErrorCode::StepNameMissing, "step 1", {}, "step 1: a step needs a name"},
        {ErrorCode::StepNameTaken, "step 1", {"open"}, "step 1: another step of this flow already has the name \"open\""},
        {ErrorCode::StepVariableExtractedLater, "step 1", {"token", "2", "login"}, "step 1: {{token}} is extracted by step 2 (\"login\"), which does not come before this one"},
        {ErrorCode::StepVariableUnknown, "step 1", {"cart"}, "step 1: unknown variable {{cart}} (neither a variable of the set nor extracted by an earlier step)"},
        {ErrorCode::StepTooManyExtractions, "step 1", {"8"}, "step 1: at most 8 extractions per step"},
        {ErrorCode::StepTooManyChecks, "step 1", {"16"}, "step 1: at most 16 checks per step"},
        {ErrorCode::StepThinkNegative, "step 1", {}, "step 1: a think time must be 0 or more"},
        {ErrorCode::StepThinkMeanNotPositive, "step 1", {}, "step 1: an exponential think time needs a mean above 0"},
        {ErrorCode::StepThinkRangeInvalid, "step 1", {}, "step 1: a uniform think time needs 0 <= min <= max"},
        {ErrorCode::ExtractNameInvalid, "step 1", {"a b"}, "step 1: expected a name of letters, digits, '_', '.' or '-' (at most 64), got \"a b\""},
        {ErrorCode::ExtractIntoSetVariable, "step 1", {"id"}, "step 1: {{id}} is already one of the set's variables; extract into another name"},
        {ErrorCode::ExtractGroupMissing, "step 1", {"1", "2"}, "step 1: the expression has 1 group(s); group 2 does not exist"},
        {ErrorCode::StepHeaderNameInvalid, "step 1", {"X A"}, "step 1: expected a header name, got \"X A\""},
        {ErrorCode::CheckStatusMissing, "step 1", {}, "step 1: expected a status (200), a class (\"2xx\") or a list of them"},
        {ErrorCode::CheckStatusImpossible, "step 1", {"700"}, "step 1: status 700 cannot occur (HTTP statuses are 100 to 599)"},
        {ErrorCode::CheckStatusClassImpossible, "step 1", {"7"}, "step 1: status class 7xx cannot occur (1xx to 5xx)"},
        {ErrorCode::CheckTextEmpty, "step 1", {}, "step 1: the text to look for is empty"},
        {ErrorCode::CheckExpectedMissing, "step 1", {}, "step 1: the expected value is missing"},
        {ErrorCode::RegexInvalid, "step 1", {"(a", "a '(' without ')'", "1"}, "step 1: the regular expression \"(a\" cannot be used: a '(' without ')' (at character 1)"},
        {ErrorCode::RegexEscapeUnsupported, "step 1", {"\\q", "\\q", "1"}, "step 1: the regular expression \"\\q\" cannot be used: the escape \\q is not supported (at character 1)"},
        {ErrorCode::RegexBackreference, "step 1", {"(a)\\1", "\\1", "4"}, "step 1: the regular expression \"(a)\\1\" cannot be used: the escape \\1 is not supported (backreferences are not) (at character 4)"},
        {ErrorCode::JsonPointerNoSlash, "step 1", {"items"}, "step 1: a JSON Pointer starts with '/' (\"/items/0/id\"), got \"items\""},
        {ErrorCode::JsonPointerBadTilde, "step 1", {"/a~2", "3"}, "step 1: \"/a~2\" is not a JSON Pointer: '~' must be followed by 0 or 1 (at character 3)"},
        {ErrorCode::JsonPathInvalid, "step 1", {"$..id", "recursive descent '..' is not supported", "2"}, "step 1: \"$..id\" is not a supported JSONPath (recursive descent '..' is not supported at character 2); use $.name, $['name'], [0], [*] or .*"},
    };
    return r;
}

} // namespace

void TestError::englishTextOfEveryCode_data()
{
    QTest::addColumn<int>("row");
    for (size_t i = 0; i < rows().size(); ++i)
        QTest::newRow(rows()[i].text) << int(i);
}

void TestError::englishTextOfEveryCode()
{
    QFETCH(int, row);
    const Row& r = rows()[size_t(row)];
    const Error e(r.code, r.field, r.args);
    QCOMPARE(QString::fromStdString(e.text()), QString::fromUtf8(r.text));
    // The reason is the text without "field: ".
    const std::string prefix = *r.field ? std::string(r.field) + ": " : std::string();
    QCOMPARE(QString::fromStdString(prefix + e.reason()), QString::fromUtf8(r.text));
    // Every argument shows in the sentence, none is left as a placeholder.
    for (const std::string& a : r.args)
        QVERIFY2(e.reason().find(a) != std::string::npos, a.c_str());
    // (a literal percent sign is text: "1%", "0% and 100%")
    for (size_t at = e.reason().find('%'); at != std::string::npos; at = e.reason().find('%', at + 1))
        QVERIFY2(at + 1 >= e.reason().size() || !std::isdigit(static_cast<unsigned char>(e.reason()[at + 1])), e.reason().c_str());
}

void TestError::everyCodeHasARow()
{
    QSet<int> tested;
    for (const Row& r : rows())
        tested.insert(int(r.code));
    for (ErrorCode c : bw::allErrorCodes())
        QVERIFY2(tested.contains(int(c)), qPrintable(QString("code %1 has no row").arg(int(c))));
    QCOMPARE(tested.size(), int(bw::allErrorCodes().size()));
    QVERIFY(!tested.contains(int(ErrorCode::Plain)));
}

void TestError::plainErrorKeepsItsSentence()
{
    const Error located("$.scenarios[2].slo.p99", "expected a duration like \"5ms\", got 12");
    QCOMPARE(located.code, ErrorCode::Plain);
    QCOMPARE(QString::fromStdString(located.text()), QString("$.scenarios[2].slo.p99: expected a duration like \"5ms\", got 12"));
    QCOMPARE(QString::fromStdString(located.reason()), QString("expected a duration like \"5ms\", got 12"));
    // A sentence from a library with a '%' in it is not a template.
    const Error unplaced(std::string(), "curl_multi_init failed");
    QCOMPARE(unplaced.code, ErrorCode::Plain);
    QCOMPARE(QString::fromStdString(unplaced.text()), QString("curl_multi_init failed"));
    const Error bare("", "disk 100%1 full");
    QCOMPARE(QString::fromStdString(bare.text()), QString("disk 100%1 full"));
}

void TestError::fillTemplateIsOnePass()
{
    // An argument's own placeholder is not filled by the next argument.
    QCOMPARE(QString::fromStdString(bw::fillTemplate("%1 and %2", {"a%2", "b"})), QString("a%2 and b"));
    // Order follows the numbers, a number may repeat, a missing one stays.
    QCOMPARE(QString::fromStdString(bw::fillTemplate("%2/%1/%2 %3", {"x", "y"})), QString("y/x/y %3"));
    QCOMPARE(QString::fromStdString(bw::fillTemplate("100% sure, %", {"x"})), QString("100% sure, %"));
}

void TestError::configReasons_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("mutation");
    QTest::newRow("no url") << int(ErrorCode::UrlMissing) << "url" << QStringList{} << 0;
    QTest::newRow("ftp") << int(ErrorCode::UrlUnsupportedScheme) << "url" << QStringList{"ftp"} << 1;
    QTest::newRow("0 vus") << int(ErrorCode::ConnectionsTooFew) << "connections" << QStringList{} << 2;
    QTest::newRow("too many vus") << int(ErrorCode::ConnectionsTooMany) << "connections" << QStringList{} << 3;
    QTest::newRow("threads") << int(ErrorCode::ThreadsNegative) << "threads" << QStringList{} << 4;
    QTest::newRow("duration") << int(ErrorCode::DurationNotPositive) << "duration" << QStringList{} << 5;
    QTest::newRow("warmup") << int(ErrorCode::WarmupNegative) << "warmup" << QStringList{} << 6;
    QTest::newRow("rate") << int(ErrorCode::RateNegative) << "rate" << QStringList{} << 7;
    QTest::newRow("timeout") << int(ErrorCode::TimeoutNotPositive) << "timeout" << QStringList{} << 8;
    QTest::newRow("stage") << int(ErrorCode::StageNegative) << "stages" << QStringList{} << 9;
    QTest::newRow("method") << int(ErrorCode::MethodInvalid) << "method" << QStringList{"GE T"} << 10;
    QTest::newRow("header name") << int(ErrorCode::HeaderNameInvalid) << "header" << QStringList{"X Bad", "' ' (0x20)"} << 11;
    QTest::newRow("header value") << int(ErrorCode::HeaderValueLineBreak) << "header" << QStringList{"X-A"} << 12;
    QTest::newRow("content-length") << int(ErrorCode::ContentLengthMismatch) << "header" << QStringList{"7", "3"} << 13;
    QTest::newRow("tls-min") << int(ErrorCode::TlsMinInvalid) << "tls-min" << QStringList{"1.1"} << 14;
    QTest::newRow("native proxy") << int(ErrorCode::NativeNoProxy) << "engine" << QStringList{} << 16;
    QTest::newRow("0 streams") << int(ErrorCode::StreamsOutOfRange) << "streams" << QStringList{"0", "1000"} << 15;
    QTest::newRow("1001 streams") << int(ErrorCode::StreamsOutOfRange) << "streams" << QStringList{"1001", "1000"} << 17;
    QTest::newRow("streams without h2 or h3") << int(ErrorCode::StreamsNeedMultiplexing) << "streams" << QStringList{} << 18;
    QTest::newRow("window without h2") << int(ErrorCode::Http2SettingNeedsHttp2) << "h2-window" << QStringList{} << 19;
    QTest::newRow("streams on curl") << int(ErrorCode::Http2SettingNeedsNative) << "streams" << QStringList{} << 20;
    QTest::newRow("window through a proxy") << int(ErrorCode::Http2SettingNeedsNative) << "h2-window" << QStringList{} << 21;
    QTest::newRow("stage above the VU limit") << int(ErrorCode::StageTooManyVus) << "stages" << QStringList{"100000", "200000"} << 22;
    QTest::newRow("stages of 0 s") << int(ErrorCode::StagesLastNoTime) << "stages" << QStringList{} << 23;
    QTest::newRow("max-vus") << int(ErrorCode::MaxVusOutOfRange) << "max-vus" << QStringList{"100001", "100000"} << 24;
    // A header name with a ';' (sent as it was before), and one with no name.
    QTest::newRow("header name with ;") << int(ErrorCode::HeaderNameInvalid) << "header" << QStringList{"Bad;Name", "';'"} << 25;
    QTest::newRow("header without a name") << int(ErrorCode::HeaderNameEmpty) << "header" << QStringList{} << 26;
    // What no option can give any more, from the window or a stored config:
    // refused before the engine turns it into nanoseconds.
    QTest::newRow("duration past 720h") << int(ErrorCode::DurationTooLong) << "duration" << QStringList{"1e+20s", "720h"} << 27;
    QTest::newRow("warmup past 720h") << int(ErrorCode::DurationTooLong) << "warmup" << QStringList{"721h0m", "720h"} << 28;
    QTest::newRow("timeout past 720h") << int(ErrorCode::DurationTooLong) << "timeout" << QStringList{"inf" "s", "720h"} << 29;
    QTest::newRow("stages past 720h in all") << int(ErrorCode::DurationTooLong) << "stages" << QStringList{"800h0m", "720h"} << 30;
    QTest::newRow("rate past 10M") << int(ErrorCode::RateTooHigh) << "rate" << QStringList{"20,000,000", "10,000,000"} << 31;
    QTest::newRow("stage rate past 10M") << int(ErrorCode::RateTooHigh) << "stages" << QStringList{"1,000,000,000,000,000", "10,000,000"} << 32;
}

void TestError::configReasons()
{
    QFETCH(int, code);
    QFETCH(QString, field);
    QFETCH(QStringList, args);
    QFETCH(int, mutation);
    bw::LoadConfig c;
    c.url = "http://127.0.0.1:8080/json";
    QVERIFY(!bw::validateConfig(c));
    switch (mutation) {
    case 0: c.url.clear(); break;
    case 1: c.url = "ftp://127.0.0.1/x"; break;
    case 2: c.connections = 0; break;
    case 3: c.connections = 1000001; break;
    case 4: c.threads = -1; break;
    case 5: c.durationSec = 0; break;
    case 6: c.warmupSec = -1; break;
    case 7: c.rate = -5; break;
    case 8: c.timeoutSec = 0; break;
    case 9: c.stages = {{-1, 10}}; break;
    case 10: c.method = "GE T"; break;
    case 11: c.headers = {{"X Bad", "1"}}; break;
    case 12: c.headers = {{"X-A", "1\r\nX-B: 2"}}; break;
    case 13: c.body = "abc"; c.headers = {{"Content-Length", " 7 "}}; break;
    case 14: c.tlsMin = "1.1"; break;
    case 15: c.streams = 0; break;
    case 16: c.engine = bw::EngineKind::Native; c.proxy = "http://proxy:3128"; break;
    case 17: c.http2 = true; c.streams = 1001; break;
    case 18: c.streams = 4; break;
    case 19: c.h2WindowBytes = 65536; break;
    case 20: c.engine = bw::EngineKind::Curl; c.http2 = true; c.streams = 4; break;
    case 21: c.http2 = true; c.proxy = "http://proxy:3128"; c.h2WindowBytes = 65536; break;
    case 22: c.stages = {{10, 50}, {10, 200000}}; break;   // with a rate, the same stages would be requests/s
    case 23: c.stages = {{0, 50}, {0, 100}}; break;
    case 24: c.maxVus = 100001; break;
    case 25: c.headers = {{"Bad;Name", "x"}}; break;
    case 26: c.headers = {{"", "x"}}; break;
    case 27: c.durationSec = 1e20; break;
    case 28: c.warmupSec = 721 * 3600; break;
    case 29: c.timeoutSec = std::numeric_limits<double>::infinity(); break;
    case 30: c.durationSec = 0; c.stages = {{400 * 3600, 10}, {400 * 3600, 10}}; break;   // each alone would do
    case 31: c.rate = 2e7; break;
    case 32: c.rate = 100; c.stages = {{10, 1e15}}; break;
    }
    const auto e = bw::validateConfig(c);
    QVERIFY(e.has_value());
    QCOMPARE(int(e->code), code);
    QCOMPARE(QString::fromStdString(e->field), field);
    QStringList got;
    for (const std::string& a : e->args)
        got << QString::fromStdString(a);
    QCOMPARE(got, args);
}

void TestError::urlReasons_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("arg");
    QTest::newRow("space") << "http://a b/" << int(ErrorCode::UrlWhitespace) << "http://a b/";
    QTest::newRow("no scheme") << "example.com/x" << int(ErrorCode::UrlNoScheme) << "example.com/x";
    QTest::newRow("gopher") << "Gopher://h/" << int(ErrorCode::UrlUnsupportedScheme) << "gopher";
    QTest::newRow("userinfo") << "http://u:p@h/" << int(ErrorCode::UrlCredentials) << "";
    QTest::newRow("no host") << "http:///x" << int(ErrorCode::UrlNoHost) << "http:///x";
    QTest::newRow("ipv6 open") << "http://[::1/x" << int(ErrorCode::UrlUnterminatedIpv6) << "http://[::1/x";
    QTest::newRow("ipv6 tail") << "http://[::1]x/" << int(ErrorCode::UrlTextAfterIpv6) << "x";
    QTest::newRow("port text") << "http://h:8o/" << int(ErrorCode::UrlInvalidPort) << "8o";
    QTest::newRow("port range") << "http://h:70000/" << int(ErrorCode::UrlPortOutOfRange) << "70000";
}

void TestError::urlReasons()
{
    QFETCH(QString, url);
    QFETCH(int, code);
    QFETCH(QString, arg);
    const auto u = bw::parseUrl(url.toStdString());
    QVERIFY(!u);
    QCOMPARE(int(u.error().code), code);
    QCOMPARE(QString::fromStdString(u.error().field), QString("url"));
    if (!arg.isEmpty()) {
        QCOMPARE(int(u.error().args.size()), 1);
        QCOMPARE(QString::fromStdString(u.error().args.front()), arg);
    }
}

void TestError::commandAndEnvironmentReasons()
{
    auto words = bw::splitCommandLine("node 'server.js");
    QVERIFY(!words);
    QCOMPARE(words.error().code, ErrorCode::CommandUnterminatedSingleQuote);
    QCOMPARE(QString::fromStdString(words.error().text()), QString("unterminated single quote in command: node 'server.js"));
    words = bw::splitCommandLine("node \"server.js");
    QCOMPARE(words.error().code, ErrorCode::CommandUnterminatedDoubleQuote);
    words = bw::splitCommandLine("   ");
    QCOMPARE(words.error().code, ErrorCode::CommandEmpty);
    words = bw::splitCommandLine("node 'my server.js' --port=3000");
    QVERIFY(words.ok());
    QCOMPARE(int(words->size()), 3);
    QCOMPARE(QString::fromStdString((*words)[1]), QString("my server.js"));

    std::map<std::string, std::string> env;
    auto e = bw::addEnvironmentEntry("=1", &env);
    QVERIFY(e.has_value());
    QCOMPARE(e->code, ErrorCode::EnvironmentEntryInvalid);
    QCOMPARE(QString::fromStdString(e->text()), QString("expected NAME=value, got '=1'"));
    QVERIFY(env.empty());
    QVERIFY(!bw::addEnvironmentEntry("PORT=3000", &env));
    QCOMPARE(QString::fromStdString(env["PORT"]), QString("3000"));
}

void TestError::inputParsersNameTheirCodes()
{
    auto check = [](const Error& e, ErrorCode code, const std::vector<std::string>& args) {
        QCOMPARE(int(e.code), int(code));
        QCOMPARE(int(e.args.size()), int(args.size()));
        for (size_t i = 0; i < args.size(); ++i)
            QCOMPARE(QString::fromStdString(e.args[i]), QString::fromStdString(args[i]));
    };
    check(bw::parseCpuList("0, a").error(), ErrorCode::CpuListNotANumber, {"a", "0, a"});
    check(bw::parseCpuList("0-9999").error(), ErrorCode::CpuListCpuOutOfRange, {"9999", "0-9999", "4095"});
    check(bw::parseReadiness("tcp:h:99999").error(), ErrorCode::ReadinessPortOutOfRange, {"tcp:h:99999", "99999"});
    check(bw::parseMemorySize("512X").error(), ErrorCode::MemorySizeUnknownUnit, {"X", "512X"});
    check(bw::parsePid(" 0 ").error(), ErrorCode::PidOutOfRange, {"0"});
    check(bw::parseDuration("5y").error(), ErrorCode::DurationUnknownUnit, {"y", "5y"});
    check(bw::parseCount("k").error(), ErrorCode::CountInvalid, {"k"});
    check(bw::parseCount("99999999999999999999").error(), ErrorCode::CountTooLarge, {"99999999999999999999", "1,000,000,000,000,000"});
    check(bw::parseDuration(" 99999999999999999999s ").error(), ErrorCode::DurationTooLong, {"99999999999999999999s", "720h"});
    check(bw::checkHeaderName("Sp ace").value(), ErrorCode::HeaderNameInvalid, {"Sp ace", "' ' (0x20)"});
    check(bw::checkHeaderName("X-\x01").value(), ErrorCode::HeaderNameInvalid, {"X-\x01", "0x01"});
    check(bw::checkHeaderName("").value(), ErrorCode::HeaderNameEmpty, {});
    QVERIFY(!bw::checkHeaderName("X-Custom_Header.v2!#$%&'*+^`|~"));
    check(bw::parseDecimal("-5").error(), ErrorCode::NumberInvalid, {"-5"});
    // A bad http:// readiness URL keeps the URL's own reason, named as the
    // readiness URL: the same English line as before the codes.
    const Error url = bw::parseReadiness("http://a b/").error();
    QCOMPARE(url.code, ErrorCode::UrlWhitespace);
    QCOMPARE(QString::fromStdString(url.text()), QString("readiness URL: URL contains whitespace: 'http://a b/'"));
    QVERIFY(bw::parseCpuList("0-3,6").ok());
    QVERIFY(bw::parseReadiness("tcp:127.0.0.1:3000").ok());
}

void TestError::resultHoldsValueOrError()
{
    bw::Result<int> good(42);
    QVERIFY(good.ok());
    QVERIFY(bool(good));
    QCOMPARE(*good, 42);
    bw::Result<int> bad(Error(ErrorCode::CommandEmpty, "launch"));
    QVERIFY(!bad);
    QCOMPARE(QString::fromStdString(bad.error().text()), QString("launch: empty command"));
}

BW_TEST_GUILESS_MAIN(TestError)
#include "tst_error.moc"
