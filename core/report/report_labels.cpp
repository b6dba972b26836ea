#include "report_labels.h"

namespace bw {

ReportLabels englishReportLabels()
{
    ReportLabels l;
    l.language = QStringLiteral("en");
    l.title = QStringLiteral("Benchmark results");
    l.runDate = QStringLiteral("Run: %1");
    l.intro = QStringLiteral("Measured with Benchwork %1 on %2. The figures below show how fast each target is, "
                             "how the runs compare, and whether each meets its service-level target.");
    l.introImported = QStringLiteral("These results were imported from another load tool's output; the figures are "
                                     "that tool's own, and the machine they were measured on is not recorded.");
    l.summary = QStringLiteral("Summary");
    l.allPassed = QStringLiteral("All %1 runs with an SLO passed their throughput and p99 latency targets.");
    l.allPassedOne = QStringLiteral("The run with an SLO passed its throughput and p99 latency targets.");
    l.someFailed = QStringLiteral("%1 of %2 runs with an SLO failed it: %3.");
    l.runRecorded = QStringLiteral("%1 recorded %2 RPS with a p99 latency of %3.");
    l.fastest = QStringLiteral("%1 was the fastest at %2 RPS, %3x the baseline %4.");
    l.overlapped = QStringLiteral("%1 shared the machine with another Benchwork load (%2): both results are skewed.");
    l.unsavedRun = QStringLiteral("run %1");
    l.clientBound = QStringLiteral("%1: the load generator was CPU-bound (%2 % busy), so this figure measures the client as much as the target.");
    l.endedEarly = QStringLiteral("%1 ended early (%2): %3");
    l.atAGlance = QStringLiteral("Performance at a glance");
    l.atAGlanceIntro = QStringLiteral("The bars answer the two questions readers ask first: how much headroom each run "
                                      "has against its SLO, and how the runs compare with each other.");
    l.sloHeadroom = QStringLiteral("SLO headroom by run");
    l.headroomLine = QStringLiteral("%1x RPS target, %2x p99 headroom");
    l.headroomRpsOnly = QStringLiteral("%1x RPS target");
    l.headroomP99Only = QStringLiteral("%1x p99 headroom");
    l.noSlo = QStringLiteral("no SLO");
    l.comparison = QStringLiteral("Comparison");
    l.comparisonIntro = QStringLiteral("Ratios are against the baseline, %1.");
    l.chartRps = QStringLiteral("Requests per second (higher is better)");
    l.chartP99 = QStringLiteral("p99 latency (lower is better)");
    l.baselineMark = QStringLiteral("baseline");
    l.perSecond = QStringLiteral("Requests per second over the run");
    l.environment = QStringLiteral("Test environment");
    l.environmentIntro = QStringLiteral("The benchmark ran locally on %1. Local figures depend on the machine's state, "
                                        "but they show well whether there is practical headroom.");
    l.environmentUnknown = QStringLiteral("The test environment was not recorded (imported results).");
    l.machine = QStringLiteral("Machine");
    l.os = QStringLiteral("OS");
    l.kernel = QStringLiteral("Kernel");
    l.cpu = QStringLiteral("CPU");
    l.cpuCores = QStringLiteral("%1 (%2 logical cores)");
    l.memory = QStringLiteral("Memory");
    l.hostname = QStringLiteral("Host");
    l.benchworkVersion = QStringLiteral("Benchwork version");
    l.curlVersion = QStringLiteral("libcurl");
    l.qtVersion = QStringLiteral("Qt");
    l.engine = QStringLiteral("Engine");
    l.loadProfile = QStringLiteral("Load profile");
    l.loadClosed = QStringLiteral("%1 virtual users, %2 s warmup, %3 s measured");
    l.loadOpen = QStringLiteral("%1 requests/s over %2 connections, %3 s warmup, %4 s measured");
    l.loadCount = QStringLiteral("%1 requests over %2 virtual users, %3 s warmup");
    l.target = QStringLiteral("Target");
    l.results = QStringLiteral("What was measured");
    l.rpsLine = QStringLiteral("%1 RPS measured; the target is at least %2 RPS.");
    l.rpsLineNoTarget = QStringLiteral("%1 RPS measured.");
    l.p99Line = QStringLiteral("p99 latency is %1; the target is at most %2.");
    l.p99LineNoTarget = QStringLiteral("p99 latency is %1.");
    l.errorLine = QStringLiteral("%1 errors (%2); the target is at most %3.");
    l.errorLineNoTarget = QStringLiteral("%1 errors (%2).");
    l.rssLine = QStringLiteral("Peak RSS is %1.");
    l.resultLine = QStringLiteral("Result: SLO %1.");
    l.pass = QStringLiteral("PASS");
    l.fail = QStringLiteral("FAIL");
    l.colRun = QStringLiteral("Run");
    l.colRps = QStringLiteral("RPS");
    l.colVsBaseline = QStringLiteral("vs baseline");
    l.colP50 = QStringLiteral("p50");
    l.colP90 = QStringLiteral("p90");
    l.colP99 = QStringLiteral("p99");
    l.colMax = QStringLiteral("max");
    l.colErrors = QStringLiteral("Errors");
    l.colPeakRss = QStringLiteral("Peak RSS");
    l.colVerdict = QStringLiteral("SLO");
    l.colStatus = QStringLiteral("Status");
    l.unitSeconds = QStringLiteral("%1 s");
    return l;
}

ReportLabels koreanReportLabels()
{
    ReportLabels l = englishReportLabels();
    l.language = QStringLiteral("ko");
    l.title = QStringLiteral("벤치마크 결과");
    l.runDate = QStringLiteral("Run: %1");
    l.intro = QStringLiteral("Benchwork %1로 %2에서 측정했습니다. 목적은 단순합니다. 각 대상이 어느 정도 빠른지, "
                             "서로 비교해 어디쯤 있는지, 그리고 service-level target을 통과하는지 보여주는 것입니다.");
    l.introImported = QStringLiteral("이 결과는 다른 부하 도구의 출력에서 가져왔습니다. 수치는 해당 도구가 보고한 "
                                     "그대로이며, 측정한 machine 정보는 기록되어 있지 않습니다.");
    l.summary = QStringLiteral("요약");
    l.allPassed = QStringLiteral("SLO가 있는 %1개 run 모두 throughput 및 p99 latency SLO를 통과했습니다.");
    l.allPassedOne = QStringLiteral("SLO가 있는 run이 throughput 및 p99 latency SLO를 통과했습니다.");
    l.someFailed = QStringLiteral("SLO가 있는 %2개 run 중 %1개가 SLO를 통과하지 못했습니다: %3.");
    l.runRecorded = QStringLiteral("%1은(는) %2 RPS를 기록했고 p99 latency는 %3입니다.");
    l.fastest = QStringLiteral("가장 빠른 것은 %1로 %2 RPS이며, 기준선 %4의 %3x입니다.");
    l.overlapped = QStringLiteral("%1은(는) 다른 Benchwork 부하(%2)와 같은 시간에 이 머신에서 실행되었습니다. 두 결과 모두 왜곡되었습니다.");
    l.unsavedRun = QStringLiteral("run %1");
    l.clientBound = QStringLiteral("%1: 부하 생성기가 CPU 한계에 걸렸습니다(%2 % 사용). 이 수치는 대상뿐 아니라 클라이언트의 한계도 함께 보여줍니다.");
    l.endedEarly = QStringLiteral("%1은(는) 일찍 끝났습니다(%2): %3");
    l.atAGlance = QStringLiteral("성능 한눈에 보기");
    l.atAGlanceIntro = QStringLiteral("아래 bar는 독자가 먼저 궁금해하는 두 가지를 요약합니다. 각 run이 SLO 대비 얼마나 "
                                      "여유가 있는지, 그리고 run끼리 비교해 어느 정도인지입니다.");
    l.sloHeadroom = QStringLiteral("항목별 SLO 여유");
    l.noSlo = QStringLiteral("SLO 없음");
    l.comparison = QStringLiteral("비교");
    l.comparisonIntro = QStringLiteral("비율은 기준선 %1 대비입니다.");
    l.chartRps = QStringLiteral("초당 요청 수 (높을수록 좋음)");
    l.chartP99 = QStringLiteral("p99 latency (낮을수록 좋음)");
    l.baselineMark = QStringLiteral("기준선");
    l.perSecond = QStringLiteral("측정 중 초당 요청 수");
    l.environment = QStringLiteral("테스트 환경");
    l.environmentIntro = QStringLiteral("벤치마크는 %1에서 로컬 실행했습니다. 로컬 벤치마크 수치는 machine state의 영향을 "
                                        "받지만, 실용적인 성능 여유가 있는지 확인하기에는 유용합니다.");
    l.environmentUnknown = QStringLiteral("테스트 환경은 기록되어 있지 않습니다 (가져온 결과).");
    l.machine = QStringLiteral("Machine");
    l.os = QStringLiteral("OS");
    l.kernel = QStringLiteral("Kernel");
    l.cpu = QStringLiteral("CPU");
    l.cpuCores = QStringLiteral("%1 (논리 코어 %2개)");
    l.memory = QStringLiteral("메모리");
    l.hostname = QStringLiteral("Host");
    l.benchworkVersion = QStringLiteral("Benchwork version");
    l.engine = QStringLiteral("Engine");
    l.loadProfile = QStringLiteral("Load profile");
    l.loadClosed = QStringLiteral("%1 virtual users, %2초 warmup, %3초 측정");
    l.loadOpen = QStringLiteral("초당 %1 요청, connection %2개, %3초 warmup, %4초 측정");
    l.loadCount = QStringLiteral("요청 %1개, %2 virtual users, %3초 warmup");
    l.target = QStringLiteral("대상");
    l.results = QStringLiteral("측정 항목");
    l.rpsLine = QStringLiteral("%1 RPS 측정; 목표는 최소 %2 RPS입니다.");
    l.rpsLineNoTarget = QStringLiteral("%1 RPS 측정.");
    l.p99Line = QStringLiteral("p99 latency는 %1; 목표는 %2 이하입니다.");
    l.p99LineNoTarget = QStringLiteral("p99 latency는 %1입니다.");
    l.errorLine = QStringLiteral("오류 %1건 (%2); 목표는 %3 이하입니다.");
    l.errorLineNoTarget = QStringLiteral("오류 %1건 (%2).");
    l.rssLine = QStringLiteral("Peak RSS는 %1입니다.");
    l.resultLine = QStringLiteral("결과: SLO %1.");
    l.colRun = QStringLiteral("Run");
    l.colVsBaseline = QStringLiteral("기준선 대비");
    l.colErrors = QStringLiteral("오류");
    l.colStatus = QStringLiteral("상태");
    l.unitSeconds = QStringLiteral("%1초");
    return l;
}

ReportLabels reportLabelsFor(const QString& language)
{
    if (language.startsWith(QLatin1String("ko"), Qt::CaseInsensitive))
        return koreanReportLabels();
    return englishReportLabels();
}

QString allPassedSentence(const ReportLabels& labels, int runsWithSlo)
{
    return runsWithSlo == 1 ? labels.allPassedOne : labels.allPassed.arg(runsWithSlo);
}

} // namespace bw
