#include "suite_report_labels.h"

namespace bw {

SuiteReportLabels englishSuiteReportLabels()
{
    SuiteReportLabels l;
    l.title = QStringLiteral("%1: benchmark results");
    l.ranOf = QStringLiteral("%1 of %2 planned runs finished.");
    l.stopped = QStringLiteral("The suite was stopped before its end; the runs that finished are kept and reported here.");
    l.notRun = QStringLiteral("%1 on %2 could not run: %3");
    l.allRunsIntro = QStringLiteral("Every run of the suite, in the order it ran.");
    l.colScenario = QStringLiteral("Scenario");
    l.colTarget = QStringLiteral("Target");
    l.colCpus = QStringLiteral("CPUs");
    l.colHeadroom = QStringLiteral("SLO headroom");
    l.cpusNone = QStringLiteral("not pinned");
    l.baselinesTitle = QStringLiteral("Comparison with familiar baselines");
    l.baselinesIntro = QStringLiteral("Each scenario next to results measured elsewhere or imported into the history. "
                                      "Baselines may do less work per request than the scenario: read the notes.");
    l.thisSuite = QStringLiteral("%1 (this suite)");
    l.versusBaseline = QStringLiteral("%1: %2 RPS against %4 RPS for %3 (%5x).");
    l.baselineUnavailable = QStringLiteral("%1 is missing: %2.");
    l.baselineFromHistory = QStringLiteral("history run %1 (%2)");
    l.matrixTitle = QStringLiteral("Matrix: targets x CPU configurations");
    l.matrixIntro = QStringLiteral("Each target was started once per CPU configuration, pinned to those CPUs, and ran the "
                                   "scenarios below; it was stopped before the next configuration. The load generator ran "
                                   "on the same machine, unpinned, so it shares the CPUs with the target.");
    l.matrixFastest = QStringLiteral("%1: %2 was the fastest at %3 RPS, %4x %5.");
    l.matrixChart = QStringLiteral("%1: requests per second by target and CPUs");
    l.notRunTitle = QStringLiteral("Runs that could not run");
    l.conclusionTitle = QStringLiteral("Conclusion");
    l.suiteName = QStringLiteral("Suite");
    l.suiteFile = QStringLiteral("Suite file");
    l.targetLine = QStringLiteral("Target %1");
    l.demoTarget = QStringLiteral("built-in demo target (SQLite in memory, %1 documents)");
    l.urlTarget = QStringLiteral("running server at %1");
    l.pinned = QStringLiteral("pinned to CPUs %1");
    l.memoryLimit = QStringLiteral("memory limit %1");
    l.errorsOnly = QStringLiteral("%1 errors, ceiling %2");
    return l;
}

SuiteReportLabels koreanSuiteReportLabels()
{
    SuiteReportLabels l = englishSuiteReportLabels();
    l.title = QStringLiteral("%1 벤치마크 결과");
    l.ranOf = QStringLiteral("계획된 %2개 run 중 %1개가 끝났습니다.");
    l.stopped = QStringLiteral("Suite가 끝나기 전에 중단되었습니다. 끝난 run은 보존되어 이 보고서에 포함됩니다.");
    l.notRun = QStringLiteral("%2의 %1은(는) 실행되지 못했습니다: %3");
    l.allRunsIntro = QStringLiteral("Suite의 모든 run을 실행 순서대로 보여줍니다.");
    l.colScenario = QStringLiteral("Scenario");
    l.colTarget = QStringLiteral("대상");
    l.colCpus = QStringLiteral("CPU");
    l.colHeadroom = QStringLiteral("SLO 여유");
    l.cpusNone = QStringLiteral("고정 안 함");
    l.baselinesTitle = QStringLiteral("익숙한 기준과의 비교");
    l.baselinesIntro = QStringLiteral("각 scenario를 다른 곳에서 측정했거나 history로 가져온 결과와 나란히 보여줍니다. "
                                      "기준선은 요청당 하는 일이 scenario보다 적을 수 있으니 설명을 함께 읽어 주세요.");
    l.thisSuite = QStringLiteral("%1 (이번 측정)");
    l.versusBaseline = QStringLiteral("%1: %2 RPS, %3은(는) %4 RPS입니다 (%5x).");
    l.baselineUnavailable = QStringLiteral("%1 결과가 없습니다: %2.");
    l.baselineFromHistory = QStringLiteral("history run %1 (%2)");
    l.matrixTitle = QStringLiteral("Matrix: 대상 x CPU 구성");
    l.matrixIntro = QStringLiteral("각 대상은 CPU 구성마다 한 번씩 해당 CPU에 고정되어 시작되었고, 아래 scenario를 실행한 뒤 "
                                   "다음 구성 전에 종료되었습니다. 부하 생성기는 같은 machine에서 CPU 고정 없이 실행되었으므로 "
                                   "대상과 CPU를 나눠 씁니다.");
    l.matrixFastest = QStringLiteral("%1: 가장 빠른 것은 %2로 %3 RPS이며, %5의 %4x입니다.");
    l.matrixChart = QStringLiteral("%1: 대상과 CPU 구성별 초당 요청 수");
    l.notRunTitle = QStringLiteral("실행되지 못한 run");
    l.conclusionTitle = QStringLiteral("결론");
    l.suiteName = QStringLiteral("Suite");
    l.suiteFile = QStringLiteral("Suite 파일");
    l.targetLine = QStringLiteral("대상 %1");
    l.demoTarget = QStringLiteral("내장 demo target (메모리 내 SQLite, document %1개)");
    l.urlTarget = QStringLiteral("%1에서 실행 중인 서버");
    l.pinned = QStringLiteral("CPU %1에 고정");
    l.memoryLimit = QStringLiteral("메모리 제한 %1");
    l.errorsOnly = QStringLiteral("오류 %1, 상한 %2");
    return l;
}

SuiteReportLabels suiteReportLabelsFor(const QString& language)
{
    return language.startsWith(QLatin1String("ko"), Qt::CaseInsensitive) ? koreanSuiteReportLabels() : englishSuiteReportLabels();
}

} // namespace bw
