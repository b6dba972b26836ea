<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>ConfigErrorText</name>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run could not start (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayFormat</name>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1x</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>Usage: benchwork [options]

Benchwork: a workbench for HTTP load tests. Without options the window opens with the last
settings and the built-in demo target started in the background.

Target:
  --demo                 load the built-in demo target (default without --url)
  --url URL              load this URL (no server process is watched)
  -m, --method METHOD    HTTP method (default GET)
  -H, --header &apos;N: V&apos;    extra request header (repeatable)
  --body TEXT            request body
Load:
  -c, --connections N    virtual users (concurrent connections)
  -t, --threads N        load threads (0: one per core)
  -d, --duration TIME    measured phase, e.g. 10s, 2m
  -n, --requests N       measure exactly N requests instead
  --warmup TIME          load before measuring, not counted
  --rate RPS             fixed rate (open model)
  --timeout TIME         per request
  --engine KIND          auto, native or curl
  --slo-rps RPS          pass only at or above this rate
  --slo-p99 TIME         pass only with p99 at or below this, e.g. 5ms
Window:
  --autorun              start a run at once and print a one-line summary when it ends
  --quit-after           with --autorun: close when the run ends
                         (exit 0, 1 if the SLO failed, 2 if the run could not start)
  --language CODE        system, en or ko
  --tick-ms N            live refresh period in ms (default 100)
  -h, --help             show this text
  -v, --version          show the version
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option %1: &apos;%2&apos; is not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a header of the form &apos;Name: value&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a duration such as 10s, 500ms or 2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rate in requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto, native or curl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system, en or ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a period from 10 to 1000 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option: %1 (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--quit-after needs --autorun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demo and --url exclude each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--duration and --requests exclude each other.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryText</name>
    <message>
        <source>%1 requests in %2, %3 req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped early, partial result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target exited during the run, partial result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interrupted, partial result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 RPS target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 p99 headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No SLO set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SLO PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SLO FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No request completed in the measured phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 req/s is below the floor of %2 req/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 of %1 is above the ceiling of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error rate %1 is above the allowed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The load generator was CPU-bound (busy %1 of the time): this result measures the client as much as the server. Try more threads, fewer virtual users, or a separate machine for the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) were still in flight at the end; they are counted neither as completed nor as errors.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) of the fixed rate went out late: the client or its connections could not keep up. Latency from the intended send time includes that wait.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The target process %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 requests, %3 req/s, p50 %4, p99 %5, errors %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TargetWatch</name>
    <message>
        <source>Cannot watch the target: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::ChartsPanel</name>
    <message>
        <source>Requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency per second (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RSS (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (% of a core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection / timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warmup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Logarithmic latency axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A logarithmic axis keeps p50 readable next to rare, much slower requests.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::DemoTarget</name>
    <message>
        <source>The demo target was not found at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo target could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo target crashed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo target exited with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo target did not announce its address within %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::LiveFiguresPanel</name>
    <message>
        <source>Requests/s now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests completed during the last complete second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>99 % of the requests completed during the last complete second took at most this long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed requests in the measured phase: connection errors, timeouts and HTTP statuses outside 2xx/3xx.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server memory (RSS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resident memory of the server process and its children.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU used by Benchwork&apos;s load threads, in % of one core. Near the thread count x 100 %, the client limits the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warmup, not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server CPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no process watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n VU(s) active</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>average, %1 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole measured phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::LoadPanel</name>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Virtual users:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;A virtual user (VU) is one connection that sends a request, waits for the whole response, then sends the next. More VUs mean more requests in flight at once.&lt;/p&gt;&lt;p&gt;With a fixed rate, VUs are the most requests that may be in flight together.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Load-generator threads; the VUs are shared among them. Auto uses one per CPU core. Never more threads than VUs.&lt;/p&gt;&lt;p&gt;If the client runs out of CPU, the result measures the client, not the server: the summary warns you when that happens.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Warmup:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Load is sent for this long before measuring starts, and nothing of it is counted: connections get opened, caches and JIT compilers warm up. The charts shade it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the measured phase lasts, after the warmup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request &amp;count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure exactly this many requests instead of a fixed time (after the warmup). The run stops after one hour at the latest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fixed rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Without a fixed rate, each VU sends its next request as soon as the previous one answers (closed model): a slow server slows the load down and hides its own delays.&lt;/p&gt;&lt;p&gt;With a fixed rate, requests are sent on a schedule whatever the server does (open model). Latency is then also measured from when each request &lt;i&gt;should&lt;/i&gt; have been sent, so waiting caused by a stalled server is counted rather than omitted (coordinated omission).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request without its complete response after this long counts as a timeout error and its connection is reopened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;ngine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Native (HTTP/1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libcurl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Native: Benchwork&apos;s own HTTP/1.1 client, the lightest on the CPU; plain http:// only.&lt;/p&gt;&lt;p&gt;libcurl: HTTPS, HTTP/2 and proxies, at a higher cost per request.&lt;/p&gt;&lt;p&gt;Auto picks native where it can.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service-level objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RPS &amp;floor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run passes only if it sustains at least this many requests per second. The summary shows how far above it the result is (&quot;2.4x RPS target&quot;). 0: no floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p&amp;99 ceiling:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run passes only if 99 % of requests finish within this time. The summary shows the headroom (&quot;6.2x p99 headroom&quot;). With a fixed rate, the latency from the intended send time is judged. 0: no ceiling.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::MainWindow</name>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Benchwork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Benchwork %1&lt;/h3&gt;&lt;p&gt;A workbench for HTTP load tests: live charts while the load runs, latency percentiles, errors and server resources at the end, judged against your service-level objective.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchwork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a run with these settings (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the run now and keep what was measured (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Logarithmic latency axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Benchwork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>The language&apos;s own name: keep it as is so people can find their language.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>한국어</source>
        <extracomment>The language&apos;s own name: keep it as is so people can find their language.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Live charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ummary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo target is not running; it starts when you press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the demo target…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo target is listening at %1 (pid %2).
Routes: /json, /plaintext, /db/find/1, /db/list, /db/relation/1, POST /api/signal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::RunBar</name>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmup (not counted): %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring: %1 of %2 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring: %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::RunController</name>
    <message>
        <source>A run is already in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo target is not running yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was stopped before it started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::SummaryPanel</name>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors by class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary appears here when a run ends.
Press Run (Ctrl+R) to start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set an RPS floor or a p99 ceiling to get a verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From intended send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured from when the request should have been sent at the fixed rate: includes the wait caused by a slow server (coordinated omission corrected).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p75</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stdev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection refused, unreachable or name not resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the request failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection was reset or closed while reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No complete response within the timeout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The response could not be parsed as HTTP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A response with a status outside 2xx and 3xx.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No responses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target peak memory (RSS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target peak CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not watched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual users / threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmup / measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests in flight at the end (not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received / sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client CPU (average)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bwui::TargetPanel</name>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in demo target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any URL (no process watched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach to a running process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which server the run loads. With a process (demo, launched or attached) its memory and CPU are recorded alongside the load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the URL is loaded. No server process is watched, so server memory and CPU stay empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server to start for the run, as you would type it in a shell. It is stopped when the run ends. Point the URL at the port it listens on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;PUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin the server to these CPUs, e.g. &quot;0&quot; or &quot;0-1,3&quot;. Keeping the server and the load generator on different cores makes results steadier. Empty: any CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory &amp;limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest amount of memory the launched server may use; it fails its allocations beyond that. 0: no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process ID of a server that is already running. Its memory and CPU are recorded (together with its child processes); it is not stopped afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address every request goes to: http:// or https://, host, port and path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://127.0.0.1:8080/</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP method of every request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra request headers, one per row. Host, Content-Length and Connection are set by the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Body:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request body sent with every request (for POST, PUT, PATCH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the command that starts the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the PID of the server process to attach to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the URL to load.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
