<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CapacityReport</name>
    <message>
        <source>Capacity under the SLO</source>
        <translation>Capacity under the SLO</translation>
    </message>
    <message>
        <source>Load curve</source>
        <translation>Load curve</translation>
    </message>
    <message>
        <source>Answer: %1.</source>
        <translation>Answer: %1.</translation>
    </message>
    <message>
        <source>The bracket [last pass, first fail] is %1, narrowed to %2.</source>
        <translation>The bracket [last pass, first fail] is %1, narrowed to %2.</translation>
    </message>
    <message>
        <source>A step passed only if every bound held: p99 from the intended send time (corrected for coordinated omission) at most %1, errors at most %2, the achieved rate at least 99 % of the offered rate, and no late or unsent sends.</source>
        <translation>A step passed only if every bound held: p99 from the intended send time (corrected for coordinated omission) at most %1, errors at most %2, the achieved rate at least 99 % of the offered rate, and no late or unsent sends.</translation>
    </message>
    <message>
        <source>A closed-model probe reached %1 req/s; the search started at half of it, %2 req/s.</source>
        <translation>A closed-model probe reached %1 req/s; the search started at half of it, %2 req/s.</translation>
    </message>
    <message>
        <source>The search started at %1 req/s.</source>
        <translation>The search started at %1 req/s.</translation>
    </message>
    <message>
        <source>The highest fixed request rate that held every bound of the SLO, and the headroom it leaves against the RPS floor.</source>
        <translation>The highest fixed request rate that held every bound of the SLO, and the headroom it leaves against the RPS floor.</translation>
    </message>
    <message>
        <source>fixed-rate steps of %1 s after %2 s warm-up, over %3 connections</source>
        <translation>fixed-rate steps of %1 s after %2 s warm-up, over %3 connections</translation>
    </message>
    <message>
        <source>%1 steps of %2 s after %3 s warm-up, one per number of virtual users</source>
        <translation>%1 steps of %2 s after %3 s warm-up, one per number of virtual users</translation>
    </message>
    <message>
        <source>%1 steps of %2 s after %3 s warm-up, one per offered rate, over %4 connections</source>
        <translation>%1 steps of %2 s after %3 s warm-up, one per offered rate, over %4 connections</translation>
    </message>
    <message>
        <source>Max sustainable rate</source>
        <translation>Max sustainable rate</translation>
    </message>
    <message>
        <source>%1x the %2 req/s floor; p99 %3 at the max (%4x headroom)</source>
        <translation>%1x the %2 req/s floor; p99 %3 at the max (%4x headroom)</translation>
    </message>
    <message>
        <source>The search</source>
        <translation>The search</translation>
    </message>
    <message>
        <source>Each point is one fixed-rate step: its offered rate and its p99, green where every bound held and red where one broke. The dashed line is the p99 ceiling; the shaded band is the final bracket.</source>
        <translation>Each point is one fixed-rate step: its offered rate and its p99, green where every bound held and red where one broke. The dashed line is the p99 ceiling; the shaded band is the final bracket.</translation>
    </message>
    <message>
        <source>p99 latency by offered rate</source>
        <translation>p99 latency by offered rate</translation>
    </message>
    <message>
        <source>offered rate (req/s)</source>
        <translation>offered rate (req/s)</translation>
    </message>
    <message>
        <source>p99 latency (ms)</source>
        <translation>p99 latency (ms)</translation>
    </message>
    <message>
        <source>throughput (req/s)</source>
        <translation>throughput (req/s)</translation>
    </message>
    <message>
        <source>virtual users</source>
        <translation>virtual users</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>latency (ms)</translation>
    </message>
    <message>
        <source>achieved rate (req/s)</source>
        <translation>achieved rate (req/s)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>p99 ceiling %1</source>
        <translation>p99 ceiling %1</translation>
    </message>
    <message>
        <source>bracket [last pass, first fail]</source>
        <translation>bracket [last pass, first fail]</translation>
    </message>
    <message>
        <source>Every step, in the order it ran</source>
        <translation>Every step, in the order it ran</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Offered</translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation>Achieved</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>VUs</source>
        <translation>VUs</translation>
    </message>
    <message>
        <source>USL fit</source>
        <translation>USL fit</translation>
    </message>
    <message>
        <source>The curves</source>
        <translation>The curves</translation>
    </message>
    <message>
        <source>One step per number of virtual users (closed model): throughput against concurrency, and p50 and p99 against throughput, where the latency turns upward at the knee.</source>
        <translation>One step per number of virtual users (closed model): throughput against concurrency, and p50 and p99 against throughput, where the latency turns upward at the knee.</translation>
    </message>
    <message>
        <source>One step per offered rate (open model): the achieved rate against the offered one, and p50 and p99 (from the intended send time) against throughput.</source>
        <translation>One step per offered rate (open model): the achieved rate against the offered one, and p50 and p99 (from the intended send time) against throughput.</translation>
    </message>
    <message>
        <source>Universal Scalability Law fit: %1.</source>
        <translation>Universal Scalability Law fit: %1.</translation>
    </message>
    <message>
        <source>Throughput by load</source>
        <translation>Throughput by load</translation>
    </message>
    <message>
        <source>Latency by throughput</source>
        <translation>Latency by throughput</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>N* = %1</source>
        <translation>N* = %1</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>at %1 req/s</source>
        <translation>at %1 req/s</translation>
    </message>
    <message>
        <source>C(N) = λN / (1 + α(N−1) + βN(N−1)) (Gunther): λ is the throughput of one user, α the share that waits in line (contention), β the cost of keeping users consistent with each other (coherency). Throughput peaks at N* = √((1−α)/β) users and falls beyond it.</source>
        <translation>C(N) = λN / (1 + α(N−1) + βN(N−1)) (Gunther): λ is the throughput of one user, α the share that waits in line (contention), β the cost of keeping users consistent with each other (coherency). Throughput peaks at N* = √((1−α)/β) users and falls beyond it.</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>not judged</translation>
    </message>
    <message>
        <source>at least %1 req/s: nothing above it failed</source>
        <translation>at least %1 req/s: nothing above it failed</translation>
    </message>
</context>
<context>
    <name>CapacityText</name>
    <message>
        <source>%1 steps in %2 s</source>
        <translation>%1 steps in %2 s</translation>
    </message>
    <message>
        <source>p99 %1 &gt; %2</source>
        <translation>p99 %1 &gt; %2</translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation>p99 %1</translation>
    </message>
    <message>
        <source>errors %1 &gt; %2</source>
        <translation>errors %1 &gt; %2</translation>
    </message>
    <message>
        <source>errors %1</source>
        <translation>errors %1</translation>
    </message>
    <message>
        <source>achieved %1 of %2 req/s</source>
        <translation>achieved %1 of %2 req/s</translation>
    </message>
    <message>
        <source>late or unsent sends %1 &gt; %2</source>
        <translation>late or unsent sends %1 &gt; %2</translation>
    </message>
    <message>
        <source>late or unsent sends %1</source>
        <translation>late or unsent sends %1</translation>
    </message>
    <message>
        <source>no request completed</source>
        <translation>no request completed</translation>
    </message>
    <message>
        <source>ended early (%1)</source>
        <translation>ended early (%1)</translation>
    </message>
    <message>
        <source>the client was the limit (%1)</source>
        <translation>the client was the limit (%1)</translation>
    </message>
    <message>
        <source>probe</source>
        <translation>probe</translation>
    </message>
    <message>
        <source>grow</source>
        <translation>grow</translation>
    </message>
    <message>
        <source>halve</source>
        <translation>halve</translation>
    </message>
    <message>
        <source>bisect</source>
        <translation>bisect</translation>
    </message>
    <message>
        <source>confirm</source>
        <translation>confirm</translation>
    </message>
    <message>
        <source>point</source>
        <translation>point</translation>
    </message>
    <message>
        <source>the client, not the server, limits this search on this machine: the client cannot offer more than %1 req/s here (%2)</source>
        <translation>the client, not the server, limits this search on this machine: the client cannot offer more than %1 req/s here (%2)</translation>
    </message>
    <message>
        <source>stopped before any rate passed</source>
        <translation>stopped before any rate passed</translation>
    </message>
    <message>
        <source>the step limit came before any rate passed</source>
        <translation>the step limit came before any rate passed</translation>
    </message>
    <message>
        <source>max sustainable %1 req/s at p99 ≤ %2</source>
        <translation>max sustainable %1 req/s at p99 ≤ %2</translation>
    </message>
    <message>
        <source>sustainable at least %1 req/s at p99 ≤ %2 (the --max ceiling; no step failed)</source>
        <translation>sustainable at least %1 req/s at p99 ≤ %2 (the --max ceiling; no step failed)</translation>
    </message>
    <message>
        <source>unconfirmed: at least %1 req/s at p99 ≤ %2 when the step limit came</source>
        <translation>unconfirmed: at least %1 req/s at p99 ≤ %2 when the step limit came</translation>
    </message>
    <message>
        <source>stopped: at least %1 req/s at p99 ≤ %2 so far</source>
        <translation>stopped: at least %1 req/s at p99 ≤ %2 so far</translation>
    </message>
    <message>
        <source>(%1 failed)</source>
        <translation>(%1 failed)</translation>
    </message>
    <message>
        <source>(%1 failed: %2)</source>
        <translation>(%1 failed: %2)</translation>
    </message>
    <message>
        <source>%1x the %2 req/s floor</source>
        <translation>%1x the %2 req/s floor</translation>
    </message>
    <message>
        <source>no rate down to %1 req/s held p99 ≤ %2</source>
        <translation>no rate down to %1 req/s held p99 ≤ %2</translation>
    </message>
    <message>
        <source>the search could not go on: %1</source>
        <translation>the search could not go on: %1</translation>
    </message>
    <message>
        <source>searching: bracket %1</source>
        <translation>searching: bracket %1</translation>
    </message>
    <message>
        <source>no sustainable rate found</source>
        <translation>no sustainable rate found</translation>
    </message>
    <message>
        <source>max %1 req/s</source>
        <translation>max %1 req/s</translation>
    </message>
    <message>
        <source>%1x the floor</source>
        <translation>%1x the floor</translation>
    </message>
    <message>
        <source>no USL fit: %1</source>
        <translation>no USL fit: %1</translation>
    </message>
    <message>
        <source>λ %1 req/s, α %2, β %3</source>
        <translation>λ %1 req/s, α %2, β %3</translation>
    </message>
    <message>
        <source>N* %1, peak %2 req/s</source>
        <translation>N* %1, peak %2 req/s</translation>
    </message>
    <message>
        <source>no peak within the law (β = 0)</source>
        <translation>no peak within the law (β = 0)</translation>
    </message>
    <message>
        <source>peak %1 req/s at %2 VUs</source>
        <translation>peak %1 req/s at %2 VUs</translation>
    </message>
    <message>
        <source>peak %1 req/s at %2 req/s offered</source>
        <translation>peak %1 req/s at %2 req/s offered</translation>
    </message>
    <message>
        <source>no point completed a request</source>
        <translation>no point completed a request</translation>
    </message>
    <message>
        <source>stopped after %1 of %2 points</source>
        <translation>stopped after %1 of %2 points</translation>
    </message>
    <message>
        <source>the sweep could not go on: %1</source>
        <translation>the sweep could not go on: %1</translation>
    </message>
    <message>
        <source>recheck</source>
        <translation>recheck</translation>
    </message>
    <message>
        <source>1 step in %1 s</source>
        <translation>1 step in %1 s</translation>
    </message>
    <message>
        <source>%1 before its end: not judged</source>
        <translation>%1 before its end: not judged</translation>
    </message>
    <message>
        <source>the target stopped answering at step %1 (%2)</source>
        <translation>the target stopped answering at step %1 (%2)</translation>
    </message>
    <message>
        <source>the target answered no request at step %1 (%2)</source>
        <translation>the target answered no request at step %1 (%2)</translation>
    </message>
    <message>
        <source>More client threads, load agents on other machines, or cores of its own for the server would raise this bound.</source>
        <translation>More client threads, load agents on other machines, or cores of its own for the server would raise this bound.</translation>
    </message>
    <message>
        <source>More client threads, load agents on other machines, or cores of its own for the server would let the search measure the server.</source>
        <translation>More client threads, load agents on other machines, or cores of its own for the server would let the search measure the server.</translation>
    </message>
    <message>
        <source>at least %1 req/s at p99 ≤ %2 (the client could not offer more than %3 req/s here: %4)</source>
        <translation>at least %1 req/s at p99 ≤ %2 (the client could not offer more than %3 req/s here: %4)</translation>
    </message>
    <message>
        <source>no rate was shown to hold p99 ≤ %1</source>
        <translation>no rate was shown to hold p99 ≤ %1</translation>
    </message>
    <message>
        <source>the closed-model probe reached %1 req/s</source>
        <translation>the closed-model probe reached %1 req/s</translation>
    </message>
    <message>
        <source>at least %1 req/s</source>
        <translation>at least %1 req/s</translation>
    </message>
    <message>
        <source>R² %1</source>
        <translation>R² %1</translation>
    </message>
    <message>
        <source>the Universal Scalability Law does not describe these points: at %1 VUs it gives %2 req/s against %3 measured (%4 off); %5</source>
        <translation>the Universal Scalability Law does not describe these points: at %1 VUs it gives %2 req/s against %3 measured (%4 off); %5</translation>
    </message>
    <message>
        <source>within %1 of every point</source>
        <translation>within %1 of every point</translation>
    </message>
    <message>
        <source>the target stopped answering at point %1 (%2)</source>
        <translation>the target stopped answering at point %1 (%2)</translation>
    </message>
    <message>
        <source>the target answered no request at point %1 (%2)</source>
        <translation>the target answered no request at point %1 (%2)</translation>
    </message>
</context>
<context>
    <name>CgroupText</name>
    <message>
        <source>quota %1 CPU</source>
        <translation>quota %1 CPU</translation>
    </message>
    <message>
        <source>no CPU quota</source>
        <translation>no CPU quota</translation>
    </message>
    <message>
        <source>memory limit %1</source>
        <translation>memory limit %1</translation>
    </message>
    <message>
        <source>no memory limit</source>
        <translation>no memory limit</translation>
    </message>
    <message>
        <source>peak memory %1</source>
        <translation>peak memory %1</translation>
    </message>
    <message>
        <source>cgroup v%1</source>
        <translation>cgroup v%1</translation>
    </message>
    <message>
        <source>container %1, %2</source>
        <translation>container %1, %2</translation>
    </message>
    <message>
        <source>the server was never throttled by its CPU quota</source>
        <translation>the server was never throttled by its CPU quota</translation>
    </message>
    <message>
        <source>the server was throttled %1 of the measured time (%2 held back)</source>
        <translation>the server was throttled %1 of the measured time (%2 held back)</translation>
    </message>
    <message>
        <source>the OOM killer ended %1 process(es) at the memory limit</source>
        <translation>the OOM killer ended %1 process(es) at the memory limit</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>There is nothing to export.</source>
        <translation>There is nothing to export.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Could not write %1.</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg (not %1).</source>
        <translation>Choose a file name ending in .png or .svg (not %1).</translation>
    </message>
</context>
<context>
    <name>ChartMenu</name>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG image (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <source>Save image</source>
        <translation>Save image</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Save chart as PNG…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Save chart as SVG…</translation>
    </message>
    <message>
        <source>Reset zoom (double-click)</source>
        <translation>Reset zoom (double-click)</translation>
    </message>
</context>
<context>
    <name>ClientWarnings</name>
    <message>
        <source>Client CPU-bound</source>
        <translation>Client CPU-bound</translation>
    </message>
    <message>
        <source>Client starved of CPU</source>
        <translation>Client starved of CPU</translation>
    </message>
    <message>
        <source>Schedule not kept</source>
        <translation>Schedule not kept</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>Stalled</translation>
    </message>
    <message>
        <source>The load generator&apos;s threads were busy %1 of the time: this result measures the client as much as the server. Give the client more threads or cores, or pin the server to other cores.</source>
        <translation>The load generator&apos;s threads were busy %1 of the time: this result measures the client as much as the server. Give the client more threads or cores, or pin the server to other cores.</translation>
    </message>
    <message>
        <source>An engine thread waited for a CPU %1 of the time: something else ran on the client&apos;s cores, and the latency includes that wait.</source>
        <translation>An engine thread waited for a CPU %1 of the time: something else ran on the client&apos;s cores, and the latency includes that wait.</translation>
    </message>
    <message>
        <source>The fixed-rate schedule was not kept (%1 late, %2 never sent): too few connections for this rate and latency, or a client short of CPU.</source>
        <translation>The fixed-rate schedule was not kept (%1 late, %2 never sent): too few connections for this rate and latency, or a client short of CPU.</translation>
    </message>
    <message>
        <source>Completions stopped for the last %1 while %2 requests stayed in flight: the percentiles describe only the requests that did answer.</source>
        <translation>Completions stopped for the last %1 while %2 requests stayed in flight: the percentiles describe only the requests that did answer.</translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <source>Change or noise</source>
        <translation>Change or noise</translation>
    </message>
    <message>
        <source>Each side&apos;s runs are its samples (one round, one sample): the median with its 95% confidence interval (order statistics), the change of the medians and its two-sided Mann-Whitney U p-value. &quot;~&quot; means no significant difference (p &gt;= %1, or a change below %2).</source>
        <translation>Each side&apos;s runs are its samples (one round, one sample): the median with its 95% confidence interval (order statistics), the change of the medians and its two-sided Mann-Whitney U p-value. &quot;~&quot; means no significant difference (p &gt;= %1, or a change below %2).</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Sides</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>%1 rounds each</source>
        <translation>%1 rounds each</translation>
    </message>
    <message>
        <source>%1 and %2 rounds</source>
        <translation>%1 and %2 rounds</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requests/s</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation>p99.9</translation>
    </message>
    <message>
        <source>error rate</source>
        <translation>error rate</translation>
    </message>
    <message>
        <source>peak server RSS</source>
        <translation>peak server RSS</translation>
    </message>
    <message>
        <source>server CPU per request</source>
        <translation>server CPU per request</translation>
    </message>
    <message>
        <source>client CPU per request</source>
        <translation>client CPU per request</translation>
    </message>
    <message>
        <source>nothing to compare: the runs have no figures in common</source>
        <translation>nothing to compare: the runs have no figures in common</translation>
    </message>
    <message>
        <source>%1 is %2 faster</source>
        <translation>%1 is %2 faster</translation>
    </message>
    <message>
        <source>%1 is %2 slower</source>
        <translation>%1 is %2 slower</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is %3 higher</source>
        <translation>%1&apos;s %2 is %3 higher</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is %3 lower</source>
        <translation>%1&apos;s %2 is %3 lower</translation>
    </message>
    <message>
        <source>%1, p = %2, %3</source>
        <translation>%1, p = %2, %3</translation>
    </message>
    <message>
        <source>%1, below the %2 noise threshold (p = %3, %4)</source>
        <translation>%1, below the %2 noise threshold (p = %3, %4)</translation>
    </message>
    <message>
        <source>no significant difference (p = %1, %2)</source>
        <translation>no significant difference (p = %1, %2)</translation>
    </message>
    <message>
        <source>machine</source>
        <translation>machine</translation>
    </message>
    <message>
        <source>machine model</source>
        <translation>machine model</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU model</translation>
    </message>
    <message>
        <source>core count</source>
        <translation>core count</translation>
    </message>
    <message>
        <source>operating system</source>
        <translation>operating system</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>kernel</translation>
    </message>
    <message>
        <source>Benchwork version</source>
        <translation>Benchwork version</translation>
    </message>
    <message>
        <source>Qt version</source>
        <translation>Qt version</translation>
    </message>
    <message>
        <source>libcurl version</source>
        <translation>libcurl version</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>engine</translation>
    </message>
    <message>
        <source>transport</source>
        <translation>transport</translation>
    </message>
    <message>
        <source>the runs differ in %1: %2</source>
        <translation>the runs differ in %1: %2</translation>
    </message>
    <message>
        <source>one run on a side: a single sample cannot separate change from noise</source>
        <translation>one run on a side: a single sample cannot separate change from noise</translation>
    </message>
    <message>
        <source>need at least 4 rounds a side to detect a difference at alpha = 0.05</source>
        <translation>need at least 4 rounds a side to detect a difference at alpha = 0.05</translation>
    </message>
    <message>
        <source>need at least 6 rounds a side for a 95% confidence interval</source>
        <translation>need at least 6 rounds a side for a 95% confidence interval</translation>
    </message>
    <message>
        <source>target CPU pinning</source>
        <translation>target CPU pinning</translation>
    </message>
    <message>
        <source>target runtime</source>
        <translation>target runtime</translation>
    </message>
    <message>
        <source>left out, as they failed (nothing completed, or the target ended during the run): %1</source>
        <translation>left out, as they failed (nothing completed, or the target ended during the run): %1</translation>
    </message>
    <message>
        <source>one sample cannot separate change from noise (%1 in this run; 6 rounds or more a side can tell)</source>
        <translation>one sample cannot separate change from noise (%1 in this run; 6 rounds or more a side can tell)</translation>
    </message>
    <message>
        <source>client CPUs (--split)</source>
        <translation>client CPUs (--split)</translation>
    </message>
    <message>
        <source>network (--link): latency is not comparable</source>
        <translation>network (--link): latency is not comparable</translation>
    </message>
</context>
<context>
    <name>CoreSplit</name>
    <message>
        <source>Cores: server %1, client %2 (--split %3).</source>
        <translation>Cores: server %1, client %2 (--split %3).</translation>
    </message>
    <message>
        <source>Cores: --split %1 could not be put in force: %2</source>
        <translation>Cores: --split %1 could not be put in force: %2</translation>
    </message>
    <message>
        <source>Cores: client %1; the server is not Benchwork&apos;s to move: keep it on %2 (--split %3).</source>
        <translation>Cores: client %1; the server is not Benchwork&apos;s to move: keep it on %2 (--split %3).</translation>
    </message>
    <message>
        <source>Cores: no split (--split off): client and server share the CPUs.</source>
        <translation>Cores: no split (--split off): client and server share the CPUs.</translation>
    </message>
    <message>
        <source>Cores: no split: this OS has no CPU affinity, so client and server share the CPUs.</source>
        <translation>Cores: no split: this OS has no CPU affinity, so client and server share the CPUs.</translation>
    </message>
    <message>
        <source>Cores: no split: %1 CPUs (auto splits from %2; --split 1:1 forces one).</source>
        <translation>Cores: no split: %1 CPUs (auto splits from %2; --split 1:1 forces one).</translation>
    </message>
    <message>
        <source>Cores: no split: the target is a URL, not a server Benchwork started.</source>
        <translation>Cores: no split: the target is a URL, not a server Benchwork started.</translation>
    </message>
    <message>
        <source>Cores: no split: Benchwork does not move a process or container it did not start.</source>
        <translation>Cores: no split: Benchwork does not move a process or container it did not start.</translation>
    </message>
    <message>
        <source>Cores: no split: the target&apos;s CPUs leave none for the client.</source>
        <translation>Cores: no split: the target&apos;s CPUs leave none for the client.</translation>
    </message>
    <message>
        <source>server-bound</source>
        <translation>server-bound</translation>
    </message>
    <message>
        <source>client-bound</source>
        <translation>client-bound</translation>
    </message>
    <message>
        <source>sharing</source>
        <translation>sharing</translation>
    </message>
    <message>
        <source>neither side full</source>
        <translation>neither side full</translation>
    </message>
    <message>
        <source>Server-bound: the server&apos;s CPUs were %1 busy, the client&apos;s %2.</source>
        <translation>Server-bound: the server&apos;s CPUs were %1 busy, the client&apos;s %2.</translation>
    </message>
    <message>
        <source>Neither side&apos;s CPUs were full (server %1, client %2): the limit is elsewhere (connections, the rate, the server&apos;s own waits).</source>
        <translation>Neither side&apos;s CPUs were full (server %1, client %2): the limit is elsewhere (connections, the rate, the server&apos;s own waits).</translation>
    </message>
    <message>
        <source>Sharing: client and server ran on the same %1 CPUs, each taking from the other (the client used %2 of them, the server %3).</source>
        <translation>Sharing: client and server ran on the same %1 CPUs, each taking from the other (the client used %2 of them, the server %3).</translation>
    </message>
    <message>
        <source>both sides full</source>
        <translation>both sides full</translation>
    </message>
    <message>
        <source>Client-bound: an engine thread waited for a CPU (cpu-starved); the client&apos;s CPUs were %1 busy, the server&apos;s %2. This run measures the client.</source>
        <translation>Client-bound: an engine thread waited for a CPU (cpu-starved); the client&apos;s CPUs were %1 busy, the server&apos;s %2. This run measures the client.</translation>
    </message>
    <message>
        <source>Client-bound: the client&apos;s CPUs were %1 busy, the server&apos;s %2. This run measures the client.</source>
        <translation>Client-bound: the client&apos;s CPUs were %1 busy, the server&apos;s %2. This run measures the client.</translation>
    </message>
    <message>
        <source>Both sides full: the server&apos;s CPUs were %1 busy and the client&apos;s %2, so the figure is the lower of two ceilings; give the client more CPUs to see the server&apos;s own.</source>
        <translation>Both sides full: the server&apos;s CPUs were %1 busy and the client&apos;s %2, so the figure is the lower of two ceilings; give the client more CPUs to see the server&apos;s own.</translation>
    </message>
</context>
<context>
    <name>DisplayFormat</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>Headers</translation>
    </message>
    <message>
        <source>Virtual users</source>
        <translation>Virtual users</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <source>Request count</source>
        <translation>Request count</translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation>Warmup</translation>
    </message>
    <message>
        <source>Fixed rate</source>
        <translation>Fixed rate</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Stages</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The run could not start (%1): %2</source>
        <translation>The run could not start (%1): %2</translation>
    </message>
    <message>
        <source>no URL given</source>
        <translation>no URL given</translation>
    </message>
    <message>
        <source>URL contains whitespace: &apos;%1&apos;</source>
        <translation>URL contains whitespace: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>URL has no scheme (expected http:// or https://): &apos;%1&apos;</source>
        <translation>URL has no scheme (expected http:// or https://): &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unsupported scheme &apos;%1&apos; (expected http or https)</source>
        <translation>unsupported scheme &apos;%1&apos; (expected http or https)</translation>
    </message>
    <message>
        <source>credentials in the URL are not supported; send an Authorization header instead</source>
        <translation>credentials in the URL are not supported; send an Authorization header instead</translation>
    </message>
    <message>
        <source>URL has no host: &apos;%1&apos;</source>
        <translation>URL has no host: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unterminated IPv6 address in URL: &apos;%1&apos;</source>
        <translation>unterminated IPv6 address in URL: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unexpected text after IPv6 address: &apos;%1&apos;</source>
        <translation>unexpected text after IPv6 address: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid port &apos;%1&apos;</source>
        <translation>invalid port &apos;%1&apos;</translation>
    </message>
    <message>
        <source>port out of range: %1</source>
        <translation>port out of range: %1</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>must be at least 1</translation>
    </message>
    <message>
        <source>more than 1,000,000 connections</source>
        <translation>more than 1,000,000 connections</translation>
    </message>
    <message>
        <source>must be at least 1 (or 0 for one per core)</source>
        <translation>must be at least 1 (or 0 for one per core)</translation>
    </message>
    <message>
        <source>must be greater than zero</source>
        <translation>must be greater than zero</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>must not be negative</translation>
    </message>
    <message>
        <source>a stage needs a non-negative duration and target</source>
        <translation>a stage needs a non-negative duration and target</translation>
    </message>
    <message>
        <source>not a valid HTTP method: &apos;%1&apos;</source>
        <translation>not a valid HTTP method: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>header value contains a line break: &apos;%1&apos;</source>
        <translation>header value contains a line break: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;Content-Length: %1&apos; disagrees with the body, which is %2 bytes; leave the header out (Benchwork sets it)</source>
        <translation>&apos;Content-Length: %1&apos; disagrees with the body, which is %2 bytes; leave the header out (Benchwork sets it)</translation>
    </message>
    <message>
        <source>the native engine does not use proxies; use --engine curl</source>
        <translation>the native engine does not use proxies; use --engine curl</translation>
    </message>
    <message>
        <source>cannot resolve host &apos;%1&apos;: %2</source>
        <translation>cannot resolve host &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>%1 connections needs about %2 open files, but the limit is %3 (hard limit %4); raise it with `ulimit -n %2` or use fewer connections</source>
        <translation>%1 connections needs about %2 open files, but the limit is %3 (hard limit %4); raise it with `ulimit -n %2` or use fewer connections</translation>
    </message>
    <message>
        <source>expected NAME=value, got &apos;%1&apos;</source>
        <translation>expected NAME=value, got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unterminated single quote in command: %1</source>
        <translation>unterminated single quote in command: %1</translation>
    </message>
    <message>
        <source>unterminated double quote in command: %1</source>
        <translation>unterminated double quote in command: %1</translation>
    </message>
    <message>
        <source>empty command</source>
        <translation>empty command</translation>
    </message>
    <message>
        <source>empty duration</source>
        <translation>empty duration</translation>
    </message>
    <message>
        <source>not a duration: &apos;%1&apos; (expected e.g. 30s, 2m, 1m30s, 500ms, 500us)</source>
        <translation>not a duration: &apos;%1&apos; (expected e.g. 30s, 2m, 1m30s, 500ms, 500us)</translation>
    </message>
    <message>
        <source>unknown duration unit &apos;%1&apos; in &apos;%2&apos; (use us, ms, s, m or h)</source>
        <translation>unknown duration unit &apos;%1&apos; in &apos;%2&apos; (use us, ms, s, m or h)</translation>
    </message>
    <message>
        <source>not a number: &apos;%1&apos;</source>
        <translation>not a number: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a count: &apos;%1&apos; (expected e.g. 1000, 10k, 1M)</source>
        <translation>not a count: &apos;%1&apos; (expected e.g. 1000, 10k, 1M)</translation>
    </message>
    <message>
        <source>the CPU list is empty (expected e.g. &quot;0,1&quot; or &quot;0-3,6&quot;)</source>
        <translation>the CPU list is empty (expected e.g. &quot;0,1&quot; or &quot;0-3,6&quot;)</translation>
    </message>
    <message>
        <source>empty entry in CPU list &apos;%1&apos;</source>
        <translation>empty entry in CPU list &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in CPU list &apos;%2&apos; is not a CPU number</source>
        <translation>&apos;%1&apos; in CPU list &apos;%2&apos; is not a CPU number</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in CPU list &apos;%2&apos; is not a CPU range like 0-3</source>
        <translation>&apos;%1&apos; in CPU list &apos;%2&apos; is not a CPU range like 0-3</translation>
    </message>
    <message>
        <source>range &apos;%1&apos; in CPU list &apos;%2&apos; runs backwards</source>
        <translation>range &apos;%1&apos; in CPU list &apos;%2&apos; runs backwards</translation>
    </message>
    <message>
        <source>CPU %1 in CPU list &apos;%2&apos; is out of range (0-%3)</source>
        <translation>CPU %1 in CPU list &apos;%2&apos; is out of range (0-%3)</translation>
    </message>
    <message>
        <source>readiness URL &apos;%1&apos; uses https; readiness probes speak plain HTTP, use http:// or tcp:HOST:PORT</source>
        <translation>readiness URL &apos;%1&apos; uses https; readiness probes speak plain HTTP, use http:// or tcp:HOST:PORT</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos; is not understood (expected none, tcp:HOST:PORT or http://HOST:PORT/PATH)</source>
        <translation>readiness &apos;%1&apos; is not understood (expected none, tcp:HOST:PORT or http://HOST:PORT/PATH)</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos;: expected tcp:[IPv6]:PORT</source>
        <translation>readiness &apos;%1&apos;: expected tcp:[IPv6]:PORT</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos; has no port (expected tcp:HOST:PORT)</source>
        <translation>readiness &apos;%1&apos; has no port (expected tcp:HOST:PORT)</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos; has no host (expected tcp:HOST:PORT)</source>
        <translation>readiness &apos;%1&apos; has no host (expected tcp:HOST:PORT)</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos;: &apos;%2&apos; is not a port number</source>
        <translation>readiness &apos;%1&apos;: &apos;%2&apos; is not a port number</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos;: port %2 is out of range (1-65535)</source>
        <translation>readiness &apos;%1&apos;: port %2 is out of range (1-65535)</translation>
    </message>
    <message>
        <source>the memory size is empty (expected e.g. 512M, 2G or 1048576)</source>
        <translation>the memory size is empty (expected e.g. 512M, 2G or 1048576)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a memory size (expected e.g. 512M, 2G or 1048576)</source>
        <translation>&apos;%1&apos; is not a memory size (expected e.g. 512M, 2G or 1048576)</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos; in memory size &apos;%2&apos; (use K, M, G or T)</source>
        <translation>unknown unit &apos;%1&apos; in memory size &apos;%2&apos; (use K, M, G or T)</translation>
    </message>
    <message>
        <source>a size in bytes must be a whole number: &apos;%1&apos;</source>
        <translation>a size in bytes must be a whole number: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>memory size &apos;%1&apos; is too large</source>
        <translation>memory size &apos;%1&apos; is too large</translation>
    </message>
    <message>
        <source>memory size &apos;%1&apos; is zero</source>
        <translation>memory size &apos;%1&apos; is zero</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a process id (expected a positive number)</source>
        <translation>&apos;%1&apos; is not a process id (expected a positive number)</translation>
    </message>
    <message>
        <source>process id %1 is out of range</source>
        <translation>process id %1 is out of range</translation>
    </message>
    <message>
        <source>must be 1.2 or 1.3, not &apos;%1&apos;</source>
        <translation>must be 1.2 or 1.3, not &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CPU quota (expected CPUs&apos; worth of time, e.g. 0.5, 1 or 2)</source>
        <translation>&apos;%1&apos; is not a CPU quota (expected CPUs&apos; worth of time, e.g. 0.5, 1 or 2)</translation>
    </message>
    <message>
        <source>CPU quota %1 is out of range (0.01 to 1024 CPUs)</source>
        <translation>CPU quota %1 is out of range (0.01 to 1024 CPUs)</translation>
    </message>
    <message>
        <source>merging needs at least two results; got %1</source>
        <translation>merging needs at least two results; got %1</translation>
    </message>
    <message>
        <source>%1 is not an agent&apos;s result (run each agent with --agents N --agent-index I)</source>
        <translation>%1 is not an agent&apos;s result (run each agent with --agents N --agent-index I)</translation>
    </message>
    <message>
        <source>%1 has no latency histogram, so it cannot be merged exactly (write it with --json, which keeps the histograms)</source>
        <translation>%1 has no latency histogram, so it cannot be merged exactly (write it with --json, which keeps the histograms)</translation>
    </message>
    <message>
        <source>%1 is one of %2 agents but %3 is one of %4: they are not parts of the same run</source>
        <translation>%1 is one of %2 agents but %3 is one of %4: they are not parts of the same run</translation>
    </message>
    <message>
        <source>%1 and %2 are both agent %3: overlapping indices, one agent would count twice</source>
        <translation>%1 and %2 are both agent %3: overlapping indices, one agent would count twice</translation>
    </message>
    <message>
        <source>%1 loaded %2 but %3 loaded %4: different URLs</source>
        <translation>%1 loaded %2 but %3 loaded %4: different URLs</translation>
    </message>
    <message>
        <source>%1 and %2 ran different load shapes: %3 differs</source>
        <translation>%1 and %2 ran different load shapes: %3 differs</translation>
    </message>
    <message>
        <source>%1 and %2 started %3 s apart, more than the tolerance of %4 s: they did not run together (start them with --start-at, or raise --start-tolerance)</source>
        <translation>%1 and %2 started %3 s apart, more than the tolerance of %4 s: they did not run together (start them with --start-at, or raise --start-tolerance)</translation>
    </message>
    <message>
        <source>%1 streams per connection: must be 1 to %2</source>
        <translation>%1 streams per connection: must be 1 to %2</translation>
    </message>
    <message>
        <source>an HTTP/2 setting: it needs --http2</source>
        <translation>an HTTP/2 setting: it needs --http2</translation>
    </message>
    <message>
        <source>a setting of the native HTTP/2 engine: libcurl (--engine curl, --proxy) multiplexes and sizes its windows itself</source>
        <translation>a setting of the native HTTP/2 engine: libcurl (--engine curl, --proxy) multiplexes and sizes its windows itself</translation>
    </message>
    <message>
        <source>more than one stream per connection needs --http2 or --http3</source>
        <translation>more than one stream per connection needs --http2 or --http3</translation>
    </message>
    <message>
        <source>this Benchwork was built without HTTP/3: ngtcp2, nghttp3 or GnuTLS was missing when it was configured (docs/http3.md)</source>
        <translation>this Benchwork was built without HTTP/3: ngtcp2, nghttp3 or GnuTLS was missing when it was configured (docs/http3.md)</translation>
    </message>
    <message>
        <source>--http2 and --http3 exclude each other</source>
        <translation>--http2 and --http3 exclude each other</translation>
    </message>
    <message>
        <source>HTTP/3 needs an https:// URL (QUIC is always encrypted)</source>
        <translation>HTTP/3 needs an https:// URL (QUIC is always encrypted)</translation>
    </message>
    <message>
        <source>HTTP/3 runs on the native engine only: not with --engine curl or a proxy</source>
        <translation>HTTP/3 runs on the native engine only: not with --engine curl or a proxy</translation>
    </message>
    <message>
        <source>HTTP/3 sends one request: a request set (--mix, --targets, --urls, --har) needs HTTP/1.1 or --http2</source>
        <translation>HTTP/3 sends one request: a request set (--mix, --targets, --urls, --har) needs HTTP/1.1 or --http2</translation>
    </message>
    <message>
        <source>Room for virtual users</source>
        <translation>Room for virtual users</translation>
    </message>
    <message>
        <source>a stage&apos;s target is a number of VUs in the closed model: at most %1, got %2</source>
        <translation>a stage&apos;s target is a number of VUs in the closed model: at most %1, got %2</translation>
    </message>
    <message>
        <source>the stages last 0 s in total</source>
        <translation>the stages last 0 s in total</translation>
    </message>
    <message>
        <source>%1 VUs: must be 0 (none beyond the schedule) to %2</source>
        <translation>%1 VUs: must be 0 (none beyond the schedule) to %2</translation>
    </message>
    <message>
        <source>no run is under way to change (not started, or ending)</source>
        <translation>no run is under way to change (not started, or ending)</translation>
    </message>
    <message>
        <source>this run sends at a set rate (open model): change its rate, not its VUs</source>
        <translation>this run sends at a set rate (open model): change its rate, not its VUs</translation>
    </message>
    <message>
        <source>this run has a set number of VUs (closed model): change its VUs; to steer the rate, start the run with a rate</source>
        <translation>this run has a set number of VUs (closed model): change its VUs; to steer the rate, start the run with a rate</translation>
    </message>
    <message>
        <source>%1 VUs: this run has room for 0 to %2 (start it with more room for VUs)</source>
        <translation>%1 VUs: this run has room for 0 to %2 (start it with more room for VUs)</translation>
    </message>
    <message>
        <source>%1 requests/s: must be 0 to %2</source>
        <translation>%1 requests/s: must be 0 to %2</translation>
    </message>
    <message>
        <source>this run has taken the most changes it can record (%1)</source>
        <translation>this run has taken the most changes it can record (%1)</translation>
    </message>
    <message>
        <source>%1 requests/s: at most %2</source>
        <translation>%1 requests/s: at most %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid header name: %2 is not allowed in one (a name is an RFC 9110 token: ASCII letters, digits and marks, no spaces, controls or any of &quot;(),/:;&lt;=&gt;?@[\]{})</source>
        <translation>&apos;%1&apos; is not a valid header name: %2 is not allowed in one (a name is an RFC 9110 token: ASCII letters, digits and marks, no spaces, controls or any of &quot;(),/:;&lt;=&gt;?@[\]{})</translation>
    </message>
    <message>
        <source>a header needs a name (expected &apos;Name: value&apos;)</source>
        <translation>a header needs a name (expected &apos;Name: value&apos;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is longer than %2, the longest duration Benchwork takes</source>
        <translation>&apos;%1&apos; is longer than %2, the longest duration Benchwork takes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is more than %2, the largest count Benchwork takes</source>
        <translation>&apos;%1&apos; is more than %2, the largest count Benchwork takes</translation>
    </message>
    <message>
        <source>request %1</source>
        <translation>request %1</translation>
    </message>
    <message>
        <source>flow %1</source>
        <translation>flow %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>step %1</translation>
    </message>
    <message>
        <source>variable %1</source>
        <translation>variable %1</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (did you mean &quot;%2&quot;?)</source>
        <translation>unknown field &quot;%1&quot; (did you mean &quot;%2&quot;?)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (known fields: %2)</source>
        <translation>unknown field &quot;%1&quot; (known fields: %2)</translation>
    </message>
    <message>
        <source>missing (required)</source>
        <translation>missing (required)</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>expected a string, got %1</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>expected a whole number, got %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>must be between %1 and %2, got %3</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>expected a number, got %1</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>must not be negative, got %1</translation>
    </message>
    <message>
        <source>must be greater than zero, got %1</source>
        <translation>must be greater than zero, got %1</translation>
    </message>
    <message>
        <source>must be at most 1,000,000,000, got %1</source>
        <translation>must be at most 1,000,000,000, got %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>expected true or false, got %1</translation>
    </message>
    <message>
        <source>expected a duration like &quot;5ms&quot;, got %1</source>
        <translation>expected a duration like &quot;5ms&quot;, got %1</translation>
    </message>
    <message>
        <source>expected a percentage like &quot;1%&quot;, got %1</source>
        <translation>expected a percentage like &quot;1%&quot;, got %1</translation>
    </message>
    <message>
        <source>must be between 0% and 100%, got %1</source>
        <translation>must be between 0% and 100%, got %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>expected an object, got %1</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>expected an array, got %1</translation>
    </message>
    <message>
        <source>expected a non-empty string, got %1</source>
        <translation>expected a non-empty string, got %1</translation>
    </message>
    <message>
        <source>expected an object of header names and values, got %1</source>
        <translation>expected an object of header names and values, got %1</translation>
    </message>
    <message>
        <source>expected at least one request</source>
        <translation>expected at least one request</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;path&quot;: &quot;/&quot;}, got %1</source>
        <translation>expected an object such as {&quot;path&quot;: &quot;/&quot;}, got %1</translation>
    </message>
    <message>
        <source>expected &quot;weighted&quot; or &quot;sequence&quot;, got &quot;%1&quot;</source>
        <translation>expected &quot;weighted&quot; or &quot;sequence&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give either body or bodyBase64</source>
        <translation>give either body or bodyBase64</translation>
    </message>
    <message>
        <source>give either path or url</source>
        <translation>give either path or url</translation>
    </message>
    <message>
        <source>give either body or bodyFile</source>
        <translation>give either body or bodyFile</translation>
    </message>
    <message>
        <source>expected a string or a JSON object/array, got %1</source>
        <translation>expected a string or a JSON object/array, got %1</translation>
    </message>
    <message>
        <source>expected the body&apos;s bytes in base64, got %1</source>
        <translation>expected the body&apos;s bytes in base64, got %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>cannot read &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be a number greater than 0, got %1</source>
        <translation>must be a number greater than 0, got %1</translation>
    </message>
    <message>
        <source>a &apos;{&apos; without &apos;}&apos;</source>
        <translation>a &apos;{&apos; without &apos;}&apos;</translation>
    </message>
    <message>
        <source>expected {n}, {n,} or {n,m}</source>
        <translation>expected {n}, {n,} or {n,m}</translation>
    </message>
    <message>
        <source>{n,m} with m below n</source>
        <translation>{n,m} with m below n</translation>
    </message>
    <message>
        <source>a quantified group is not supported (quantify the characters inside it)</source>
        <translation>a quantified group is not supported (quantify the characters inside it)</translation>
    </message>
    <message>
        <source>a quantifier with nothing before it</source>
        <translation>a quantifier with nothing before it</translation>
    </message>
    <message>
        <source>alternation &apos;|&apos; is not supported (use two extractions)</source>
        <translation>alternation &apos;|&apos; is not supported (use two extractions)</translation>
    </message>
    <message>
        <source>lookaround and named groups are not supported</source>
        <translation>lookaround and named groups are not supported</translation>
    </message>
    <message>
        <source>more than 9 groups</source>
        <translation>more than 9 groups</translation>
    </message>
    <message>
        <source>a &apos;)&apos; without &apos;(&apos;</source>
        <translation>a &apos;)&apos; without &apos;(&apos;</translation>
    </message>
    <message>
        <source>a &apos;[&apos; without &apos;]&apos;</source>
        <translation>a &apos;[&apos; without &apos;]&apos;</translation>
    </message>
    <message>
        <source>a &apos;\&apos; at the end</source>
        <translation>a &apos;\&apos; at the end</translation>
    </message>
    <message>
        <source>a range must end in a character</source>
        <translation>a range must end in a character</translation>
    </message>
    <message>
        <source>a range whose end comes before its start</source>
        <translation>a range whose end comes before its start</translation>
    </message>
    <message>
        <source>a &apos;(&apos; without &apos;)&apos;</source>
        <translation>a &apos;(&apos; without &apos;)&apos;</translation>
    </message>
    <message>
        <source>it must start with $</source>
        <translation>it must start with $</translation>
    </message>
    <message>
        <source>recursive descent &apos;..&apos; is not supported</source>
        <translation>recursive descent &apos;..&apos; is not supported</translation>
    </message>
    <message>
        <source>a name is missing</source>
        <translation>a name is missing</translation>
    </message>
    <message>
        <source>an unclosed quote</source>
        <translation>an unclosed quote</translation>
    </message>
    <message>
        <source>expected an index, a quoted name or *</source>
        <translation>expected an index, a quoted name or *</translation>
    </message>
    <message>
        <source>expected &apos;]&apos;</source>
        <translation>expected &apos;]&apos;</translation>
    </message>
    <message>
        <source>expected &apos;.&apos; or &apos;[&apos;</source>
        <translation>expected &apos;.&apos; or &apos;[&apos;</translation>
    </message>
    <message>
        <source>expected true</source>
        <translation>expected true</translation>
    </message>
    <message>
        <source>expected [lo, hi], two whole numbers, got %1</source>
        <translation>expected [lo, hi], two whole numbers, got %1</translation>
    </message>
    <message>
        <source>lo %1 is above hi %2</source>
        <translation>lo %1 is above hi %2</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;random&quot;: [1, 300]}, got %1</source>
        <translation>expected an object such as {&quot;random&quot;: [1, 300]}, got %1</translation>
    </message>
    <message>
        <source>give exactly one of random, sequence, choice, file and uuid</source>
        <translation>give exactly one of random, sequence, choice, file and uuid</translation>
    </message>
    <message>
        <source>only for a file variable</source>
        <translation>only for a file variable</translation>
    </message>
    <message>
        <source>expected a non-empty array of values</source>
        <translation>expected a non-empty array of values</translation>
    </message>
    <message>
        <source>expected a string or a number, got %1</source>
        <translation>expected a string or a number, got %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>expected &quot;random&quot; or &quot;sequence&quot;, got &quot;%1&quot;</source>
        <translation>expected &quot;random&quot; or &quot;sequence&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing: &apos;%1&apos; has %2 columns, name the one to take</source>
        <translation>missing: &apos;%1&apos; has %2 columns, name the one to take</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no column &quot;%2&quot; (its columns: %3)</source>
        <translation>&apos;%1&apos; has no column &quot;%2&quot; (its columns: %3)</translation>
    </message>
    <message>
        <source>expected at least one flow</source>
        <translation>expected at least one flow</translation>
    </message>
    <message>
        <source>expected at least one step</source>
        <translation>expected at least one step</translation>
    </message>
    <message>
        <source>expected &quot;continue&quot; or &quot;restart&quot;, got &quot;%1&quot;</source>
        <translation>expected &quot;continue&quot; or &quot;restart&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a status code such as 200, got %1</source>
        <translation>expected a status code such as 200, got %1</translation>
    </message>
    <message>
        <source>expected a status code (200) or a class (&quot;2xx&quot;), got %1</source>
        <translation>expected a status code (200) or a class (&quot;2xx&quot;), got %1</translation>
    </message>
    <message>
        <source>give exactly one of status, bodyContains, json (with equals or exists) and header</source>
        <translation>give exactly one of status, bodyContains, json (with equals or exists) and header</translation>
    </message>
    <message>
        <source>a json check takes either &quot;equals&quot;: VALUE or &quot;exists&quot;: true</source>
        <translation>a json check takes either &quot;equals&quot;: VALUE or &quot;exists&quot;: true</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;json&quot;: &quot;/token&quot;}, got %1</source>
        <translation>expected an object such as {&quot;json&quot;: &quot;/token&quot;}, got %1</translation>
    </message>
    <message>
        <source>give exactly one of json (a JSON Pointer), jsonpath, regex and header</source>
        <translation>give exactly one of json (a JSON Pointer), jsonpath, regex and header</translation>
    </message>
    <message>
        <source>only for a regex</source>
        <translation>only for a regex</translation>
    </message>
    <message>
        <source>expected &quot;first&quot; or &quot;random&quot;, got &quot;%1&quot;</source>
        <translation>expected &quot;first&quot; or &quot;random&quot;, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a duration (&quot;100ms&quot;), {&quot;uniform&quot;: [&quot;50ms&quot;, &quot;150ms&quot;]} or {&quot;exponential&quot;: &quot;200ms&quot;}, got %1</source>
        <translation>expected a duration (&quot;100ms&quot;), {&quot;uniform&quot;: [&quot;50ms&quot;, &quot;150ms&quot;]} or {&quot;exponential&quot;: &quot;200ms&quot;}, got %1</translation>
    </message>
    <message>
        <source>expected [min, max], two durations</source>
        <translation>expected [min, max], two durations</translation>
    </message>
    <message>
        <source>min is above max</source>
        <translation>min is above max</translation>
    </message>
    <message>
        <source>a flow needs a name</source>
        <translation>a flow needs a name</translation>
    </message>
    <message>
        <source>another flow or request already has the name &quot;%1&quot;</source>
        <translation>another flow or request already has the name &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the weight must be greater than 0</source>
        <translation>the weight must be greater than 0</translation>
    </message>
    <message>
        <source>a flow needs at least one step</source>
        <translation>a flow needs at least one step</translation>
    </message>
    <message>
        <source>has %1 steps; a flow holds at most %2</source>
        <translation>has %1 steps; a flow holds at most %2</translation>
    </message>
    <message>
        <source>extracts %1 variables; a flow holds at most %2</source>
        <translation>extracts %1 variables; a flow holds at most %2</translation>
    </message>
    <message>
        <source>a step needs a name</source>
        <translation>a step needs a name</translation>
    </message>
    <message>
        <source>another step of this flow already has the name &quot;%1&quot;</source>
        <translation>another step of this flow already has the name &quot;%1&quot;</translation>
    </message>
    <message>
        <source>{{%1}} is extracted by step %2 (&quot;%3&quot;), which does not come before this one</source>
        <translation>{{%1}} is extracted by step %2 (&quot;%3&quot;), which does not come before this one</translation>
    </message>
    <message>
        <source>unknown variable {{%1}} (neither a variable of the set nor extracted by an earlier step)</source>
        <translation>unknown variable {{%1}} (neither a variable of the set nor extracted by an earlier step)</translation>
    </message>
    <message>
        <source>at most %1 extractions per step</source>
        <translation>at most %1 extractions per step</translation>
    </message>
    <message>
        <source>at most %1 checks per step</source>
        <translation>at most %1 checks per step</translation>
    </message>
    <message>
        <source>a think time must be 0 or more</source>
        <translation>a think time must be 0 or more</translation>
    </message>
    <message>
        <source>an exponential think time needs a mean above 0</source>
        <translation>an exponential think time needs a mean above 0</translation>
    </message>
    <message>
        <source>a uniform think time needs 0 &lt;= min &lt;= max</source>
        <translation>a uniform think time needs 0 &lt;= min &lt;= max</translation>
    </message>
    <message>
        <source>expected a name of letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos; (at most 64), got &quot;%1&quot;</source>
        <translation>expected a name of letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos; (at most 64), got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>{{%1}} is already one of the set&apos;s variables; extract into another name</source>
        <translation>{{%1}} is already one of the set&apos;s variables; extract into another name</translation>
    </message>
    <message>
        <source>the expression has %1 group(s); group %2 does not exist</source>
        <translation>the expression has %1 group(s); group %2 does not exist</translation>
    </message>
    <message>
        <source>expected a header name, got &quot;%1&quot;</source>
        <translation>expected a header name, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a status (200), a class (&quot;2xx&quot;) or a list of them</source>
        <translation>expected a status (200), a class (&quot;2xx&quot;) or a list of them</translation>
    </message>
    <message>
        <source>status %1 cannot occur (HTTP statuses are 100 to 599)</source>
        <translation>status %1 cannot occur (HTTP statuses are 100 to 599)</translation>
    </message>
    <message>
        <source>status class %1xx cannot occur (1xx to 5xx)</source>
        <translation>status class %1xx cannot occur (1xx to 5xx)</translation>
    </message>
    <message>
        <source>the text to look for is empty</source>
        <translation>the text to look for is empty</translation>
    </message>
    <message>
        <source>the expected value is missing</source>
        <translation>the expected value is missing</translation>
    </message>
    <message>
        <source>the regular expression &quot;%1&quot; cannot be used: %2 (at character %3)</source>
        <translation>the regular expression &quot;%1&quot; cannot be used: %2 (at character %3)</translation>
    </message>
    <message>
        <source>the regular expression &quot;%1&quot; cannot be used: the escape %2 is not supported (at character %3)</source>
        <translation>the regular expression &quot;%1&quot; cannot be used: the escape %2 is not supported (at character %3)</translation>
    </message>
    <message>
        <source>the regular expression &quot;%1&quot; cannot be used: the escape %2 is not supported (backreferences are not) (at character %3)</source>
        <translation>the regular expression &quot;%1&quot; cannot be used: the escape %2 is not supported (backreferences are not) (at character %3)</translation>
    </message>
    <message>
        <source>a JSON Pointer starts with &apos;/&apos; (&quot;/items/0/id&quot;), got &quot;%1&quot;</source>
        <translation>a JSON Pointer starts with &apos;/&apos; (&quot;/items/0/id&quot;), got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a JSON Pointer: &apos;~&apos; must be followed by 0 or 1 (at character %2)</source>
        <translation>&quot;%1&quot; is not a JSON Pointer: &apos;~&apos; must be followed by 0 or 1 (at character %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a supported JSONPath (%2 at character %3); use $.name, $[&apos;name&apos;], [0], [*] or .*</source>
        <translation>&quot;%1&quot; is not a supported JSONPath (%2 at character %3); use $.name, $[&apos;name&apos;], [0], [*] or .*</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a core split (expected auto, off, or the server&apos;s and the client&apos;s CPUs as S:C, e.g. 2:2)</source>
        <translation>&apos;%1&apos; is not a core split (expected auto, off, or the server&apos;s and the client&apos;s CPUs as S:C, e.g. 2:2)</translation>
    </message>
    <message>
        <source>%1 needs %2 CPUs; this process may use %3 (%4)</source>
        <translation>%1 needs %2 CPUs; this process may use %3 (%4)</translation>
    </message>
    <message>
        <source>%1 and the target&apos;s CPU list both place the target: give one of them</source>
        <translation>%1 and the target&apos;s CPU list both place the target: give one of them</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a link profile (local, lan, wifi, wifi-poor, lte, intercontinental, or figures such as rtt=40ms,jitter=10ms,rate=50mbit,loss=0.5%)</source>
        <translation>&apos;%1&apos; is not a link profile (local, lan, wifi, wifi-poor, lte, intercontinental, or figures such as rtt=40ms,jitter=10ms,rate=50mbit,loss=0.5%)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in link &apos;%2&apos; is not one of rtt, jitter, rate, loss, queue (a profile&apos;s name comes first)</source>
        <translation>&apos;%1&apos; in link &apos;%2&apos; is not one of rtt, jitter, rate, loss, queue (a profile&apos;s name comes first)</translation>
    </message>
    <message>
        <source>%1=%2 in link &apos;%3&apos; is out of range or malformed (rtt and jitter up to 10s, e.g. 40ms; rate e.g. 50mbit; loss 0 to 50%; queue at least 1500 bytes, e.g. 256K)</source>
        <translation>%1=%2 in link &apos;%3&apos; is out of range or malformed (rtt and jitter up to 10s, e.g. 40ms; rate e.g. 50mbit; loss 0 to 50%; queue at least 1500 bytes, e.g. 256K)</translation>
    </message>
    <message>
        <source>a link needs the native engine (not --engine curl or --proxy)</source>
        <translation>a link needs the native engine (not --engine curl or --proxy)</translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>Option %1 needs a value.</translation>
    </message>
    <message>
        <source>Option %1: &apos;%2&apos; is not %3.</source>
        <translation>Option %1: &apos;%2&apos; is not %3.</translation>
    </message>
    <message>
        <source>a header of the form &apos;Name: value&apos;</source>
        <translation>a header of the form &apos;Name: value&apos;</translation>
    </message>
    <message>
        <source>a whole number of at least 1</source>
        <translation>a whole number of at least 1</translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation>a whole number of at least 0</translation>
    </message>
    <message>
        <source>a duration such as 10s, 500ms or 2m</source>
        <translation>a duration such as 10s, 500ms or 2m</translation>
    </message>
    <message>
        <source>a rate in requests per second</source>
        <translation>a rate in requests per second</translation>
    </message>
    <message>
        <source>auto, native or curl</source>
        <translation>auto, native or curl</translation>
    </message>
    <message>
        <source>system, en or ko</source>
        <translation>system, en or ko</translation>
    </message>
    <message>
        <source>a period from 10 to 1000 ms</source>
        <translation>a period from 10 to 1000 ms</translation>
    </message>
    <message>
        <source>Unknown option: %1 (see --help)</source>
        <translation>Unknown option: %1 (see --help)</translation>
    </message>
    <message>
        <source>--quit-after needs --autorun.</source>
        <translation>--quit-after needs --autorun.</translation>
    </message>
    <message>
        <source>--demo and --url exclude each other.</source>
        <translation>--demo and --url exclude each other.</translation>
    </message>
    <message>
        <source>--duration and --requests exclude each other.</source>
        <translation>--duration and --requests exclude each other.</translation>
    </message>
    <message>
        <source>system, light or dark</source>
        <translation>system, light or dark</translation>
    </message>
    <message>
        <source>none, last or a run id</source>
        <translation>none, last or a run id</translation>
    </message>
    <message>
        <source>a whole number of streams from 1 to 1000</source>
        <translation>a whole number of streams from 1 to 1000</translation>
    </message>
    <message>
        <source>1.2 or 1.3</source>
        <translation>1.2 or 1.3</translation>
    </message>
    <message>
        <source>Option %1 must be greater than zero (got &apos;%2&apos;).</source>
        <translation>Option %1 must be greater than zero (got &apos;%2&apos;).</translation>
    </message>
    <message>
        <source>Option %1 was given twice with different values: &apos;%2&apos; and &apos;%3&apos;. Give it once.</source>
        <translation>Option %1 was given twice with different values: &apos;%2&apos; and &apos;%3&apos;. Give it once.</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>Option %1: %2</translation>
    </message>
    <message>
        <source>a path for the socket</source>
        <translation>a path for the socket</translation>
    </message>
    <message>
        <source>--stages sets the length: leave out --duration and --requests.</source>
        <translation>--stages sets the length: leave out --duration and --requests.</translation>
    </message>
    <message>
        <source>search or sweep</source>
        <translation>search or sweep</translation>
    </message>
    <message>
        <source>--streams needs --http2 or --http3.</source>
        <translation>--streams needs --http2 or --http3.</translation>
    </message>
    <message>
        <source>--http2 and --http3 exclude each other.</source>
        <translation>--http2 and --http3 exclude each other.</translation>
    </message>
    <message>
        <source>auto, off, or the server&apos;s and the client&apos;s CPUs as S:C</source>
        <translation>auto, off, or the server&apos;s and the client&apos;s CPUs as S:C</translation>
    </message>
    <message>
        <source>local, lan, wifi, wifi-poor, lte or intercontinental</source>
        <translation>local, lan, wifi, wifi-poor, lte or intercontinental</translation>
    </message>
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
  --mix FILE             send a request set (docs/requests.md) instead of one request
Load:
  -c, --connections N    virtual users (concurrent connections)
  -t, --threads N        load threads (0: one per CPU this process may use)
  -d, --duration TIME    measured phase, e.g. 10s, 2m
  -n, --requests N       measure exactly N requests instead
  --warmup TIME          load before measuring, not counted
  --rate RPS             fixed rate (open model)
  --stages D:T,...       ramp in stages, e.g. 30s:100,1m:100 (VUs; requests/s with --rate)
  --timeout TIME         per request
  --engine KIND          auto, native or curl
  --http2                HTTP/2: h2c on http://, h2 by ALPN on https://
  --http3                HTTP/3 over QUIC (https:// only)
  --streams N            HTTP/2 or HTTP/3 streams per connection (like h2load&apos;s -m)
  -k, --insecure         accept any TLS certificate
  --tls-min VERSION      lowest TLS version: 1.2 or 1.3
  --split S:C            the server&apos;s and the client&apos;s own CPUs: auto, off or S:C
  --link NETWORK         local, lan, wifi, wifi-poor, lte or intercontinental
  --slo-rps RPS          pass only at or above this rate
  --slo-p99 TIME         pass only with p99 at or below this, e.g. 5ms
Window:
  --autorun              start a run at once and print a one-line summary when it ends
  --quit-after           with --autorun: close when the run ends (exit 0; 1 if the
                         run failed, its target ended or it missed the SLO; 2 if it
                         could not start)
  --language CODE        system, en or ko
  --tick-ms N            live refresh period in ms (default 100)
  --presentation         open the presentation view (F11) at once
  --theme THEME          system, light or dark
  --baseline RUN         none, last (the same target and load) or a history run id
  --control PATH         listen on a Unix socket for &apos;vus N&apos;, &apos;rate N&apos; and &apos;stop&apos;
  --metrics [ADDR:]PORT  serve each run&apos;s figures on http://ADDR:PORT/metrics for
                         Prometheus (loopback only; ADDR defaults to 127.0.0.1)
  --capacity MODE        open the Capacity tab as a search or a sweep; with --autorun
                         run it (exit 0 found or complete, 1 not, 2 could not start)
  -h, --help             show this text
  -v, --version          show the version
</source>
        <translation>Usage: benchwork [options]

Benchwork: a workbench for HTTP load tests. Without options the window opens with the last
settings and the built-in demo target started in the background.

Target:
  --demo                 load the built-in demo target (default without --url)
  --url URL              load this URL (no server process is watched)
  -m, --method METHOD    HTTP method (default GET)
  -H, --header &apos;N: V&apos;    extra request header (repeatable)
  --body TEXT            request body
  --mix FILE             send a request set (docs/requests.md) instead of one request
Load:
  -c, --connections N    virtual users (concurrent connections)
  -t, --threads N        load threads (0: one per CPU this process may use)
  -d, --duration TIME    measured phase, e.g. 10s, 2m
  -n, --requests N       measure exactly N requests instead
  --warmup TIME          load before measuring, not counted
  --rate RPS             fixed rate (open model)
  --stages D:T,...       ramp in stages, e.g. 30s:100,1m:100 (VUs; requests/s with --rate)
  --timeout TIME         per request
  --engine KIND          auto, native or curl
  --http2                HTTP/2: h2c on http://, h2 by ALPN on https://
  --http3                HTTP/3 over QUIC (https:// only)
  --streams N            HTTP/2 or HTTP/3 streams per connection (like h2load&apos;s -m)
  -k, --insecure         accept any TLS certificate
  --tls-min VERSION      lowest TLS version: 1.2 or 1.3
  --split S:C            the server&apos;s and the client&apos;s own CPUs: auto, off or S:C
  --link NETWORK         local, lan, wifi, wifi-poor, lte or intercontinental
  --slo-rps RPS          pass only at or above this rate
  --slo-p99 TIME         pass only with p99 at or below this, e.g. 5ms
Window:
  --autorun              start a run at once and print a one-line summary when it ends
  --quit-after           with --autorun: close when the run ends (exit 0; 1 if the
                         run failed, its target ended or it missed the SLO; 2 if it
                         could not start)
  --language CODE        system, en or ko
  --tick-ms N            live refresh period in ms (default 100)
  --presentation         open the presentation view (F11) at once
  --theme THEME          system, light or dark
  --baseline RUN         none, last (the same target and load) or a history run id
  --control PATH         listen on a Unix socket for &apos;vus N&apos;, &apos;rate N&apos; and &apos;stop&apos;
  --metrics [ADDR:]PORT  serve each run&apos;s figures on http://ADDR:PORT/metrics for
                         Prometheus (loopback only; ADDR defaults to 127.0.0.1)
  --capacity MODE        open the Capacity tab as a search or a sweep; with --autorun
                         run it (exit 0 found or complete, 1 not, 2 could not start)
  -h, --help             show this text
  -v, --version          show the version
</translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML report (*.html)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>HdrHistogram percentiles (*.hgrm *.txt)</source>
        <translation>HdrHistogram percentiles (*.hgrm *.txt)</translation>
    </message>
    <message>
        <source>No run is selected.</source>
        <translation>No run is selected.</translation>
    </message>
    <message>
        <source>This format describes one run; select exactly one.</source>
        <translation>This format describes one run; select exactly one.</translation>
    </message>
    <message>
        <source>This run has no per-second series (imported runs keep only totals).</source>
        <translation>This run has no per-second series (imported runs keep only totals).</translation>
    </message>
    <message>
        <source>This run has no latency histogram (imported runs keep only percentiles).</source>
        <translation>This run has no latency histogram (imported runs keep only percentiles).</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 could not be written: %2</translation>
    </message>
    <message>
        <source>Markdown report…</source>
        <translation>Markdown report…</translation>
    </message>
    <message>
        <source>HTML report…</source>
        <translation>HTML report…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>Per-second CSV…</source>
        <translation>Per-second CSV…</translation>
    </message>
    <message>
        <source>HdrHistogram percentiles…</source>
        <translation>HdrHistogram percentiles…</translation>
    </message>
</context>
<context>
    <name>HistoryImport</name>
    <message>
        <source>wrk text output</source>
        <translation>wrk text output</translation>
    </message>
    <message>
        <source>k6 summary JSON</source>
        <translation>k6 summary JSON</translation>
    </message>
    <message>
        <source>oha JSON</source>
        <translation>oha JSON</translation>
    </message>
    <message>
        <source>wrk, k6 or oha output</source>
        <translation>wrk, k6 or oha output</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>wrk output (*.txt *.log *.out)</source>
        <translation>wrk output (*.txt *.log *.out)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>No file was chosen.</source>
        <translation>No file was chosen.</translation>
    </message>
    <message>
        <source>No history database is open.</source>
        <translation>No history database is open.</translation>
    </message>
    <message>
        <source>%1 was not imported as %2: %3</source>
        <translation>%1 was not imported as %2: %3</translation>
    </message>
    <message>
        <source>%1 was not imported as %2: at %3: %4</source>
        <translation>%1 was not imported as %2: at %3: %4</translation>
    </message>
    <message>
        <source>No file was imported; fix or leave out this one.</source>
        <translation>No file was imported; fix or leave out this one.</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>no SLO</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <source>target exited</source>
        <translation>target exited</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrupted</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>running</source>
        <translation>running</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>not judged</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) from %1</source>
        <translation>
            <numerusform>%n request from %1</numerusform>
            <numerusform>%n requests from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportNote</name>
    <message>
        <source>requests kept: %1 of %2 read</source>
        <translation>requests kept: %1 of %2 read</translation>
    </message>
    <message>
        <source>identical to another, merged into its weight: %1</source>
        <translation>identical to another, merged into its weight: %1</translation>
    </message>
    <message>
        <source>on another origin, left out: %1</source>
        <translation>on another origin, left out: %1</translation>
    </message>
    <message>
        <source>that cannot be sent, left out: %1 (the first: %2)</source>
        <translation>that cannot be sent, left out: %1 (the first: %2)</translation>
    </message>
    <message>
        <source>static assets, left out: %1 (--include-static keeps them)</source>
        <translation>static assets, left out: %1 (--include-static keeps them)</translation>
    </message>
    <message>
        <source>cookie or authorization headers, left out: %1 (--keep-secrets keeps them)</source>
        <translation>cookie or authorization headers, left out: %1 (--keep-secrets keeps them)</translation>
    </message>
    <message>
        <source>queryString items missing from their URL, added to it: %1</source>
        <translation>queryString items missing from their URL, added to it: %1</translation>
    </message>
    <message>
        <source>queryString items without a name, dropped: %1</source>
        <translation>queryString items without a name, dropped: %1</translation>
    </message>
    <message>
        <source>bodies given as both text and params, sent as the text (HAR 1.2): %1</source>
        <translation>bodies given as both text and params, sent as the text (HAR 1.2): %1</translation>
    </message>
    <message>
        <source>multipart bodies without a boundary, one picked and added to Content-Type: %1</source>
        <translation>multipart bodies without a boundary, one picked and added to Content-Type: %1</translation>
    </message>
    <message>
        <source>URLs with a user and password, sent as Authorization: Basic (as vegeta does): %1</source>
        <translation>URLs with a user and password, sent as Authorization: Basic (as vegeta does): %1</translation>
    </message>
</context>
<context>
    <name>LinkText</name>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>LAN</source>
        <translation>LAN</translation>
    </message>
    <message>
        <source>Wi-Fi</source>
        <translation>Wi-Fi</translation>
    </message>
    <message>
        <source>Wi-Fi (poor)</source>
        <translation>Wi-Fi (poor)</translation>
    </message>
    <message>
        <source>LTE</source>
        <translation>LTE</translation>
    </message>
    <message>
        <source>Intercontinental</source>
        <translation>Intercontinental</translation>
    </message>
    <message>
        <source>Custom link</source>
        <translation>Custom link</translation>
    </message>
    <message>
        <source>%1: %2 ms round trip ± %3 ms</source>
        <translation>%1: %2 ms round trip ± %3 ms</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>%1 % loss</source>
        <translation>%1 % loss</translation>
    </message>
    <message>
        <source>Link: %1.</source>
        <translation>Link: %1.</translation>
    </message>
    <message>
        <source>%1 connections, %2 retransmission stalls (a lost segment holds its stream one RTO), mean added delay %3 ms each way.</source>
        <translation>%1 connections, %2 retransmission stalls (a lost segment holds its stream one RTO), mean added delay %3 ms each way.</translation>
    </message>
    <message>
        <source>%1 datagrams relayed, %2 dropped for loss, %3 for a full queue.</source>
        <translation>%1 datagrams relayed, %2 dropped for loss, %3 for a full queue.</translation>
    </message>
    <message>
        <source>The link&apos;s CPU: %1 % of one core</source>
        <translation>The link&apos;s CPU: %1 % of one core</translation>
    </message>
    <message>
        <source> (%1 µs a request)</source>
        <translation> (%1 µs a request)</translation>
    </message>
    <message>
        <source>The link could not keep up: its own waiting is in these figures. Use fewer connections or a lower rate.</source>
        <translation>The link could not keep up: its own waiting is in these figures. Use fewer connections or a lower rate.</translation>
    </message>
    <message>
        <source>The runs crossed different networks (%1 and %2): their latency is not comparable.</source>
        <translation>The runs crossed different networks (%1 and %2): their latency is not comparable.</translation>
    </message>
</context>
<context>
    <name>PeakMemory</name>
    <message>
        <source>cgroup peak</source>
        <translation>cgroup peak</translation>
    </message>
    <message>
        <source>cgroup %1, exact</source>
        <translation>cgroup %1, exact</translation>
    </message>
    <message>
        <source>cgroup memory.current, highest 250 ms sample</source>
        <translation>cgroup memory.current, highest 250 ms sample</translation>
    </message>
    <message>
        <source>process tree RSS, highest 250 ms sample</source>
        <translation>process tree RSS, highest 250 ms sample</translation>
    </message>
</context>
<context>
    <name>ReportLabels</name>
    <message>
        <source>Benchmark results</source>
        <translation>Benchmark results</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Run: %1</translation>
    </message>
    <message>
        <source>Measured with Benchwork %1 on %2. The figures below show how fast each target is, how the runs compare, and whether each meets its service-level target.</source>
        <translation>Measured with Benchwork %1 on %2. The figures below show how fast each target is, how the runs compare, and whether each meets its service-level target.</translation>
    </message>
    <message>
        <source>These results were imported from another load tool&apos;s output; the figures are that tool&apos;s own, and the machine they were measured on is not recorded.</source>
        <translation>These results were imported from another load tool&apos;s output; the figures are that tool&apos;s own, and the machine they were measured on is not recorded.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>All %1 runs with an SLO passed their throughput and p99 latency targets.</source>
        <translation>All %1 runs with an SLO passed their throughput and p99 latency targets.</translation>
    </message>
    <message>
        <source>The run with an SLO passed its throughput and p99 latency targets.</source>
        <translation>The run with an SLO passed its throughput and p99 latency targets.</translation>
    </message>
    <message>
        <source>%1 of %2 runs with an SLO failed it: %3.</source>
        <translation>%1 of %2 runs with an SLO failed it: %3.</translation>
    </message>
    <message>
        <source>%1 recorded %2 RPS with a p99 latency of %3.</source>
        <translation>%1 recorded %2 RPS with a p99 latency of %3.</translation>
    </message>
    <message>
        <source>%1 was the fastest at %2 RPS, %3x the baseline %4.</source>
        <translation>%1 was the fastest at %2 RPS, %3x the baseline %4.</translation>
    </message>
    <message>
        <source>%1 shared the machine with another Benchwork load (%2): both results are skewed.</source>
        <translation>%1 shared the machine with another Benchwork load (%2): both results are skewed.</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>run %1</translation>
    </message>
    <message>
        <source>%1 ended early (%2): %3</source>
        <translation>%1 ended early (%2): %3</translation>
    </message>
    <message>
        <source>Performance at a glance</source>
        <translation>Performance at a glance</translation>
    </message>
    <message>
        <source>The bars answer the two questions readers ask first: how much headroom each run has against its SLO, and how the runs compare with each other.</source>
        <translation>The bars answer the two questions readers ask first: how much headroom each run has against its SLO, and how the runs compare with each other.</translation>
    </message>
    <message>
        <source>SLO headroom by run</source>
        <translation>SLO headroom by run</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>no SLO</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparison</translation>
    </message>
    <message>
        <source>Ratios are against the baseline, %1.</source>
        <translation>Ratios are against the baseline, %1.</translation>
    </message>
    <message>
        <source>Requests per second (higher is better)</source>
        <translation>Requests per second (higher is better)</translation>
    </message>
    <message>
        <source>p99 latency (lower is better)</source>
        <translation>p99 latency (lower is better)</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>baseline</translation>
    </message>
    <message>
        <source>Requests per second over the run</source>
        <translation>Requests per second over the run</translation>
    </message>
    <message>
        <source>Test environment</source>
        <translation>Test environment</translation>
    </message>
    <message>
        <source>The benchmark ran locally on %1. Local figures depend on the machine&apos;s state, but they show well whether there is practical headroom.</source>
        <translation>The benchmark ran locally on %1. Local figures depend on the machine&apos;s state, but they show well whether there is practical headroom.</translation>
    </message>
    <message>
        <source>The test environment was not recorded (imported results).</source>
        <translation>The test environment was not recorded (imported results).</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <source>OS</source>
        <translation>OS</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>%1 (%2 logical cores)</source>
        <translation>%1 (%2 logical cores)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Benchwork version</source>
        <translation>Benchwork version</translation>
    </message>
    <message>
        <source>libcurl</source>
        <translation>libcurl</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Load profile</source>
        <translation>Load profile</translation>
    </message>
    <message>
        <source>%1 virtual users, %2 s warmup, %3 s measured</source>
        <translation>%1 virtual users, %2 s warmup, %3 s measured</translation>
    </message>
    <message>
        <source>%1 requests/s over %2 connections, %3 s warmup, %4 s measured</source>
        <translation>%1 requests/s over %2 connections, %3 s warmup, %4 s measured</translation>
    </message>
    <message>
        <source>%1 requests over %2 virtual users, %3 s warmup</source>
        <translation>%1 requests over %2 virtual users, %3 s warmup</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>What was measured</source>
        <translation>What was measured</translation>
    </message>
    <message>
        <source>%1 RPS measured; the target is at least %2 RPS.</source>
        <translation>%1 RPS measured; the target is at least %2 RPS.</translation>
    </message>
    <message>
        <source>%1 RPS measured.</source>
        <translation>%1 RPS measured.</translation>
    </message>
    <message>
        <source>p99 latency is %1; the target is at most %2.</source>
        <translation>p99 latency is %1; the target is at most %2.</translation>
    </message>
    <message>
        <source>p99 latency is %1.</source>
        <translation>p99 latency is %1.</translation>
    </message>
    <message>
        <source>%1 errors (%2); the target is at most %3.</source>
        <translation>%1 errors (%2); the target is at most %3.</translation>
    </message>
    <message>
        <source>%1 errors (%2).</source>
        <translation>%1 errors (%2).</translation>
    </message>
    <message>
        <source>Result: SLO %1.</source>
        <translation>Result: SLO %1.</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>RPS</source>
        <translation>RPS</translation>
    </message>
    <message>
        <source>vs baseline</source>
        <translation>vs baseline</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Latency by percentile</source>
        <translation>Latency by percentile</translation>
    </message>
    <message>
        <source>Each curve shows how long a given share of the requests took at most, from the median on the left to the slowest 0.001 % on the right (a log scale of 1/(1-p), as HdrHistogram plots it). Fixed-rate runs have two curves: from the intended send time (corrected for coordinated omission) and, dashed, from the actual send.</source>
        <translation>Each curve shows how long a given share of the requests took at most, from the median on the left to the slowest 0.001 % on the right (a log scale of 1/(1-p), as HdrHistogram plots it). Fixed-rate runs have two curves: from the intended send time (corrected for coordinated omission) and, dashed, from the actual send.</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>latency (ms)</translation>
    </message>
    <message>
        <source>%1, corrected</source>
        <translation>%1, corrected</translation>
    </message>
    <message>
        <source>%1, uncorrected</source>
        <translation>%1, uncorrected</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Target runtime</source>
        <translation>Target runtime</translation>
    </message>
    <message>
        <source>%1 failed (%2): %3</source>
        <translation>%1 failed (%2): %3</translation>
    </message>
    <message>
        <source>Peak memory is %1 (%2).</source>
        <translation>Peak memory is %1 (%2).</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Peak memory</translation>
    </message>
    <message>
        <source>picked by weight</source>
        <translation>picked by weight</translation>
    </message>
    <message>
        <source>in sequence</source>
        <translation>in sequence</translation>
    </message>
    <message>
        <source>Requests by entry</source>
        <translation>Requests by entry</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Request</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Path</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>%1 flows of %2 steps in all</source>
        <translation>%1 flows of %2 steps in all</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>Flows</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterations</translation>
    </message>
    <message>
        <source>Iterations/s</source>
        <translation>Iterations/s</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>Check failures</source>
        <translation>Check failures</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Skipped</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 failed: %2</translation>
    </message>
    <message>
        <source>; in stages: %1</source>
        <translation>; in stages: %1</translation>
    </message>
    <message>
        <source>%1 s to %2</source>
        <translation>%1 s to %2</translation>
    </message>
    <message>
        <source>%1: the load was changed during the run: %2.</source>
        <translation>%1: the load was changed during the run: %2.</translation>
    </message>
    <message>
        <source>at %1 s from %2 to %3 virtual users</source>
        <translation>at %1 s from %2 to %3 virtual users</translation>
    </message>
    <message>
        <source>at %1 s from %2 to %3 requests/s</source>
        <translation>at %1 s from %2 to %3 requests/s</translation>
    </message>
    <message>
        <source>NOT JUDGED</source>
        <translation>NOT JUDGED</translation>
    </message>
    <message>
        <source>Request set from %1: %2 requests, %3, seed %4</source>
        <translation>Request set from %1: %2 requests, %3, seed %4</translation>
    </message>
</context>
<context>
    <name>ResultImport</name>
    <message>
        <source>No file was chosen.</source>
        <translation>No file was chosen.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 could not be read: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>not a JSON object</translation>
    </message>
    <message>
        <source>not a Benchwork result</source>
        <translation>not a Benchwork result</translation>
    </message>
    <message>
        <source>%1 is not a Benchwork result (benchwork.run/1): %2</source>
        <translation>%1 is not a Benchwork result (benchwork.run/1): %2</translation>
    </message>
    <message>
        <source>No history database is open.</source>
        <translation>No history database is open.</translation>
    </message>
    <message>
        <source>The results were not merged: %1</source>
        <translation>The results were not merged: %1</translation>
    </message>
    <message>
        <source>Benchwork results (*.json)</source>
        <translation>Benchwork results (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
</context>
<context>
    <name>SpectrumCurves</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>latency</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>corrected</translation>
    </message>
    <message>
        <source>uncorrected</source>
        <translation>uncorrected</translation>
    </message>
</context>
<context>
    <name>SuiteHeadroom</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
</context>
<context>
    <name>SuiteReportLabels</name>
    <message>
        <source>%1: benchmark results</source>
        <translation>%1: benchmark results</translation>
    </message>
    <message>
        <source>%1 of %2 planned runs finished.</source>
        <translation>%1 of %2 planned runs finished.</translation>
    </message>
    <message>
        <source>The suite was stopped before its end; the runs that finished are kept and reported here.</source>
        <translation>The suite was stopped before its end; the runs that finished are kept and reported here.</translation>
    </message>
    <message>
        <source>%1 on %2 could not run: %3</source>
        <translation>%1 on %2 could not run: %3</translation>
    </message>
    <message>
        <source>Every run of the suite, in the order it ran.</source>
        <translation>Every run of the suite, in the order it ran.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>SLO headroom</source>
        <translation>SLO headroom</translation>
    </message>
    <message>
        <source>not pinned</source>
        <translation>not pinned</translation>
    </message>
    <message>
        <source>Comparison with familiar baselines</source>
        <translation>Comparison with familiar baselines</translation>
    </message>
    <message>
        <source>Each scenario next to results measured elsewhere or imported into the history. Baselines may do less work per request than the scenario: read the notes.</source>
        <translation>Each scenario next to results measured elsewhere or imported into the history. Baselines may do less work per request than the scenario: read the notes.</translation>
    </message>
    <message>
        <source>%1 (this suite)</source>
        <translation>%1 (this suite)</translation>
    </message>
    <message>
        <source>%1: %2 RPS against %4 RPS for %3 (%5x).</source>
        <translation>%1: %2 RPS against %4 RPS for %3 (%5x).</translation>
    </message>
    <message>
        <source>%1 is missing: %2.</source>
        <translation>%1 is missing: %2.</translation>
    </message>
    <message>
        <source>history run %1 (%2)</source>
        <translation>history run %1 (%2)</translation>
    </message>
    <message>
        <source>Matrix: targets x CPU configurations</source>
        <translation>Matrix: targets x CPU configurations</translation>
    </message>
    <message>
        <source>Each target was started once per CPU configuration, pinned to those CPUs, and ran the scenarios below; it was stopped before the next configuration. The load generator ran on the same machine, unpinned, so it shares the CPUs with the target.</source>
        <translation>Each target was started once per CPU configuration, pinned to those CPUs, and ran the scenarios below; it was stopped before the next configuration. The load generator ran on the same machine, unpinned, so it shares the CPUs with the target.</translation>
    </message>
    <message>
        <source>%1: %2 was the fastest at %3 RPS, %4x %5.</source>
        <translation>%1: %2 was the fastest at %3 RPS, %4x %5.</translation>
    </message>
    <message>
        <source>%1: requests per second by target and CPUs</source>
        <translation>%1: requests per second by target and CPUs</translation>
    </message>
    <message>
        <source>Runs that could not run</source>
        <translation>Runs that could not run</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Conclusion</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Suite file</source>
        <translation>Suite file</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Target %1</translation>
    </message>
    <message>
        <source>built-in demo target (SQLite in memory, %1 documents)</source>
        <translation>built-in demo target (SQLite in memory, %1 documents)</translation>
    </message>
    <message>
        <source>running server at %1</source>
        <translation>running server at %1</translation>
    </message>
    <message>
        <source>pinned to CPUs %1</source>
        <translation>pinned to CPUs %1</translation>
    </message>
    <message>
        <source>memory limit %1</source>
        <translation>memory limit %1</translation>
    </message>
    <message>
        <source>CPU quota %1</source>
        <translation>CPU quota %1</translation>
    </message>
    <message>
        <source>watched as container %1</source>
        <translation>watched as container %1</translation>
    </message>
    <message>
        <source>A/B comparison: %1</source>
        <translation>A/B comparison: %1</translation>
    </message>
    <message>
        <source>%1 (A) and %2 (B) were both up and loaded alternately, A B A B ..., %3 rounds each, so that slow drift of the machine falls on both sides alike.</source>
        <translation>%1 (A) and %2 (B) were both up and loaded alternately, A B A B ..., %3 rounds each, so that slow drift of the machine falls on both sides alike.</translation>
    </message>
    <message>
        <source>The runs are A/B group g%1 in the history (benchwork-cli history compare g%1).</source>
        <translation>The runs are A/B group g%1 in the history (benchwork-cli history compare g%1).</translation>
    </message>
    <message>
        <source>%1 on %2 was skipped: %3 not found (install it with %4).</source>
        <translation>%1 on %2 was skipped: %3 not found (install it with %4).</translation>
    </message>
    <message>
        <source>%1 on %2 was skipped: %3 not found.</source>
        <translation>%1 on %2 was skipped: %3 not found.</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>skipped</translation>
    </message>
    <message>
        <source>%1 of %2 planned runs were skipped because a runtime is missing on this machine: %3. They count neither as passed nor as failed.</source>
        <translation>%1 of %2 planned runs were skipped because a runtime is missing on this machine: %3. They count neither as passed nor as failed.</translation>
    </message>
    <message>
        <source>The load generator limited %1 of %2 runs (%3): their figures show what the client could send from this machine, not what the server can take. Client and server share the machine&apos;s CPUs here.</source>
        <translation>The load generator limited %1 of %2 runs (%3): their figures show what the client could send from this machine, not what the server can take. Client and server share the machine&apos;s CPUs here.</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>worst</translation>
    </message>
    <message>
        <source>timeouts</source>
        <translation>timeouts</translation>
    </message>
    <message>
        <source>client</source>
        <translation>client</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Each target was started once per CPU quota (a cgroup of its own, as docker --cpus sets one) and ran the scenarios below; it was stopped before the next configuration. The load generator ran on the same machine, outside the quota, so it competes with the target for the CPUs.</source>
        <translation>Each target was started once per CPU quota (a cgroup of its own, as docker --cpus sets one) and ran the scenarios below; it was stopped before the next configuration. The load generator ran on the same machine, outside the quota, so it competes with the target for the CPUs.</translation>
    </message>
    <message>
        <source>runtime %1</source>
        <translation>runtime %1</translation>
    </message>
    <message>
        <source>Capacity under the SLO</source>
        <translation>Capacity under the SLO</translation>
    </message>
    <message>
        <source>A fixed-load run says how a target did at one load. A capacity scenario searched for the highest fixed request rate the target sustains while every bound of its SLO holds; the bars set both against the RPS floor.</source>
        <translation>A fixed-load run says how a target did at one load. A capacity scenario searched for the highest fixed request rate the target sustains while every bound of its SLO holds; the bars set both against the RPS floor.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Max sustainable</source>
        <translation>Max sustainable</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Bracket</translation>
    </message>
    <message>
        <source>p99 at the max</source>
        <translation>p99 at the max</translation>
    </message>
    <message>
        <source>RPS floor</source>
        <translation>RPS floor</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <source>Headroom against the RPS floor (1x = on the floor)</source>
        <translation>Headroom against the RPS floor (1x = on the floor)</translation>
    </message>
    <message>
        <source>%1, at fixed load</source>
        <translation>%1, at fixed load</translation>
    </message>
    <message>
        <source>%1, max sustainable</source>
        <translation>%1, max sustainable</translation>
    </message>
    <message>
        <source>%1x (%2 RPS)</source>
        <translation>%1x (%2 RPS)</translation>
    </message>
    <message>
        <source>bound by</source>
        <translation>bound by</translation>
    </message>
    <message>
        <source>Each configuration also ran once per network: locally, and through a shaping link between the load generator and the target that adds the network&apos;s round trip, jitter, rate limit and loss (--link). The target was restarted for each network.</source>
        <translation>Each configuration also ran once per network: locally, and through a shaping link between the load generator and the target that adds the network&apos;s round trip, jitter, rate limit and loss (--link). The target was restarted for each network.</translation>
    </message>
    <message>
        <source>A scenario with several rounds shows the median of its rounds for requests/s, p99 and the worst case; errors and timeouts are their sum.</source>
        <translation>A scenario with several rounds shows the median of its rounds for requests/s, p99 and the worst case; errors and timeouts are their sum.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Matrix: targets x networks</source>
        <translation>Matrix: targets x networks</translation>
    </message>
    <message>
        <source>Matrix: targets x CPU configurations x networks</source>
        <translation>Matrix: targets x CPU configurations x networks</translation>
    </message>
</context>
<context>
    <name>SummaryText</name>
    <message>
        <source>%1 requests in %2, %3 req/s</source>
        <translation>%1 requests in %2, %3 req/s</translation>
    </message>
    <message>
        <source>Complete: %1</source>
        <translation>Complete: %1</translation>
    </message>
    <message>
        <source>Stopped early, partial result: %1</source>
        <translation>Stopped early, partial result: %1</translation>
    </message>
    <message>
        <source>Interrupted, partial result: %1</source>
        <translation>Interrupted, partial result: %1</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>The run failed: %1</translation>
    </message>
    <message>
        <source>No SLO set</source>
        <translation>No SLO set</translation>
    </message>
    <message>
        <source>SLO PASS</source>
        <translation>SLO PASS</translation>
    </message>
    <message>
        <source>SLO FAIL</source>
        <translation>SLO FAIL</translation>
    </message>
    <message>
        <source>%1 req/s is below the floor of %2 req/s.</source>
        <translation>%1 req/s is below the floor of %2 req/s.</translation>
    </message>
    <message>
        <source>p99 of %1 is above the ceiling of %2.</source>
        <translation>p99 of %1 is above the ceiling of %2.</translation>
    </message>
    <message>
        <source>Error rate %1 is above the allowed %2.</source>
        <translation>Error rate %1 is above the allowed %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) were still in flight at the end; they are counted neither as completed nor as errors.</source>
        <translation>
            <numerusform>%n request was still in flight at the end; they are counted neither as completed nor as errors.</numerusform>
            <numerusform>%n requests were still in flight at the end; they are counted neither as completed nor as errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) of the fixed rate went out late: the client or its connections could not keep up. Latency from the intended send time includes that wait.</source>
        <translation>
            <numerusform>%n request of the fixed rate went out late: the client or its connections could not keep up. Latency from the intended send time includes that wait.</numerusform>
            <numerusform>%n requests of the fixed rate went out late: the client or its connections could not keep up. Latency from the intended send time includes that wait.</numerusform>
        </translation>
    </message>
    <message>
        <source>The target process %1.</source>
        <translation>The target process %1.</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3 req/s, p50 %4, p99 %5, errors %6</source>
        <translation>%1: %2 requests, %3 req/s, p50 %4, p99 %5, errors %6</translation>
    </message>
    <message>
        <source>First connect error: %1</source>
        <translation>First connect error: %1</translation>
    </message>
    <message>
        <source>First send error: %1</source>
        <translation>First send error: %1</translation>
    </message>
    <message>
        <source>First receive error: %1</source>
        <translation>First receive error: %1</translation>
    </message>
    <message>
        <source>First timeout: %1</source>
        <translation>First timeout: %1</translation>
    </message>
    <message>
        <source>First protocol error: %1</source>
        <translation>First protocol error: %1</translation>
    </message>
    <message>
        <source>First HTTP status error: %1</source>
        <translation>First HTTP status error: %1</translation>
    </message>
    <message>
        <source>no request completed</source>
        <translation>no request completed</translation>
    </message>
    <message>
        <source>≥ %1 req/s</source>
        <translation>≥ %1 req/s</translation>
    </message>
    <message>
        <source>p99 ≤ %1</source>
        <translation>p99 ≤ %1</translation>
    </message>
    <message>
        <source>errors ≤ %1</source>
        <translation>errors ≤ %1</translation>
    </message>
    <message>
        <source>No SLO: no verdict</source>
        <translation>No SLO: no verdict</translation>
    </message>
    <message>
        <source>SLO: %1</source>
        <translation>SLO: %1</translation>
    </message>
    <message>
        <source>No verdict</source>
        <translation>No verdict</translation>
    </message>
    <message>
        <source>No request completed in the measured phase: there is nothing to judge.</source>
        <translation>No request completed in the measured phase: there is nothing to judge.</translation>
    </message>
    <message>
        <source>Another Benchwork load (%1 in the history) used this machine while this run ran: both results are skewed.</source>
        <translation>Another Benchwork load (%1 in the history) used this machine while this run ran: both results are skewed.</translation>
    </message>
    <message>
        <source>First TLS handshake error: %1</source>
        <translation>First TLS handshake error: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n send(s) of the fixed rate were due but never sent before the end. Their age at the end is in the latency from the intended send time, as a lower bound.</source>
        <translation>
            <numerusform>%n send of the fixed rate was due but never sent before the end. Their age at the end is in the latency from the intended send time, as a lower bound.</numerusform>
            <numerusform>%n sends of the fixed rate were due but never sent before the end. Their age at the end is in the latency from the intended send time, as a lower bound.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The run failed: the target exited during it. Partial result: %1</source>
        <translation>The run failed: the target exited during it. Partial result: %1</translation>
    </message>
    <message>
        <source>Run FAILED</source>
        <translation>Run FAILED</translation>
    </message>
    <message>
        <source>Its target ended during the run: the figures measure a server going down.</source>
        <translation>Its target ended during the run: the figures measure a server going down.</translation>
    </message>
    <message>
        <source>Not judged</source>
        <translation>Not judged</translation>
    </message>
    <message>
        <source>The run was interrupted before its end: its figures are partial, so it neither passed nor failed.</source>
        <translation>The run was interrupted before its end: its figures are partial, so it neither passed nor failed.</translation>
    </message>
    <message>
        <source>The run was stopped before its end: its figures are partial, so it neither passed nor failed.</source>
        <translation>The run was stopped before its end: its figures are partial, so it neither passed nor failed.</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>%1x RPS target</source>
        <translation>%1x RPS target</translation>
    </message>
    <message>
        <source>%1x p99 headroom</source>
        <translation>%1x p99 headroom</translation>
    </message>
    <message>
        <source>%1 errors, ceiling %2</source>
        <translation>%1 errors, ceiling %2</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <source>the demo target</source>
        <translation>the demo target</translation>
    </message>
    <message>
        <source>the launched server (pid %1)</source>
        <translation>the launched server (pid %1)</translation>
    </message>
    <message>
        <source>container %1</source>
        <translation>container %1</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>process %1</translation>
    </message>
    <message>
        <source>%1 does not listen on %2</source>
        <translation>%1 does not listen on %2</translation>
    </message>
    <message>
        <source>%1 is not an address of this machine</source>
        <translation>%1 is not an address of this machine</translation>
    </message>
    <message>
        <source>the requests go through the proxy %1, so the server behind it is not known</source>
        <translation>the requests go through the proxy %1, so the server behind it is not known</translation>
    </message>
    <message>
        <source>whether %1 listens on %2 could not be read (%3)</source>
        <translation>whether %1 listens on %2 could not be read (%3)</translation>
    </message>
    <message>
        <source>No process watched: %1.</source>
        <translation>No process watched: %1.</translation>
    </message>
    <message>
        <source>The watched process may not be the URL&apos;s server: %1.</source>
        <translation>The watched process may not be the URL&apos;s server: %1.</translation>
    </message>
    <message>
        <source>The watched process is not the URL&apos;s server: %1. Its memory and CPU are not the server&apos;s.</source>
        <translation>The watched process is not the URL&apos;s server: %1. Its memory and CPU are not the server&apos;s.</translation>
    </message>
</context>
<context>
    <name>bwui</name>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Starting… waiting for %1</source>
        <translation>Starting… waiting for %1</translation>
    </message>
    <message>
        <source>Starting… waiting for %1 to accept connections</source>
        <translation>Starting… waiting for %1 to accept connections</translation>
    </message>
    <message>
        <source>Starting… waiting for the command to start</source>
        <translation>Starting… waiting for the command to start</translation>
    </message>
    <message>
        <source>Starting… waiting for the demo target&apos;s listening line</source>
        <translation>Starting… waiting for the demo target&apos;s listening line</translation>
    </message>
</context>
<context>
    <name>bwui::BaselinePicker</name>
    <message>
        <source>Base&amp;line:</source>
        <translation>Base&amp;line:</translation>
    </message>
    <message>
        <source>A past run to draw faded under the live charts, aligned by second since the start of the measured phase; the big figures then compare against it.</source>
        <translation>A past run to draw faded under the live charts, aligned by second since the start of the measured phase; the big figures then compare against it.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Last run of the same target and load</source>
        <translation>Last run of the same target and load</translation>
    </message>
    <message>
        <source>Run #%1</source>
        <translation>Run #%1</translation>
    </message>
    <message>
        <source>Choose from history…</source>
        <translation>Choose from history…</translation>
    </message>
    <message>
        <source>%1 · %2 req/s · p99 %3</source>
        <translation>%1 · %2 req/s · p99 %3</translation>
    </message>
    <message>
        <source>The history has no complete run to compare with yet.</source>
        <translation>The history has no complete run to compare with yet.</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Baseline</translation>
    </message>
    <message>
        <source>Compare the next runs with:</source>
        <translation>Compare the next runs with:</translation>
    </message>
    <message>
        <source>The baseline cannot be read: the history at %1 does not open (%2).</source>
        <translation>The baseline cannot be read: the history at %1 does not open (%2).</translation>
    </message>
    <message numerus="yes">
        <source>No baseline: the history has no complete run of %1 with %n virtual user(s) and this rate yet.</source>
        <translation>
            <numerusform>No baseline: the history has no complete run of %1 with %n virtual user and this rate yet.</numerusform>
            <numerusform>No baseline: the history has no complete run of %1 with %n virtual users and this rate yet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The baseline run #%1 cannot be read: %2</source>
        <translation>The baseline run #%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>run #%1</source>
        <translation>run #%1</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
</context>
<context>
    <name>bwui::BundledSuiteBox</name>
    <message>
        <source>No bundled suites found</source>
        <translation>No bundled suites found</translation>
    </message>
    <message>
        <source>Bundled suites…</source>
        <translation>Bundled suites…</translation>
    </message>
    <message>
        <source>The suites that come with Benchwork: the reference report, the write-ups&apos; matrices and their seed runtimes. Choose one to open it.</source>
        <translation>The suites that come with Benchwork: the reference report, the write-ups&apos; matrices and their seed runtimes. Choose one to open it.</translation>
    </message>
</context>
<context>
    <name>bwui::CapacityChart</name>
    <message>
        <source>p99 against offered rate</source>
        <translation>p99 against offered rate</translation>
    </message>
    <message>
        <source>offered rate (req/s)</source>
        <translation>offered rate (req/s)</translation>
    </message>
    <message>
        <source>p99 (ms)</source>
        <translation>p99 (ms)</translation>
    </message>
    <message>
        <source>step passed</source>
        <translation>step passed</translation>
    </message>
    <message>
        <source>step failed</source>
        <translation>step failed</translation>
    </message>
    <message>
        <source>p99 ceiling</source>
        <translation>p99 ceiling</translation>
    </message>
    <message>
        <source>bracket [last pass, first fail]</source>
        <translation>bracket [last pass, first fail]</translation>
    </message>
    <message>
        <source>at least %1 req/s: nothing above it failed</source>
        <translation>at least %1 req/s: nothing above it failed</translation>
    </message>
</context>
<context>
    <name>bwui::CapacityForm</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>must be greater than zero</source>
        <translation>must be greater than zero</translation>
    </message>
    <message>
        <source>&amp;Capacity search</source>
        <translation>&amp;Capacity search</translation>
    </message>
    <message>
        <source>Find the highest fixed request rate the target sustains inside the SLO: grow x2 until a step fails, then bisect between the last pass and the first fail, then confirm.</source>
        <translation>Find the highest fixed request rate the target sustains inside the SLO: grow x2 until a step fails, then bisect between the last pass and the first fail, then confirm.</translation>
    </message>
    <message>
        <source>Load s&amp;weep</source>
        <translation>Load s&amp;weep</translation>
    </message>
    <message>
        <source>One step per point of a VU list or a rate range: throughput against load, latency against throughput, and for VUs the Universal Scalability Law fitted.</source>
        <translation>One step per point of a VU list or a rate range: throughput against load, latency against throughput, and for VUs the Universal Scalability Law fitted.</translation>
    </message>
    <message>
        <source>Service-level objective and search</source>
        <translation>Service-level objective and search</translation>
    </message>
    <message>
        <source>p99 ceiling (ms)</source>
        <translation>p99 ceiling (ms)</translation>
    </message>
    <message>
        <source>Every step&apos;s corrected p99 must stay at or below this. Required.</source>
        <translation>Every step&apos;s corrected p99 must stay at or below this. Required.</translation>
    </message>
    <message>
        <source>Error rate ceiling (%)</source>
        <translation>Error rate ceiling (%)</translation>
    </message>
    <message>
        <source>Every step&apos;s error rate must stay at or below this.</source>
        <translation>Every step&apos;s error rate must stay at or below this.</translation>
    </message>
    <message>
        <source>RPS floor (req/s)</source>
        <translation>RPS floor (req/s)</translation>
    </message>
    <message>
        <source>The answer is compared with it (&quot;1.9x the floor&quot;); 0: none.</source>
        <translation>The answer is compared with it (&quot;1.9x the floor&quot;); 0: none.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Start rate (req/s)</source>
        <translation>Start rate (req/s)</translation>
    </message>
    <message>
        <source>The first step&apos;s rate. 0: half the throughput of a short closed-model probe.</source>
        <translation>The first step&apos;s rate. 0: half the throughput of a short closed-model probe.</translation>
    </message>
    <message>
        <source>from a probe</source>
        <translation>from a probe</translation>
    </message>
    <message>
        <source>Minimum rate (req/s)</source>
        <translation>Minimum rate (req/s)</translation>
    </message>
    <message>
        <source>Halving stops here: when no rate down to it passes, the search ends with none found.</source>
        <translation>Halving stops here: when no rate down to it passes, the search ends with none found.</translation>
    </message>
    <message>
        <source>Maximum rate (req/s)</source>
        <translation>Maximum rate (req/s)</translation>
    </message>
    <message>
        <source>Growing stops here. 0: no ceiling (the step limit bounds the search).</source>
        <translation>Growing stops here. 0: no ceiling (the step limit bounds the search).</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>Precision (%)</source>
        <translation>Precision (%)</translation>
    </message>
    <message>
        <source>Done when the first fail is within this much of the last pass.</source>
        <translation>Done when the first fail is within this much of the last pass.</translation>
    </message>
    <message>
        <source>Sweep points</source>
        <translation>Sweep points</translation>
    </message>
    <message>
        <source>VUs</source>
        <translation>VUs</translation>
    </message>
    <message>
        <source>Closed model: ascending VU counts, &quot;...&quot; continues the pattern (1,2,4,...,256).</source>
        <translation>Closed model: ascending VU counts, &quot;...&quot; continues the pattern (1,2,4,...,256).</translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>Rates</translation>
    </message>
    <message>
        <source>Open model: FROM:TO:STEP in requests/s (100:2000:100).</source>
        <translation>Open model: FROM:TO:STEP in requests/s (100:2000:100).</translation>
    </message>
    <message>
        <source>Step length (s)</source>
        <translation>Step length (s)</translation>
    </message>
    <message>
        <source>The measured part of each step.</source>
        <translation>The measured part of each step.</translation>
    </message>
    <message>
        <source>Step warm-up (s)</source>
        <translation>Step warm-up (s)</translation>
    </message>
    <message>
        <source>Before each step&apos;s measured part; nothing counted.</source>
        <translation>Before each step&apos;s measured part; nothing counted.</translation>
    </message>
</context>
<context>
    <name>bwui::CapacityPanel</name>
    <message>
        <source>The target is not ready.</source>
        <translation>The target is not ready.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Between steps…</source>
        <translation>Between steps…</translation>
    </message>
    <message>
        <source>Step %1: closed-model probe</source>
        <translation>Step %1: closed-model probe</translation>
    </message>
    <message>
        <source>Step %1 (%2) at %3 req/s</source>
        <translation>Step %1 (%2) at %3 req/s</translation>
    </message>
    <message>
        <source>Step %1 (%2) at %3 VUs</source>
        <translation>Step %1 (%2) at %3 VUs</translation>
    </message>
    <message>
        <source>%1 (point %2 of %3)</source>
        <translation>%1 (point %2 of %3)</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>Finished.</translation>
    </message>
    <message>
        <source>Finished; not saved in the history: %1</source>
        <translation>Finished; not saved in the history: %1</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Run sweep</translation>
    </message>
    <message>
        <source>Run search</source>
        <translation>Run search</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
</context>
<context>
    <name>bwui::ChartsPanel</name>
    <message>
        <source>Requests per second</source>
        <translation>Requests per second</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>requests/s</translation>
    </message>
    <message>
        <source>Latency per second (ms)</source>
        <translation>Latency per second (ms)</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>Server process</source>
        <translation>Server process</translation>
    </message>
    <message>
        <source>RSS (MiB)</source>
        <translation>RSS (MiB)</translation>
    </message>
    <message>
        <source>CPU (% of a core)</source>
        <translation>CPU (% of a core)</translation>
    </message>
    <message>
        <source>Errors per second</source>
        <translation>Errors per second</translation>
    </message>
    <message>
        <source>connection / timeout</source>
        <translation>connection / timeout</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP status</translation>
    </message>
    <message>
        <source>warmup</source>
        <translation>warmup</translation>
    </message>
    <message>
        <source>A logarithmic axis keeps p50 readable next to rare, much slower requests.</source>
        <translation>A logarithmic axis keeps p50 readable next to rare, much slower requests.</translation>
    </message>
    <message>
        <source>Lo&amp;garithmic latency axis</source>
        <translation>Lo&amp;garithmic latency axis</translation>
    </message>
    <message>
        <source>throttled (% of quota periods)</source>
        <translation>throttled (% of quota periods)</translation>
    </message>
    <message>
        <source>baseline requests/s</source>
        <translation>baseline requests/s</translation>
    </message>
    <message>
        <source>baseline p99</source>
        <translation>baseline p99</translation>
    </message>
    <message>
        <source>Latency by percentile (ms)</source>
        <translation>Latency by percentile (ms)</translation>
    </message>
    <message>
        <source>The percentile spectrum of the measured phase so far: how long the given share of requests took at most. Updated every second.</source>
        <translation>The percentile spectrum of the measured phase so far: how long the given share of requests took at most. Updated every second.</translation>
    </message>
    <message>
        <source>Show ma&amp;x</source>
        <translation>Show ma&amp;x</translation>
    </message>
    <message>
        <source>Hide the max line when a single slow request flattens p50 and p99. Clicking a legend entry hides or shows any line.</source>
        <translation>Hide the max line when a single slow request flattens p50 and p99. Clicking a legend entry hides or shows any line.</translation>
    </message>
    <message>
        <source>Hover for the values at a second; drag to zoom, double-click to reset; right-click to save as PNG or SVG.</source>
        <translation>Hover for the values at a second; drag to zoom, double-click to reset; right-click to save as PNG or SVG.</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>baseline</translation>
    </message>
    <message>
        <source>SLO floor %1 req/s</source>
        <translation>SLO floor %1 req/s</translation>
    </message>
    <message>
        <source>SLO p99 ceiling %1</source>
        <translation>SLO p99 ceiling %1</translation>
    </message>
    <message>
        <source>intended requests/s</source>
        <translation>intended requests/s</translation>
    </message>
    <message>
        <source>intended VUs (right axis)</source>
        <translation>intended VUs (right axis)</translation>
    </message>
    <message>
        <source>VUs</source>
        <translation>VUs</translation>
    </message>
    <message>
        <source>%1 → %2 VUs</source>
        <translation>%1 → %2 VUs</translation>
    </message>
    <message>
        <source>%1 → %2 requests/s</source>
        <translation>%1 → %2 requests/s</translation>
    </message>
    <message>
        <source>A dotted p99 line for each of the request set&apos;s first %1 entries; the table below has every entry. Clicking a legend entry hides or shows one line.</source>
        <translation>A dotted p99 line for each of the request set&apos;s first %1 entries; the table below has every entry. Clicking a legend entry hides or shows one line.</translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation>p99 %1</translation>
    </message>
    <message>
        <source>p99 per request</source>
        <translation>p99 per request</translation>
    </message>
</context>
<context>
    <name>bwui::CompareSpectrum</name>
    <message>
        <source>Latency by percentile (ms), each run</source>
        <translation>Latency by percentile (ms), each run</translation>
    </message>
</context>
<context>
    <name>bwui::CompareView</name>
    <message>
        <source>&amp;Baseline:</source>
        <translation>&amp;Baseline:</translation>
    </message>
    <message>
        <source>Ratios and the muted bars are relative to this run.</source>
        <translation>Ratios and the muted bars are relative to this run.</translation>
    </message>
    <message>
        <source>Ratios: this run&apos;s value divided by the baseline&apos;s (for errors, the difference in percentage points).</source>
        <translation>Ratios: this run&apos;s value divided by the baseline&apos;s (for errors, the difference in percentage points).</translation>
    </message>
    <message>
        <source>Fixed-rate runs list latency from the intended send time; their per-second lines show the latency as measured.</source>
        <translation>Fixed-rate runs list latency from the intended send time; their per-second lines show the latency as measured.</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>Requests per second</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>higher is better</translation>
    </message>
    <message>
        <source>(baseline)</source>
        <translation>(baseline)</translation>
    </message>
    <message>
        <source>p99 latency (ms)</source>
        <translation>p99 latency (ms)</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>lower is better</translation>
    </message>
    <message>
        <source>Choose at least two runs to compare.</source>
        <translation>Choose at least two runs to compare.</translation>
    </message>
    <message>
        <source>No history database is open.</source>
        <translation>No history database is open.</translation>
    </message>
    <message>
        <source>Run %1 is not part of this comparison.</source>
        <translation>Run %1 is not part of this comparison.</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n run(s)</source>
        <translation>
            <numerusform>Comparison of %n run</numerusform>
            <numerusform>Comparison of %n runs</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs of one round group are one side below; a side of one run cannot separate change from noise. Repeat the runs to tell: Rounds in the load panel (6 or more).</source>
        <translation>Runs of one round group are one side below; a side of one run cannot separate change from noise. Repeat the runs to tell: Rounds in the load panel (6 or more).</translation>
    </message>
    <message>
        <source>Requests per second, each run&apos;s measured phase</source>
        <translation>Requests per second, each run&apos;s measured phase</translation>
    </message>
    <message>
        <source>p99 latency per second (ms), each run&apos;s measured phase</source>
        <translation>p99 latency per second (ms), each run&apos;s measured phase</translation>
    </message>
</context>
<context>
    <name>bwui::ComparisonTable</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Requests/s</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation>Client CPU</translation>
    </message>
    <message>
        <source>(baseline)</source>
        <translation>(baseline)</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <translation>%1 pp</translation>
    </message>
    <message>
        <source>Error rate minus the baseline&apos;s, in percentage points.</source>
        <translation>Error rate minus the baseline&apos;s, in percentage points.</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1x</translation>
    </message>
    <message>
        <source>This run&apos;s value divided by the baseline&apos;s.</source>
        <translation>This run&apos;s value divided by the baseline&apos;s.</translation>
    </message>
    <message>
        <source>Fixed-rate run: latency from the intended send time (coordinated omission corrected).</source>
        <translation>Fixed-rate run: latency from the intended send time (coordinated omission corrected).</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Peak memory</translation>
    </message>
</context>
<context>
    <name>bwui::DemoHost</name>
    <message>
        <source>The demo target was not found at %1.</source>
        <translation>The demo target was not found at %1.</translation>
    </message>
    <message>
        <source>The demo target could not be started: %1</source>
        <translation>The demo target could not be started: %1</translation>
    </message>
    <message>
        <source>The demo target exited: %1</source>
        <translation>The demo target exited: %1</translation>
    </message>
    <message>
        <source>The demo target did not start: %1</source>
        <translation>The demo target did not start: %1</translation>
    </message>
    <message>
        <source>The demo target did not announce its address within %1 s.</source>
        <translation>The demo target did not announce its address within %1 s.</translation>
    </message>
</context>
<context>
    <name>bwui::FlowEditor</name>
    <message>
        <source>A try is under way.</source>
        <translation>A try is under way.</translation>
    </message>
    <message>
        <source>Flows: each virtual user runs a flow&apos;s steps in order, picked by weight</source>
        <translation>Flows: each virtual user runs a flow&apos;s steps in order, picked by weight</translation>
    </message>
    <message>
        <source>Add flow</source>
        <translation>Add flow</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>On failure:</source>
        <translation>On failure:</translation>
    </message>
    <message>
        <source>Cookie jar per virtual user</source>
        <translation>Cookie jar per virtual user</translation>
    </message>
    <message>
        <source>Try once</source>
        <translation>Try once</translation>
    </message>
    <message>
        <source>Steps of the selected flow, in order (double-click a cell to edit)</source>
        <translation>Steps of the selected flow, in order (double-click a cell to edit)</translation>
    </message>
    <message>
        <source>Add step</source>
        <translation>Add step</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Go on</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Start over</translation>
    </message>
    <message>
        <source>After a failed check or a missing value. Go on: the steps that need a value that is missing are skipped. Start over: the iteration ends, failed, and the user begins the next.</source>
        <translation>After a failed check or a missing value. Go on: the steps that need a value that is missing are skipped. Start over: the iteration ends, failed, and the user begins the next.</translation>
    </message>
</context>
<context>
    <name>bwui::FlowStepsModel</name>
    <message>
        <source>step %1</source>
        <translation>step %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Path or URL</source>
        <translation>Path or URL</translation>
    </message>
</context>
<context>
    <name>bwui::FlowTryView</name>
    <message>
        <source>Trying &quot;%1&quot; once against the target…</source>
        <translation>Trying &quot;%1&quot; once against the target…</translation>
    </message>
    <message>
        <source>The try could not run: %1</source>
        <translation>The try could not run: %1</translation>
    </message>
    <message>
        <source>Try once sends one iteration of the selected flow to the run&apos;s target and shows each step here.</source>
        <translation>Try once sends one iteration of the selected flow to the run&apos;s target and shows each step here.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; passed: every step was sent, answered 2xx or 3xx, and every check held.</source>
        <translation>&quot;%1&quot; passed: every step was sent, answered 2xx or 3xx, and every check held.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed: see the marked steps.</source>
        <translation>&quot;%1&quot; failed: see the marked steps.</translation>
    </message>
    <message>
        <source>Not reached: an earlier step failed, and this flow starts over after a failure (On failure: restart).</source>
        <translation>Not reached: an earlier step failed, and this flow starts over after a failure (On failure: restart).</translation>
    </message>
    <message>
        <source>Skipped: not sent, as it needs %1, which an earlier step did not give (its extraction found nothing, or that step failed).</source>
        <translation>Skipped: not sent, as it needs %1, which an earlier step did not give (its extraction found nothing, or that step failed).</translation>
    </message>
    <message>
        <source>Request as sent</source>
        <translation>Request as sent</translation>
    </message>
    <message>
        <source>Response (%1 ms)</source>
        <translation>Response (%1 ms)</translation>
    </message>
    <message>
        <source>No response: %1</source>
        <translation>No response: %1</translation>
    </message>
    <message>
        <source>Extracted</source>
        <translation>Extracted</translation>
    </message>
    <message>
        <source>Failed checks</source>
        <translation>Failed checks</translation>
    </message>
    <message>
        <source>%1. %2: not reached</source>
        <translation>%1. %2: not reached</translation>
    </message>
    <message>
        <source>%1. %2: skipped</source>
        <translation>%1. %2: skipped</translation>
    </message>
    <message>
        <source>%1. %2: no response</source>
        <translation>%1. %2: no response</translation>
    </message>
    <message>
        <source>%1. %2: %3 in %4 ms</source>
        <translation>%1. %2: %3 in %4 ms</translation>
    </message>
    <message numerus="yes">
        <source>, %n check(s) failed</source>
        <translation>
            <numerusform>, %n check failed</numerusform>
            <numerusform>, %n checks failed</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected step&apos;s request, response head, extracted values and failed checks.</source>
        <translation>The selected step&apos;s request, response head, extracted values and failed checks.</translation>
    </message>
</context>
<context>
    <name>bwui::GroupRowCells</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A/B, %n round(s) each</source>
        <translation>
            <numerusform>A/B, %n round each</numerusform>
            <numerusform>A/B, %n rounds each</numerusform>
        </translation>
    </message>
    <message>
        <source>A/B group %1: A and B alternated, each side the median of its own rounds.</source>
        <translation>A/B group %1: A and B alternated, each side the median of its own rounds.</translation>
    </message>
    <message numerus="yes">
        <source>Round group %1: the medians of its %n round(s).</source>
        <translation>
            <numerusform>Round group %1: the medians of its %n round.</numerusform>
            <numerusform>Round group %1: the medians of its %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n run(s) (%2)</source>
        <translation>
            <numerusform>%1, %n run (%2)</numerusform>
            <numerusform>%1, %n runs (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) did not complete.</source>
        <translation>
            <numerusform>%n run did not complete.</numerusform>
            <numerusform>%n runs did not complete.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click to list each round; compare it to see the interval and the significance of a change.</source>
        <translation>Double-click to list each round; compare it to see the interval and the significance of a change.</translation>
    </message>
    <message>
        <source>Failed requests of all the rounds, with the median of their shares.</source>
        <translation>Failed requests of all the rounds, with the median of their shares.</translation>
    </message>
    <message>
        <source>The largest peak resident memory of the target over the rounds.</source>
        <translation>The largest peak resident memory of the target over the rounds.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s) failed the SLO.</source>
        <translation>
            <numerusform>%1 of %n round failed the SLO.</numerusform>
            <numerusform>%1 of %n rounds failed the SLO.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bwui::HeadroomBars</name>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>no SLO</translation>
    </message>
    <message>
        <source>RPS</source>
        <translation>RPS</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>%1 RPS target</source>
        <translation>%1 RPS target</translation>
    </message>
    <message>
        <source>%1 p99 headroom</source>
        <translation>%1 p99 headroom</translation>
    </message>
    <message>
        <source>no requests/s floor</source>
        <translation>no requests/s floor</translation>
    </message>
    <message>
        <source>no p99 ceiling</source>
        <translation>no p99 ceiling</translation>
    </message>
    <message>
        <source>1x = on target</source>
        <translation>1x = on target</translation>
    </message>
</context>
<context>
    <name>bwui::HistoryDatabase</name>
    <message>
        <source>No history database is set.</source>
        <translation>No history database is set.</translation>
    </message>
    <message>
        <source>The history database %1 could not be opened: %2</source>
        <translation>The history database %1 could not be opened: %2</translation>
    </message>
    <message>
        <source>The history database %1 is not open.</source>
        <translation>The history database %1 is not open.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Listing the runs failed</source>
        <translation>Listing the runs failed</translation>
    </message>
    <message>
        <source>Counting the runs failed</source>
        <translation>Counting the runs failed</translation>
    </message>
    <message>
        <source>Reading run %1 failed</source>
        <translation>Reading run %1 failed</translation>
    </message>
    <message>
        <source>Loading run %1 failed</source>
        <translation>Loading run %1 failed</translation>
    </message>
    <message>
        <source>Comparing the runs failed</source>
        <translation>Comparing the runs failed</translation>
    </message>
    <message>
        <source>Renaming run %1 failed</source>
        <translation>Renaming run %1 failed</translation>
    </message>
    <message>
        <source>Saving the tags of run %1 failed</source>
        <translation>Saving the tags of run %1 failed</translation>
    </message>
    <message>
        <source>Saving the notes of run %1 failed</source>
        <translation>Saving the notes of run %1 failed</translation>
    </message>
    <message>
        <source>Deleting run %1 failed</source>
        <translation>Deleting run %1 failed</translation>
    </message>
    <message>
        <source>Saving the imported runs failed</source>
        <translation>Saving the imported runs failed</translation>
    </message>
    <message>
        <source>Reading the runs of run %1&apos;s scenario failed: %2</source>
        <translation>Reading the runs of run %1&apos;s scenario failed: %2</translation>
    </message>
    <message>
        <source>Accepting the change at run %1 failed</source>
        <translation>Accepting the change at run %1 failed</translation>
    </message>
    <message>
        <source>Reading group %1 failed</source>
        <translation>Reading group %1 failed</translation>
    </message>
    <message>
        <source>Reading runs failed</source>
        <translation>Reading runs failed</translation>
    </message>
    <message>
        <source>Reading the runs of group %1 failed</source>
        <translation>Reading the runs of group %1 failed</translation>
    </message>
</context>
<context>
    <name>bwui::HistoryPanel</name>
    <message>
        <source>Compare at most %1 runs at a time.</source>
        <translation>Compare at most %1 runs at a time.</translation>
    </message>
    <message>
        <source>Run history — Benchwork</source>
        <translation>Run history — Benchwork</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Run &amp;History</source>
        <translation>Run &amp;History</translation>
    </message>
    <message>
        <source>Saved runs: browse, open, compare, import and export</source>
        <translation>Saved runs: browse, open, compare, import and export</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Show the selected run&apos;s charts and summary (Enter)</source>
        <translation>Show the selected run&apos;s charts and summary (Enter)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Compare the selected runs side by side (Ctrl+D)</source>
        <translation>Compare the selected runs side by side (Ctrl+D)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Delete the selected runs from the history (Del)</source>
        <translation>Delete the selected runs from the history (Del)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source>wrk text output…</source>
        <translation>wrk text output…</translation>
    </message>
    <message>
        <source>k6 summary JSON…</source>
        <translation>k6 summary JSON…</translation>
    </message>
    <message>
        <source>oha JSON…</source>
        <translation>oha JSON…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>Charts as PNG…</source>
        <translation>Charts as PNG…</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Delete runs</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history?</source>
        <translation>
            <numerusform>Delete %n run from the history?</numerusform>
            <numerusform>Delete %n runs from the history?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their series, histograms, tags and notes are removed for good. This cannot be undone.</source>
        <translation>Their series, histograms, tags and notes are removed for good. This cannot be undone.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>%1 is still being recorded by a running benchmark; nothing was deleted.</source>
        <translation>%1 is still being recorded by a running benchmark; nothing was deleted.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s).</source>
        <translation>
            <numerusform>Deleted %n run.</numerusform>
            <numerusform>Deleted %n runs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Import %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s).</source>
        <translation>
            <numerusform>Imported %n run.</numerusform>
            <numerusform>Imported %n runs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the runs to export first.</source>
        <translation>Select the runs to export first.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Export charts</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <source>Open a run or a comparison to export its charts.</source>
        <translation>Open a run or a comparison to export its charts.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 could not be written.</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>Run history</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Trend</translation>
    </message>
    <message>
        <source>The selected run&apos;s scenario over time, with intervals and change points</source>
        <translation>The selected run&apos;s scenario over time, with intervals and change points</translation>
    </message>
    <message>
        <source>Benchwork results (JSON, several agents merged)…</source>
        <translation>Benchwork results (JSON, several agents merged)…</translation>
    </message>
    <message>
        <source>Import result files written by benchwork-cli run --json; the results of the agents of one run can be merged into one run</source>
        <translation>Import result files written by benchwork-cli run --json; the results of the agents of one run can be merged into one run</translation>
    </message>
    <message>
        <source>Import Benchwork results</source>
        <translation>Import Benchwork results</translation>
    </message>
    <message>
        <source>Merge agents&apos; results</source>
        <translation>Merge agents&apos; results</translation>
    </message>
    <message numerus="yes">
        <source>These %n files are the results of agents of a many-agent run. Merge them into one run?</source>
        <translation>
            <numerusform>This %n file is the result of an agent of a many-agent run. Merge it into one run?</numerusform>
            <numerusform>These %n files are the results of agents of a many-agent run. Merge them into one run?</numerusform>
        </translation>
    </message>
    <message>
        <source>Merging adds their counts and latency histograms exactly; the merged run lists each agent. Importing them separately keeps one run per agent.</source>
        <translation>Merging adds their counts and latency histograms exactly; the merged run lists each agent. Importing them separately keeps one run per agent.</translation>
    </message>
    <message>
        <source>Merge into one run</source>
        <translation>Merge into one run</translation>
    </message>
    <message>
        <source>Import separately</source>
        <translation>Import separately</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Run again</translation>
    </message>
    <message>
        <source>Run this run&apos;s load again in the main window; a run whose load was changed while it ran replays the schedule that ran, as stages</source>
        <translation>Run this run&apos;s load again in the main window; a run whose load was changed while it ran replays the schedule that ran, as stages</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln run(s) match the filters.</source>
        <translation>
            <numerusform>%1 of %Ln run match the filters.</numerusform>
            <numerusform>%1 of %Ln runs match the filters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) in the history.</source>
        <translation>
            <numerusform>%Ln run in the history.</numerusform>
            <numerusform>%Ln runs in the history.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) selected</source>
        <translation>
            <numerusform>%Ln run selected</numerusform>
            <numerusform>%Ln runs selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listing every run: %Ln row(s) shown so far.</source>
        <translation>
            <numerusform>Listing every run: %Ln row shown so far.</numerusform>
            <numerusform>Listing every run: %Ln rows shown so far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bwui::HistoryTabs</name>
    <message>
        <source>Capacity search g%1 cannot be read: %2</source>
        <translation>Capacity search g%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>Capacity g%1</source>
        <translation>Capacity g%1</translation>
    </message>
    <message>
        <source>Load sweep g%1 cannot be read: %2</source>
        <translation>Load sweep g%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>Sweep g%1</source>
        <translation>Sweep g%1</translation>
    </message>
    <message>
        <source>Group g%1 is not a capacity search or a sweep.</source>
        <translation>Group g%1 is not a capacity search or a sweep.</translation>
    </message>
</context>
<context>
    <name>bwui::LiveFiguresPanel</name>
    <message>
        <source>Requests/s now</source>
        <translation>Requests/s now</translation>
    </message>
    <message>
        <source>Requests completed during the last complete second.</source>
        <translation>Requests completed during the last complete second.</translation>
    </message>
    <message>
        <source>p99 latency now</source>
        <translation>p99 latency now</translation>
    </message>
    <message>
        <source>99 % of the requests completed during the last complete second took at most this long.</source>
        <translation>99 % of the requests completed during the last complete second took at most this long.</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>Failed requests in the measured phase: connection errors, timeouts and HTTP statuses outside 2xx/3xx.</source>
        <translation>Failed requests in the measured phase: connection errors, timeouts and HTTP statuses outside 2xx/3xx.</translation>
    </message>
    <message>
        <source>Server memory (RSS)</source>
        <translation>Server memory (RSS)</translation>
    </message>
    <message>
        <source>Resident memory of the server process and its children.</source>
        <translation>Resident memory of the server process and its children.</translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation>Client CPU</translation>
    </message>
    <message>
        <source>CPU used by Benchwork&apos;s load threads, in % of one core. Near the thread count x 100 %, the client limits the result.</source>
        <translation>CPU used by Benchwork&apos;s load threads, in % of one core. Near the thread count x 100 %, the client limits the result.</translation>
    </message>
    <message>
        <source>warmup, not counted</source>
        <translation>warmup, not counted</translation>
    </message>
    <message>
        <source>%1 requests measured</source>
        <translation>%1 requests measured</translation>
    </message>
    <message>
        <source>%1 of requests</source>
        <translation>%1 of requests</translation>
    </message>
    <message>
        <source>server CPU %1</source>
        <translation>server CPU %1</translation>
    </message>
    <message>
        <source>no process watched</source>
        <translation>no process watched</translation>
    </message>
    <message numerus="yes">
        <source>%n VU(s) active</source>
        <translation>
            <numerusform>%n VU active</numerusform>
            <numerusform>%n VUs active</numerusform>
        </translation>
    </message>
    <message>
        <source>average, %1 requests</source>
        <translation>average, %1 requests</translation>
    </message>
    <message>
        <source>whole measured phase</source>
        <translation>whole measured phase</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>peak</translation>
    </message>
    <message>
        <source>average</source>
        <translation>average</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Requests/s</translation>
    </message>
    <message>
        <source>Measured requests divided by the measured time.</source>
        <translation>Measured requests divided by the measured time.</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 latency</translation>
    </message>
    <message>
        <source>99 % of the measured requests took at most this long.</source>
        <translation>99 % of the measured requests took at most this long.</translation>
    </message>
    <message>
        <source>no request completed</source>
        <translation>no request completed</translation>
    </message>
    <message>
        <source>vs baseline %1</source>
        <translation>vs baseline %1</translation>
    </message>
    <message>
        <source>peak of its cgroup</source>
        <translation>peak of its cgroup</translation>
    </message>
</context>
<context>
    <name>bwui::LoadPanel</name>
    <message>
        <source>Load</source>
        <translation>Load</translation>
    </message>
    <message>
        <source>&lt;p&gt;A virtual user (VU) is one connection that sends a request, waits for the whole response, then sends the next. More VUs mean more requests in flight at once.&lt;/p&gt;&lt;p&gt;With a fixed rate, VUs are the most requests that may be in flight together.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A virtual user (VU) is one connection that sends a request, waits for the whole response, then sends the next. More VUs mean more requests in flight at once.&lt;/p&gt;&lt;p&gt;With a fixed rate, VUs are the most requests that may be in flight together.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>&amp;Warmup:</source>
        <translation>&amp;Warmup:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>&lt;p&gt;Load is sent for this long before measuring starts, and nothing of it is counted: connections get opened, caches and JIT compilers warm up. The charts shade it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Load is sent for this long before measuring starts, and nothing of it is counted: connections get opened, caches and JIT compilers warm up. The charts shade it.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>&amp;Duration:</translation>
    </message>
    <message>
        <source>How long the measured phase lasts, after the warmup.</source>
        <translation>How long the measured phase lasts, after the warmup.</translation>
    </message>
    <message>
        <source>Request &amp;count:</source>
        <translation>Request &amp;count:</translation>
    </message>
    <message>
        <source>Measure exactly this many requests instead of a fixed time (after the warmup). The run stops after one hour at the latest.</source>
        <translation>Measure exactly this many requests instead of a fixed time (after the warmup). The run stops after one hour at the latest.</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>&lt;p&gt;Without a fixed rate, each VU sends its next request as soon as the previous one answers (closed model): a slow server slows the load down and hides its own delays.&lt;/p&gt;&lt;p&gt;With a fixed rate, requests are sent on a schedule whatever the server does (open model). Latency is then also measured from when each request &lt;i&gt;should&lt;/i&gt; have been sent, so waiting caused by a stalled server is counted rather than omitted (coordinated omission).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Without a fixed rate, each VU sends its next request as soon as the previous one answers (closed model): a slow server slows the load down and hides its own delays.&lt;/p&gt;&lt;p&gt;With a fixed rate, requests are sent on a schedule whatever the server does (open model). Latency is then also measured from when each request &lt;i&gt;should&lt;/i&gt; have been sent, so waiting caused by a stalled server is counted rather than omitted (coordinated omission).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>T&amp;imeout:</translation>
    </message>
    <message>
        <source>A request without its complete response after this long counts as a timeout error and its connection is reopened.</source>
        <translation>A request without its complete response after this long counts as a timeout error and its connection is reopened.</translation>
    </message>
    <message>
        <source>E&amp;ngine:</source>
        <translation>E&amp;ngine:</translation>
    </message>
    <message>
        <source>libcurl</source>
        <translation>libcurl</translation>
    </message>
    <message>
        <source>Service-level objective</source>
        <translation>Service-level objective</translation>
    </message>
    <message>
        <source>The run passes only if it sustains at least this many requests per second. The summary shows how far above it the result is (&quot;2.4x RPS target&quot;). 0: no floor.</source>
        <translation>The run passes only if it sustains at least this many requests per second. The summary shows how far above it the result is (&quot;2.4x RPS target&quot;). 0: no floor.</translation>
    </message>
    <message>
        <source>p&amp;99 ceiling:</source>
        <translation>p&amp;99 ceiling:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The run passes only if 99 % of requests finish within this time. The summary shows the headroom (&quot;6.2x p99 headroom&quot;). With a fixed rate, the latency from the intended send time is judged. 0: no ceiling.</source>
        <translation>The run passes only if 99 % of requests finish within this time. The summary shows the headroom (&quot;6.2x p99 headroom&quot;). With a fixed rate, the latency from the intended send time is judged. 0: no ceiling.</translation>
    </message>
    <message>
        <source>Virtual user&amp;s:</source>
        <translation>Virtual user&amp;s:</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <source>Fi&amp;xed rate:</source>
        <translation>Fi&amp;xed rate:</translation>
    </message>
    <message>
        <source>RPS fl&amp;oor:</source>
        <translation>RPS fl&amp;oor:</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>Native</translation>
    </message>
    <message>
        <source>&lt;p&gt;Native: Benchwork&apos;s own HTTP/1.1 and HTTP/2 client over http:// and https://, the lightest on the CPU.&lt;/p&gt;&lt;p&gt;libcurl: proxies, at a higher cost per request.&lt;/p&gt;&lt;p&gt;Auto picks native where it can.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Native: Benchwork&apos;s own HTTP/1.1 and HTTP/2 client over http:// and https://, the lightest on the CPU.&lt;/p&gt;&lt;p&gt;libcurl: proxies, at a higher cost per request.&lt;/p&gt;&lt;p&gt;Auto picks native where it can.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rounds:</translation>
    </message>
    <message>
        <source>&lt;p&gt;Run the same configuration this many times, each round a run of its own kept in the history as one round group. At the end the summary shows each figure&apos;s median over the rounds with its 95 % confidence interval.&lt;/p&gt;&lt;p&gt;One round is one sample: a single run cannot tell a change from the run-to-run noise, and 6 rounds or more give an interval.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Run the same configuration this many times, each round a run of its own kept in the history as one round group. At the end the summary shows each figure&apos;s median over the rounds with its 95 % confidence interval.&lt;/p&gt;&lt;p&gt;One round is one sample: a single run cannot tell a change from the run-to-run noise, and 6 rounds or more give an interval.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cool-down:</source>
        <translation>Cool-down:</translation>
    </message>
    <message>
        <source>The pause between two rounds, so that one round&apos;s load does not spill into the next.</source>
        <translation>The pause between two rounds, so that one round&apos;s load does not spill into the next.</translation>
    </message>
    <message>
        <source>S&amp;tages instead of one duration</source>
        <translation>S&amp;tages instead of one duration</translation>
    </message>
    <message>
        <source>&lt;p&gt;Ramp the load in stages, as k6 does: over each stage&apos;s duration the virtual users (or, with a fixed rate, the requests/s) move linearly to the stage&apos;s target, from the value set above. The stages set how long the measured phase lasts.&lt;/p&gt;&lt;p&gt;The same as &lt;tt&gt;benchwork-cli run --stages 30s:100,1m:100&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ramp the load in stages, as k6 does: over each stage&apos;s duration the virtual users (or, with a fixed rate, the requests/s) move linearly to the stage&apos;s target, from the value set above. The stages set how long the measured phase lasts.&lt;/p&gt;&lt;p&gt;The same as &lt;tt&gt;benchwork-cli run --stages 30s:100,1m:100&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Load-generator threads; the VUs are shared among them. Auto uses one per CPU this process may use. Never more threads than VUs.&lt;/p&gt;&lt;p&gt;If the client runs out of CPU, the result measures the client, not the server: the summary warns you when that happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Load-generator threads; the VUs are shared among them. Auto uses one per CPU this process may use. Never more threads than VUs.&lt;/p&gt;&lt;p&gt;If the client runs out of CPU, the result measures the client, not the server: the summary warns you when that happens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protocol:</translation>
    </message>
    <message>
        <source>HTTP/1.1</source>
        <translation>HTTP/1.1</translation>
    </message>
    <message>
        <source>HTTP/2</source>
        <translation>HTTP/2</translation>
    </message>
    <message>
        <source>HTTP/3</source>
        <translation>HTTP/3</translation>
    </message>
    <message>
        <source> streams per connection</source>
        <translation> streams per connection</translation>
    </message>
    <message>
        <source>&lt;p&gt;HTTP/2: h2c (prior knowledge) on http://, h2 chosen by ALPN on https://. A server that does not choose h2 is an error, never measured as HTTP/1.1.&lt;/p&gt;&lt;p&gt;HTTP/3: QUIC over UDP, https:// only, on the native engine. A server that does not answer QUIC or offer h3 ends the run at once; it is never measured over TCP instead.&lt;/p&gt;&lt;p&gt;Streams: how many requests each connection (VU) carries at once with HTTP/2 or HTTP/3, like h2load&apos;s -m; never more than the server allows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;HTTP/2: h2c (prior knowledge) on http://, h2 chosen by ALPN on https://. A server that does not choose h2 is an error, never measured as HTTP/1.1.&lt;/p&gt;&lt;p&gt;HTTP/3: QUIC over UDP, https:// only, on the native engine. A server that does not answer QUIC or offer h3 ends the run at once; it is never measured over TCP instead.&lt;/p&gt;&lt;p&gt;Streams: how many requests each connection (VU) carries at once with HTTP/2 or HTTP/3, like h2load&apos;s -m; never more than the server allows.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This Benchwork was built without HTTP/3 (ngtcp2, nghttp3 or GnuTLS was missing when it was configured).</source>
        <translation>This Benchwork was built without HTTP/3 (ngtcp2, nghttp3 or GnuTLS was missing when it was configured).</translation>
    </message>
</context>
<context>
    <name>bwui::MainWindow</name>
    <message>
        <source>Ready.</source>
        <translation>Ready.</translation>
    </message>
    <message>
        <source>About Benchwork</source>
        <translation>About Benchwork</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Benchwork %1&lt;/h3&gt;&lt;p&gt;A workbench for HTTP load tests: live charts while the load runs, latency percentiles, errors and server resources at the end, judged against your service-level objective.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Benchwork %1&lt;/h3&gt;&lt;p&gt;A workbench for HTTP load tests: live charts while the load runs, latency percentiles, errors and server resources at the end, judged against your service-level objective.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Benchwork</source>
        <translation>Benchwork</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Logarithmic latency axis</source>
        <translation>&amp;Logarithmic latency axis</translation>
    </message>
    <message>
        <source>&amp;About Benchwork</source>
        <translation>&amp;About Benchwork</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;System language</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>The language&apos;s own name: keep it as is so people can find their language.</extracomment>
        <translation>English</translation>
    </message>
    <message>
        <source>한국어</source>
        <extracomment>The language&apos;s own name: keep it as is so people can find their language.</extracomment>
        <translation>한국어</translation>
    </message>
    <message>
        <source>&amp;Live charts</source>
        <translation>&amp;Live charts</translation>
    </message>
    <message>
        <source>The demo target is not running; it starts when you press Run.</source>
        <translation>The demo target is not running; it starts when you press Run.</translation>
    </message>
    <message>
        <source>Starting the demo target…</source>
        <translation>Starting the demo target…</translation>
    </message>
    <message>
        <source>Summar&amp;y</source>
        <translation>Summar&amp;y</translation>
    </message>
    <message>
        <source>Suites</source>
        <translation>Suites</translation>
    </message>
    <message>
        <source>Not run: see the message below.</source>
        <translation>Not run: see the message below.</translation>
    </message>
    <message>
        <source>There is no finished run to export yet.</source>
        <translation>There is no finished run to export yet.</translation>
    </message>
    <message>
        <source>%1 was not found beside the program or in its source tree.</source>
        <translation>%1 was not found beside the program or in its source tree.</translation>
    </message>
    <message>
        <source>Main window</source>
        <translation>Main window</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>Run history</translation>
    </message>
    <message>
        <source>&amp;Export current run</source>
        <translation>&amp;Export current run</translation>
    </message>
    <message>
        <source>&amp;Window guide</source>
        <translation>&amp;Window guide</translation>
    </message>
    <message>
        <source>Opens docs/gui.md</source>
        <translation>Opens docs/gui.md</translation>
    </message>
    <message>
        <source>&amp;Read me</source>
        <translation>&amp;Read me</translation>
    </message>
    <message>
        <source>Opens README.md: the command line, the formats, the build</source>
        <translation>Opens README.md: the command line, the formats, the build</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>A suite is running (Suites tab). One load at a time: Run is available when it ends.</source>
        <translation>A suite is running (Suites tab). One load at a time: Run is available when it ends.</translation>
    </message>
    <message>
        <source>A run is under way. One load at a time: the suite can start when it ends.</source>
        <translation>A run is under way. One load at a time: the suite can start when it ends.</translation>
    </message>
    <message>
        <source>Previous run. The latest attempt did not run: %1</source>
        <translation>Previous run. The latest attempt did not run: %1</translation>
    </message>
    <message>
        <source>Save &amp;view as image…</source>
        <translation>Save &amp;view as image…</translation>
    </message>
    <message>
        <source>The charts, summary or suite view shown, as PNG or SVG (Ctrl+Shift+S)</source>
        <translation>The charts, summary or suite view shown, as PNG or SVG (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>&amp;Presentation</translation>
    </message>
    <message>
        <source>Full screen with large figures and charts only, for demos (F11; Esc leaves)</source>
        <translation>Full screen with large figures and charts only, for demos (F11; Esc leaves)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Follow the &amp;system</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>Comparing with %1</source>
        <translation>Comparing with %1</translation>
    </message>
    <message>
        <source>Start a run with these settings (%1)</source>
        <extracomment>%1 is the key that starts a run, e.g. Ctrl+R</extracomment>
        <translation>Start a run with these settings (%1)</translation>
    </message>
    <message>
        <source>End the run now and keep what was measured (%1)</source>
        <extracomment>%1 is the key that stops a run, e.g. Esc</extracomment>
        <translation>End the run now and keep what was measured (%1)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Round %1 of %2 done; cooling down for %3 before the next.</source>
        <translation>Round %1 of %2 done; cooling down for %3 before the next.</translation>
    </message>
    <message>
        <source>Comparing with %1, a run that failed (%2): its figures are not a fair baseline.</source>
        <translation>Comparing with %1, a run that failed (%2): its figures are not a fair baseline.</translation>
    </message>
    <message>
        <source>Figures of %1 · %2</source>
        <translation>Figures of %1 · %2</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s) passed</source>
        <translation>
            <numerusform>%1 of %n round passed</numerusform>
            <numerusform>%1 of %n rounds passed</numerusform>
        </translation>
    </message>
    <message>
        <source>This run</source>
        <translation>This run</translation>
    </message>
    <message>
        <source>Raise the &amp;load</source>
        <translation>Raise the &amp;load</translation>
    </message>
    <message>
        <source>While a run runs: one step more VUs (or requests/s with a fixed rate), 1-2-5 steps: 50, 100, 200, 500 (+)</source>
        <translation>While a run runs: one step more VUs (or requests/s with a fixed rate), 1-2-5 steps: 50, 100, 200, 500 (+)</translation>
    </message>
    <message>
        <source>Lo&amp;wer the load</source>
        <translation>Lo&amp;wer the load</translation>
    </message>
    <message>
        <source>While a run runs: one step fewer VUs (or requests/s with a fixed rate) (-)</source>
        <translation>While a run runs: one step fewer VUs (or requests/s with a fixed rate) (-)</translation>
    </message>
    <message>
        <source>&amp;Control socket…</source>
        <translation>&amp;Control socket…</translation>
    </message>
    <message>
        <source>Listen on a Unix socket: lines such as &apos;vus 400&apos;, &apos;rate 5000&apos; and &apos;stop&apos; steer the runs of this window, as benchwork-cli run --control does</source>
        <translation>Listen on a Unix socket: lines such as &apos;vus 400&apos;, &apos;rate 5000&apos; and &apos;stop&apos; steer the runs of this window, as benchwork-cli run --control does</translation>
    </message>
    <message numerus="yes">
        <source>Load set to %n VU(s).</source>
        <translation>
            <numerusform>Load set to %n VU.</numerusform>
            <numerusform>Load set to %n VUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load set to %1 requests/s.</source>
        <translation>Load set to %1 requests/s.</translation>
    </message>
    <message>
        <source>No run is under way to change.</source>
        <translation>No run is under way to change.</translation>
    </message>
    <message>
        <source>The control socket is closed.</source>
        <translation>The control socket is closed.</translation>
    </message>
    <message>
        <source>The control socket could not be opened: %1</source>
        <translation>The control socket could not be opened: %1</translation>
    </message>
    <message>
        <source>Listening for load changes on %1 (vus N, rate N, stop).</source>
        <translation>Listening for load changes on %1 (vus N, rate N, stop).</translation>
    </message>
    <message>
        <source>A load is under way: run it again when it ends.</source>
        <translation>A load is under way: run it again when it ends.</translation>
    </message>
    <message>
        <source>Control socket</source>
        <translation>Control socket</translation>
    </message>
    <message>
        <source>Listen on this Unix socket (only you can reach it); empty closes it:</source>
        <translation>Listen on this Unix socket (only you can reach it); empty closes it:</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacity</translation>
    </message>
    <message>
        <source>%1 Run the search again when it listens.</source>
        <translation>%1 Run the search again when it listens.</translation>
    </message>
    <message>
        <source>Load sweep: no verdict</source>
        <translation>Load sweep: no verdict</translation>
    </message>
    <message>
        <source>A capacity search or sweep is running (Capacity tab). One load at a time: Run is available when it ends.</source>
        <translation>A capacity search or sweep is running (Capacity tab). One load at a time: Run is available when it ends.</translation>
    </message>
    <message>
        <source>--mix: %1</source>
        <translation>--mix: %1</translation>
    </message>
    <message>
        <source>The demo target is listening at %1 (pid %2).
Routes: /json, /plaintext, /db/find/1, /db/list, /db/relation/1, POST /api/signal, and a shop&apos;s journey under /journey/ (log in, items, cart, checkout: the example flow resources/flows/journey.json).</source>
        <translation>The demo target is listening at %1 (pid %2).
Routes: /json, /plaintext, /db/find/1, /db/list, /db/relation/1, POST /api/signal, and a shop&apos;s journey under /journey/ (log in, items, cart, checkout: the example flow resources/flows/journey.json).</translation>
    </message>
    <message>
        <source>The metrics endpoint could not be opened: %1</source>
        <translation>The metrics endpoint could not be opened: %1</translation>
    </message>
    <message>
        <source>Serving each run&apos;s figures for Prometheus on %1.</source>
        <translation>Serving each run&apos;s figures for Prometheus on %1.</translation>
    </message>
</context>
<context>
    <name>bwui::MessageArea</name>
    <message>
        <source>open folder</source>
        <translation>open folder</translation>
    </message>
</context>
<context>
    <name>bwui::PresentationView</name>
    <message>
        <source>Benchwork presentation</source>
        <translation>Benchwork presentation</translation>
    </message>
    <message>
        <source>Esc or F11: leave · Ctrl+R: run</source>
        <translation>Esc or F11: leave · Ctrl+R: run</translation>
    </message>
</context>
<context>
    <name>bwui::RequestEntriesModel</name>
    <message>
        <source>request %1</source>
        <translation>request %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Path or URL</source>
        <translation>Path or URL</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>Headers</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Body</translation>
    </message>
</context>
<context>
    <name>bwui::RequestFlowsModel</name>
    <message>
        <source>flow %1</source>
        <translation>flow %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>step %1</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
</context>
<context>
    <name>bwui::RequestSetEditor</name>
    <message>
        <source>the Requests editor</source>
        <translation>the Requests editor</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: cannot write the file: %2</translation>
    </message>
</context>
<context>
    <name>bwui::RequestSetRow</name>
    <message>
        <source>The saved request set could not be read again: %1</source>
        <translation>The saved request set could not be read again: %1</translation>
    </message>
    <message>
        <source>Requests…</source>
        <translation>Requests…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>One request: the fields above.</source>
        <translation>One request: the fields above.</translation>
    </message>
    <message>
        <source>in sequence</source>
        <translation>in sequence</translation>
    </message>
    <message>
        <source>by weight</source>
        <translation>by weight</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) from %1, %2; method and body are each entry&apos;s.</source>
        <translation>
            <numerusform>%n request from %1, %2; method and body are each entry&apos;s.</numerusform>
            <numerusform>%n requests from %1, %2; method and body are each entry&apos;s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) from %1, %2; each virtual user runs a flow&apos;s steps in order.</source>
        <translation>
            <numerusform>%n flow from %1, %2; each virtual user runs a flow&apos;s steps in order.</numerusform>
            <numerusform>%n flows from %1, %2; each virtual user runs a flow&apos;s steps in order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) and %1 from %2, %3; each virtual user runs a flow&apos;s steps in order.</source>
        <translation>
            <numerusform>%n flow and %1 from %2, %3; each virtual user runs a flow&apos;s steps in order.</numerusform>
            <numerusform>%n flows and %1 from %2, %3; each virtual user runs a flow&apos;s steps in order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
    <message>
        <source>Several requests in proportion, or user journeys (flows), with {{variables}}: edit, import or load a request set.</source>
        <translation>Several requests in proportion, or user journeys (flows), with {{variables}}: edit, import or load a request set.</translation>
    </message>
</context>
<context>
    <name>bwui::RequestStatsBox</name>
    <message>
        <source>Requests by entry</source>
        <translation>Requests by entry</translation>
    </message>
    <message>
        <source>Requests by entry, flow and step</source>
        <translation>Requests by entry, flow and step</translation>
    </message>
</context>
<context>
    <name>bwui::RequestStatsModel</name>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Request</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Path</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>Req/s (last second)</source>
        <translation>Req/s (last second)</translation>
    </message>
    <message>
        <source>Req/s</source>
        <translation>Req/s</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>not judged</translation>
    </message>
    <message numerus="yes">
        <source>Flow &quot;%1&quot;: %n iteration(s) (in Requests), %2 failed (in Errors); Req/s are iterations per second, p50 and p99 the iteration&apos;s duration.</source>
        <translation>
            <numerusform>Flow &quot;%1&quot;: %n iteration (in Requests), %2 failed (in Errors); Req/s are iterations per second, p50 and p99 the iteration&apos;s duration.</numerusform>
            <numerusform>Flow &quot;%1&quot;: %n iterations (in Requests), %2 failed (in Errors); Req/s are iterations per second, p50 and p99 the iteration&apos;s duration.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Failed: %1</translation>
    </message>
    <message>
        <source>flow</source>
        <translation>flow</translation>
    </message>
    <message>
        <source>Failed checks</source>
        <translation>Failed checks</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Skipped</translation>
    </message>
    <message>
        <source>iterations, %1 failed</source>
        <translation>iterations, %1 failed</translation>
    </message>
</context>
<context>
    <name>bwui::RequestVariablesModel</name>
    <message>
        <source>Values (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)</source>
        <translation>Values (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Values</translation>
    </message>
</context>
<context>
    <name>bwui::RequestsDialog</name>
    <message>
        <source>No requests: the run sends its one request (the fields of the target panel).</source>
        <translation>No requests: the run sends its one request (the fields of the target panel).</translation>
    </message>
    <message>
        <source>No preview while the set has a problem.</source>
        <translation>No preview while the set has a problem.</translation>
    </message>
    <message>
        <source>Load a mix file</source>
        <translation>Load a mix file</translation>
    </message>
    <message>
        <source>Mix files (*.json);;All files (*)</source>
        <translation>Mix files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Save the mix file</source>
        <translation>Save the mix file</translation>
    </message>
    <message>
        <source>Mix files (*.json)</source>
        <translation>Mix files (*.json)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
    <message>
        <source>HAR files (*.har *.json);;All files (*)</source>
        <translation>HAR files (*.har *.json);;All files (*)</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Text files (*.txt);;All files (*)</translation>
    </message>
    <message>
        <source>Import requests</source>
        <translation>Import requests</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>Load mix…</source>
        <translation>Load mix…</translation>
    </message>
    <message>
        <source>Save mix…</source>
        <translation>Save mix…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>vegeta targets…</source>
        <translation>vegeta targets…</translation>
    </message>
    <message>
        <source>URL list…</source>
        <translation>URL list…</translation>
    </message>
    <message>
        <source>HAR file…</source>
        <translation>HAR file…</translation>
    </message>
    <message>
        <source>HAR: keep cookies and authorization</source>
        <translation>HAR: keep cookies and authorization</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Order:</translation>
    </message>
    <message>
        <source>By weight</source>
        <translation>By weight</translation>
    </message>
    <message>
        <source>In sequence</source>
        <translation>In sequence</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Unset: every run picks a seed and records it.</source>
        <translation>Unset: every run picks a seed and records it.</translation>
    </message>
    <message>
        <source>Requests (double-click a cell to edit; {{name}} takes a variable&apos;s value)</source>
        <translation>Requests (double-click a cell to edit; {{name}} takes a variable&apos;s value)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Headers of the selected request (one &quot;Name: value&quot; a line)</source>
        <translation>Headers of the selected request (one &quot;Name: value&quot; a line)</translation>
    </message>
    <message>
        <source>Body of the selected request</source>
        <translation>Body of the selected request</translation>
    </message>
    <message>
        <source>Variables (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)</source>
        <translation>Variables (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>Add variable</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>Remove variable</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>Clear all</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message numerus="yes">
        <source>%n marked request(s) could not be read as the file gave them: edit or remove them first (their tooltip says what is wrong).</source>
        <translation>
            <numerusform>%n marked request could not be read as the file gave it: edit or remove it first (its tooltip says what is wrong).</numerusform>
            <numerusform>%n marked requests could not be read as the file gave them: edit or remove them first (their tooltip says what is wrong).</numerusform>
        </translation>
    </message>
    <message>
        <source>A flow&apos;s requests depend on the answers before them: Try once in the Flows tab sends one iteration and shows each step.</source>
        <translation>A flow&apos;s requests depend on the answers before them: Try once in the Flows tab sends one iteration and shows each step.</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>Flows</translation>
    </message>
    <message>
        <source>Preview: five sample requests as they will be sent (of the Requests tab)</source>
        <translation>Preview: five sample requests as they will be sent (of the Requests tab)</translation>
    </message>
</context>
<context>
    <name>bwui::RunBar</name>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Warmup (not counted): %1 left</source>
        <translation>Warmup (not counted): %1 left</translation>
    </message>
    <message>
        <source>Measuring: %1 of %2 requests</source>
        <translation>Measuring: %1 of %2 requests</translation>
    </message>
    <message>
        <source>Measuring: %1 left</source>
        <translation>Measuring: %1 left</translation>
    </message>
    <message>
        <source>Finishing…</source>
        <translation>Finishing…</translation>
    </message>
</context>
<context>
    <name>bwui::RunController</name>
    <message>
        <source>Enter the command that starts the server.</source>
        <translation>Enter the command that starts the server.</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>A run is already in progress.</translation>
    </message>
    <message>
        <source>The run was stopped before it started.</source>
        <translation>The run was stopped before it started.</translation>
    </message>
    <message>
        <source>Enter the PID of the server process, or the container, to attach to.</source>
        <translation>Enter the PID of the server process, or the container, to attach to.</translation>
    </message>
    <message>
        <source>Rounds: from 1 to 1000, not %1.</source>
        <translation>Rounds: from 1 to 1000, not %1.</translation>
    </message>
    <message>
        <source>The rounds are saved without their group: %1</source>
        <translation>The rounds are saved without their group: %1</translation>
    </message>
</context>
<context>
    <name>bwui::RunDetailsPane</name>
    <message>
        <source>Select a run to see its details.
Double-click or press Enter to open it; select two or more to compare them.</source>
        <translation>Select a run to see its details.
Double-click or press Enter to open it; select two or more to compare them.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>&amp;Tags:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otes:</translation>
    </message>
    <message>
        <source>comma-separated, e.g. nginx, baseline</source>
        <translation>comma-separated, e.g. nginx, baseline</translation>
    </message>
    <message>
        <source>What was different about this run?</source>
        <translation>What was different about this run?</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save the name, tags and notes to the history</source>
        <translation>Save the name, tags and notes to the history</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;vert</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) selected.</source>
        <translation>
            <numerusform>%n run selected.</numerusform>
            <numerusform>%n runs selected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare them (Ctrl+D), export them, or delete them (Del).</source>
        <translation>Compare them (Ctrl+D), export them, or delete them (Del).</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Started: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Target: %1</translation>
    </message>
    <message>
        <source>Load: %1 connections at %2 req/s for %3</source>
        <translation>Load: %1 connections at %2 req/s for %3</translation>
    </message>
    <message>
        <source>Load: %1 virtual users for %2</source>
        <translation>Load: %1 virtual users for %2</translation>
    </message>
    <message>
        <source>Result: %1 requests, %2 req/s, p99 %3</source>
        <translation>Result: %1 requests, %2 req/s, p99 %3</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>SLO: %1</source>
        <translation>SLO: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
    <message numerus="yes">
        <source>A/B group g%1: %n round(s) per side, A and B alternated.</source>
        <translation>
            <numerusform>A/B group g%1: %n round per side, A and B alternated.</numerusform>
            <numerusform>A/B group g%1: %n rounds per side, A and B alternated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round group g%1: %n round(s) of one configuration.</source>
        <translation>
            <numerusform>Round group g%1: %n round of one configuration.</numerusform>
            <numerusform>Round group g%1: %n rounds of one configuration.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Median of %n run(s): %1 req/s, p50 %2, p99 %3</source>
        <translation>
            <numerusform>Median of %n run: %1 req/s, p50 %2, p99 %3</numerusform>
            <numerusform>Median of %n runs: %1 req/s, p50 %2, p99 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>Runs: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) failed the SLO.</source>
        <translation>
            <numerusform>%1 of %n run failed the SLO.</numerusform>
            <numerusform>%1 of %n runs failed the SLO.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) did not complete.</source>
        <translation>
            <numerusform>%n run did not complete.</numerusform>
            <numerusform>%n runs did not complete.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare it (Ctrl+D) for every metric with its interval; double-click the row to list each round.</source>
        <translation>Compare it (Ctrl+D) for every metric with its interval; double-click the row to list each round.</translation>
    </message>
</context>
<context>
    <name>bwui::RunFilterBar</name>
    <message>
        <source>Search name, notes, URL</source>
        <translation>Search name, notes, URL</translation>
    </message>
    <message>
        <source>Shows runs whose name, notes or target URL contain this text (any case).</source>
        <translation>Shows runs whose name, notes or target URL contain this text (any case).</translation>
    </message>
    <message>
        <source>Target URL contains</source>
        <translation>Target URL contains</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Shows runs carrying exactly this tag.</source>
        <translation>Shows runs carrying exactly this tag.</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Any time</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Last 24 hours</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Last 7 days</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Last 30 days</translation>
    </message>
    <message>
        <source>Between dates</source>
        <translation>Between dates</translation>
    </message>
    <message>
        <source>First day shown</source>
        <translation>First day shown</translation>
    </message>
    <message>
        <source>Last day shown</source>
        <translation>Last day shown</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>Any verdict</translation>
    </message>
    <message>
        <source>SLO passed</source>
        <translation>SLO passed</translation>
    </message>
    <message>
        <source>No SLO</source>
        <translation>No SLO</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Any status</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Complete</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <source>Target exited</source>
        <translation>Target exited</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrupted</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Running</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Clear filters</translation>
    </message>
    <message>
        <source>Show every run again</source>
        <translation>Show every run again</translation>
    </message>
    <message>
        <source>Any client health</source>
        <translation>Any client health</translation>
    </message>
    <message>
        <source>Shows runs with this client-health warning.</source>
        <translation>Shows runs with this client-health warning.</translation>
    </message>
    <message>
        <source>Not judged</source>
        <translation>Not judged</translation>
    </message>
    <message>
        <source>Failed: runs that missed their SLO, in which no request completed, or whose target ended during the run. Not judged: runs stopped or interrupted before their end.</source>
        <translation>Failed: runs that missed their SLO, in which no request completed, or whose target ended during the run. Not judged: runs stopped or interrupted before their end.</translation>
    </message>
</context>
<context>
    <name>bwui::RunTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No target process was watched during this run.</source>
        <translation>No target process was watched during this run.</translation>
    </message>
    <message>
        <source>Imported runs do not record the load generator&apos;s CPU.</source>
        <translation>Imported runs do not record the load generator&apos;s CPU.</translation>
    </message>
    <message>
        <source>Fixed-rate run: measured from the intended send time.</source>
        <translation>Fixed-rate run: measured from the intended send time.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Requests/s</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation>Client CPU</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Average requests per second over the measured phase.</source>
        <translation>Average requests per second over the measured phase.</translation>
    </message>
    <message>
        <source>Failed requests, with their share of all attempts.</source>
        <translation>Failed requests, with their share of all attempts.</translation>
    </message>
    <message>
        <source>Peak resident memory of the target process.</source>
        <translation>Peak resident memory of the target process.</translation>
    </message>
    <message>
        <source>Average CPU of Benchwork&apos;s load threads, in % of one core.</source>
        <translation>Average CPU of Benchwork&apos;s load threads, in % of one core.</translation>
    </message>
    <message>
        <source>The service-level objective&apos;s verdict.</source>
        <translation>The service-level objective&apos;s verdict.</translation>
    </message>
    <message>
        <source>Measured by Benchwork, or imported from another tool&apos;s output.</source>
        <translation>Measured by Benchwork, or imported from another tool&apos;s output.</translation>
    </message>
    <message>
        <source>Double-click to edit. Tags are separated by commas.</source>
        <translation>Double-click to edit. Tags are separated by commas.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>The run&apos;s number in the history; reports and the command line name it so.</source>
        <translation>The run&apos;s number in the history; reports and the command line name it so.</translation>
    </message>
    <message>
        <source>The route that was loaded; the host and port follow in grey.</source>
        <translation>The route that was loaded; the host and port follow in grey.</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <source>%1 round %2</source>
        <translation>%1 round %2</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Peak memory</translation>
    </message>
    <message numerus="yes">
        <source>Capacity search %1: the highest rate that held its SLO, found in %n step(s). Double-click to list each step; export it for the report with its curve.</source>
        <translation>
            <numerusform>Capacity search %1: the highest rate that held its SLO, found in %n step. Double-click to list each step; export it for the report with its curve.</numerusform>
            <numerusform>Capacity search %1: the highest rate that held its SLO, found in %n steps. Double-click to list each step; export it for the report with its curve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Load sweep %1: the highest throughput of its %n step(s). Double-click to list each step; export it for the report with its curves and fit.</source>
        <translation>
            <numerusform>Load sweep %1: the highest throughput of its %n step. Double-click to list each step; export it for the report with its curves and fit.</numerusform>
            <numerusform>Load sweep %1: the highest throughput of its %n steps. Double-click to list each step; export it for the report with its curves and fit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>capacity, %n step(s)</source>
        <translation>
            <numerusform>capacity, %n step</numerusform>
            <numerusform>capacity, %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sweep, %n step(s)</source>
        <translation>
            <numerusform>sweep, %n step</numerusform>
            <numerusform>sweep, %n steps</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>step %1</translation>
    </message>
    <message>
        <source>capacity search</source>
        <translation>capacity search</translation>
    </message>
    <message>
        <source>load sweep</source>
        <translation>load sweep</translation>
    </message>
    <message numerus="yes">
        <source>Capacity search %1: at least this rate held its SLO, in %n step(s); nothing above it failed, the search could not offer more. Double-click to list each step; export it for the report with its curve.</source>
        <translation>
            <numerusform>Capacity search %1: at least this rate held its SLO, in %n step; nothing above it failed, the search could not offer more. Double-click to list each step; export it for the report with its curve.</numerusform>
            <numerusform>Capacity search %1: at least this rate held its SLO, in %n steps; nothing above it failed, the search could not offer more. Double-click to list each step; export it for the report with its curve.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bwui::RunView</name>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Started %1</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>imported from %1</translation>
    </message>
    <message>
        <source>tags: %1</source>
        <translation>tags: %1</translation>
    </message>
</context>
<context>
    <name>bwui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>bwui::SignificancePanel</name>
    <message>
        <source>Change or noise</source>
        <translation>Change or noise</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Sides</translation>
    </message>
    <message>
        <source>Baseline side</source>
        <translation>Baseline side</translation>
    </message>
    <message>
        <source>Compared side</source>
        <translation>Compared side</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Requests per second: median and 95% interval per side</source>
        <translation>Requests per second: median and 95% interval per side</translation>
    </message>
    <message>
        <source>p99 latency: median and 95% interval per side</source>
        <translation>p99 latency: median and 95% interval per side</translation>
    </message>
    <message>
        <source>Request %1: %2</source>
        <translation>Request %1: %2</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Step %1: %2</translation>
    </message>
</context>
<context>
    <name>bwui::StagesEditor</name>
    <message>
        <source>Duration</source>
        <translation>Duration</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>&lt;p&gt;Ramping stages, as k6&apos;s stages: over each stage&apos;s duration the load moves linearly to its target, from the virtual users (or the fixed rate) above. A stage of 0s is a jump.&lt;/p&gt;&lt;p&gt;Durations: 30s, 2m, 1m30s, 500ms. Targets: VUs, or requests/s with a fixed rate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ramping stages, as k6&apos;s stages: over each stage&apos;s duration the load moves linearly to its target, from the virtual users (or the fixed rate) above. A stage of 0s is a jump.&lt;/p&gt;&lt;p&gt;Durations: 30s, 2m, 1m30s, 500ms. Targets: VUs, or requests/s with a fixed rate.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add stage</source>
        <translation>Add stage</translation>
    </message>
    <message>
        <source>Remove stage</source>
        <translation>Remove stage</translation>
    </message>
    <message>
        <source>The planned load over the measured phase.</source>
        <translation>The planned load over the measured phase.</translation>
    </message>
    <message>
        <source>Add at least one stage.</source>
        <translation>Add at least one stage.</translation>
    </message>
    <message>
        <source>Stage %1: &apos;%2&apos; is not a duration (such as 30s, 2m, 1m30s or 500ms; 0s for a jump).</source>
        <translation>Stage %1: &apos;%2&apos; is not a duration (such as 30s, 2m, 1m30s or 500ms; 0s for a jump).</translation>
    </message>
    <message>
        <source>Stage %1: &apos;%2&apos; is not a target (a number of VUs, or of requests/s with a fixed rate).</source>
        <translation>Stage %1: &apos;%2&apos; is not a target (a number of VUs, or of requests/s with a fixed rate).</translation>
    </message>
    <message>
        <source>The stages last 0 s in total: give at least one of them a duration.</source>
        <translation>The stages last 0 s in total: give at least one of them a duration.</translation>
    </message>
</context>
<context>
    <name>bwui::StepChecksModel</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Body contains</source>
        <translation>Body contains</translation>
    </message>
    <message>
        <source>JSON equals</source>
        <translation>JSON equals</translation>
    </message>
    <message>
        <source>JSON exists</source>
        <translation>JSON exists</translation>
    </message>
    <message>
        <source>Header present</source>
        <translation>Header present</translation>
    </message>
    <message>
        <source>Results name it &quot;%1&quot;.</source>
        <translation>Results name it &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Status, text or JSON location</source>
        <translation>Status, text or JSON location</translation>
    </message>
    <message>
        <source>Equals</source>
        <translation>Equals</translation>
    </message>
    <message>
        <source>Name in results</source>
        <translation>Name in results</translation>
    </message>
    <message>
        <source>Status: codes and classes (200, 2xx, 304). Body contains: the text. JSON: a JSON Pointer (/ok) or path ($.ok). Header present: the header&apos;s name.</source>
        <translation>Status: codes and classes (200, 2xx, 304). Body contains: the text. JSON: a JSON Pointer (/ok) or path ($.ok). Header present: the header&apos;s name.</translation>
    </message>
    <message>
        <source>JSON equals: the value as JSON (true, 3, &quot;paid&quot;); other text is taken as a string.</source>
        <translation>JSON equals: the value as JSON (true, 3, &quot;paid&quot;); other text is taken as a string.</translation>
    </message>
</context>
<context>
    <name>bwui::StepCurveView</name>
    <message>
        <source>Bracket %1</source>
        <translation>Bracket %1</translation>
    </message>
    <message>
        <source>Bracket now: %1 to %2 req/s</source>
        <translation>Bracket now: %1 to %2 req/s</translation>
    </message>
</context>
<context>
    <name>bwui::StepEditor</name>
    <message>
        <source>Pause:</source>
        <translation>Pause:</translation>
    </message>
    <message>
        <source>At least:</source>
        <translation>At least:</translation>
    </message>
    <message>
        <source>At most:</source>
        <translation>At most:</translation>
    </message>
    <message>
        <source>Mean:</source>
        <translation>Mean:</translation>
    </message>
    <message>
        <source>Headers and body</source>
        <translation>Headers and body</translation>
    </message>
    <message>
        <source>Extract</source>
        <translation>Extract</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>Think time</source>
        <translation>Think time</translation>
    </message>
    <message>
        <source>Headers of the selected step (one &quot;Name: value&quot; a line; {{name}} takes a variable)</source>
        <translation>Headers of the selected step (one &quot;Name: value&quot; a line; {{name}} takes a variable)</translation>
    </message>
    <message>
        <source>Body of the selected step</source>
        <translation>Body of the selected step</translation>
    </message>
    <message>
        <source>Values this step&apos;s response gives to later steps, as {{variable}} (double-click a cell to edit)</source>
        <translation>Values this step&apos;s response gives to later steps, as {{variable}} (double-click a cell to edit)</translation>
    </message>
    <message>
        <source>Add extraction</source>
        <translation>Add extraction</translation>
    </message>
    <message>
        <source>Remove extraction</source>
        <translation>Remove extraction</translation>
    </message>
    <message>
        <source>What this step&apos;s response must show; a failed check is counted for the step</source>
        <translation>What this step&apos;s response must show; a failed check is counted for the step</translation>
    </message>
    <message>
        <source>Add check</source>
        <translation>Add check</translation>
    </message>
    <message>
        <source>Remove check</source>
        <translation>Remove check</translation>
    </message>
    <message>
        <source>The pause after this step, before the user&apos;s next request</source>
        <translation>The pause after this step, before the user&apos;s next request</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fixed</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>Uniform</translation>
    </message>
    <message>
        <source>Exponential</source>
        <translation>Exponential</translation>
    </message>
</context>
<context>
    <name>bwui::StepExtractionsModel</name>
    <message>
        <source>JSON Pointer</source>
        <translation>JSON Pointer</translation>
    </message>
    <message>
        <source>JSONPath</source>
        <translation>JSONPath</translation>
    </message>
    <message>
        <source>Regex group</source>
        <translation>Regex group</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>First match</source>
        <translation>First match</translation>
    </message>
    <message>
        <source>Random match</source>
        <translation>Random match</translation>
    </message>
    <message>
        <source>Into {{variable}}</source>
        <translation>Into {{variable}}</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>Expression</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Pick</translation>
    </message>
    <message>
        <source>A JSON Pointer (/items/0/id), a JSONPath ($.items[*].id), a regular expression (token=(\w+)) or a header&apos;s name (X-Token).</source>
        <translation>A JSON Pointer (/items/0/id), a JSONPath ($.items[*].id), a regular expression (token=(\w+)) or a header&apos;s name (X-Token).</translation>
    </message>
    <message>
        <source>The regular expression&apos;s group whose text is taken (0: the whole match).</source>
        <translation>The regular expression&apos;s group whose text is taken (0: the whole match).</translation>
    </message>
    <message>
        <source>The first match in the response, or one of all its matches at random.</source>
        <translation>The first match in the response, or one of all its matches at random.</translation>
    </message>
</context>
<context>
    <name>bwui::SuiteLiveFeed</name>
    <message>
        <source>Scenario %1 of %2: %3</source>
        <translation>Scenario %1 of %2: %3</translation>
    </message>
    <message>
        <source>Scenario %1 of %2: %3 on %4</source>
        <translation>Scenario %1 of %2: %3 on %4</translation>
    </message>
</context>
<context>
    <name>bwui::SuitePanel</name>
    <message>
        <source>Start commands?</source>
        <translation>Start commands?</translation>
    </message>
    <message>
        <source>This suite starts the following commands on this machine:

%1

Start them?</source>
        <translation>This suite starts the following commands on this machine:

%1

Start them?</translation>
    </message>
    <message>
        <source>Open suite…</source>
        <translation>Open suite…</translation>
    </message>
    <message>
        <source>Run suite</source>
        <translation>Run suite</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>Export report…</translation>
    </message>
    <message>
        <source>No suite open.</source>
        <translation>No suite open.</translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation>Cannot use %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n target configuration(s)</source>
        <translation>
            <numerusform> in %n target configuration</numerusform>
            <numerusform> in %n target configurations</numerusform>
        </translation>
    </message>
    <message>
        <source>Starts commands: %1</source>
        <translation>Starts commands: %1</translation>
    </message>
    <message>
        <source>Open suite</source>
        <translation>Open suite</translation>
    </message>
    <message>
        <source>Suite files (*.json)</source>
        <translation>Suite files (*.json)</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Starting the target %1…</source>
        <translation>Starting the target %1…</translation>
    </message>
    <message>
        <source>Run %1 of %2: %3 on %4 · %5 req/s · p99 %6</source>
        <translation>Run %1 of %2: %3 on %4 · %5 req/s · p99 %6</translation>
    </message>
    <message>
        <source> · server %1</source>
        <translation> · server %1</translation>
    </message>
    <message>
        <source>Cooling down before the next run…</source>
        <translation>Cooling down before the next run…</translation>
    </message>
    <message>
        <source>Stopping the target…</source>
        <translation>Stopping the target…</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>Finished.</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>about %1 left</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source>Suite complete: %1 passed, %2 failed.</source>
        <translation>Suite complete: %1 passed, %2 failed.</translation>
    </message>
    <message>
        <source>Suite finished with runs that could not run: %1 passed, %2 failed.</source>
        <translation>Suite finished with runs that could not run: %1 passed, %2 failed.</translation>
    </message>
    <message>
        <source>Suite stopped: %1 passed, %2 failed; finished runs are kept.</source>
        <translation>Suite stopped: %1 passed, %2 failed; finished runs are kept.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Export suite report</source>
        <translation>Export suite report</translation>
    </message>
    <message>
        <source>No suite has run yet.</source>
        <translation>No suite has run yet.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Shorten every scenario to</source>
        <translation>Shorten every scenario to</translation>
    </message>
    <message>
        <source>Unchecked: each scenario runs as long as the suite file says.</source>
        <translation>Unchecked: each scenario runs as long as the suite file says.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation>Warmup</translation>
    </message>
    <message>
        <source>Unchecked: each scenario warms up as the suite file says.</source>
        <translation>Unchecked: each scenario warms up as the suite file says.</translation>
    </message>
    <message>
        <source>The language of the exported report.</source>
        <translation>The language of the exported report.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Measured</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>, about %1 of load in all</source>
        <translation>, about %1 of load in all</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1 requests</translation>
    </message>
    <message>
        <source>≥ %1 req/s</source>
        <translation>≥ %1 req/s</translation>
    </message>
    <message>
        <source>p99 ≤ %1</source>
        <translation>p99 ≤ %1</translation>
    </message>
    <message>
        <source>errors ≤ %1</source>
        <translation>errors ≤ %1</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>no SLO</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s)</source>
        <translation>
            <numerusform>%1 of %n run</numerusform>
            <numerusform>%1 of %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) skipped: a runtime is missing.</source>
        <translation>
            <numerusform>%n run skipped: a runtime is missing.</numerusform>
            <numerusform>%n runs skipped: a runtime is missing.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 will be %2</source>
        <translation>%1 will be %2</translation>
    </message>
    <message>
        <source>capacity search, steps of %1</source>
        <translation>capacity search, steps of %1</translation>
    </message>
    <message>
        <source>HTML report (*.html);;Markdown report (*.md);;JUnit XML for CI (*.xml)</source>
        <translation>HTML report (*.html);;Markdown report (*.md);;JUnit XML for CI (*.xml)</translation>
    </message>
    <message>
        <source>The file name must end in .html, .md or .xml (JUnit).</source>
        <translation>The file name must end in .html, .md or .xml (JUnit).</translation>
    </message>
</context>
<context>
    <name>bwui::SuiteRecordsModel</name>
    <message>
        <source>not run</source>
        <translation>not run</translation>
    </message>
    <message>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Req/s</source>
        <translation>Req/s</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>%1 ⚠ %2</source>
        <translation>%1 ⚠ %2</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>skipped</translation>
    </message>
    <message>
        <source>skipped: %1 not found</source>
        <translation>skipped: %1 not found</translation>
    </message>
    <message>
        <source>skipped: %1 not found — %2</source>
        <translation>skipped: %1 not found — %2</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>Peak memory</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>not judged</translation>
    </message>
</context>
<context>
    <name>bwui::SummaryPanel</name>
    <message>
        <source>Latency</source>
        <translation>Latency</translation>
    </message>
    <message>
        <source>Errors by class</source>
        <translation>Errors by class</translation>
    </message>
    <message>
        <source>Status codes</source>
        <translation>Status codes</translation>
    </message>
    <message>
        <source>Run details</source>
        <translation>Run details</translation>
    </message>
    <message>
        <source>The summary appears here when a run ends.
Press Run (Ctrl+R) to start one.</source>
        <translation>The summary appears here when a run ends.
Press Run (Ctrl+R) to start one.</translation>
    </message>
    <message>
        <source>set an RPS floor or a p99 ceiling to get a verdict.</source>
        <translation>set an RPS floor or a p99 ceiling to get a verdict.</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistic</translation>
    </message>
    <message>
        <source>From intended send</source>
        <translation>From intended send</translation>
    </message>
    <message>
        <source>Measured from when the request should have been sent at the fixed rate: includes the wait caused by a slow server (coordinated omission corrected).</source>
        <translation>Measured from when the request should have been sent at the fixed rate: includes the wait caused by a slow server (coordinated omission corrected).</translation>
    </message>
    <message>
        <source>p50 (median)</source>
        <translation>p50 (median)</translation>
    </message>
    <message>
        <source>p75</source>
        <translation>p75</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation>p99.9</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>mean</translation>
    </message>
    <message>
        <source>stdev</source>
        <translation>stdev</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Class</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Count</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Connect</translation>
    </message>
    <message>
        <source>Connection refused, unreachable or name not resolved.</source>
        <translation>Connection refused, unreachable or name not resolved.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Writing the request failed.</source>
        <translation>Writing the request failed.</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>Receive</translation>
    </message>
    <message>
        <source>The connection was reset or closed while reading.</source>
        <translation>The connection was reset or closed while reading.</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <source>No complete response within the timeout.</source>
        <translation>No complete response within the timeout.</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
    <message>
        <source>The response could not be parsed as HTTP.</source>
        <translation>The response could not be parsed as HTTP.</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP status</translation>
    </message>
    <message>
        <source>A response with a status outside 2xx and 3xx.</source>
        <translation>A response with a status outside 2xx and 3xx.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>No responses</source>
        <translation>No responses</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Target peak CPU</source>
        <translation>Target peak CPU</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>not watched</source>
        <translation>not watched</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Virtual users / threads</source>
        <translation>Virtual users / threads</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Warmup / measured</source>
        <translation>Warmup / measured</translation>
    </message>
    <message>
        <source>Fixed rate</source>
        <translation>Fixed rate</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 req/s</translation>
    </message>
    <message>
        <source>Requests in flight at the end (not counted)</source>
        <translation>Requests in flight at the end (not counted)</translation>
    </message>
    <message>
        <source>Received / sent</source>
        <translation>Received / sent</translation>
    </message>
    <message>
        <source>Connections opened</source>
        <translation>Connections opened</translation>
    </message>
    <message>
        <source>Client CPU (average)</source>
        <translation>Client CPU (average)</translation>
    </message>
    <message>
        <source>TLS handshake</source>
        <translation>TLS handshake</translation>
    </message>
    <message>
        <source>The TLS handshake failed: certificate refused, wrong host name, no common version, or the server closed or sent garbage.</source>
        <translation>The TLS handshake failed: certificate refused, wrong host name, no common version, or the server closed or sent garbage.</translation>
    </message>
    <message>
        <source>Connect time per new connection (p50 / p99)</source>
        <translation>Connect time per new connection (p50 / p99)</translation>
    </message>
    <message>
        <source>TLS handshake per new connection (p50 / p99)</source>
        <translation>TLS handshake per new connection (p50 / p99)</translation>
    </message>
    <message>
        <source>TLS handshakes resumed</source>
        <translation>TLS handshakes resumed</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Send lateness p50 / p99 / max</source>
        <translation>Send lateness p50 / p99 / max</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Client&apos;s own lateness in the corrected latency</source>
        <translation>Client&apos;s own lateness in the corrected latency</translation>
    </message>
    <message>
        <source>%1 of the mean</source>
        <translation>%1 of the mean</translation>
    </message>
    <message>
        <source>Unsent at the end (due, never sent)</source>
        <translation>Unsent at the end (due, never sent)</translation>
    </message>
    <message>
        <source>Client wait for a CPU (busiest thread)</source>
        <translation>Client wait for a CPU (busiest thread)</translation>
    </message>
    <message>
        <source>Client health</source>
        <translation>Client health</translation>
    </message>
    <message>
        <source>no warnings</source>
        <translation>no warnings</translation>
    </message>
    <message>
        <source>Target limits (cgroup)</source>
        <translation>Target limits (cgroup)</translation>
    </message>
    <message>
        <source>CPU throttling</source>
        <translation>CPU throttling</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Out of memory</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>This run</translation>
    </message>
    <message>
        <source>Latency by percentile (ms), whole measured phase</source>
        <translation>Latency by percentile (ms), whole measured phase</translation>
    </message>
    <message>
        <source>SLO p99 ceiling %1</source>
        <translation>SLO p99 ceiling %1</translation>
    </message>
    <message>
        <source>Agents (merged into this run)</source>
        <translation>Agents (merged into this run)</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Virtual users</source>
        <translation>Virtual users</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
    <message>
        <source>Req/s</source>
        <translation>Req/s</translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation>Client CPU</translation>
    </message>
    <message>
        <source>Client-bound</source>
        <translation>Client-bound</translation>
    </message>
    <message>
        <source>This agent&apos;s own p99. The run&apos;s p99 comes from the agents&apos; histograms added together, never from averaging these.</source>
        <translation>This agent&apos;s own p99. The run&apos;s p99 comes from the agents&apos; histograms added together, never from averaging these.</translation>
    </message>
    <message>
        <source>%1 (%2 busy)</source>
        <translation>%1 (%2 busy)</translation>
    </message>
    <message>
        <source>yes: add agents</source>
        <translation>yes: add agents</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1 of %2 rounds (stopped)</source>
        <translation>%1 of %2 rounds (stopped)</translation>
    </message>
    <message>
        <source>%1 of %2 rounds</source>
        <translation>%1 of %2 rounds</translation>
    </message>
    <message>
        <source>%1: median %2 req/s</source>
        <translation>%1: median %2 req/s</translation>
    </message>
    <message>
        <source>%1 (round group g%2)</source>
        <translation>%1 (round group g%2)</translation>
    </message>
    <message>
        <source>Rounds: median and 95% confidence interval</source>
        <translation>Rounds: median and 95% confidence interval</translation>
    </message>
    <message>
        <source>One round is one sample: each figure is the median over the rounds, ±x% the larger half-width of its 95% confidence interval. The details below are the last round&apos;s.</source>
        <translation>One round is one sample: each figure is the median over the rounds, ±x% the larger half-width of its 95% confidence interval. The details below are the last round&apos;s.</translation>
    </message>
    <message>
        <source>Fewer than 6 rounds give no 95% interval of the median (shown as ±∞).</source>
        <translation>Fewer than 6 rounds give no 95% interval of the median (shown as ±∞).</translation>
    </message>
    <message>
        <source>One round cannot separate change from noise.</source>
        <translation>One round cannot separate change from noise.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Min .. max</source>
        <translation>Min .. max</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>%1 .. %2</source>
        <translation>%1 .. %2</translation>
    </message>
    <message>
        <source>95% interval: %1 .. %2</source>
        <translation>95% interval: %1 .. %2</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ended</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>not saved</translation>
    </message>
    <message>
        <source>Target peak memory</source>
        <translation>Target peak memory</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Target peak RSS (sampled)</source>
        <translation>Target peak RSS (sampled)</translation>
    </message>
    <message>
        <source>QUIC handshake per new connection (p50 / p99)</source>
        <translation>QUIC handshake per new connection (p50 / p99)</translation>
    </message>
    <message>
        <source>QUIC handshakes resumed / with 0-RTT</source>
        <translation>QUIC handshakes resumed / with 0-RTT</translation>
    </message>
    <message>
        <source>%1 / %2 of %3</source>
        <translation>%1 / %2 of %3</translation>
    </message>
    <message>
        <source>UDP batching</source>
        <translation>UDP batching</translation>
    </message>
    <message>
        <source>none (one datagram per call)</source>
        <translation>none (one datagram per call)</translation>
    </message>
    <message>
        <source>The last run of the suite: %1. Each run&apos;s verdict is in the Suites tab.</source>
        <translation>The last run of the suite: %1. Each run&apos;s verdict is in the Suites tab.</translation>
    </message>
</context>
<context>
    <name>bwui::SweepChart</name>
    <message>
        <source>Throughput against offered rate</source>
        <translation>Throughput against offered rate</translation>
    </message>
    <message>
        <source>Throughput against concurrency</source>
        <translation>Throughput against concurrency</translation>
    </message>
    <message>
        <source>offered rate (req/s)</source>
        <translation>offered rate (req/s)</translation>
    </message>
    <message>
        <source>virtual users</source>
        <translation>virtual users</translation>
    </message>
    <message>
        <source>throughput (req/s)</source>
        <translation>throughput (req/s)</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>USL fit</source>
        <translation>USL fit</translation>
    </message>
    <message>
        <source>N* = %1</source>
        <translation>N* = %1</translation>
    </message>
    <message>
        <source>N*</source>
        <translation>N*</translation>
    </message>
    <message>
        <source>Latency against throughput</source>
        <translation>Latency against throughput</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>latency (ms)</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>p99 ceiling</source>
        <translation>p99 ceiling</translation>
    </message>
</context>
<context>
    <name>bwui::TargetPanel</name>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Target:</translation>
    </message>
    <message>
        <source>Built-in demo target</source>
        <translation>Built-in demo target</translation>
    </message>
    <message>
        <source>Any URL (no process watched)</source>
        <translation>Any URL (no process watched)</translation>
    </message>
    <message>
        <source>Launch a command</source>
        <translation>Launch a command</translation>
    </message>
    <message>
        <source>Attach to a running process</source>
        <translation>Attach to a running process</translation>
    </message>
    <message>
        <source>Which server the run loads. With a process (demo, launched or attached) its memory and CPU are recorded alongside the load.</source>
        <translation>Which server the run loads. With a process (demo, launched or attached) its memory and CPU are recorded alongside the load.</translation>
    </message>
    <message>
        <source>Only the URL is loaded. No server process is watched, so server memory and CPU stay empty.</source>
        <translation>Only the URL is loaded. No server process is watched, so server memory and CPU stay empty.</translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation>Co&amp;mmand:</translation>
    </message>
    <message>
        <source>The server to start for the run, as you would type it in a shell. It is stopped when the run ends. Point the URL at the port it listens on.</source>
        <translation>The server to start for the run, as you would type it in a shell. It is stopped when the run ends. Point the URL at the port it listens on.</translation>
    </message>
    <message>
        <source>C&amp;PUs:</source>
        <translation>C&amp;PUs:</translation>
    </message>
    <message>
        <source>Pin the server to these CPUs, e.g. &quot;0&quot; or &quot;0-1,3&quot;. Keeping the server and the load generator on different cores makes results steadier. Empty: any CPU.</source>
        <translation>Pin the server to these CPUs, e.g. &quot;0&quot; or &quot;0-1,3&quot;. Keeping the server and the load generator on different cores makes results steadier. Empty: any CPU.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source>&amp;PID:</source>
        <translation>&amp;PID:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Process ID of a server that is already running. Its memory and CPU are recorded (together with its child processes); it is not stopped afterwards.</source>
        <translation>Process ID of a server that is already running. Its memory and CPU are recorded (together with its child processes); it is not stopped afterwards.</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Request</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>The address every request goes to: http:// or https://, host, port and path.</source>
        <translation>The address every request goes to: http:// or https://, host, port and path.</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8080/</source>
        <translation>http://127.0.0.1:8080/</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>M&amp;ethod:</translation>
    </message>
    <message>
        <source>HTTP method of every request.</source>
        <translation>HTTP method of every request.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>&amp;Add header</source>
        <translation>&amp;Add header</translation>
    </message>
    <message>
        <source>&amp;Body:</source>
        <translation>&amp;Body:</translation>
    </message>
    <message>
        <source>Request body sent with every request (for POST, PUT, PATCH).</source>
        <translation>Request body sent with every request (for POST, PUT, PATCH).</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Empty</translation>
    </message>
    <message>
        <source>Enter the command that starts the server.</source>
        <translation>Enter the command that starts the server.</translation>
    </message>
    <message>
        <source>Enter the URL to load.</source>
        <translation>Enter the URL to load.</translation>
    </message>
    <message>
        <source>Memory limit:</source>
        <translation>Memory limit:</translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation>Headers:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Ready URL:</source>
        <translation>Ready URL:</translation>
    </message>
    <message>
        <source>The run starts once this URL answers 200 (or tcp:HOST:PORT accepts a connection). Empty: once the request URL&apos;s port accepts connections.</source>
        <translation>The run starts once this URL answers 200 (or tcp:HOST:PORT accepts a connection). Empty: once the request URL&apos;s port accepts connections.</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Working folder:</translation>
    </message>
    <message>
        <source>The folder the command runs in. Empty: the folder Benchwork was started from.</source>
        <translation>The folder the command runs in. Empty: the folder Benchwork was started from.</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Environment:</translation>
    </message>
    <message>
        <source>Environment variables for the command, one NAME=value per line, added to (or replacing) Benchwork&apos;s own.</source>
        <translation>Environment variables for the command, one NAME=value per line, added to (or replacing) Benchwork&apos;s own.</translation>
    </message>
    <message>
        <source>CPUs: %1</source>
        <translation>CPUs: %1</translation>
    </message>
    <message>
        <source>Ready URL: %1</source>
        <translation>Ready URL: %1</translation>
    </message>
    <message>
        <source>Environment, line %1: expected NAME=value, got &apos;%2&apos;.</source>
        <translation>Environment, line %1: expected NAME=value, got &apos;%2&apos;.</translation>
    </message>
    <message>
        <source>CPU &amp;quota:</source>
        <translation>CPU &amp;quota:</translation>
    </message>
    <message>
        <source> CPUs</source>
        <translation> CPUs</translation>
    </message>
    <message>
        <source>No quota</source>
        <translation>No quota</translation>
    </message>
    <message>
        <source>CPUs&apos; worth of time the server may use, like docker --cpus: 0.5 is half a core, 2 is two cores&apos; worth spread over all cores. Held by a Linux cgroup; the summary tells how often the server was throttled. 0: no quota.</source>
        <translation>CPUs&apos; worth of time the server may use, like docker --cpus: 0.5 is half a core, 2 is two cores&apos; worth spread over all cores. Held by a Linux cgroup; the summary tells how often the server was throttled. 0: no quota.</translation>
    </message>
    <message>
        <source>Memory (resident and page cache) the launched server may use, like docker -m. Above it the kernel&apos;s OOM killer ends the server, and the run says so. Held by a Linux cgroup. 0: no limit.</source>
        <translation>Memory (resident and page cache) the launched server may use, like docker -m. Above it the kernel&apos;s OOM killer ends the server, and the run says so. Held by a Linux cgroup. 0: no limit.</translation>
    </message>
    <message>
        <source>Watch container:</source>
        <translation>Watch container:</translation>
    </message>
    <message>
        <source>When the command starts a container (docker run --name web ...), its name: the container&apos;s memory and CPU are recorded instead of the docker client&apos;s. Empty: the command&apos;s own processes.</source>
        <translation>When the command starts a container (docker run --name web ...), its name: the container&apos;s memory and CPU are recorded instead of the docker client&apos;s. Empty: the command&apos;s own processes.</translation>
    </message>
    <message>
        <source>Or &amp;container:</source>
        <translation>Or &amp;container:</translation>
    </message>
    <message>
        <source>Name or ID of a running docker or podman container. Its cgroup is read directly: memory, CPU, throttling under its --cpus quota, OOM kills. It is not stopped afterwards. Used instead of the PID when set.</source>
        <translation>Name or ID of a running docker or podman container. Its cgroup is read directly: memory, CPU, throttling under its --cpus quota, OOM kills. It is not stopped afterwards. Used instead of the PID when set.</translation>
    </message>
    <message>
        <source>Enter the PID of the server process, or the container, to attach to.</source>
        <translation>Enter the PID of the server process, or the container, to attach to.</translation>
    </message>
    <message>
        <source>TL&amp;S:</source>
        <translation>TL&amp;S:</translation>
    </message>
    <message>
        <source>1.2 or newer</source>
        <translation>1.2 or newer</translation>
    </message>
    <message>
        <source>1.3 only</source>
        <translation>1.3 only</translation>
    </message>
    <message>
        <source>Accept any certificate</source>
        <translation>Accept any certificate</translation>
    </message>
    <message>
        <source>&lt;p&gt;For https:// only. The lowest TLS version the handshake may settle on (the CLI&apos;s --tls-min).&lt;/p&gt;&lt;p&gt;Accept any certificate (the CLI&apos;s -k): no check of the chain or the host name, for a server with a self-signed certificate. Without it the certificate is verified against the system&apos;s CA store.&lt;/p&gt;</source>
        <translation>&lt;p&gt;For https:// only. The lowest TLS version the handshake may settle on (the CLI&apos;s --tls-min).&lt;/p&gt;&lt;p&gt;Accept any certificate (the CLI&apos;s -k): no check of the chain or the host name, for a server with a self-signed certificate. Without it the certificate is verified against the system&apos;s CA store.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Request set:</source>
        <translation>Request set:</translation>
    </message>
    <message>
        <source>Extra request headers, one per row. Host, Content-Length and Connection are set by the engine; so are User-Agent (benchwork/version) and Accept (*/*) unless a row gives them. A User-Agent or Accept row with no value sends neither.</source>
        <translation>Extra request headers, one per row. Host, Content-Length and Connection are set by the engine; so are User-Agent (benchwork/version) and Accept (*/*) unless a row gives them. A User-Agent or Accept row with no value sends neither.</translation>
    </message>
    <message>
        <source>Headers, row %1: %2</source>
        <translation>Headers, row %1: %2</translation>
    </message>
    <message>
        <source>Each entry of the request set has its own method and body: edit them in Requests…, or clear the set to send this one request.</source>
        <translation>Each entry of the request set has its own method and body: edit them in Requests…, or clear the set to send this one request.</translation>
    </message>
    <message>
        <source>Own cores:</source>
        <translation>Own cores:</translation>
    </message>
    <message>
        <source>Keep the server and the load generator off each other&apos;s CPUs. auto (empty): on a machine with 4 CPUs or more, a server Benchwork starts gets CPUs of its own and the load threads the others. S:C, e.g. 2:2: S CPUs for the server, C for the client. off: both share every CPU. The summary says which side was the bottleneck. Linux only.</source>
        <translation>Keep the server and the load generator off each other&apos;s CPUs. auto (empty): on a machine with 4 CPUs or more, a server Benchwork starts gets CPUs of its own and the load threads the others. S:C, e.g. 2:2: S CPUs for the server, C for the client. off: both share every CPU. The summary says which side was the bottleneck. Linux only.</translation>
    </message>
    <message>
        <source>Own cores: %1</source>
        <translation>Own cores: %1</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Network:</translation>
    </message>
    <message>
        <source>Send the run&apos;s traffic through a shaping link with a network&apos;s round trip, jitter, bandwidth and loss, to see how the server behaves past localhost. Local: straight to the server. HTTP/3 datagrams are really dropped; a lost TCP segment holds its stream for one retransmission timeout, as TCP shows it.</source>
        <translation>Send the run&apos;s traffic through a shaping link with a network&apos;s round trip, jitter, bandwidth and loss, to see how the server behaves past localhost. Local: straight to the server. HTTP/3 datagrams are really dropped; a lost TCP segment holds its stream for one retransmission timeout, as TCP shows it.</translation>
    </message>
</context>
<context>
    <name>bwui::TrendView</name>
    <message>
        <source>No history database is open.</source>
        <translation>No history database is open.</translation>
    </message>
    <message>
        <source>Trend of #%1</source>
        <translation>Trend of #%1</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>&amp;Metric:</translation>
    </message>
    <message>
        <source>median</source>
        <translation>median</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% interval</translation>
    </message>
    <message>
        <source>change point</source>
        <translation>change point</translation>
    </message>
    <message numerus="yes">
        <source>Scenario: %1 (%n point(s); a point is a run, or the rounds of one group)</source>
        <translation>
            <numerusform>Scenario: %1 (%n point; a point is a run, or the rounds of one group)</numerusform>
            <numerusform>Scenario: %1 (%n points; a point is a run, or the rounds of one group)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change point(s) found (E-divisive means, permutation test at 5%).</source>
        <translation>
            <numerusform>%n change point found (E-divisive means, permutation test at 5%).</numerusform>
            <numerusform>%n change points found (E-divisive means, permutation test at 5%).</numerusform>
        </translation>
    </message>
    <message>
        <source>One point: nothing to compare yet.</source>
        <translation>One point: nothing to compare yet.</translation>
    </message>
    <message>
        <source>The latest point is a significant regression: %1% worse than the %2 point(s) before it, p = %3.</source>
        <translation>The latest point is a significant regression: %1% worse than the %2 point(s) before it, p = %3.</translation>
    </message>
    <message>
        <source>The latest point is significantly better: %1% better than the %2 point(s) before it, p = %3.</source>
        <translation>The latest point is significantly better: %1% better than the %2 point(s) before it, p = %3.</translation>
    </message>
    <message>
        <source>The latest point shows no significant difference from the %1 point(s) before it (p = %2).</source>
        <translation>The latest point shows no significant difference from the %1 point(s) before it (p = %2).</translation>
    </message>
    <message>
        <source>Regression at the change point beginning with run #%1: %2 went from %3 to %4 (%5%), p = %6; %7 run(s) before it, %8 after. A trend check fails until the change is accepted.</source>
        <translation>Regression at the change point beginning with run #%1: %2 went from %3 to %4 (%5%), p = %6; %7 run(s) before it, %8 after. A trend check fails until the change is accepted.</translation>
    </message>
    <message>
        <source>The change beginning with run #%1 (%2 to %3) was accepted as intended.</source>
        <translation>The change beginning with run #%1 (%2 to %3) was accepted as intended.</translation>
    </message>
    <message>
        <source>Accept the change at #%1</source>
        <translation>Accept the change at #%1</translation>
    </message>
    <message>
        <source>Records in the history that the change beginning with run #%1 is intended: trend checks (benchwork-cli history trend --check) stop failing on it.</source>
        <translation>Records in the history that the change beginning with run #%1 is intended: trend checks (benchwork-cli history trend --check) stop failing on it.</translation>
    </message>
    <message>
        <source>The latest point is one run: repeat it in rounds (Rounds in the load panel, 6 or more) to tell a change from noise.</source>
        <translation>The latest point is one run: repeat it in rounds (Rounds in the load panel, 6 or more) to tell a change from noise.</translation>
    </message>
</context>
</TS>
