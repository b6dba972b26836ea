<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>CapacityReport</name>
    <message>
        <source>Capacity under the SLO</source>
        <translation>SLO 안에서의 처리 한계</translation>
    </message>
    <message>
        <source>Load curve</source>
        <translation>부하 곡선</translation>
    </message>
    <message>
        <source>Answer: %1.</source>
        <translation>답: %1.</translation>
    </message>
    <message>
        <source>The bracket [last pass, first fail] is %1, narrowed to %2.</source>
        <translation>구간 [마지막 통과, 첫 실패]는 %1이며, %2까지 좁혔습니다.</translation>
    </message>
    <message>
        <source>A step passed only if every bound held: p99 from the intended send time (corrected for coordinated omission) at most %1, errors at most %2, the achieved rate at least 99 % of the offered rate, and no late or unsent sends.</source>
        <translation>각 step은 모든 조건을 지켜야 통과했습니다: 의도한 전송 시각부터 잰 p99(coordinated omission 보정)가 %1 이하, 오류율이 %2 이하, 달성 요청률이 제시 요청률의 99 % 이상, 늦거나 보내지 못한 요청 없음.</translation>
    </message>
    <message>
        <source>A closed-model probe reached %1 req/s; the search started at half of it, %2 req/s.</source>
        <translation>Closed-model probe가 %1 요청/초에 도달했고, 탐색은 그 절반인 %2 요청/초에서 시작했습니다.</translation>
    </message>
    <message>
        <source>The search started at %1 req/s.</source>
        <translation>탐색은 %1 요청/초에서 시작했습니다.</translation>
    </message>
    <message>
        <source>The highest fixed request rate that held every bound of the SLO, and the headroom it leaves against the RPS floor.</source>
        <translation>SLO의 모든 조건을 지킨 가장 높은 고정 요청률과, 그것이 RPS 하한에 대해 남기는 여유입니다.</translation>
    </message>
    <message>
        <source>fixed-rate steps of %1 s after %2 s warm-up, over %3 connections</source>
        <translation>%2초 워밍업 뒤 %1초씩 고정 요청률 step, connection %3개</translation>
    </message>
    <message>
        <source>%1 steps of %2 s after %3 s warm-up, one per number of virtual users</source>
        <translation>virtual user 수마다 하나씩, %3초 워밍업 뒤 %2초씩 step %1개</translation>
    </message>
    <message>
        <source>%1 steps of %2 s after %3 s warm-up, one per offered rate, over %4 connections</source>
        <translation>제시 요청률마다 하나씩, %3초 워밍업 뒤 %2초씩 step %1개, connection %4개</translation>
    </message>
    <message>
        <source>Max sustainable rate</source>
        <translation>최대 지속 가능 요청률</translation>
    </message>
    <message>
        <source>%1x the %2 req/s floor; p99 %3 at the max (%4x headroom)</source>
        <translation>%2 요청/초 하한의 %1배; 최대에서 p99 %3 (여유 %4배)</translation>
    </message>
    <message>
        <source>The search</source>
        <translation>탐색</translation>
    </message>
    <message>
        <source>Each point is one fixed-rate step: its offered rate and its p99, green where every bound held and red where one broke. The dashed line is the p99 ceiling; the shaded band is the final bracket.</source>
        <translation>점 하나가 고정 요청률 step 하나입니다. 가로는 제시 요청률, 세로는 그때의 p99이며, 모든 조건을 지킨 step은 초록, 하나라도 어긴 step은 빨강입니다. 점선은 p99 상한, 음영은 마지막 구간입니다.</translation>
    </message>
    <message>
        <source>p99 latency by offered rate</source>
        <translation>제시 요청률별 p99 latency</translation>
    </message>
    <message>
        <source>offered rate (req/s)</source>
        <translation>제시 요청률 (요청/초)</translation>
    </message>
    <message>
        <source>p99 latency (ms)</source>
        <translation>p99 latency (ms)</translation>
    </message>
    <message>
        <source>throughput (req/s)</source>
        <translation>처리량 (요청/초)</translation>
    </message>
    <message>
        <source>virtual users</source>
        <translation>virtual user</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>latency (ms)</translation>
    </message>
    <message>
        <source>achieved rate (req/s)</source>
        <translation>달성 요청률 (요청/초)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>p99 ceiling %1</source>
        <translation>p99 상한 %1</translation>
    </message>
    <message>
        <source>bracket [last pass, first fail]</source>
        <translation>구간 [마지막 통과, 첫 실패]</translation>
    </message>
    <message>
        <source>Every step, in the order it ran</source>
        <translation>실행 순서대로 본 모든 step</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>제시</translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation>달성</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>VUs</source>
        <translation>VU</translation>
    </message>
    <message>
        <source>USL fit</source>
        <translation>USL fit</translation>
    </message>
    <message>
        <source>The curves</source>
        <translation>곡선</translation>
    </message>
    <message>
        <source>One step per number of virtual users (closed model): throughput against concurrency, and p50 and p99 against throughput, where the latency turns upward at the knee.</source>
        <translation>virtual user 수마다 step 하나(closed model)입니다. 동시성에 따른 처리량, 그리고 처리량에 따른 p50과 p99를 그리며, knee에서 latency가 위로 꺾입니다.</translation>
    </message>
    <message>
        <source>One step per offered rate (open model): the achieved rate against the offered one, and p50 and p99 (from the intended send time) against throughput.</source>
        <translation>제시 요청률마다 step 하나(open model)입니다. 제시 요청률에 따른 달성 요청률, 그리고 처리량에 따른 p50과 p99(의도한 전송 시각 기준)를 그립니다.</translation>
    </message>
    <message>
        <source>Universal Scalability Law fit: %1.</source>
        <translation>Universal Scalability Law fit: %1.</translation>
    </message>
    <message>
        <source>Throughput by load</source>
        <translation>부하별 처리량</translation>
    </message>
    <message>
        <source>Latency by throughput</source>
        <translation>처리량별 latency</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>측정값</translation>
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
        <translation>%1 요청/초에서</translation>
    </message>
    <message>
        <source>C(N) = λN / (1 + α(N−1) + βN(N−1)) (Gunther): λ is the throughput of one user, α the share that waits in line (contention), β the cost of keeping users consistent with each other (coherency). Throughput peaks at N* = √((1−α)/β) users and falls beyond it.</source>
        <translation>C(N) = λN / (1 + α(N−1) + βN(N−1)) (Gunther): λ는 user 하나의 처리량, α는 줄 서서 기다리는 몫(contention), β는 user들이 서로 일관성을 맞추는 비용(coherency)입니다. 처리량은 N* = √((1−α)/β) user에서 정점에 이르고, 그 뒤로는 떨어집니다.</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>판정하지 않음</translation>
    </message>
    <message>
        <source>at least %1 req/s: nothing above it failed</source>
        <translation>최소 %1 요청/초: 그 위에서 실패한 step 없음</translation>
    </message>
</context>
<context>
    <name>CapacityText</name>
    <message>
        <source>%1 steps in %2 s</source>
        <translation>%2초 동안 step %1개</translation>
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
        <translation>오류 %1 &gt; %2</translation>
    </message>
    <message>
        <source>errors %1</source>
        <translation>오류 %1</translation>
    </message>
    <message>
        <source>achieved %1 of %2 req/s</source>
        <translation>%2 요청/초 중 %1 달성</translation>
    </message>
    <message>
        <source>late or unsent sends %1 &gt; %2</source>
        <translation>늦거나 못 보낸 요청 %1 &gt; %2</translation>
    </message>
    <message>
        <source>late or unsent sends %1</source>
        <translation>늦거나 못 보낸 요청 %1</translation>
    </message>
    <message>
        <source>no request completed</source>
        <translation>완료된 요청 없음</translation>
    </message>
    <message>
        <source>ended early (%1)</source>
        <translation>일찍 끝남 (%1)</translation>
    </message>
    <message>
        <source>the client was the limit (%1)</source>
        <translation>클라이언트가 한계였음 (%1)</translation>
    </message>
    <message>
        <source>probe</source>
        <translation>probe</translation>
    </message>
    <message>
        <source>grow</source>
        <translation>증가</translation>
    </message>
    <message>
        <source>halve</source>
        <translation>절반</translation>
    </message>
    <message>
        <source>bisect</source>
        <translation>이분</translation>
    </message>
    <message>
        <source>confirm</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>point</source>
        <translation>측정점</translation>
    </message>
    <message>
        <source>the client, not the server, limits this search on this machine: the client cannot offer more than %1 req/s here (%2)</source>
        <translation>이 머신에서는 서버가 아니라 클라이언트가 이 탐색의 한계입니다: 클라이언트가 여기서는 %1 요청/초 넘게 보낼 수 없습니다 (%2)</translation>
    </message>
    <message>
        <source>stopped before any rate passed</source>
        <translation>통과한 요청률 없이 중지됨</translation>
    </message>
    <message>
        <source>the step limit came before any rate passed</source>
        <translation>통과한 요청률 없이 step 한도에 도달함</translation>
    </message>
    <message>
        <source>max sustainable %1 req/s at p99 ≤ %2</source>
        <translation>p99 ≤ %2에서 최대 지속 가능 %1 요청/초</translation>
    </message>
    <message>
        <source>sustainable at least %1 req/s at p99 ≤ %2 (the --max ceiling; no step failed)</source>
        <translation>p99 ≤ %2에서 최소 %1 요청/초 지속 가능 (--max 상한; 실패한 step 없음)</translation>
    </message>
    <message>
        <source>unconfirmed: at least %1 req/s at p99 ≤ %2 when the step limit came</source>
        <translation>미확인: step 한도에 도달했을 때 p99 ≤ %2에서 최소 %1 요청/초</translation>
    </message>
    <message>
        <source>stopped: at least %1 req/s at p99 ≤ %2 so far</source>
        <translation>중지됨: 지금까지 p99 ≤ %2에서 최소 %1 요청/초</translation>
    </message>
    <message>
        <source>(%1 failed)</source>
        <translation>(%1 실패)</translation>
    </message>
    <message>
        <source>(%1 failed: %2)</source>
        <translation>(%1 실패: %2)</translation>
    </message>
    <message>
        <source>%1x the %2 req/s floor</source>
        <translation>%2 요청/초 하한의 %1배</translation>
    </message>
    <message>
        <source>no rate down to %1 req/s held p99 ≤ %2</source>
        <translation>%1 요청/초까지 낮춰도 p99 ≤ %2를 지킨 요청률 없음</translation>
    </message>
    <message>
        <source>the search could not go on: %1</source>
        <translation>탐색을 계속할 수 없음: %1</translation>
    </message>
    <message>
        <source>searching: bracket %1</source>
        <translation>탐색 중: 구간 %1</translation>
    </message>
    <message>
        <source>no sustainable rate found</source>
        <translation>지속 가능한 요청률을 찾지 못함</translation>
    </message>
    <message>
        <source>max %1 req/s</source>
        <translation>최대 %1 요청/초</translation>
    </message>
    <message>
        <source>%1x the floor</source>
        <translation>하한의 %1배</translation>
    </message>
    <message>
        <source>no USL fit: %1</source>
        <translation>USL fit 없음: %1</translation>
    </message>
    <message>
        <source>λ %1 req/s, α %2, β %3</source>
        <translation>λ %1 요청/초, α %2, β %3</translation>
    </message>
    <message>
        <source>N* %1, peak %2 req/s</source>
        <translation>N* %1, 정점 %2 요청/초</translation>
    </message>
    <message>
        <source>no peak within the law (β = 0)</source>
        <translation>법칙 안에 정점 없음 (β = 0)</translation>
    </message>
    <message>
        <source>peak %1 req/s at %2 VUs</source>
        <translation>VU %2개에서 정점 %1 요청/초</translation>
    </message>
    <message>
        <source>peak %1 req/s at %2 req/s offered</source>
        <translation>제시 %2 요청/초에서 정점 %1 요청/초</translation>
    </message>
    <message>
        <source>no point completed a request</source>
        <translation>요청을 완료한 측정점 없음</translation>
    </message>
    <message>
        <source>stopped after %1 of %2 points</source>
        <translation>측정점 %2개 중 %1개 뒤 중지됨</translation>
    </message>
    <message>
        <source>the sweep could not go on: %1</source>
        <translation>sweep을 계속할 수 없음: %1</translation>
    </message>
    <message>
        <source>recheck</source>
        <translation>재확인</translation>
    </message>
    <message>
        <source>1 step in %1 s</source>
        <translation>%1초 동안 step 1개</translation>
    </message>
    <message>
        <source>%1 before its end: not judged</source>
        <translation>끝나기 전에 %1: 판정하지 않음</translation>
    </message>
    <message>
        <source>the target stopped answering at step %1 (%2)</source>
        <translation>대상이 step %1에서 응답을 멈춤 (%2)</translation>
    </message>
    <message>
        <source>the target answered no request at step %1 (%2)</source>
        <translation>대상이 step %1에서 어떤 요청에도 응답하지 않음 (%2)</translation>
    </message>
    <message>
        <source>More client threads, load agents on other machines, or cores of its own for the server would raise this bound.</source>
        <translation>클라이언트 스레드를 늘리거나, 다른 머신의 부하 에이전트를 쓰거나, 서버에 전용 코어를 주면 이 하한이 올라갑니다.</translation>
    </message>
    <message>
        <source>More client threads, load agents on other machines, or cores of its own for the server would let the search measure the server.</source>
        <translation>클라이언트 스레드를 늘리거나, 다른 머신의 부하 에이전트를 쓰거나, 서버에 전용 코어를 주면 탐색이 서버를 잴 수 있습니다.</translation>
    </message>
    <message>
        <source>at least %1 req/s at p99 ≤ %2 (the client could not offer more than %3 req/s here: %4)</source>
        <translation>p99 ≤ %2에서 최소 %1 요청/초 (클라이언트가 여기서는 %3 요청/초 넘게 보낼 수 없음: %4)</translation>
    </message>
    <message>
        <source>no rate was shown to hold p99 ≤ %1</source>
        <translation>p99 ≤ %1를 지킨 것으로 확인된 요청률 없음</translation>
    </message>
    <message>
        <source>the closed-model probe reached %1 req/s</source>
        <translation>closed-model probe는 %1 요청/초에 도달</translation>
    </message>
    <message>
        <source>at least %1 req/s</source>
        <translation>최소 %1 요청/초</translation>
    </message>
    <message>
        <source>R² %1</source>
        <translation>R² %1</translation>
    </message>
    <message>
        <source>the Universal Scalability Law does not describe these points: at %1 VUs it gives %2 req/s against %3 measured (%4 off); %5</source>
        <translation>Universal Scalability Law가 이 점들을 설명하지 못함: VU %1개에서 법칙은 %2 요청/초, 측정은 %3 (%4 차이); %5</translation>
    </message>
    <message>
        <source>within %1 of every point</source>
        <translation>모든 점과 %1 이내</translation>
    </message>
    <message>
        <source>the target stopped answering at point %1 (%2)</source>
        <translation>대상이 %1번째 점에서 응답을 멈춤 (%2)</translation>
    </message>
    <message>
        <source>the target answered no request at point %1 (%2)</source>
        <translation>대상이 %1번째 점에서 어떤 요청에도 응답하지 않음 (%2)</translation>
    </message>
</context>
<context>
    <name>CgroupText</name>
    <message>
        <source>quota %1 CPU</source>
        <translation>CPU 할당량 %1</translation>
    </message>
    <message>
        <source>no CPU quota</source>
        <translation>CPU 할당량 없음</translation>
    </message>
    <message>
        <source>memory limit %1</source>
        <translation>메모리 제한 %1</translation>
    </message>
    <message>
        <source>no memory limit</source>
        <translation>메모리 제한 없음</translation>
    </message>
    <message>
        <source>peak memory %1</source>
        <translation>최대 메모리 %1</translation>
    </message>
    <message>
        <source>cgroup v%1</source>
        <translation>cgroup v%1</translation>
    </message>
    <message>
        <source>container %1, %2</source>
        <translation>컨테이너 %1, %2</translation>
    </message>
    <message>
        <source>the server was never throttled by its CPU quota</source>
        <translation>서버가 CPU 할당량 때문에 제한(throttling)된 적이 없습니다</translation>
    </message>
    <message>
        <source>the server was throttled %1 of the measured time (%2 held back)</source>
        <translation>서버가 측정 시간의 %1 동안 제한(throttling)되었습니다 (%2 대기)</translation>
    </message>
    <message>
        <source>the OOM killer ended %1 process(es) at the memory limit</source>
        <translation>OOM killer가 메모리 제한에서 프로세스 %1개를 종료했습니다</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>There is nothing to export.</source>
        <translation>내보낼 것이 없습니다.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 파일을 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg (not %1).</source>
        <translation>.png 또는 .svg로 끝나는 파일 이름을 고르세요 (%1은(는) 안 됩니다).</translation>
    </message>
</context>
<context>
    <name>ChartMenu</name>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 이미지 (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>Save image</source>
        <translation>이미지 저장</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>차트를 PNG로 저장…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>차트를 SVG로 저장…</translation>
    </message>
    <message>
        <source>Reset zoom (double-click)</source>
        <translation>확대 초기화 (더블클릭)</translation>
    </message>
</context>
<context>
    <name>ClientWarnings</name>
    <message>
        <source>Client CPU-bound</source>
        <translation>클라이언트 CPU 한계</translation>
    </message>
    <message>
        <source>Client starved of CPU</source>
        <translation>클라이언트 CPU 부족</translation>
    </message>
    <message>
        <source>Schedule not kept</source>
        <translation>일정 지연</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>멈춤</translation>
    </message>
    <message>
        <source>The load generator&apos;s threads were busy %1 of the time: this result measures the client as much as the server. Give the client more threads or cores, or pin the server to other cores.</source>
        <translation>부하 생성기의 스레드가 시간의 %1 동안 사용 중이었습니다. 이 결과는 서버만큼이나 클라이언트를 측정한 것입니다. 클라이언트에 스레드나 코어를 더 주거나, 서버를 다른 코어에 고정하세요.</translation>
    </message>
    <message>
        <source>An engine thread waited for a CPU %1 of the time: something else ran on the client&apos;s cores, and the latency includes that wait.</source>
        <translation>엔진 스레드가 시간의 %1 동안 CPU를 기다렸습니다. 클라이언트 코어에서 다른 작업이 실행되었고, 지연 시간에 그 대기가 포함됩니다.</translation>
    </message>
    <message>
        <source>The fixed-rate schedule was not kept (%1 late, %2 never sent): too few connections for this rate and latency, or a client short of CPU.</source>
        <translation>고정 속도 일정을 지키지 못했습니다 (늦은 전송 %1개, 보내지 못한 전송 %2개). 이 속도와 지연 시간에 비해 연결이 너무 적거나, 클라이언트의 CPU가 부족합니다.</translation>
    </message>
    <message>
        <source>Completions stopped for the last %1 while %2 requests stayed in flight: the percentiles describe only the requests that did answer.</source>
        <translation>마지막 %1 동안 완료된 요청이 없었고 요청 %2개가 처리 중인 채로 남았습니다. 백분위수는 응답을 받은 요청만 나타냅니다.</translation>
    </message>
</context>
<context>
    <name>ComparisonText</name>
    <message>
        <source>Change or noise</source>
        <translation>변화인가 잡음인가</translation>
    </message>
    <message>
        <source>Each side&apos;s runs are its samples (one round, one sample): the median with its 95% confidence interval (order statistics), the change of the medians and its two-sided Mann-Whitney U p-value. &quot;~&quot; means no significant difference (p &gt;= %1, or a change below %2).</source>
        <translation>각 쪽의 실행이 그 쪽의 표본입니다(라운드 하나가 표본 하나): 중앙값과 95% 신뢰구간(순서통계량), 중앙값의 변화와 양측 Mann-Whitney U p값. &quot;~&quot;는 유의한 차이가 없다는 뜻입니다(p &gt;= %1 이거나 변화가 %2 미만).</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>지표</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>변화</translation>
    </message>
    <message>
        <source>%1 rounds each</source>
        <translation>각 %1회</translation>
    </message>
    <message>
        <source>%1 and %2 rounds</source>
        <translation>%1회와 %2회</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>초당 요청 수</translation>
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
        <translation>오류율</translation>
    </message>
    <message>
        <source>peak server RSS</source>
        <translation>서버 최대 RSS</translation>
    </message>
    <message>
        <source>server CPU per request</source>
        <translation>요청당 서버 CPU</translation>
    </message>
    <message>
        <source>client CPU per request</source>
        <translation>요청당 클라이언트 CPU</translation>
    </message>
    <message>
        <source>nothing to compare: the runs have no figures in common</source>
        <translation>비교할 것이 없습니다: 실행들에 공통된 수치가 없습니다</translation>
    </message>
    <message>
        <source>%1 is %2 faster</source>
        <translation>%1이(가) %2 더 빠릅니다</translation>
    </message>
    <message>
        <source>%1 is %2 slower</source>
        <translation>%1이(가) %2 더 느립니다</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is %3 higher</source>
        <translation>%1의 %2이(가) %3 더 높습니다</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is %3 lower</source>
        <translation>%1의 %2이(가) %3 더 낮습니다</translation>
    </message>
    <message>
        <source>%1, p = %2, %3</source>
        <translation>%1, p = %2, %3</translation>
    </message>
    <message>
        <source>%1, below the %2 noise threshold (p = %3, %4)</source>
        <translation>%1, 잡음 임계값 %2 미만 (p = %3, %4)</translation>
    </message>
    <message>
        <source>no significant difference (p = %1, %2)</source>
        <translation>유의한 차이 없음 (p = %1, %2)</translation>
    </message>
    <message>
        <source>machine</source>
        <translation>머신</translation>
    </message>
    <message>
        <source>machine model</source>
        <translation>머신 모델</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU 모델</translation>
    </message>
    <message>
        <source>core count</source>
        <translation>코어 수</translation>
    </message>
    <message>
        <source>operating system</source>
        <translation>운영체제</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>커널</translation>
    </message>
    <message>
        <source>Benchwork version</source>
        <translation>Benchwork 버전</translation>
    </message>
    <message>
        <source>Qt version</source>
        <translation>Qt 버전</translation>
    </message>
    <message>
        <source>libcurl version</source>
        <translation>libcurl 버전</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>transport</source>
        <translation>전송 방식</translation>
    </message>
    <message>
        <source>the runs differ in %1: %2</source>
        <translation>실행마다 %1이(가) 다릅니다: %2</translation>
    </message>
    <message>
        <source>one run on a side: a single sample cannot separate change from noise</source>
        <translation>한쪽에 실행이 하나뿐입니다: 표본 하나로는 변화와 잡음을 구분할 수 없습니다</translation>
    </message>
    <message>
        <source>need at least 4 rounds a side to detect a difference at alpha = 0.05</source>
        <translation>alpha = 0.05에서 차이를 검출하려면 한쪽에 최소 4회가 필요합니다</translation>
    </message>
    <message>
        <source>need at least 6 rounds a side for a 95% confidence interval</source>
        <translation>95% 신뢰구간을 구하려면 한쪽에 최소 6회가 필요합니다</translation>
    </message>
    <message>
        <source>target CPU pinning</source>
        <translation>대상 CPU 고정</translation>
    </message>
    <message>
        <source>target runtime</source>
        <translation>대상 런타임</translation>
    </message>
    <message>
        <source>left out, as they failed (nothing completed, or the target ended during the run): %1</source>
        <translation>실패하여 제외함 (완료된 요청이 없거나 실행 중에 대상이 종료됨): %1</translation>
    </message>
    <message>
        <source>one sample cannot separate change from noise (%1 in this run; 6 rounds or more a side can tell)</source>
        <translation>표본 하나로는 변화와 잡음을 구분할 수 없습니다 (이번 실행에서는 %1; 한쪽마다 6라운드 이상이면 구분할 수 있습니다)</translation>
    </message>
    <message>
        <source>client CPUs (--split)</source>
        <translation>클라이언트 CPU (--split)</translation>
    </message>
    <message>
        <source>network (--link): latency is not comparable</source>
        <translation>네트워크 (--link): 지연 시간을 비교할 수 없습니다</translation>
    </message>
</context>
<context>
    <name>CoreSplit</name>
    <message>
        <source>Cores: server %1, client %2 (--split %3).</source>
        <translation>코어: 서버 %1, 클라이언트 %2 (--split %3).</translation>
    </message>
    <message>
        <source>Cores: --split %1 could not be put in force: %2</source>
        <translation>코어: --split %1을(를) 적용하지 못했습니다: %2</translation>
    </message>
    <message>
        <source>Cores: client %1; the server is not Benchwork&apos;s to move: keep it on %2 (--split %3).</source>
        <translation>코어: 클라이언트 %1. 서버는 Benchwork가 옮길 수 없으니 %2에 두세요 (--split %3).</translation>
    </message>
    <message>
        <source>Cores: no split (--split off): client and server share the CPUs.</source>
        <translation>코어: 분리 안 함 (--split off): 클라이언트와 서버가 CPU를 함께 씁니다.</translation>
    </message>
    <message>
        <source>Cores: no split: this OS has no CPU affinity, so client and server share the CPUs.</source>
        <translation>코어: 분리 안 함: 이 OS에는 CPU 고정 기능이 없어 클라이언트와 서버가 CPU를 함께 씁니다.</translation>
    </message>
    <message>
        <source>Cores: no split: %1 CPUs (auto splits from %2; --split 1:1 forces one).</source>
        <translation>코어: 분리 안 함: CPU %1개 (auto는 %2개부터 분리합니다. --split 1:1로 강제할 수 있습니다).</translation>
    </message>
    <message>
        <source>Cores: no split: the target is a URL, not a server Benchwork started.</source>
        <translation>코어: 분리 안 함: 대상이 Benchwork가 시작한 서버가 아니라 URL입니다.</translation>
    </message>
    <message>
        <source>Cores: no split: Benchwork does not move a process or container it did not start.</source>
        <translation>코어: 분리 안 함: Benchwork는 자신이 시작하지 않은 프로세스나 컨테이너를 옮기지 않습니다.</translation>
    </message>
    <message>
        <source>Cores: no split: the target&apos;s CPUs leave none for the client.</source>
        <translation>코어: 분리 안 함: 대상의 CPU가 클라이언트에 남는 CPU를 하나도 두지 않습니다.</translation>
    </message>
    <message>
        <source>server-bound</source>
        <translation>서버 한계</translation>
    </message>
    <message>
        <source>client-bound</source>
        <translation>클라이언트 한계</translation>
    </message>
    <message>
        <source>sharing</source>
        <translation>CPU 공유</translation>
    </message>
    <message>
        <source>neither side full</source>
        <translation>양쪽 모두 여유</translation>
    </message>
    <message>
        <source>Server-bound: the server&apos;s CPUs were %1 busy, the client&apos;s %2.</source>
        <translation>서버 한계: 서버의 CPU가 %1 바빴고 클라이언트는 %2였습니다.</translation>
    </message>
    <message>
        <source>Neither side&apos;s CPUs were full (server %1, client %2): the limit is elsewhere (connections, the rate, the server&apos;s own waits).</source>
        <translation>어느 쪽 CPU도 가득 차지 않았습니다 (서버 %1, 클라이언트 %2): 한계는 다른 곳에 있습니다 (연결 수, 요청률, 서버 자신의 대기).</translation>
    </message>
    <message>
        <source>Sharing: client and server ran on the same %1 CPUs, each taking from the other (the client used %2 of them, the server %3).</source>
        <translation>CPU 공유: 클라이언트와 서버가 같은 CPU %1개에서 돌며 서로의 몫을 가져갔습니다 (클라이언트가 그중 %2, 서버가 %3를 썼습니다).</translation>
    </message>
    <message>
        <source>both sides full</source>
        <translation>양쪽 모두 한계</translation>
    </message>
    <message>
        <source>Client-bound: an engine thread waited for a CPU (cpu-starved); the client&apos;s CPUs were %1 busy, the server&apos;s %2. This run measures the client.</source>
        <translation>클라이언트 한계: 엔진 스레드가 CPU를 기다렸습니다(cpu-starved). 클라이언트의 CPU는 %1, 서버는 %2 바빴습니다. 이 실행은 클라이언트를 측정한 것입니다.</translation>
    </message>
    <message>
        <source>Client-bound: the client&apos;s CPUs were %1 busy, the server&apos;s %2. This run measures the client.</source>
        <translation>클라이언트 한계: 클라이언트의 CPU가 %1, 서버가 %2 바빴습니다. 이 실행은 클라이언트를 측정한 것입니다.</translation>
    </message>
    <message>
        <source>Both sides full: the server&apos;s CPUs were %1 busy and the client&apos;s %2, so the figure is the lower of two ceilings; give the client more CPUs to see the server&apos;s own.</source>
        <translation>양쪽 모두 한계: 서버의 CPU가 %1, 클라이언트가 %2 바빴으므로 이 수치는 두 한계 중 낮은 쪽입니다. 서버 자신의 한계를 보려면 클라이언트에 CPU를 더 주세요.</translation>
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
        <translation>%1초</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1분 %2초</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1시간 %2분</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1배</translation>
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
        <translation>메서드</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>헤더</translation>
    </message>
    <message>
        <source>Virtual users</source>
        <translation>가상 사용자</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>스레드</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>측정 시간</translation>
    </message>
    <message>
        <source>Request count</source>
        <translation>요청 수</translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation>워밍업</translation>
    </message>
    <message>
        <source>Fixed rate</source>
        <translation>고정 속도</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>타임아웃</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The run could not start (%1): %2</source>
        <translation>실행을 시작할 수 없습니다 (%1): %2</translation>
    </message>
    <message>
        <source>no URL given</source>
        <translation>URL을 입력하지 않았습니다</translation>
    </message>
    <message>
        <source>URL contains whitespace: &apos;%1&apos;</source>
        <translation>URL에 공백이 있습니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>URL has no scheme (expected http:// or https://): &apos;%1&apos;</source>
        <translation>URL에 스킴이 없습니다 (http:// 또는 https://로 시작해야 합니다): &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unsupported scheme &apos;%1&apos; (expected http or https)</source>
        <translation>지원하지 않는 스킴 &apos;%1&apos;입니다 (http 또는 https만 쓸 수 있습니다)</translation>
    </message>
    <message>
        <source>credentials in the URL are not supported; send an Authorization header instead</source>
        <translation>URL에 넣은 자격 증명은 지원하지 않습니다. 대신 Authorization 헤더를 보내세요</translation>
    </message>
    <message>
        <source>URL has no host: &apos;%1&apos;</source>
        <translation>URL에 호스트가 없습니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unterminated IPv6 address in URL: &apos;%1&apos;</source>
        <translation>URL의 IPv6 주소가 &apos;]&apos;로 닫히지 않았습니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unexpected text after IPv6 address: &apos;%1&apos;</source>
        <translation>IPv6 주소 뒤에 알 수 없는 문자열이 있습니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid port &apos;%1&apos;</source>
        <translation>올바르지 않은 포트 &apos;%1&apos;입니다</translation>
    </message>
    <message>
        <source>port out of range: %1</source>
        <translation>포트가 범위(1~65535)를 벗어났습니다: %1</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>more than 1,000,000 connections</source>
        <translation>연결이 1,000,000개를 넘습니다</translation>
    </message>
    <message>
        <source>must be at least 1 (or 0 for one per core)</source>
        <translation>1 이상이어야 합니다 (0이면 코어마다 하나)</translation>
    </message>
    <message>
        <source>must be greater than zero</source>
        <translation>0보다 커야 합니다</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>음수일 수 없습니다</translation>
    </message>
    <message>
        <source>a stage needs a non-negative duration and target</source>
        <translation>단계의 시간과 목표값은 음수일 수 없습니다</translation>
    </message>
    <message>
        <source>not a valid HTTP method: &apos;%1&apos;</source>
        <translation>올바른 HTTP 메서드가 아닙니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>header value contains a line break: &apos;%1&apos;</source>
        <translation>헤더 값에 줄바꿈이 들어 있습니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;Content-Length: %1&apos; disagrees with the body, which is %2 bytes; leave the header out (Benchwork sets it)</source>
        <translation>&apos;Content-Length: %1&apos;이(가) 본문 크기 %2바이트와 맞지 않습니다. 이 헤더는 빼 주세요 (Benchwork가 설정합니다)</translation>
    </message>
    <message>
        <source>the native engine does not use proxies; use --engine curl</source>
        <translation>네이티브 엔진은 프록시를 쓰지 않습니다. libcurl 엔진(--engine curl)을 쓰세요</translation>
    </message>
    <message>
        <source>cannot resolve host &apos;%1&apos;: %2</source>
        <translation>호스트 &apos;%1&apos;의 이름을 확인할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 connections needs about %2 open files, but the limit is %3 (hard limit %4); raise it with `ulimit -n %2` or use fewer connections</source>
        <translation>연결 %1개에는 열린 파일이 약 %2개 필요하지만 한도는 %3입니다 (하드 한도 %4). `ulimit -n %2`로 한도를 올리거나 연결 수를 줄이세요</translation>
    </message>
    <message>
        <source>expected NAME=value, got &apos;%1&apos;</source>
        <translation>NAME=value 형식이어야 하는데 &apos;%1&apos;입니다</translation>
    </message>
    <message>
        <source>unterminated single quote in command: %1</source>
        <translation>명령의 작은따옴표가 닫히지 않았습니다: %1</translation>
    </message>
    <message>
        <source>unterminated double quote in command: %1</source>
        <translation>명령의 큰따옴표가 닫히지 않았습니다: %1</translation>
    </message>
    <message>
        <source>empty command</source>
        <translation>명령이 비어 있습니다</translation>
    </message>
    <message>
        <source>empty duration</source>
        <translation>시간이 비어 있습니다</translation>
    </message>
    <message>
        <source>not a duration: &apos;%1&apos; (expected e.g. 30s, 2m, 1m30s, 500ms, 500us)</source>
        <translation>시간 형식이 아닙니다: &apos;%1&apos; (예: 30s, 2m, 1m30s, 500ms, 500us)</translation>
    </message>
    <message>
        <source>unknown duration unit &apos;%1&apos; in &apos;%2&apos; (use us, ms, s, m or h)</source>
        <translation>&apos;%2&apos;에 알 수 없는 시간 단위 &apos;%1&apos;이(가) 있습니다 (us, ms, s, m, h 중 하나를 쓰세요)</translation>
    </message>
    <message>
        <source>not a number: &apos;%1&apos;</source>
        <translation>숫자가 아닙니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a count: &apos;%1&apos; (expected e.g. 1000, 10k, 1M)</source>
        <translation>개수 형식이 아닙니다: &apos;%1&apos; (예: 1000, 10k, 1M)</translation>
    </message>
    <message>
        <source>the CPU list is empty (expected e.g. &quot;0,1&quot; or &quot;0-3,6&quot;)</source>
        <translation>CPU 목록이 비어 있습니다 (예: &quot;0,1&quot; 또는 &quot;0-3,6&quot;)</translation>
    </message>
    <message>
        <source>empty entry in CPU list &apos;%1&apos;</source>
        <translation>CPU 목록 &apos;%1&apos;에 빈 항목이 있습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in CPU list &apos;%2&apos; is not a CPU number</source>
        <translation>CPU 목록 &apos;%2&apos;의 &apos;%1&apos;은(는) CPU 번호가 아닙니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in CPU list &apos;%2&apos; is not a CPU range like 0-3</source>
        <translation>CPU 목록 &apos;%2&apos;의 &apos;%1&apos;은(는) 0-3 같은 CPU 범위가 아닙니다</translation>
    </message>
    <message>
        <source>range &apos;%1&apos; in CPU list &apos;%2&apos; runs backwards</source>
        <translation>CPU 목록 &apos;%2&apos;의 범위 &apos;%1&apos;이(가) 거꾸로 되어 있습니다</translation>
    </message>
    <message>
        <source>CPU %1 in CPU list &apos;%2&apos; is out of range (0-%3)</source>
        <translation>CPU 목록 &apos;%2&apos;의 CPU %1이(가) 범위(0-%3)를 벗어났습니다</translation>
    </message>
    <message>
        <source>readiness URL &apos;%1&apos; uses https; readiness probes speak plain HTTP, use http:// or tcp:HOST:PORT</source>
        <translation>준비 확인 URL &apos;%1&apos;이(가) https를 씁니다. 준비 확인은 평문 HTTP로만 하므로 http:// 또는 tcp:HOST:PORT를 쓰세요</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos; is not understood (expected none, tcp:HOST:PORT or http://HOST:PORT/PATH)</source>
        <translation>준비 확인 &apos;%1&apos;을(를) 이해할 수 없습니다 (none, tcp:HOST:PORT 또는 http://HOST:PORT/PATH 형식이어야 합니다)</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos;: expected tcp:[IPv6]:PORT</source>
        <translation>준비 확인 &apos;%1&apos;: tcp:[IPv6]:PORT 형식이어야 합니다</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos; has no port (expected tcp:HOST:PORT)</source>
        <translation>준비 확인 &apos;%1&apos;에 포트가 없습니다 (tcp:HOST:PORT 형식이어야 합니다)</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos; has no host (expected tcp:HOST:PORT)</source>
        <translation>준비 확인 &apos;%1&apos;에 호스트가 없습니다 (tcp:HOST:PORT 형식이어야 합니다)</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos;: &apos;%2&apos; is not a port number</source>
        <translation>준비 확인 &apos;%1&apos;: &apos;%2&apos;은(는) 포트 번호가 아닙니다</translation>
    </message>
    <message>
        <source>readiness &apos;%1&apos;: port %2 is out of range (1-65535)</source>
        <translation>준비 확인 &apos;%1&apos;: 포트 %2이(가) 범위(1-65535)를 벗어났습니다</translation>
    </message>
    <message>
        <source>the memory size is empty (expected e.g. 512M, 2G or 1048576)</source>
        <translation>메모리 크기가 비어 있습니다 (예: 512M, 2G, 1048576)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a memory size (expected e.g. 512M, 2G or 1048576)</source>
        <translation>&apos;%1&apos;은(는) 메모리 크기가 아닙니다 (예: 512M, 2G, 1048576)</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos; in memory size &apos;%2&apos; (use K, M, G or T)</source>
        <translation>메모리 크기 &apos;%2&apos;에 알 수 없는 단위 &apos;%1&apos;이(가) 있습니다 (K, M, G, T 중 하나를 쓰세요)</translation>
    </message>
    <message>
        <source>a size in bytes must be a whole number: &apos;%1&apos;</source>
        <translation>바이트 단위 크기는 정수여야 합니다: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>memory size &apos;%1&apos; is too large</source>
        <translation>메모리 크기 &apos;%1&apos;이(가) 너무 큽니다</translation>
    </message>
    <message>
        <source>memory size &apos;%1&apos; is zero</source>
        <translation>메모리 크기 &apos;%1&apos;이(가) 0입니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a process id (expected a positive number)</source>
        <translation>&apos;%1&apos;은(는) 프로세스 ID가 아닙니다 (양의 정수여야 합니다)</translation>
    </message>
    <message>
        <source>process id %1 is out of range</source>
        <translation>프로세스 ID %1이(가) 범위를 벗어났습니다</translation>
    </message>
    <message>
        <source>must be 1.2 or 1.3, not &apos;%1&apos;</source>
        <translation>1.2 또는 1.3이어야 합니다. &apos;%1&apos;은(는) 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CPU quota (expected CPUs&apos; worth of time, e.g. 0.5, 1 or 2)</source>
        <translation>&apos;%1&apos;은(는) CPU 할당량이 아닙니다 (CPU 몇 개 분량의 시간, 예: 0.5, 1, 2)</translation>
    </message>
    <message>
        <source>CPU quota %1 is out of range (0.01 to 1024 CPUs)</source>
        <translation>CPU 할당량 %1이(가) 범위(CPU 0.01~1024개)를 벗어났습니다</translation>
    </message>
    <message>
        <source>merging needs at least two results; got %1</source>
        <translation>병합하려면 결과가 두 개 이상 필요합니다. 받은 결과: %1개</translation>
    </message>
    <message>
        <source>%1 is not an agent&apos;s result (run each agent with --agents N --agent-index I)</source>
        <translation>%1은(는) 에이전트의 결과가 아닙니다 (각 에이전트를 --agents N --agent-index I로 실행하세요)</translation>
    </message>
    <message>
        <source>%1 has no latency histogram, so it cannot be merged exactly (write it with --json, which keeps the histograms)</source>
        <translation>%1에는 지연 시간 히스토그램이 없어 정확히 병합할 수 없습니다 (히스토그램을 담는 --json으로 기록하세요)</translation>
    </message>
    <message>
        <source>%1 is one of %2 agents but %3 is one of %4: they are not parts of the same run</source>
        <translation>%1은(는) 에이전트 %2개 중 하나이고 %3은(는) %4개 중 하나입니다. 같은 실행의 일부가 아닙니다</translation>
    </message>
    <message>
        <source>%1 and %2 are both agent %3: overlapping indices, one agent would count twice</source>
        <translation>%1과(와) %2 모두 에이전트 %3입니다. 인덱스가 겹쳐 한 에이전트가 두 번 집계됩니다</translation>
    </message>
    <message>
        <source>%1 loaded %2 but %3 loaded %4: different URLs</source>
        <translation>%1은(는) %2에, %3은(는) %4에 부하를 주었습니다. URL이 다릅니다</translation>
    </message>
    <message>
        <source>%1 and %2 ran different load shapes: %3 differs</source>
        <translation>%1과(와) %2의 부하 형태가 다릅니다: %3이(가) 다릅니다</translation>
    </message>
    <message>
        <source>%1 and %2 started %3 s apart, more than the tolerance of %4 s: they did not run together (start them with --start-at, or raise --start-tolerance)</source>
        <translation>%1과(와) %2은(는) %3초 간격으로 시작해 허용 오차 %4초를 넘었습니다. 함께 실행되지 않았습니다 (--start-at으로 시작하거나 --start-tolerance를 늘리세요)</translation>
    </message>
    <message>
        <source>%1 streams per connection: must be 1 to %2</source>
        <translation>연결당 스트림 %1개: 1에서 %2 사이여야 합니다</translation>
    </message>
    <message>
        <source>an HTTP/2 setting: it needs --http2</source>
        <translation>HTTP/2 설정입니다. --http2가 필요합니다</translation>
    </message>
    <message>
        <source>a setting of the native HTTP/2 engine: libcurl (--engine curl, --proxy) multiplexes and sizes its windows itself</source>
        <translation>네이티브 HTTP/2 엔진의 설정입니다. libcurl(--engine curl, --proxy)은 다중화와 윈도 크기를 스스로 정합니다</translation>
    </message>
    <message>
        <source>more than one stream per connection needs --http2 or --http3</source>
        <translation>연결당 스트림을 둘 이상 쓰려면 --http2 또는 --http3이 필요합니다</translation>
    </message>
    <message>
        <source>this Benchwork was built without HTTP/3: ngtcp2, nghttp3 or GnuTLS was missing when it was configured (docs/http3.md)</source>
        <translation>이 Benchwork는 HTTP/3 없이 빌드되었습니다: 구성할 때 ngtcp2, nghttp3 또는 GnuTLS가 없었습니다 (docs/http3.md)</translation>
    </message>
    <message>
        <source>--http2 and --http3 exclude each other</source>
        <translation>--http2와 --http3은 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>HTTP/3 needs an https:// URL (QUIC is always encrypted)</source>
        <translation>HTTP/3에는 https:// URL이 필요합니다 (QUIC은 항상 암호화됩니다)</translation>
    </message>
    <message>
        <source>HTTP/3 runs on the native engine only: not with --engine curl or a proxy</source>
        <translation>HTTP/3은 네이티브 엔진에서만 동작합니다: --engine curl이나 프록시와는 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>HTTP/3 sends one request: a request set (--mix, --targets, --urls, --har) needs HTTP/1.1 or --http2</source>
        <translation>HTTP/3은 요청 하나만 보냅니다: 요청 집합(--mix, --targets, --urls, --har)은 HTTP/1.1이나 --http2로 실행하세요</translation>
    </message>
    <message>
        <source>Room for virtual users</source>
        <translation>virtual users 여유</translation>
    </message>
    <message>
        <source>a stage&apos;s target is a number of VUs in the closed model: at most %1, got %2</source>
        <translation>closed model에서 단계의 목표는 VU 수입니다: 최대 %1인데 %2이(가) 주어졌습니다</translation>
    </message>
    <message>
        <source>the stages last 0 s in total</source>
        <translation>단계의 길이를 모두 더해도 0초입니다</translation>
    </message>
    <message>
        <source>%1 VUs: must be 0 (none beyond the schedule) to %2</source>
        <translation>VU %1개: 0(일정 밖의 여유 없음)에서 %2 사이여야 합니다</translation>
    </message>
    <message>
        <source>no run is under way to change (not started, or ending)</source>
        <translation>바꿀 실행이 진행 중이 아닙니다 (시작 전이거나 끝나는 중)</translation>
    </message>
    <message>
        <source>this run sends at a set rate (open model): change its rate, not its VUs</source>
        <translation>이 실행은 정해진 속도로 보냅니다 (open model): VU가 아니라 속도를 바꾸세요</translation>
    </message>
    <message>
        <source>this run has a set number of VUs (closed model): change its VUs; to steer the rate, start the run with a rate</source>
        <translation>이 실행은 VU 수가 정해져 있습니다 (closed model): VU를 바꾸세요. 속도를 조절하려면 속도를 지정해 실행을 시작하세요</translation>
    </message>
    <message>
        <source>%1 VUs: this run has room for 0 to %2 (start it with more room for VUs)</source>
        <translation>VU %1개: 이 실행은 0에서 %2개까지 둘 수 있습니다 (VU 여유를 더 두고 시작하세요)</translation>
    </message>
    <message>
        <source>%1 requests/s: must be 0 to %2</source>
        <translation>초당 %1 요청: 0에서 %2 사이여야 합니다</translation>
    </message>
    <message>
        <source>this run has taken the most changes it can record (%1)</source>
        <translation>이 실행은 기록할 수 있는 변경 횟수(%1)를 모두 썼습니다</translation>
    </message>
    <message>
        <source>%1 requests/s: at most %2</source>
        <translation>%1 요청/초: 최대 %2입니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid header name: %2 is not allowed in one (a name is an RFC 9110 token: ASCII letters, digits and marks, no spaces, controls or any of &quot;(),/:;&lt;=&gt;?@[\]{})</source>
        <translation>&apos;%1&apos;은(는) 올바른 헤더 이름이 아닙니다: %2은(는) 헤더 이름에 쓸 수 없습니다 (헤더 이름은 RFC 9110 토큰입니다: ASCII 영문자, 숫자, 기호만 쓰고 공백, 제어 문자, &quot;(),/:;&lt;=&gt;?@[\]{}는 쓸 수 없습니다)</translation>
    </message>
    <message>
        <source>a header needs a name (expected &apos;Name: value&apos;)</source>
        <translation>헤더에는 이름이 있어야 합니다 (&apos;Name: value&apos; 형식)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is longer than %2, the longest duration Benchwork takes</source>
        <translation>&apos;%1&apos;은(는) Benchwork가 받는 가장 긴 시간인 %2보다 깁니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is more than %2, the largest count Benchwork takes</source>
        <translation>&apos;%1&apos;은(는) Benchwork가 받는 가장 큰 수인 %2보다 큽니다</translation>
    </message>
    <message>
        <source>request %1</source>
        <translation>요청 %1</translation>
    </message>
    <message>
        <source>flow %1</source>
        <translation>흐름 %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>단계 %1</translation>
    </message>
    <message>
        <source>variable %1</source>
        <translation>변수 %1</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>배열</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>객체</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>값 없음</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (did you mean &quot;%2&quot;?)</source>
        <translation>알 수 없는 필드 &quot;%1&quot; (혹시 &quot;%2&quot;?)</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (known fields: %2)</source>
        <translation>알 수 없는 필드 &quot;%1&quot; (쓸 수 있는 필드: %2)</translation>
    </message>
    <message>
        <source>missing (required)</source>
        <translation>없습니다 (필수)</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>문자열이어야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>정수여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>%1에서 %2 사이여야 합니다. 받은 값: %3</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>숫자여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>음수일 수 없습니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>must be greater than zero, got %1</source>
        <translation>0보다 커야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>must be at most 1,000,000,000, got %1</source>
        <translation>1,000,000,000 이하여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>true 또는 false여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected a duration like &quot;5ms&quot;, got %1</source>
        <translation>&quot;5ms&quot; 같은 시간이어야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected a percentage like &quot;1%&quot;, got %1</source>
        <translation>&quot;1%&quot; 같은 백분율이어야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>must be between 0% and 100%, got %1</source>
        <translation>0%에서 100% 사이여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>객체여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>배열이어야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected a non-empty string, got %1</source>
        <translation>비어 있지 않은 문자열이어야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected an object of header names and values, got %1</source>
        <translation>헤더 이름과 값의 객체여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected at least one request</source>
        <translation>요청이 하나 이상 있어야 합니다</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;path&quot;: &quot;/&quot;}, got %1</source>
        <translation>{&quot;path&quot;: &quot;/&quot;} 같은 객체여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected &quot;weighted&quot; or &quot;sequence&quot;, got &quot;%1&quot;</source>
        <translation>&quot;weighted&quot; 또는 &quot;sequence&quot;여야 합니다. 받은 값: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give either body or bodyBase64</source>
        <translation>body와 bodyBase64 중 하나만 쓰세요</translation>
    </message>
    <message>
        <source>give either path or url</source>
        <translation>path와 url 중 하나만 쓰세요</translation>
    </message>
    <message>
        <source>give either body or bodyFile</source>
        <translation>body와 bodyFile 중 하나만 쓰세요</translation>
    </message>
    <message>
        <source>expected a string or a JSON object/array, got %1</source>
        <translation>문자열이나 JSON 객체/배열이어야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected the body&apos;s bytes in base64, got %1</source>
        <translation>본문의 바이트를 base64로 적어야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>&apos;%1&apos;을(를) 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>must be a number greater than 0, got %1</source>
        <translation>0보다 큰 숫자여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>a &apos;{&apos; without &apos;}&apos;</source>
        <translation>&apos;}&apos; 없는 &apos;{&apos;</translation>
    </message>
    <message>
        <source>expected {n}, {n,} or {n,m}</source>
        <translation>{n}, {n,}, {n,m} 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>{n,m} with m below n</source>
        <translation>m이 n보다 작은 {n,m}</translation>
    </message>
    <message>
        <source>a quantified group is not supported (quantify the characters inside it)</source>
        <translation>그룹에 반복 횟수를 붙일 수 없습니다 (그룹 안의 글자에 붙이세요)</translation>
    </message>
    <message>
        <source>a quantifier with nothing before it</source>
        <translation>앞에 아무것도 없는 반복 기호</translation>
    </message>
    <message>
        <source>alternation &apos;|&apos; is not supported (use two extractions)</source>
        <translation>&apos;|&apos; (둘 중 하나)는 지원하지 않습니다 (추출을 두 개 쓰세요)</translation>
    </message>
    <message>
        <source>lookaround and named groups are not supported</source>
        <translation>전방/후방 탐색과 이름 붙은 그룹은 지원하지 않습니다</translation>
    </message>
    <message>
        <source>more than 9 groups</source>
        <translation>그룹이 9개보다 많습니다</translation>
    </message>
    <message>
        <source>a &apos;)&apos; without &apos;(&apos;</source>
        <translation>&apos;(&apos; 없는 &apos;)&apos;</translation>
    </message>
    <message>
        <source>a &apos;[&apos; without &apos;]&apos;</source>
        <translation>&apos;]&apos; 없는 &apos;[&apos;</translation>
    </message>
    <message>
        <source>a &apos;\&apos; at the end</source>
        <translation>끝에 있는 &apos;\&apos;</translation>
    </message>
    <message>
        <source>a range must end in a character</source>
        <translation>범위는 글자로 끝나야 합니다</translation>
    </message>
    <message>
        <source>a range whose end comes before its start</source>
        <translation>끝이 시작보다 앞인 범위</translation>
    </message>
    <message>
        <source>a &apos;(&apos; without &apos;)&apos;</source>
        <translation>&apos;)&apos; 없는 &apos;(&apos;</translation>
    </message>
    <message>
        <source>it must start with $</source>
        <translation>$로 시작해야 합니다</translation>
    </message>
    <message>
        <source>recursive descent &apos;..&apos; is not supported</source>
        <translation>재귀 탐색 &apos;..&apos;은 지원하지 않습니다</translation>
    </message>
    <message>
        <source>a name is missing</source>
        <translation>이름이 없습니다</translation>
    </message>
    <message>
        <source>an unclosed quote</source>
        <translation>닫히지 않은 따옴표</translation>
    </message>
    <message>
        <source>expected an index, a quoted name or *</source>
        <translation>인덱스, 따옴표로 감싼 이름, * 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>expected &apos;]&apos;</source>
        <translation>&apos;]&apos;가 와야 합니다</translation>
    </message>
    <message>
        <source>expected &apos;.&apos; or &apos;[&apos;</source>
        <translation>&apos;.&apos; 또는 &apos;[&apos;가 와야 합니다</translation>
    </message>
    <message>
        <source>expected true</source>
        <translation>true여야 합니다</translation>
    </message>
    <message>
        <source>expected [lo, hi], two whole numbers, got %1</source>
        <translation>두 정수 [lo, hi]여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>lo %1 is above hi %2</source>
        <translation>lo %1이(가) hi %2보다 큽니다</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;random&quot;: [1, 300]}, got %1</source>
        <translation>{&quot;random&quot;: [1, 300]} 같은 객체여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>give exactly one of random, sequence, choice, file and uuid</source>
        <translation>random, sequence, choice, file, uuid 중 정확히 하나만 쓰세요</translation>
    </message>
    <message>
        <source>only for a file variable</source>
        <translation>file 변수에만 쓸 수 있습니다</translation>
    </message>
    <message>
        <source>expected a non-empty array of values</source>
        <translation>값이 하나 이상 든 배열이어야 합니다</translation>
    </message>
    <message>
        <source>expected a string or a number, got %1</source>
        <translation>문자열이나 숫자여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>비어 있으면 안 됩니다</translation>
    </message>
    <message>
        <source>expected &quot;random&quot; or &quot;sequence&quot;, got &quot;%1&quot;</source>
        <translation>&quot;random&quot; 또는 &quot;sequence&quot;여야 합니다. 받은 값: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>missing: &apos;%1&apos; has %2 columns, name the one to take</source>
        <translation>없습니다: &apos;%1&apos;에 열이 %2개 있으니 쓸 열의 이름을 적으세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no column &quot;%2&quot; (its columns: %3)</source>
        <translation>&apos;%1&apos;에 &quot;%2&quot; 열이 없습니다 (있는 열: %3)</translation>
    </message>
    <message>
        <source>expected at least one flow</source>
        <translation>흐름이 하나 이상 있어야 합니다</translation>
    </message>
    <message>
        <source>expected at least one step</source>
        <translation>단계가 하나 이상 있어야 합니다</translation>
    </message>
    <message>
        <source>expected &quot;continue&quot; or &quot;restart&quot;, got &quot;%1&quot;</source>
        <translation>&quot;continue&quot; 또는 &quot;restart&quot;여야 합니다. 받은 값: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a status code such as 200, got %1</source>
        <translation>200 같은 상태 코드여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected a status code (200) or a class (&quot;2xx&quot;), got %1</source>
        <translation>상태 코드(200)나 상태 범주(&quot;2xx&quot;)여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>give exactly one of status, bodyContains, json (with equals or exists) and header</source>
        <translation>status, bodyContains, json(equals 또는 exists와 함께), header 중 정확히 하나만 쓰세요</translation>
    </message>
    <message>
        <source>a json check takes either &quot;equals&quot;: VALUE or &quot;exists&quot;: true</source>
        <translation>json 검사에는 &quot;equals&quot;: 값 또는 &quot;exists&quot;: true 중 하나만 씁니다</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;json&quot;: &quot;/token&quot;}, got %1</source>
        <translation>{&quot;json&quot;: &quot;/token&quot;} 같은 객체여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>give exactly one of json (a JSON Pointer), jsonpath, regex and header</source>
        <translation>json(JSON Pointer), jsonpath, regex, header 중 정확히 하나만 쓰세요</translation>
    </message>
    <message>
        <source>only for a regex</source>
        <translation>regex에만 쓸 수 있습니다</translation>
    </message>
    <message>
        <source>expected &quot;first&quot; or &quot;random&quot;, got &quot;%1&quot;</source>
        <translation>&quot;first&quot; 또는 &quot;random&quot;이어야 합니다. 받은 값: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a duration (&quot;100ms&quot;), {&quot;uniform&quot;: [&quot;50ms&quot;, &quot;150ms&quot;]} or {&quot;exponential&quot;: &quot;200ms&quot;}, got %1</source>
        <translation>시간(&quot;100ms&quot;), {&quot;uniform&quot;: [&quot;50ms&quot;, &quot;150ms&quot;]}, {&quot;exponential&quot;: &quot;200ms&quot;} 중 하나여야 합니다. 받은 값: %1</translation>
    </message>
    <message>
        <source>expected [min, max], two durations</source>
        <translation>두 시간 [min, max]여야 합니다</translation>
    </message>
    <message>
        <source>min is above max</source>
        <translation>min이 max보다 큽니다</translation>
    </message>
    <message>
        <source>a flow needs a name</source>
        <translation>흐름에는 이름이 있어야 합니다</translation>
    </message>
    <message>
        <source>another flow or request already has the name &quot;%1&quot;</source>
        <translation>다른 흐름이나 요청이 이미 &quot;%1&quot; 이름을 씁니다</translation>
    </message>
    <message>
        <source>the weight must be greater than 0</source>
        <translation>가중치는 0보다 커야 합니다</translation>
    </message>
    <message>
        <source>a flow needs at least one step</source>
        <translation>흐름에는 단계가 하나 이상 있어야 합니다</translation>
    </message>
    <message>
        <source>has %1 steps; a flow holds at most %2</source>
        <translation>단계가 %1개입니다. 흐름에는 최대 %2개까지 들어갑니다</translation>
    </message>
    <message>
        <source>extracts %1 variables; a flow holds at most %2</source>
        <translation>변수 %1개를 추출합니다. 흐름에는 최대 %2개까지 들어갑니다</translation>
    </message>
    <message>
        <source>a step needs a name</source>
        <translation>단계에는 이름이 있어야 합니다</translation>
    </message>
    <message>
        <source>another step of this flow already has the name &quot;%1&quot;</source>
        <translation>이 흐름의 다른 단계가 이미 &quot;%1&quot; 이름을 씁니다</translation>
    </message>
    <message>
        <source>{{%1}} is extracted by step %2 (&quot;%3&quot;), which does not come before this one</source>
        <translation>{{%1}}은(는) 단계 %2(&quot;%3&quot;)에서 추출되는데, 그 단계는 이 단계보다 앞에 있지 않습니다</translation>
    </message>
    <message>
        <source>unknown variable {{%1}} (neither a variable of the set nor extracted by an earlier step)</source>
        <translation>알 수 없는 변수 {{%1}} (요청 세트의 변수도 아니고 앞 단계에서 추출되지도 않습니다)</translation>
    </message>
    <message>
        <source>at most %1 extractions per step</source>
        <translation>단계마다 추출은 최대 %1개입니다</translation>
    </message>
    <message>
        <source>at most %1 checks per step</source>
        <translation>단계마다 검사는 최대 %1개입니다</translation>
    </message>
    <message>
        <source>a think time must be 0 or more</source>
        <translation>생각 시간은 0 이상이어야 합니다</translation>
    </message>
    <message>
        <source>an exponential think time needs a mean above 0</source>
        <translation>지수 분포 생각 시간의 평균은 0보다 커야 합니다</translation>
    </message>
    <message>
        <source>a uniform think time needs 0 &lt;= min &lt;= max</source>
        <translation>균등 분포 생각 시간은 0 &lt;= min &lt;= max여야 합니다</translation>
    </message>
    <message>
        <source>expected a name of letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos; (at most 64), got &quot;%1&quot;</source>
        <translation>글자, 숫자, &apos;_&apos;, &apos;.&apos;, &apos;-&apos;로 된 이름(최대 64자)이어야 합니다. 받은 값: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>{{%1}} is already one of the set&apos;s variables; extract into another name</source>
        <translation>{{%1}}은(는) 이미 요청 세트의 변수입니다. 다른 이름으로 추출하세요</translation>
    </message>
    <message>
        <source>the expression has %1 group(s); group %2 does not exist</source>
        <translation>식에 그룹이 %1개 있어 그룹 %2은(는) 없습니다</translation>
    </message>
    <message>
        <source>expected a header name, got &quot;%1&quot;</source>
        <translation>헤더 이름이어야 합니다. 받은 값: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected a status (200), a class (&quot;2xx&quot;) or a list of them</source>
        <translation>상태(200), 상태 범주(&quot;2xx&quot;) 또는 그 목록이어야 합니다</translation>
    </message>
    <message>
        <source>status %1 cannot occur (HTTP statuses are 100 to 599)</source>
        <translation>상태 %1은(는) 나올 수 없습니다 (HTTP 상태는 100~599)</translation>
    </message>
    <message>
        <source>status class %1xx cannot occur (1xx to 5xx)</source>
        <translation>상태 범주 %1xx는 나올 수 없습니다 (1xx~5xx)</translation>
    </message>
    <message>
        <source>the text to look for is empty</source>
        <translation>찾을 텍스트가 비어 있습니다</translation>
    </message>
    <message>
        <source>the expected value is missing</source>
        <translation>기대하는 값이 없습니다</translation>
    </message>
    <message>
        <source>the regular expression &quot;%1&quot; cannot be used: %2 (at character %3)</source>
        <translation>정규식 &quot;%1&quot;을(를) 쓸 수 없습니다: %2 (%3번째 글자)</translation>
    </message>
    <message>
        <source>the regular expression &quot;%1&quot; cannot be used: the escape %2 is not supported (at character %3)</source>
        <translation>정규식 &quot;%1&quot;을(를) 쓸 수 없습니다: 이스케이프 %2은(는) 지원하지 않습니다 (%3번째 글자)</translation>
    </message>
    <message>
        <source>the regular expression &quot;%1&quot; cannot be used: the escape %2 is not supported (backreferences are not) (at character %3)</source>
        <translation>정규식 &quot;%1&quot;을(를) 쓸 수 없습니다: 이스케이프 %2은(는) 지원하지 않습니다 (역참조는 지원하지 않습니다) (%3번째 글자)</translation>
    </message>
    <message>
        <source>a JSON Pointer starts with &apos;/&apos; (&quot;/items/0/id&quot;), got &quot;%1&quot;</source>
        <translation>JSON Pointer는 &apos;/&apos;로 시작합니다(&quot;/items/0/id&quot;). 받은 값: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a JSON Pointer: &apos;~&apos; must be followed by 0 or 1 (at character %2)</source>
        <translation>&quot;%1&quot;은(는) JSON Pointer가 아닙니다: &apos;~&apos; 뒤에는 0이나 1이 와야 합니다 (%2번째 글자)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a supported JSONPath (%2 at character %3); use $.name, $[&apos;name&apos;], [0], [*] or .*</source>
        <translation>&quot;%1&quot;은(는) 지원하는 JSONPath가 아닙니다 (%3번째 글자: %2). $.name, $[&apos;name&apos;], [0], [*], .* 를 쓰세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a core split (expected auto, off, or the server&apos;s and the client&apos;s CPUs as S:C, e.g. 2:2)</source>
        <translation>&apos;%1&apos;은(는) 코어 분리가 아닙니다 (auto, off, 또는 서버와 클라이언트의 CPU 수를 S:C로, 예: 2:2)</translation>
    </message>
    <message>
        <source>%1 needs %2 CPUs; this process may use %3 (%4)</source>
        <translation>%1에는 CPU %2개가 필요하지만 이 프로세스는 %3개(%4)만 쓸 수 있습니다</translation>
    </message>
    <message>
        <source>%1 and the target&apos;s CPU list both place the target: give one of them</source>
        <translation>%1과(와) 대상의 CPU 목록이 모두 대상을 배치합니다: 하나만 지정하세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a link profile (local, lan, wifi, wifi-poor, lte, intercontinental, or figures such as rtt=40ms,jitter=10ms,rate=50mbit,loss=0.5%)</source>
        <translation>&apos;%1&apos;은(는) 링크 프로필이 아닙니다 (local, lan, wifi, wifi-poor, lte, intercontinental, 또는 rtt=40ms,jitter=10ms,rate=50mbit,loss=0.5% 같은 수치)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in link &apos;%2&apos; is not one of rtt, jitter, rate, loss, queue (a profile&apos;s name comes first)</source>
        <translation>링크 &apos;%2&apos;의 &apos;%1&apos;은(는) rtt, jitter, rate, loss, queue 중 하나가 아닙니다 (프로필 이름은 맨 앞에 옵니다)</translation>
    </message>
    <message>
        <source>%1=%2 in link &apos;%3&apos; is out of range or malformed (rtt and jitter up to 10s, e.g. 40ms; rate e.g. 50mbit; loss 0 to 50%; queue at least 1500 bytes, e.g. 256K)</source>
        <translation>링크 &apos;%3&apos;의 %1=%2이(가) 범위를 벗어났거나 형식이 잘못되었습니다 (rtt와 jitter는 10s까지, 예: 40ms; rate 예: 50mbit; loss 0~50%; queue 최소 1500바이트, 예: 256K)</translation>
    </message>
    <message>
        <source>a link needs the native engine (not --engine curl or --proxy)</source>
        <translation>링크에는 네이티브 엔진이 필요합니다 (--engine curl이나 --proxy는 안 됩니다)</translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>%1 옵션에는 값이 필요합니다.</translation>
    </message>
    <message>
        <source>Option %1: &apos;%2&apos; is not %3.</source>
        <translation>%1 옵션: &apos;%2&apos;은(는) %3이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>a header of the form &apos;Name: value&apos;</source>
        <translation>&apos;이름: 값&apos; 형식의 헤더</translation>
    </message>
    <message>
        <source>a whole number of at least 1</source>
        <translation>1 이상의 정수</translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation>0 이상의 정수</translation>
    </message>
    <message>
        <source>a duration such as 10s, 500ms or 2m</source>
        <translation>10s, 500ms, 2m 같은 시간</translation>
    </message>
    <message>
        <source>a rate in requests per second</source>
        <translation>초당 요청 수</translation>
    </message>
    <message>
        <source>auto, native or curl</source>
        <translation>auto, native, curl 중 하나</translation>
    </message>
    <message>
        <source>system, en or ko</source>
        <translation>system, en, ko 중 하나</translation>
    </message>
    <message>
        <source>a period from 10 to 1000 ms</source>
        <translation>10~1000 ms 사이의 주기</translation>
    </message>
    <message>
        <source>Unknown option: %1 (see --help)</source>
        <translation>알 수 없는 옵션입니다: %1 (--help 참고)</translation>
    </message>
    <message>
        <source>--quit-after needs --autorun.</source>
        <translation>--quit-after는 --autorun과 함께 써야 합니다.</translation>
    </message>
    <message>
        <source>--demo and --url exclude each other.</source>
        <translation>--demo와 --url은 함께 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>--duration and --requests exclude each other.</source>
        <translation>--duration과 --requests는 함께 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>system, light or dark</source>
        <translation>system, light, dark 중 하나</translation>
    </message>
    <message>
        <source>none, last or a run id</source>
        <translation>none, last 또는 실행 ID</translation>
    </message>
    <message>
        <source>a whole number of streams from 1 to 1000</source>
        <translation>1에서 1000 사이의 스트림 수</translation>
    </message>
    <message>
        <source>1.2 or 1.3</source>
        <translation>1.2 또는 1.3</translation>
    </message>
    <message>
        <source>Option %1 must be greater than zero (got &apos;%2&apos;).</source>
        <translation>%1 옵션은 0보다 커야 합니다 (받은 값: &apos;%2&apos;).</translation>
    </message>
    <message>
        <source>Option %1 was given twice with different values: &apos;%2&apos; and &apos;%3&apos;. Give it once.</source>
        <translation>%1 옵션이 서로 다른 값으로 두 번 주어졌습니다: &apos;%2&apos;와 &apos;%3&apos;. 한 번만 주십시오.</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>옵션 %1: %2</translation>
    </message>
    <message>
        <source>a path for the socket</source>
        <translation>소켓 경로</translation>
    </message>
    <message>
        <source>--stages sets the length: leave out --duration and --requests.</source>
        <translation>--stages가 길이를 정합니다. --duration과 --requests는 빼세요.</translation>
    </message>
    <message>
        <source>search or sweep</source>
        <translation>search 또는 sweep</translation>
    </message>
    <message>
        <source>--streams needs --http2 or --http3.</source>
        <translation>--streams에는 --http2 또는 --http3이 필요합니다.</translation>
    </message>
    <message>
        <source>--http2 and --http3 exclude each other.</source>
        <translation>--http2와 --http3은 함께 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>auto, off, or the server&apos;s and the client&apos;s CPUs as S:C</source>
        <translation>auto, off, 또는 서버와 클라이언트의 CPU를 S:C로</translation>
    </message>
    <message>
        <source>local, lan, wifi, wifi-poor, lte or intercontinental</source>
        <translation>local, lan, wifi, wifi-poor, lte 또는 intercontinental</translation>
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
        <translation>사용법: benchwork [옵션]

Benchwork: HTTP 부하 테스트 작업대입니다. 옵션 없이 실행하면 마지막 설정으로 창이 열리고,
내장 데모 대상이 백그라운드에서 시작됩니다.

대상:
  --demo                 내장 데모 대상에 부하를 겁니다 (--url이 없을 때 기본값)
  --url URL              이 URL에 부하를 겁니다 (서버 프로세스는 감시하지 않음)
  -m, --method METHOD    HTTP 메서드 (기본값 GET)
  -H, --header &apos;N: V&apos;    추가 요청 헤더 (여러 번 지정 가능)
  --body TEXT            요청 본문
  --mix FILE             요청 하나 대신 요청 집합(docs/requests.md)을 보냅니다
부하:
  -c, --connections N    가상 사용자 수 (동시 연결 수)
  -t, --threads N        부하 스레드 수 (0: 이 프로세스가 쓸 수 있는 CPU마다 하나)
  -d, --duration TIME    측정 구간 길이, 예: 10s, 2m
  -n, --requests N       대신 정확히 N개의 요청을 측정
  --warmup TIME          측정 전에 거는 부하, 집계하지 않음
  --rate RPS             고정 속도 (open model)
  --stages D:T,...       단계별 부하, 예: 30s:100,1m:100 (VU, --rate와 함께면 초당 요청)
  --timeout TIME         요청당 제한 시간
  --engine KIND          auto, native, curl 중 하나
  --http2                HTTP/2: http://에서는 h2c, https://에서는 ALPN으로 h2
  --http3                QUIC 위의 HTTP/3 (https://만)
  --streams N            HTTP/2 또는 HTTP/3 연결당 스트림 수 (h2load의 -m과 같음)
  -k, --insecure         모든 TLS 인증서를 받아들임
  --tls-min VERSION      가장 낮은 TLS 버전: 1.2 또는 1.3
  --split S:C            서버와 클라이언트 각자의 CPU: auto, off 또는 S:C
  --link NETWORK         local, lan, wifi, wifi-poor, lte, intercontinental 중 하나
  --slo-rps RPS          이 속도 이상일 때만 통과
  --slo-p99 TIME         p99가 이 값 이하일 때만 통과, 예: 5ms
창:
  --autorun              바로 실행을 시작하고, 끝나면 한 줄 요약을 출력
  --quit-after           --autorun과 함께: 실행이 끝나면 창을 닫음 (종료 코드 0; 실행이
                         실패했거나 대상이 종료되었거나 SLO에 미달하면 1; 시작할 수
                         없으면 2)
  --language CODE        system, en, ko 중 하나
  --tick-ms N            실시간 갱신 주기(ms, 기본값 100)
  --presentation         프레젠테이션 화면(F11)을 바로 엶
  --theme THEME          system, light, dark 중 하나
  --baseline RUN         none, last(같은 대상과 부하) 또는 기록의 실행 ID
  --control PATH         Unix 소켓에서 &apos;vus N&apos;, &apos;rate N&apos;, &apos;stop&apos;을 받음
  --metrics [ADDR:]PORT  각 실행의 수치를 http://ADDR:PORT/metrics에서 Prometheus용으로
                         제공 (루프백 주소만; ADDR 기본값 127.0.0.1)
  --capacity MODE        처리 한계 탭을 탐색(search)이나 스윕(sweep)으로 엽니다. --autorun과 함께면
                         실행합니다 (종료 코드 0 찾음·완료, 1 아님, 2 시작 못 함)
  -h, --help             이 도움말을 표시
  -v, --version          버전을 표시
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
        <translation>HTML 보고서 (*.html)</translation>
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
        <translation>HdrHistogram 백분위 (*.hgrm *.txt)</translation>
    </message>
    <message>
        <source>No run is selected.</source>
        <translation>선택한 실행이 없습니다.</translation>
    </message>
    <message>
        <source>This format describes one run; select exactly one.</source>
        <translation>이 형식은 실행 하나만 담습니다. 실행을 하나만 선택하세요.</translation>
    </message>
    <message>
        <source>This run has no per-second series (imported runs keep only totals).</source>
        <translation>이 실행에는 초별 데이터가 없습니다(가져온 실행은 합계만 보관합니다).</translation>
    </message>
    <message>
        <source>This run has no latency histogram (imported runs keep only percentiles).</source>
        <translation>이 실행에는 지연 시간 히스토그램이 없습니다(가져온 실행은 백분위만 보관합니다).</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Markdown report…</source>
        <translation>Markdown 보고서…</translation>
    </message>
    <message>
        <source>HTML report…</source>
        <translation>HTML 보고서…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>Per-second CSV…</source>
        <translation>초별 CSV…</translation>
    </message>
    <message>
        <source>HdrHistogram percentiles…</source>
        <translation>HdrHistogram 백분위…</translation>
    </message>
</context>
<context>
    <name>HistoryImport</name>
    <message>
        <source>wrk text output</source>
        <translation>wrk 텍스트 출력</translation>
    </message>
    <message>
        <source>k6 summary JSON</source>
        <translation>k6 요약 JSON</translation>
    </message>
    <message>
        <source>oha JSON</source>
        <translation>oha JSON</translation>
    </message>
    <message>
        <source>wrk, k6 or oha output</source>
        <translation>wrk, k6 또는 oha 출력</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
    </message>
    <message>
        <source>wrk output (*.txt *.log *.out)</source>
        <translation>wrk 출력 (*.txt *.log *.out)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>No file was chosen.</source>
        <translation>선택한 파일이 없습니다.</translation>
    </message>
    <message>
        <source>No history database is open.</source>
        <translation>열려 있는 기록 데이터베이스가 없습니다.</translation>
    </message>
    <message>
        <source>%1 was not imported as %2: %3</source>
        <translation>%1 파일을 %2(으)로 가져오지 못했습니다: %3</translation>
    </message>
    <message>
        <source>%1 was not imported as %2: at %3: %4</source>
        <translation>%1 파일을 %2(으)로 가져오지 못했습니다: %3 위치: %4</translation>
    </message>
    <message>
        <source>No file was imported; fix or leave out this one.</source>
        <translation>파일을 하나도 가져오지 않았습니다. 이 파일을 고치거나 빼고 다시 시도하세요.</translation>
    </message>
</context>
<context>
    <name>HistoryText</name>
    <message>
        <source>PASS</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>SLO 없음</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>중지됨</translation>
    </message>
    <message>
        <source>target exited</source>
        <translation>대상 종료됨</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>중단됨</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>판정하지 않음</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>요청 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) from %1</source>
        <translation>
            <numerusform>%1의 요청 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportNote</name>
    <message>
        <source>requests kept: %1 of %2 read</source>
        <translation>유지한 요청: 읽은 %2개 중 %1개</translation>
    </message>
    <message>
        <source>identical to another, merged into its weight: %1</source>
        <translation>다른 요청과 같아 그 가중치에 합침: %1</translation>
    </message>
    <message>
        <source>on another origin, left out: %1</source>
        <translation>다른 출처라서 제외: %1</translation>
    </message>
    <message>
        <source>that cannot be sent, left out: %1 (the first: %2)</source>
        <translation>보낼 수 없어 제외: %1 (첫 번째: %2)</translation>
    </message>
    <message>
        <source>static assets, left out: %1 (--include-static keeps them)</source>
        <translation>정적 자원이라서 제외: %1 (--include-static으로 유지)</translation>
    </message>
    <message>
        <source>cookie or authorization headers, left out: %1 (--keep-secrets keeps them)</source>
        <translation>쿠키·인증 헤더 제외: %1 (--keep-secrets로 유지)</translation>
    </message>
    <message>
        <source>queryString items missing from their URL, added to it: %1</source>
        <translation>URL에 없던 queryString 항목을 URL에 추가: %1</translation>
    </message>
    <message>
        <source>queryString items without a name, dropped: %1</source>
        <translation>이름 없는 queryString 항목은 버림: %1</translation>
    </message>
    <message>
        <source>bodies given as both text and params, sent as the text (HAR 1.2): %1</source>
        <translation>text와 params가 함께 있는 본문은 text로 보냄 (HAR 1.2): %1</translation>
    </message>
    <message>
        <source>multipart bodies without a boundary, one picked and added to Content-Type: %1</source>
        <translation>boundary가 없는 multipart 본문은 boundary를 정해 Content-Type에 추가: %1</translation>
    </message>
    <message>
        <source>URLs with a user and password, sent as Authorization: Basic (as vegeta does): %1</source>
        <translation>사용자와 비밀번호가 든 URL은 Authorization: Basic으로 보냄 (vegeta와 같음): %1</translation>
    </message>
</context>
<context>
    <name>LinkText</name>
    <message>
        <source>Local</source>
        <translation>로컬</translation>
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
        <translation>Wi-Fi (불량)</translation>
    </message>
    <message>
        <source>LTE</source>
        <translation>LTE</translation>
    </message>
    <message>
        <source>Intercontinental</source>
        <translation>대륙 간</translation>
    </message>
    <message>
        <source>Custom link</source>
        <translation>사용자 지정 링크</translation>
    </message>
    <message>
        <source>%1: %2 ms round trip ± %3 ms</source>
        <translation>%1: 왕복 %2 ms ± %3 ms</translation>
    </message>
    <message>
        <source>%1 Mbit/s</source>
        <translation>%1 Mbit/s</translation>
    </message>
    <message>
        <source>%1 % loss</source>
        <translation>손실 %1 %</translation>
    </message>
    <message>
        <source>Link: %1.</source>
        <translation>링크: %1.</translation>
    </message>
    <message>
        <source>%1 connections, %2 retransmission stalls (a lost segment holds its stream one RTO), mean added delay %3 ms each way.</source>
        <translation>연결 %1개, 재전송 정지 %2회 (손실된 세그먼트는 스트림을 RTO 한 번만큼 붙잡습니다), 더해진 평균 지연은 한쪽 방향 %3 ms.</translation>
    </message>
    <message>
        <source>%1 datagrams relayed, %2 dropped for loss, %3 for a full queue.</source>
        <translation>데이터그램 %1개 전달, 손실로 %2개, 가득 찬 큐로 %3개 버림.</translation>
    </message>
    <message>
        <source>The link&apos;s CPU: %1 % of one core</source>
        <translation>링크의 CPU: 코어 하나의 %1 %</translation>
    </message>
    <message>
        <source> (%1 µs a request)</source>
        <translation> (요청당 %1 µs)</translation>
    </message>
    <message>
        <source>The link could not keep up: its own waiting is in these figures. Use fewer connections or a lower rate.</source>
        <translation>링크가 따라가지 못했습니다: 링크 자신의 대기가 이 수치에 들어 있습니다. 연결 수나 요청률을 줄이세요.</translation>
    </message>
    <message>
        <source>The runs crossed different networks (%1 and %2): their latency is not comparable.</source>
        <translation>두 실행이 서로 다른 네트워크(%1, %2)를 거쳤습니다: 지연 시간을 비교할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>PeakMemory</name>
    <message>
        <source>cgroup peak</source>
        <translation>cgroup 최대값</translation>
    </message>
    <message>
        <source>cgroup %1, exact</source>
        <translation>cgroup %1, 정확한 값</translation>
    </message>
    <message>
        <source>cgroup memory.current, highest 250 ms sample</source>
        <translation>cgroup memory.current, 250 ms 표본 중 최대</translation>
    </message>
    <message>
        <source>process tree RSS, highest 250 ms sample</source>
        <translation>프로세스 트리 RSS, 250 ms 표본 중 최대</translation>
    </message>
</context>
<context>
    <name>ReportLabels</name>
    <message>
        <source>Benchmark results</source>
        <translation>벤치마크 결과</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Run: %1</translation>
    </message>
    <message>
        <source>Measured with Benchwork %1 on %2. The figures below show how fast each target is, how the runs compare, and whether each meets its service-level target.</source>
        <translation>Benchwork %1로 %2에서 측정했습니다. 목적은 단순합니다. 각 대상이 어느 정도 빠른지, 서로 비교해 어디쯤 있는지, 그리고 service-level target을 통과하는지 보여주는 것입니다.</translation>
    </message>
    <message>
        <source>These results were imported from another load tool&apos;s output; the figures are that tool&apos;s own, and the machine they were measured on is not recorded.</source>
        <translation>이 결과는 다른 부하 도구의 출력에서 가져왔습니다. 수치는 해당 도구가 보고한 그대로이며, 측정한 machine 정보는 기록되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>All %1 runs with an SLO passed their throughput and p99 latency targets.</source>
        <translation>SLO가 있는 %1개 run 모두 throughput 및 p99 latency SLO를 통과했습니다.</translation>
    </message>
    <message>
        <source>The run with an SLO passed its throughput and p99 latency targets.</source>
        <translation>SLO가 있는 run이 throughput 및 p99 latency SLO를 통과했습니다.</translation>
    </message>
    <message>
        <source>%1 of %2 runs with an SLO failed it: %3.</source>
        <translation>SLO가 있는 %2개 run 중 %1개가 SLO를 통과하지 못했습니다: %3.</translation>
    </message>
    <message>
        <source>%1 recorded %2 RPS with a p99 latency of %3.</source>
        <translation>%1은(는) %2 RPS를 기록했고 p99 latency는 %3입니다.</translation>
    </message>
    <message>
        <source>%1 was the fastest at %2 RPS, %3x the baseline %4.</source>
        <translation>가장 빠른 것은 %1로 %2 RPS이며, 기준선 %4의 %3x입니다.</translation>
    </message>
    <message>
        <source>%1 shared the machine with another Benchwork load (%2): both results are skewed.</source>
        <translation>%1은(는) 다른 Benchwork 부하(%2)와 같은 시간에 이 머신에서 실행되었습니다. 두 결과 모두 왜곡되었습니다.</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>run %1</translation>
    </message>
    <message>
        <source>%1 ended early (%2): %3</source>
        <translation>%1은(는) 일찍 끝났습니다(%2): %3</translation>
    </message>
    <message>
        <source>Performance at a glance</source>
        <translation>성능 한눈에 보기</translation>
    </message>
    <message>
        <source>The bars answer the two questions readers ask first: how much headroom each run has against its SLO, and how the runs compare with each other.</source>
        <translation>아래 bar는 독자가 먼저 궁금해하는 두 가지를 요약합니다. 각 run이 SLO 대비 얼마나 여유가 있는지, 그리고 run끼리 비교해 어느 정도인지입니다.</translation>
    </message>
    <message>
        <source>SLO headroom by run</source>
        <translation>항목별 SLO 여유</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>SLO 없음</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Ratios are against the baseline, %1.</source>
        <translation>비율은 기준선 %1 대비입니다.</translation>
    </message>
    <message>
        <source>Requests per second (higher is better)</source>
        <translation>초당 요청 수 (높을수록 좋음)</translation>
    </message>
    <message>
        <source>p99 latency (lower is better)</source>
        <translation>p99 latency (낮을수록 좋음)</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>기준선</translation>
    </message>
    <message>
        <source>Requests per second over the run</source>
        <translation>측정 중 초당 요청 수</translation>
    </message>
    <message>
        <source>Test environment</source>
        <translation>테스트 환경</translation>
    </message>
    <message>
        <source>The benchmark ran locally on %1. Local figures depend on the machine&apos;s state, but they show well whether there is practical headroom.</source>
        <translation>벤치마크는 %1에서 로컬 실행했습니다. 로컬 벤치마크 수치는 machine state의 영향을 받지만, 실용적인 성능 여유가 있는지 확인하기에는 유용합니다.</translation>
    </message>
    <message>
        <source>The test environment was not recorded (imported results).</source>
        <translation>테스트 환경은 기록되어 있지 않습니다 (가져온 결과).</translation>
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
        <translation>%1 (논리 코어 %2개)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>메모리</translation>
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
        <translation>%1 virtual users, %2초 warmup, %3초 측정</translation>
    </message>
    <message>
        <source>%1 requests/s over %2 connections, %3 s warmup, %4 s measured</source>
        <translation>초당 %1 요청, connection %2개, %3초 warmup, %4초 측정</translation>
    </message>
    <message>
        <source>%1 requests over %2 virtual users, %3 s warmup</source>
        <translation>요청 %1개, %2 virtual users, %3초 warmup</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>What was measured</source>
        <translation>측정 항목</translation>
    </message>
    <message>
        <source>%1 RPS measured; the target is at least %2 RPS.</source>
        <translation>%1 RPS 측정; 목표는 최소 %2 RPS입니다.</translation>
    </message>
    <message>
        <source>%1 RPS measured.</source>
        <translation>%1 RPS 측정.</translation>
    </message>
    <message>
        <source>p99 latency is %1; the target is at most %2.</source>
        <translation>p99 latency는 %1; 목표는 %2 이하입니다.</translation>
    </message>
    <message>
        <source>p99 latency is %1.</source>
        <translation>p99 latency는 %1입니다.</translation>
    </message>
    <message>
        <source>%1 errors (%2); the target is at most %3.</source>
        <translation>오류 %1건 (%2); 목표는 %3 이하입니다.</translation>
    </message>
    <message>
        <source>%1 errors (%2).</source>
        <translation>오류 %1건 (%2).</translation>
    </message>
    <message>
        <source>Result: SLO %1.</source>
        <translation>결과: SLO %1.</translation>
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
        <translation>기준선 대비</translation>
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
        <translation>오류</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <source>Latency by percentile</source>
        <translation>백분위수별 지연 시간</translation>
    </message>
    <message>
        <source>Each curve shows how long a given share of the requests took at most, from the median on the left to the slowest 0.001 % on the right (a log scale of 1/(1-p), as HdrHistogram plots it). Fixed-rate runs have two curves: from the intended send time (corrected for coordinated omission) and, dashed, from the actual send.</source>
        <translation>각 곡선은 요청 중 주어진 비율이 최대 얼마나 걸렸는지를 보여 줍니다. 왼쪽은 중앙값, 오른쪽 끝은 가장 느린 0.001 %입니다 (HdrHistogram처럼 1/(1-p)의 로그 눈금). 고정 속도 실행은 곡선이 두 개입니다: 의도한 전송 시각 기준(coordinated omission 보정)과, 점선으로 실제 전송 기준입니다.</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>지연 시간 (ms)</translation>
    </message>
    <message>
        <source>%1, corrected</source>
        <translation>%1, 보정</translation>
    </message>
    <message>
        <source>%1, uncorrected</source>
        <translation>%1, 비보정</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Target runtime</source>
        <translation>대상 런타임</translation>
    </message>
    <message>
        <source>%1 failed (%2): %3</source>
        <translation>%1 실패 (%2): %3</translation>
    </message>
    <message>
        <source>Peak memory is %1 (%2).</source>
        <translation>최대 메모리는 %1입니다 (%2).</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>최대 메모리</translation>
    </message>
    <message>
        <source>picked by weight</source>
        <translation>가중치에 따라 선택</translation>
    </message>
    <message>
        <source>in sequence</source>
        <translation>순서대로</translation>
    </message>
    <message>
        <source>Requests by entry</source>
        <translation>요청별 결과</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>메서드</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>경로</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>요청 수</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <source>%1 flows of %2 steps in all</source>
        <translation>흐름 %1개, 단계 모두 %2개</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>흐름</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>흐름</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>반복</translation>
    </message>
    <message>
        <source>Iterations/s</source>
        <translation>반복/초</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Check failures</source>
        <translation>검사 실패</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 실패: %2</translation>
    </message>
    <message>
        <source>; in stages: %1</source>
        <translation>; 단계별: %1</translation>
    </message>
    <message>
        <source>%1 s to %2</source>
        <translation>%1초 동안 %2까지</translation>
    </message>
    <message>
        <source>%1: the load was changed during the run: %2.</source>
        <translation>%1: 실행 중에 부하를 바꿨습니다: %2.</translation>
    </message>
    <message>
        <source>at %1 s from %2 to %3 virtual users</source>
        <translation>%1초에 %2에서 %3 virtual users로</translation>
    </message>
    <message>
        <source>at %1 s from %2 to %3 requests/s</source>
        <translation>%1초에 초당 %2에서 %3 요청으로</translation>
    </message>
    <message>
        <source>NOT JUDGED</source>
        <translation>판정하지 않음</translation>
    </message>
    <message>
        <source>Request set from %1: %2 requests, %3, seed %4</source>
        <translation>%1의 요청 집합: 요청 %2개, %3, seed %4</translation>
    </message>
</context>
<context>
    <name>ResultImport</name>
    <message>
        <source>No file was chosen.</source>
        <translation>선택한 파일이 없습니다.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <source>not a Benchwork result</source>
        <translation>Benchwork 결과가 아닙니다</translation>
    </message>
    <message>
        <source>%1 is not a Benchwork result (benchwork.run/1): %2</source>
        <translation>%1은(는) Benchwork 결과(benchwork.run/1)가 아닙니다: %2</translation>
    </message>
    <message>
        <source>No history database is open.</source>
        <translation>열려 있는 기록 데이터베이스가 없습니다.</translation>
    </message>
    <message>
        <source>The results were not merged: %1</source>
        <translation>결과를 병합하지 않았습니다: %1</translation>
    </message>
    <message>
        <source>Benchwork results (*.json)</source>
        <translation>Benchwork 결과 (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
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
        <translation>지연 시간</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>보정</translation>
    </message>
    <message>
        <source>uncorrected</source>
        <translation>비보정</translation>
    </message>
</context>
<context>
    <name>SuiteHeadroom</name>
    <message>
        <source>%1 on %2</source>
        <translation>%2의 %1</translation>
    </message>
</context>
<context>
    <name>SuiteReportLabels</name>
    <message>
        <source>%1: benchmark results</source>
        <translation>%1 벤치마크 결과</translation>
    </message>
    <message>
        <source>%1 of %2 planned runs finished.</source>
        <translation>계획된 %2개 run 중 %1개가 끝났습니다.</translation>
    </message>
    <message>
        <source>The suite was stopped before its end; the runs that finished are kept and reported here.</source>
        <translation>Suite가 끝나기 전에 중단되었습니다. 끝난 run은 보존되어 이 보고서에 포함됩니다.</translation>
    </message>
    <message>
        <source>%1 on %2 could not run: %3</source>
        <translation>%2의 %1은(는) 실행되지 못했습니다: %3</translation>
    </message>
    <message>
        <source>Every run of the suite, in the order it ran.</source>
        <translation>Suite의 모든 run을 실행 순서대로 보여줍니다.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>SLO headroom</source>
        <translation>SLO 여유</translation>
    </message>
    <message>
        <source>not pinned</source>
        <translation>고정 안 함</translation>
    </message>
    <message>
        <source>Comparison with familiar baselines</source>
        <translation>익숙한 기준과의 비교</translation>
    </message>
    <message>
        <source>Each scenario next to results measured elsewhere or imported into the history. Baselines may do less work per request than the scenario: read the notes.</source>
        <translation>각 scenario를 다른 곳에서 측정했거나 history로 가져온 결과와 나란히 보여줍니다. 기준선은 요청당 하는 일이 scenario보다 적을 수 있으니 설명을 함께 읽어 주세요.</translation>
    </message>
    <message>
        <source>%1 (this suite)</source>
        <translation>%1 (이번 측정)</translation>
    </message>
    <message>
        <source>%1: %2 RPS against %4 RPS for %3 (%5x).</source>
        <translation>%1: %2 RPS, %3은(는) %4 RPS입니다 (%5x).</translation>
    </message>
    <message>
        <source>%1 is missing: %2.</source>
        <translation>%1 결과가 없습니다: %2.</translation>
    </message>
    <message>
        <source>history run %1 (%2)</source>
        <translation>history run %1 (%2)</translation>
    </message>
    <message>
        <source>Matrix: targets x CPU configurations</source>
        <translation>Matrix: 대상 x CPU 구성</translation>
    </message>
    <message>
        <source>Each target was started once per CPU configuration, pinned to those CPUs, and ran the scenarios below; it was stopped before the next configuration. The load generator ran on the same machine, unpinned, so it shares the CPUs with the target.</source>
        <translation>각 대상은 CPU 구성마다 한 번씩 해당 CPU에 고정되어 시작되었고, 아래 scenario를 실행한 뒤 다음 구성 전에 종료되었습니다. 부하 생성기는 같은 machine에서 CPU 고정 없이 실행되었으므로 대상과 CPU를 나눠 씁니다.</translation>
    </message>
    <message>
        <source>%1: %2 was the fastest at %3 RPS, %4x %5.</source>
        <translation>%1: 가장 빠른 것은 %2로 %3 RPS이며, %5의 %4x입니다.</translation>
    </message>
    <message>
        <source>%1: requests per second by target and CPUs</source>
        <translation>%1: 대상과 CPU 구성별 초당 요청 수</translation>
    </message>
    <message>
        <source>Runs that could not run</source>
        <translation>실행되지 못한 run</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>결론</translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Suite file</source>
        <translation>Suite 파일</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>대상 %1</translation>
    </message>
    <message>
        <source>built-in demo target (SQLite in memory, %1 documents)</source>
        <translation>내장 demo target (메모리 내 SQLite, document %1개)</translation>
    </message>
    <message>
        <source>running server at %1</source>
        <translation>%1에서 실행 중인 서버</translation>
    </message>
    <message>
        <source>pinned to CPUs %1</source>
        <translation>CPU %1에 고정</translation>
    </message>
    <message>
        <source>memory limit %1</source>
        <translation>메모리 제한 %1</translation>
    </message>
    <message>
        <source>CPU quota %1</source>
        <translation>CPU 할당량 %1</translation>
    </message>
    <message>
        <source>watched as container %1</source>
        <translation>컨테이너 %1로 감시</translation>
    </message>
    <message>
        <source>A/B comparison: %1</source>
        <translation>A/B 비교: %1</translation>
    </message>
    <message>
        <source>%1 (A) and %2 (B) were both up and loaded alternately, A B A B ..., %3 rounds each, so that slow drift of the machine falls on both sides alike.</source>
        <translation>%1(A)과 %2(B)를 둘 다 띄워 두고 A B A B ... 순서로 번갈아 각각 %3 라운드씩 부하를 걸었습니다. 기계의 느린 변화가 양쪽에 똑같이 미치도록 하기 위해서입니다.</translation>
    </message>
    <message>
        <source>The runs are A/B group g%1 in the history (benchwork-cli history compare g%1).</source>
        <translation>이 실행들은 기록의 A/B 그룹 g%1입니다(benchwork-cli history compare g%1).</translation>
    </message>
    <message>
        <source>%1 on %2 was skipped: %3 not found (install it with %4).</source>
        <translation>%2의 %1은(는) 건너뛰었습니다: %3을(를) 찾을 수 없습니다(%4로 설치하세요).</translation>
    </message>
    <message>
        <source>%1 on %2 was skipped: %3 not found.</source>
        <translation>%2의 %1은(는) 건너뛰었습니다: %3을(를) 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>%1 of %2 planned runs were skipped because a runtime is missing on this machine: %3. They count neither as passed nor as failed.</source>
        <translation>이 머신에 런타임이 없어 계획된 run %2개 중 %1개를 건너뛰었습니다: %3. 건너뛴 run은 통과로도 실패로도 세지 않습니다.</translation>
    </message>
    <message>
        <source>The load generator limited %1 of %2 runs (%3): their figures show what the client could send from this machine, not what the server can take. Client and server share the machine&apos;s CPUs here.</source>
        <translation>부하 생성기가 run %2개 중 %1개를 제한했습니다(%3). 이 수치는 서버가 감당할 수 있는 양이 아니라 이 머신에서 클라이언트가 보낼 수 있었던 양입니다. 여기서는 클라이언트와 서버가 머신의 CPU를 나눠 씁니다.</translation>
    </message>
    <message>
        <source>worst</source>
        <translation>최악</translation>
    </message>
    <message>
        <source>timeouts</source>
        <translation>타임아웃</translation>
    </message>
    <message>
        <source>client</source>
        <translation>클라이언트</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>Each target was started once per CPU quota (a cgroup of its own, as docker --cpus sets one) and ran the scenarios below; it was stopped before the next configuration. The load generator ran on the same machine, outside the quota, so it competes with the target for the CPUs.</source>
        <translation>각 대상은 CPU 할당량마다(docker --cpus처럼 자체 cgroup으로) 한 번씩 시작되어 아래 scenario를 실행했고, 다음 구성 전에 중지되었습니다. 부하 생성기는 같은 머신에서 할당량 밖에서 실행되었으므로 CPU를 두고 대상과 경쟁합니다.</translation>
    </message>
    <message>
        <source>runtime %1</source>
        <translation>런타임 %1</translation>
    </message>
    <message>
        <source>Capacity under the SLO</source>
        <translation>SLO 안에서의 처리 한계</translation>
    </message>
    <message>
        <source>A fixed-load run says how a target did at one load. A capacity scenario searched for the highest fixed request rate the target sustains while every bound of its SLO holds; the bars set both against the RPS floor.</source>
        <translation>고정 부하 실행은 target이 한 가지 부하에서 어땠는지를 말해 줍니다. Capacity scenario는 SLO의 모든 조건을 지키면서 target이 견디는 가장 높은 고정 요청률을 탐색했고, 막대는 둘 다 RPS 하한과 비교합니다.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Max sustainable</source>
        <translation>최대 지속 가능</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>구간</translation>
    </message>
    <message>
        <source>p99 at the max</source>
        <translation>최대에서의 p99</translation>
    </message>
    <message>
        <source>RPS floor</source>
        <translation>RPS 하한</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Headroom against the RPS floor (1x = on the floor)</source>
        <translation>RPS 하한 대비 여유 (1배 = 하한)</translation>
    </message>
    <message>
        <source>%1, at fixed load</source>
        <translation>%1, 고정 부하</translation>
    </message>
    <message>
        <source>%1, max sustainable</source>
        <translation>%1, 최대 지속 가능</translation>
    </message>
    <message>
        <source>%1x (%2 RPS)</source>
        <translation>%1배 (%2 RPS)</translation>
    </message>
    <message>
        <source>bound by</source>
        <translation>한계</translation>
    </message>
    <message>
        <source>Each configuration also ran once per network: locally, and through a shaping link between the load generator and the target that adds the network&apos;s round trip, jitter, rate limit and loss (--link). The target was restarted for each network.</source>
        <translation>각 구성은 네트워크마다 한 번씩도 실행했습니다. 로컬로 한 번, 그리고 부하 생성기와 대상 사이에 네트워크의 왕복 시간, 지터, 대역폭 제한, 손실을 더하는 shaping link(--link)를 거쳐 한 번씩입니다. 네트워크마다 대상을 다시 시작했습니다.</translation>
    </message>
    <message>
        <source>A scenario with several rounds shows the median of its rounds for requests/s, p99 and the worst case; errors and timeouts are their sum.</source>
        <translation>여러 라운드를 실행한 scenario는 requests/s, p99, 최악의 경우에 라운드들의 중앙값을 보여 줍니다. 오류와 타임아웃은 합계입니다.</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>네트워크</translation>
    </message>
    <message>
        <source>Matrix: targets x networks</source>
        <translation>Matrix: 대상 x 네트워크</translation>
    </message>
    <message>
        <source>Matrix: targets x CPU configurations x networks</source>
        <translation>Matrix: 대상 x CPU 구성 x 네트워크</translation>
    </message>
</context>
<context>
    <name>SummaryText</name>
    <message>
        <source>%1 requests in %2, %3 req/s</source>
        <translation>%2 동안 요청 %1개, 초당 %3</translation>
    </message>
    <message>
        <source>Complete: %1</source>
        <translation>완료: %1</translation>
    </message>
    <message>
        <source>Stopped early, partial result: %1</source>
        <translation>중간에 중지됨, 부분 결과: %1</translation>
    </message>
    <message>
        <source>Interrupted, partial result: %1</source>
        <translation>중단됨, 부분 결과: %1</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>실행 실패: %1</translation>
    </message>
    <message>
        <source>No SLO set</source>
        <translation>SLO 없음</translation>
    </message>
    <message>
        <source>SLO PASS</source>
        <translation>SLO 통과</translation>
    </message>
    <message>
        <source>SLO FAIL</source>
        <translation>SLO 미달</translation>
    </message>
    <message>
        <source>%1 req/s is below the floor of %2 req/s.</source>
        <translation>초당 %1 요청으로 하한인 초당 %2 요청에 못 미칩니다.</translation>
    </message>
    <message>
        <source>p99 of %1 is above the ceiling of %2.</source>
        <translation>p99가 %1로 상한 %2를 넘습니다.</translation>
    </message>
    <message>
        <source>Error rate %1 is above the allowed %2.</source>
        <translation>오류율 %1이(가) 허용치 %2를 넘습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) were still in flight at the end; they are counted neither as completed nor as errors.</source>
        <translation>
            <numerusform>종료 시 요청 %n개가 아직 처리 중이었습니다. 이 요청은 완료로도 오류로도 집계하지 않습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) of the fixed rate went out late: the client or its connections could not keep up. Latency from the intended send time includes that wait.</source>
        <translation>
            <numerusform>고정 속도의 요청 %n개가 늦게 전송되었습니다. 클라이언트나 연결이 속도를 따라가지 못했습니다. 의도한 전송 시점부터 잰 지연 시간에는 이 대기가 포함됩니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The target process %1.</source>
        <translation>대상 프로세스: %1.</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3 req/s, p50 %4, p99 %5, errors %6</source>
        <translation>%1: 요청 %2개, 초당 %3, p50 %4, p99 %5, 오류 %6</translation>
    </message>
    <message>
        <source>First connect error: %1</source>
        <translation>첫 연결 오류: %1</translation>
    </message>
    <message>
        <source>First send error: %1</source>
        <translation>첫 전송 오류: %1</translation>
    </message>
    <message>
        <source>First receive error: %1</source>
        <translation>첫 수신 오류: %1</translation>
    </message>
    <message>
        <source>First timeout: %1</source>
        <translation>첫 타임아웃: %1</translation>
    </message>
    <message>
        <source>First protocol error: %1</source>
        <translation>첫 프로토콜 오류: %1</translation>
    </message>
    <message>
        <source>First HTTP status error: %1</source>
        <translation>첫 HTTP 상태 오류: %1</translation>
    </message>
    <message>
        <source>no request completed</source>
        <translation>완료된 요청 없음</translation>
    </message>
    <message>
        <source>≥ %1 req/s</source>
        <translation>≥ %1 요청/초</translation>
    </message>
    <message>
        <source>p99 ≤ %1</source>
        <translation>p99 ≤ %1</translation>
    </message>
    <message>
        <source>errors ≤ %1</source>
        <translation>오류 ≤ %1</translation>
    </message>
    <message>
        <source>No SLO: no verdict</source>
        <translation>SLO 없음: 판정 안 함</translation>
    </message>
    <message>
        <source>SLO: %1</source>
        <translation>SLO: %1</translation>
    </message>
    <message>
        <source>No verdict</source>
        <translation>판정 없음</translation>
    </message>
    <message>
        <source>No request completed in the measured phase: there is nothing to judge.</source>
        <translation>측정 구간에 완료된 요청이 없어 판정할 것이 없습니다.</translation>
    </message>
    <message>
        <source>Another Benchwork load (%1 in the history) used this machine while this run ran: both results are skewed.</source>
        <translation>이 실행 중에 다른 Benchwork 부하(기록의 %1)가 같은 머신을 사용했습니다. 두 결과 모두 왜곡되었습니다.</translation>
    </message>
    <message>
        <source>First TLS handshake error: %1</source>
        <translation>첫 TLS 핸드셰이크 오류: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n send(s) of the fixed rate were due but never sent before the end. Their age at the end is in the latency from the intended send time, as a lower bound.</source>
        <translation>
            <numerusform>고정 속도의 전송 %n개가 예정됐지만 끝날 때까지 보내지 못했습니다. 종료 시점까지 기다린 시간이 의도한 전송 시점부터의 지연 시간에 하한으로 들어 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The run failed: the target exited during it. Partial result: %1</source>
        <translation>실행 실패: 실행 중에 대상이 종료되었습니다. 부분 결과: %1</translation>
    </message>
    <message>
        <source>Run FAILED</source>
        <translation>실행 실패</translation>
    </message>
    <message>
        <source>Its target ended during the run: the figures measure a server going down.</source>
        <translation>실행 중에 대상이 종료되었습니다: 이 수치는 멈춰 가는 서버를 잰 것입니다.</translation>
    </message>
    <message>
        <source>Not judged</source>
        <translation>판정하지 않음</translation>
    </message>
    <message>
        <source>The run was interrupted before its end: its figures are partial, so it neither passed nor failed.</source>
        <translation>실행이 끝나기 전에 중단되었습니다. 수치가 일부뿐이므로 통과도 실패도 아닙니다.</translation>
    </message>
    <message>
        <source>The run was stopped before its end: its figures are partial, so it neither passed nor failed.</source>
        <translation>실행을 끝나기 전에 멈췄습니다. 수치가 일부뿐이므로 통과도 실패도 아닙니다.</translation>
    </message>
</context>
<context>
    <name>VerdictText</name>
    <message>
        <source>%1x RPS target</source>
        <translation>RPS 목표 대비 %1배</translation>
    </message>
    <message>
        <source>%1x p99 headroom</source>
        <translation>p99 여유 %1배</translation>
    </message>
    <message>
        <source>%1 errors, ceiling %2</source>
        <translation>오류 %1, 상한 %2</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <source>the demo target</source>
        <translation>데모 대상</translation>
    </message>
    <message>
        <source>the launched server (pid %1)</source>
        <translation>실행한 서버 (pid %1)</translation>
    </message>
    <message>
        <source>container %1</source>
        <translation>컨테이너 %1</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>프로세스 %1</translation>
    </message>
    <message>
        <source>%1 does not listen on %2</source>
        <translation>%1은(는) %2에서 요청을 기다리지 않습니다</translation>
    </message>
    <message>
        <source>%1 is not an address of this machine</source>
        <translation>%1은(는) 이 컴퓨터의 주소가 아닙니다</translation>
    </message>
    <message>
        <source>the requests go through the proxy %1, so the server behind it is not known</source>
        <translation>요청이 프록시 %1을(를) 거치므로 그 뒤의 서버를 알 수 없습니다</translation>
    </message>
    <message>
        <source>whether %1 listens on %2 could not be read (%3)</source>
        <translation>%1이(가) %2에서 요청을 기다리는지 읽을 수 없습니다 (%3)</translation>
    </message>
    <message>
        <source>No process watched: %1.</source>
        <translation>감시 중인 프로세스 없음: %1.</translation>
    </message>
    <message>
        <source>The watched process may not be the URL&apos;s server: %1.</source>
        <translation>감시 중인 프로세스가 URL의 서버가 아닐 수 있습니다: %1.</translation>
    </message>
    <message>
        <source>The watched process is not the URL&apos;s server: %1. Its memory and CPU are not the server&apos;s.</source>
        <translation>감시 중인 프로세스는 URL의 서버가 아닙니다: %1. 그 메모리와 CPU는 서버의 것이 아닙니다.</translation>
    </message>
</context>
<context>
    <name>bwui</name>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>Starting… waiting for %1</source>
        <translation>시작하는 중… %1 응답을 기다립니다</translation>
    </message>
    <message>
        <source>Starting… waiting for %1 to accept connections</source>
        <translation>시작하는 중… %1이(가) 연결을 받을 때까지 기다립니다</translation>
    </message>
    <message>
        <source>Starting… waiting for the command to start</source>
        <translation>시작하는 중… 명령이 시작되기를 기다립니다</translation>
    </message>
    <message>
        <source>Starting… waiting for the demo target&apos;s listening line</source>
        <translation>시작하는 중… 데모 대상이 주소를 알리기를 기다립니다</translation>
    </message>
</context>
<context>
    <name>bwui::BaselinePicker</name>
    <message>
        <source>Base&amp;line:</source>
        <translation>기준선(&amp;L):</translation>
    </message>
    <message>
        <source>A past run to draw faded under the live charts, aligned by second since the start of the measured phase; the big figures then compare against it.</source>
        <translation>실시간 차트 아래에 흐리게 그릴 과거 실행입니다. 측정 구간 시작부터의 초 단위로 맞춰 그리며, 큰 수치도 이 실행과 비교합니다.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Last run of the same target and load</source>
        <translation>같은 대상과 부하의 마지막 실행</translation>
    </message>
    <message>
        <source>Run #%1</source>
        <translation>실행 #%1</translation>
    </message>
    <message>
        <source>Choose from history…</source>
        <translation>기록에서 선택…</translation>
    </message>
    <message>
        <source>%1 · %2 req/s · p99 %3</source>
        <translation>%1 · %2 요청/초 · p99 %3</translation>
    </message>
    <message>
        <source>The history has no complete run to compare with yet.</source>
        <translation>아직 기록에 비교할 완료된 실행이 없습니다.</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>기준선</translation>
    </message>
    <message>
        <source>Compare the next runs with:</source>
        <translation>다음 실행들과 비교할 실행:</translation>
    </message>
    <message>
        <source>The baseline cannot be read: the history at %1 does not open (%2).</source>
        <translation>기준선을 읽을 수 없습니다: %1의 기록을 열 수 없습니다 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>No baseline: the history has no complete run of %1 with %n virtual user(s) and this rate yet.</source>
        <translation>
            <numerusform>기준선 없음: 기록에 가상 사용자 %n명, 같은 속도로 %1을(를) 실행한 완료된 실행이 아직 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The baseline run #%1 cannot be read: %2</source>
        <translation>기준선 실행 #%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>run #%1</source>
        <translation>실행 #%1</translation>
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
        <translation>함께 제공되는 suite가 없습니다</translation>
    </message>
    <message>
        <source>Bundled suites…</source>
        <translation>함께 제공되는 suite…</translation>
    </message>
    <message>
        <source>The suites that come with Benchwork: the reference report, the write-ups&apos; matrices and their seed runtimes. Choose one to open it.</source>
        <translation>Benchwork와 함께 제공되는 suite입니다: 참고 보고서, 두 글의 matrix와 seed 런타임. 하나를 고르면 열립니다.</translation>
    </message>
</context>
<context>
    <name>bwui::CapacityChart</name>
    <message>
        <source>p99 against offered rate</source>
        <translation>제시 요청률에 따른 p99</translation>
    </message>
    <message>
        <source>offered rate (req/s)</source>
        <translation>제시 요청률 (요청/초)</translation>
    </message>
    <message>
        <source>p99 (ms)</source>
        <translation>p99 (ms)</translation>
    </message>
    <message>
        <source>step passed</source>
        <translation>통과한 단계</translation>
    </message>
    <message>
        <source>step failed</source>
        <translation>실패한 단계</translation>
    </message>
    <message>
        <source>p99 ceiling</source>
        <translation>p99 상한</translation>
    </message>
    <message>
        <source>bracket [last pass, first fail]</source>
        <translation>구간 [마지막 통과, 첫 실패]</translation>
    </message>
    <message>
        <source>at least %1 req/s: nothing above it failed</source>
        <translation>최소 %1 요청/초: 그 위에서 실패한 step 없음</translation>
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
        <translation>0보다 커야 합니다</translation>
    </message>
    <message>
        <source>&amp;Capacity search</source>
        <translation>처리 한계 탐색(&amp;C)</translation>
    </message>
    <message>
        <source>Find the highest fixed request rate the target sustains inside the SLO: grow x2 until a step fails, then bisect between the last pass and the first fail, then confirm.</source>
        <translation>SLO 안에서 대상이 견디는 가장 높은 고정 요청률을 찾습니다: 단계가 실패할 때까지 2배씩 올리고, 마지막 통과와 첫 실패 사이를 이분한 뒤 확인합니다.</translation>
    </message>
    <message>
        <source>Load s&amp;weep</source>
        <translation>부하 스윕(&amp;W)</translation>
    </message>
    <message>
        <source>One step per point of a VU list or a rate range: throughput against load, latency against throughput, and for VUs the Universal Scalability Law fitted.</source>
        <translation>VU 목록이나 요청률 범위의 점마다 한 단계: 부하에 따른 처리량, 처리량에 따른 지연 시간, 그리고 VU 스윕에는 범용 확장성 법칙(USL) 적합.</translation>
    </message>
    <message>
        <source>Service-level objective and search</source>
        <translation>서비스 수준 목표와 탐색</translation>
    </message>
    <message>
        <source>p99 ceiling (ms)</source>
        <translation>p99 상한 (ms)</translation>
    </message>
    <message>
        <source>Every step&apos;s corrected p99 must stay at or below this. Required.</source>
        <translation>모든 단계의 보정된 p99가 이 값 이하여야 합니다. 필수입니다.</translation>
    </message>
    <message>
        <source>Error rate ceiling (%)</source>
        <translation>오류율 상한 (%)</translation>
    </message>
    <message>
        <source>Every step&apos;s error rate must stay at or below this.</source>
        <translation>모든 단계의 오류율이 이 값 이하여야 합니다.</translation>
    </message>
    <message>
        <source>RPS floor (req/s)</source>
        <translation>RPS 하한 (요청/초)</translation>
    </message>
    <message>
        <source>The answer is compared with it (&quot;1.9x the floor&quot;); 0: none.</source>
        <translation>답을 이 값과 비교합니다 (&quot;하한의 1.9x&quot;); 0: 없음.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Start rate (req/s)</source>
        <translation>시작 요청률 (요청/초)</translation>
    </message>
    <message>
        <source>The first step&apos;s rate. 0: half the throughput of a short closed-model probe.</source>
        <translation>첫 단계의 요청률. 0: 짧은 closed model probe 처리량의 절반.</translation>
    </message>
    <message>
        <source>from a probe</source>
        <translation>probe로 정함</translation>
    </message>
    <message>
        <source>Minimum rate (req/s)</source>
        <translation>최소 요청률 (요청/초)</translation>
    </message>
    <message>
        <source>Halving stops here: when no rate down to it passes, the search ends with none found.</source>
        <translation>절반으로 줄이기는 여기서 멈춥니다: 여기까지 통과한 요청률이 없으면 찾지 못한 채 끝납니다.</translation>
    </message>
    <message>
        <source>Maximum rate (req/s)</source>
        <translation>최대 요청률 (요청/초)</translation>
    </message>
    <message>
        <source>Growing stops here. 0: no ceiling (the step limit bounds the search).</source>
        <translation>늘리기는 여기서 멈춥니다. 0: 상한 없음 (단계 수 제한이 탐색을 묶습니다).</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <source>Precision (%)</source>
        <translation>정밀도 (%)</translation>
    </message>
    <message>
        <source>Done when the first fail is within this much of the last pass.</source>
        <translation>첫 실패가 마지막 통과에서 이만큼 안에 들면 끝납니다.</translation>
    </message>
    <message>
        <source>Sweep points</source>
        <translation>스윕 점</translation>
    </message>
    <message>
        <source>VUs</source>
        <translation>VU</translation>
    </message>
    <message>
        <source>Closed model: ascending VU counts, &quot;...&quot; continues the pattern (1,2,4,...,256).</source>
        <translation>Closed model: 오름차순 VU 수, &quot;...&quot;는 규칙을 이어갑니다 (1,2,4,...,256).</translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>요청률</translation>
    </message>
    <message>
        <source>Open model: FROM:TO:STEP in requests/s (100:2000:100).</source>
        <translation>Open model: 초당 요청 수로 FROM:TO:STEP (100:2000:100).</translation>
    </message>
    <message>
        <source>Step length (s)</source>
        <translation>단계 길이 (초)</translation>
    </message>
    <message>
        <source>The measured part of each step.</source>
        <translation>각 단계의 측정 구간.</translation>
    </message>
    <message>
        <source>Step warm-up (s)</source>
        <translation>단계 워밍업 (초)</translation>
    </message>
    <message>
        <source>Before each step&apos;s measured part; nothing counted.</source>
        <translation>각 단계의 측정 구간 전; 아무것도 세지 않습니다.</translation>
    </message>
</context>
<context>
    <name>bwui::CapacityPanel</name>
    <message>
        <source>The target is not ready.</source>
        <translation>대상이 준비되지 않았습니다.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>Between steps…</source>
        <translation>단계 사이…</translation>
    </message>
    <message>
        <source>Step %1: closed-model probe</source>
        <translation>단계 %1: closed model probe</translation>
    </message>
    <message>
        <source>Step %1 (%2) at %3 req/s</source>
        <translation>단계 %1 (%2), %3 요청/초</translation>
    </message>
    <message>
        <source>Step %1 (%2) at %3 VUs</source>
        <translation>단계 %1 (%2), VU %3</translation>
    </message>
    <message>
        <source>%1 (point %2 of %3)</source>
        <translation>%1 (점 %2/%3)</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>끝났습니다.</translation>
    </message>
    <message>
        <source>Finished; not saved in the history: %1</source>
        <translation>끝났습니다. 기록에 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>스윕 실행</translation>
    </message>
    <message>
        <source>Run search</source>
        <translation>탐색 실행</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
</context>
<context>
    <name>bwui::ChartsPanel</name>
    <message>
        <source>Requests per second</source>
        <translation>초당 요청 수</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>요청/초</translation>
    </message>
    <message>
        <source>Latency per second (ms)</source>
        <translation>초별 지연 시간 (ms)</translation>
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
        <translation>최대</translation>
    </message>
    <message>
        <source>Server process</source>
        <translation>서버 프로세스</translation>
    </message>
    <message>
        <source>RSS (MiB)</source>
        <translation>RSS (MiB)</translation>
    </message>
    <message>
        <source>CPU (% of a core)</source>
        <translation>CPU (코어 1개 기준 %)</translation>
    </message>
    <message>
        <source>Errors per second</source>
        <translation>초당 오류 수</translation>
    </message>
    <message>
        <source>connection / timeout</source>
        <translation>연결 / 타임아웃</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP 상태</translation>
    </message>
    <message>
        <source>warmup</source>
        <translation>워밍업</translation>
    </message>
    <message>
        <source>A logarithmic axis keeps p50 readable next to rare, much slower requests.</source>
        <translation>로그 축을 쓰면 드물게 훨씬 느린 요청이 있어도 p50을 읽기 쉽습니다.</translation>
    </message>
    <message>
        <source>Lo&amp;garithmic latency axis</source>
        <translation>지연 시간 로그 축(&amp;G)</translation>
    </message>
    <message>
        <source>throttled (% of quota periods)</source>
        <translation>제한됨 (할당량 주기의 %)</translation>
    </message>
    <message>
        <source>baseline requests/s</source>
        <translation>기준선 요청/초</translation>
    </message>
    <message>
        <source>baseline p99</source>
        <translation>기준선 p99</translation>
    </message>
    <message>
        <source>Latency by percentile (ms)</source>
        <translation>백분위수별 지연 시간 (ms)</translation>
    </message>
    <message>
        <source>The percentile spectrum of the measured phase so far: how long the given share of requests took at most. Updated every second.</source>
        <translation>지금까지 측정 구간의 백분위수 분포입니다: 요청 중 주어진 비율이 최대 얼마나 걸렸는지 보여 주며, 매초 갱신됩니다.</translation>
    </message>
    <message>
        <source>Show ma&amp;x</source>
        <translation>최댓값 표시(&amp;X)</translation>
    </message>
    <message>
        <source>Hide the max line when a single slow request flattens p50 and p99. Clicking a legend entry hides or shows any line.</source>
        <translation>느린 요청 하나 때문에 p50과 p99가 납작해지면 최댓값 선을 숨기세요. 범례 항목을 클릭하면 어떤 선이든 숨기거나 표시합니다.</translation>
    </message>
    <message>
        <source>Hover for the values at a second; drag to zoom, double-click to reset; right-click to save as PNG or SVG.</source>
        <translation>마우스를 올리면 그 초의 값을 보여 줍니다. 드래그하면 확대, 더블클릭하면 초기화, 오른쪽 클릭으로 PNG나 SVG로 저장합니다.</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>기준선</translation>
    </message>
    <message>
        <source>SLO floor %1 req/s</source>
        <translation>SLO 하한 %1 요청/초</translation>
    </message>
    <message>
        <source>SLO p99 ceiling %1</source>
        <translation>SLO p99 상한 %1</translation>
    </message>
    <message>
        <source>intended requests/s</source>
        <translation>의도한 초당 요청</translation>
    </message>
    <message>
        <source>intended VUs (right axis)</source>
        <translation>의도한 VU (오른쪽 축)</translation>
    </message>
    <message>
        <source>VUs</source>
        <translation>VU</translation>
    </message>
    <message>
        <source>%1 → %2 VUs</source>
        <translation>VU %1 → %2</translation>
    </message>
    <message>
        <source>%1 → %2 requests/s</source>
        <translation>초당 요청 %1 → %2</translation>
    </message>
    <message>
        <source>p99 per request</source>
        <translation>요청별 p99</translation>
    </message>
    <message>
        <source>A dotted p99 line for each of the request set&apos;s first %1 entries; the table below has every entry. Clicking a legend entry hides or shows one line.</source>
        <translation>요청 세트의 처음 %1개 항목마다 점선 p99 선을 그립니다. 아래 표에는 모든 항목이 있습니다. 범례 항목을 클릭하면 선 하나를 숨기거나 다시 보입니다.</translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation>p99 %1</translation>
    </message>
</context>
<context>
    <name>bwui::CompareSpectrum</name>
    <message>
        <source>Latency by percentile (ms), each run</source>
        <translation>실행별 백분위수 지연 시간 (ms)</translation>
    </message>
</context>
<context>
    <name>bwui::CompareView</name>
    <message>
        <source>&amp;Baseline:</source>
        <translation>기준(&amp;B):</translation>
    </message>
    <message>
        <source>Ratios and the muted bars are relative to this run.</source>
        <translation>비율과 흐린 막대는 이 실행을 기준으로 합니다.</translation>
    </message>
    <message>
        <source>Ratios: this run&apos;s value divided by the baseline&apos;s (for errors, the difference in percentage points).</source>
        <translation>비율: 이 실행의 값을 기준 실행의 값으로 나눈 값입니다(오류는 퍼센트포인트 차이).</translation>
    </message>
    <message>
        <source>Fixed-rate runs list latency from the intended send time; their per-second lines show the latency as measured.</source>
        <translation>고정 속도 실행의 지연 시간은 의도한 전송 시점부터 잰 값이고, 초별 선은 실제로 측정한 지연 시간입니다.</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>초당 요청 수</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>높을수록 좋음</translation>
    </message>
    <message>
        <source>(baseline)</source>
        <translation>(기준)</translation>
    </message>
    <message>
        <source>p99 latency (ms)</source>
        <translation>p99 지연 시간 (ms)</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>낮을수록 좋음</translation>
    </message>
    <message>
        <source>Choose at least two runs to compare.</source>
        <translation>비교하려면 실행을 두 개 이상 선택하세요.</translation>
    </message>
    <message>
        <source>No history database is open.</source>
        <translation>열려 있는 기록 데이터베이스가 없습니다.</translation>
    </message>
    <message>
        <source>Run %1 is not part of this comparison.</source>
        <translation>실행 %1은(는) 이 비교에 포함되어 있지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n run(s)</source>
        <translation>
            <numerusform>실행 %n개 비교</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs of one round group are one side below; a side of one run cannot separate change from noise. Repeat the runs to tell: Rounds in the load panel (6 or more).</source>
        <translation>아래에서 한 라운드 그룹의 실행들은 한쪽으로 묶입니다. 실행이 하나뿐인 쪽으로는 변화와 잡음을 구분할 수 없습니다. 구분하려면 실행을 반복하세요: 부하 패널의 라운드(6 이상).</translation>
    </message>
    <message>
        <source>Requests per second, each run&apos;s measured phase</source>
        <translation>실행별 초당 요청 수 (측정 구간)</translation>
    </message>
    <message>
        <source>p99 latency per second (ms), each run&apos;s measured phase</source>
        <translation>실행별 초당 p99 지연 시간 (ms, 측정 구간)</translation>
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
        <translation>초당 요청</translation>
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
        <translation>최대</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation>클라이언트 CPU</translation>
    </message>
    <message>
        <source>(baseline)</source>
        <translation>(기준)</translation>
    </message>
    <message>
        <source>%1 pp</source>
        <translation>%1%p</translation>
    </message>
    <message>
        <source>Error rate minus the baseline&apos;s, in percentage points.</source>
        <translation>오류율에서 기준 실행의 오류율을 뺀 값(퍼센트포인트)입니다.</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1배</translation>
    </message>
    <message>
        <source>This run&apos;s value divided by the baseline&apos;s.</source>
        <translation>이 실행의 값을 기준 실행의 값으로 나눈 값입니다.</translation>
    </message>
    <message>
        <source>Fixed-rate run: latency from the intended send time (coordinated omission corrected).</source>
        <translation>고정 속도 실행: 의도한 전송 시점부터 잰 지연 시간입니다(coordinated omission 보정).</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>최대 메모리</translation>
    </message>
</context>
<context>
    <name>bwui::DemoHost</name>
    <message>
        <source>The demo target was not found at %1.</source>
        <translation>데모 대상을 %1에서 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>The demo target could not be started: %1</source>
        <translation>데모 대상을 시작할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The demo target exited: %1</source>
        <translation>데모 대상이 종료되었습니다: %1</translation>
    </message>
    <message>
        <source>The demo target did not start: %1</source>
        <translation>데모 대상이 시작되지 않았습니다: %1</translation>
    </message>
    <message>
        <source>The demo target did not announce its address within %1 s.</source>
        <translation>데모 대상이 %1초 안에 주소를 알리지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>bwui::FlowEditor</name>
    <message>
        <source>A try is under way.</source>
        <translation>시도가 진행 중입니다.</translation>
    </message>
    <message>
        <source>Flows: each virtual user runs a flow&apos;s steps in order, picked by weight</source>
        <translation>흐름: 각 가상 사용자가 가중치로 고른 흐름의 단계를 순서대로 실행합니다</translation>
    </message>
    <message>
        <source>Add flow</source>
        <translation>흐름 추가</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>복제</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>On failure:</source>
        <translation>실패 시:</translation>
    </message>
    <message>
        <source>Cookie jar per virtual user</source>
        <translation>가상 사용자마다 쿠키 저장소</translation>
    </message>
    <message>
        <source>Try once</source>
        <translation>한 번 시도</translation>
    </message>
    <message>
        <source>Steps of the selected flow, in order (double-click a cell to edit)</source>
        <translation>선택한 흐름의 단계, 순서대로 (셀을 두 번 클릭해 편집)</translation>
    </message>
    <message>
        <source>Add step</source>
        <translation>단계 추가</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>위로</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>아래로</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>계속 진행</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>처음부터 다시</translation>
    </message>
    <message>
        <source>After a failed check or a missing value. Go on: the steps that need a value that is missing are skipped. Start over: the iteration ends, failed, and the user begins the next.</source>
        <translation>검사가 실패하거나 값이 빠졌을 때. 계속 진행: 빠진 값이 필요한 단계는 건너뜁니다. 처음부터 다시: 그 반복은 실패로 끝나고 사용자는 다음 반복을 시작합니다.</translation>
    </message>
</context>
<context>
    <name>bwui::FlowStepsModel</name>
    <message>
        <source>step %1</source>
        <translation>단계 %1</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>메서드</translation>
    </message>
    <message>
        <source>Path or URL</source>
        <translation>경로 또는 URL</translation>
    </message>
</context>
<context>
    <name>bwui::FlowTryView</name>
    <message>
        <source>Trying &quot;%1&quot; once against the target…</source>
        <translation>&quot;%1&quot;을(를) 대상에 한 번 시도하는 중…</translation>
    </message>
    <message>
        <source>The try could not run: %1</source>
        <translation>시도를 실행하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Try once sends one iteration of the selected flow to the run&apos;s target and shows each step here.</source>
        <translation>한 번 시도는 선택한 흐름의 반복 하나를 실행 대상에 보내고 각 단계를 여기에 보여 줍니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; passed: every step was sent, answered 2xx or 3xx, and every check held.</source>
        <translation>&quot;%1&quot; 통과: 모든 단계가 전송되어 2xx 또는 3xx로 응답받았고 모든 검사를 통과했습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; failed: see the marked steps.</source>
        <translation>&quot;%1&quot; 실패: 표시된 단계를 보세요.</translation>
    </message>
    <message>
        <source>Not reached: an earlier step failed, and this flow starts over after a failure (On failure: restart).</source>
        <translation>도달하지 못함: 앞 단계가 실패했고, 이 흐름은 실패하면 처음부터 다시 시작합니다 (실패 시: 다시 시작).</translation>
    </message>
    <message>
        <source>Skipped: not sent, as it needs %1, which an earlier step did not give (its extraction found nothing, or that step failed).</source>
        <translation>건너뜀: 보내지 않았습니다. %1이(가) 필요하지만 앞 단계가 주지 않았습니다 (추출한 값이 없거나 그 단계가 실패함).</translation>
    </message>
    <message>
        <source>Request as sent</source>
        <translation>보낸 그대로의 요청</translation>
    </message>
    <message>
        <source>Response (%1 ms)</source>
        <translation>응답 (%1 ms)</translation>
    </message>
    <message>
        <source>No response: %1</source>
        <translation>응답 없음: %1</translation>
    </message>
    <message>
        <source>Extracted</source>
        <translation>추출한 값</translation>
    </message>
    <message>
        <source>Failed checks</source>
        <translation>실패한 검사</translation>
    </message>
    <message>
        <source>%1. %2: not reached</source>
        <translation>%1. %2: 도달하지 못함</translation>
    </message>
    <message>
        <source>%1. %2: skipped</source>
        <translation>%1. %2: 건너뜀</translation>
    </message>
    <message>
        <source>%1. %2: no response</source>
        <translation>%1. %2: 응답 없음</translation>
    </message>
    <message>
        <source>%1. %2: %3 in %4 ms</source>
        <translation>%1. %2: %3, %4 ms</translation>
    </message>
    <message numerus="yes">
        <source>, %n check(s) failed</source>
        <translation>
            <numerusform>, 검사 %n개 실패</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected step&apos;s request, response head, extracted values and failed checks.</source>
        <translation>선택한 단계의 요청, 응답 헤더, 추출한 값과 실패한 검사.</translation>
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
            <numerusform>%n회</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A/B, %n round(s) each</source>
        <translation>
            <numerusform>A/B, 쪽마다 %n회</numerusform>
        </translation>
    </message>
    <message>
        <source>A/B group %1: A and B alternated, each side the median of its own rounds.</source>
        <translation>A/B 그룹 %1: A와 B를 번갈아 실행했으며, 각 쪽은 그 쪽 라운드들의 중앙값입니다.</translation>
    </message>
    <message numerus="yes">
        <source>Round group %1: the medians of its %n round(s).</source>
        <translation>
            <numerusform>라운드 그룹 %1: %n회 라운드의 중앙값.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n run(s) (%2)</source>
        <translation>
            <numerusform>%1, 실행 %n개 (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) did not complete.</source>
        <translation>
            <numerusform>실행 %n개가 완료되지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click to list each round; compare it to see the interval and the significance of a change.</source>
        <translation>더블클릭하면 회차별로 펼쳐지고, 비교하면 구간과 변화의 유의성을 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Failed requests of all the rounds, with the median of their shares.</source>
        <translation>모든 라운드의 실패한 요청 수와, 그 비율의 중앙값입니다.</translation>
    </message>
    <message>
        <source>The largest peak resident memory of the target over the rounds.</source>
        <translation>라운드 가운데 가장 큰 대상의 최대 상주 메모리입니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s) failed the SLO.</source>
        <translation>
            <numerusform>%n회 중 %1회가 SLO를 통과하지 못했습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bwui::HeadroomBars</name>
    <message>
        <source>PASS</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>SLO 없음</translation>
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
        <translation>RPS 목표 대비 %1</translation>
    </message>
    <message>
        <source>%1 p99 headroom</source>
        <translation>p99 여유 %1</translation>
    </message>
    <message>
        <source>no requests/s floor</source>
        <translation>요청/초 하한 없음</translation>
    </message>
    <message>
        <source>no p99 ceiling</source>
        <translation>p99 상한 없음</translation>
    </message>
    <message>
        <source>1x = on target</source>
        <translation>1x = 목표 그대로</translation>
    </message>
</context>
<context>
    <name>bwui::HistoryDatabase</name>
    <message>
        <source>No history database is set.</source>
        <translation>기록 데이터베이스가 지정되지 않았습니다.</translation>
    </message>
    <message>
        <source>The history database %1 could not be opened: %2</source>
        <translation>기록 데이터베이스 %1을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The history database %1 is not open.</source>
        <translation>기록 데이터베이스 %1이(가) 열려 있지 않습니다.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Listing the runs failed</source>
        <translation>실행 목록을 읽지 못했습니다</translation>
    </message>
    <message>
        <source>Counting the runs failed</source>
        <translation>실행 수를 세지 못했습니다</translation>
    </message>
    <message>
        <source>Reading run %1 failed</source>
        <translation>실행 %1을(를) 읽지 못했습니다</translation>
    </message>
    <message>
        <source>Loading run %1 failed</source>
        <translation>실행 %1을(를) 불러오지 못했습니다</translation>
    </message>
    <message>
        <source>Comparing the runs failed</source>
        <translation>실행을 비교하지 못했습니다</translation>
    </message>
    <message>
        <source>Renaming run %1 failed</source>
        <translation>실행 %1의 이름을 바꾸지 못했습니다</translation>
    </message>
    <message>
        <source>Saving the tags of run %1 failed</source>
        <translation>실행 %1의 태그를 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>Saving the notes of run %1 failed</source>
        <translation>실행 %1의 메모를 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>Deleting run %1 failed</source>
        <translation>실행 %1을(를) 삭제하지 못했습니다</translation>
    </message>
    <message>
        <source>Saving the imported runs failed</source>
        <translation>가져온 실행을 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>Reading the runs of run %1&apos;s scenario failed: %2</source>
        <translation>실행 %1의 시나리오에 속한 실행을 읽지 못했습니다: %2</translation>
    </message>
    <message>
        <source>Accepting the change at run %1 failed</source>
        <translation>실행 %1의 변화를 수용하지 못했습니다</translation>
    </message>
    <message>
        <source>Reading group %1 failed</source>
        <translation>그룹 %1을(를) 읽지 못했습니다</translation>
    </message>
    <message>
        <source>Reading runs failed</source>
        <translation>실행을 읽지 못했습니다</translation>
    </message>
    <message>
        <source>Reading the runs of group %1 failed</source>
        <translation>그룹 %1의 실행을 읽지 못했습니다</translation>
    </message>
</context>
<context>
    <name>bwui::HistoryPanel</name>
    <message>
        <source>Compare at most %1 runs at a time.</source>
        <translation>한 번에 최대 %1개 실행까지 비교할 수 있습니다.</translation>
    </message>
    <message>
        <source>Run history — Benchwork</source>
        <translation>실행 기록 — Benchwork</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>실행 목록</translation>
    </message>
    <message>
        <source>Run &amp;History</source>
        <translation>실행 기록(&amp;H)</translation>
    </message>
    <message>
        <source>Saved runs: browse, open, compare, import and export</source>
        <translation>저장된 실행을 찾아보고, 열고, 비교하고, 가져오고, 내보냅니다</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>Show the selected run&apos;s charts and summary (Enter)</source>
        <translation>선택한 실행의 차트와 요약을 봅니다 (Enter)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Compare the selected runs side by side (Ctrl+D)</source>
        <translation>선택한 실행을 나란히 비교합니다 (Ctrl+D)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>삭제…</translation>
    </message>
    <message>
        <source>Delete the selected runs from the history (Del)</source>
        <translation>선택한 실행을 기록에서 삭제합니다 (Del)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>가져오기(&amp;I)</translation>
    </message>
    <message>
        <source>wrk text output…</source>
        <translation>wrk 텍스트 출력…</translation>
    </message>
    <message>
        <source>k6 summary JSON…</source>
        <translation>k6 요약 JSON…</translation>
    </message>
    <message>
        <source>oha JSON…</source>
        <translation>oha JSON…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>Charts as PNG…</source>
        <translation>차트 PNG 이미지…</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>실행 삭제</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the history?</source>
        <translation>
            <numerusform>실행 %n개를 기록에서 삭제할까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their series, histograms, tags and notes are removed for good. This cannot be undone.</source>
        <translation>초별 데이터, 히스토그램, 태그와 메모가 모두 지워지며 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>%1 is still being recorded by a running benchmark; nothing was deleted.</source>
        <translation>%1은(는) 실행 중인 벤치마크가 아직 기록하고 있어 아무것도 삭제하지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n run(s).</source>
        <translation>
            <numerusform>실행 %n개를 삭제했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s).</source>
        <translation>
            <numerusform>실행 %n개를 가져왔습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the runs to export first.</source>
        <translation>먼저 내보낼 실행을 선택하세요.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1에 저장했습니다.</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>차트 내보내기</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>Open a run or a comparison to export its charts.</source>
        <translation>차트를 내보내려면 실행이나 비교를 여세요.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>실행 기록</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>추세</translation>
    </message>
    <message>
        <source>The selected run&apos;s scenario over time, with intervals and change points</source>
        <translation>선택한 실행의 시나리오를 시간순으로 봅니다(구간과 변화점 포함)</translation>
    </message>
    <message>
        <source>Benchwork results (JSON, several agents merged)…</source>
        <translation>Benchwork 결과 (JSON, 여러 에이전트 병합)…</translation>
    </message>
    <message>
        <source>Import result files written by benchwork-cli run --json; the results of the agents of one run can be merged into one run</source>
        <translation>benchwork-cli run --json으로 기록한 결과 파일을 가져옵니다. 한 실행의 에이전트 결과는 하나의 실행으로 병합할 수 있습니다</translation>
    </message>
    <message>
        <source>Import Benchwork results</source>
        <translation>Benchwork 결과 가져오기</translation>
    </message>
    <message>
        <source>Merge agents&apos; results</source>
        <translation>에이전트 결과 병합</translation>
    </message>
    <message numerus="yes">
        <source>These %n files are the results of agents of a many-agent run. Merge them into one run?</source>
        <translation>
            <numerusform>이 파일 %n개는 다중 에이전트 실행을 이룬 에이전트들의 결과입니다. 하나의 실행으로 병합할까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>Merging adds their counts and latency histograms exactly; the merged run lists each agent. Importing them separately keeps one run per agent.</source>
        <translation>병합하면 개수와 지연 시간 히스토그램을 정확히 더하고, 병합된 실행에 각 에이전트가 나열됩니다. 따로 가져오면 에이전트마다 실행이 하나씩 남습니다.</translation>
    </message>
    <message>
        <source>Merge into one run</source>
        <translation>하나의 실행으로 병합</translation>
    </message>
    <message>
        <source>Import separately</source>
        <translation>따로 가져오기</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <source>Run this run&apos;s load again in the main window; a run whose load was changed while it ran replays the schedule that ran, as stages</source>
        <translation>이 실행의 부하를 메인 창에서 다시 실행합니다. 실행 중에 부하를 바꾼 실행은 실제로 실행된 일정을 단계로 재현합니다</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln run(s) match the filters.</source>
        <translation>
            <numerusform>실행 %Ln개 중 %1개가 필터 조건에 맞습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) in the history.</source>
        <translation>
            <numerusform>기록에 실행 %Ln개가 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln run(s) selected</source>
        <translation>
            <numerusform>실행 %Ln개 선택됨</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listing every run: %Ln row(s) shown so far.</source>
        <translation>
            <numerusform>모든 실행을 불러오는 중: 지금까지 %Ln행 표시됨.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bwui::HistoryTabs</name>
    <message>
        <source>Capacity search g%1 cannot be read: %2</source>
        <translation>처리 한계 탐색 g%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Capacity g%1</source>
        <translation>처리 한계 g%1</translation>
    </message>
    <message>
        <source>Load sweep g%1 cannot be read: %2</source>
        <translation>부하 스윕 g%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Sweep g%1</source>
        <translation>스윕 g%1</translation>
    </message>
    <message>
        <source>Group g%1 is not a capacity search or a sweep.</source>
        <translation>그룹 g%1은(는) 처리 한계 탐색이나 스윕이 아닙니다.</translation>
    </message>
</context>
<context>
    <name>bwui::LiveFiguresPanel</name>
    <message>
        <source>Requests/s now</source>
        <translation>현재 초당 요청</translation>
    </message>
    <message>
        <source>Requests completed during the last complete second.</source>
        <translation>직전 1초 동안 완료된 요청 수입니다.</translation>
    </message>
    <message>
        <source>p99 latency now</source>
        <translation>현재 p99 지연 시간</translation>
    </message>
    <message>
        <source>99 % of the requests completed during the last complete second took at most this long.</source>
        <translation>직전 1초 동안 완료된 요청의 99%가 이 시간 안에 끝났습니다.</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>Failed requests in the measured phase: connection errors, timeouts and HTTP statuses outside 2xx/3xx.</source>
        <translation>측정 구간에서 실패한 요청입니다: 연결 오류, 타임아웃, 2xx/3xx가 아닌 HTTP 상태.</translation>
    </message>
    <message>
        <source>Server memory (RSS)</source>
        <translation>서버 메모리 (RSS)</translation>
    </message>
    <message>
        <source>Resident memory of the server process and its children.</source>
        <translation>서버 프로세스와 자식 프로세스의 상주 메모리입니다.</translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation>클라이언트 CPU</translation>
    </message>
    <message>
        <source>CPU used by Benchwork&apos;s load threads, in % of one core. Near the thread count x 100 %, the client limits the result.</source>
        <translation>Benchwork 부하 스레드가 쓰는 CPU로, 코어 1개 기준 %입니다. 스레드 수 x 100%에 가까우면 클라이언트가 결과를 제한하고 있습니다.</translation>
    </message>
    <message>
        <source>warmup, not counted</source>
        <translation>워밍업 중, 집계하지 않음</translation>
    </message>
    <message>
        <source>%1 requests measured</source>
        <translation>요청 %1개 측정</translation>
    </message>
    <message>
        <source>%1 of requests</source>
        <translation>전체 요청의 %1</translation>
    </message>
    <message>
        <source>server CPU %1</source>
        <translation>서버 CPU %1</translation>
    </message>
    <message>
        <source>no process watched</source>
        <translation>감시 중인 프로세스 없음</translation>
    </message>
    <message numerus="yes">
        <source>%n VU(s) active</source>
        <translation>
            <numerusform>활성 VU %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>average, %1 requests</source>
        <translation>평균, 요청 %1개</translation>
    </message>
    <message>
        <source>whole measured phase</source>
        <translation>측정 구간 전체</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>최대치</translation>
    </message>
    <message>
        <source>average</source>
        <translation>평균</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>초당 요청</translation>
    </message>
    <message>
        <source>Measured requests divided by the measured time.</source>
        <translation>측정한 요청 수를 측정 시간으로 나눈 값입니다.</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 지연 시간</translation>
    </message>
    <message>
        <source>99 % of the measured requests took at most this long.</source>
        <translation>측정한 요청의 99%가 이 시간 안에 끝났습니다.</translation>
    </message>
    <message>
        <source>no request completed</source>
        <translation>완료된 요청 없음</translation>
    </message>
    <message>
        <source>vs baseline %1</source>
        <translation>기준선 대비 %1</translation>
    </message>
    <message>
        <source>peak of its cgroup</source>
        <translation>cgroup의 최대값</translation>
    </message>
</context>
<context>
    <name>bwui::LoadPanel</name>
    <message>
        <source>Load</source>
        <translation>부하</translation>
    </message>
    <message>
        <source>&lt;p&gt;A virtual user (VU) is one connection that sends a request, waits for the whole response, then sends the next. More VUs mean more requests in flight at once.&lt;/p&gt;&lt;p&gt;With a fixed rate, VUs are the most requests that may be in flight together.&lt;/p&gt;</source>
        <translation>&lt;p&gt;가상 사용자(VU)는 요청을 보내고 응답을 끝까지 받은 뒤 다음 요청을 보내는 연결 하나입니다. VU가 많을수록 동시에 처리 중인 요청이 많아집니다.&lt;/p&gt;&lt;p&gt;고정 속도를 쓰면 VU 수는 동시에 처리 중일 수 있는 요청의 최대 개수가 됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>&amp;Warmup:</source>
        <translation>워밍업(&amp;W):</translation>
    </message>
    <message>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>&lt;p&gt;Load is sent for this long before measuring starts, and nothing of it is counted: connections get opened, caches and JIT compilers warm up. The charts shade it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;측정을 시작하기 전에 이 시간만큼 부하를 보내며, 이 구간은 전혀 집계하지 않습니다. 그동안 연결이 열리고 캐시와 JIT 컴파일러가 준비됩니다. 차트에는 음영으로 표시됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>측정 시간(&amp;D):</translation>
    </message>
    <message>
        <source>How long the measured phase lasts, after the warmup.</source>
        <translation>워밍업 이후 측정 구간의 길이입니다.</translation>
    </message>
    <message>
        <source>Request &amp;count:</source>
        <translation>요청 수(&amp;C):</translation>
    </message>
    <message>
        <source>Measure exactly this many requests instead of a fixed time (after the warmup). The run stops after one hour at the latest.</source>
        <translation>정해진 시간 대신 정확히 이 개수만큼의 요청을 측정합니다 (워밍업 이후). 늦어도 1시간 뒤에는 실행을 멈춥니다.</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> 요청/초</translation>
    </message>
    <message>
        <source>&lt;p&gt;Without a fixed rate, each VU sends its next request as soon as the previous one answers (closed model): a slow server slows the load down and hides its own delays.&lt;/p&gt;&lt;p&gt;With a fixed rate, requests are sent on a schedule whatever the server does (open model). Latency is then also measured from when each request &lt;i&gt;should&lt;/i&gt; have been sent, so waiting caused by a stalled server is counted rather than omitted (coordinated omission).&lt;/p&gt;</source>
        <translation>&lt;p&gt;고정 속도가 없으면 각 VU는 이전 요청의 응답을 받자마자 다음 요청을 보냅니다 (closed model). 서버가 느려지면 부하도 함께 줄어들어 서버의 지연이 가려집니다.&lt;/p&gt;&lt;p&gt;고정 속도를 쓰면 서버 상태와 관계없이 정해진 일정대로 요청을 보냅니다 (open model). 이때 지연 시간은 각 요청을 &lt;i&gt;보냈어야 할&lt;/i&gt; 시점부터도 측정하므로, 멈춘 서버 때문에 생긴 대기가 누락되지 않고 집계됩니다 (coordinated omission).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>T&amp;imeout:</source>
        <translation>타임아웃(&amp;I):</translation>
    </message>
    <message>
        <source>A request without its complete response after this long counts as a timeout error and its connection is reopened.</source>
        <translation>이 시간이 지나도 응답을 다 받지 못한 요청은 타임아웃 오류로 집계되고, 해당 연결은 다시 열립니다.</translation>
    </message>
    <message>
        <source>E&amp;ngine:</source>
        <translation>엔진(&amp;N):</translation>
    </message>
    <message>
        <source>libcurl</source>
        <translation>libcurl</translation>
    </message>
    <message>
        <source>Service-level objective</source>
        <translation>서비스 수준 목표 (SLO)</translation>
    </message>
    <message>
        <source>The run passes only if it sustains at least this many requests per second. The summary shows how far above it the result is (&quot;2.4x RPS target&quot;). 0: no floor.</source>
        <translation>초당 요청 수를 이 값 이상 유지해야 통과합니다. 요약에 결과가 목표보다 얼마나 높은지 표시됩니다 (&quot;RPS 목표 대비 2.4배&quot;). 0: 하한 없음.</translation>
    </message>
    <message>
        <source>p&amp;99 ceiling:</source>
        <translation>p99 상한(&amp;9):</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The run passes only if 99 % of requests finish within this time. The summary shows the headroom (&quot;6.2x p99 headroom&quot;). With a fixed rate, the latency from the intended send time is judged. 0: no ceiling.</source>
        <translation>요청의 99%가 이 시간 안에 끝나야 통과합니다. 요약에 여유가 표시됩니다 (&quot;p99 여유 6.2배&quot;). 고정 속도에서는 의도한 전송 시점부터 잰 지연 시간으로 판정합니다. 0: 상한 없음.</translation>
    </message>
    <message>
        <source>Virtual user&amp;s:</source>
        <translation>가상 사용자(&amp;S):</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>스레드:</translation>
    </message>
    <message>
        <source>Fi&amp;xed rate:</source>
        <translation>고정 속도(&amp;X):</translation>
    </message>
    <message>
        <source>RPS fl&amp;oor:</source>
        <translation>RPS 하한(&amp;O):</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>네이티브</translation>
    </message>
    <message>
        <source>&lt;p&gt;Native: Benchwork&apos;s own HTTP/1.1 and HTTP/2 client over http:// and https://, the lightest on the CPU.&lt;/p&gt;&lt;p&gt;libcurl: proxies, at a higher cost per request.&lt;/p&gt;&lt;p&gt;Auto picks native where it can.&lt;/p&gt;</source>
        <translation>&lt;p&gt;네이티브: http://와 https://에서 쓰는 Benchwork 자체 HTTP/1.1·HTTP/2 클라이언트로, CPU 부담이 가장 적습니다.&lt;/p&gt;&lt;p&gt;libcurl: 프록시를 지원하지만 요청당 비용이 더 큽니다.&lt;/p&gt;&lt;p&gt;자동은 가능하면 네이티브를 고릅니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>라운드:</translation>
    </message>
    <message>
        <source>&lt;p&gt;Run the same configuration this many times, each round a run of its own kept in the history as one round group. At the end the summary shows each figure&apos;s median over the rounds with its 95 % confidence interval.&lt;/p&gt;&lt;p&gt;One round is one sample: a single run cannot tell a change from the run-to-run noise, and 6 rounds or more give an interval.&lt;/p&gt;</source>
        <translation>&lt;p&gt;같은 설정을 이 횟수만큼 실행합니다. 라운드마다 별도의 실행이 되며, 기록에는 한 라운드 그룹으로 묶여 남습니다. 끝나면 요약에 각 수치의 라운드 중앙값과 95 % 신뢰구간이 나옵니다.&lt;/p&gt;&lt;p&gt;라운드 하나가 표본 하나입니다: 실행 한 번으로는 변화와 실행 간 잡음을 구분할 수 없고, 6 라운드 이상이어야 구간이 나옵니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cool-down:</source>
        <translation>쉬는 시간:</translation>
    </message>
    <message>
        <source>The pause between two rounds, so that one round&apos;s load does not spill into the next.</source>
        <translation>두 라운드 사이에 쉬는 시간입니다. 한 라운드의 부하가 다음 라운드로 넘어가지 않게 합니다.</translation>
    </message>
    <message>
        <source>S&amp;tages instead of one duration</source>
        <translation>한 가지 길이 대신 단계 사용(&amp;T)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Ramp the load in stages, as k6 does: over each stage&apos;s duration the virtual users (or, with a fixed rate, the requests/s) move linearly to the stage&apos;s target, from the value set above. The stages set how long the measured phase lasts.&lt;/p&gt;&lt;p&gt;The same as &lt;tt&gt;benchwork-cli run --stages 30s:100,1m:100&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;k6처럼 부하를 단계별로 올리고 내립니다. 각 단계의 길이 동안 가상 사용자 수(고정 속도일 때는 초당 요청 수)가 위에서 정한 값에서 그 단계의 목표까지 일정하게 바뀝니다. 측정 구간의 길이는 단계들이 정합니다.&lt;/p&gt;&lt;p&gt;&lt;tt&gt;benchwork-cli run --stages 30s:100,1m:100&lt;/tt&gt;과 같습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Load-generator threads; the VUs are shared among them. Auto uses one per CPU this process may use. Never more threads than VUs.&lt;/p&gt;&lt;p&gt;If the client runs out of CPU, the result measures the client, not the server: the summary warns you when that happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;부하 생성 스레드 수이며, VU는 이 스레드들에 나뉘어 배정됩니다. 자동은 이 프로세스가 쓸 수 있는 CPU마다 하나씩 씁니다. 스레드 수가 VU 수를 넘지는 않습니다.&lt;/p&gt;&lt;p&gt;클라이언트의 CPU가 부족하면 결과는 서버가 아니라 클라이언트를 측정한 것이 됩니다. 그런 경우 요약에서 경고합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>프로토콜(&amp;P):</translation>
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
        <translation> 스트림 (연결당)</translation>
    </message>
    <message>
        <source>&lt;p&gt;HTTP/2: h2c (prior knowledge) on http://, h2 chosen by ALPN on https://. A server that does not choose h2 is an error, never measured as HTTP/1.1.&lt;/p&gt;&lt;p&gt;HTTP/3: QUIC over UDP, https:// only, on the native engine. A server that does not answer QUIC or offer h3 ends the run at once; it is never measured over TCP instead.&lt;/p&gt;&lt;p&gt;Streams: how many requests each connection (VU) carries at once with HTTP/2 or HTTP/3, like h2load&apos;s -m; never more than the server allows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;HTTP/2: http://에서는 h2c(사전 지식), https://에서는 ALPN으로 고른 h2를 씁니다. h2를 고르지 않는 서버는 오류로 세며, HTTP/1.1로 측정하는 일은 없습니다.&lt;/p&gt;&lt;p&gt;HTTP/3: UDP 위의 QUIC으로, https://에서만, 네이티브 엔진으로 씁니다. QUIC에 응답하지 않거나 h3을 제공하지 않는 서버는 실행을 바로 끝내며, 대신 TCP로 측정하는 일은 없습니다.&lt;/p&gt;&lt;p&gt;스트림: HTTP/2나 HTTP/3에서 연결(VU) 하나가 동시에 나르는 요청 수로, h2load의 -m과 같습니다. 서버가 허용하는 수를 넘지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>This Benchwork was built without HTTP/3 (ngtcp2, nghttp3 or GnuTLS was missing when it was configured).</source>
        <translation>이 Benchwork는 HTTP/3 없이 빌드되었습니다 (구성할 때 ngtcp2, nghttp3 또는 GnuTLS가 없었습니다).</translation>
    </message>
</context>
<context>
    <name>bwui::MainWindow</name>
    <message>
        <source>Ready.</source>
        <translation>준비되었습니다.</translation>
    </message>
    <message>
        <source>About Benchwork</source>
        <translation>Benchwork 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Benchwork %1&lt;/h3&gt;&lt;p&gt;A workbench for HTTP load tests: live charts while the load runs, latency percentiles, errors and server resources at the end, judged against your service-level objective.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Benchwork %1&lt;/h3&gt;&lt;p&gt;HTTP 부하 테스트 작업대입니다. 부하를 거는 동안 실시간 차트를 보여 주고, 끝나면 지연 시간 백분위수, 오류, 서버 자원을 서비스 수준 목표에 비추어 판정합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Benchwork</source>
        <translation>Benchwork</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>중지(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Logarithmic latency axis</source>
        <translation>지연 시간 로그 축(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;About Benchwork</source>
        <translation>Benchwork 정보(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>시스템 언어(&amp;S)</translation>
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
        <translation>실시간 차트(&amp;L)</translation>
    </message>
    <message>
        <source>The demo target is not running; it starts when you press Run.</source>
        <translation>데모 대상이 실행 중이 아닙니다. 실행을 누르면 시작됩니다.</translation>
    </message>
    <message>
        <source>Starting the demo target…</source>
        <translation>데모 대상을 시작하는 중…</translation>
    </message>
    <message>
        <source>Summar&amp;y</source>
        <translation>요약(&amp;Y)</translation>
    </message>
    <message>
        <source>Suites</source>
        <translation>스위트</translation>
    </message>
    <message>
        <source>Not run: see the message below.</source>
        <translation>실행되지 않음: 아래 메시지를 보세요.</translation>
    </message>
    <message>
        <source>There is no finished run to export yet.</source>
        <translation>아직 내보낼 끝난 실행이 없습니다.</translation>
    </message>
    <message>
        <source>%1 was not found beside the program or in its source tree.</source>
        <translation>%1을(를) 프로그램 옆이나 소스 트리에서 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>Main window</source>
        <translation>기본 창</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>실행 기록</translation>
    </message>
    <message>
        <source>&amp;Export current run</source>
        <translation>현재 실행 내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Window guide</source>
        <translation>창 안내서(&amp;W)</translation>
    </message>
    <message>
        <source>Opens docs/gui.md</source>
        <translation>docs/gui.md를 엽니다</translation>
    </message>
    <message>
        <source>&amp;Read me</source>
        <translation>읽어보기(&amp;R)</translation>
    </message>
    <message>
        <source>Opens README.md: the command line, the formats, the build</source>
        <translation>README.md를 엽니다: 명령줄, 형식, 빌드</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>단축키(&amp;K)</translation>
    </message>
    <message>
        <source>A suite is running (Suites tab). One load at a time: Run is available when it ends.</source>
        <translation>스위트가 실행 중입니다(스위트 탭). 부하는 한 번에 하나: 스위트가 끝나면 실행할 수 있습니다.</translation>
    </message>
    <message>
        <source>A run is under way. One load at a time: the suite can start when it ends.</source>
        <translation>실행이 진행 중입니다. 부하는 한 번에 하나: 실행이 끝나면 스위트를 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>Previous run. The latest attempt did not run: %1</source>
        <translation>이전 실행입니다. 마지막 시도는 실행되지 않았습니다: %1</translation>
    </message>
    <message>
        <source>Save &amp;view as image…</source>
        <translation>화면을 이미지로 저장(&amp;V)…</translation>
    </message>
    <message>
        <source>The charts, summary or suite view shown, as PNG or SVG (Ctrl+Shift+S)</source>
        <translation>지금 보이는 차트, 요약 또는 스위트 화면을 PNG나 SVG로 저장합니다 (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>프레젠테이션(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with large figures and charts only, for demos (F11; Esc leaves)</source>
        <translation>데모용으로 큰 수치와 차트만 전체 화면에 보여 줍니다 (F11, Esc로 나가기)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>시스템 설정 따르기(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>밝게(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>어둡게(&amp;D)</translation>
    </message>
    <message>
        <source>Comparing with %1</source>
        <translation>%1과(와) 비교 중</translation>
    </message>
    <message>
        <source>Start a run with these settings (%1)</source>
        <extracomment>%1 is the key that starts a run, e.g. Ctrl+R</extracomment>
        <translation>이 설정으로 실행을 시작합니다 (%1)</translation>
    </message>
    <message>
        <source>End the run now and keep what was measured (%1)</source>
        <extracomment>%1 is the key that stops a run, e.g. Esc</extracomment>
        <translation>지금 실행을 끝내고 지금까지 측정한 결과를 남깁니다 (%1)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>전체 화면(&amp;F)</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>라운드 %1/%2</translation>
    </message>
    <message>
        <source>Round %1 of %2 done; cooling down for %3 before the next.</source>
        <translation>라운드 %1/%2 완료. 다음 라운드 전에 %3 쉬는 중입니다.</translation>
    </message>
    <message>
        <source>Comparing with %1, a run that failed (%2): its figures are not a fair baseline.</source>
        <translation>%1과(와) 비교 중이지만, 이 실행은 실패했습니다 (%2): 그 수치는 공정한 기준이 아닙니다.</translation>
    </message>
    <message>
        <source>Figures of %1 · %2</source>
        <translation>%1의 수치 · %2</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>라운드 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n round(s) passed</source>
        <translation>
            <numerusform>라운드 %n개 중 %1개 통과</numerusform>
        </translation>
    </message>
    <message>
        <source>This run</source>
        <translation>이번 실행</translation>
    </message>
    <message>
        <source>Raise the &amp;load</source>
        <translation>부하 올리기(&amp;L)</translation>
    </message>
    <message>
        <source>While a run runs: one step more VUs (or requests/s with a fixed rate), 1-2-5 steps: 50, 100, 200, 500 (+)</source>
        <translation>실행 중에: VU(고정 속도일 때는 초당 요청)를 한 단계 늘립니다. 1-2-5 단계: 50, 100, 200, 500 (+)</translation>
    </message>
    <message>
        <source>Lo&amp;wer the load</source>
        <translation>부하 내리기(&amp;W)</translation>
    </message>
    <message>
        <source>While a run runs: one step fewer VUs (or requests/s with a fixed rate) (-)</source>
        <translation>실행 중에: VU(고정 속도일 때는 초당 요청)를 한 단계 줄입니다 (-)</translation>
    </message>
    <message>
        <source>&amp;Control socket…</source>
        <translation>제어 소켓(&amp;C)…</translation>
    </message>
    <message>
        <source>Listen on a Unix socket: lines such as &apos;vus 400&apos;, &apos;rate 5000&apos; and &apos;stop&apos; steer the runs of this window, as benchwork-cli run --control does</source>
        <translation>Unix 소켓에서 명령을 받습니다. &apos;vus 400&apos;, &apos;rate 5000&apos;, &apos;stop&apos; 같은 줄이 benchwork-cli run --control처럼 이 창의 실행을 조정합니다</translation>
    </message>
    <message numerus="yes">
        <source>Load set to %n VU(s).</source>
        <translation>
            <numerusform>부하를 VU %n개로 바꿨습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load set to %1 requests/s.</source>
        <translation>부하를 초당 요청 %1개로 바꿨습니다.</translation>
    </message>
    <message>
        <source>No run is under way to change.</source>
        <translation>바꿀 실행이 진행 중이 아닙니다.</translation>
    </message>
    <message>
        <source>The control socket is closed.</source>
        <translation>제어 소켓을 닫았습니다.</translation>
    </message>
    <message>
        <source>The control socket could not be opened: %1</source>
        <translation>제어 소켓을 열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Listening for load changes on %1 (vus N, rate N, stop).</source>
        <translation>%1에서 부하 변경을 기다립니다 (vus N, rate N, stop).</translation>
    </message>
    <message>
        <source>A load is under way: run it again when it ends.</source>
        <translation>부하가 진행 중입니다. 끝난 뒤에 다시 실행하세요.</translation>
    </message>
    <message>
        <source>Control socket</source>
        <translation>제어 소켓</translation>
    </message>
    <message>
        <source>Listen on this Unix socket (only you can reach it); empty closes it:</source>
        <translation>이 Unix 소켓에서 기다립니다(본인만 접근 가능). 비우면 닫습니다:</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>처리 한계</translation>
    </message>
    <message>
        <source>%1 Run the search again when it listens.</source>
        <translation>%1 대상이 연결을 받으면 탐색을 다시 실행하세요.</translation>
    </message>
    <message>
        <source>Load sweep: no verdict</source>
        <translation>부하 스윕: 판정 없음</translation>
    </message>
    <message>
        <source>A capacity search or sweep is running (Capacity tab). One load at a time: Run is available when it ends.</source>
        <translation>처리 한계 탐색이나 스윕이 실행 중입니다 (처리 한계 탭). 부하는 한 번에 하나: 끝나면 실행할 수 있습니다.</translation>
    </message>
    <message>
        <source>--mix: %1</source>
        <translation>--mix: %1</translation>
    </message>
    <message>
        <source>The demo target is listening at %1 (pid %2).
Routes: /json, /plaintext, /db/find/1, /db/list, /db/relation/1, POST /api/signal, and a shop&apos;s journey under /journey/ (log in, items, cart, checkout: the example flow resources/flows/journey.json).</source>
        <translation>데모 대상이 %1에서 요청을 기다리고 있습니다 (pid %2).
경로: /json, /plaintext, /db/find/1, /db/list, /db/relation/1, POST /api/signal, 그리고 /journey/ 아래의 쇼핑 여정 (로그인, 상품, 장바구니, 결제: 예제 흐름 resources/flows/journey.json).</translation>
    </message>
    <message>
        <source>The metrics endpoint could not be opened: %1</source>
        <translation>메트릭 엔드포인트를 열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Serving each run&apos;s figures for Prometheus on %1.</source>
        <translation>각 실행의 수치를 %1에서 Prometheus용으로 제공합니다.</translation>
    </message>
</context>
<context>
    <name>bwui::MessageArea</name>
    <message>
        <source>open folder</source>
        <translation>폴더 열기</translation>
    </message>
</context>
<context>
    <name>bwui::PresentationView</name>
    <message>
        <source>Benchwork presentation</source>
        <translation>Benchwork 프레젠테이션</translation>
    </message>
    <message>
        <source>Esc or F11: leave · Ctrl+R: run</source>
        <translation>Esc 또는 F11: 나가기 · Ctrl+R: 실행</translation>
    </message>
</context>
<context>
    <name>bwui::RequestEntriesModel</name>
    <message>
        <source>request %1</source>
        <translation>요청 %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>가중치</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>메서드</translation>
    </message>
    <message>
        <source>Path or URL</source>
        <translation>경로 또는 URL</translation>
    </message>
    <message>
        <source>Headers</source>
        <translation>헤더</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>본문</translation>
    </message>
</context>
<context>
    <name>bwui::RequestFlowsModel</name>
    <message>
        <source>flow %1</source>
        <translation>흐름 %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>단계 %1</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>흐름</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>가중치</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>단계</translation>
    </message>
</context>
<context>
    <name>bwui::RequestSetEditor</name>
    <message>
        <source>the Requests editor</source>
        <translation>요청 편집기</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: 파일을 쓸 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>bwui::RequestSetRow</name>
    <message>
        <source>The saved request set could not be read again: %1</source>
        <translation>저장된 요청 집합을 다시 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Requests…</source>
        <translation>요청…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>지우기</translation>
    </message>
    <message>
        <source>One request: the fields above.</source>
        <translation>요청 하나: 위의 필드.</translation>
    </message>
    <message>
        <source>in sequence</source>
        <translation>차례대로</translation>
    </message>
    <message>
        <source>by weight</source>
        <translation>가중치에 따라</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) from %1, %2; method and body are each entry&apos;s.</source>
        <translation>
            <numerusform>%1의 요청 %n개, %2; 메서드와 본문은 항목마다 따로입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) from %1, %2; each virtual user runs a flow&apos;s steps in order.</source>
        <translation>
            <numerusform>%1의 흐름 %n개, %2; 각 가상 사용자가 흐름의 단계를 순서대로 실행합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) and %1 from %2, %3; each virtual user runs a flow&apos;s steps in order.</source>
        <translation>
            <numerusform>%2의 흐름 %n개와 %1, %3; 각 가상 사용자가 흐름의 단계를 순서대로 실행합니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>요청 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Several requests in proportion, or user journeys (flows), with {{variables}}: edit, import or load a request set.</source>
        <translation>여러 요청을 비율대로, 또는 사용자 여정(흐름)을 {{변수}}와 함께: 요청 집합을 편집하거나 가져오거나 불러옵니다.</translation>
    </message>
</context>
<context>
    <name>bwui::RequestStatsBox</name>
    <message>
        <source>Requests by entry</source>
        <translation>요청별 결과</translation>
    </message>
    <message>
        <source>Requests by entry, flow and step</source>
        <translation>요청, 흐름, 단계별 결과</translation>
    </message>
</context>
<context>
    <name>bwui::RequestStatsModel</name>
    <message>
        <source>PASS</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>메서드</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>경로</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <source>Req/s (last second)</source>
        <translation>초당 요청 (직전 1초)</translation>
    </message>
    <message>
        <source>Req/s</source>
        <translation>초당 요청</translation>
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
        <translation>오류</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>판정하지 않음</translation>
    </message>
    <message numerus="yes">
        <source>Flow &quot;%1&quot;: %n iteration(s) (in Requests), %2 failed (in Errors); Req/s are iterations per second, p50 and p99 the iteration&apos;s duration.</source>
        <translation>
            <numerusform>흐름 &quot;%1&quot;: 반복 %n회 (요청 수 열), 실패 %2회 (오류 열); 요청/초 열은 초당 반복 수, p50과 p99는 반복 한 번의 소요 시간입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <source>flow</source>
        <translation>흐름</translation>
    </message>
    <message>
        <source>Failed checks</source>
        <translation>실패한 검사</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>iterations, %1 failed</source>
        <translation>반복, %1회 실패</translation>
    </message>
</context>
<context>
    <name>bwui::RequestVariablesModel</name>
    <message>
        <source>Values (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)</source>
        <translation>값 (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>변수</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>값</translation>
    </message>
</context>
<context>
    <name>bwui::RequestsDialog</name>
    <message>
        <source>No requests: the run sends its one request (the fields of the target panel).</source>
        <translation>요청 없음: 실행은 대상 패널의 필드로 만든 요청 하나를 보냅니다.</translation>
    </message>
    <message>
        <source>No preview while the set has a problem.</source>
        <translation>요청 집합에 문제가 있는 동안에는 미리 보기가 없습니다.</translation>
    </message>
    <message>
        <source>Load a mix file</source>
        <translation>믹스 파일 불러오기</translation>
    </message>
    <message>
        <source>Mix files (*.json);;All files (*)</source>
        <translation>믹스 파일 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Save the mix file</source>
        <translation>믹스 파일 저장</translation>
    </message>
    <message>
        <source>Mix files (*.json)</source>
        <translation>믹스 파일 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1에 저장했습니다.</translation>
    </message>
    <message>
        <source>HAR files (*.har *.json);;All files (*)</source>
        <translation>HAR 파일 (*.har *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>텍스트 파일 (*.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Import requests</source>
        <translation>요청 가져오기</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>Load mix…</source>
        <translation>믹스 불러오기…</translation>
    </message>
    <message>
        <source>Save mix…</source>
        <translation>믹스 저장…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <source>vegeta targets…</source>
        <translation>vegeta 대상 파일…</translation>
    </message>
    <message>
        <source>URL list…</source>
        <translation>URL 목록…</translation>
    </message>
    <message>
        <source>HAR file…</source>
        <translation>HAR 파일…</translation>
    </message>
    <message>
        <source>HAR: keep cookies and authorization</source>
        <translation>HAR: 쿠키와 인증 헤더 유지</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>순서:</translation>
    </message>
    <message>
        <source>By weight</source>
        <translation>가중치에 따라</translation>
    </message>
    <message>
        <source>In sequence</source>
        <translation>차례대로</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>시드:</translation>
    </message>
    <message>
        <source>Unset: every run picks a seed and records it.</source>
        <translation>지정하지 않으면 실행마다 시드를 골라 기록합니다.</translation>
    </message>
    <message>
        <source>Requests (double-click a cell to edit; {{name}} takes a variable&apos;s value)</source>
        <translation>요청 (셀을 두 번 클릭해 편집; {{name}}에는 변수 값이 들어갑니다)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>복제</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Headers of the selected request (one &quot;Name: value&quot; a line)</source>
        <translation>선택한 요청의 헤더 (한 줄에 &quot;이름: 값&quot; 하나)</translation>
    </message>
    <message>
        <source>Body of the selected request</source>
        <translation>선택한 요청의 본문</translation>
    </message>
    <message>
        <source>Variables (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)</source>
        <translation>변수 (random:1:300, sequence:1:10, choice:a,b, file:ids.csv:id, uuid)</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>변수 추가</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>변수 삭제</translation>
    </message>
    <message>
        <source>Clear all</source>
        <translation>모두 지우기</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message numerus="yes">
        <source>%n marked request(s) could not be read as the file gave them: edit or remove them first (their tooltip says what is wrong).</source>
        <translation>
            <numerusform>표시된 요청 %n개는 파일에 적힌 대로 읽을 수 없었습니다: 먼저 편집하거나 지우세요(무엇이 잘못인지는 툴팁에 있습니다).</numerusform>
        </translation>
    </message>
    <message>
        <source>A flow&apos;s requests depend on the answers before them: Try once in the Flows tab sends one iteration and shows each step.</source>
        <translation>흐름의 요청은 앞선 응답에 따라 달라집니다: 흐름 탭의 한 번 시도가 반복 하나를 보내고 각 단계를 보여 줍니다.</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>흐름</translation>
    </message>
    <message>
        <source>Preview: five sample requests as they will be sent (of the Requests tab)</source>
        <translation>미리 보기: 실제로 보낼 요청 예시 다섯 개 (요청 탭의 요청)</translation>
    </message>
</context>
<context>
    <name>bwui::RunBar</name>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>Warmup (not counted): %1 left</source>
        <translation>워밍업 (집계 안 함): %1 남음</translation>
    </message>
    <message>
        <source>Measuring: %1 of %2 requests</source>
        <translation>측정 중: 요청 %2개 중 %1개</translation>
    </message>
    <message>
        <source>Measuring: %1 left</source>
        <translation>측정 중: %1 남음</translation>
    </message>
    <message>
        <source>Finishing…</source>
        <translation>마무리하는 중…</translation>
    </message>
</context>
<context>
    <name>bwui::RunController</name>
    <message>
        <source>Enter the command that starts the server.</source>
        <translation>서버를 시작하는 명령을 입력하세요.</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>이미 실행 중입니다.</translation>
    </message>
    <message>
        <source>The run was stopped before it started.</source>
        <translation>실행이 시작되기 전에 중지되었습니다.</translation>
    </message>
    <message>
        <source>Enter the PID of the server process, or the container, to attach to.</source>
        <translation>연결할 서버 프로세스의 PID나 컨테이너를 입력하세요.</translation>
    </message>
    <message>
        <source>Rounds: from 1 to 1000, not %1.</source>
        <translation>라운드는 1에서 1000 사이여야 합니다(입력: %1).</translation>
    </message>
    <message>
        <source>The rounds are saved without their group: %1</source>
        <translation>라운드가 그룹 없이 저장됩니다: %1</translation>
    </message>
</context>
<context>
    <name>bwui::RunDetailsPane</name>
    <message>
        <source>Select a run to see its details.
Double-click or press Enter to open it; select two or more to compare them.</source>
        <translation>실행을 선택하면 자세한 정보가 표시됩니다.
두 번 클릭하거나 Enter를 누르면 열리고, 두 개 이상 선택하면 비교할 수 있습니다.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Tags:</source>
        <translation>태그(&amp;T):</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>메모(&amp;O):</translation>
    </message>
    <message>
        <source>comma-separated, e.g. nginx, baseline</source>
        <translation>쉼표로 구분, 예: nginx, baseline</translation>
    </message>
    <message>
        <source>What was different about this run?</source>
        <translation>이 실행에서 무엇이 달랐나요?</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save the name, tags and notes to the history</source>
        <translation>이름, 태그, 메모를 기록에 저장합니다</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>되돌리기(&amp;V)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) selected.</source>
        <translation>
            <numerusform>실행 %n개를 선택했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>외 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare them (Ctrl+D), export them, or delete them (Del).</source>
        <translation>비교(Ctrl+D), 내보내기, 삭제(Del)를 할 수 있습니다.</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>시작: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>대상: %1</translation>
    </message>
    <message>
        <source>Load: %1 connections at %2 req/s for %3</source>
        <translation>부하: 연결 %1개, 초당 %2 요청, %3 동안</translation>
    </message>
    <message>
        <source>Load: %1 virtual users for %2</source>
        <translation>부하: 가상 사용자 %1명, %2 동안</translation>
    </message>
    <message>
        <source>Result: %1 requests, %2 req/s, p99 %3</source>
        <translation>결과: 요청 %1개, 초당 %2 요청, p99 %3</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>상태: %1</translation>
    </message>
    <message>
        <source>SLO: %1</source>
        <translation>SLO: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>출처: %1</translation>
    </message>
    <message numerus="yes">
        <source>A/B group g%1: %n round(s) per side, A and B alternated.</source>
        <translation>
            <numerusform>A/B 그룹 g%1: 쪽마다 %n회, A와 B를 번갈아 실행했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round group g%1: %n round(s) of one configuration.</source>
        <translation>
            <numerusform>라운드 그룹 g%1: 한 설정을 %n회 실행했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Median of %n run(s): %1 req/s, p50 %2, p99 %3</source>
        <translation>
            <numerusform>실행 %n개의 중앙값: %1 요청/초, p50 %2, p99 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>실행: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) failed the SLO.</source>
        <translation>
            <numerusform>실행 %n개 중 %1개가 SLO를 통과하지 못했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) did not complete.</source>
        <translation>
            <numerusform>실행 %n개가 완료되지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare it (Ctrl+D) for every metric with its interval; double-click the row to list each round.</source>
        <translation>비교(Ctrl+D)하면 모든 지표를 구간과 함께 볼 수 있고, 행을 더블클릭하면 회차별로 펼쳐집니다.</translation>
    </message>
</context>
<context>
    <name>bwui::RunFilterBar</name>
    <message>
        <source>Search name, notes, URL</source>
        <translation>이름, 메모, URL 검색</translation>
    </message>
    <message>
        <source>Shows runs whose name, notes or target URL contain this text (any case).</source>
        <translation>이름, 메모 또는 대상 URL에 이 글자가 들어 있는 실행을 보여 줍니다(대소문자 무시).</translation>
    </message>
    <message>
        <source>Target URL contains</source>
        <translation>대상 URL 포함</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>태그</translation>
    </message>
    <message>
        <source>Shows runs carrying exactly this tag.</source>
        <translation>이 태그가 정확히 붙은 실행을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>전체 기간</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>최근 24시간</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>최근 7일</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>최근 30일</translation>
    </message>
    <message>
        <source>Between dates</source>
        <translation>날짜 지정</translation>
    </message>
    <message>
        <source>First day shown</source>
        <translation>시작 날짜</translation>
    </message>
    <message>
        <source>Last day shown</source>
        <translation>마지막 날짜</translation>
    </message>
    <message>
        <source>Any verdict</source>
        <translation>모든 판정</translation>
    </message>
    <message>
        <source>SLO passed</source>
        <translation>SLO 통과</translation>
    </message>
    <message>
        <source>No SLO</source>
        <translation>SLO 없음</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>모든 상태</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>중지됨</translation>
    </message>
    <message>
        <source>Target exited</source>
        <translation>대상 종료됨</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>중단됨</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>필터 지우기</translation>
    </message>
    <message>
        <source>Show every run again</source>
        <translation>모든 실행을 다시 보여 줍니다</translation>
    </message>
    <message>
        <source>Any client health</source>
        <translation>클라이언트 상태 전체</translation>
    </message>
    <message>
        <source>Shows runs with this client-health warning.</source>
        <translation>이 클라이언트 상태 경고가 있는 실행을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Not judged</source>
        <translation>판정하지 않음</translation>
    </message>
    <message>
        <source>Failed: runs that missed their SLO, in which no request completed, or whose target ended during the run. Not judged: runs stopped or interrupted before their end.</source>
        <translation>실패: SLO에 미달했거나, 완료된 요청이 없거나, 실행 중에 대상이 종료된 실행. 판정하지 않음: 끝나기 전에 멈추거나 중단된 실행.</translation>
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
        <translation>이 실행에서는 대상 프로세스를 관찰하지 않았습니다.</translation>
    </message>
    <message>
        <source>Imported runs do not record the load generator&apos;s CPU.</source>
        <translation>가져온 실행에는 부하 발생기의 CPU 사용량이 기록되지 않습니다.</translation>
    </message>
    <message>
        <source>Fixed-rate run: measured from the intended send time.</source>
        <translation>고정 속도 실행: 의도한 전송 시점부터 잰 값입니다.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>시작 시각</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>초당 요청</translation>
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
        <translation>오류</translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation>클라이언트 CPU</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>태그</translation>
    </message>
    <message>
        <source>Average requests per second over the measured phase.</source>
        <translation>측정 구간의 평균 초당 요청 수입니다.</translation>
    </message>
    <message>
        <source>Failed requests, with their share of all attempts.</source>
        <translation>실패한 요청 수와 전체 시도 중 비율입니다.</translation>
    </message>
    <message>
        <source>Peak resident memory of the target process.</source>
        <translation>대상 프로세스의 최대 상주 메모리입니다.</translation>
    </message>
    <message>
        <source>Average CPU of Benchwork&apos;s load threads, in % of one core.</source>
        <translation>Benchwork 부하 스레드의 평균 CPU 사용률(코어 하나 기준 %)입니다.</translation>
    </message>
    <message>
        <source>The service-level objective&apos;s verdict.</source>
        <translation>서비스 수준 목표(SLO) 판정입니다.</translation>
    </message>
    <message>
        <source>Measured by Benchwork, or imported from another tool&apos;s output.</source>
        <translation>Benchwork로 측정했는지, 다른 도구의 출력에서 가져왔는지를 나타냅니다.</translation>
    </message>
    <message>
        <source>Double-click to edit. Tags are separated by commas.</source>
        <translation>두 번 클릭해 편집합니다. 태그는 쉼표로 구분합니다.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>번호</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>The run&apos;s number in the history; reports and the command line name it so.</source>
        <translation>실행 기록에서의 번호입니다. 보고서와 명령줄도 이 번호로 부릅니다.</translation>
    </message>
    <message>
        <source>The route that was loaded; the host and port follow in grey.</source>
        <translation>부하를 건 경로입니다. 호스트와 포트는 뒤에 회색으로 표시됩니다.</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>%1회차</translation>
    </message>
    <message>
        <source>%1 round %2</source>
        <translation>%1 %2회차</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>최대 메모리</translation>
    </message>
    <message numerus="yes">
        <source>Capacity search %1: the highest rate that held its SLO, found in %n step(s). Double-click to list each step; export it for the report with its curve.</source>
        <translation>
            <numerusform>Capacity 탐색 %1: step %n개로 찾은, SLO를 지킨 가장 높은 요청률입니다. 두 번 클릭하면 각 step을 보여 주고, 내보내면 곡선이 담긴 보고서가 됩니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Load sweep %1: the highest throughput of its %n step(s). Double-click to list each step; export it for the report with its curves and fit.</source>
        <translation>
            <numerusform>부하 sweep %1: step %n개 중 가장 높은 처리량입니다. 두 번 클릭하면 각 step을 보여 주고, 내보내면 곡선과 fit이 담긴 보고서가 됩니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>capacity, %n step(s)</source>
        <translation>
            <numerusform>capacity, step %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sweep, %n step(s)</source>
        <translation>
            <numerusform>sweep, step %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>step %1</translation>
    </message>
    <message>
        <source>capacity search</source>
        <translation>capacity 탐색</translation>
    </message>
    <message>
        <source>load sweep</source>
        <translation>부하 sweep</translation>
    </message>
    <message numerus="yes">
        <source>Capacity search %1: at least this rate held its SLO, in %n step(s); nothing above it failed, the search could not offer more. Double-click to list each step; export it for the report with its curve.</source>
        <translation>
            <numerusform>Capacity 탐색 %1: step %n개에서 적어도 이 요청률은 SLO를 지켰습니다. 그 위에서 실패한 step은 없고, 탐색이 더 보낼 수 없었습니다. 두 번 클릭하면 각 step을 보여 주고, 내보내면 곡선이 담긴 보고서가 됩니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bwui::RunView</name>
    <message>
        <source>Charts</source>
        <translation>차트</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>시작 %1</translation>
    </message>
    <message>
        <source>imported from %1</source>
        <translation>%1에서 가져옴</translation>
    </message>
    <message>
        <source>tags: %1</source>
        <translation>태그: %1</translation>
    </message>
</context>
<context>
    <name>bwui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>동작</translation>
    </message>
</context>
<context>
    <name>bwui::SignificancePanel</name>
    <message>
        <source>Change or noise</source>
        <translation>변화인가 잡음인가</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>지표</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Baseline side</source>
        <translation>기준 쪽</translation>
    </message>
    <message>
        <source>Compared side</source>
        <translation>비교 쪽</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>변화</translation>
    </message>
    <message>
        <source>Requests per second: median and 95% interval per side</source>
        <translation>초당 요청 수: 쪽별 중앙값과 95% 구간</translation>
    </message>
    <message>
        <source>p99 latency: median and 95% interval per side</source>
        <translation>p99 지연 시간: 쪽별 중앙값과 95% 구간</translation>
    </message>
    <message>
        <source>Request %1: %2</source>
        <translation>요청 %1: %2</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>단계 %1: %2</translation>
    </message>
</context>
<context>
    <name>bwui::StagesEditor</name>
    <message>
        <source>Duration</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>목표</translation>
    </message>
    <message>
        <source>&lt;p&gt;Ramping stages, as k6&apos;s stages: over each stage&apos;s duration the load moves linearly to its target, from the virtual users (or the fixed rate) above. A stage of 0s is a jump.&lt;/p&gt;&lt;p&gt;Durations: 30s, 2m, 1m30s, 500ms. Targets: VUs, or requests/s with a fixed rate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;k6의 stages와 같은 단계입니다. 각 단계의 길이 동안 부하가 위의 가상 사용자 수(또는 고정 속도)에서 그 단계의 목표까지 일정하게 바뀝니다. 0s 단계는 즉시 바뀝니다.&lt;/p&gt;&lt;p&gt;길이: 30s, 2m, 1m30s, 500ms. 목표: VU 수, 고정 속도일 때는 초당 요청 수.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add stage</source>
        <translation>단계 추가</translation>
    </message>
    <message>
        <source>Remove stage</source>
        <translation>단계 삭제</translation>
    </message>
    <message>
        <source>The planned load over the measured phase.</source>
        <translation>측정 구간 동안 계획된 부하입니다.</translation>
    </message>
    <message>
        <source>Add at least one stage.</source>
        <translation>단계를 하나 이상 추가하세요.</translation>
    </message>
    <message>
        <source>Stage %1: &apos;%2&apos; is not a duration (such as 30s, 2m, 1m30s or 500ms; 0s for a jump).</source>
        <translation>단계 %1: &apos;%2&apos;은(는) 길이가 아닙니다 (예: 30s, 2m, 1m30s, 500ms. 즉시 바꾸려면 0s).</translation>
    </message>
    <message>
        <source>Stage %1: &apos;%2&apos; is not a target (a number of VUs, or of requests/s with a fixed rate).</source>
        <translation>단계 %1: &apos;%2&apos;은(는) 목표가 아닙니다 (VU 수, 고정 속도일 때는 초당 요청 수).</translation>
    </message>
    <message>
        <source>The stages last 0 s in total: give at least one of them a duration.</source>
        <translation>단계 전체 길이가 0초입니다. 적어도 한 단계에 길이를 주세요.</translation>
    </message>
</context>
<context>
    <name>bwui::StepChecksModel</name>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Body contains</source>
        <translation>본문 포함</translation>
    </message>
    <message>
        <source>JSON equals</source>
        <translation>JSON 값 일치</translation>
    </message>
    <message>
        <source>JSON exists</source>
        <translation>JSON 값 존재</translation>
    </message>
    <message>
        <source>Header present</source>
        <translation>헤더 있음</translation>
    </message>
    <message>
        <source>Results name it &quot;%1&quot;.</source>
        <translation>결과에서는 &quot;%1&quot;(으)로 부릅니다.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>Status, text or JSON location</source>
        <translation>상태, 텍스트 또는 JSON 위치</translation>
    </message>
    <message>
        <source>Equals</source>
        <translation>기대 값</translation>
    </message>
    <message>
        <source>Name in results</source>
        <translation>결과에서의 이름</translation>
    </message>
    <message>
        <source>Status: codes and classes (200, 2xx, 304). Body contains: the text. JSON: a JSON Pointer (/ok) or path ($.ok). Header present: the header&apos;s name.</source>
        <translation>상태: 코드와 계열 (200, 2xx, 304). 본문 포함: 찾을 텍스트. JSON: JSON Pointer (/ok) 또는 경로 ($.ok). 헤더 있음: 헤더 이름.</translation>
    </message>
    <message>
        <source>JSON equals: the value as JSON (true, 3, &quot;paid&quot;); other text is taken as a string.</source>
        <translation>JSON 값 일치: JSON으로 쓴 값 (true, 3, &quot;paid&quot;); 그 밖의 텍스트는 문자열로 봅니다.</translation>
    </message>
</context>
<context>
    <name>bwui::StepCurveView</name>
    <message>
        <source>Bracket %1</source>
        <translation>구간 %1</translation>
    </message>
    <message>
        <source>Bracket now: %1 to %2 req/s</source>
        <translation>현재 구간: %1 ~ %2 요청/초</translation>
    </message>
</context>
<context>
    <name>bwui::StepEditor</name>
    <message>
        <source>Pause:</source>
        <translation>멈춤:</translation>
    </message>
    <message>
        <source>At least:</source>
        <translation>최소:</translation>
    </message>
    <message>
        <source>At most:</source>
        <translation>최대:</translation>
    </message>
    <message>
        <source>Mean:</source>
        <translation>평균:</translation>
    </message>
    <message>
        <source>Headers and body</source>
        <translation>헤더와 본문</translation>
    </message>
    <message>
        <source>Extract</source>
        <translation>추출</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>Think time</source>
        <translation>생각 시간</translation>
    </message>
    <message>
        <source>Headers of the selected step (one &quot;Name: value&quot; a line; {{name}} takes a variable)</source>
        <translation>선택한 단계의 헤더 (한 줄에 &quot;이름: 값&quot; 하나; {{name}}은 변수 값)</translation>
    </message>
    <message>
        <source>Body of the selected step</source>
        <translation>선택한 단계의 본문</translation>
    </message>
    <message>
        <source>Values this step&apos;s response gives to later steps, as {{variable}} (double-click a cell to edit)</source>
        <translation>이 단계의 응답에서 뒤 단계로 넘길 값, {{variable}}로 (셀을 두 번 클릭해 편집)</translation>
    </message>
    <message>
        <source>Add extraction</source>
        <translation>추출 추가</translation>
    </message>
    <message>
        <source>Remove extraction</source>
        <translation>추출 삭제</translation>
    </message>
    <message>
        <source>What this step&apos;s response must show; a failed check is counted for the step</source>
        <translation>이 단계의 응답이 보여야 할 것; 실패한 검사는 이 단계에 집계됩니다</translation>
    </message>
    <message>
        <source>Add check</source>
        <translation>검사 추가</translation>
    </message>
    <message>
        <source>Remove check</source>
        <translation>검사 삭제</translation>
    </message>
    <message>
        <source>The pause after this step, before the user&apos;s next request</source>
        <translation>이 단계 뒤, 사용자의 다음 요청 전까지 멈추는 시간</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>고정</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>균등 분포</translation>
    </message>
    <message>
        <source>Exponential</source>
        <translation>지수 분포</translation>
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
        <translation>정규식 그룹</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>헤더</translation>
    </message>
    <message>
        <source>First match</source>
        <translation>첫 번째 일치</translation>
    </message>
    <message>
        <source>Random match</source>
        <translation>무작위 일치</translation>
    </message>
    <message>
        <source>Into {{variable}}</source>
        <translation>저장할 {{variable}}</translation>
    </message>
    <message>
        <source>From</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>식</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>그룹</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>선택</translation>
    </message>
    <message>
        <source>A JSON Pointer (/items/0/id), a JSONPath ($.items[*].id), a regular expression (token=(\w+)) or a header&apos;s name (X-Token).</source>
        <translation>JSON Pointer (/items/0/id), JSONPath ($.items[*].id), 정규식 (token=(\w+)) 또는 헤더 이름 (X-Token).</translation>
    </message>
    <message>
        <source>The regular expression&apos;s group whose text is taken (0: the whole match).</source>
        <translation>텍스트를 가져올 정규식 그룹 (0: 일치한 전체).</translation>
    </message>
    <message>
        <source>The first match in the response, or one of all its matches at random.</source>
        <translation>응답에서 첫 번째 일치, 또는 모든 일치 중 무작위로 하나.</translation>
    </message>
</context>
<context>
    <name>bwui::SuiteLiveFeed</name>
    <message>
        <source>Scenario %1 of %2: %3</source>
        <translation>시나리오 %1/%2: %3</translation>
    </message>
    <message>
        <source>Scenario %1 of %2: %3 on %4</source>
        <translation>시나리오 %1/%2: %4의 %3</translation>
    </message>
</context>
<context>
    <name>bwui::SuitePanel</name>
    <message>
        <source>Start commands?</source>
        <translation>명령을 시작할까요?</translation>
    </message>
    <message>
        <source>This suite starts the following commands on this machine:

%1

Start them?</source>
        <translation>이 스위트는 이 컴퓨터에서 다음 명령을 시작합니다:

%1

시작할까요?</translation>
    </message>
    <message>
        <source>Open suite…</source>
        <translation>스위트 열기…</translation>
    </message>
    <message>
        <source>Run suite</source>
        <translation>스위트 실행</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>보고서 내보내기…</translation>
    </message>
    <message>
        <source>No suite open.</source>
        <translation>열린 스위트가 없습니다.</translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation>%1을(를) 사용할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>실행 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> in %n target configuration(s)</source>
        <translation>
            <numerusform>, 대상 구성 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Starts commands: %1</source>
        <translation>시작하는 명령: %1개</translation>
    </message>
    <message>
        <source>Open suite</source>
        <translation>스위트 열기</translation>
    </message>
    <message>
        <source>Suite files (*.json)</source>
        <translation>스위트 파일 (*.json)</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>%1에서</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>Starting the target %1…</source>
        <translation>대상 %1을(를) 시작하는 중…</translation>
    </message>
    <message>
        <source>Run %1 of %2: %3 on %4 · %5 req/s · p99 %6</source>
        <translation>실행 %1/%2: %4의 %3 · 초당 %5 요청 · p99 %6</translation>
    </message>
    <message>
        <source> · server %1</source>
        <translation> · 서버 %1</translation>
    </message>
    <message>
        <source>Cooling down before the next run…</source>
        <translation>다음 실행 전에 쉬는 중…</translation>
    </message>
    <message>
        <source>Stopping the target…</source>
        <translation>대상을 종료하는 중…</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>끝났습니다.</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>약 %1 남음</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>중지하는 중…</translation>
    </message>
    <message>
        <source>Suite complete: %1 passed, %2 failed.</source>
        <translation>스위트 완료: %1개 통과, %2개 실패.</translation>
    </message>
    <message>
        <source>Suite finished with runs that could not run: %1 passed, %2 failed.</source>
        <translation>실행하지 못한 항목이 있는 채로 스위트가 끝났습니다: %1개 통과, %2개 실패.</translation>
    </message>
    <message>
        <source>Suite stopped: %1 passed, %2 failed; finished runs are kept.</source>
        <translation>스위트 중지됨: %1개 통과, %2개 실패. 끝난 실행은 보존됩니다.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>저장되지 않음: %1</translation>
    </message>
    <message>
        <source>Export suite report</source>
        <translation>스위트 보고서 내보내기</translation>
    </message>
    <message>
        <source>No suite has run yet.</source>
        <translation>아직 실행한 스위트가 없습니다.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Shorten every scenario to</source>
        <translation>모든 시나리오를 다음 길이로 줄이기</translation>
    </message>
    <message>
        <source>Unchecked: each scenario runs as long as the suite file says.</source>
        <translation>선택하지 않으면 각 시나리오는 스위트 파일에 적힌 만큼 실행합니다.</translation>
    </message>
    <message>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation>워밍업</translation>
    </message>
    <message>
        <source>Unchecked: each scenario warms up as the suite file says.</source>
        <translation>선택하지 않으면 각 시나리오는 스위트 파일에 적힌 대로 워밍업합니다.</translation>
    </message>
    <message>
        <source>The language of the exported report.</source>
        <translation>내보낼 보고서의 언어입니다.</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>측정</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>, about %1 of load in all</source>
        <translation>, 부하 시간 모두 약 %1</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>요청 %1개</translation>
    </message>
    <message>
        <source>≥ %1 req/s</source>
        <translation>초당 %1 요청 이상</translation>
    </message>
    <message>
        <source>p99 ≤ %1</source>
        <translation>p99 %1 이하</translation>
    </message>
    <message>
        <source>errors ≤ %1</source>
        <translation>오류 %1 이하</translation>
    </message>
    <message>
        <source>no SLO</source>
        <translation>SLO 없음</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s)</source>
        <translation>
            <numerusform>실행 %n개 중 %1개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) skipped: a runtime is missing.</source>
        <translation>
            <numerusform>run %n개를 건너뛰었습니다: 런타임이 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 will be %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>capacity search, steps of %1</source>
        <translation>capacity 탐색, step당 %1</translation>
    </message>
    <message>
        <source>HTML report (*.html);;Markdown report (*.md);;JUnit XML for CI (*.xml)</source>
        <translation>HTML 보고서 (*.html);;Markdown 보고서 (*.md);;CI용 JUnit XML (*.xml)</translation>
    </message>
    <message>
        <source>The file name must end in .html, .md or .xml (JUnit).</source>
        <translation>파일 이름은 .html, .md 또는 .xml(JUnit)로 끝나야 합니다.</translation>
    </message>
</context>
<context>
    <name>bwui::SuiteRecordsModel</name>
    <message>
        <source>not run</source>
        <translation>실행 안 됨</translation>
    </message>
    <message>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>Req/s</source>
        <translation>초당 요청</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>SLO</source>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>SLO 여유</translation>
    </message>
    <message>
        <source>%1 ⚠ %2</source>
        <translation>%1 ⚠ %2</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>skipped: %1 not found</source>
        <translation>건너뜀: %1을(를) 찾을 수 없음</translation>
    </message>
    <message>
        <source>skipped: %1 not found — %2</source>
        <translation>건너뜀: %1을(를) 찾을 수 없음 — %2</translation>
    </message>
    <message>
        <source>Peak memory</source>
        <translation>최대 메모리</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>판정하지 않음</translation>
    </message>
</context>
<context>
    <name>bwui::SummaryPanel</name>
    <message>
        <source>Latency</source>
        <translation>지연 시간</translation>
    </message>
    <message>
        <source>Errors by class</source>
        <translation>유형별 오류</translation>
    </message>
    <message>
        <source>Status codes</source>
        <translation>상태 코드</translation>
    </message>
    <message>
        <source>Run details</source>
        <translation>실행 정보</translation>
    </message>
    <message>
        <source>The summary appears here when a run ends.
Press Run (Ctrl+R) to start one.</source>
        <translation>실행이 끝나면 여기에 요약이 나타납니다.
실행(Ctrl+R)을 눌러 시작하세요.</translation>
    </message>
    <message>
        <source>set an RPS floor or a p99 ceiling to get a verdict.</source>
        <translation>RPS 하한이나 p99 상한을 정하면 판정을 받을 수 있습니다.</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>From intended send</source>
        <translation>의도한 전송 시점부터</translation>
    </message>
    <message>
        <source>Measured from when the request should have been sent at the fixed rate: includes the wait caused by a slow server (coordinated omission corrected).</source>
        <translation>고정 속도에 따라 요청을 보냈어야 할 시점부터 잰 값입니다. 느린 서버 때문에 생긴 대기가 포함됩니다 (coordinated omission 보정).</translation>
    </message>
    <message>
        <source>p50 (median)</source>
        <translation>p50 (중앙값)</translation>
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
        <translation>최대</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>평균</translation>
    </message>
    <message>
        <source>stdev</source>
        <translation>표준편차</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>유형</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>연결</translation>
    </message>
    <message>
        <source>Connection refused, unreachable or name not resolved.</source>
        <translation>연결이 거부되었거나, 도달할 수 없거나, 이름을 확인하지 못했습니다.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>전송</translation>
    </message>
    <message>
        <source>Writing the request failed.</source>
        <translation>요청을 쓰지 못했습니다.</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>수신</translation>
    </message>
    <message>
        <source>The connection was reset or closed while reading.</source>
        <translation>응답을 읽는 중에 연결이 재설정되거나 닫혔습니다.</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>타임아웃</translation>
    </message>
    <message>
        <source>No complete response within the timeout.</source>
        <translation>타임아웃 안에 응답을 다 받지 못했습니다.</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>프로토콜</translation>
    </message>
    <message>
        <source>The response could not be parsed as HTTP.</source>
        <translation>응답을 HTTP로 해석할 수 없었습니다.</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP 상태</translation>
    </message>
    <message>
        <source>A response with a status outside 2xx and 3xx.</source>
        <translation>2xx나 3xx가 아닌 상태의 응답입니다.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>No responses</source>
        <translation>응답 없음</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Target peak CPU</source>
        <translation>대상 최대 CPU</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>not watched</source>
        <translation>감시하지 않음</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Virtual users / threads</source>
        <translation>가상 사용자 / 스레드</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Warmup / measured</source>
        <translation>워밍업 / 측정</translation>
    </message>
    <message>
        <source>Fixed rate</source>
        <translation>고정 속도</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 요청/초</translation>
    </message>
    <message>
        <source>Requests in flight at the end (not counted)</source>
        <translation>종료 시 처리 중이던 요청 (집계 안 함)</translation>
    </message>
    <message>
        <source>Received / sent</source>
        <translation>수신 / 송신</translation>
    </message>
    <message>
        <source>Connections opened</source>
        <translation>연 연결 수</translation>
    </message>
    <message>
        <source>Client CPU (average)</source>
        <translation>클라이언트 CPU (평균)</translation>
    </message>
    <message>
        <source>TLS handshake</source>
        <translation>TLS 핸드셰이크</translation>
    </message>
    <message>
        <source>The TLS handshake failed: certificate refused, wrong host name, no common version, or the server closed or sent garbage.</source>
        <translation>TLS 핸드셰이크에 실패했습니다: 인증서 거부, 호스트 이름 불일치, 공통 버전 없음, 또는 서버가 연결을 닫았거나 잘못된 데이터를 보냈습니다.</translation>
    </message>
    <message>
        <source>Connect time per new connection (p50 / p99)</source>
        <translation>새 연결당 연결 시간 (p50 / p99)</translation>
    </message>
    <message>
        <source>TLS handshake per new connection (p50 / p99)</source>
        <translation>새 연결당 TLS 핸드셰이크 (p50 / p99)</translation>
    </message>
    <message>
        <source>TLS handshakes resumed</source>
        <translation>재개된 TLS 핸드셰이크</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <source>Send lateness p50 / p99 / max</source>
        <translation>전송 지연 p50 / p99 / 최대</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Client&apos;s own lateness in the corrected latency</source>
        <translation>보정 지연 시간 중 클라이언트 자체 지연</translation>
    </message>
    <message>
        <source>%1 of the mean</source>
        <translation>평균의 %1</translation>
    </message>
    <message>
        <source>Unsent at the end (due, never sent)</source>
        <translation>종료 시 보내지 못한 전송 (예정됐지만 보내지 않음)</translation>
    </message>
    <message>
        <source>Client wait for a CPU (busiest thread)</source>
        <translation>클라이언트의 CPU 대기 (가장 바쁜 스레드)</translation>
    </message>
    <message>
        <source>Client health</source>
        <translation>클라이언트 상태</translation>
    </message>
    <message>
        <source>no warnings</source>
        <translation>경고 없음</translation>
    </message>
    <message>
        <source>Target limits (cgroup)</source>
        <translation>대상 제한 (cgroup)</translation>
    </message>
    <message>
        <source>CPU throttling</source>
        <translation>CPU 제한(throttling)</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>메모리 부족</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>이번 실행</translation>
    </message>
    <message>
        <source>Latency by percentile (ms), whole measured phase</source>
        <translation>백분위수별 지연 시간 (ms), 측정 구간 전체</translation>
    </message>
    <message>
        <source>SLO p99 ceiling %1</source>
        <translation>SLO p99 상한 %1</translation>
    </message>
    <message>
        <source>Agents (merged into this run)</source>
        <translation>에이전트 (이 실행으로 병합됨)</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>에이전트</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>호스트</translation>
    </message>
    <message>
        <source>Virtual users</source>
        <translation>가상 사용자</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>요청 수</translation>
    </message>
    <message>
        <source>Req/s</source>
        <translation>초당 요청</translation>
    </message>
    <message>
        <source>Client CPU</source>
        <translation>클라이언트 CPU</translation>
    </message>
    <message>
        <source>Client-bound</source>
        <translation>CPU 한계</translation>
    </message>
    <message>
        <source>This agent&apos;s own p99. The run&apos;s p99 comes from the agents&apos; histograms added together, never from averaging these.</source>
        <translation>이 에이전트 자신의 p99입니다. 실행의 p99는 이 값들의 평균이 아니라 에이전트들의 히스토그램을 더한 결과에서 구합니다.</translation>
    </message>
    <message>
        <source>%1 (%2 busy)</source>
        <translation>%1 (%2 사용 중)</translation>
    </message>
    <message>
        <source>yes: add agents</source>
        <translation>예: 에이전트를 늘리세요</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>%1 of %2 rounds (stopped)</source>
        <translation>라운드 %1/%2 (중지됨)</translation>
    </message>
    <message>
        <source>%1 of %2 rounds</source>
        <translation>라운드 %1/%2</translation>
    </message>
    <message>
        <source>%1: median %2 req/s</source>
        <translation>%1: 중앙값 %2 요청/초</translation>
    </message>
    <message>
        <source>%1 (round group g%2)</source>
        <translation>%1 (라운드 그룹 g%2)</translation>
    </message>
    <message>
        <source>Rounds: median and 95% confidence interval</source>
        <translation>라운드: 중앙값과 95% 신뢰구간</translation>
    </message>
    <message>
        <source>One round is one sample: each figure is the median over the rounds, ±x% the larger half-width of its 95% confidence interval. The details below are the last round&apos;s.</source>
        <translation>라운드 하나가 표본 하나입니다: 각 수치는 라운드들의 중앙값이고, ±x%는 95% 신뢰구간의 더 큰 반폭입니다. 아래의 세부 내용은 마지막 라운드의 것입니다.</translation>
    </message>
    <message>
        <source>Fewer than 6 rounds give no 95% interval of the median (shown as ±∞).</source>
        <translation>라운드가 6회보다 적으면 중앙값의 95% 구간이 없습니다(±∞로 표시).</translation>
    </message>
    <message>
        <source>One round cannot separate change from noise.</source>
        <translation>라운드 하나로는 변화와 잡음을 구분할 수 없습니다.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>지표</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>중앙값</translation>
    </message>
    <message>
        <source>Min .. max</source>
        <translation>최소 .. 최대</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>%1 .. %2</source>
        <translation>%1 .. %2</translation>
    </message>
    <message>
        <source>95% interval: %1 .. %2</source>
        <translation>95% 구간: %1 .. %2</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>종료 상태</translation>
    </message>
    <message>
        <source>History</source>
        <translation>기록</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>저장 안 됨</translation>
    </message>
    <message>
        <source>Target peak memory</source>
        <translation>대상 최대 메모리</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Target peak RSS (sampled)</source>
        <translation>대상 최대 RSS (표본)</translation>
    </message>
    <message>
        <source>QUIC handshake per new connection (p50 / p99)</source>
        <translation>새 연결당 QUIC 핸드셰이크 (p50 / p99)</translation>
    </message>
    <message>
        <source>QUIC handshakes resumed / with 0-RTT</source>
        <translation>재개된 QUIC 핸드셰이크 / 0-RTT 사용</translation>
    </message>
    <message>
        <source>%1 / %2 of %3</source>
        <translation>%3개 중 %1 / %2</translation>
    </message>
    <message>
        <source>UDP batching</source>
        <translation>UDP 일괄 처리</translation>
    </message>
    <message>
        <source>none (one datagram per call)</source>
        <translation>없음 (호출마다 데이터그램 하나)</translation>
    </message>
    <message>
        <source>The last run of the suite: %1. Each run&apos;s verdict is in the Suites tab.</source>
        <translation>스위트의 마지막 실행: %1. 실행마다의 판정은 스위트 탭에 있습니다.</translation>
    </message>
</context>
<context>
    <name>bwui::SweepChart</name>
    <message>
        <source>Throughput against offered rate</source>
        <translation>제시 요청률에 따른 처리량</translation>
    </message>
    <message>
        <source>Throughput against concurrency</source>
        <translation>동시성에 따른 처리량</translation>
    </message>
    <message>
        <source>offered rate (req/s)</source>
        <translation>제시 요청률 (요청/초)</translation>
    </message>
    <message>
        <source>virtual users</source>
        <translation>virtual user</translation>
    </message>
    <message>
        <source>throughput (req/s)</source>
        <translation>처리량 (요청/초)</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <source>USL fit</source>
        <translation>USL 적합</translation>
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
        <translation>처리량에 따른 지연 시간</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>지연 시간 (ms)</translation>
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
        <translation>p99 상한</translation>
    </message>
</context>
<context>
    <name>bwui::TargetPanel</name>
    <message>
        <source>Server</source>
        <translation>서버</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>대상(&amp;T):</translation>
    </message>
    <message>
        <source>Built-in demo target</source>
        <translation>내장 데모 대상</translation>
    </message>
    <message>
        <source>Any URL (no process watched)</source>
        <translation>URL만 지정 (프로세스 감시 안 함)</translation>
    </message>
    <message>
        <source>Launch a command</source>
        <translation>명령 실행</translation>
    </message>
    <message>
        <source>Attach to a running process</source>
        <translation>실행 중인 프로세스에 연결</translation>
    </message>
    <message>
        <source>Which server the run loads. With a process (demo, launched or attached) its memory and CPU are recorded alongside the load.</source>
        <translation>부하를 걸 서버입니다. 프로세스가 있으면 (데모, 직접 실행, 연결) 부하와 함께 그 메모리와 CPU를 기록합니다.</translation>
    </message>
    <message>
        <source>Only the URL is loaded. No server process is watched, so server memory and CPU stay empty.</source>
        <translation>URL에만 부하를 겁니다. 서버 프로세스를 감시하지 않으므로 서버 메모리와 CPU는 비어 있습니다.</translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation>명령(&amp;M):</translation>
    </message>
    <message>
        <source>The server to start for the run, as you would type it in a shell. It is stopped when the run ends. Point the URL at the port it listens on.</source>
        <translation>실행할 때 시작할 서버로, 셸에 입력하듯이 적습니다. 실행이 끝나면 중지됩니다. URL은 서버가 듣는 포트를 가리키게 하세요.</translation>
    </message>
    <message>
        <source>C&amp;PUs:</source>
        <translation>CPU(&amp;P):</translation>
    </message>
    <message>
        <source>Pin the server to these CPUs, e.g. &quot;0&quot; or &quot;0-1,3&quot;. Keeping the server and the load generator on different cores makes results steadier. Empty: any CPU.</source>
        <translation>서버를 이 CPU에 고정합니다. 예: &quot;0&quot;, &quot;0-1,3&quot;. 서버와 부하 생성기를 서로 다른 코어에 두면 결과가 더 안정적입니다. 비워 두면 모든 CPU를 씁니다.</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <source>&amp;PID:</source>
        <translation>PID(&amp;P):</translation>
    </message>
    <message>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Process ID of a server that is already running. Its memory and CPU are recorded (together with its child processes); it is not stopped afterwards.</source>
        <translation>이미 실행 중인 서버의 프로세스 ID입니다. 자식 프로세스를 포함해 메모리와 CPU를 기록하며, 실행이 끝나도 중지하지 않습니다.</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U):</translation>
    </message>
    <message>
        <source>The address every request goes to: http:// or https://, host, port and path.</source>
        <translation>모든 요청을 보낼 주소입니다: http:// 또는 https://, 호스트, 포트, 경로.</translation>
    </message>
    <message>
        <source>http://127.0.0.1:8080/</source>
        <translation>http://127.0.0.1:8080/</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>메서드(&amp;E):</translation>
    </message>
    <message>
        <source>HTTP method of every request.</source>
        <translation>모든 요청에 쓸 HTTP 메서드입니다.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>&amp;Add header</source>
        <translation>헤더 추가(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Body:</source>
        <translation>본문(&amp;B):</translation>
    </message>
    <message>
        <source>Request body sent with every request (for POST, PUT, PATCH).</source>
        <translation>모든 요청에 함께 보낼 본문입니다 (POST, PUT, PATCH용).</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <source>Enter the command that starts the server.</source>
        <translation>서버를 시작하는 명령을 입력하세요.</translation>
    </message>
    <message>
        <source>Enter the URL to load.</source>
        <translation>부하를 걸 URL을 입력하세요.</translation>
    </message>
    <message>
        <source>Memory limit:</source>
        <translation>메모리 제한:</translation>
    </message>
    <message>
        <source>Headers:</source>
        <translation>헤더:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Ready URL:</source>
        <translation>준비 확인 URL:</translation>
    </message>
    <message>
        <source>The run starts once this URL answers 200 (or tcp:HOST:PORT accepts a connection). Empty: once the request URL&apos;s port accepts connections.</source>
        <translation>이 URL이 200으로 응답하면(또는 tcp:HOST:PORT가 연결을 받으면) 실행을 시작합니다. 비워 두면 요청 URL의 포트가 연결을 받을 때 시작합니다.</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>작업 폴더:</translation>
    </message>
    <message>
        <source>The folder the command runs in. Empty: the folder Benchwork was started from.</source>
        <translation>명령을 실행할 폴더입니다. 비워 두면 Benchwork를 시작한 폴더입니다.</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>환경 변수:</translation>
    </message>
    <message>
        <source>Environment variables for the command, one NAME=value per line, added to (or replacing) Benchwork&apos;s own.</source>
        <translation>명령에 줄 환경 변수입니다. 한 줄에 NAME=value 하나씩, Benchwork의 환경에 추가(또는 대체)됩니다.</translation>
    </message>
    <message>
        <source>CPUs: %1</source>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <source>Ready URL: %1</source>
        <translation>준비 확인 URL: %1</translation>
    </message>
    <message>
        <source>Environment, line %1: expected NAME=value, got &apos;%2&apos;.</source>
        <translation>환경 변수 %1번째 줄: NAME=value 형식이어야 하는데 &apos;%2&apos;입니다.</translation>
    </message>
    <message>
        <source>CPU &amp;quota:</source>
        <translation>CPU 할당량(&amp;Q):</translation>
    </message>
    <message>
        <source> CPUs</source>
        <translation> CPU</translation>
    </message>
    <message>
        <source>No quota</source>
        <translation>할당량 없음</translation>
    </message>
    <message>
        <source>CPUs&apos; worth of time the server may use, like docker --cpus: 0.5 is half a core, 2 is two cores&apos; worth spread over all cores. Held by a Linux cgroup; the summary tells how often the server was throttled. 0: no quota.</source>
        <translation>서버가 쓸 수 있는 CPU 시간으로, docker --cpus와 같습니다. 0.5는 코어 절반, 2는 모든 코어에 나뉜 코어 두 개 분량입니다. Linux cgroup으로 적용하며, 요약에 서버가 얼마나 자주 제한(throttling)되었는지 나옵니다. 0: 할당량 없음.</translation>
    </message>
    <message>
        <source>Memory (resident and page cache) the launched server may use, like docker -m. Above it the kernel&apos;s OOM killer ends the server, and the run says so. Held by a Linux cgroup. 0: no limit.</source>
        <translation>실행한 서버가 쓸 수 있는 메모리(상주 메모리와 페이지 캐시)로, docker -m과 같습니다. 이를 넘으면 커널의 OOM killer가 서버를 종료하고, 실행 결과가 그 사실을 알려 줍니다. Linux cgroup으로 적용합니다. 0: 제한 없음.</translation>
    </message>
    <message>
        <source>Watch container:</source>
        <translation>감시할 컨테이너:</translation>
    </message>
    <message>
        <source>When the command starts a container (docker run --name web ...), its name: the container&apos;s memory and CPU are recorded instead of the docker client&apos;s. Empty: the command&apos;s own processes.</source>
        <translation>명령이 컨테이너를 시작할 때(docker run --name web ...) 그 이름입니다. docker 클라이언트 대신 컨테이너의 메모리와 CPU를 기록합니다. 비워 두면 명령 자신의 프로세스를 감시합니다.</translation>
    </message>
    <message>
        <source>Or &amp;container:</source>
        <translation>또는 컨테이너(&amp;C):</translation>
    </message>
    <message>
        <source>Name or ID of a running docker or podman container. Its cgroup is read directly: memory, CPU, throttling under its --cpus quota, OOM kills. It is not stopped afterwards. Used instead of the PID when set.</source>
        <translation>실행 중인 docker 또는 podman 컨테이너의 이름이나 ID입니다. 그 cgroup을 직접 읽습니다: 메모리, CPU, --cpus 할당량에 따른 제한(throttling), OOM 종료. 실행이 끝나도 중지하지 않습니다. 입력하면 PID 대신 씁니다.</translation>
    </message>
    <message>
        <source>Enter the PID of the server process, or the container, to attach to.</source>
        <translation>연결할 서버 프로세스의 PID나 컨테이너를 입력하세요.</translation>
    </message>
    <message>
        <source>TL&amp;S:</source>
        <translation>TLS(&amp;S):</translation>
    </message>
    <message>
        <source>1.2 or newer</source>
        <translation>1.2 이상</translation>
    </message>
    <message>
        <source>1.3 only</source>
        <translation>1.3만</translation>
    </message>
    <message>
        <source>Accept any certificate</source>
        <translation>모든 인증서 허용</translation>
    </message>
    <message>
        <source>&lt;p&gt;For https:// only. The lowest TLS version the handshake may settle on (the CLI&apos;s --tls-min).&lt;/p&gt;&lt;p&gt;Accept any certificate (the CLI&apos;s -k): no check of the chain or the host name, for a server with a self-signed certificate. Without it the certificate is verified against the system&apos;s CA store.&lt;/p&gt;</source>
        <translation>&lt;p&gt;https://에만 적용됩니다. 핸드셰이크가 합의할 수 있는 가장 낮은 TLS 버전입니다 (CLI의 --tls-min).&lt;/p&gt;&lt;p&gt;모든 인증서 허용 (CLI의 -k): 인증서 체인과 호스트 이름을 검사하지 않습니다. 자체 서명 인증서를 쓰는 서버용입니다. 끄면 시스템 CA 저장소로 인증서를 검증합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Request set:</source>
        <translation>요청 집합:</translation>
    </message>
    <message>
        <source>Extra request headers, one per row. Host, Content-Length and Connection are set by the engine; so are User-Agent (benchwork/version) and Accept (*/*) unless a row gives them. A User-Agent or Accept row with no value sends neither.</source>
        <translation>추가 요청 헤더로, 한 행에 하나씩 적습니다. Host, Content-Length, Connection은 엔진이 설정합니다. User-Agent(benchwork/버전)와 Accept(*/*)도 행에서 주지 않으면 엔진이 넣습니다. 값이 빈 User-Agent나 Accept 행은 그 헤더를 아예 보내지 않습니다.</translation>
    </message>
    <message>
        <source>Headers, row %1: %2</source>
        <translation>헤더 %1행: %2</translation>
    </message>
    <message>
        <source>Each entry of the request set has its own method and body: edit them in Requests…, or clear the set to send this one request.</source>
        <translation>요청 집합의 항목마다 메서드와 본문이 따로 있습니다: 요청…에서 편집하거나, 이 요청 하나를 보내려면 집합을 지우세요.</translation>
    </message>
    <message>
        <source>Own cores:</source>
        <translation>전용 코어:</translation>
    </message>
    <message>
        <source>Keep the server and the load generator off each other&apos;s CPUs. auto (empty): on a machine with 4 CPUs or more, a server Benchwork starts gets CPUs of its own and the load threads the others. S:C, e.g. 2:2: S CPUs for the server, C for the client. off: both share every CPU. The summary says which side was the bottleneck. Linux only.</source>
        <translation>서버와 부하 생성기가 서로의 CPU를 쓰지 않게 합니다. auto(비움): CPU가 4개 이상인 머신에서 Benchwork가 시작한 서버는 전용 CPU를, 부하 스레드는 나머지를 받습니다. S:C(예: 2:2): 서버에 S개, 클라이언트에 C개. off: 둘이 모든 CPU를 함께 씁니다. 요약에 어느 쪽이 병목이었는지 나옵니다. Linux 전용.</translation>
    </message>
    <message>
        <source>Own cores: %1</source>
        <translation>전용 코어: %1</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>네트워크:</translation>
    </message>
    <message>
        <source>Send the run&apos;s traffic through a shaping link with a network&apos;s round trip, jitter, bandwidth and loss, to see how the server behaves past localhost. Local: straight to the server. HTTP/3 datagrams are really dropped; a lost TCP segment holds its stream for one retransmission timeout, as TCP shows it.</source>
        <translation>실행의 트래픽을 네트워크의 왕복 시간, 지터, 대역폭, 손실을 가진 셰이핑 링크로 보내 localhost 너머에서 서버가 어떻게 동작하는지 봅니다. 로컬: 서버로 바로 보냅니다. HTTP/3 데이터그램은 실제로 버려지고, 손실된 TCP 세그먼트는 TCP에서 보이듯 재전송 타임아웃 한 번 동안 스트림을 붙잡습니다.</translation>
    </message>
</context>
<context>
    <name>bwui::TrendView</name>
    <message>
        <source>No history database is open.</source>
        <translation>열린 기록 데이터베이스가 없습니다.</translation>
    </message>
    <message>
        <source>Trend of #%1</source>
        <translation>#%1 추세</translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation>지표(&amp;M):</translation>
    </message>
    <message>
        <source>median</source>
        <translation>중앙값</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 구간</translation>
    </message>
    <message>
        <source>change point</source>
        <translation>변화점</translation>
    </message>
    <message numerus="yes">
        <source>Scenario: %1 (%n point(s); a point is a run, or the rounds of one group)</source>
        <translation>
            <numerusform>시나리오: %1 (점 %n개; 점 하나는 실행 하나 또는 한 그룹의 라운드들)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change point(s) found (E-divisive means, permutation test at 5%).</source>
        <translation>
            <numerusform>변화점 %n개 발견 (E-divisive means, 유의수준 5% 순열 검정).</numerusform>
        </translation>
    </message>
    <message>
        <source>One point: nothing to compare yet.</source>
        <translation>점이 하나뿐이라 아직 비교할 것이 없습니다.</translation>
    </message>
    <message>
        <source>The latest point is a significant regression: %1% worse than the %2 point(s) before it, p = %3.</source>
        <translation>최신 점은 유의한 성능 저하입니다: 이전 점 %2개보다 %1% 나쁩니다, p = %3.</translation>
    </message>
    <message>
        <source>The latest point is significantly better: %1% better than the %2 point(s) before it, p = %3.</source>
        <translation>최신 점은 유의하게 좋아졌습니다: 이전 점 %2개보다 %1% 좋습니다, p = %3.</translation>
    </message>
    <message>
        <source>The latest point shows no significant difference from the %1 point(s) before it (p = %2).</source>
        <translation>최신 점은 이전 점 %1개와 유의한 차이가 없습니다 (p = %2).</translation>
    </message>
    <message>
        <source>Regression at the change point beginning with run #%1: %2 went from %3 to %4 (%5%), p = %6; %7 run(s) before it, %8 after. A trend check fails until the change is accepted.</source>
        <translation>실행 #%1부터 시작하는 변화점에서 회귀: %2이(가) %3에서 %4(으)로 바뀌었습니다 (%5%), p = %6; 이전 실행 %7개, 이후 %8개. 변화를 수용할 때까지 추세 검사는 실패합니다.</translation>
    </message>
    <message>
        <source>The change beginning with run #%1 (%2 to %3) was accepted as intended.</source>
        <translation>실행 #%1부터 시작하는 변화(%2에서 %3)는 의도한 것으로 수용되었습니다.</translation>
    </message>
    <message>
        <source>Accept the change at #%1</source>
        <translation>#%1의 변화 수용</translation>
    </message>
    <message>
        <source>Records in the history that the change beginning with run #%1 is intended: trend checks (benchwork-cli history trend --check) stop failing on it.</source>
        <translation>실행 #%1부터 시작하는 변화가 의도한 것임을 기록에 남깁니다: 추세 검사(benchwork-cli history trend --check)가 더 이상 이 변화로 실패하지 않습니다.</translation>
    </message>
    <message>
        <source>The latest point is one run: repeat it in rounds (Rounds in the load panel, 6 or more) to tell a change from noise.</source>
        <translation>최신 점은 실행 하나입니다: 변화와 잡음을 구분하려면 라운드로 반복하세요(부하 패널의 라운드, 6 이상).</translation>
    </message>
</context>
</TS>
