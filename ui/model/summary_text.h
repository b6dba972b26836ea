#pragma once
// The sentences that sum up a finished run, shared by the summary panel and
// the --autorun one-line report: how it ended, the SLO verdict with its
// headroom, and the warnings a reader must not miss. Translated (context
// "SummaryText").
#include "result/run_result.h"

#include <QString>
#include <QStringList>

namespace bwui::SummaryText {

// Whether the run has anything to judge: at least one request completed in
// the measured phase. A run without is failed, whatever the SLO says.
bool judgeable(const bw::RunResult& r);
// "Complete: 123,456 requests in 10 s, 12,345 req/s", why it ended early, or
// "The run failed: <first error>" when nothing completed.
QString headline(const bw::RunResult& r);
// The SLO a run will be judged on, for the Run bar: "SLO: ≥ 50,000 req/s,
// p99 ≤ 5 ms" or "No SLO: no verdict".
QString sloInUse(const bw::Slo& slo);
// bw::headroomText() in the window's language and number format: "2.4x RPS
// target, 6.2x p99 headroom" (only the parts the SLO has); empty when
// nothing completed.
QString headroom(const bw::RunResult& r);
// "SLO PASS" / "SLO FAIL" / "No SLO set" / "No verdict" (nothing to judge) /
// "Not judged" (stopped or interrupted before its end: SloVerdict::notJudged).
QString verdictWord(const bw::RunResult& r);
// "Not judged", and the sentence that says why for `r` ("The run was
// stopped before its end: ...").
QString notJudgedWord();
QString notJudgedReason(const bw::RunResult& r);
// "SLO PASS" / "SLO FAIL" alone (of rounds, of a suite).
QString sloWord(bool pass);
// Why the SLO failed, one sentence per failed part.
QStringList failures(const bw::RunResult& r);
// What can make the result wrong: client-bound, late sends, target exit,
// another Benchwork load at the same time.
QStringList warnings(const bw::RunResult& r);
// A client-health warning's short name ("Client starved of CPU") and its
// sentence with the name in front (client_health.h names the warnings).
QString clientWarningName(const std::string& name);
QString clientWarning(const bw::RunResult& r, const std::string& name);
// "Another Benchwork load (#12) used this machine while this run ran: ..."
QString overlapWarning(const std::vector<int64_t>& otherRunIds);
// What a careful reader wants to know: requests in flight at the end (not
// counted), the first message of each error class that occurred.
QStringList notes(const bw::RunResult& r);
// One line for terminals: status, requests, req/s, p50/p99, errors, verdict.
QString oneLine(const bw::RunResult& r);

} // namespace bwui::SummaryText
